import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { canBeBought } from "../../model/listings/availability.ts";

/**
 * What an anonymous caller of the buy-online API can no longer do: mail anyone through the inquiry
 * route, read an order's lock, have a cache keep a buyer's answer, crash an order post with deep
 * metadata, or get the server to sign a LiqPay checkout with a page, text or methods of its choosing.
 */
const ORIGIN = "http://localhost";
const fleet = generateFleet(20, 31);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

describe.each(DATABASE_KINDS)("buyer route guards on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let next = 0;

  const inject = (
    method: "POST" | "PUT" | "GET",
    url: string,
    payload?: unknown,
    options: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { origin: ORIGIN, ...options.headers },
      remoteAddress: options.ip ?? "127.0.0.1",
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const setting = async (key: string, value: string) => {
    const saved = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key, value },
    });
    // 201 the first time, 200 when it replaces the value.
    expect([200, 201], saved.body).toContain(saved.statusCode);
  };
  const inquiry = (payload: object, ip: string) =>
    inject("PUT", "/buy_online/orders/send_inquiry_email", payload, { ip });
  /** The inquiry e-mails in the outbox: who each goes to. */
  const queuedInquiries = async () =>
    (
      await testApp.database.handle.db
        .selectFrom("order_deliveries")
        .select(["message", "created_at"])
        .where("kind", "=", "inquiry")
        .orderBy("created_at")
        .execute()
    ).map((row) => (JSON.parse(row.message) as { to: string[] }).to);
  const ask = (vehicle = "V-1", extra: object = {}) => ({
    customer_data: { name: "Ada", email: "ada@example.com" },
    vehicle_data: { id: vehicle, name: "Roadster" },
    ...extra,
  });

  async function reserve() {
    const vehicle = orderable[next++]!;
    const init = await inject("POST", "/buy_online/orders/init", { vehicle_id: vehicle.id, company_uuid: "default" });
    expect(init.statusCode, init.body).toBe(201);
    return {
      vehicle,
      init,
      ...init.json<{ lock_id: string; order_number: string; amount: number; currency: string }>(),
    };
  }

  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      env: {
        ORDER_SWEEPER: "false",
        OUTBOX_WORKER: "false",
        BUY_ONLINE_FREE_RESERVATION: "true",
        LIQPAY_PUBLIC_KEY: "liqpay-public",
        LIQPAY_PRIVATE_KEY: "liqpay-private",
      },
    });
    await testApp.services.fleet.replace(fleet);
    admin = await signIn(testApp, "admin");
  }, 120_000);
  afterAll(() => testApp.close());

  it("mails an inquiry only to the address the settings give its company, never to one the caller names", async () => {
    const nobody = await inquiry(ask(), "10.0.0.1");
    expect(nobody.statusCode, nobody.body).toBe(422);
    expect(nobody.json()).toMatchObject({ issues: [{ pointer: "/company_uuid" }] });
    const relay = await inquiry(ask("V-1", { recipients: ["victim@example.com"] }), "10.0.0.1");
    expect(relay.statusCode).toBe(400);
    expect(await queuedInquiries()).toEqual([]);

    await setting(
      "buy_online.companies",
      JSON.stringify([
        { uuid: "north", name: "North Motors", email: "north@dealer.example" },
        { uuid: "south", name: "South Cars" },
      ]),
    );
    await setting("buy_online.inquiry_email", "sales@dealer.example");
    try {
      expect((await inquiry(ask("V-2", { company_uuid: "north" }), "10.0.0.2")).statusCode).toBe(202);
      expect((await inquiry(ask("V-3", { company_uuid: "south" }), "10.0.0.2")).statusCode).toBe(202);
      const unknown = await inquiry(ask("V-4", { company_uuid: "elsewhere" }), "10.0.0.2");
      expect(unknown.statusCode).toBe(422);
      expect(await queuedInquiries()).toEqual([["north@dealer.example"], ["sales@dealer.example"]]);
    } finally {
      await setting("buy_online.companies", JSON.stringify([{ uuid: "default", name: "Default" }]));
    }
  });

  it("refuses inquiries past the limit per address and per order with 429 and Retry-After", async () => {
    await setting("buy_online.inquiry_email", "sales@dealer.example");
    for (let i = 0; i < 5; i++)
      expect((await inquiry(ask(`V-addr-${i}`), "10.0.1.1")).statusCode, `inquiry ${i + 1}`).toBe(202);
    const sixth = await inquiry(ask("V-addr-6"), "10.0.1.1");
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back by that one.
    expect((await inquiry(ask("V-addr-7"), "10.0.1.2")).statusCode).toBe(202);

    // Many addresses asking about one order: the fourth is refused.
    for (let i = 0; i < 3; i++)
      expect((await inquiry(ask("V-x", { order_number: "OR-FLOOD" }), `10.0.2.${i}`)).statusCode).toBe(202);
    const flood = await inquiry(ask("V-x", { order_number: "OR-FLOOD" }), "10.0.2.9");
    expect(flood.statusCode).toBe(429);
  });

  it("answers a filled honeypot as a success and sends nothing", async () => {
    await setting("buy_online.inquiry_email", "sales@dealer.example");
    const before = (await queuedInquiries()).length;
    const robot = await inquiry(ask("V-robot", { website: "https://spam.example" }), "10.0.3.1");
    expect(robot.statusCode).toBe(202);
    expect(robot.json()).toMatchObject({ queued: true });
    expect((await queuedInquiries()).length).toBe(before);
  });

  it("reads an order without its lock_id, and no buyer answer may be kept by a cache", async () => {
    const buyer = await reserve();
    expect(buyer.init.headers["cache-control"]).toBe("no-store");
    for (const url of [`/buy_online/orders/${buyer.order_number}`, `/orders/${buyer.order_number}`]) {
      const read = await inject("GET", url);
      expect(read.statusCode, url).toBe(200);
      expect(read.json(), url).toMatchObject({ order_number: buyer.order_number });
      expect(read.json(), url).not.toHaveProperty("lock_id");
      expect(read.body, url).not.toContain(buyer.lock_id);
      expect(read.headers["cache-control"], url).toBe("no-store");
    }
    const ordered = await inject("POST", "/buy_online/orders", {
      lock_id: buyer.lock_id,
      vehicle_id: buyer.vehicle.id,
      vendor_uuid: "NO_PAYMENT_JAPAN",
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.headers["cache-control"]).toBe("no-store");
    const confirmed = await inject("PUT", `/buy_online/orders/${buyer.order_number}/confirm`);
    expect(confirmed.json()).not.toHaveProperty("lock_id");
    expect(confirmed.headers["cache-control"]).toBe("no-store");
    expect((await inject("GET", "/buy_online/providers")).headers["cache-control"]).toBe("no-store");
    expect((await inject("GET", "/buy_online/orders/NO-SUCH")).headers["cache-control"]).toBe("no-store");
    // Staff still see the lock.
    const detail = await testApp.app.inject({ url: `/orders/${buyer.order_number}/admin`, headers: admin.headers });
    expect(detail.json()).toMatchObject({ lock_id: buyer.lock_id });
  });

  it("refuses deeply nested order metadata with 422 and its pointer, and stores nothing", async () => {
    const buyer = await reserve();
    const nest = (depth: number): object => {
      let value: object = { end: true };
      for (let i = 0; i < depth; i++) value = { a: value };
      return value;
    };
    // As sent on the wire: JSON.stringify itself cannot write 20,000 levels.
    const deep = (depth: number) =>
      `{"lock_id":${JSON.stringify(buyer.lock_id)},"vehicle_id":${JSON.stringify(buyer.vehicle.id)},"vendor_uuid":"NO_PAYMENT_JAPAN","metadata":${'{"a":'.repeat(depth)}{}${"}".repeat(depth)}}`;
    for (const [depth, pointer] of [
      [6, "/metadata/a/a/a/a/a/a"],
      [20_000, "/metadata/a/a/a/a/a/a"],
    ] as const) {
      const post = await testApp.app.inject({
        method: "POST",
        url: "/buy_online/orders",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        payload: deep(depth),
      });
      expect(post.statusCode, `depth ${depth}: ${post.body.slice(0, 300)}`).toBe(422);
      expect(post.json()).toMatchObject({ issues: [{ pointer }] });
    }
    const read = await inject("GET", `/buy_online/orders/${buyer.order_number}`);
    expect(read.json()).toMatchObject({ metadata: {} });
    // Five levels are fine.
    const fine = await inject("POST", "/buy_online/orders", {
      lock_id: buyer.lock_id,
      vehicle_id: buyer.vehicle.id,
      vendor_uuid: "NO_PAYMENT_JAPAN",
      metadata: nest(4),
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });

  it("LiqPay: signs only the server's description, payment methods and return page", async () => {
    await setting("site.origin", "https://www.dealer.example");
    await setting("buy_online.liqpay_paytypes", "card,gpay");
    const buyer = await reserve();
    const query = {
      company_uuid: "default",
      amount: (buyer.amount / 100).toFixed(2),
      currency: buyer.currency,
      vehicle_id: buyer.vehicle.id,
    };
    for (const chosen of [
      { result_url: "https://evil.example/phish" } as Record<string, string>,
      { description: "Refund approved, enter your card again" },
      { paytypes: "invoice" },
    ]) {
      const refused = await inject(
        "GET",
        `/buy_online/liqpay/checkout_data?${new URLSearchParams({ ...query, ...chosen })}`,
      );
      expect(refused.statusCode, JSON.stringify(chosen)).toBe(400);
    }
    const checkout = await inject("GET", `/buy_online/liqpay/checkout_data?${new URLSearchParams(query)}`);
    expect(checkout.statusCode, checkout.body).toBe(200);
    expect(checkout.headers["cache-control"]).toBe("no-store");
    const data = JSON.parse(Buffer.from(checkout.json<{ data: string }>().data, "base64").toString("utf8"));
    expect(data).toMatchObject({
      order_id: buyer.order_number,
      paytypes: "card,gpay",
      result_url: `https://www.dealer.example/showroom-order-online/success?order=${buyer.order_number}`,
      server_url: "https://www.dealer.example/buy_online/liqpay/callback",
    });
    expect(data.description).toContain(buyer.order_number);
    expect(data.description).toContain(buyer.vehicle.model_display_name);
  });
});
