import { jsonForScript } from "../primitives/json-script.ts";
import { replaceAt } from "../../model/page-document/field-paths.ts";

/** What the server hands an island: enough to render the block exactly as it did. */
export interface IslandPayload {
  type: string;
  blockId: string;
  index: number;
  props: Record<string, unknown>;
  /** The block's resolved server data (x-block.data), if any. */
  data?: unknown;
}

/** Slot contents are server HTML already, so they are not sent twice. */
export function islandPayload(
  type: string,
  blockId: string,
  index: number,
  props: Record<string, unknown>,
  slotPaths: readonly string[],
  data?: unknown,
): IslandPayload {
  let stripped = props;
  for (const path of slotPaths) stripped = replaceAt(stripped, path, () => null);
  return data === undefined
    ? { type, blockId, index, props: stripped }
    : { type, blockId, index, props: stripped, data };
}

/** The payload as inline <script> content. */
export function serializePayload(payload: IslandPayload): string {
  return jsonForScript(payload);
}
