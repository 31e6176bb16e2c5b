import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { canBeBought } from "../../model/listings/availability.ts";

const ORIGIN = "http://localhost";
const STRIPE_WEBHOOK_SECRET = "whsec_late";
const LIQPAY_PRIVATE = "liqpay-private-late";
const PAYPAL_API = "https://paypal.test";
const fleet = generateFleet(30, 9);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

/** Every refund-like call the providers received, as "provider what id". */
let refunds: string[] = [];
/** Stripe refund calls to fail before one succeeds (an outage). */
let stripeRefundFailures = 0;
const intentStatus = new Map<string, string>();
/** The default reservation (1,000.00 EUR), as Stripe states a PaymentIntent's amount. */
const RESERVATION_PRICE = { amount: 100_000, amount_received: 100_000, amount_capturable: 100_000, currency: "eur" };

const mockServer = setupServer(
  http.post("https://api.stripe.com/v1/payment_intents", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const id = `pi_late_${body.get("metadata[order_number]")}`;
    return HttpResponse.json({
      id,
      object: "payment_intent",
      client_secret: `${id}_secret`,
      status: "requires_payment_method",
    });
  }),
  http.get("https://api.stripe.com/v1/payment_intents/:id", ({ params }) =>
    HttpResponse.json({
      id: params.id,
      object: "payment_intent",
      status: intentStatus.get(String(params.id)) ?? "succeeded",
      ...RESERVATION_PRICE,
    }),
  ),
  http.post("https://api.stripe.com/v1/payment_intents/:id/cancel", ({ params }) => {
    refunds.push(`stripe cancel ${String(params.id)}`);
    return HttpResponse.json({ id: params.id, object: "payment_intent", status: "canceled" });
  }),
  http.post("https://api.stripe.com/v1/refunds", async ({ request }) => {
    if (stripeRefundFailures > 0) {
      stripeRefundFailures -= 1;
      return HttpResponse.json({ error: { type: "api_error", message: "down" } }, { status: 500 });
    }
    const body = new URLSearchParams(await request.text());
    refunds.push(`stripe refund ${body.get("payment_intent")}`);
    return HttpResponse.json({ id: `re_${refunds.length}`, object: "refund", status: "succeeded" });
  }),
  http.post(`${PAYPAL_API}/v1/oauth2/token`, () => HttpResponse.json({ access_token: "paypal-token" })),
  http.post(`${PAYPAL_API}/v2/checkout/orders`, async ({ request }) => {
    const body = (await request.json()) as { purchase_units: { custom_id: string }[] };
    return HttpResponse.json({ id: `PP-${body.purchase_units[0]!.custom_id}`, status: "CREATED" }, { status: 201 });
  }),
  http.get(`${PAYPAL_API}/v2/checkout/orders/:id`, ({ params }) =>
    HttpResponse.json({
      id: params.id,
      status: "COMPLETED",
      purchase_units: [{ payments: { captures: [{ id: `CAP-${String(params.id)}` }] } }],
    }),
  ),
  http.post(`${PAYPAL_API}/v2/payments/captures/:id/refund`, ({ params }) => {
    refunds.push(`paypal refund ${String(params.id)}`);
    return HttpResponse.json({ id: "PP-REFUND", status: "COMPLETED" }, { status: 201 });
  }),
  http.post(`${PAYPAL_API}/v1/notifications/verify-webhook-signature`, () =>
    HttpResponse.json({ verification_status: "SUCCESS" }),
  ),
  http.post("https://www.liqpay.ua/api/request", async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const data = form.get("data")!;
    const expected = createHash("sha1")
      .update(LIQPAY_PRIVATE + data + LIQPAY_PRIVATE)
      .digest("base64");
    if (form.get("signature") !== expected) return HttpResponse.json({ result: "error", err_description: "bad sig" });
    const payload = JSON.parse(Buffer.from(data, "base64").toString()) as {
      action: string;
      order_id: string;
      amount: string;
    };
    refunds.push(`liqpay ${payload.action} ${payload.order_id} ${payload.amount}`);
    return HttpResponse.json({ result: "ok", status: "reversed" });
  }),
);

describe.each(DATABASE_KINDS)("payments that arrive after the reservation on %s", (kind) => {
  let testApp: TestApp;
  let next = 0;
  const stripe = new Stripe("sk_test_x");

  const inject = (method: "POST" | "PUT" | "GET", url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { origin: ORIGIN }, ...(payload ? { payload } : {}) });

  async function reserve(vehicle = orderable[next++]!) {
    const answer = await inject("POST", "/buy_online/orders/init", { vehicle_id: vehicle.id, company_uuid: "default" });
    expect(answer.statusCode, answer.body).toBe(201);
    return { vehicle, ...answer.json<{ lock_id: string; order_number: string; amount: number; currency: string }>() };
  }

  /** The buyer's lock ran out a minute ago (as if 15 minutes had passed). */
  async function lapse(orderNumber: string) {
    const past = new Date(Date.now() - 60_000).toISOString();
    const { db } = testApp.database.handle;
    await db.updateTable("orders").set({ expires_at: past }).where("order_number", "=", orderNumber).execute();
    await db.updateTable("vehicle_locks").set({ expires_at: past }).where("order_number", "=", orderNumber).execute();
  }

  const stripeWebhook = (id: string, type: string, intentId: string, orderNumber: string) => {
    const payload = JSON.stringify({
      id,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intentId,
          object: "payment_intent",
          ...RESERVATION_PRICE,
          metadata: { order_number: orderNumber },
        },
      },
    });
    return testApp.app.inject({
      method: "POST",
      url: "/buy_online/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }),
      },
      payload,
    });
  };
  const notes = async (number: string) =>
    (await testApp.services.orders.store.events(number))
      .filter((event) => event.source === "auto-refund")
      .map((event) => event.note);

  async function stripePayment(
    buyer: Awaited<ReturnType<typeof reserve>>,
    capture: "automatic" | "manual" = "automatic",
  ) {
    const created = await inject("POST", "/buy_online/payment", {
      payment: {
        amount: buyer.amount,
        currency: buyer.currency,
        vehicle_id: buyer.vehicle.id,
        company_uuid: "default",
        capture_method: capture,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ payment_intent_id: string }>().payment_intent_id;
  }

  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp(kind, {
      env: {
        ORDER_SWEEPER: "false",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET,
        PAYPAL_CLIENT_ID: "paypal-client",
        PAYPAL_CLIENT_SECRET: "paypal-secret",
        PAYPAL_API_BASE: PAYPAL_API,
        PAYPAL_WEBHOOK_ID: "WH-1",
        LIQPAY_PUBLIC_KEY: "liqpay-public",
        LIQPAY_PRIVATE_KEY: LIQPAY_PRIVATE,
      },
    });
    await testApp.services.fleet.replace(fleet);
  });
  beforeEach(() => {
    refunds = [];
    stripeRefundFailures = 0;
  });
  afterAll(async () => {
    mockServer.close();
    await testApp.close();
  });

  it("Stripe: the car went to another buyer meanwhile; the late payment is refunded once, the buyer told", async () => {
    const first = await reserve();
    const intent = await stripePayment(first);
    await lapse(first.order_number);
    const second = await reserve(first.vehicle);
    expect(second.order_number).not.toBe(first.order_number);

    const received = await stripeWebhook(
      `evt_late_${first.order_number}`,
      "payment_intent.succeeded",
      intent,
      first.order_number,
    );
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ order: { payment_status: "expired" } });
    expect(refunds).toEqual([`stripe refund ${intent}`]);
    expect(await notes(first.order_number)).toEqual([
      expect.stringContaining("refund due: payment_intent.succeeded"),
      `refunded automatically: Stripe refund re_1`,
    ]);
    // The duplicate changes nothing and refunds nothing more; the car stays the second buyer's.
    expect(
      (
        await stripeWebhook(`evt_late_${first.order_number}`, "payment_intent.succeeded", intent, first.order_number)
      ).json(),
    ).toMatchObject({ duplicate: true });
    expect(refunds).toHaveLength(1);
    const locks = await testApp.database.handle.db
      .selectFrom("vehicle_locks")
      .select("order_number")
      .where("vehicle_id", "=", first.vehicle.id)
      .execute();
    expect(locks).toEqual([{ order_number: second.order_number }]);

    const confirm = await inject("PUT", `/buy_online/orders/${first.order_number}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({
      error: "payment_refunded",
      message:
        "Your reservation ran out before your payment arrived, so the vehicle was not held for you. Your payment is refunded in full.",
    });
  });

  it("Stripe: a held payment after the lock lapsed is released, the order expired and the car freed", async () => {
    const buyer = await reserve();
    const intent = await stripePayment(buyer, "manual");
    intentStatus.set(intent, "requires_capture");
    await lapse(buyer.order_number);
    const received = await stripeWebhook(
      `evt_hold_${buyer.order_number}`,
      "payment_intent.amount_capturable_updated",
      intent,
      buyer.order_number,
    );
    expect(received.json()).toMatchObject({ order: { payment_status: "expired" } });
    expect(refunds).toEqual([`stripe cancel ${intent}`]);
    const locks = await testApp.database.handle.db
      .selectFrom("vehicle_locks")
      .select("order_number")
      .where("vehicle_id", "=", buyer.vehicle.id)
      .execute();
    expect(locks).toEqual([]);
  });

  it("Stripe: a refund the provider refuses is retried until it is done, and done once", async () => {
    const buyer = await reserve();
    const intent = await stripePayment(buyer);
    await lapse(buyer.order_number);
    stripeRefundFailures = 100;
    await stripeWebhook(`evt_outage_${buyer.order_number}`, "payment_intent.succeeded", intent, buyer.order_number);
    expect(refunds).toEqual([]);
    expect(await notes(buyer.order_number)).toEqual([expect.stringContaining("refund due")]);
    stripeRefundFailures = 0;
    await testApp.services.payments.retryRefunds();
    await testApp.services.payments.retryRefunds();
    expect(refunds).toEqual([`stripe refund ${intent}`]);
    expect(await notes(buyer.order_number)).toEqual([
      expect.stringContaining("refund due"),
      expect.stringContaining("refunded automatically"),
    ]);
  });

  it("PayPal: a capture completed after the lock lapsed is refunded through the REST API", async () => {
    const buyer = await reserve();
    const created = await inject("POST", "/buy_online/paypal/create_order", {
      order: {
        amount_value: (buyer.amount / 100).toFixed(2),
        amount_currency_code: buyer.currency,
        company_uuid: "default",
        vehicle_id: buyer.vehicle.id,
      },
    });
    const paypalOrder = created.json<{ id: string }>().id;
    await lapse(buyer.order_number);
    const received = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/webhooks/paypal",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({
        id: `WH-LATE-${buyer.order_number}`,
        event_type: "PAYMENT.CAPTURE.COMPLETED",
        create_time: new Date().toISOString(),
        resource: {
          id: `CAP-${paypalOrder}`,
          custom_id: buyer.order_number,
          amount: { currency_code: buyer.currency, value: (buyer.amount / 100).toFixed(2) },
          supplementary_data: { related_ids: { order_id: paypalOrder } },
        },
      }),
    });
    expect(received.json()).toMatchObject({ order: { payment_status: "expired" } });
    expect(refunds).toEqual([`paypal refund CAP-${paypalOrder}`]);
  });

  it("LiqPay: a payment for a cancelled order is refunded through its refund API", async () => {
    const buyer = await reserve();
    const query = new URLSearchParams({
      company_uuid: "default",
      amount: (buyer.amount / 100).toFixed(2),
      currency: buyer.currency,
      vehicle_id: buyer.vehicle.id,
    });
    expect((await inject("GET", `/buy_online/liqpay/checkout_data?${query}`)).statusCode).toBe(200);
    const { store } = testApp.services.orders;
    await store.transaction(async (trx) =>
      store.move(trx, (await store.order(buyer.order_number, trx))!, "cancelled", "admin"),
    );
    const data = Buffer.from(
      JSON.stringify({
        payment_id: 991,
        status: "success",
        order_id: buyer.order_number,
        amount: buyer.amount / 100,
        currency: buyer.currency,
      }),
    ).toString("base64");
    const signature = createHash("sha1")
      .update(LIQPAY_PRIVATE + data + LIQPAY_PRIVATE)
      .digest("base64");
    const received = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/liqpay/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ data, signature }).toString(),
    });
    expect(received.json()).toMatchObject({ order: { payment_status: "cancelled" } });
    expect(refunds).toEqual([`liqpay refund ${buyer.order_number} ${(buyer.amount / 100).toFixed(2)}`]);
  });
});
