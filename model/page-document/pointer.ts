import type { BlockNode } from "../../generated/contracts/block-types.ts";
import { isBlockNode } from "./walk.ts";

export function parsePointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
}

/** The innermost block node containing the value at `pointer`, or null when it lies outside any block. */
export function blockAtPointer(document: unknown, pointer: string): BlockNode | null {
  let current: unknown = document;
  let block: BlockNode | null = null;
  for (const segment of parsePointer(pointer)) {
    if (current === null || typeof current !== "object") break;
    current = (current as Record<string, unknown>)[segment];
    if (isBlockNode(current)) block = current;
  }
  return block;
}
