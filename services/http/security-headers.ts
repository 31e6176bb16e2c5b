import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
import { DEFAULT_DIRECTIVES } from "../../model/http/content-security-policy.ts";

/**
 * Security headers on every response (docs/decisions/013-security-headers-and-csp-nonces.md).
 * Helmet sets the defaults when the request arrives; the HTML routes (the site: renderer/site/site-plugin.ts,
 * the editor: editor-app.ts) then replace the Content-Security-Policy with one that carries the nonce
 * of the document they send.
 */

/** A fresh CSP nonce: 128 random bits, base64 (the CSP grammar allows + / =). */
export function newNonce(): string {
  return randomBytes(16).toString("base64");
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

/**
 * Helmet's middleware, built once: @fastify/helmet builds it again on every request (options checked,
 * CSP directives parsed), work a cached page paid on every hit (decision 166).
 */
const securityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { ...DEFAULT_DIRECTIVES } },
  // Set per response below, only over https: HSTS on plain http would be ignored, and on localhost it is a trap.
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  // The site and the editor load images and fonts from other hosts (metaheads, embeds).
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: "same-site" },
});

function ignore(): void {}

/**
 * The headers the onRequest hook below sets on a plain-http request, as one object made once: helmet
 * sets the same values on every response (its CSP is static; pages replace it with their nonce's).
 * A cached page sent before the hooks (decision 190) carries these; HSTS is added over https.
 */
export function securityHeaderValues(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  securityHeaders({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, ignore);
  return Object.freeze(headers);
}

/** The HSTS header a response over https carries (the hook below sets it). */
export const HSTS_HEADER: Readonly<Record<string, string>> = Object.freeze({ "strict-transport-security": HSTS });

export function registerSecurityHeaders(app: FastifyInstance): void {
  // Synchronous hooks: no promise per request on the path every answer takes.
  app.addHook("onRequest", (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, ignore);
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
    done();
  });
  app.addHook("onSend", (request, reply, payload, done) => {
    // Private paths always; any other JSON answered to a signed-in user may be personal too.
    if (
      isPrivatePath(request.url) ||
      (request.user && String(reply.getHeader("content-type") ?? "").startsWith("application/json"))
    ) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
