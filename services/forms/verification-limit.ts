import type { FastifyReply, FastifyRequest } from "fastify";
import type { RateLimit } from "../foundation/rate-limit.ts";
import { sendError } from "../foundation/errors.ts";

/**
 * True, with a 429 sent, when this address asked for verification too often. Phone and e-mail codes
 * share one limit: each call costs a send and could be aimed at anyone's phone or inbox.
 */
export async function refusedOverLimit(
  limit: RateLimit,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const wait = await limit.hit(request.ip);
  if (wait === 0) return false;
  sendError(reply.header("retry-after", String(wait)), 429, "rate_limited", "Too many requests; try again shortly.");
  return true;
}
