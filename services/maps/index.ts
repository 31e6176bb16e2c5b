/** The maps domain's public surface: the map tile settings map blocks read, and the demo's local tiles. */
import { defineDomain } from "../foundation/domain.ts";
import { demoTileRoutes } from "./demo-tile-routes.ts";
import { MapTilesStore } from "./map-tiles-store.ts";

export type { MapTilesStore } from "./map-tiles-store.ts";

export const mapsDomain = defineDomain({
  name: "maps",
  create: ({ database, revisions }) => ({ mapTiles: new MapTilesStore(database.db, revisions) }),
  routes: () => demoTileRoutes(),
});
export { mapTilesResolver } from "./map-tiles-resolver.ts";
