/** Where an island whose payload says `fetchData` gets its block's data: `?page=<path and query>&block=<id>` (decision 178). */
export const ISLAND_DATA_PATH = "/_island-data";

/** The URL of a block's data for the page at `pageUrl` (path and query). Its own module: the islands runtime imports it. */
export function islandDataUrl(pageUrl: string, blockId: string): string {
  return `${ISLAND_DATA_PATH}?${new URLSearchParams({ page: pageUrl, block: blockId }).toString()}`;
}
