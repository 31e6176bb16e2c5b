import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { canBeBought } from "../../model/listings/availability.ts";

/** inject()'s default Host is localhost:80: the browser's Origin on this site. */
const ORIGIN = "http://localhost";
const fleet = generateFleet(30, 7);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

/** Which Stripe account each PaymentIntent was created on (the Stripe-Account header). */
const intentAccounts: (string | null)[] = [];
const mockServer = setupServer(
  http.post("https://api.stripe.com/v1/payment_intents", async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    intentAccounts.push(request.headers.get("stripe-account"));
    const id = `pi_${body.get("metadata[order_number]")}`;
    return HttpResponse.json({
      id,
      object: "payment_intent",
      amount: Number(body.get("amount")),
      currency: body.get("currency"),
      capture_method: body.get("capture_method"),
      client_secret: `${id}_secret`,
      status: "requires_payment_method",
      metadata: {},
    });
  }),
);

const COMPANIES = [
  { uuid: "north-motors", name: "North Motors", vendor: "stripe", stripe_account_id: "acct_North1" },
  { uuid: "free-reserve", name: "Free Reserve", vendor: "NO_PAYMENT_JAPAN" },
];

describe.each(DATABASE_KINDS)("buy-online companies on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let next = 0;
  const fresh = () => orderable[next++]!;
  const init = (vehicleId: string, company: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders/init",
      headers: { origin: ORIGIN },
      payload: { vehicle_id: vehicleId, company_uuid: company },
    });
  const post = (url: string, payload: object) =>
    testApp.app.inject({ method: "POST", url, headers: { origin: ORIGIN }, payload });
  const saveCompanies = (value: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "buy_online.companies", value: JSON.stringify(value) },
    });

  beforeAll(async () => {
    mockServer.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp(kind, {
      env: { ORDER_SWEEPER: "false", STRIPE_SECRET_KEY: "sk_test_x", BUY_ONLINE_FREE_RESERVATION: "true" },
    });
    await testApp.services.fleet.replace(fleet);
    admin = await signIn(testApp, "admin");
  });
  afterAll(async () => {
    mockServer.close();
    await testApp.close();
  });

  it("knows the company 'default' when no companies are configured, and refuses any other with 422", async () => {
    const vehicle = fresh();
    const unknown = await init(vehicle.id, "nobody");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      message: "There is no company nobody selling online.",
      issues: [{ pointer: "/company_uuid" }],
    });
    const written = await testApp.database.handle.db
      .selectFrom("vehicle_locks")
      .select("lock_id")
      .where("vehicle_id", "=", vehicle.id)
      .execute();
    expect(written).toEqual([]);
    const known = await init(vehicle.id, "default");
    expect(known.statusCode, known.body).toBe(201);
    expect(known.json()).toMatchObject({ company_uuid: "default", vendors: ["NO_PAYMENT_JAPAN", "stripe"] });
  });

  it("refuses a companies setting that is not a list of companies, naming the problem", async () => {
    const bad = await saveCompanies([{ uuid: "x", name: "X", stripe_account_id: "not-an-account" }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain("stripe_account_id");
  });

  it("uses the configured company's vendor and Stripe account for its orders", async () => {
    expect((await saveCompanies(COMPANIES)).statusCode).toBeLessThan(300);
    intentAccounts.length = 0;
    const vehicle = fresh();
    const lock = await init(vehicle.id, "north-motors");
    expect(lock.statusCode, lock.body).toBe(201);
    const { order_number, amount, currency } = lock.json<{ order_number: string; amount: number; currency: string }>();
    expect(lock.json()).toMatchObject({ company_uuid: "north-motors", vendors: ["stripe"] });

    // Another company's uuid, or another Stripe account from the browser, is refused and creates nothing.
    const payment = { amount, currency, vehicle_id: vehicle.id, company_uuid: "north-motors" };
    const wrongCompany = await post("/buy_online/payment", { payment: { ...payment, company_uuid: "free-reserve" } });
    expect(wrongCompany.statusCode).toBe(422);
    expect(wrongCompany.json()).toMatchObject({ issues: [{ pointer: "/company_uuid" }] });
    const wrongAccount = await post("/buy_online/payment", {
      payment: { ...payment, stripe_account_id: "acct_Someone" },
    });
    expect(wrongAccount.statusCode).toBe(422);
    expect(wrongAccount.json()).toMatchObject({ issues: [{ pointer: "/stripe_account_id" }] });
    expect(intentAccounts).toEqual([]);

    const created = await post("/buy_online/payment", { payment });
    expect(created.statusCode, created.body).toBe(201);
    expect(intentAccounts).toEqual(["acct_North1"]);
    const order = await testApp.services.orders.read(order_number);
    expect(order).toMatchObject({ company_uuid: "north-motors", provider_account: "acct_North1", vendor: "stripe" });

    // The free reservation is offered on this site, but not by this company.
    const free = await post("/buy_online/orders", {
      lock_id: lock.json<{ lock_id: string }>().lock_id,
      vehicle_id: vehicle.id,
      vendor_uuid: "NO_PAYMENT_JAPAN",
    });
    expect(free.statusCode).toBe(422);
    expect(free.json()).toMatchObject({ message: "vendor_uuid must be one of stripe." });
  });

  it("keeps a free-reservation company's orders off Stripe", async () => {
    const vehicle = fresh();
    const lock = await init(vehicle.id, "free-reserve");
    expect(lock.json()).toMatchObject({ vendors: ["NO_PAYMENT_JAPAN"] });
    const { amount, currency } = lock.json<{ amount: number; currency: string }>();
    const paid = await post("/buy_online/payment", {
      payment: { amount, currency, vehicle_id: vehicle.id, company_uuid: "free-reserve" },
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.json()).toMatchObject({ message: "Free Reserve does not take stripe payments." });
  });

  it("still takes 'default' as the first configured company", async () => {
    const lock = await init(fresh().id, "default");
    expect(lock.statusCode, lock.body).toBe(201);
    expect(lock.json()).toMatchObject({ company_uuid: "north-motors" });
  });
});

describe.each(DATABASE_KINDS)("the buy-online API behind REQUIRE_USER_LOGIN on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: { ORDER_SWEEPER: "false", REQUIRE_USER_LOGIN: "true", STRIPE_SECRET_KEY: "sk_test_x" },
    });
    await testApp.services.fleet.replace(fleet);
  });
  afterAll(() => testApp.close());

  it("answers 401 without a session, and serves a signed-in visitor of any role", async () => {
    const vehicle = orderable[0]!;
    const payload = { vehicle_id: vehicle.id, company_uuid: "default" };
    for (const [method, url, body] of [
      ["POST", "/buy_online/orders/init", payload],
      ["GET", "/buy_online/providers", undefined],
      ["GET", "/orders/FC-ANY", undefined],
      ["PUT", "/buy_online/orders/FC-ANY/confirm", undefined],
      ["POST", "/buy_online/payment", { payment: { ...payload, amount: 1, currency: "EUR" } }],
    ] as const) {
      const answer = await testApp.app.inject({
        method,
        url,
        headers: { origin: ORIGIN },
        ...(body ? { payload: body } : {}),
      });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json()).toMatchObject({
        error: "unauthenticated",
        message: "Sign in to reserve or order a vehicle.",
      });
    }
    expect(await testApp.database.handle.db.selectFrom("orders").select("order_number").execute()).toEqual([]);

    // Webhooks carry a signature, not a session: never behind sign-in.
    const webhook = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/webhooks/stripe",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
      payload: "{}",
    });
    expect(webhook.statusCode).not.toBe(401);

    const viewer = await signIn(testApp, "viewer");
    const signedIn = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders/init",
      headers: { origin: ORIGIN, ...viewer.headers },
      payload,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(201);
  });
});

describe.each(DATABASE_KINDS)("the rate limit on POST /buy_online/orders/init on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: { ORDER_SWEEPER: "false", BUY_ONLINE_INIT_LIMIT: "5", BUY_ONLINE_INIT_VEHICLE_LIMIT: "3" },
    });
    await testApp.services.fleet.replace(fleet);
  });
  afterAll(() => testApp.close());

  const init = (vehicleId: string, ip: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders/init",
      headers: { origin: ORIGIN },
      remoteAddress: ip,
      payload: { vehicle_id: vehicleId, company_uuid: "default" },
    });

  it("refuses a client past its limit per vehicle and per minute with 429 and Retry-After; others go on", async () => {
    const [car, ...others] = orderable;
    // The same car again and again from one address: 3 tries an hour (the lock is held, so 409 each).
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await init(car!.id, "203.0.113.7")).statusCode);
    expect(statuses).toEqual([201, 409, 409]);
    const tooMany = await init(car!.id, "203.0.113.7");
    expect(tooMany.statusCode).toBe(429);
    expect(Number(tooMany.headers["retry-after"])).toBeGreaterThan(3000);
    expect(tooMany.json()).toMatchObject({ error: "rate_limited" });

    // Other cars from that address: 5 calls a minute in all, the refused one included.
    expect((await init(others[0]!.id, "203.0.113.7")).statusCode).toBe(201);
    const perMinute = await init(others[1]!.id, "203.0.113.7");
    expect(perMinute.statusCode).toBe(429);
    expect(Number(perMinute.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(
      await testApp.database.handle.db
        .selectFrom("vehicle_locks")
        .select("lock_id")
        .where("vehicle_id", "=", others[1]!.id)
        .execute(),
    ).toEqual([]);

    // Another address is not held back by it.
    expect((await init(others[1]!.id, "198.51.100.2")).statusCode).toBe(201);
  });
});
