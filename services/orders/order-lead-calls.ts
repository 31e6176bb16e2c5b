import type { Kysely, Selectable, Transaction } from "kysely";
import { newId, now } from "../db/clock.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database, OrderLeadCallsTable, OrdersTable } from "../db/schema.ts";
import { backoff, claimDueRows, DueRowWorker, recordFailure } from "../foundation/due-row-worker.ts";
import { outboundFetch } from "../foundation/outbound-http.ts";
import { PermanentDeliveryError } from "../forms/index.ts";
import type { OrderOutboxOptions } from "./order-outbox.ts";

export type OrderLeadCall = Selectable<OrderLeadCallsTable>;
type Kind = OrderLeadCallsTable["kind"];

/** The lead service's answers are small JSON documents. */
const MAX_BYTES = 1024 * 1024;

/**
 * Enqueues a lead-service call the order owes (the payment intent with the lead's id, and a
 * cancelled reservation), in the caller's transaction, once per order and kind. Only an order whose
 * lead was sent to a lead service owes one: for any other there is nobody to tell.
 */
export async function enqueueLeadCall(
  trx: Transaction<Database>,
  order: Pick<OrdersTable, "order_number" | "payment_ref" | "amount" | "currency" | "vendor"> & {
    lead_id: string | null;
  },
  kind: Kind,
): Promise<void> {
  if (!order.lead_id) return;
  if (kind === "payment_intent" && (order.vendor !== "stripe" || !order.payment_ref)) return;
  const sent = await trx
    .selectFrom("lead_deliveries")
    .select("id")
    .where("lead_id", "=", order.lead_id)
    .where("kind", "=", "lead_service")
    .executeTakeFirst();
  if (!sent) return;
  const payload =
    kind === "payment_intent"
      ? {
          payment_intent: {
            id: order.payment_ref,
            amount: order.amount,
            currency: order.currency.toLowerCase(),
            order_number: order.order_number,
          },
        }
      : { order_number: order.order_number };
  const at = now();
  await trx
    .insertInto("order_lead_calls")
    .values({
      id: newId(),
      dedupe_key: `${kind}:${order.order_number}`,
      order_number: order.order_number,
      lead_id: order.lead_id,
      kind,
      status: "pending",
      payload: JSON.stringify(payload),
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
}

export interface LeadCallsConfig {
  leadsApiUrl: string | null;
  leadsApiToken: string | null;
}

/**
 * Sends the owed calls (a due-row worker, like the order outbox): POST {LEADS_API_URL}/api/stripe/
 * create_payment_intent with payment_intent.salesforce_lead_id, and PUT {LEADS_API_URL}/api/leads/{id}/
 * initialize_cancellation. The lead-service id is the one the lead's own delivery recorded; until that
 * delivery has gone through, the call waits (retried), and it fails for good when that delivery did.
 */
export class OrderLeadCallsWorker {
  readonly db: Kysely<Database>;
  readonly #worker: DueRowWorker<OrderLeadCall>;

  constructor(
    database: DatabaseHandle,
    private readonly config: LeadCallsConfig,
    // The order outbox's poll, claim and retry schedule.
    private readonly options: OrderOutboxOptions,
    log: (message: string) => void = () => {},
  ) {
    this.db = database.db;
    this.#worker = new DueRowWorker(
      {
        name: "order lead calls",
        pollMs: options.pollMs,
        claim: (limit) => claimDueRows<OrderLeadCall>(database, "order_lead_calls", limit, options.claimMs),
        run: (call) => this.#send(call),
      },
      log,
    );
  }

  start(): void {
    this.#worker.start();
  }

  runOnce(): Promise<number> {
    return this.#worker.runOnce();
  }

  stop(): Promise<void> {
    return this.#worker.stop();
  }

  /** An order's calls (the admin's order detail, tests). */
  callsOf(orderNumber: string): Promise<OrderLeadCall[]> {
    return this.db
      .selectFrom("order_lead_calls")
      .selectAll()
      .where("order_number", "=", orderNumber)
      .orderBy("created_at")
      .execute();
  }

  /** The lead service's id of the site lead, from its delivery's answer. */
  async #remoteId(leadId: string): Promise<string> {
    const delivery = await this.db
      .selectFrom("lead_deliveries")
      .select(["status", "response"])
      .where("lead_id", "=", leadId)
      .where("kind", "=", "lead_service")
      .executeTakeFirst();
    if (!delivery) throw new PermanentDeliveryError("the lead was never sent to the lead service");
    if (delivery.status === "failed")
      throw new PermanentDeliveryError("the lead's own delivery to the lead service failed");
    if (delivery.status !== "delivered") throw new Error("the lead has not reached the lead service yet");
    const answer = JSON.parse(delivery.response ?? "null") as { lead_id?: string | number | null } | null;
    if (answer?.lead_id === undefined || answer.lead_id === null)
      throw new PermanentDeliveryError("the lead service gave the lead no id");
    return String(answer.lead_id);
  }

  async #send(call: OrderLeadCall): Promise<void> {
    try {
      const base = this.config.leadsApiUrl?.replace(/\/+$/, "");
      if (!base) throw new PermanentDeliveryError("LEADS_API_URL is not set: the lead service cannot be told");
      const remoteId = await this.#remoteId(call.lead_id);
      const payload = JSON.parse(call.payload) as Record<string, unknown>;
      const request =
        call.kind === "payment_intent"
          ? {
              method: "POST",
              path: "/api/stripe/create_payment_intent",
              body: {
                payment_intent: {
                  ...(payload.payment_intent as Record<string, unknown>),
                  salesforce_lead_id: remoteId,
                },
              },
            }
          : {
              method: "PUT",
              path: `/api/leads/${encodeURIComponent(remoteId)}/initialize_cancellation`,
              body: payload,
            };
      const headers: Record<string, string> = {
        "content-type": "application/json",
        accept: "application/json",
        // A retried call is the same call: the lead service applies it once.
        "idempotency-key": call.id,
      };
      if (this.config.leadsApiToken) headers.authorization = `Bearer ${this.config.leadsApiToken}`;
      const response = await outboundFetch(`${base}${request.path}`, {
        method: request.method,
        headers,
        body: JSON.stringify(request.body),
        destination: "operator",
        timeoutMs: 15_000,
        maxBytes: MAX_BYTES,
      });
      const answer: unknown = await response.json().catch(() => null);
      if (!response.ok)
        throw new Error(`lead service answered ${response.status} to ${request.method} ${request.path}`);
      const at = now();
      await this.db
        .updateTable("order_lead_calls")
        .set({
          status: "delivered",
          delivered_at: at,
          last_error: null,
          response: JSON.stringify(answer),
          updated_at: at,
        })
        .where("id", "=", call.id)
        .execute();
    } catch (error) {
      const retry = backoff(call.attempts, this.options.retryMs, error instanceof PermanentDeliveryError);
      await recordFailure(this.db, "order_lead_calls", call.id, (error as Error).message, retry);
    }
  }
}
