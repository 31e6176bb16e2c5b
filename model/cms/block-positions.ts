import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { forEachBlock } from "../page-document/walk.ts";

/** A block of a page as the public page API lists it: its id, its type and where it shows. */
export interface PageBlockPosition {
  id: string;
  type: string;
  /**
   * The 1-based positions among the page's top-level blocks at which the block shows: a top-level
   * block's own, a nested block's top-level block's (the `data-component-index` the HTML carries).
   */
  active_positions: number[];
}

/** Every block of a published document, depth first, with its positions. */
export function pageBlockPositions(document: Pick<PageDocument, "content">): PageBlockPosition[] {
  const blocks: PageBlockPosition[] = [];
  forEachBlock(document, ({ node, topIndex }) => {
    const id = typeof node.props.id === "string" ? node.props.id : "";
    blocks.push({ id, type: node.type, active_positions: [topIndex + 1] });
  });
  return blocks;
}
