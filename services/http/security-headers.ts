import { randomBytes } from "node:crypto";
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Security headers on every response (docs/decisions/013-security-headers-and-csp-nonces.md).
 * Helmet sets the defaults in onRequest; the HTML routes (the site: renderer/site/site-plugin.ts, the
 * editor: editor-app.ts) then replace the Content-Security-Policy with one that carries the nonce of
 * the document they send.
 */

/** A fresh CSP nonce: 128 random bits, base64 (the CSP grammar allows + / =). */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Directives as a header value, in the order given. */
function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Everything that is not a page (JSON, assets, media, the sign-in pages' fallbacks): nothing runs,
 * nothing frames it. Sign-in pages have inline styles only.
 */
const DEFAULT_DIRECTIVES = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'self'"],
};

/**
 * The editor (/cms, /admin). Its own module scripts carry the nonce; Puck's canvas is a same-origin
 * iframe that inherits this policy, so stored HTML drawn there cannot run scripts either. Puck and
 * the canvas inject <style> elements and style attributes: styles need 'unsafe-inline'.
 */
export function editorPolicy(nonce: string): string {
  return policy({
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  });
}

export function setContentSecurityPolicy(reply: FastifyReply, value: string): FastifyReply {
  return reply.header("content-security-policy", value);
}

/** Answers that hold a session, a user or admin data: never stored by a browser or a proxy. */
const PRIVATE_PREFIXES = ["/api/auth", "/api/users", "/api/cms", "/settings", "/metaheads", "/auth"];

function isPrivatePath(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** HSTS max-age: one year, as browsers' preload lists expect. */
const HSTS = "max-age=31536000; includeSubDomains";

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: DEFAULT_DIRECTIVES },
    // Set per response below, only over https: HSTS on plain http would be ignored, and on localhost it is a trap.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // The site and the editor load images and fonts from other hosts (metaheads, embeds).
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  app.addHook("onRequest", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    // Private paths always; any other JSON answered to a signed-in user may be personal too.
    if (isPrivatePath(request.url) || (type.startsWith("application/json") && request.user)) {
      reply.header("cache-control", "no-store");
    }
    return payload;
  });
}
