import { blockKeys, blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { compilePath, valuesAt, type PathReader } from "./field-paths.ts";
import { isBlockNode } from "./walk.ts";
import type { PageIssue } from "./issues.ts";

/**
 * How far a page may nest and how large it may grow (decision 011). Real pages nest three or four
 * levels (tabs in a column in a section); the limits sit far above that and far below what would
 * overflow the stack of the recursive validator, walker and renderer.
 */
export const MAX_NESTING_DEPTH = 10;
/** Blocks in one page, nested ones included: twice the largest page the editor is measured with. */
export const MAX_BLOCKS = 2000;
/** The serialised document, in bytes of UTF-8 JSON. */
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;

interface Pending {
  node: unknown;
  /** Nesting level of the block: 1 for the page's own blocks. */
  level: number;
  pointer: string;
}

/**
 * The first block (in reading order) where a document breaks the nesting or block-count limits, or
 * null. It walks with its own stack, never recursion, so it is safe on any parsed JSON: run it before
 * anything recursive (the schema validator, the tree walker, the renderer) sees an untrusted document.
 */
export function shapeIssue(document: unknown): PageIssue | null {
  if (typeof document !== "object" || document === null) return null;
  // Every save runs this: the common case is answered without building pointers.
  if (withinLimits((document as { content?: unknown }).content)) return null;
  const stack: Pending[] = [];
  pushList(stack, (document as { content?: unknown }).content, 1, "/content");
  let blocks = 0;
  while (stack.length > 0) {
    const { node, level, pointer } = stack.pop()!;
    if (!isBlockNode(node)) continue;
    if (level > MAX_NESTING_DEPTH)
      return limitIssue(
        pointer,
        node,
        `nests blocks ${level} levels deep; a page may nest at most ${MAX_NESTING_DEPTH}`,
        "maxDepth",
      );
    if (++blocks > MAX_BLOCKS)
      return limitIssue(
        pointer,
        node,
        `is block number ${MAX_BLOCKS + 1}; a page may hold at most ${MAX_BLOCKS} blocks, nested ones included`,
        "maxBlocks",
      );
    if (!isBlockKey(node.type)) continue;
    const slots = blockMeta[node.type].slotPaths.flatMap((path) =>
      valuesAt(node.props as Record<string, unknown>, path),
    );
    for (let index = slots.length - 1; index >= 0; index--)
      pushList(stack, slots[index]!.value, level + 1, `${pointer}/props${slots[index]!.pointer}`);
  }
  return null;
}

const slotReaders = new Map<string, PathReader[]>(
  blockKeys.map((key) => [key, blockMeta[key].slotPaths.map(compilePath)] as const),
);

interface Walk {
  lists: unknown[];
  levels: number[];
  level: number;
}

function pushSlot(list: unknown, walk: Walk): boolean {
  walk.lists.push(list);
  walk.levels.push(walk.level + 1);
  return false;
}

/** True when the blocks under `content` stay within the nesting and count limits; no pointers, no recursion. */
function withinLimits(content: unknown): boolean {
  const walk: Walk = { lists: [content], levels: [1], level: 1 };
  let blocks = 0;
  while (walk.lists.length > 0) {
    const list = walk.lists.pop();
    const level = walk.levels.pop()!;
    if (!Array.isArray(list)) continue;
    for (const node of list) {
      if (!isBlockNode(node)) continue;
      if (level > MAX_NESTING_DEPTH || ++blocks > MAX_BLOCKS) return false;
      const readers = slotReaders.get(node.type);
      if (!readers) continue;
      walk.level = level;
      for (const read of readers) read(node.props as Record<string, unknown>, pushSlot, walk);
    }
  }
  return true;
}

/** Pushes a list's blocks so the first is popped first. */
function pushList(stack: Pending[], list: unknown, level: number, pointer: string): void {
  if (!Array.isArray(list)) return;
  for (let index = list.length - 1; index >= 0; index--)
    stack.push({ node: list[index], level, pointer: `${pointer}/${index}` });
}

/** The document's size against MAX_DOCUMENT_BYTES, given its JSON. */
export function sizeIssue(json: string): PageIssue | null {
  // Length in UTF-16 units is at most the UTF-8 length; count bytes only when it could matter.
  if (json.length * 3 <= MAX_DOCUMENT_BYTES) return null;
  const bytes = new TextEncoder().encode(json).length;
  if (bytes <= MAX_DOCUMENT_BYTES) return null;
  return {
    pointer: "",
    blockId: null,
    blockType: null,
    message: `is ${bytes} bytes of JSON; a page may be at most ${MAX_DOCUMENT_BYTES}`,
    keyword: "maxBytes",
  };
}

function limitIssue(
  pointer: string,
  node: { type: string; props: unknown },
  message: string,
  keyword: string,
): PageIssue {
  const id = (node.props as { id?: unknown }).id;
  return { pointer, blockId: typeof id === "string" ? id : null, blockType: node.type, message, keyword };
}
