import { createContext } from "react";
import type { DrawnFeature, IslandRecord, RenderEnvironment } from "./render-environment.ts";

/**
 * A top-level block's server HTML made once for its props and everything else its render reads
 * (decision 194): the inside of its frame, and the stylesheets its render declared, in order.
 */
export interface MemoizedBlock {
  /** The top-level position it was made at (its images' loading depends on it). */
  index: number;
  /** What React drew inside the block's frame element; island ids are placeholders (`islandIdPattern`). */
  html: string;
  stylesheets: readonly string[];
  /** What it drew that the shell adds something for (a form link's dialog, ...). */
  drawn: readonly DrawnFeature[];
  /**
   * The islands it drew, in the order their ids were handed out (decision 195). A page numbers its
   * islands in document order, so each render of the page gives them the ids of its own count.
   */
  islands: readonly Omit<IslandRecord, "id">[];
  /** Matches each island id placeholder in `html`, its one group the island's position in `islands`; null when it drew none. */
  islandIdPattern: RegExp | null;
}

/** Memoized blocks of the page being rendered, by props object; null where nothing is memoized. */
export const MemoizedBlocksContext = createContext<ReadonlyMap<object, MemoizedBlock> | null>(null);

/**
 * A memoized block's HTML as this render draws it: what it drew is noted in the environment as a
 * render of it would, and its islands take this page's next ids, in the order they were made.
 */
export function replayMemoizedBlock(block: MemoizedBlock, environment: RenderEnvironment): string {
  for (const feature of block.drawn) environment.drawn.add(feature);
  if (block.islandIdPattern === null) return block.html;
  const ids = block.islands.map((island) => {
    const id = environment.nextIslandId();
    environment.islands.push({ ...island, id });
    return id;
  });
  return block.html.replace(block.islandIdPattern, (_placeholder, position: string) => ids[Number(position)]!);
}
