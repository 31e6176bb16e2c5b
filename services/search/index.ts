/** The search domain's public surface: the site search over published pages and stock vehicles, and its API. */
import { defineDomain } from "../foundation/domain.ts";
import { PageSearchIndex } from "./page-search-index.ts";
import { searchRoutes } from "./search-routes.ts";
import type { VehicleSources } from "./site-search.ts";

export type { PageSearchIndex } from "./page-search-index.ts";
export { searchSite } from "./site-search.ts";

export const searchDomain = defineDomain({
  name: "search",
  create: ({ database, revisions }) => ({ pageSearch: new PageSearchIndex(database.db, revisions) }),
  // The vehicles come from the listings domain's services, which the composition passes to every
  // domain's routes; without them (a site with no stock) the search covers the pages alone.
  routes: ({ pageSearch, listings, listingSettings }: { pageSearch: PageSearchIndex } & Partial<VehicleSources>) =>
    searchRoutes(pageSearch, listings && listingSettings ? { listings, listingSettings } : null),
});
