import type { RoutePlugin } from "../foundation/schemas.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { Config } from "../config.ts";
import type { LimitStore } from "../foundation/rate-limit.ts";
import { authPageRoutes } from "./auth-page-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { HashingQueue } from "./hashing-queue.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { OidcClient } from "./oidc-client.ts";
import { oidcRoutes } from "./oidc-routes.ts";
import { startSessionSweeper } from "./session-sweeper.ts";
import { SessionStore } from "./sessions.ts";
import { UserStore } from "./users.ts";
import { usersRoutes } from "./users-routes.ts";

/** Parts of sign-in a test may replace: a throttle with a test clock, a smaller hashing queue. */
export interface AuthOverrides {
  throttle?: LoginThrottle;
  hashing?: HashingQueue;
}

/** The auth domain's services: the stores, and the one throttle and hashing queue every sign-in goes through. */
export interface AuthServices {
  users: UserStore;
  sessions: SessionStore;
  signIn: { throttle: LoginThrottle; hashing: HashingQueue };
}

/** `limits`: where the throttle counts (this process, or Redis shared by every instance). */
export function createAuthServices(
  db: Kysely<Database>,
  limits: LimitStore,
  overrides: AuthOverrides = {},
): AuthServices {
  return {
    users: new UserStore(db),
    sessions: new SessionStore(db),
    signIn: {
      throttle: overrides.throttle ?? new LoginThrottle(undefined, undefined, limits),
      hashing: overrides.hashing ?? new HashingQueue(),
    },
  };
}

/**
 * Every route of signing in and managing users: the JSON API, the HTML sign-in pages, the users
 * admin API and, when configured, the identity provider. One throttle and one hashing queue serve
 * the API and the form alike, so neither is a way around the other. While the app runs, expired
 * sessions are deleted in the background.
 */
export function authModule({ users, sessions, signIn }: AuthServices, config: Config): RoutePlugin {
  return async (app) => {
    const checking = { users, ...signIn };
    await app.register(authRoutes(checking, sessions));
    await app.register(authPageRoutes({ checking, sessions, providerName: config.oidc?.providerName ?? null }));
    await app.register(usersRoutes(users, sessions));
    if (config.oidc) {
      await app.register(
        oidcRoutes({
          oidc: new OidcClient(config.oidc),
          settings: config.oidc,
          users,
          sessions,
          publicOrigin: config.publicUrl,
        }),
      );
    }
    const sweeper = startSessionSweeper(sessions, (error) =>
      app.log.warn({ err: error }, "deleting expired sessions failed; trying again later"),
    );
    app.addHook("onClose", async () => sweeper.stop());
  };
}
