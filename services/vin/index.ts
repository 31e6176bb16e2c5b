/** The VIN domain's public surface: uploaded VIN lists, their admin API and the public yes/no lookup. */
import { defineDomain } from "../foundation/domain.ts";
import { vinLookupLimit, vinRoutes } from "./vin-routes.ts";
import { VinStore } from "./vin-store.ts";

export { seedDemoVins } from "./seed.ts";

export const vinDomain = defineDomain({
  name: "vin",
  create: ({ database, limits }) => ({ vins: new VinStore(database.db), vinLookups: vinLookupLimit(limits) }),
  routes: ({ vins, vinLookups }) => vinRoutes(vins, vinLookups),
});
