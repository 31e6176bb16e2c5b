import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { RateLimit } from "../foundation/rate-limit.ts";
import { sendError } from "../foundation/errors.ts";
import type { OrdersConfig } from "./orders-config.ts";

/**
 * The seed's login rule for the buy-online API (seed 000: order online needs login only when
 * REQUIRE_USER_LOGIN is 'true'): the pages already send an anonymous browser to sign in
 * (services/auth/page-guard.ts); the API answers 401, which the journey shows as a sign-in prompt.
 * Providers' webhooks and callbacks are never behind it: they carry a signature, not a session.
 */
export function buyerLogin(requireUserLogin: boolean): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (requireUserLogin && !request.user)
      return sendError(reply, 401, "unauthenticated", "Sign in to reserve or order a vehicle.");
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The rate limits of POST /buy_online/orders/init (decision 048), per client address (Fastify's
 * request.ip, which honours TRUST_PROXY, decision 009) and per address and vehicle. Runs after the
 * body is validated, so the vehicle key is a checked id. 429 with Retry-After.
 */
export function initRateLimit(limits: OrdersConfig["initLimit"]): preHandlerAsyncHookHandler {
  const perAddress = limits.perMinute === null ? null : new RateLimit(limits.perMinute, MINUTE);
  const perVehicle = limits.perVehicleHour === null ? null : new RateLimit(limits.perVehicleHour, HOUR);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const vehicle = (request.body as { vehicle_id?: unknown } | undefined)?.vehicle_id;
    const wait =
      perAddress?.hit(request.ip) ||
      (typeof vehicle === "string" ? perVehicle?.hit(`${request.ip} ${vehicle}`) : 0) ||
      0;
    if (wait > 0) {
      reply.header("retry-after", String(wait));
      return sendError(
        reply,
        429,
        "rate_limited",
        `Too many reservation attempts from your connection. Try again in ${wait} seconds.`,
      );
    }
  };
}
