import type { RoutePlugin } from "../foundation/schemas.ts";
import type { FastifyReply } from "fastify";
import { loginPageHtml, noPermissionsPageHtml, signInProblemHtml } from "./auth-html.ts";
import { throttledMessage } from "./login-throttle.ts";
import { BUSY_MESSAGE, INVALID_CREDENTIALS, checkPassword, type PasswordChecking } from "./password-sign-in.ts";
import { safeReturnTo } from "./same-origin.ts";
import { endSession, startSession } from "./session-cookie.ts";
import type { SessionStore } from "./sessions.ts";

export interface AuthPageOptions {
  checking: PasswordChecking;
  sessions: SessionStore;
  /** The identity provider's label when OpenID Connect is configured. */
  providerName: string | null;
}

/** Sign-in pages are personal and short-lived: no cache may keep them. */
export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
}

const formBody = {
  type: "object",
  properties: {
    email: { type: "string", maxLength: 320 },
    password: { type: "string", maxLength: 200 },
    returnTo: { type: "string", maxLength: 2000 },
  },
};

/**
 * The browser side of signing in, for browsers without JavaScript: the sign-in form, the
 * no-permission page the route guard sends to, and sign-out (POST only). The JSON twins live in auth-routes.ts.
 */
export function authPageRoutes({ checking, sessions, providerName }: AuthPageOptions): RoutePlugin {
  return async (app) => {
    const form = (reply: FastifyReply, status: number, returnTo: string, email?: string, error?: string) =>
      sendHtml(
        reply,
        status,
        loginPageHtml({
          returnTo,
          email,
          error,
          provider: providerName
            ? { name: providerName, href: `/auth/login/oidc?returnTo=${encodeURIComponent(returnTo)}` }
            : undefined,
        }),
      );

    app.get<{ Querystring: { returnTo?: string } }>("/auth/login", { schema: { hide: true } }, async (request, reply) =>
      form(reply, 200, safeReturnTo(request.query.returnTo)),
    );

    app.post<{ Body: { email?: string; password?: string; returnTo?: string } }>(
      "/auth/login",
      { config: { public: true, csrf: "same-origin" }, schema: { hide: true, body: formBody } },
      async (request, reply) => {
        const returnTo = safeReturnTo(request.body.returnTo);
        const email = (request.body.email ?? "").trim();
        const password = request.body.password ?? "";
        if (!email || !password) return form(reply, 400, returnTo, email, "Enter your e-mail address and password.");
        const result = await checkPassword(checking, request.ip, email, password);
        if (!result.ok && result.reason === "throttled")
          return form(
            reply.header("retry-after", String(result.retryAfter)),
            429,
            returnTo,
            email,
            throttledMessage(result.retryAfter, result.scope),
          );
        if (!result.ok && result.reason === "busy")
          return form(reply.header("retry-after", String(result.retryAfter)), 503, returnTo, email, BUSY_MESSAGE);
        if (!result.ok) return form(reply, 401, returnTo, email, INVALID_CREDENTIALS);
        await startSession(request, reply, sessions, result.user.id);
        // 303: the browser follows with a GET, so reloading the next page does not post the form again.
        return reply.redirect(returnTo, 303);
      },
    );

    app.get<{ Querystring: { type?: string } }>("/auth/error", { schema: { hide: true } }, async (request, reply) => {
      if (request.query.type === "noPermissions" || request.query.type === undefined)
        return sendHtml(reply, 403, noPermissionsPageHtml(request.user));
      return sendHtml(reply, 400, signInProblemHtml("Something went wrong while signing in. Please try again."));
    });

    // Sign-out is a POST form only: a GET could be fired by any page (an <img>) or a link preloader.
    const logout = { config: { public: true, csrf: "same-origin" as const }, schema: { hide: true } };
    app.post("/auth/logout", logout, async (request, reply) => {
      await endSession(request, reply, sessions);
      return reply.redirect("/", 303);
    });
  };
}
