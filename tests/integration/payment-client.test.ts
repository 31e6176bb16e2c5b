import { createHash } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createOrder, initOrder, type OrderFields } from "../../blocks/_shared/order-online/api.ts";
import { awaitConfirmation, paymentReturnOf } from "../../blocks/_shared/order-online/payment/confirm-payment.ts";
import {
  createPayPalOrder,
  createStripePayment,
  fetchLiqPayCheckout,
  fetchProviders,
  formatAmount,
  publicKeyOf,
  type Price,
  type Reservation,
} from "../../blocks/_shared/order-online/payment/payment-api.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { canBeBought } from "../../model/listings/availability.ts";

/**
 * The checkout's payment glue (blocks/_shared/order-online/payment/) against the real server: the
 * browser's calls go to the app (fetch of a same-site path is answered by app.inject), the payment
 * providers' APIs are msw fakes (the third parties this machine cannot reach).
 */
const ORIGIN = "http://localhost";
const LIQPAY_PRIVATE = "liqpay-private-key";
const PAYPAL_API = "https://paypal.test";
const fleet = generateFleet(20, 7);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));
const intents = new Map<
  string,
  { status: string; metadata: Record<string, string>; amount: number; currency: string }
>();
const paypalOrders: { amount: string; currency: string; customId: string }[] = [];

const providers = setupServer(
  http.post("https://api.stripe.com/v1/payment_intents", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const id = `pi_${body.get("metadata[order_number]")}`;
    const metadata = { order_number: body.get("metadata[order_number]")! };
    if (!intents.has(id))
      intents.set(id, {
        status: "requires_payment_method",
        metadata,
        amount: Number(body.get("amount")),
        currency: String(body.get("currency")),
      });
    return HttpResponse.json({ id, object: "payment_intent", client_secret: `${id}_secret_x`, ...intents.get(id) });
  }),
  http.get("https://api.stripe.com/v1/payment_intents/:id", ({ params }) =>
    HttpResponse.json({ id: params.id, object: "payment_intent", ...intents.get(String(params.id)) }),
  ),
  http.post(`${PAYPAL_API}/v1/oauth2/token`, () => HttpResponse.json({ access_token: "paypal-token" })),
  http.post(`${PAYPAL_API}/v2/checkout/orders`, async ({ request }) => {
    const body = (await request.json()) as {
      purchase_units: { custom_id: string; amount: { value: string; currency_code: string } }[];
    };
    const unit = body.purchase_units[0]!;
    paypalOrders.push({ amount: unit.amount.value, currency: unit.amount.currency_code, customId: unit.custom_id });
    return HttpResponse.json({ id: `PP-${unit.custom_id}`, status: "CREATED" }, { status: 201 });
  }),
);

describe("checkout payment glue against the server", () => {
  let testApp: TestApp;
  let next = 0;
  let price: Price;

  /** A fresh vehicle reserved through the browser's own init call. */
  async function reserve(): Promise<Reservation> {
    const vehicle = orderable[next++]!;
    const lock = await initOrder(vehicle.id, "default");
    if (!lock.ok) throw new Error(lock.message);
    return { vehicleId: vehicle.id, lockId: lock.value.lock_id, companyUuid: "default" };
  }

  const fields = (reservation: Reservation, vendor: string): OrderFields => ({
    vendor_uuid: vendor,
    lock_id: reservation.lockId,
    vehicle_id: reservation.vehicleId,
    metadata: {},
    finance_option: "cash",
    lead_attributes: {},
    confirmation_by_link: true,
    customer_email: "buyer@example.com",
    locale: "en",
  });

  beforeAll(async () => {
    providers.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp("sqlite", {
      env: {
        ORDER_SWEEPER: "false",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_PUBLISHABLE_KEY: "pk_test_public",
        PAYPAL_CLIENT_ID: "paypal-client",
        PAYPAL_CLIENT_SECRET: "paypal-secret",
        PAYPAL_API_BASE: PAYPAL_API,
        LIQPAY_PUBLIC_KEY: "liqpay-public",
        LIQPAY_PRIVATE_KEY: LIQPAY_PRIVATE,
        PUBLIC_URL: ORIGIN,
        // The glue polls confirm as fast as the test goes: each poll may ask Stripe.
        BUY_ONLINE_RECONCILE_MS: "1",
      },
    });
    await testApp.services.fleet.replace(fleet);
    // The browser's same-site calls reach the app; anything else (the providers) goes on to msw.
    const outside = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      if (!url.startsWith("/")) return outside(input, init);
      const answer = await testApp.app.inject({
        method: (init?.method ?? "GET") as "GET",
        url,
        headers: { origin: ORIGIN, ...(init?.headers as Record<string, string>) },
        ...(init?.body ? { payload: String(init.body) } : {}),
      });
      return new Response(answer.statusCode === 204 ? null : answer.body, {
        status: answer.statusCode,
        headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
      });
    });
    const offered = await fetchProviders();
    if (!offered.ok) throw new Error(offered.message);
    price = { amount: offered.value.amount, currency: offered.value.currency };
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    providers.close();
    await testApp.close();
  });

  it("reads the public keys (never a secret) and the reservation price from the providers endpoint", async () => {
    const offered = await fetchProviders();
    expect(offered.ok).toBe(true);
    if (!offered.ok) return;
    expect(publicKeyOf(offered.value, "stripe")).toBe("pk_test_public");
    expect(publicKeyOf(offered.value, "paypal")).toBe("paypal-client");
    expect(publicKeyOf(offered.value, "liqpay")).toBe("liqpay-public");
    expect(JSON.stringify(offered.value)).not.toMatch(/sk_test_x|paypal-secret|liqpay-private/);
    expect(publicKeyOf({ ...offered.value, vendors: ["NO_PAYMENT_JAPAN"] }, "stripe")).toBeNull();
    expect(formatAmount({ amount: 100_000, currency: "EUR" }, "en")).toBe("€1,000.00");
  });

  it("Stripe: the intent for the order's amount, the order fields naming it, then confirm asks Stripe and confirms", async () => {
    const reservation = await reserve();
    const payment = await createStripePayment(reservation, price);
    expect(payment.ok).toBe(true);
    if (!payment.ok) return;
    expect(payment.value.client_secret).toBe(`${payment.value.payment_intent_id}_secret_x`);
    expect(intents.get(payment.value.payment_intent_id)?.amount).toBe(price.amount);
    const ordered = await createOrder({
      ...fields(reservation, "stripe"),
      stripe_payment_intent_id: payment.value.payment_intent_id,
    });
    expect(ordered.ok).toBe(true);

    // Not paid yet: confirm keeps saying "pending" and the glue gives up without an error.
    const waits: number[] = [];
    const early = await awaitConfirmation(payment.value.order_number, {
      attempts: 3,
      wait: async (ms) => void waits.push(ms),
    });
    expect(early).toEqual({ kind: "pending" });
    expect(waits).toHaveLength(2);

    // Stripe.js confirmed the card: the server's confirm asks Stripe and confirms the order.
    intents.get(payment.value.payment_intent_id)!.status = "succeeded";
    const confirmed = await awaitConfirmation(payment.value.order_number, { wait: async () => {} });
    expect(confirmed).toMatchObject({ kind: "confirmed", order: { payment_status: "confirmed" } });
  });

  it("a tampered amount is refused by the server and nothing is created", async () => {
    const reservation = await reserve();
    const before = intents.size;
    const payment = await createStripePayment(reservation, { ...price, amount: price.amount - 1 });
    expect(payment).toMatchObject({ ok: false, status: 422, code: "amount_mismatch" });
    expect(intents.size).toBe(before);
  });

  it("PayPal: the order for the server's amount as a decimal, named in the order fields", async () => {
    const reservation = await reserve();
    const order = await createPayPalOrder(reservation, price);
    expect(order.ok).toBe(true);
    if (!order.ok) return;
    expect(order.value.id).toBe(`PP-${order.value.order_number}`);
    expect(paypalOrders.at(-1)).toEqual({
      amount: "1000.00",
      currency: price.currency,
      customId: order.value.order_number,
    });
    const ordered = await createOrder({ ...fields(reservation, "paypal"), paypal_order_id: order.value.id });
    expect(ordered.ok).toBe(true);
  });

  it("LiqPay: data and signature as LiqPay defines them, language 'en', the site's success page as result_url", async () => {
    const reservation = await reserve();
    const checkout = await fetchLiqPayCheckout(reservation, price);
    expect(checkout.ok).toBe(true);
    if (!checkout.ok) return;
    const { data, signature, order_id } = checkout.value;
    expect(signature).toBe(
      createHash("sha1")
        .update(LIQPAY_PRIVATE + data + LIQPAY_PRIVATE)
        .digest("base64"),
    );
    expect(JSON.parse(Buffer.from(data, "base64").toString("utf8"))).toMatchObject({
      public_key: "liqpay-public",
      action: "pay",
      amount: "1000.00",
      currency: price.currency,
      language: "en",
      order_id,
      result_url: `http://localhost/showroom-order-online/success?order=${order_id}`,
      server_url: "http://localhost/buy_online/liqpay/callback",
    });
    const ordered = await createOrder({ ...fields(reservation, "liqpay"), liqpay_order_id: order_id });
    expect(ordered.ok).toBe(true);
  });

  it("a confirm refused for another reason than a pending payment is reported at once", async () => {
    let calls = 0;
    const refused = await awaitConfirmation("X", {
      confirm: async () => {
        calls++;
        return { ok: false, status: 409, message: "The reservation ran out; start again.", code: "lock_expired" };
      },
    });
    expect(refused).toMatchObject({ kind: "refused", code: "lock_expired" });
    expect(calls).toBe(1);
  });

  it("reads the order and outcome a payment method that left the site comes back with", () => {
    expect(paymentReturnOf("?order=OR-1&payment_intent=pi_1&redirect_status=succeeded")).toEqual({
      order: "OR-1",
      succeeded: true,
    });
    expect(paymentReturnOf("?order=OR-1&redirect_status=failed")).toEqual({ order: "OR-1", succeeded: false });
    expect(paymentReturnOf("?redirect_status=succeeded")).toBeNull();
    expect(paymentReturnOf("")).toBeNull();
  });
});
