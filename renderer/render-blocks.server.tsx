import { renderToString } from "react-dom/server";
import type { PageDocument } from "../generated/contracts/block-types.ts";
import { blockComponents } from "../generated/registry/block-components.ts";
import { BlockList, type ComponentRegistry } from "./page/block-tree.tsx";
import { RenderEnvironmentContext, createRenderEnvironment, type IslandRecord } from "./page/render-environment.ts";

export interface RenderedBlocks {
  html: string;
  islands: IslandRecord[];
  failedBlocks: { id: string; type: string }[];
}

/** Server-renders the blocks of a (normalised) page document, without the site shell. */
export function renderBlocksToHtml(document: Pick<PageDocument, "content">, options: { registry?: ComponentRegistry; url?: string } = {}): RenderedBlocks {
  const environment = createRenderEnvironment("server", options.url ?? "/");
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <BlockList nodes={document.content} registry={options.registry ?? (blockComponents as unknown as ComponentRegistry)} topIndex={null} />
    </RenderEnvironmentContext.Provider>,
  );
  const failed = new Set(environment.failedBlocks.map((block) => block.id));
  return { html, islands: environment.islands.filter((island) => !failed.has(island.id)), failedBlocks: environment.failedBlocks };
}
