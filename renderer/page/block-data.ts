import { createContext, useContext } from "react";
import { BlockContext } from "./block-context.ts";

/**
 * Server data of blocks that declare `x-block.data` (e.g. the stock list for a stock locator),
 * resolved before rendering and keyed by block id. Islands receive their block's entry in the payload,
 * so the first browser render matches the server's.
 */
export const BlockDataContext = createContext<Readonly<Record<string, unknown>>>({});

/** The resolved data of the current block, or undefined (editor canvas, or nothing resolved). */
export function useBlockData<T>(): T | undefined {
  const { id } = useContext(BlockContext);
  return useContext(BlockDataContext)[id] as T | undefined;
}
