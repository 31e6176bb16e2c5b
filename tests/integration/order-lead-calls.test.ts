import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { canBeBought } from "../../model/listings/availability.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { createForm, postLead, VALID_LEAD } from "../support/forms.ts";

const ORIGIN = "http://localhost";
const LEADS_API = "https://leads.example.test";
const fleet = generateFleet(20, 7);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

/** What the lead service was told, by call. */
const leadService = {
  leads: 0,
  paymentIntents: [] as { body: unknown; idempotencyKey: string | null }[],
  cancellations: [] as { id: string; body: unknown }[],
};
/** Stripe and the lead service, mocked at the HTTP layer: the real clients run against them. */
const mockServer = setupServer(
  http.post("https://api.stripe.com/v1/payment_intents", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    const id = `pi_${body.get("metadata[order_number]")}`;
    return HttpResponse.json({
      id,
      object: "payment_intent",
      amount: Number(body.get("amount")),
      currency: body.get("currency"),
      capture_method: body.get("capture_method"),
      client_secret: `${id}_secret_abc`,
      status: "requires_payment_method",
      metadata: {},
    });
  }),
  http.post(`${LEADS_API}/api/leads`, () =>
    HttpResponse.json({ id: `remote-${++leadService.leads}` }, { status: 201 }),
  ),
  http.post(`${LEADS_API}/api/stripe/create_payment_intent`, async ({ request }) => {
    leadService.paymentIntents.push({
      body: await request.json(),
      idempotencyKey: request.headers.get("idempotency-key"),
    });
    return HttpResponse.json({ ok: true });
  }),
  http.put(`${LEADS_API}/api/leads/:id/initialize_cancellation`, async ({ params, request }) => {
    leadService.cancellations.push({ id: String(params.id), body: await request.json() });
    return HttpResponse.json({ ok: true });
  }),
);

describe.each(DATABASE_KINDS)("the lead-service calls an order owes on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let next = 0;
  let formId = "";
  let plainFormId = "";
  let ip = 0;

  const inject = (method: "POST" | "PUT", url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method, url, headers: { origin: ORIGIN, ...headers }, payload });
  const newLead = async (form: string) => {
    const posted = await postLead(testApp, form, { data: VALID_LEAD }, { "x-forwarded-for": `10.9.0.${++ip}` });
    expect(posted.statusCode, posted.body).toBe(201);
    return posted.json<{ id: string }>().id;
  };
  /** A buyer reserves a car, pays with Stripe and places the order with the lead their form created. */
  const placeOrder = async (leadId: string | undefined) => {
    const vehicle = orderable[next++]!;
    const lock = (
      await inject("POST", "/buy_online/orders/init", { vehicle_id: vehicle.id, company_uuid: "default" })
    ).json<{ lock_id: string; order_number: string; amount: number; currency: string }>();
    const payment = await inject("POST", "/buy_online/payment", {
      payment: { amount: lock.amount, currency: lock.currency, vehicle_id: vehicle.id, company_uuid: "default" },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const intent = payment.json<{ payment_intent_id: string }>().payment_intent_id;
    const ordered = await inject("POST", "/buy_online/orders", {
      lock_id: lock.lock_id,
      vehicle_id: vehicle.id,
      vendor_uuid: "stripe",
      stripe_payment_intent_id: intent,
      ...(leadId ? { rdx_forms_lead_id: leadId } : {}),
    });
    return { ordered, intent, lock };
  };
  const leadCalls = () => testApp.services.orderLeadCalls;
  const runAll = async () => {
    while ((await testApp.services.forms.worker.runOnce()) > 0);
    while ((await leadCalls().runOnce()) > 0);
  };

  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp(kind, {
      env: {
        OUTBOX_WORKER: "false",
        ORDER_SWEEPER: "false",
        LEADS_API_URL: LEADS_API,
        LEADS_API_TOKEN: "leads-token",
        STRIPE_SECRET_KEY: "sk_test_x",
        TRUST_PROXY: "127.0.0.1",
        OUTBOX_RETRY_MS: "1",
      },
    });
    await testApp.services.fleet.replace(fleet);
    admin = await signIn(testApp, "admin");
    formId = (await createForm(testApp, admin)).id;
    plainFormId = (await createForm(testApp, admin)).id;
    const integrations = await testApp.app.inject({
      method: "PUT",
      url: `/forms/${formId}/integrations`,
      headers: admin.headers,
      payload: { lead_service: { enabled: true } },
    });
    expect(integrations.statusCode, integrations.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    mockServer.close();
    await testApp.close();
  });

  it("tells the lead service the payment intent with the lead's id, from the outbox and only once the lead is there", async () => {
    const before = leadService.paymentIntents.length;
    const told = () => leadService.paymentIntents.slice(before);
    const leadId = await newLead(formId);
    const { ordered, intent, lock } = await placeOrder(leadId);
    expect(ordered.statusCode, ordered.body).toBe(201);
    // Owed, never sent inside the buyer's request.
    expect(told()).toHaveLength(0);
    const [owed] = await leadCalls().callsOf(lock.order_number);
    expect(owed).toMatchObject({ kind: "payment_intent", status: "pending", lead_id: leadId });

    // The lead itself has not reached the lead service yet: the call waits and is tried again.
    while ((await leadCalls().runOnce()) > 0) if (told().length > 0) break;
    const waiting = (await leadCalls().callsOf(lock.order_number))[0]!;
    expect(waiting.status).toBe("pending");
    expect(waiting.last_error).toBe("the lead has not reached the lead service yet");
    expect(told()).toHaveLength(0);

    await testApp.database.handle.db
      .updateTable("order_lead_calls")
      .set({ next_attempt_at: new Date(0).toISOString() })
      .where("id", "=", waiting.id)
      .execute();
    await runAll();
    expect(told()).toHaveLength(1);
    const sent = told()[0]!;
    expect(sent.body).toMatchObject({
      payment_intent: {
        id: intent,
        salesforce_lead_id: `remote-${leadService.leads}`,
        order_number: lock.order_number,
      },
    });
    expect(sent.idempotencyKey).toBe(waiting.id);
    expect((await leadCalls().callsOf(lock.order_number))[0]).toMatchObject({ status: "delivered", last_error: null });
  });

  it("tells the lead service when the reservation is cancelled, once", async () => {
    const leadId = await newLead(formId);
    const { ordered, lock } = await placeOrder(leadId);
    expect(ordered.statusCode, ordered.body).toBe(201);
    await runAll();
    const remoteId = `remote-${leadService.leads}`;
    const cancelled = await testApp.app.inject({
      method: "POST",
      url: `/orders/${lock.order_number}/cancel`,
      headers: admin.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(leadService.cancellations.filter((call) => call.id === remoteId)).toHaveLength(0);
    await runAll();
    await runAll();
    expect(leadService.cancellations.filter((call) => call.id === remoteId)).toEqual([
      { id: remoteId, body: { order_number: lock.order_number } },
    ]);
    const kinds = (await leadCalls().callsOf(lock.order_number)).map((call) => `${call.kind}:${call.status}`);
    expect(kinds.sort()).toEqual(["cancellation:delivered", "payment_intent:delivered"]);
  });

  it("owes nothing for an order without a lead, or whose lead's form does not use the lead service", async () => {
    const withoutLead = await placeOrder(undefined);
    expect(withoutLead.ordered.statusCode).toBe(201);
    const plainLead = await newLead(plainFormId);
    const plain = await placeOrder(plainLead);
    expect(plain.ordered.statusCode).toBe(201);
    expect(await leadCalls().callsOf(withoutLead.lock.order_number)).toEqual([]);
    expect(await leadCalls().callsOf(plain.lock.order_number)).toEqual([]);
  });

  it("refuses an order naming a lead the site does not have, with the field's path, and stores nothing of it", async () => {
    const { ordered, lock } = await placeOrder("no-such-lead");
    expect(ordered.statusCode).toBe(422);
    expect(ordered.body).toContain("/rdx_forms_lead_id");
    expect(await leadCalls().callsOf(lock.order_number)).toEqual([]);
    const order = await testApp.services.orders.store.order(lock.order_number);
    expect(order?.lead_id ?? null).toBeNull();
    expect(order?.details ?? null).toBeNull();
  });
});
