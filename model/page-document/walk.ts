import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { BlockNode, PageDocument } from "../../generated/contracts/block-types.ts";
import { valuesAt } from "./field-paths.ts";

export interface BlockVisit {
  node: BlockNode;
  /** JSON pointer of the node in the document, e.g. `/content/2/props/tabs/0/content/1`. */
  pointer: string;
  /** 0 for top-level blocks. */
  depth: number;
  parent: BlockNode | null;
  /** Index of the top-level block this node sits in. */
  topIndex: number;
}

export function isBlockNode(value: unknown): value is BlockNode {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { type?: unknown; props?: unknown };
  return typeof candidate.type === "string" && typeof candidate.props === "object" && candidate.props !== null;
}

/** The nested block lists of one block, with their pointers relative to the node. */
const NO_SLOTS: { nodes: unknown[]; pointer: string }[] = [];

export function slotsOf(node: BlockNode): { nodes: unknown[]; pointer: string }[] {
  if (!isBlockKey(node.type)) return NO_SLOTS;
  const paths = blockMeta[node.type].slotPaths;
  if (paths.length === 0) return NO_SLOTS;
  const props = node.props as Record<string, unknown>;
  const slots: { nodes: unknown[]; pointer: string }[] = [];
  for (const path of paths) {
    for (const found of valuesAt(props, path)) {
      if (Array.isArray(found.value)) slots.push({ nodes: found.value, pointer: `/props${found.pointer}` });
    }
  }
  return slots;
}

/** Visits every block of a document depth-first, in reading order. Malformed entries are skipped. */
export function forEachBlock(document: Pick<PageDocument, "content">, visit: (block: BlockVisit) => void): void {
  if (!Array.isArray(document.content)) return;
  document.content.forEach((node, index) => walkNode(node, `/content/${index}`, 0, null, index, visit));
}

function walkNode(
  node: unknown,
  pointer: string,
  depth: number,
  parent: BlockNode | null,
  topIndex: number,
  visit: (block: BlockVisit) => void,
): void {
  if (!isBlockNode(node)) return;
  visit({ node, pointer, depth, parent, topIndex });
  for (const slot of slotsOf(node)) {
    slot.nodes.forEach((child, index) =>
      walkNode(child, `${pointer}${slot.pointer}/${index}`, depth + 1, node, topIndex, visit),
    );
  }
}

export function countBlocks(document: Pick<PageDocument, "content">): number {
  let count = 0;
  forEachBlock(document, () => count++);
  return count;
}
