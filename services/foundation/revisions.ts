import type { FastifyReply, FastifyRequest } from "fastify";
import { sendError } from "./errors.ts";

/** A page's ETag is its revision: every write bumps it. */
export function etagOf(revision: number): string {
  return `"${revision}"`;
}

/**
 * The revision a write is based on, from `If-Match`. Missing: 428 (a write must say what it is based
 * on, or a concurrent edit could be lost). Unparseable: 400. Returns null after replying.
 */
export function expectedRevision(request: FastifyRequest, reply: FastifyReply): number | null {
  const header = request.headers["if-match"];
  if (header === undefined) {
    sendError(reply, 428, "precondition_required", "Send If-Match with the ETag of the page this change is based on.");
    return null;
  }
  const match = /^(?:W\/)?"(\d+)"$/.exec(String(header).trim());
  if (!match) {
    sendError(reply, 400, "bad_request", 'If-Match must be an ETag of this API, e.g. "12".');
    return null;
  }
  return Number(match[1]);
}
