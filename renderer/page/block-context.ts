import { createContext, useContext } from "react";

/** What a block knows about where it is drawn. */
export interface BlockContextValue {
  id: string;
  type: string;
  /** Index of the top-level block this one sits in (nested blocks share their ancestor's). */
  index: number;
  /** Images of the first two blocks load eagerly (they are likely above the fold); the rest lazily. */
  imageLoading: "eager" | "lazy";
}

export const BlockContext = createContext<BlockContextValue>({ id: "", type: "", index: 0, imageLoading: "eager" });

export function useBlock(): BlockContextValue {
  return useContext(BlockContext);
}

export function imageLoadingFor(index: number): "eager" | "lazy" {
  return index < 2 ? "eager" : "lazy";
}
