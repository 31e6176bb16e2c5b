import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { matchesIfNoneMatch } from "../../model/http/conditional-requests.ts";

/** A strong validator of a body: 128 bits of its SHA-256, base64url. */
function bodyHash(body: string | Buffer): string {
  return createHash("sha256").update(body).digest("base64url").slice(0, 22);
}

/**
 * ETag on every successful JSON answer to a GET, and 304 without a body when the client already
 * has it. Weak, because the compression plugin may re-encode the bytes after this hook.
 */
export function registerJsonEtags(app: FastifyInstance): void {
  // A synchronous hook: no promise per request on the path every answer takes.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (
      (request.method !== "GET" && request.method !== "HEAD") ||
      reply.statusCode !== 200 ||
      (typeof payload !== "string" && !Buffer.isBuffer(payload)) ||
      !String(reply.getHeader("content-type") ?? "").startsWith("application/json") ||
      reply.hasHeader("etag")
    )
      return done(null, payload);
    const etag = `W/"${bodyHash(payload)}"`;
    reply.header("etag", etag);
    if (!matchesIfNoneMatch(request.headers["if-none-match"], etag)) return done(null, payload);
    reply.code(304).removeHeader("content-type").removeHeader("content-length");
    done(null, "");
  });
}
