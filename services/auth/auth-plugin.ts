import cookie from "@fastify/cookie";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { sendError } from "../foundation/errors.ts";
import { can, type Permission } from "./permissions.ts";
import { isCrossSite, isSameOrigin } from "./same-origin.ts";
import type { Session, SessionStore, SessionUser } from "./sessions.ts";

export const SESSION_COOKIE = "fc_session";
const CSRF_HEADER = "x-csrf-token";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: SessionUser | null;
    session: Session | null;
    /** How the request authenticated: a session cookie needs a CSRF token on writes, a bearer token does not. */
    authenticatedBy: "cookie" | "bearer" | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Who is asking: a session from the HttpOnly cookie, or the same token as `Authorization: Bearer`
 * (previews, scripts). Writes authenticated by cookie must carry the session's CSRF token in
 * `X-CSRF-Token`; a cross-site form or script cannot read it, so it cannot forge a write. The two
 * plain HTML forms (sign-in, sign-out; `config.csrf: "same-origin"`) cannot send a header, so their
 * posts must carry this site's `Origin` (or `Referer`) instead.
 *
 * Before all of that, every write (POST, PUT, PATCH, DELETE) a browser says comes from another site
 * (`Origin`, or `Sec-Fetch-Site` without it) is refused, whoever is signed in: this covers routes
 * anyone may call (the JSON sign-in, where login CSRF would happen) as well as guarded ones.
 * `publicOrigin` is PUBLIC_URL's origin, accepted besides the request's own.
 */
export const authPlugin = fp<{ sessions: SessionStore; publicOrigin: string | null }>(
  async (app, { sessions, publicOrigin }) => {
    await app.register(cookie);
    app.decorateRequest("user", null);
    app.decorateRequest("session", null);
    app.decorateRequest("authenticatedBy", null);

    // A read without a token (an anonymous page view, most of the traffic) has nothing to check:
    // settled at once, without the promise of the async check below.
    app.addHook("onRequest", (request, reply, done) => {
      if (
        SAFE_METHODS.has(request.method) &&
        request.headers.authorization === undefined &&
        request.cookies[SESSION_COOKIE] === undefined
      )
        return done();
      authenticate(request, reply).then(
        // A check that answered (403) returns the reply it sent: then the route must not run.
        (answered) => {
          if (answered !== reply) done();
        },
        (error: Error) => done(error),
      );
    });
    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
      if (!SAFE_METHODS.has(request.method) && isCrossSite(request, publicOrigin)) {
        return sendError(
          reply,
          403,
          "csrf",
          "This request was sent from another site, so it was refused. Open the page on this site and try again.",
        );
      }
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
      const token = bearer ?? request.cookies[SESSION_COOKIE];
      const session = token ? await sessions.find(token) : null;
      if (session) {
        request.session = session;
        request.user = session.user;
        request.authenticatedBy = bearer ? "bearer" : "cookie";
      }
      if (SAFE_METHODS.has(request.method)) return;
      // HTML forms (sign-in, sign-out) cannot send a header: they must come from a page of this site.
      if (request.routeOptions.config?.csrf === "same-origin") {
        if (!isSameOrigin(request, publicOrigin))
          return sendError(
            reply,
            403,
            "csrf",
            "This form was sent from another site, so it was refused. Open the page on this site and try again.",
          );
        return;
      }
      if (request.authenticatedBy === "cookie" && request.headers[CSRF_HEADER] !== session!.csrfToken) {
        return sendError(
          reply,
          403,
          "csrf",
          "This request needs the X-CSRF-Token of your session. Reload the page and try again.",
        );
      }
    }
  },
);

declare module "fastify" {
  interface FastifyContextConfig {
    /** The permission a route needs; the authorization matrix test reads it from every route. */
    permission?: Permission;
    /** Marks a write route that anyone may call (sign-in, lead forms): the matrix expects no 401/403. */
    public?: boolean;
    /** A page of the public site: with REQUIRE_USER_LOGIN it needs a signed-in user. */
    sitePage?: boolean;
    /**
     * `same-origin`: a plain HTML form posts here, which cannot carry the CSRF header, so the
     * `Origin` (or `Referer`) must be this site instead, for signed-in and anonymous callers alike.
     */
    csrf?: "same-origin";
  }
}

/**
 * 401 for anonymous callers, 403 for signed-in users without the permission. It runs as the route's
 * onRequest hook, before the body is parsed or validated: an anonymous caller learns nothing about
 * the route's schema, and the authorization matrix sees 401/403 whatever body it sends.
 */
function requirePermission(permission: Permission): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return sendError(reply, 401, "unauthenticated", "Sign in to do this.");
    if (!can(request.user.role, permission))
      return sendError(reply, 403, "forbidden", `Your role (${request.user.role}) does not allow this.`);
  };
}

/**
 * Route options for a route that needs `permission`: the check itself, and the permission recorded in
 * the route's config so tests (and the OpenAPI document) can see what every route requires.
 */
export function guard(permission: Permission): {
  onRequest: onRequestAsyncHookHandler;
  config: { permission: Permission };
} {
  return { onRequest: requirePermission(permission), config: { permission } };
}
