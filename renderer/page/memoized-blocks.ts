import { createContext } from "react";
import type { DrawnFeature } from "./render-environment.ts";

/**
 * A top-level block's server HTML made once for its props and everything else its render reads
 * (decision 194): the inside of its frame, and the stylesheets its render declared, in order.
 */
export interface MemoizedBlock {
  /** The top-level position it was made at (its images' loading depends on it). */
  index: number;
  /** What React drew inside the block's frame element. */
  html: string;
  stylesheets: readonly string[];
  /** What it drew that the shell adds something for (a form link's dialog, ...). */
  drawn: readonly DrawnFeature[];
}

/** Memoized blocks of the page being rendered, by props object; null where nothing is memoized. */
export const MemoizedBlocksContext = createContext<ReadonlyMap<object, MemoizedBlock> | null>(null);
