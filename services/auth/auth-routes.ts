import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE, sendError } from "./auth-plugin.ts";
import { verifyPassword } from "./password.ts";
import { SESSION_LIFETIME_MS, type SessionStore } from "./sessions.ts";
import type { UserStore } from "./users.ts";

/** Sets the session cookie: HttpOnly (no script can read it), SameSite=Lax, Secure over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: "lax", secure: request.protocol === "https", path: "/", maxAge: SESSION_LIFETIME_MS / 1000 });
}

export const INVALID_CREDENTIALS = "The e-mail address or password is not right.";

/** Password sign-in, sign-out and "who am I" for the editor and API clients. */
export function authRoutes(users: UserStore, sessions: SessionStore): FastifyPluginAsync {
  return async (app) => {
    const tags = ["auth"];
    app.post<{ Body: { email: string; password: string } }>(
      "/api/auth/login",
      {
        config: { public: true },
        schema: {
          tags,
          summary: "Sign in with e-mail and password; sets the session cookie and returns the CSRF token",
          body: { type: "object", required: ["email", "password"], additionalProperties: false, properties: { email: { type: "string", maxLength: 320 }, password: { type: "string", maxLength: 200 } } },
        },
      },
      async (request, reply) => {
        const user = await users.findByEmail(request.body.email);
        // Verify even without a user, so timing does not reveal which addresses exist.
        const valid = await verifyPassword(request.body.password, user?.password_hash ?? "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
        if (!user || !user.password_hash || !valid || user.disabled) return sendError(reply, 401, "invalid_credentials", INVALID_CREDENTIALS);
        const session = await sessions.create(user.id);
        setSessionCookie(request, reply, session.token);
        return { user: { id: user.id, email: user.email, name: user.name, role: user.role }, csrfToken: session.csrfToken, expiresAt: session.expiresAt };
      },
    );

    app.post("/api/auth/logout", { config: { public: true }, schema: { tags, summary: "Sign out: ends the session" } }, async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await sessions.delete(token);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return reply.code(204).send();
    });

    app.get("/api/auth/session", { schema: { tags, summary: "The signed-in user and the session's CSRF token" } }, async (request, reply) => {
      if (!request.session) return sendError(reply, 401, "unauthenticated", "Not signed in.");
      return { user: request.session.user, csrfToken: request.session.csrfToken, expiresAt: request.session.expiresAt };
    });
  };
}
