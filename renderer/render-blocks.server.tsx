import { renderToString } from "react-dom/server";
import type { PageDocument } from "../generated/contracts/block-types.ts";
import { blockComponents } from "../generated/registry/block-components.ts";
import { BlockList, type ComponentRegistry } from "./page/block-tree.tsx";
import { splitResourceHints } from "./page/resource-hints.ts";
import { RenderEnvironmentContext, createRenderEnvironment, type IslandRecord } from "./page/render-environment.ts";

export interface RenderedBlocks {
  html: string;
  /** Resource hints React produced (image preloads), for the document's <head>. */
  headTags: string;
  islands: IslandRecord[];
  /** Source paths of the stylesheets the blocks need besides the site's own. */
  stylesheets: string[];
  failedBlocks: { id: string; type: string }[];
}

/** Server-renders the blocks of a (normalised) page document, without the site shell. */
export function renderBlocksToHtml(
  document: Pick<PageDocument, "content">,
  options: { registry?: ComponentRegistry; url?: string } = {},
): RenderedBlocks {
  const environment = createRenderEnvironment("server", options.url ?? "/");
  const rendered = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <BlockList
        nodes={document.content}
        registry={options.registry ?? (blockComponents as unknown as ComponentRegistry)}
        topIndex={null}
      />
    </RenderEnvironmentContext.Provider>,
  );
  const { hints, body } = splitResourceHints(rendered);
  const failed = new Set(environment.failedBlocks.map((block) => block.id));
  return {
    html: body,
    headTags: hints,
    islands: environment.islands.filter((island) => !failed.has(island.id)),
    stylesheets: [...environment.stylesheets].sort(),
    failedBlocks: environment.failedBlocks,
  };
}
