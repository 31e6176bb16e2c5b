import cookie from "@fastify/cookie";
import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { can, type Permission } from "./permissions.ts";
import type { Session, SessionStore, SessionUser } from "./sessions.ts";

export const SESSION_COOKIE = "fc_session";
export const CSRF_HEADER = "x-csrf-token";

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

/** Errors in one shape everywhere: `{ error, message }` (plus details where useful). */
export function sendError(reply: FastifyReply, status: number, error: string, message: string, details?: Record<string, unknown>): FastifyReply {
  return reply.code(status).send({ error, message, ...details });
}

/**
 * Who is asking: a session from the HttpOnly cookie, or the same token as `Authorization: Bearer`
 * (previews, scripts). Writes authenticated by cookie must carry the session's CSRF token in
 * `X-CSRF-Token`; a cross-site form or script cannot read it, so it cannot forge a write.
 */
export const authPlugin = fp<{ sessions: SessionStore; secureCookies: boolean }>(async (app, { sessions }) => {
  await app.register(cookie);
  app.decorateRequest("user", null);
  app.decorateRequest("session", null);
  app.decorateRequest("authenticatedBy", null);

  app.addHook("onRequest", async (request, reply) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await sessions.find(token);
    if (!session) return;
    request.session = session;
    request.user = session.user;
    request.authenticatedBy = bearer ? "bearer" : "cookie";
    if (!SAFE_METHODS.has(request.method) && request.authenticatedBy === "cookie" && request.headers[CSRF_HEADER] !== session.csrfToken) {
      return sendError(reply, 403, "csrf", "This request needs the X-CSRF-Token of your session. Reload the page and try again.");
    }
  });
});

declare module "fastify" {
  interface FastifyContextConfig {
    /** The permission a route needs; the authorization matrix test reads it from every route. */
    permission?: Permission;
    /** Marks a write route that anyone may call (sign-in, lead forms): the matrix expects no 401/403. */
    public?: boolean;
  }
}

/** preHandler: 401 for anonymous callers, 403 for signed-in users without the permission. */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return sendError(reply, 401, "unauthenticated", "Sign in to do this.");
    if (!can(request.user.role, permission)) return sendError(reply, 403, "forbidden", `Your role (${request.user.role}) does not allow this.`);
  };
}

/**
 * Route options for a route that needs `permission`: the check itself, and the permission recorded in
 * the route's config so tests (and the OpenAPI document) can see what every route requires.
 */
export function guard(permission: Permission): { preHandler: preHandlerAsyncHookHandler; config: { permission: Permission } } {
  return { preHandler: requirePermission(permission), config: { permission } };
}
