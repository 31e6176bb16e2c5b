import type { FastifyReply } from "fastify";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { buyerLogin, noStore } from "./buyer-gates.ts";
import type { Outcome } from "./orders-service.ts";
import type { Payments } from "./payments.ts";

const tags = ["orders"];
const BUYER = { public: true, csrf: "same-origin" } as const;
/** Providers call webhooks server to server: no session, no Origin; the signature is the check. */
const PROVIDER = { public: true } as const;

function send(reply: FastifyReply, outcome: Outcome | { status: number; body: unknown }): FastifyReply {
  const answer = "answer" in outcome ? outcome.answer : outcome;
  return reply.code(answer.status).send(answer.body);
}

/** The payment calls, and the providers' webhooks and callbacks. */
export function paymentsRoutes(payments: Payments, publicUrl: string | null, requireUserLogin: boolean): RoutePlugin {
  return async (app) => {
    // The buyer's calls are behind sign-in when REQUIRE_USER_LOGIN says so; webhooks never are.
    const buyer = { onRequest: buyerLogin(requireUserLogin) };
    app.addHook("onSend", noStore);
    app.post(
      "/buy_online/payment",
      {
        config: BUYER,
        ...buyer,
        schema: {
          tags,
          summary: "A Stripe PaymentIntent for the reserved vehicle's order (capture_method manual when on hold)",
          description:
            "422 when amount or currency is not the order's; 404 no reservation or Stripe not configured; 409 lock expired.",
          body: ref("order", "payment-post"),
          response: { 201: ref("order", "payment-created"), ...errorResponses([400, 401, 404, 409, 422]) },
        },
      },
      async (request, reply) => send(reply, await payments.createStripePayment(request.body.payment)),
    );

    app.post(
      "/buy_online/paypal/create_order",
      {
        config: BUYER,
        ...buyer,
        schema: {
          tags,
          summary: "A PayPal order for the reserved vehicle's order",
          body: ref("order", "paypal-order-post"),
          response: { 201: ref("order", "paypal-order-created"), ...errorResponses([400, 401, 404, 409, 422]) },
        },
      },
      async (request, reply) => send(reply, await payments.createPayPalOrder(request.body.order)),
    );

    app.get(
      "/buy_online/liqpay/checkout_data",
      {
        ...buyer,
        schema: {
          tags,
          summary: "LiqPay checkout data and signature for the reserved vehicle's order (language default en)",
          description:
            "Everything LiqPay signs is the server's: the order's amount and number, a description naming its vehicle, the payment methods of setting buy_online.liqpay_paytypes, the site's success page (PUBLIC_URL, else setting site.origin) as result_url and its callback as server_url.",
          querystring: ref("order", "liqpay-query"),
          response: { 200: ref("order", "liqpay-checkout"), ...errorResponses([400, 401, 404, 409, 422]) },
        },
      },
      async (request, reply) => send(reply, await payments.liqpayCheckout(request.query, publicUrl)),
    );

    app.post(
      "/buy_online/liqpay/callback",
      {
        config: PROVIDER,
        schema: {
          tags,
          summary: "LiqPay's server callback (form fields data and signature); each payment status applied once",
          body: ref("order", "liqpay-callback"),
          response: { 200: ref("order", "webhook-answer"), ...errorResponses([400, 404]) },
        },
      },
      async (request, reply) => send(reply, await payments.liqpayCallback(request.body.data, request.body.signature)),
    );

    // Webhooks are verified over the exact bytes the provider signed: no JSON parsing before.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      raw.post<{ Body: Buffer }>(
        "/buy_online/webhooks/stripe",
        {
          config: PROVIDER,
          schema: {
            tags,
            summary: "Stripe webhook (Stripe-Signature checked with constructEvent); each event applied once",
            response: { 200: ref("order", "webhook-answer"), ...errorResponses([400, 404]) },
          },
        },
        async (request, reply) =>
          send(
            reply,
            await payments.stripeWebhook(
              Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              request.headers["stripe-signature"] as string | undefined,
            ),
          ),
      );
      raw.post<{ Body: Buffer }>(
        "/buy_online/webhooks/paypal",
        {
          config: PROVIDER,
          schema: {
            tags,
            summary: "PayPal webhook (signature verified by PayPal for PAYPAL_WEBHOOK_ID); each event applied once",
            response: { 200: ref("order", "webhook-answer"), ...errorResponses([400, 404]) },
          },
        },
        async (request, reply) =>
          send(
            reply,
            await payments.paypalWebhook(
              Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
              request.headers as Record<string, string | undefined>,
            ),
          ),
      );
    });
  };
}
