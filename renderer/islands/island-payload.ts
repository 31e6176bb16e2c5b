import { replaceAt } from "../../model/page-document/field-paths.ts";

/** What the server hands an island: enough to render the block exactly as it did. */
export interface IslandPayload {
  type: string;
  blockId: string;
  index: number;
  props: Record<string, unknown>;
}

/** Slot contents are server HTML already, so they are not sent twice. */
export function islandPayload(type: string, blockId: string, index: number, props: Record<string, unknown>, slotPaths: readonly string[]): IslandPayload {
  let stripped = props;
  for (const path of slotPaths) stripped = replaceAt(stripped, path, () => null);
  return { type, blockId, index, props: stripped };
}

/** JSON safe to inline in a <script> element: nothing in it can close the element or start a comment. */
export function serializePayload(payload: IslandPayload): string {
  return JSON.stringify(payload)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
