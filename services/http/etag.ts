import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** A strong validator of a body: 128 bits of its SHA-256, base64url. */
export function bodyHash(body: string | Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 22);
}

/**
 * True when the request's If-None-Match names `etag` (weak comparison, as RFC 9110 asks for
 * If-None-Match; an encoding suffix like `-br` on either side is ignored, the body being the same).
 */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (tag: string): string =>
    tag
      .trim()
      .replace(/^W\//, "")
      .replace(/-(br|gzip)"$/, '"');
  const wanted = bare(etag);
  return header.split(",").some((tag) => bare(tag) === wanted);
}

/**
 * ETag on every successful JSON answer to a GET, and 304 without a body when the client already
 * has it. Weak, because the compression plugin may re-encode the bytes after this hook.
 */
export function registerJsonEtags(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if ((request.method !== "GET" && request.method !== "HEAD") || reply.statusCode !== 200) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json") || reply.hasHeader("etag"))
      return payload;
    const etag = `W/"${bodyHash(payload)}"`;
    reply.header("etag", etag);
    if (!matchesIfNoneMatch(request, etag)) return payload;
    reply.code(304).removeHeader("content-type").removeHeader("content-length");
    return "";
  });
}
