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
  /**
   * Set instead of `data` for data the island fetches before it hydrates (decision 178): the stock
   * list's cards, facets and retailers are in the HTML once, as markup, not a second time as JSON.
   */
  fetchData?: true;
}

/** Resolver kinds whose data is too large to embed twice: the island asks GET /_island-data (siteRoutes.islandData) for it. */
export const FETCHED_DATA_KINDS: ReadonlySet<string> = new Set(["stock-listing"]);

/** Slot contents are server HTML already, so they are not sent twice. */
export function islandPayload(
  type: string,
  blockId: string,
  index: number,
  props: Record<string, unknown>,
  slotPaths: readonly string[],
  data?: unknown,
  fetchData = false,
): IslandPayload {
  let stripped = props;
  for (const path of slotPaths) stripped = replaceAt(stripped, path, () => null);
  if (data === undefined) return { type, blockId, index, props: stripped };
  return fetchData
    ? { type, blockId, index, props: stripped, fetchData: true }
    : { type, blockId, index, props: stripped, data };
}

/** The payload as inline <script> content. */
export function serializePayload(payload: IslandPayload): string {
  return jsonForScript(payload);
}

/**
 * Serialised payloads of islands without server data, per props object: a published document is
 * parsed once per version and never changed (database-site-data.ts), so its blocks' props objects
 * are the same from one render to the next, and so is their JSON. Stringifying and escaping them
 * again on every uncached render was garbage a render did not need (decision 187). Weakly held:
 * an entry goes with the document version it came from.
 */
const serializedByProps = new WeakMap<object, Map<string, string>>();

/** serializePayload(islandPayload(...)) of an island with no server data, made once per props object. */
export function serializedPropsPayload(
  type: string,
  blockId: string,
  index: number,
  props: Record<string, unknown>,
  slotPaths: readonly string[],
): string {
  let byIsland = serializedByProps.get(props);
  if (byIsland === undefined) {
    byIsland = new Map();
    serializedByProps.set(props, byIsland);
  }
  const key = `${type}\n${blockId}\n${index}`;
  let serialized = byIsland.get(key);
  if (serialized === undefined) {
    serialized = serializePayload(islandPayload(type, blockId, index, props, slotPaths));
    byIsland.set(key, serialized);
  }
  return serialized;
}
