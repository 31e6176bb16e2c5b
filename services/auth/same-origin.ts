import type { FastifyRequest } from "fastify";

/** This server's origin as the browser sees it (`X-Forwarded-*` count: the app trusts its proxy). */
export function requestOrigin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

function originOf(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * True when the browser says the request comes from a page of this site. Browsers send `Origin` on
 * every POST; `Referer` is the fallback for older ones. A request with neither is refused: these
 * checks guard HTML forms, and a browser submitting one always sends at least one of them.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return claimed !== null && claimed === requestOrigin(request);
}

/** Where the editor lives; the default destination after signing in. */
export const DEFAULT_RETURN_TO = "/cms";

/**
 * A `returnTo` is followed only when it is a path on this site (no `//host`, no `/\host`, no scheme),
 * so a crafted sign-in link cannot send a freshly signed-in user to another site.
 */
export function safeReturnTo(value: unknown, fallback = DEFAULT_RETURN_TO): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = "http://return-to.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Coming back to a sign-in or sign-out page would loop.
  if (url.pathname === "/auth/login" || url.pathname.startsWith("/auth/logout")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
