import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { canBeBought } from "../../model/listings/availability.ts";

/**
 * A provider-verified payment moves an order only when it is the payment the server created for that
 * order, at the order's provider, for exactly its amount and currency. The attacks: a paid Stripe
 * intent of another order naming ours in its metadata, a stranger's one-cent PayPal order naming our
 * order number, a LiqPay payment naming a Stripe order, a short amount, another currency.
 */
const ORIGIN = "http://localhost";
const STRIPE_WEBHOOK_SECRET = "whsec_binding";
const LIQPAY_PRIVATE = "liqpay-binding-private";
const PAYPAL_API = "https://paypal.binding.test";
const fleet = generateFleet(30, 9);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

const intents = new Map<string, { status: string; amount: number; currency: string; amount_received: number }>();
const paypalCaptures: string[] = [];
/** Every PaymentIntent the server asked Stripe about (the confirm's look at the provider). */
const intentLookups: string[] = [];

const providers = setupServer(
  http.post("https://api.stripe.com/v1/payment_intents", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const id = `pi_bind_${body.get("metadata[order_number]")}`;
    if (!intents.has(id))
      intents.set(id, {
        status: "requires_payment_method",
        amount: Number(body.get("amount")),
        currency: String(body.get("currency")),
        amount_received: 0,
      });
    return HttpResponse.json({ id, object: "payment_intent", client_secret: `${id}_secret`, ...intents.get(id) });
  }),
  http.get("https://api.stripe.com/v1/payment_intents/:id", ({ params }) => {
    intentLookups.push(String(params.id));
    return HttpResponse.json({ id: params.id, object: "payment_intent", ...intents.get(String(params.id)) });
  }),
  http.post(`${PAYPAL_API}/v1/oauth2/token`, () => HttpResponse.json({ access_token: "token" })),
  http.post(`${PAYPAL_API}/v2/checkout/orders`, async ({ request }) => {
    const body = (await request.json()) as { purchase_units: { custom_id: string }[] };
    return HttpResponse.json({ id: `PP-${body.purchase_units[0]!.custom_id}`, status: "CREATED" }, { status: 201 });
  }),
  http.post(`${PAYPAL_API}/v2/checkout/orders/:id/capture`, ({ params }) => {
    paypalCaptures.push(String(params.id));
    return HttpResponse.json({ id: params.id, status: "COMPLETED" }, { status: 201 });
  }),
  http.post(`${PAYPAL_API}/v1/notifications/verify-webhook-signature`, () =>
    HttpResponse.json({ verification_status: "SUCCESS" }),
  ),
);

describe.each(DATABASE_KINDS)("a payment is bound to its order on %s", (kind) => {
  let testApp: TestApp;
  let next = 0;
  const stripe = new Stripe("sk_test_bind");

  const inject = (method: "POST" | "PUT" | "GET", url: string, payload?: object) =>
    testApp.app.inject({ method, url, headers: { origin: ORIGIN }, ...(payload ? { payload } : {}) });
  const state = async (number: string) =>
    (await inject("GET", `/buy_online/orders/${number}`)).json<{ payment_status: string }>().payment_status;
  const notes = async (number: string) =>
    (await testApp.services.orders.store.events(number)).map((event) => event.note ?? "").join("\n");

  async function reserve() {
    const vehicle = orderable[next++]!;
    const lock = (
      await inject("POST", "/buy_online/orders/init", { vehicle_id: vehicle.id, company_uuid: "default" })
    ).json<{ lock_id: string; order_number: string; amount: number; currency: string }>();
    return { vehicle, ...lock };
  }
  type Buyer = Awaited<ReturnType<typeof reserve>>;

  /** A reservation with its Stripe intent created and its order fields sent (so a payment confirms it). */
  async function stripeBuyer(): Promise<Buyer & { intent: string }> {
    const buyer = await reserve();
    const created = await inject("POST", "/buy_online/payment", {
      payment: {
        amount: buyer.amount,
        currency: buyer.currency,
        vehicle_id: buyer.vehicle.id,
        company_uuid: "default",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const intent = created.json<{ payment_intent_id: string }>().payment_intent_id;
    const ordered = await inject("POST", "/buy_online/orders", {
      lock_id: buyer.lock_id,
      vehicle_id: buyer.vehicle.id,
      vendor_uuid: "stripe",
      stripe_payment_intent_id: intent,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    return { ...buyer, intent };
  }

  async function paypalBuyer(): Promise<Buyer & { paypalOrder: string }> {
    const buyer = await reserve();
    const created = await inject("POST", "/buy_online/paypal/create_order", {
      order: {
        amount_value: (buyer.amount / 100).toFixed(2),
        amount_currency_code: buyer.currency,
        company_uuid: "default",
        vehicle_id: buyer.vehicle.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { ...buyer, paypalOrder: created.json<{ id: string }>().id };
  }

  const stripeWebhook = (id: string, intent: object) => {
    const payload = JSON.stringify({
      id,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { object: "payment_intent", status: "succeeded", ...intent } },
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
  const paypalWebhook = (event: object) =>
    testApp.app.inject({
      method: "POST",
      url: "/buy_online/webhooks/paypal",
      headers: { "content-type": "application/json", "paypal-transmission-id": "t" },
      payload: JSON.stringify(event),
    });
  const liqpayCallback = (payload: object) => {
    const data = Buffer.from(JSON.stringify(payload)).toString("base64");
    const signature = createHash("sha1")
      .update(LIQPAY_PRIVATE + data + LIQPAY_PRIVATE)
      .digest("base64");
    return testApp.app.inject({
      method: "POST",
      url: "/buy_online/liqpay/callback",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ data, signature }).toString(),
    });
  };

  beforeAll(async () => {
    providers.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp(kind, {
      env: {
        ORDER_SWEEPER: "false",
        STRIPE_SECRET_KEY: "sk_test_bind",
        STRIPE_WEBHOOK_SECRET,
        PAYPAL_CLIENT_ID: "paypal-client",
        PAYPAL_CLIENT_SECRET: "paypal-secret",
        PAYPAL_API_BASE: PAYPAL_API,
        PAYPAL_WEBHOOK_ID: "WH-BIND",
        LIQPAY_PUBLIC_KEY: "liqpay-public",
        LIQPAY_PRIVATE_KEY: LIQPAY_PRIVATE,
      },
    });
    await testApp.services.fleet.replace(fleet);
  });
  afterAll(async () => {
    providers.close();
    await testApp.close();
  });

  // The first Stripe call of a process loads the SDK's resources: slow on a busy machine.
  it(
    "Stripe: another order's paid intent naming this order, a short amount or another currency pays nothing",
    { timeout: 60_000 },
    async () => {
      const victim = await stripeBuyer();
      const other = await stripeBuyer();
      const currency = victim.currency.toLowerCase();
      // The other order's own (verified) payment, with the victim's number in its metadata.
      const foreign = await stripeWebhook(`evt_foreign_${victim.order_number}`, {
        id: other.intent,
        amount: victim.amount,
        amount_received: victim.amount,
        currency,
        metadata: { order_number: victim.order_number },
      });
      expect(foreign.statusCode, foreign.body).toBe(200);
      // An intent this server never created (the attacker's own account, a test-mode payment).
      const stranger = await stripeWebhook(`evt_stranger_${victim.order_number}`, {
        id: "pi_made_elsewhere",
        amount: victim.amount,
        amount_received: victim.amount,
        currency,
        metadata: { order_number: victim.order_number },
      });
      expect(stranger.json()).toMatchObject({ received: true, order: null });
      const short = await stripeWebhook(`evt_short_${victim.order_number}`, {
        id: victim.intent,
        amount: 100,
        amount_received: 100,
        currency,
        metadata: { order_number: victim.order_number },
      });
      expect(short.statusCode).toBe(200);
      const dollars = await stripeWebhook(`evt_usd_${victim.order_number}`, {
        id: victim.intent,
        amount: victim.amount,
        amount_received: victim.amount,
        currency: "usd",
        metadata: { order_number: victim.order_number },
      });
      expect(dollars.statusCode).toBe(200);
      expect(await state(victim.order_number)).toBe("payment_pending");
      // The other order's payment settles the order it was created for, whatever its metadata names.
      expect(await state(other.order_number)).toBe("confirmed");
      expect(await notes(victim.order_number)).toMatch(/not the payment created for this order/);
      expect(await notes(victim.order_number)).toMatch(/it is 1\.00 EUR, the order's amount is 1000\.00 EUR/);

      // Its own payment, in full, confirms it.
      const paid = await stripeWebhook(`evt_paid_${victim.order_number}`, {
        id: victim.intent,
        amount: victim.amount,
        amount_received: victim.amount,
        currency,
        metadata: { order_number: victim.order_number },
      });
      expect(paid.json()).toMatchObject({ order: { payment_status: "confirmed" } });
    },
  );

  it("Stripe: the confirm route's look at the provider confirms nothing when the intent's amount is not the order's", async () => {
    const buyer = await stripeBuyer();
    Object.assign(intents.get(buyer.intent)!, { status: "succeeded", amount: 1, amount_received: 1 });
    const confirm = await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ error: "payment_pending" });
    expect(await state(buyer.order_number)).toBe("payment_pending");
  });

  it("the buyer's confirm asks the provider about a pending payment at most once per order in the interval", async () => {
    const buyer = await stripeBuyer();
    const asked = () => intentLookups.filter((id) => id === buyer.intent).length;
    for (let i = 0; i < 4; i++) {
      const confirm = await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`);
      expect(confirm.statusCode).toBe(409);
      expect(confirm.json()).toMatchObject({ error: "payment_pending" });
    }
    expect(asked()).toBe(1);
    // The provider's webhook is not held back; the next confirm answers the order as it stands.
    const paid = await stripeWebhook(`evt_after_${buyer.order_number}`, {
      id: buyer.intent,
      amount: buyer.amount,
      amount_received: buyer.amount,
      currency: buyer.currency.toLowerCase(),
    });
    expect(paid.json()).toMatchObject({ order: { payment_status: "confirmed" } });
    expect((await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`)).json()).toMatchObject({
      payment_status: "confirmed",
    });
    expect(asked()).toBe(1);
  });

  it("PayPal: a stranger's PayPal order naming this order number is neither captured nor paid", async () => {
    const buyer = await paypalBuyer();
    const before = paypalCaptures.length;
    const approved = await paypalWebhook({
      id: `WH-stranger-${buyer.order_number}`,
      event_type: "CHECKOUT.ORDER.APPROVED",
      resource: {
        id: "PP-STRANGER",
        intent: "CAPTURE",
        custom_id: buyer.order_number,
        purchase_units: [{ custom_id: buyer.order_number, amount: { currency_code: buyer.currency, value: "0.01" } }],
      },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const captured = await paypalWebhook({
      id: `WH-capture-stranger-${buyer.order_number}`,
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: {
        id: "CAP-STRANGER",
        custom_id: buyer.order_number,
        amount: { currency_code: buyer.currency, value: "0.01" },
        supplementary_data: { related_ids: { order_id: "PP-STRANGER" } },
      },
    });
    expect(captured.statusCode).toBe(200);
    // Our own PayPal order, but a one-cent capture.
    const tiny = await paypalWebhook({
      id: `WH-tiny-${buyer.order_number}`,
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: {
        id: "CAP-TINY",
        custom_id: buyer.order_number,
        amount: { currency_code: buyer.currency, value: "0.01" },
        supplementary_data: { related_ids: { order_id: buyer.paypalOrder } },
      },
    });
    expect(tiny.statusCode).toBe(200);
    expect(paypalCaptures.slice(before)).toEqual([]);
    expect(await state(buyer.order_number)).toBe("payment_pending");

    const full = await paypalWebhook({
      id: `WH-full-${buyer.order_number}`,
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: {
        id: "CAP-FULL",
        custom_id: buyer.order_number,
        amount: { currency_code: buyer.currency, value: (buyer.amount / 100).toFixed(2) },
        supplementary_data: { related_ids: { order_id: buyer.paypalOrder } },
      },
    });
    expect(full.json()).toMatchObject({ order: { payment_status: "paid" } });
  });

  it("LiqPay: a callback naming a Stripe order, or paying less, moves nothing", async () => {
    const stripeOrder = await stripeBuyer();
    const crossed = await liqpayCallback({
      payment_id: 9001,
      status: "success",
      order_id: stripeOrder.order_number,
      amount: stripeOrder.amount / 100,
      currency: stripeOrder.currency,
    });
    expect(crossed.statusCode, crossed.body).toBe(200);
    expect(await state(stripeOrder.order_number)).toBe("payment_pending");

    const buyer = await reserve();
    const query = new URLSearchParams({
      company_uuid: "default",
      amount: (buyer.amount / 100).toFixed(2),
      currency: buyer.currency,
      vehicle_id: buyer.vehicle.id,
    });
    expect((await inject("GET", `/buy_online/liqpay/checkout_data?${query}`)).statusCode).toBe(200);
    const short = await liqpayCallback({
      payment_id: 9002,
      status: "success",
      order_id: buyer.order_number,
      amount: 1,
      currency: buyer.currency,
    });
    expect(short.statusCode).toBe(200);
    expect(await state(buyer.order_number)).toBe("payment_pending");
    const paid = await liqpayCallback({
      payment_id: 9003,
      status: "success",
      order_id: buyer.order_number,
      amount: buyer.amount / 100,
      currency: buyer.currency,
    });
    expect(paid.json()).toMatchObject({ order: { payment_status: "paid" } });
  });

  it("refuses order fields that name a payment under another provider than the one it was created with", async () => {
    const buyer = await reserve();
    const created = await inject("POST", "/buy_online/payment", {
      payment: {
        amount: buyer.amount,
        currency: buyer.currency,
        vehicle_id: buyer.vehicle.id,
        company_uuid: "default",
      },
    });
    const intent = created.json<{ payment_intent_id: string }>().payment_intent_id;
    const crossed = await inject("POST", "/buy_online/orders", {
      lock_id: buyer.lock_id,
      vehicle_id: buyer.vehicle.id,
      vendor_uuid: "paypal",
      paypal_order_id: intent,
    });
    expect(crossed.statusCode, crossed.body).toBe(422);
    expect(crossed.json()).toMatchObject({ issues: [{ pointer: "/vendor_uuid" }] });
  });
});
