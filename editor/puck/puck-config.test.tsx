import type { ComponentConfig, Field } from "@puckeditor/core";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockNode, SlotRenderProps } from "../../generated/contracts/block-types.ts";
import { defaultAppliers } from "../../generated/contracts/validators.ts";
import { blockComponents } from "../../generated/registry/block-components.ts";
import { replaceAt } from "../../model/page-document/field-paths.ts";
import { BlockList, type ComponentRegistry } from "../../renderer/page/block-tree.tsx";
import {
  createRenderEnvironment,
  RenderEnvironmentContext,
  type RenderMode,
} from "../../renderer/page/render-environment.ts";
import { sanitizeRichText } from "../../model/rich-text/sanitize-html.ts";
import { canvasBlock } from "./canvas-block.tsx";
import { puckConfig } from "./puck-config.tsx";

const components = puckConfig.components as Record<string, ComponentConfig>;

/** The field at a slot path such as `tabs[].content`, walking Puck's array and object fields. */
function fieldAt(fields: Record<string, Field> | undefined, path: string): Field | undefined {
  let current = fields;
  let field: Field | undefined;
  for (const segment of path.split(".")) {
    field = current?.[segment.replace(/\[\]$/, "")];
    current =
      field?.type === "array"
        ? (field.arrayFields as Record<string, Field>)
        : field?.type === "object"
          ? (field.objectFields as Record<string, Field>)
          : undefined;
  }
  return field;
}

describe("the Puck config built from the generated contracts", () => {
  it("has every block, labelled with its name and inserted with its insert defaults", () => {
    expect(Object.keys(components).sort()).toEqual([...blockKeys].sort());
    for (const key of blockKeys) {
      expect(components[key]!.label).toBe(blockMeta[key].name);
      expect(components[key]!.defaultProps).toEqual(blockMeta[key].insertDefaults);
    }
  });

  it("keeps every slot a Puck slot field, also inside repeatable groups, so Puck walks nested blocks", () => {
    const slotBlocks = blockKeys.filter((key) => blockMeta[key].slotPaths.length > 0);
    expect(slotBlocks.length).toBeGreaterThan(0);
    for (const key of slotBlocks) {
      for (const path of blockMeta[key].slotPaths)
        expect(fieldAt(components[key]!.fields as Record<string, Field>, path)?.type, `${key} ${path}`).toBe("slot");
    }
    expect(blockKeys.some((key) => blockMeta[key].slotPaths.some((path) => path.includes("[]")))).toBe(true);
  });

  it("lists blocks by group, each group by priority, the group of the highest-priority block first", () => {
    const categories = Object.values(puckConfig.categories ?? {}) as { title: string; components: string[] }[];
    const listed = categories.flatMap((category) => category.components);
    expect(listed.sort()).toEqual([...blockKeys].sort());
    for (const category of categories) {
      const priorities = category.components.map((key) => blockMeta[key as keyof typeof blockMeta].priority);
      expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
      for (const key of category.components)
        expect(blockMeta[key as keyof typeof blockMeta].group).toBe(category.title);
    }
    const best = Math.min(...blockKeys.map((key) => blockMeta[key].priority));
    expect(blockMeta[categories[0]!.components[0] as keyof typeof blockMeta].priority).toBe(best);
  });
});

/** Stands in for Puck's slot (a drop zone): the element and class it is given, empty. */
function puckSlot(props?: SlotRenderProps) {
  const Tag = props?.as ?? "div";
  return <Tag className={props?.className} style={props?.style} />;
}

function render(mode: RenderMode, element: React.ReactElement): string {
  return renderToStaticMarkup(
    <RenderEnvironmentContext.Provider
      value={createRenderEnvironment(mode, "/", mode === "editor" ? sanitizeRichText : null)}
    >
      {element}
    </RenderEnvironmentContext.Provider>,
  );
}

/**
 * Blocks whose component draws an editor preview of its own in the canvas: the floating action button
 * floats over the site's page, but sits in the flow in the canvas; the retailer schema is only JSON-LD on
 * the site, and shows a note in the canvas so an editor can find and select it. Their site side is drawn in editor
 * mode too, so the frame, block and slot wrappers are still compared.
 */
const PREVIEWED_IN_THE_CANVAS = new Set<string>(["floating-action-button", "retailer-schema"]);

/**
 * React's useId values name a component's place in its tree: the canvas draws the block alone, the site
 * as the third of a list, so the same label/field pair gets different ids. They are compared as one.
 */
const withoutReactIds = (html: string) => html.replace(/_R_[0-9a-zA-Z]+_/g, "_R_id_");

describe("a block drawn in the canvas", () => {
  const registry = blockComponents as unknown as ComponentRegistry;

  for (const key of blockKeys) {
    it(`${key}: has the same HTML as on the site (frame, block, slot wrappers)`, () => {
      const props = { ...structuredClone(blockMeta[key].insertDefaults), id: "b1" } as Record<string, unknown>;
      defaultAppliers[key](props);
      const node = { type: key, props } as unknown as BlockNode;
      let puckProps: Record<string, unknown> = { ...props, puck: { isEditing: true }, editMode: true };
      for (const path of blockMeta[key].slotPaths) puckProps = replaceAt(puckProps, path, () => puckSlot);
      const Canvas = canvasBlock(blockMeta[key], blockComponents[key] as ComponentType<never>, () => 2);
      const canvas = render("editor", <Canvas {...(puckProps as { id: string })} />);
      const site = render(
        blockMeta[key].interactive || PREVIEWED_IN_THE_CANVAS.has(key) ? "editor" : "server",
        <BlockList
          nodes={[
            { type: "quote", props: { id: "p1", quote: "a" } },
            { type: "quote", props: { id: "p2", quote: "b" } },
            node,
          ]}
          registry={registry}
          topIndex={null}
        />,
      );
      expect(withoutReactIds(site)).toContain(withoutReactIds(canvas));
      expect(canvas).toContain('data-component-index="3"');
    });
  }
});
