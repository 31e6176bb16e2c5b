import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { sendError } from "../foundation/errors.ts";
import { throttledMessage } from "./login-throttle.ts";
import { BUSY_MESSAGE, INVALID_CREDENTIALS, checkPassword, type PasswordChecking } from "./password-sign-in.ts";
import { endSession, startSession } from "./session-cookie.ts";
import type { SessionStore } from "./sessions.ts";

/** Password sign-in, sign-out and "who am I" for the editor and API clients (JSON). */
export function authRoutes(checking: PasswordChecking, sessions: SessionStore): RoutePlugin {
  return async (app) => {
    const tags = ["auth"];
    app.post(
      "/api/auth/login",
      {
        config: { public: true },
        schema: {
          tags,
          summary: "Sign in with e-mail and password; sets the session cookie and returns the CSRF token",
          body: ref("session", "login"),
          response: { 200: ref("session"), ...errorResponses([400, 401, 429, 503]) },
        },
      },
      async (request, reply) => {
        const result = await checkPassword(checking, request.ip, request.body.email, request.body.password);
        if (!result.ok && result.reason === "throttled") {
          return sendError(
            reply.header("retry-after", String(result.retryAfter)),
            429,
            "too_many_attempts",
            throttledMessage(result.retryAfter, result.scope),
          );
        }
        if (!result.ok && result.reason === "busy")
          return sendError(reply.header("retry-after", String(result.retryAfter)), 503, "busy", BUSY_MESSAGE);
        if (!result.ok) return sendError(reply, 401, "invalid_credentials", INVALID_CREDENTIALS);
        const { user } = result;
        const session = await startSession(request, reply, sessions, user.id);
        return {
          user: { id: user.id, email: user.email, name: user.name, role: user.role },
          csrfToken: session.csrfToken,
          expiresAt: session.expiresAt,
        };
      },
    );

    app.post(
      "/api/auth/logout",
      {
        config: { public: true },
        schema: {
          tags,
          summary: "Sign out: ends the session",
          response: { 204: { type: "null" }, ...errorResponses([403]) },
        },
      },
      async (request, reply) => {
        await endSession(request, reply, sessions);
        return reply.code(204).send();
      },
    );

    app.get(
      "/api/auth/session",
      {
        schema: {
          tags,
          summary: "The signed-in user and the session's CSRF token",
          response: { 200: ref("session"), ...errorResponses([401]) },
        },
      },
      async (request, reply) => {
        if (!request.session) return sendError(reply, 401, "unauthenticated", "Not signed in.");
        return {
          user: request.session.user,
          csrfToken: request.session.csrfToken,
          expiresAt: request.session.expiresAt,
        };
      },
    );
  };
}
