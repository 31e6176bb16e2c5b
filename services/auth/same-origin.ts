import type { FastifyRequest } from "fastify";

/**
 * This server's origin as the browser sees it: the Host header, or X-Forwarded-Host/-Proto when the
 * request came through a proxy TRUST_PROXY names (Fastify's `request.host`/`protocol` apply it).
 */
export function requestOrigin(request: FastifyRequest): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/** The origins a page of this site can have: the request's own, and PUBLIC_URL's when it is set. */
function isThisSite(request: FastifyRequest, origin: string, publicOrigin: string | null): boolean {
  return origin === publicOrigin || origin === requestOrigin(request);
}

/**
 * True when a browser says this request was sent by a page of another site: its `Origin` is not
 * this site's (or is "null": a sandboxed or privacy-stripped context), or, without `Origin`, its
 * `Sec-Fetch-Site` is anything but same-origin or none (typed by the user). A request with neither
 * header is not from a browser's cross-site form or script (curl, a server with a bearer token) and
 * is left to the other checks.
 */
export function isCrossSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const parsed = originOf(origin);
    return parsed === null || !isThisSite(request, parsed, publicOrigin);
  }
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined) return fetchSite !== "same-origin" && fetchSite !== "none";
  return false;
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
export function isSameOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return claimed !== null && isThisSite(request, claimed, publicOrigin);
}

function leavesSite(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return [pathname, decoded].some((path) => /^\/[\/\\]/.test(path) || /[\u0000-\u001f\u007f]/.test(path));
}

/** Where the editor lives; the default destination after signing in. */
const DEFAULT_RETURN_TO = "/cms";

/**
 * A `returnTo` is followed only when it is a path on this site (no `//host`, no `/\host`, no scheme),
 * so a crafted sign-in link cannot send a freshly signed-in user to another site. The check runs again
 * on the normalised path (`/.//evil.example` and `/a/..//evil.example` normalise to `//evil.example`,
 * which a browser follows to evil.example) and on its decoded form (`/%2F%2Fevil.example`), in case
 * a later hop decodes it.
 */
export function safeReturnTo(value: unknown, fallback = DEFAULT_RETURN_TO): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return fallback;
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  const base = "http://return-to.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || leavesSite(url.pathname)) return fallback;
  // Coming back to a sign-in or sign-out page would loop.
  if (url.pathname === "/auth/login" || url.pathname.startsWith("/auth/logout")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
