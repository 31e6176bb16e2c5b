import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { replaceAt } from "../../model/page-document/field-paths.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The block's sample item of a repeatable group (the first of its insert defaults), its nested blocks left out. */
function sampleItem(type: string, property: string): Record<string, unknown> | null {
  if (!isBlockKey(type)) return null;
  const meta = blockMeta[type];
  const samples = (meta.insertDefaults as Record<string, unknown>)[property];
  const sample = Array.isArray(samples) ? samples[0] : undefined;
  if (!isRecord(sample)) return null;
  let item = structuredClone(sample);
  for (const path of meta.slotPaths) {
    if (path.startsWith(`${property}[].`)) item = replaceAt(item, path.slice(property.length + 3), () => []);
  }
  return item;
}

/**
 * The form's data with the item just added to a top-level repeatable group (a slide, a section: the
 * form's Add is the only way a group grows by one) started from a copy of the block's sample item. A new item is otherwise empty, and a block cannot
 * draw a slide without its picture or a section without its heading: it would show an error in the
 * canvas until every required field was typed.
 */
export function withNewItemsSeeded(
  type: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  if (!isBlockKey(type)) return after;
  let result = after;
  for (const { property } of blockMeta[type].fieldGroups) {
    if (property.includes(".")) continue;
    const old = before[property];
    const now = after[property];
    const oldLength = Array.isArray(old) ? old.length : 0;
    if (!Array.isArray(now) || now.length !== oldLength + 1) continue;
    const sample = sampleItem(type, property);
    if (!sample) continue;
    result = { ...result, [property]: [...now.slice(0, -1), { ...sample }] };
  }
  return result;
}
