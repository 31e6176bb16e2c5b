/** The search domain's public surface: the site search over published pages and its API. */
import { defineDomain } from "../foundation/domain.ts";
import { PageSearchIndex } from "./page-search-index.ts";
import { searchRoutes } from "./search-routes.ts";

export type { PageSearchIndex } from "./page-search-index.ts";

export const searchDomain = defineDomain({
  name: "search",
  create: ({ database, revisions }) => ({ pageSearch: new PageSearchIndex(database.db, revisions) }),
  routes: ({ pageSearch }) => searchRoutes(pageSearch),
});
