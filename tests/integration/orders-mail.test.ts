import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Deliverer } from "../../services/forms/index.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { OrderOutboxWorker } from "../../services/orders/order-outbox.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { startSmtpServer } from "../support/smtp.ts";
import { reserveVehicle } from "../support/orders.ts";
import { canBeBought } from "../../model/listings/availability.ts";

const ORIGIN = "http://localhost";
const fleet = generateFleet(20, 12);
const orderable = fleet.vehicles.filter((vehicle) => canBeBought(vehicle.status, false));

/** Quoted-printable soft line breaks undone, so a test can look for text in a raw message. */
function body(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
}

describe.each(DATABASE_KINDS)("order e-mails through the order outbox on %s", (kind) => {
  let testApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let next = 0;
  const worker = () => testApp.services.orderOutbox;
  const drain = async () => {
    while ((await worker().runOnce()) > 0);
  };
  const confirmedOrder = async (email: string) => {
    const vehicle = orderable[next++]!;
    const lock = await reserveVehicle(testApp, vehicle.id);
    const ordered = await testApp.app.inject({
      method: "POST",
      url: "/buy_online/orders",
      headers: { origin: ORIGIN },
      payload: {
        lock_id: lock.lock_id,
        vehicle_id: vehicle.id,
        vendor_uuid: "NO_PAYMENT_JAPAN",
        customer_email: email,
      },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    return lock.order_number;
  };
  const confirm = (number: string) =>
    testApp.app.inject({ method: "PUT", url: `/buy_online/orders/${number}/confirm`, headers: { origin: ORIGIN } });
  const inquiry = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: "PUT",
      url: "/buy_online/orders/send_inquiry_email",
      headers: { origin: ORIGIN, ...headers },
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp(kind, {
      env: { ORDER_SWEEPER: "false", OUTBOX_WORKER: "false", SMTP_URL: smtp.url, OUTBOX_RETRY_MS: "1" },
    });
    await testApp.services.fleet.replace(fleet);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it("e-mails the buyer the order number once the order is confirmed, once however often it is confirmed", async () => {
    const number = await confirmedOrder("ada@example.com");
    await drain();
    expect(smtp.messages.filter((mail) => mail.to.includes("ada@example.com"))).toHaveLength(0);
    for (let i = 0; i < 3; i++) expect((await confirm(number)).statusCode).toBe(200);
    // Nothing is sent from the request itself: the outbox row was written with the confirmation.
    expect(smtp.messages.filter((mail) => mail.to.includes("ada@example.com"))).toHaveLength(0);
    await drain();
    const mails = smtp.messages.filter((mail) => mail.to.includes("ada@example.com"));
    expect(mails).toHaveLength(1);
    expect(body(mails[0]!.raw)).toContain(`Your order ${number} is confirmed`);
    const rows = await worker().deliveriesOf(number);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "confirmation", status: "delivered", attempts: 1 });
  });

  it("keeps the order confirmed while SMTP is down and sends the e-mail once SMTP is back", async () => {
    smtp.failing.value = true;
    const number = await confirmedOrder("grace@example.com");
    const confirmed = await confirm(number);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await worker().runOnce();
    const [failed] = await worker().deliveriesOf(number);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.last_error).toMatch(/mailbox unavailable/);
    const read = await testApp.app.inject({ url: `/buy_online/orders/${number}` });
    expect(read.json()).toMatchObject({ payment_status: "confirmed" });

    smtp.failing.value = false;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await drain();
    expect(await worker().deliveriesOf(number)).toMatchObject([{ status: "delivered", attempts: 2 }]);
    const mails = smtp.messages.filter((mail) => mail.to.includes("grace@example.com"));
    expect(mails).toHaveLength(1);
    expect(body(mails[0]!.raw)).toContain(number);
    // Staff see the e-mail and its failed try on the order's detail.
    const editor = await signIn(testApp, "editor");
    const detail = await testApp.app.inject({ url: `/orders/${number}/admin`, headers: editor.headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      deliveries: [{ kind: "confirmation", status: "delivered", attempts: 2, last_error: null }],
    });
  });

  it("fails an order e-mail at once, with its reason, where no SMTP_URL is set (no retry can help)", async () => {
    const number = await confirmedOrder("noreply-check@example.com");
    expect((await confirm(number)).statusCode).toBe(200);
    const withoutSmtp = new OrderOutboxWorker(
      testApp.database.handle,
      new Deliverer({ ...testApp.config.forms, smtpUrl: null }),
      { pollMs: 1000, claimMs: 60_000, retryMs: 1 },
    );
    while ((await withoutSmtp.runOnce()) > 0);
    const [row] = await worker().deliveriesOf(number);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.last_error).toContain("SMTP_URL is not set");
    // The order itself stays confirmed.
    expect((await testApp.app.inject({ url: `/buy_online/orders/${number}` })).json()).toMatchObject({
      payment_status: "confirmed",
    });
  });

  it("lets an admin send a failed order e-mail again, once, and refuses it to an editor", async () => {
    const number = await confirmedOrder("resend@example.com");
    expect((await confirm(number)).statusCode).toBe(200);
    const withoutSmtp = new OrderOutboxWorker(
      testApp.database.handle,
      new Deliverer({ ...testApp.config.forms, smtpUrl: null }),
      { pollMs: 1000, claimMs: 60_000, retryMs: 1 },
    );
    while ((await withoutSmtp.runOnce()) > 0);
    const admin = await signIn(testApp, "admin");
    const detail = await testApp.app.inject({ url: `/orders/${number}/admin`, headers: admin.headers });
    const [failed] = detail.json<{ deliveries: { id: string; status: string }[] }>().deliveries;
    expect(failed).toMatchObject({ status: "failed" });
    const resend = (headers: Record<string, string>, id = failed!.id) =>
      testApp.app.inject({ method: "POST", url: `/orders/${number}/deliveries/${id}/resend`, headers });

    const editor = await signIn(testApp, "editor");
    expect((await resend(editor.headers)).statusCode).toBe(403);
    expect((await resend(admin.headers, "no-such-delivery")).statusCode).toBe(404);
    const queued = await resend(admin.headers);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toMatchObject({ deliveries: [{ status: "pending", attempts: 0, last_error: null }] });
    // Pressed twice: still one queued e-mail, one note in the history.
    expect((await resend(admin.headers)).json()).toMatchObject({ deliveries: [{ status: "pending" }] });
    const notes = (await testApp.services.orders.store.events(number)).filter((event) =>
      event.note?.includes("queued again"),
    );
    expect(notes).toHaveLength(1);

    await drain();
    expect(smtp.messages.filter((mail) => mail.to.includes("resend@example.com"))).toHaveLength(1);
    const again = await resend(admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: "This e-mail was delivered; it is not sent twice." });
    await drain();
    expect(smtp.messages.filter((mail) => mail.to.includes("resend@example.com"))).toHaveLength(1);
  });

  it("queues the inquiry e-mail to the configured address with the customer's and vehicle's data, once per Idempotency-Key", async () => {
    const admin = await signIn(testApp, "admin");
    const saved = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "buy_online.inquiry_email", value: "sales@example.com" },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const payload = {
      customer_data: { name: "Ada <Lovelace>", phone: "+44 20 7946 0000" },
      vehicle_data: { id: orderable[0]!.id, name: "Roadster GT" },
    };
    const first = await inquiry(payload, { "idempotency-key": "inq-1" });
    expect(first.statusCode, first.body).toBe(202);
    const again = await inquiry(payload, { "idempotency-key": "inq-1" });
    expect(again.json()).toEqual(first.json());
    expect(smtp.messages.filter((mail) => mail.to.includes("sales@example.com"))).toHaveLength(0);
    await drain();
    const mails = smtp.messages.filter((mail) => mail.to.includes("sales@example.com"));
    expect(mails).toHaveLength(1);
    const text = body(mails[0]!.raw);
    expect(text).toContain("Subject: Vehicle inquiry: Roadster GT");
    // The HTML part escapes what the visitor typed.
    expect(text).toContain("<td>Ada &lt;Lovelace&gt;</td>");
    expect(text).not.toContain("<td>Ada <Lovelace>");
  });

  it("refuses a bad inquiry with 400 and the JSON pointer, and queues nothing", async () => {
    const count = async () =>
      (
        await testApp.database.handle.db
          .selectFrom("order_deliveries")
          .select("id")
          .where("kind", "=", "inquiry")
          .execute()
      ).length;
    const before = await count();
    for (const [payload, pointer] of [
      // The caller never names who gets the e-mail: a field the schema does not know is refused.
      [{ recipients: ["victim@example.com"], customer_data: {}, vehicle_data: {} }, "additionalProperties"],
      [{ vehicle_data: {} }, "customer_data"],
      [{ customer_data: { note: { nested: true } }, vehicle_data: {} }, "/customer_data/note"],
    ] as const) {
      const response = await inquiry(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(JSON.stringify(response.json())).toContain(pointer);
    }
    expect(await count()).toBe(before);
  });
});
