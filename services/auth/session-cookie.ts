import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./auth-plugin.ts";
import { SESSION_LIFETIME_MS, type SessionStore } from "./sessions.ts";

/** Sets the session cookie: HttpOnly (no script can read it), SameSite=Lax, Secure over HTTPS. */
function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

/**
 * Signs `userId` in on this browser. A session the browser already had is ended first, so signing
 * in as someone else never leaves the previous session usable (nor a planted one: session fixation).
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  sessions: SessionStore,
  userId: string,
) {
  await endSession(request, reply, sessions);
  const session = await sessions.create(userId);
  setSessionCookie(request, reply, session.token);
  return session;
}

/** Ends the cookie's session (a bearer token is left alone: it belongs to a script) and clears the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, sessions: SessionStore): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await sessions.delete(token);
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
