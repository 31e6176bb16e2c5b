import { Window } from "happy-dom";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockKey, PageDocument } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { renderBlocksToHtml, type RenderedBlocks } from "../../renderer/render-blocks.server.tsx";

/** A one-page document holding the given blocks (ids added where missing). */
export function pageOf(...blocks: { type: string; props: Record<string, unknown> }[]): PageDocument {
  return {
    schemaVersion: 1,
    root: { props: {} },
    content: blocks.map((block, index) => ({ type: block.type, props: { id: `block-${index + 1}`, ...block.props } })),
  } as PageDocument;
}

/** Props of a freshly inserted block, merged with `props`. */
export function propsFor(type: BlockKey, props: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...structuredClone(blockMeta[type].insertDefaults), ...props };
}

export interface RenderedBlock extends RenderedBlocks {
  /** The rendered HTML parsed into a DOM, for querying like a browser would. */
  dom: ParentNode;
}

/** Validates, normalises and server-renders one block, as the public site would. Throws if the props are invalid. */
export function renderBlock(
  type: BlockKey,
  props: Record<string, unknown> = {},
  options: { index?: number } = {},
): RenderedBlock {
  const padding = Array.from({ length: options.index ?? 0 }, (_, i) => ({
    type: "quote",
    props: { id: `pad-${i}`, quote: "padding" },
  }));
  const document = pageOf(...padding, { type, props: { id: "subject", ...props } });
  const validation = validatePage(document);
  if (!validation.valid) throw new Error(`invalid ${type} props: ${JSON.stringify(validation.issues, null, 2)}`);
  const rendered = renderBlocksToHtml(normalizePage(document));
  return { ...rendered, dom: parseHtml(rendered.html) };
}

export function parseHtml(html: string): ParentNode {
  const window = new Window();
  const template = window.document.createElement("template");
  template.innerHTML = html;
  return template.content as unknown as ParentNode;
}
