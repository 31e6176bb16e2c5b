import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { can, type Permission } from "./permissions.ts";

/** Pages that always need sign-in, and what the signed-in user must be allowed. */
const AREAS: readonly { path: string; permission: Permission }[] = [
  // Viewers may read drafts, so any role may open the editor; it hides what the role cannot do.
  { path: "/cms", permission: "pages:read" },
  { path: "/lrdx-navigation-test", permission: "pages:read" },
  // Editors read orders (read-only; decision 047), so /admin/orders is theirs too; it comes first.
  { path: "/admin/orders", permission: "orders:read" },
  // Editors read the VIN lists too (decision 081); uploading is the API's admins-only PUT.
  { path: "/admin/vins", permission: "vins:read" },
  // Editors read the offers too (decision 113): an editor-level read, as viewers have no admin screens.
  { path: "/admin/offers", permission: "vins:read" },
  // The admin area manages users, settings and metaheads: admins only (users:manage is admin-only).
  { path: "/admin", permission: "users:manage" },
];

/** Never behind REQUIRE_USER_LOGIN: files, APIs (they answer 401 themselves), and signing in itself. */
const OPEN_PREFIXES = ["/assets/", "/media/", "/api/", "/public_api/", "/auth/"];
const OPEN_PATHS = new Set(["/healthz", "/livez", "/readyz", "/auth-exchange", "/no-access"]);

/**
 * The path as loosely as a router might read it (decoded, lower case, no doubled or trailing
 * slashes), for deciding what to protect: `/CMS/` or `//cms` must not slip past the guard.
 */
function loosePath(url: string): string {
  let path = url.split("?")[0] ?? "/";
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape is left as it is; the router will refuse it.
  }
  path = path.replace(/\/{2,}/g, "/").toLowerCase();
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** Exemptions are read from the path exactly as sent, so an odd spelling is guarded, not waved through. */
function isOpen(url: string): boolean {
  const path = url.split("?")[0] ?? "/";
  return OPEN_PATHS.has(path) || OPEN_PREFIXES.some((prefix) => path.startsWith(prefix));
}

function areaOf(url: string): (typeof AREAS)[number] | undefined {
  const path = loosePath(url);
  return AREAS.find((area) => path === area.path || path.startsWith(`${area.path}/`));
}

function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.header("cache-control", "no-store").redirect(location, 302);
}

export function signInLocation(request: FastifyRequest): string {
  return `/auth/login?returnTo=${encodeURIComponent(request.url)}`;
}

const NO_PERMISSION_LOCATION = "/auth/error?type=noPermissions";

/**
 * The route guard for pages the server serves (GET and HEAD; writes are guarded per route): an
 * anonymous browser goes to the sign-in page and comes back afterwards; a signed-in user without
 * the permission goes to `auth/error?type=noPermissions`. With REQUIRE_USER_LOGIN every
 * other page (the public site, stock locator, order online) needs a signed-in user of any role.
 * Runs after authPlugin's onRequest hook, which has set `request.user`.
 */
export const pageGuard = fp<{ requireUserLogin: boolean }>(async (app, { requireUserLogin }) => {
  // Synchronous: a page view pays no promise for a guard that decides from the URL and the user.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") return done();
    const area = areaOf(request.url);
    if (area) {
      // A hook that answers does not call done(): the reply is sent and the route never runs.
      if (!request.user) return void redirect(reply, signInLocation(request));
      if (!can(request.user.role, area.permission)) return void redirect(reply, NO_PERMISSION_LOCATION);
      return done();
    }
    // Only pages of the public site (their routes say so); APIs answer 401 themselves.
    if (requireUserLogin && !request.user && request.routeOptions.config?.sitePage === true && !isOpen(request.url))
      return void redirect(reply, signInLocation(request));
    done();
  });
});
