/** The metaheads domain's public surface: site-wide head and body snippets, stylesheets compiled on write. */
import { defineDomain } from "../foundation/domain.ts";
import { MetaheadStore } from "./metahead-store.ts";
import { metaheadsRoutes } from "./metaheads-routes.ts";

export type { MetaheadStore } from "./metahead-store.ts";

export const metaheadsDomain = defineDomain({
  name: "metaheads",
  create: ({ database }) => ({ metaheads: new MetaheadStore(database.db) }),
  routes: ({ metaheads }) => metaheadsRoutes(metaheads),
});
