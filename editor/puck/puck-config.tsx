import type { ComponentConfig, Config } from "@puckeditor/core";
import type { ComponentType, ReactNode } from "react";
import { blockKeys, blockMeta, type BlockMeta } from "../../generated/contracts/block-meta.ts";
import type { EditorFields } from "../../generated/contracts/editor-fields.ts";
import { editorFields } from "../../generated/contracts/editor-fields.ts";
import { blockComponents } from "../../generated/registry/block-components.ts";
import { createRenderEnvironment, RenderEnvironmentContext } from "../../renderer/page/render-environment.ts";
import { sanitizeRichTextInBrowser } from "../../model/rich-text/sanitize-html.browser.ts";
import { blockCategories } from "./block-categories.ts";
import { canvasBlock } from "./canvas-block.tsx";
import { toPuckFields } from "./puck-fields.tsx";

/** What the Puck config is built from; the generated contracts and registry by default, anything in tests. */
export interface ConfigSources {
  metas: readonly BlockMeta[];
  fields: Readonly<Record<string, EditorFields>>;
  components: Readonly<Record<string, ComponentType<never>>>;
}

// Drafts are untrusted: their rich text passes the browser sanitiser before it reaches the canvas.
const editorEnvironment = createRenderEnvironment("editor", "/", sanitizeRichTextInBrowser);

/** The page around the blocks, as the site's layout has it, in the editor's render environment. */
function CanvasRoot({ children }: { children?: ReactNode }) {
  return (
    <RenderEnvironmentContext.Provider value={editorEnvironment}>
      <main className="site__main">
        <div className="cms-page">{children}</div>
      </main>
    </RenderEnvironmentContext.Provider>
  );
}

/**
 * Puck's config, derived entirely from generated data: every block with its label, fields (slots
 * stay Puck slot fields, so Puck walks nested blocks), insert defaults and canvas rendering, and the
 * block list grouped by `x-block.group`. No block is named here.
 */
export function buildPuckConfig(sources: ConfigSources): Config {
  const components: Record<string, ComponentConfig> = {};
  for (const meta of sources.metas) {
    const Component = sources.components[meta.key];
    const fields = sources.fields[meta.key];
    if (!Component || !fields)
      throw new Error(`block ${meta.key} has metadata but no component or fields; run npm run codegen`);
    components[meta.key] = {
      label: meta.name,
      fields: toPuckFields(fields),
      defaultProps: structuredClone(meta.insertDefaults) as Record<string, unknown>,
      render: canvasBlock(meta, Component) as ComponentConfig["render"],
    };
  }
  return {
    components,
    categories: blockCategories(sources.metas),
    root: { fields: { title: { type: "text", label: "Page title" } }, render: CanvasRoot },
  };
}

/** Built once: Puck must receive the same config object on every render. */
export const puckConfig: Config = buildPuckConfig({
  metas: blockKeys.map((key) => blockMeta[key]),
  fields: editorFields,
  components: blockComponents as unknown as Record<string, ComponentType<never>>,
});
