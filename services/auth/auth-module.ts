import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../config.ts";
import { authPageRoutes } from "./auth-page-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { OidcClient } from "./oidc-client.ts";
import { oidcRoutes } from "./oidc-routes.ts";
import type { SessionStore } from "./sessions.ts";
import type { UserStore } from "./users.ts";
import { usersRoutes } from "./users-routes.ts";

/**
 * Every route of signing in and managing users: the JSON API, the HTML sign-in pages, the users
 * admin API and, when configured, the identity provider. One throttle counts failed sign-ins for
 * the API and the form alike, so neither is a way around the other.
 */
export function authModule({ config, users, sessions }: { config: Config; users: UserStore; sessions: SessionStore }): FastifyPluginAsync {
  return async (app) => {
    const throttle = new LoginThrottle();
    await app.register(authRoutes(users, sessions, throttle));
    await app.register(authPageRoutes({ users, sessions, throttle, providerName: config.oidc?.providerName ?? null }));
    await app.register(usersRoutes(users, sessions));
    if (config.oidc) await app.register(oidcRoutes({ oidc: new OidcClient(config.oidc), settings: config.oidc, users, sessions }));
  };
}
