import type { RoutePlugin } from "../foundation/schemas.ts";
import type { FastifyRequest } from "fastify";
import { AuthorizationResponseError } from "openid-client";
import type { OidcConfig } from "../config.ts";
import { sendHtml } from "./auth-page-routes.ts";
import { signInProblemHtml } from "./auth-html.ts";
import { resolveOidcAccount } from "./oidc-accounts.ts";
import type { OidcClient, PendingSignIn } from "./oidc-client.ts";
import { requestOrigin, safeReturnTo } from "./same-origin.ts";
import { startSession } from "./session-cookie.ts";
import type { SessionStore } from "./sessions.ts";
import type { UserStore } from "./users.ts";

/** Where the identity provider sends the browser back after sign-in. */
const EXCHANGE_PATH = "/auth-exchange";
const PENDING_COOKIE = "fc_oidc";
/** Long enough to type a password and pass a second factor at the provider. */
const PENDING_SECONDS = 10 * 60;

interface Pending extends PendingSignIn {
  returnTo: string;
}

function readPending(value: string | undefined): Pending | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Pending>;
    if (typeof parsed.state !== "string" || typeof parsed.codeVerifier !== "string") return null;
    return { state: parsed.state, codeVerifier: parsed.codeVerifier, returnTo: safeReturnTo(parsed.returnTo) };
  } catch {
    return null;
  }
}

const retryHref = (returnTo: string) => `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

/**
 * Sign-in through the external identity provider: `/auth/login/oidc` sends the browser there with a
 * fresh state and PKCE verifier (kept in a short-lived HttpOnly cookie scoped to the exchange path,
 * so nothing server-side needs to remember it), and `/auth-exchange` checks the answer, exchanges the
 * code, finds or creates the user and starts a session. Registered only when OIDC is configured.
 */
export function oidcRoutes({
  oidc,
  settings,
  users,
  sessions,
  publicOrigin = null,
}: {
  oidc: OidcClient;
  settings: OidcConfig;
  users: UserStore;
  sessions: SessionStore;
  /** PUBLIC_URL's origin: when set, the redirect URI is built from it rather than from the request. */
  publicOrigin?: string | null;
}): RoutePlugin {
  return async (app) => {
    // The request's origin honours X-Forwarded-* only from a proxy TRUST_PROXY names (decision 006).
    const siteOrigin = (request: FastifyRequest) => publicOrigin ?? requestOrigin(request);
    const cookieOptions = (request: FastifyRequest) => ({
      httpOnly: true,
      sameSite: "lax" as const,
      secure: request.protocol === "https",
      path: EXCHANGE_PATH,
    });

    app.get<{ Querystring: { returnTo?: string } }>(
      "/auth/login/oidc",
      { schema: { hide: true } },
      async (request, reply) => {
        const returnTo = safeReturnTo(request.query.returnTo);
        let started: Awaited<ReturnType<OidcClient["start"]>>;
        try {
          started = await oidc.start(`${siteOrigin(request)}${EXCHANGE_PATH}`);
        } catch (error) {
          request.log.error({ err: error }, "the OpenID Connect provider could not be reached");
          return sendHtml(
            reply,
            502,
            signInProblemHtml(
              `${settings.providerName} could not be reached. Try again in a moment, or sign in with your e-mail address and password.`,
              retryHref(returnTo),
            ),
          );
        }
        const pending: Pending = { ...started.pending, returnTo };
        reply.setCookie(PENDING_COOKIE, Buffer.from(JSON.stringify(pending)).toString("base64url"), {
          ...cookieOptions(request),
          maxAge: PENDING_SECONDS,
        });
        return reply.header("cache-control", "no-store").redirect(started.url.href, 302);
      },
    );

    app.get(EXCHANGE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const pending = readPending(request.cookies[PENDING_COOKIE]);
      reply.clearCookie(PENDING_COOKIE, cookieOptions(request));
      if (!pending)
        return sendHtml(
          reply,
          400,
          signInProblemHtml(
            "This sign-in has expired or was started in another browser. Please start again.",
            retryHref("/cms"),
          ),
        );
      let identity;
      try {
        identity = await oidc.finish(new URL(request.url, siteOrigin(request)), pending);
      } catch (error) {
        request.log.warn({ err: error }, "OpenID Connect sign-in refused");
        const message =
          error instanceof AuthorizationResponseError
            ? `${settings.providerName} did not sign you in (${error.error_description ?? error.error}).`
            : `The answer from ${settings.providerName} could not be verified. Please start again.`;
        return sendHtml(reply, 401, signInProblemHtml(message, retryHref(pending.returnTo)));
      }
      const account = await resolveOidcAccount(users, identity, settings);
      if (!account.ok) return sendHtml(reply, 403, signInProblemHtml(account.message, retryHref(pending.returnTo)));
      await startSession(request, reply, sessions, account.user.id);
      return reply.header("cache-control", "no-store").redirect(pending.returnTo, 303);
    });
  };
}
