import type { BlockNode, PageDocument } from "../../generated/contracts/block-types.ts";
import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { replaceAt } from "./field-paths.ts";
import { forEachBlock } from "./walk.ts";

interface BlockChange {
  id: string;
  type: string;
}

/** Which blocks differ between two documents, by block id. */
export interface DocumentComparison {
  added: BlockChange[];
  removed: BlockChange[];
  /** Same block, different own fields (changes inside its nested blocks are reported on those). */
  changed: (BlockChange & { fields: string[] })[];
  /** Same block, now under another parent or at another position. */
  moved: BlockChange[];
}

interface Placed {
  node: BlockNode;
  own: Record<string, unknown>;
  parent: string | null;
  index: number;
}

/** A block's props without its nested blocks. */
function ownProps(node: BlockNode): Record<string, unknown> {
  let props = node.props as Record<string, unknown>;
  if (isBlockKey(node.type))
    for (const path of blockMeta[node.type].slotPaths) props = replaceAt(props, path, () => null);
  return props;
}

function place(document: Pick<PageDocument, "content">): Map<string, Placed> {
  const placed = new Map<string, Placed>();
  const counters = new Map<string, number>();
  forEachBlock(document, ({ node, parent }) => {
    const parentId = parent?.props.id ?? null;
    const key = parentId ?? "";
    const index = counters.get(key) ?? 0;
    counters.set(key, index + 1);
    placed.set(node.props.id, { node, own: ownProps(node), parent: parentId, index });
  });
  return placed;
}

function equal(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function compareDocuments(
  before: Pick<PageDocument, "content">,
  after: Pick<PageDocument, "content">,
): DocumentComparison {
  const a = place(before);
  const b = place(after);
  const result: DocumentComparison = { added: [], removed: [], changed: [], moved: [] };
  for (const [id, old] of a) if (!b.has(id)) result.removed.push({ id, type: old.node.type });
  for (const [id, now] of b) {
    const old = a.get(id);
    if (!old) {
      result.added.push({ id, type: now.node.type });
      continue;
    }
    const fields = [...new Set([...Object.keys(old.own), ...Object.keys(now.own)])].filter(
      (field) => !equal(old.own[field], now.own[field]),
    );
    if (old.node.type !== now.node.type) fields.unshift("type");
    if (fields.length > 0) result.changed.push({ id, type: now.node.type, fields });
    if (old.parent !== now.parent) result.moved.push({ id, type: now.node.type });
  }
  // Within one parent, the blocks that kept their relative order are the longest common subsequence;
  // the others were moved (removing a block above does not "move" the ones below).
  for (const parent of new Set([...b.values()].map((entry) => entry.parent))) {
    const siblings = (map: Map<string, Placed>, other: Map<string, Placed>) =>
      [...map.entries()]
        .filter(([id, entry]) => entry.parent === parent && other.get(id)?.parent === parent)
        .sort((x, y) => x[1].index - y[1].index)
        .map(([id]) => id);
    const kept = new Set(longestCommonSubsequence(siblings(a, b), siblings(b, a)));
    for (const id of siblings(b, a)) if (!kept.has(id)) result.moved.push({ id, type: b.get(id)!.node.type });
  }
  return result;
}

function longestCommonSubsequence(x: string[], y: string[]): string[] {
  const table = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--) {
    for (let j = y.length - 1; j >= 0; j--) {
      table[i]![j] = x[i] === y[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const result: string[] = [];
  for (let i = 0, j = 0; i < x.length && j < y.length;) {
    if (x[i] === y[j]) {
      result.push(x[i]!);
      i++;
      j++;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i++;
    else j++;
  }
  return result;
}
