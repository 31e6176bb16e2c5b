/** The auth domain's public surface: sign-in, sessions, users and the route guard other domains use. */
import { defineDomain } from "../foundation/domain.ts";
import { authModule, createAuthServices, type AuthOverrides, type AuthServices } from "./auth-module.ts";

export { guard, authPlugin } from "./auth-plugin.ts";
export { authDocument } from "./auth-html.ts";
export { pageGuard, signInLocation } from "./page-guard.ts";
export { can } from "./permissions.ts";
export { passwordProblem } from "./password-policy.ts";
export type { AuthOverrides, AuthServices } from "./auth-module.ts";
export type { SessionStore } from "./sessions.ts";

export const authDomain = defineDomain<"auth", AuthServices, AuthOverrides>({
  name: "auth",
  create: ({ database, limits }, overrides) => createAuthServices(database.db, limits, overrides),
  routes: (services, { config }) => authModule(services, config),
});
