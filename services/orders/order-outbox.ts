import type { Kysely, Selectable, Transaction } from "kysely";
import { toDecimal } from "../../model/orders/index.ts";
import { newId, now } from "../db/clock.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database, OrderDeliveriesTable, OrdersTable } from "../db/schema.ts";
import { backoff, claimDueRows, DueRowWorker, recordFailure } from "../foundation/due-row-worker.ts";
import { PermanentDeliveryError } from "../forms/index.ts";
import { escapeHtml } from "../../model/html/escape-html.ts";

export type OrderDelivery = Selectable<OrderDeliveriesTable>;

/** An e-mail as the outbox stores it (nodemailer's fields). */
export interface OutboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** What sends an outbox e-mail: the forms domain's SMTP Deliverer (services/forms/deliveries.ts). */
export interface OrderMailer {
  send(message: OutboxMessage): Promise<unknown>;
  close?(): void;
}

export function table(title: string, data: Record<string, unknown>): { text: string; html: string } {
  const rows = Object.entries(data).map(([key, value]) => [key, value === null ? "" : String(value)] as const);
  return {
    text: `${title}\n${rows.map(([key, value]) => `${key}: ${value}`).join("\n")}`,
    html: `<h2>${escapeHtml(title)}</h2><table>${rows.map(([key, value]) => `<tr><th align="left">${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
  };
}

/**
 * Enqueues an order's confirmation e-mail in the caller's transaction (the one that confirms it):
 * once per order (dedupe key), so a retried confirm or a duplicate webhook sends nothing twice. An
 * order with no customer e-mail owes none.
 */
export async function enqueueConfirmation(trx: Transaction<Database>, order: OrdersTable): Promise<void> {
  if (!order.customer_email) return;
  const amount = `${toDecimal(order.amount, order.currency)} ${order.currency.toUpperCase()}`;
  const message: OutboxMessage = {
    to: [order.customer_email],
    subject: `Your order ${order.order_number} is confirmed`,
    text: `Thank you. Your order ${order.order_number} is confirmed.\n\nVehicle: ${order.vehicle_id}\nAmount: ${amount}\n`,
    html: `<p>Thank you. Your order <strong>${escapeHtml(order.order_number)}</strong> is confirmed.</p><p>Vehicle: ${escapeHtml(order.vehicle_id)}<br>Amount: ${escapeHtml(amount)}</p>`,
  };
  await enqueue(trx, `confirmation:${order.order_number}`, order.order_number, "confirmation", message);
}

/** The inquiry e-mail (PUT /buy_online/orders/send_inquiry_email) to the configured recipient: the customer's and the vehicle's data. */
export function inquiryMessage(input: {
  recipients: string[];
  customer_data: Record<string, unknown>;
  vehicle_data: Record<string, unknown>;
}): OutboxMessage {
  const customer = table("Customer", input.customer_data);
  const vehicle = table("Vehicle", input.vehicle_data);
  const name = [input.vehicle_data.name, input.vehicle_data.title, input.vehicle_data.id].find(
    (value) => typeof value === "string" && value !== "",
  );
  return {
    to: input.recipients,
    subject: `Vehicle inquiry${typeof name === "string" ? `: ${name.slice(0, 120)}` : ""}`,
    text: `${customer.text}\n\n${vehicle.text}\n`,
    html: `${customer.html}${vehicle.html}`,
  };
}

/** One outbox row; a second one with the same dedupe key is ignored. Returns the stored row's id. */
export async function enqueue(
  executor: Kysely<Database> | Transaction<Database>,
  dedupeKey: string,
  orderNumber: string | null,
  kind: OrderDeliveriesTable["kind"],
  message: OutboxMessage,
): Promise<string> {
  const at = now();
  await executor
    .insertInto("order_deliveries")
    .values({
      id: newId(),
      dedupe_key: dedupeKey,
      order_number: orderNumber,
      kind,
      status: "pending",
      message: JSON.stringify(message),
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      response: null,
      delivered_at: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .execute();
  const row = await executor
    .selectFrom("order_deliveries")
    .select("id")
    .where("dedupe_key", "=", dedupeKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface OrderOutboxOptions {
  pollMs: number;
  claimMs: number;
  /** First retry delay (model/leads/delivery-schedule.ts doubles it after each failure). */
  retryMs: number;
}

/**
 * The orders' outbox worker (decision 042), the foundation's due-row worker (decision 083) with the
 * forms outbox's schedule (model/leads/delivery-schedule.ts) and the same SMTP transport: it claims due
 * rows (safe across processes: a claim is an update, `skip locked` on PostgreSQL), sends them, and
 * records the outcome; a failure is due again after the backoff, a crashed process's claim lapses and
 * comes back.
 */
export class OrderOutboxWorker {
  readonly db: Kysely<Database>;
  readonly #worker: DueRowWorker<OrderDelivery>;

  constructor(
    database: DatabaseHandle,
    private readonly mailer: OrderMailer,
    private readonly options: OrderOutboxOptions,
    log: (message: string) => void = () => {},
    batch = 10,
  ) {
    this.db = database.db;
    this.#worker = new DueRowWorker(
      {
        name: "order outbox",
        pollMs: options.pollMs,
        batch,
        claim: (limit) => claimDueRows<OrderDelivery>(database, "order_deliveries", limit, options.claimMs),
        run: (delivery) => this.#send(delivery),
      },
      log,
    );
  }

  start(): void {
    this.#worker.start();
  }

  /** One round: claim, send, record. Returns how many deliveries it handled. */
  runOnce(): Promise<number> {
    return this.#worker.runOnce();
  }

  async #send(delivery: OrderDelivery): Promise<void> {
    const at = now();
    try {
      const response = await this.mailer.send(JSON.parse(delivery.message) as OutboxMessage);
      await this.db
        .updateTable("order_deliveries")
        .set({
          status: "delivered",
          delivered_at: at,
          last_error: null,
          response: JSON.stringify(response ?? null),
          updated_at: at,
        })
        .where("id", "=", delivery.id)
        .execute();
    } catch (error) {
      // No SMTP_URL: no retry can help, the row fails at once (as a lead's e-mail does).
      const retry = backoff(delivery.attempts, this.options.retryMs, error instanceof PermanentDeliveryError);
      await recordFailure(this.db, "order_deliveries", delivery.id, (error as Error).message, retry);
    }
  }

  /** An order's deliveries (the admin's order detail, tests). */
  async deliveriesOf(orderNumber: string): Promise<OrderDelivery[]> {
    return this.db
      .selectFrom("order_deliveries")
      .selectAll()
      .where("order_number", "=", orderNumber)
      .orderBy("created_at")
      .execute();
  }

  async stop(): Promise<void> {
    await this.#worker.stop();
    this.mailer.close?.();
  }
}
