import type { FastifyReply } from "fastify";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { sendError } from "../foundation/errors.ts";
import { publicOrder, type OrdersService, type Outcome } from "./orders-service.ts";
import { buyerLogin, initRateLimit, inquiryRateLimit, noStore } from "./buyer-gates.ts";
import type { Payments } from "./payments.ts";

const tags = ["orders"];
const ORDER = ref("order", "order");
const orderParams = ref("order", "order-params");
/** Anyone may reserve and order; a browser must send it from this site (Origin), signed in or not. */
const BUYER = { public: true, csrf: "same-origin" } as const;
const idempotencyHeaders = {
  type: "object",
  properties: { "idempotency-key": { type: "string", maxLength: 200 } },
};

function send(reply: FastifyReply, outcome: Outcome): FastifyReply {
  if (outcome.replayed) reply.header("idempotent-replayed", "true");
  return reply.code(outcome.answer.status).send(outcome.answer.body);
}

function keyOf(headers: Record<string, unknown>): string | undefined {
  const key = headers["idempotency-key"];
  return typeof key === "string" ? key : undefined;
}

/** Buy online at its paths: reserve, order, confirm, read. Visitors call them; nothing is trusted. */
export function ordersRoutes(orders: OrdersService, payments: Payments, requireUserLogin: boolean): RoutePlugin {
  return async (app) => {
    // Every route here is the buyer's: behind sign-in when REQUIRE_USER_LOGIN says so.
    app.addHook("onRequest", buyerLogin(requireUserLogin));
    app.addHook("onSend", noStore);
    app.get(
      "/buy_online/providers",
      {
        schema: {
          tags,
          summary: "The payment vendors the journey may offer (NO_PAYMENT_JAPAN alone when no provider key is set)",
          response: { 200: ref("order", "providers") },
        },
      },
      async () => ({
        vendors: orders.vendors(),
        ...(await orders.reservationPrice()),
        stripe_publishable_key: orders.config.stripe?.publishableKey ?? null,
        paypal_client_id: orders.config.paypal?.clientId ?? null,
        liqpay_public_key: orders.config.liqpay?.publicKey ?? null,
      }),
    );

    app.get(
      "/buy_online/journey_options",
      {
        schema: {
          tags,
          summary:
            "What the checkout offers for a vehicle: finance products, handover retailers, their hours and the booking window",
          querystring: ref("order", "journey-options-query"),
          response: { 200: ref("order", "journey-options"), ...errorResponses([400, 404]) },
        },
      },
      async (request, reply) =>
        (await orders.choices.options(request.query.vehicle_id, request.query.lang)) ??
        sendError(reply, 404, "not_found", `There is no vehicle ${request.query.vehicle_id}.`),
    );

    app.post(
      "/buy_online/orders/init",
      {
        config: BUYER,
        preHandler: initRateLimit(orders.config.initLimit, orders.limits),
        schema: {
          tags,
          summary: "Reserve a vehicle: its one lock (lock_id, expiry) and an order in state initiated",
          description:
            "409 vehicle_reserved while another buyer holds the lock, 409 vehicle_sold, 404 unknown vehicle, 422 unknown company_uuid (setting buy_online.companies), 429 with Retry-After past the rate limit (per address, and per address and vehicle), 401 without a session when REQUIRE_USER_LOGIN is on. Header Idempotency-Key: a retry gets the first answer.",
          headers: idempotencyHeaders,
          body: ref("order", "init"),
          response: { 201: ref("order", "lock"), ...errorResponses([400, 401, 404, 409, 422, 429]) },
        },
      },
      async (request, reply) => send(reply, await orders.init(request.body, keyOf(request.headers))),
    );

    app.post(
      "/buy_online/orders",
      {
        config: BUYER,
        schema: {
          tags,
          summary: "The buyer's order fields on a reserved vehicle, flat or under `order`",
          description:
            "404 unknown lock_id, 409 lock expired or order closed, 422 fields that contradict the reservation (vehicle, VIN, vendor, payment). Header Idempotency-Key.",
          headers: idempotencyHeaders,
          body: ref("order", "order-post"),
          response: { 201: ORDER, ...errorResponses([400, 404, 409, 422]) },
        },
      },
      async (request, reply) =>
        send(
          reply,
          await orders.submit("order" in request.body ? request.body.order : request.body, keyOf(request.headers)),
        ),
    );

    const readOne = async (number: string, reply: FastifyReply) => {
      const order = await orders.read(number);
      return order ? publicOrder(order) : sendError(reply, 404, "not_found", `There is no order ${number}.`);
    };

    app.get(
      "/buy_online/orders/:number",
      {
        schema: {
          tags,
          summary: "One order by its number",
          params: orderParams,
          response: { 200: ORDER, ...errorResponses([400, 404]) },
        },
      },
      async (request, reply) => readOne(request.params.number, reply),
    );

    app.get(
      "/orders/:number",
      {
        schema: {
          tags,
          summary: "One order by its number",
          params: orderParams,
          response: { 200: ORDER, ...errorResponses([400, 404]) },
        },
      },
      async (request, reply) => readOne(request.params.number, reply),
    );

    app.put(
      "/buy_online/orders/:number/confirm",
      {
        config: BUYER,
        schema: {
          tags,
          summary: "Confirm an order: a free reservation, or a paid or held one",
          description:
            "409 when the order is not paid, ran out, or may not be confirmed from its state; 404 unknown number.",
          params: orderParams,
          response: { 200: ORDER, ...errorResponses([400, 404, 409]) },
        },
      },
      async (request, reply) => {
        // The webhook may be late: ask the provider where the payment stands (at most every few seconds per order).
        const order = await orders.read(request.params.number);
        if (order) await payments.reconcileForBuyer(order);
        return send(reply, await orders.confirm(request.params.number));
      },
    );

    app.put(
      "/buy_online/orders/send_inquiry_email",
      {
        config: BUYER,
        preHandler: inquiryRateLimit(orders.config.inquiryLimit, orders.limits),
        schema: {
          tags,
          summary: "E-mail an inquiry about a vehicle to the company's configured address (through the order outbox)",
          description:
            "202: stored in the outbox, sent by its worker (retried while SMTP is down) to the company's e-mail from the settings (buy_online.companies, else buy_online.inquiry_email); a body naming recipients is refused (400). 422 unknown company or none configured; 429 with Retry-After past the rate limit (per address, and per order or vehicle). Header Idempotency-Key: a retry enqueues nothing new.",
          headers: idempotencyHeaders,
          body: ref("order", "inquiry"),
          response: { 202: ref("order", "inquiry-queued"), ...errorResponses([400, 401, 422, 429]) },
        },
      },
      async (request, reply) => {
        return send(reply, { answer: await orders.sendInquiry(request.body, keyOf(request.headers)), replayed: false });
      },
    );
  };
}
