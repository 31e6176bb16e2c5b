/** The diagnostics domain's public surface: errors reported by visitors' browsers, listed for admins. */
import { defineDomain } from "../foundation/domain.ts";
import { BrowserErrorsStore } from "./browser-errors-store.ts";
import { browserErrorsRoutes, POSTS_PER_MINUTE } from "./browser-errors-routes.ts";
import { RateLimit } from "../foundation/rate-limit.ts";

export const diagnosticsDomain = defineDomain({
  name: "diagnostics",
  create: ({ database, limits }) => ({
    browserErrors: new BrowserErrorsStore(database.db),
    browserErrorPosts: new RateLimit(POSTS_PER_MINUTE, 60_000, { store: limits, name: "browser-errors" }),
  }),
  routes: ({ browserErrors, browserErrorPosts }) => browserErrorsRoutes(browserErrors, browserErrorPosts),
});
