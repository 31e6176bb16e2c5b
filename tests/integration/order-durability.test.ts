/**
 * A charge is never left without an order (issue 11): the real server process takes a Stripe payment
 * (PaymentIntent created, the order's details sent, the buyer pays at Stripe) and is killed with
 * SIGKILL before the webhook that would confirm the order reaches it. After a restart, the start-up
 * reconciler asks Stripe, confirms the order and the order outbox e-mails the buyer; the late webhook
 * that follows changes nothing and sends no second e-mail. Stripe is a local HTTP server standing in
 * for api.stripe.com through the SDK's host/port options (STRIPE_API_BASE): msw cannot reach a child process.
 */
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
      .where("status", "!=", "sold")
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
