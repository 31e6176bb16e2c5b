import { blockMeta, isBlockKey, type RefKind } from "../../generated/contracts/block-meta.ts";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { valuesAt } from "./field-paths.ts";
import type { PageIssue } from "./issues.ts";
import { forEachBlock } from "./walk.ts";

/** One field of a page that names another stored item (an `x-ref` field with a value). */
export interface PageReference {
  kind: RefKind;
  id: string;
  /** JSON pointer of the field in the document. */
  pointer: string;
  blockId: string | null;
  blockType: string;
}

/** Every non-empty `x-ref` field of a document, nested blocks included, in reading order. */
export function referencesOf(document: Pick<PageDocument, "content">): PageReference[] {
  const found: PageReference[] = [];
  forEachBlock(document, ({ node, pointer }) => {
    if (!isBlockKey(node.type)) return;
    const props = node.props as Record<string, unknown>;
    const blockId = typeof props.id === "string" ? props.id : null;
    for (const { path, kind } of blockMeta[node.type].refPaths) {
      for (const value of valuesAt(props, path)) {
        if (typeof value.value !== "string" || value.value === "") continue;
        found.push({
          kind,
          id: value.value,
          pointer: `${pointer}/props${value.pointer}`,
          blockId,
          blockType: node.type,
        });
      }
    }
  });
  return found;
}

/** Each kind as a sentence names it. */
const NOUNS: Record<RefKind, string> = {
  form: "form",
  offer: "offer",
  "vin-list": "VIN list",
  "stock-list": "publication list",
  page: "page",
  media: "image",
};

/** What the site knows of a referenced item: whether it exists, and whether visitors can see it. */
export type ReferenceState = "missing" | "unpublished" | "ok";

/** A page issue for every reference that does not name a usable item. */
export function referenceIssues(
  references: readonly PageReference[],
  stateOf: (reference: PageReference) => ReferenceState,
): PageIssue[] {
  const issues: PageIssue[] = [];
  for (const reference of references) {
    const state = stateOf(reference);
    if (state === "ok") continue;
    issues.push({
      pointer: reference.pointer,
      blockId: reference.blockId,
      blockType: reference.blockType,
      message:
        state === "missing"
          ? `names ${NOUNS[reference.kind]} "${reference.id}", which does not exist`
          : `names ${NOUNS[reference.kind]} "${reference.id}", which is not published`,
      keyword: "x-ref",
    });
  }
  return issues;
}
