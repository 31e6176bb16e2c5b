import type { BlockDataDependencies, BlockDataResult } from "../../model/site/site-data.ts";
import type { MapTilesStore } from "./map-tiles-store.ts";

/**
 * The "map-tiles" block data resolver: map blocks (x-block.data = map-tiles) get the site's tile
 * settings on the server, so the island knows whether maps are on without a request, and the key
 * never needs to be in a script. The tiles depend on nothing in the URL; only on the settings.
 */
export function mapTilesResolver(store: MapTilesStore, warn?: (message: string) => void) {
  const resolve = async (): Promise<BlockDataResult> => {
    const [data, revision] = await Promise.all([store.current(warn), store.revision()]);
    return { data, revision };
  };
  const dependencies = async (): Promise<BlockDataDependencies> => ({ query: "", revision: await store.revision() });
  return Object.assign(resolve, { dependencies });
}
