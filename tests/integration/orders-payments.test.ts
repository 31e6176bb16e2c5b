import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { canBeBought } from "../../model/listings/availability.ts";

const ORIGIN = "http://localhost";
const STRIPE_WEBHOOK_SECRET = "whsec_test_secret";
const LIQPAY_PRIVATE = "liqpay-private-key";
const PAYPAL_API = "https://paypal.test";
const fleet = generateFleet(30, 5);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

/** What the Stripe API was asked, and the intents it holds (status set by the test). */
const stripeCalls: { path: string; body: URLSearchParams; account: string | null }[] = [];
const intents = new Map<
  string,
  { status: string; metadata: Record<string, string>; amount: number; amount_received: number; currency: string }
>();
let paypalVerifies = true;
const refunds: URLSearchParams[] = [];

const mockServer = setupServer(
  http.post("https://api.stripe.com/v1/payment_intents", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    stripeCalls.push({ path: "/v1/payment_intents", body, account: request.headers.get("stripe-account") });
    const id = `pi_${body.get("metadata[order_number]")}_${body.get("capture_method")}`;
    const metadata = { order_number: body.get("metadata[order_number]")! };
    const amount = Number(body.get("amount"));
    if (!intents.has(id))
      intents.set(id, {
        status: "requires_payment_method",
        metadata,
        amount,
        amount_received: amount,
        currency: String(body.get("currency")),
      });
    return HttpResponse.json({
      id,
      object: "payment_intent",
      amount: Number(body.get("amount")),
      currency: body.get("currency"),
      capture_method: body.get("capture_method"),
      client_secret: `${id}_secret_abc`,
      status: intents.get(id)!.status,
      metadata,
    });
  }),
  http.get("https://api.stripe.com/v1/payment_intents/:id", ({ params }) => {
    const intent = intents.get(String(params.id));
    if (!intent) return HttpResponse.json({ error: { message: "No such intent" } }, { status: 404 });
    return HttpResponse.json({ id: params.id, object: "payment_intent", ...intent });
  }),
  http.post("https://api.stripe.com/v1/refunds", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    refunds.push(body);
    return HttpResponse.json({ id: `re_${refunds.length}`, object: "refund", status: "succeeded" });
  }),
  http.post(`${PAYPAL_API}/v1/oauth2/token`, () => HttpResponse.json({ access_token: "paypal-token" })),
  http.post(`${PAYPAL_API}/v2/checkout/orders`, async ({ request }) => {
    const body = (await request.json()) as { purchase_units: { custom_id: string; amount: { value: string } }[] };
    return HttpResponse.json({ id: `PP-${body.purchase_units[0]!.custom_id}`, status: "CREATED" }, { status: 201 });
  }),
  http.post(`${PAYPAL_API}/v2/checkout/orders/:id/capture`, ({ params }) =>
    HttpResponse.json({ id: params.id, status: "COMPLETED" }, { status: 201 }),
  ),
  http.post(`${PAYPAL_API}/v1/notifications/verify-webhook-signature`, () =>
    HttpResponse.json({ verification_status: paypalVerifies ? "SUCCESS" : "FAILURE" }),
  ),
);

describe.each(DATABASE_KINDS)("buy online payments on %s", (kind) => {
  let testApp: TestApp;
  let next = 0;
  const stripe = new Stripe("sk_test_x");

  const inject = (
    method: "POST" | "PUT" | "GET",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** A fresh vehicle reserved by a buyer: its lock and order number. */
  async function reserve() {
    const vehicle = orderable[next++]!;
    const lock = (
      await inject("POST", "/buy_online/orders/init", { vehicle_id: vehicle.id, company_uuid: "default" })
    ).json<{
      lock_id: string;
      order_number: string;
      amount: number;
      currency: string;
    }>();
    return { vehicle, ...lock };
  }

  const stripeWebhook = (event: object, secret = STRIPE_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return testApp.app.inject({
      method: "POST",
      url: "/buy_online/webhooks/stripe",
      headers: {
        "content-type": "application/json",
        "stripe-signature": stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };
  const intentEvent = (id: string, type: string, intentId: string, orderNumber: string) => ({
    id,
    object: "event",
    type,
    data: {
      object: {
        ...intents.get(intentId),
        id: intentId,
        object: "payment_intent",
        metadata: { order_number: orderNumber },
      },
    },
  });
  const history = async (number: string) =>
    (await testApp.services.orders.store.events(number)).map((event) => event.to_state);

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
        // A confirm right after another may ask the provider again (the interval: orders-buyer-guards.test.ts).
        BUY_ONLINE_RECONCILE_MS: "1",
      },
    });
    await testApp.services.fleet.replace(fleet);
  });
  afterEach(() => {
    paypalVerifies = true;
  });
  afterAll(async () => {
    mockServer.close();
    await testApp.close();
  });

  it("offers the configured providers", async () => {
    expect((await inject("GET", "/buy_online/providers")).json()).toMatchObject({
      vendors: ["stripe", "paypal", "liqpay"],
      paypal_client_id: "paypal-client",
      liqpay_public_key: "liqpay-public",
    });
  });

  it("Stripe: creates the PaymentIntent for the order's amount, the webhook pays it, the buyer's confirm confirms it", async () => {
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
    const intent = created.json<{ payment_intent_id: string; client_secret: string }>();
    const call = stripeCalls.at(-1)!;
    expect(call.body.get("amount")).toBe(String(buyer.amount));
    expect(call.body.get("currency")).toBe("eur");
    expect(call.body.get("capture_method")).toBe("automatic");
    // The default company sells on the platform's own account (a company's: orders-companies.test.ts).
    expect(call.account).toBeNull();
    expect(intent.client_secret).toContain("_secret_");

    const ordered = await inject("POST", "/buy_online/orders", {
      lock_id: buyer.lock_id,
      vehicle_id: buyer.vehicle.id,
      vendor_uuid: "stripe",
      stripe_payment_intent_id: intent.payment_intent_id,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json()).toMatchObject({ payment_status: "payment_pending" });

    const event = intentEvent(
      `evt_${buyer.order_number}`,
      "payment_intent.succeeded",
      intent.payment_intent_id,
      buyer.order_number,
    );
    const received = await stripeWebhook(event);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ duplicate: false, order: { payment_status: "confirmed" } });
    // The same event again changes nothing.
    const again = await stripeWebhook(event);
    expect(again.json()).toMatchObject({ duplicate: true });
    expect(await history(buyer.order_number)).toEqual(["initiated", "payment_pending", "paid", "confirmed"]);
    const confirmed = await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`);
    expect(confirmed.json()).toMatchObject({ payment_status: "confirmed" });

    // The admin's list shows what the buyer paid: the whole reservation amount.
    const adminEmail = `refunder-${kind}@example.com`;
    const admin = await signIn(testApp, "admin", adminEmail);
    const listed = (await testApp.app.inject({ url: "/orders?items=200", headers: admin.headers })).json<{
      data: { order_number: string; amount: number; amount_paid: number }[];
    }>();
    expect(listed.data.find((order) => order.order_number === buyer.order_number)).toMatchObject({
      amount: buyer.amount,
      amount_paid: buyer.amount,
    });

    // The detail offers a refund through Stripe, not a cancel, and says why.
    const detail = await testApp.app.inject({ url: `/orders/${buyer.order_number}/admin`, headers: admin.headers });
    expect(detail.json<{ actions: unknown }>().actions).toEqual({
      cancel: { allowed: false, reason: "This order was paid: refund it instead." },
      refund: { allowed: true, reason: null },
    });

    // An admin refunds it through Stripe; the vehicle is free again.
    const refunded = await testApp.app.inject({
      method: "POST",
      url: `/orders/${buyer.order_number}/refund`,
      headers: { ...admin.headers, origin: ORIGIN },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ payment_status: "refunded" });
    expect(refunds.at(-1)?.get("payment_intent")).toBe(intent.payment_intent_id);
    // The history says who refunded it, and nothing more is offered.
    const after = refunded.json<{
      events: { to_state: string; source: string; actor: string | null }[];
      actions: { cancel: { allowed: boolean }; refund: { allowed: boolean } };
    }>();
    expect(after.events.at(-1)).toMatchObject({ to_state: "refunded", source: "admin", actor: adminEmail });
    expect(after.events[0]).toMatchObject({ source: "buyer", actor: null });
    expect([after.actions.cancel.allowed, after.actions.refund.allowed]).toEqual([false, false]);
    const next = await inject("POST", "/buy_online/orders/init", {
      vehicle_id: buyer.vehicle.id,
      company_uuid: "default",
    });
    expect(next.statusCode).toBe(201);
  });

  it("Stripe: a manual-capture payment puts the order on hold", async () => {
    const buyer = await reserve();
    const created = await inject("POST", "/buy_online/payment", {
      payment: {
        amount: buyer.amount,
        currency: "eur",
        vehicle_id: buyer.vehicle.id,
        company_uuid: "default",
        capture_method: "manual",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { payment_intent_id } = created.json<{ payment_intent_id: string }>();
    expect(stripeCalls.at(-1)!.body.get("capture_method")).toBe("manual");
    const held = await stripeWebhook(
      intentEvent(
        `evt_hold_${buyer.order_number}`,
        "payment_intent.amount_capturable_updated",
        payment_intent_id,
        buyer.order_number,
      ),
    );
    expect(held.json()).toMatchObject({ order: { payment_status: "on_hold" } });
  });

  it("Stripe: refuses a forged signature and a tampered amount, changing nothing", async () => {
    const buyer = await reserve();
    const tampered = await inject("POST", "/buy_online/payment", {
      payment: { amount: 1, currency: buyer.currency, vehicle_id: buyer.vehicle.id, company_uuid: "default" },
    });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json()).toMatchObject({ error: "amount_mismatch" });
    const otherCurrency = await inject("POST", "/buy_online/payment", {
      payment: { amount: buyer.amount, currency: "USD", vehicle_id: buyer.vehicle.id, company_uuid: "default" },
    });
    expect(otherCurrency.statusCode).toBe(422);
    const created = (
      await inject("POST", "/buy_online/payment", {
        payment: {
          amount: buyer.amount,
          currency: buyer.currency,
          vehicle_id: buyer.vehicle.id,
          company_uuid: "default",
        },
      })
    ).json<{ payment_intent_id: string }>();
    const forged = await stripeWebhook(
      intentEvent("evt_forged", "payment_intent.succeeded", created.payment_intent_id, buyer.order_number),
      "whsec_someone_else",
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: "bad_signature" });
    expect(await history(buyer.order_number)).toEqual(["initiated", "payment_pending"]);
  });

  it("Stripe: a confirm that arrives before the webhook asks Stripe and confirms a succeeded payment", async () => {
    const buyer = await reserve();
    const { payment_intent_id } = (
      await inject("POST", "/buy_online/payment", {
        payment: {
          amount: buyer.amount,
          currency: buyer.currency,
          vehicle_id: buyer.vehicle.id,
          company_uuid: "default",
        },
      })
    ).json<{ payment_intent_id: string }>();
    await inject("POST", "/buy_online/orders", {
      lock_id: buyer.lock_id,
      vehicle_id: buyer.vehicle.id,
      vendor_uuid: "stripe",
      stripe_payment_intent_id: payment_intent_id,
    });
    const early = await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: "payment_pending" });
    intents.get(payment_intent_id)!.status = "succeeded";
    const confirmed = await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ payment_status: "confirmed" });
    // The late webhook is one more event, not a second transition.
    const late = await stripeWebhook(
      intentEvent(`evt_late_${buyer.order_number}`, "payment_intent.succeeded", payment_intent_id, buyer.order_number),
    );
    expect(late.statusCode).toBe(200);
    expect((await history(buyer.order_number)).filter((state) => state === "paid")).toHaveLength(1);
  });

  it("PayPal: creates the order for the reservation, the approved webhook captures and pays it", async () => {
    const buyer = await reserve();
    const tampered = await inject("POST", "/buy_online/paypal/create_order", {
      order: {
        amount_value: "1.00",
        amount_currency_code: buyer.currency,
        company_uuid: "default",
        vehicle_id: buyer.vehicle.id,
      },
    });
    expect(tampered.statusCode).toBe(422);
    const created = await inject("POST", "/buy_online/paypal/create_order", {
      order: {
        amount_value: (buyer.amount / 100).toFixed(2),
        amount_currency_code: buyer.currency,
        company_uuid: "default",
        vehicle_id: buyer.vehicle.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const paypalOrder = created.json<{ id: string }>().id;
    const webhook = (id: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/buy_online/webhooks/paypal",
        headers: { "content-type": "application/json", "paypal-transmission-id": "t1" },
        payload: JSON.stringify({
          id,
          event_type: "CHECKOUT.ORDER.APPROVED",
          resource: {
            id: paypalOrder,
            intent: "CAPTURE",
            custom_id: buyer.order_number,
            purchase_units: [{ amount: { currency_code: buyer.currency, value: (buyer.amount / 100).toFixed(2) } }],
          },
        }),
      });
    paypalVerifies = false;
    const forged = await webhook("WH-EVT-forged");
    expect(forged.statusCode).toBe(400);
    paypalVerifies = true;
    const received = await webhook(`WH-EVT-${buyer.order_number}`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({ order: { payment_status: "paid" } });
    expect((await webhook(`WH-EVT-${buyer.order_number}`)).json()).toMatchObject({ duplicate: true });
    const ordered = await inject("POST", "/buy_online/orders", {
      lock_id: buyer.lock_id,
      vehicle_id: buyer.vehicle.id,
      vendor_uuid: "paypal",
      paypal_order_id: paypalOrder,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const confirmed = await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`);
    expect(confirmed.json()).toMatchObject({ payment_status: "confirmed" });
  });

  it("LiqPay: signs the checkout data as LiqPay defines, the signed callback pays the order, a forged one is refused", async () => {
    const buyer = await reserve();
    const query = new URLSearchParams({
      company_uuid: "default",
      amount: (buyer.amount / 100).toFixed(2),
      currency: buyer.currency,
      vehicle_id: buyer.vehicle.id,
    });
    const checkout = await inject("GET", `/buy_online/liqpay/checkout_data?${query}`);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { data, signature } = checkout.json<{ data: string; signature: string }>();
    const sign = (text: string) =>
      createHash("sha1")
        .update(LIQPAY_PRIVATE + text + LIQPAY_PRIVATE)
        .digest("base64");
    expect(signature).toBe(sign(data));
    expect(JSON.parse(Buffer.from(data, "base64").toString())).toMatchObject({
      version: 3,
      public_key: "liqpay-public",
      action: "pay",
      amount: (buyer.amount / 100).toFixed(2),
      currency: buyer.currency,
      order_id: buyer.order_number,
      language: "en",
    });
    const tampered = await inject(
      "GET",
      `/buy_online/liqpay/checkout_data?${query.toString().replace(/amount=[^&]+/, "amount=1")}`,
    );
    expect(tampered.statusCode).toBe(422);

    const callbackData = Buffer.from(
      JSON.stringify({
        payment_id: 77,
        status: "success",
        order_id: buyer.order_number,
        amount: buyer.amount / 100,
        currency: buyer.currency,
      }),
    ).toString("base64");
    const callback = (sig: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/buy_online/liqpay/callback",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ data: callbackData, signature: sig }).toString(),
      });
    expect((await callback(sign(callbackData).replace(/^./, "A"))).statusCode).toBe(400);
    const paid = await callback(sign(callbackData));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ order: { payment_status: "paid" } });
    expect((await callback(sign(callbackData))).json()).toMatchObject({ duplicate: true });
    expect(await history(buyer.order_number)).toEqual(["initiated", "payment_pending", "paid"]);
  });
});
