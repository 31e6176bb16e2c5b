import type { Data } from "@puckeditor/core";
import { blockMeta, currentBlockVersions, isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { BlockNode, PageDocument } from "../../generated/contracts/block-types.ts";
import { defaultAppliers } from "../../generated/contracts/validators.ts";
import { stampVersions } from "../../model/page-document/migrate.ts";
import { forEachBlock, slotsOf } from "../../model/page-document/walk.ts";

/**
 * A stored document as Puck's initial data: a copy with every schema default filled in (the site
 * renders normalised documents, so the canvas must too), and every insert default the block does not
 * have written as an explicit `undefined`. Puck merges `defaultProps` (the insert defaults, i.e. sample
 * content) under the props it renders; without the marker an optional field the author left empty
 * would show the sample in the canvas but nothing on the site. `undefined` disappears when saved.
 */
export function toPuckData(document: PageDocument): Data {
  const copy = structuredClone(document);
  forEachBlock(copy, ({ node }) => {
    if (!isBlockKey(node.type)) return;
    const props = node.props as Record<string, unknown>;
    defaultAppliers[node.type](props);
    for (const key of Object.keys(blockMeta[node.type].insertDefaults)) if (!(key in props)) props[key] = undefined;
  });
  return { root: { props: { ...copy.root.props } }, content: copy.content as Data["content"] };
}

/**
 * Puck's data as a page document: the envelope the schema expects, without Puck's own additions (the
 * root's id, zones), stamped with today's block versions: the editor only ever holds current blocks
 * (the server migrates a stored draft before handing it over), and an unstamped document would be
 * taken for one stored at version 1 (decision 019).
 */
export function toPageDocument(data: Data): PageDocument {
  const { id: _rootId, ...rootProps } = (data.root.props ?? {}) as Record<string, unknown>;
  const document: PageDocument = {
    schemaVersion: 1,
    root: { props: rootProps },
    content: (data.content as unknown[]).map(cleanNode) as BlockNode[],
  };
  return stampVersions(document as PageDocument & Record<string, unknown>, currentBlockVersions);
}

/** A block node as `{ type, props }` only; returns the same object when it already is (the usual case). */
function cleanNode(node: unknown): unknown {
  if (typeof node !== "object" || node === null) return node;
  const record = node as Record<string, unknown>;
  const clean = Object.keys(record).every((key) => key === "type" || key === "props")
    ? record
    : { type: record.type, props: record.props };
  if (!isBlockKey(String(clean.type)) || typeof clean.props !== "object" || clean.props === null) return clean;
  let props = clean.props as Record<string, unknown>;
  for (const slot of slotsOf(clean as BlockNode)) {
    const cleaned = slot.nodes.map(cleanNode);
    if (cleaned.some((child, index) => child !== slot.nodes[index])) props = replaceSlot(props, slot.pointer, cleaned);
  }
  return props === clean.props ? clean : { ...clean, props };
}

/** A copy of `props` with the list at `pointer` (`/props/tabs/0/content`) replaced. */
function replaceSlot(props: Record<string, unknown>, pointer: string, nodes: unknown[]): Record<string, unknown> {
  const segments = pointer.split("/").slice(2);
  const copy = structuredClone(props);
  let holder: Record<string, unknown> = copy;
  for (const segment of segments.slice(0, -1)) holder = holder[segment] as Record<string, unknown>;
  holder[segments[segments.length - 1]!] = nodes;
  return copy;
}
