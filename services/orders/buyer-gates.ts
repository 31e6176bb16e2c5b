import type {
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from "fastify";
import { type LimitStore, RateLimit } from "../foundation/rate-limit.ts";
import { sendError } from "../foundation/errors.ts";
import type { OrdersConfig } from "./orders-config.ts";

/**
 * The seed's login rule for the buy-online API (order online needs login only when
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

/**
 * Every buyer answer is private: an order, its state and its payment data must never be kept by a
 * shared cache or the browser's, whoever asked.
 */
export const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header("cache-control", "no-store");
  done(null, payload);
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function tooMany(reply: FastifyReply, wait: number, what: string): FastifyReply {
  reply.header("retry-after", String(wait));
  return sendError(reply, 429, "rate_limited", `Too many ${what} from your connection. Try again in ${wait} seconds.`);
}

/**
 * The rate limits of POST /buy_online/orders/init (decision 048), per client address (Fastify's
 * request.ip, which honours TRUST_PROXY, decision 009) and per address and vehicle. Runs after the
 * body is validated, so the vehicle key is a checked id. 429 with Retry-After.
 */
export function initRateLimit(limits: OrdersConfig["initLimit"], store: LimitStore): preHandlerAsyncHookHandler {
  const perAddress =
    limits.perMinute === null ? null : new RateLimit(limits.perMinute, MINUTE, { store, name: "order-init" });
  const perVehicle =
    limits.perVehicleHour === null
      ? null
      : new RateLimit(limits.perVehicleHour, HOUR, { store, name: "order-init-vehicle" });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const vehicle = (request.body as { vehicle_id?: unknown } | undefined)?.vehicle_id;
    const wait =
      (await perAddress?.hit(request.ip)) ||
      (typeof vehicle === "string" ? await perVehicle?.hit(`${request.ip} ${vehicle}`) : 0) ||
      0;
    if (wait > 0) return tooMany(reply, wait, "reservation attempts");
  };
}

/**
 * The rate limits of PUT /buy_online/orders/send_inquiry_email, like a lead post's: per client
 * address, and per order (the vehicle asked about when no order is named), so neither one client nor
 * many can fill a dealer's inbox. Runs after the body is validated. 429 with Retry-After.
 */
export function inquiryRateLimit(limits: OrdersConfig["inquiryLimit"], store: LimitStore): preHandlerAsyncHookHandler {
  const perAddress =
    limits.perAddressHour === null ? null : new RateLimit(limits.perAddressHour, HOUR, { store, name: "inquiry" });
  const perOrder =
    limits.perOrderHour === null ? null : new RateLimit(limits.perOrderHour, HOUR, { store, name: "inquiry-order" });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = (request.body ?? {}) as { order_number?: unknown; vehicle_data?: { id?: unknown } };
    const subject =
      typeof body.order_number === "string"
        ? `order ${body.order_number}`
        : `vehicle ${String(body.vehicle_data?.id ?? "")}`;
    const wait = (await perAddress?.hit(request.ip)) || (await perOrder?.hit(subject)) || 0;
    if (wait > 0) return tooMany(reply, wait, "inquiries");
  };
}
