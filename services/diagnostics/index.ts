/** The diagnostics domain's public surface: errors reported by visitors' browsers, listed for admins. */
import { defineDomain } from "../foundation/domain.ts";
import { BrowserErrorsStore } from "./browser-errors-store.ts";
import { browserErrorsRoutes } from "./browser-errors-routes.ts";

export const diagnosticsDomain = defineDomain({
  name: "diagnostics",
  create: ({ database }) => ({ browserErrors: new BrowserErrorsStore(database.db) }),
  routes: ({ browserErrors }) => browserErrorsRoutes(browserErrors),
});
