/**
 * A charge is never left without an order (issue 11): the real server process takes a Stripe payment
 * (PaymentIntent created, the order's details sent, the buyer pays at Stripe) and is killed with
 * SIGKILL before the webhook that would confirm the order reaches it. After a restart, the start-up
 * reconciler asks Stripe, confirms the order and the order outbox e-mails the buyer; the late webhook
 * that follows changes nothing and sends no second e-mail. Stripe is a local HTTP server standing in
 * for api.stripe.com through the SDK's host/port options (STRIPE_API_BASE): msw cannot reach a child process.
 *
 * A payment acknowledged is a payment kept: a burst of signed payment callbacks (LiqPay's server
 * callback and Stripe's webhook, each delivered more than once as providers do) is cut by a SIGKILL.
 * After a restart every order whose callback got a 2xx is confirmed; the providers retry the rest;
 * every order is confirmed exactly once and its buyer's confirmation is queued once and delivered.
 */
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../support/databases.ts";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { UNBUYABLE_STATUSES } from "../../model/listings/availability.ts";

const WEBHOOK_SECRET = "whsec_durability";

function text(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => resolve(body));
  });
}

interface Intent {
  id: string;
  amount: number;
  currency: string;
  capture_method: string;
  status: string;
  metadata: Record<string, string>;
}

/** api.stripe.com's PaymentIntent calls, kept in memory: `charge` is the buyer paying at Stripe. */
async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const server = createServer(async (request, response) => {
    const body = new URLSearchParams(await text(request));
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
    const url = request.url ?? "";
    if (request.method === "POST" && url === "/v1/payment_intents") {
      const number = body.get("metadata[order_number]") ?? "none";
      const id = `pi_${number.replace(/\W/g, "")}`;
      if (!intents.has(id))
        intents.set(id, {
          id,
          amount: Number(body.get("amount")),
          currency: body.get("currency") ?? "",
          capture_method: body.get("capture_method") ?? "automatic",
          status: "requires_payment_method",
          metadata: { order_number: number },
        });
      return json(200, { object: "payment_intent", client_secret: `${id}_secret_x`, ...intents.get(id) });
    }
    const match = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url);
    if (request.method === "GET" && match) {
      const intent = intents.get(match[1]!);
      return intent
        ? json(200, { object: "payment_intent", ...intent })
        : json(404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
    }
    json(404, { error: { type: "invalid_request_error", message: `unknown ${request.method} ${url}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    charge: (id: string) => (intents.get(id)!.status = "succeeded"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.each(DATABASE_KINDS)("order durability across a SIGKILL on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpServer();
    stripe = await startFakeStripe();
  }, 60_000);
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await smtp.close();
    await stripe.close();
    await database.drop();
  });

  it("confirms a paid order after the server was killed before the webhook, and e-mails the buyer once", async () => {
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-order-durability-")),
      SEED_PAGES_DIR: path.resolve("tests/fixtures/pages"),
      DEMO_VEHICLES: "20",
      LOG_LEVEL: "error",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      OUTBOX_CLAIM_MS: "2000",
      OUTBOX_RETRY_MS: "200",
      STRIPE_SECRET_KEY: "sk_test_durability",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    };
    const port = await freePort();
    server = await startServerProcess(env, port);
    const call = async (method: string, url: string, payload?: unknown) => {
      const response = await fetch(`${server!.base}${url}`, {
        method,
        headers: { "content-type": "application/json", origin: server!.base },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const vehicle = await database.handle.db
      .selectFrom("vehicles")
      .select("id")
      .where("status", "not in", [...UNBUYABLE_STATUSES])
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const lock = await call("POST", "/buy_online/orders/init", { vehicle_id: vehicle.id, company_uuid: "default" });
    expect(lock.status, JSON.stringify(lock.body)).toBe(201);
    const number = lock.body.order_number as string;
    const payment = await call("POST", "/buy_online/payment", {
      payment: {
        amount: lock.body.amount,
        currency: lock.body.currency,
        vehicle_id: vehicle.id,
        company_uuid: "default",
      },
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const intentId = payment.body.payment_intent_id as string;
    const ordered = await call("POST", "/buy_online/orders", {
      lock_id: lock.body.lock_id,
      vehicle_id: vehicle.id,
      vendor_uuid: "stripe",
      stripe_payment_intent_id: intentId,
      customer_email: "buyer@example.com",
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    expect(ordered.body.payment_status).toBe("payment_pending");

    // The buyer pays at Stripe; the server dies before the webhook reaches it.
    stripe.charge(intentId);
    server.child.kill("SIGKILL");
    await server.exited;
    const stored = await database.handle.db
      .selectFrom("orders")
      .select("state")
      .where("order_number", "=", number)
      .executeTakeFirstOrThrow();
    expect(stored.state).toBe("payment_pending");

    // Restart: the start-up reconciler finds the charge and confirms the order; the outbox mails it.
    server = await startServerProcess(env, port);
    await until("the order to be confirmed", async () => {
      const read = await call("GET", `/buy_online/orders/${number}`);
      return read.body.payment_status === "confirmed";
    });
    const mailed = () => smtp.messages.filter((mail) => mail.to.includes("buyer@example.com"));
    await until("the confirmation e-mail", async () => mailed().length > 0);
    expect(mailed()[0]!.raw.replace(/=\r?\n/g, "")).toContain(number);

    // The webhook arrives late (and twice): nothing changes, no second e-mail is queued.
    const event = JSON.stringify({
      id: "evt_durability",
      object: "event",
      type: "payment_intent.succeeded",
      // The intent as Stripe states it: its amount and currency are what bind it to the order.
      data: { object: { ...stripe.intents.get(intentId), object: "payment_intent" } },
    });
    const signer = new Stripe("sk_test_unused");
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${server.base}/buy_online/webhooks/stripe`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signer.webhooks.generateTestHeaderString({ payload: event, secret: WEBHOOK_SECRET }),
        },
        body: event,
      });
      expect(response.status).toBeLessThan(300);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailed()).toHaveLength(1);
    const deliveries = await database.handle.db
      .selectFrom("order_deliveries")
      .select(["kind", "status"])
      .where("order_number", "=", number)
      .execute();
    expect(deliveries).toEqual([{ kind: "confirmation", status: "delivered" }]);

    // Never a charge without an order: every succeeded intent belongs to a confirmed order.
    for (const intent of stripe.intents.values()) {
      if (intent.status !== "succeeded") continue;
      const order = await database.handle.db
        .selectFrom("orders")
        .select("state")
        .where("payment_ref", "=", intent.id)
        .executeTakeFirst();
      expect(order?.state, intent.id).toBe("confirmed");
    }
  }, 240_000);
});

const LIQPAY_PRIVATE = "liqpay-durability-private";
/** Orders paid during the burst: half by LiqPay, half by Stripe. */
const PAID_ORDERS = 30;
/** Each callback arrives this many times (providers deliver at least once). */
const DELIVERIES = 3;
const CALLBACKS_IN_FLIGHT = 10;
/** The kill comes after this many acknowledged callbacks, with others still in flight. */
const KILL_AFTER_CALLBACKS = 20;

interface PaidOrder {
  number: string;
  email: string;
  /** Sends this order's payment callback as its provider would; resolves to the HTTP status. */
  callback(): Promise<number>;
}

describe.each(DATABASE_KINDS)("payment callbacks across a SIGKILL on %s", (kind) => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpServer();
    stripe = await startFakeStripe();
  }, 60_000);
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await smtp.close();
    await stripe.close();
    await database.drop();
  });

  it("keeps every acknowledged payment: each such order is confirmed after a restart, once, and its buyer mailed", async () => {
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-callback-durability-")),
      SEED_PAGES_DIR: path.resolve("tests/fixtures/pages"),
      DEMO_VEHICLES: String(PAID_ORDERS + 10),
      LOG_LEVEL: "error",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      OUTBOX_CLAIM_MS: "2000",
      OUTBOX_RETRY_MS: "200",
      BUY_ONLINE_INIT_LIMIT: "off",
      BUY_ONLINE_INIT_VEHICLE_LIMIT: "off",
      STRIPE_SECRET_KEY: "sk_test_durability",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      LIQPAY_PUBLIC_KEY: "liqpay-durability-public",
      LIQPAY_PRIVATE_KEY: LIQPAY_PRIVATE,
    };
    const port = await freePort();
    server = await startServerProcess(env, port);
    const call = async (method: string, url: string, payload?: unknown) => {
      const response = await fetch(`${server!.base}${url}`, {
        method,
        headers: { "content-type": "application/json", origin: server!.base },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const liqpaySign = (data: string) =>
      createHash("sha1")
        .update(LIQPAY_PRIVATE + data + LIQPAY_PRIVATE)
        .digest("base64");
    const stripeSigner = new Stripe("sk_test_unused");

    /** A buyer reserves the car and pays through the provider; the server's own references name the payment. */
    const buy = async (vehicleId: string, index: number): Promise<PaidOrder | null> => {
      const lock = await call("POST", "/buy_online/orders/init", { vehicle_id: vehicleId, company_uuid: "default" });
      if (lock.status !== 201) return null;
      const number = lock.body.order_number as string;
      const email = `buyer-${index}@example.com`;
      const post = (payload: Record<string, unknown>) =>
        call("POST", "/buy_online/orders", {
          lock_id: lock.body.lock_id,
          vehicle_id: vehicleId,
          customer_email: email,
          ...payload,
        });
      if (index % 2 === 0) {
        const query = new URLSearchParams({
          company_uuid: "default",
          amount: (Number(lock.body.amount) / 100).toFixed(2),
          currency: String(lock.body.currency),
          vehicle_id: vehicleId,
        });
        const checkout = await call("GET", `/buy_online/liqpay/checkout_data?${query}`);
        expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
        const ordered = await post({ vendor_uuid: "liqpay", liqpay_order_id: checkout.body.order_id });
        expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
        // LiqPay's callback repeats the checkout's fields (the server's order id, amount and currency).
        const paid = { ...JSON.parse(Buffer.from(String(checkout.body.data), "base64").toString("utf8")) };
        const data = Buffer.from(
          JSON.stringify({ ...paid, payment_id: 9000 + index, status: "success" }),
          "utf8",
        ).toString("base64");
        const form = new URLSearchParams({ data, signature: liqpaySign(data) }).toString();
        return {
          number,
          email,
          callback: async () =>
            (
              await fetch(`${server!.base}/buy_online/liqpay/callback`, {
                method: "POST",
                headers: { "content-type": "application/x-www-form-urlencoded" },
                body: form,
              })
            ).status,
        };
      }
      const payment = await call("POST", "/buy_online/payment", {
        payment: {
          amount: lock.body.amount,
          currency: lock.body.currency,
          vehicle_id: vehicleId,
          company_uuid: "default",
        },
      });
      expect(payment.status, JSON.stringify(payment.body)).toBe(201);
      const intentId = payment.body.payment_intent_id as string;
      const ordered = await post({ vendor_uuid: "stripe", stripe_payment_intent_id: intentId });
      expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
      stripe.charge(intentId);
      const intent = stripe.intents.get(intentId)!;
      const event = JSON.stringify({
        id: `evt_${intentId}`,
        object: "event",
        type: "payment_intent.succeeded",
        created: Math.floor(Date.now() / 1000),
        data: { object: { object: "payment_intent", ...intent, amount_received: intent.amount } },
      });
      return {
        number,
        email,
        callback: async () =>
          (
            await fetch(`${server!.base}/buy_online/webhooks/stripe`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "stripe-signature": stripeSigner.webhooks.generateTestHeaderString({
                  payload: event,
                  secret: WEBHOOK_SECRET,
                }),
              },
              body: event,
            })
          ).status,
      };
    };

    const vehicles = await database.handle.db
      .selectFrom("vehicles")
      .select("id")
      .where("status", "not in", [...UNBUYABLE_STATUSES])
      .orderBy("id")
      .execute();
    const orders: PaidOrder[] = [];
    for (const vehicle of vehicles) {
      if (orders.length === PAID_ORDERS) break;
      const order = await buy(vehicle.id, orders.length);
      if (order) orders.push(order);
    }
    expect(orders).toHaveLength(PAID_ORDERS);

    // The burst: every callback, several times over, interleaved; the server dies in the middle.
    const deliveries = Array.from({ length: DELIVERIES }, () => orders).flat();
    const acknowledged = new Set<string>();
    let killed = false;
    let next = 0;
    await Promise.all(
      Array.from({ length: CALLBACKS_IN_FLIGHT }, async () => {
        while (next < deliveries.length && !killed) {
          const order = deliveries[next++]!;
          try {
            const status = await order.callback();
            if (status >= 200 && status < 300) acknowledged.add(order.number);
          } catch {
            // The connection died with the server: not acknowledged, so the provider sends it again.
          }
          if (!killed && acknowledged.size >= KILL_AFTER_CALLBACKS) {
            killed = true;
            server!.child.kill("SIGKILL");
          }
        }
      }),
    );
    if (!killed) server.child.kill("SIGKILL");
    await server.exited;
    expect(killed, "the burst ended before enough callbacks were acknowledged").toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_CALLBACKS);

    // Restart on the same database. No provider has retried yet: every acknowledged payment is confirmed.
    server = await startServerProcess(env, port);
    const states = async () =>
      new Map(
        (
          await database.handle.db
            .selectFrom("orders")
            .select(["order_number", "state"])
            .where(
              "order_number",
              "in",
              orders.map((order) => order.number),
            )
            .execute()
        ).map((row) => [row.order_number, row.state]),
      );
    const afterRestart = await states();
    expect([...acknowledged].filter((number) => afterRestart.get(number) !== "confirmed")).toEqual([]);

    // The providers retry what was not acknowledged (and some of what was): every order ends confirmed, once.
    for (const order of orders) expect(await order.callback(), order.number).toBeLessThan(300);
    const confirmed = await states();
    expect(orders.filter((order) => confirmed.get(order.number) !== "confirmed").map((order) => order.number)).toEqual(
      [],
    );
    // A move into confirmed; a later event about the same payment is only noted (confirmed -> confirmed).
    const confirmations = await database.handle.db
      .selectFrom("order_events")
      .select("order_number")
      .where("to_state", "=", "confirmed")
      .where("from_state", "!=", "confirmed")
      .where(
        "order_number",
        "in",
        orders.map((order) => order.number),
      )
      .execute();
    expect(confirmations.map((row) => row.order_number).sort()).toEqual(orders.map((order) => order.number).sort());

    // The order outbox queued one confirmation per order and delivers each to its buyer.
    const queued = () =>
      database.handle.db
        .selectFrom("order_deliveries")
        .select(["order_number", "status"])
        .where("kind", "=", "confirmation")
        .where(
          "order_number",
          "in",
          orders.map((order) => order.number),
        )
        .execute();
    await until("every confirmation to be delivered", async () => {
      const rows = await queued();
      return rows.length === orders.length && rows.every((row) => row.status === "delivered");
    });
    expect((await queued()).map((row) => row.order_number).sort()).toEqual(orders.map((order) => order.number).sort());
    const mailedTo = new Set(smtp.messages.flatMap((mail) => mail.to));
    expect(orders.filter((order) => !mailedTo.has(order.email)).map((order) => order.number)).toEqual([]);
  }, 420_000);
});
