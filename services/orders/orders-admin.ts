import { now } from "../db/clock.ts";
import { isFinal } from "../../model/orders/index.ts";
import { OrderRefusal, type OrderRow } from "./orders-store.ts";
import { FREE_VENDOR, publicOrder, type OrdersService, type Outcome } from "./orders-service.ts";
import type { Payments } from "./payments.ts";
import { choicesOf } from "./journey-choices.ts";

const PAID_STATES: readonly string[] = ["paid", "on_hold", "confirmed"];
const NOTHING_TO_REFUND = "This order has no payment to refund.";

/** Why an action is not possible on the order now (the API's 409 message), or null when it is. */
interface ActionCheck {
  allowed: boolean;
  reason: string | null;
}

const check = (reason: string | null): ActionCheck => ({ allowed: reason === null, reason });

/**
 * What an admin may do to the order, and why not: the screen offers only what the server would do,
 * and says why for the rest. Refunds go through the provider's API where this server can make them
 * (Stripe); other providers' payments are refunded in their dashboards.
 */
function orderActions(order: OrderRow, stripeConfigured: boolean): { cancel: ActionCheck; refund: ActionCheck } {
  const final = isFinal(order.state);
  const paid = order.vendor !== FREE_VENDOR && PAID_STATES.includes(order.state);
  const refundable = paid && order.payment_ref !== null;
  return {
    cancel: check(
      final
        ? `The order is ${order.state.replace("_", " ")}.`
        : paid
          ? "This order was paid: refund it instead."
          : null,
    ),
    refund: check(
      !refundable
        ? NOTHING_TO_REFUND
        : order.vendor !== "stripe" || !stripeConfigured
          ? `Refund ${order.vendor ?? "its"} payments in the provider's dashboard.`
          : null,
    ),
  };
}

/** An order as staff read it: the buyer's e-mail, the provider's payment id, the event history and its e-mails. */
async function adminOrder(orders: OrdersService, order: OrderRow, stripeConfigured: boolean) {
  const events = await orders.store.events(order.order_number);
  const deliveries = await orders.store.db
    .selectFrom("order_deliveries")
    .select(["id", "kind", "status", "attempts", "last_error", "delivered_at", "created_at"])
    .where("order_number", "=", order.order_number)
    .orderBy("created_at")
    .execute();
  return {
    ...publicOrder(order),
    lock_id: order.lock_id,
    customer_email: order.customer_email,
    payment_ref: order.payment_ref,
    capture_method: order.capture_method,
    company_uuid: order.company_uuid,
    updated_at: order.updated_at,
    choices: choicesOf(order, true),
    events: events.map((event) => ({
      from_state: event.from_state,
      to_state: event.to_state,
      source: event.source,
      note: event.note,
      actor: event.actor_email,
      created_at: event.created_at,
    })),
    deliveries,
    actions: orderActions(order, stripeConfigured),
  };
}

/**
 * What admins do to orders: cancel an unpaid one (its vehicle is free again), refund a paid one
 * through its provider (Stripe: a refund, or the held PaymentIntent cancelled), release a stale lock.
 */
export class OrdersAdmin {
  constructor(
    private readonly orders: OrdersService,
    private readonly payments: Payments,
  ) {}

  /** The order as staff read it, with what an admin may do to it now. */
  view(order: OrderRow) {
    return adminOrder(this.orders, order, this.payments.stripe !== null);
  }

  async cancel(number: string, actor: string | null = null): Promise<Outcome> {
    const outcome = await this.orders.idempotent("admin-cancel", undefined, null, async (trx) => {
      const order = await this.orders.store.order(number, trx);
      if (!order) throw new OrderRefusal(404, "not_found", `There is no order ${number}.`);
      const paid = order.vendor !== FREE_VENDOR && PAID_STATES.includes(order.state);
      if (paid) throw new OrderRefusal(409, "refund_instead", "This order was paid: refund it instead.");
      const moved = await this.orders.store.move(trx, order, "cancelled", "admin", "cancelled by an admin", {}, actor);
      return { status: 200, body: moved };
    });
    return this.#withHistory(outcome);
  }

  /** The answer's order with its history, read after the commit (SQLite has one connection). */
  async #withHistory(outcome: Outcome): Promise<Outcome> {
    if (outcome.answer.status !== 200) return outcome;
    const order = outcome.answer.body as OrderRow;
    return { ...outcome, answer: { status: 200, body: await this.view(order) } };
  }

  async refund(number: string, actor: string | null = null): Promise<Outcome> {
    const order = await this.orders.store.order(number);
    if (!order) return refusal(404, "not_found", `There is no order ${number}.`);
    const { refund } = orderActions(order, this.payments.stripe !== null);
    if (!refund.allowed || !this.payments.stripe || !order.payment_ref)
      return refusal(
        409,
        refund.reason === NOTHING_TO_REFUND ? "nothing_to_refund" : "refund_unsupported",
        refund.reason ?? NOTHING_TO_REFUND,
      );
    const options = {
      idempotencyKey: `${order.order_number}:refund`,
      ...(order.provider_account ? { stripeAccount: order.provider_account } : {}),
    };
    // A held payment was never captured: cancelling the intent releases the money.
    const held = order.capture_method === "manual" && order.state !== "paid";
    if (held) await this.payments.stripe.paymentIntents.cancel(order.payment_ref, {}, options);
    else await this.payments.stripe.refunds.create({ payment_intent: order.payment_ref }, options);
    const outcome = await this.orders.idempotent("admin-refund", undefined, null, async (trx) => {
      const current = (await this.orders.store.order(number, trx))!;
      if (current.state === "refunded") return { status: 200, body: current };
      const moved = await this.orders.store.move(
        trx,
        current,
        "refunded",
        "admin",
        held ? "hold released" : "refunded",
        {},
        actor,
      );
      return { status: 200, body: moved };
    });
    return this.#withHistory(outcome);
  }

  /**
   * Sends a failed order e-mail again (decision 047): its outbox row goes back to pending with a fresh
   * set of attempts, and the worker sends it. Idempotent: a row already queued or being sent is left
   * as it is (200, nothing new), and a delivered one is refused, so no e-mail goes out twice.
   */
  async resend(number: string, deliveryId: string, admin: string | null): Promise<Outcome> {
    const outcome = await this.orders.idempotent("admin-resend", undefined, null, async (trx) => {
      const order = await this.orders.store.order(number, trx);
      const delivery = await trx
        .selectFrom("order_deliveries")
        .select(["kind", "status"])
        .where("id", "=", deliveryId)
        .where("order_number", "=", number)
        .executeTakeFirst();
      if (!order || !delivery) throw new OrderRefusal(404, "not_found", `Order ${number} has no e-mail ${deliveryId}.`);
      if (delivery.status === "delivered")
        throw new OrderRefusal(409, "already_delivered", "This e-mail was delivered; it is not sent twice.");
      if (delivery.status === "failed") {
        await trx
          .updateTable("order_deliveries")
          .set({ status: "pending", attempts: 0, next_attempt_at: now(), last_error: null, updated_at: now() })
          .where("id", "=", deliveryId)
          .where("status", "=", "failed")
          .execute();
        await this.orders.store.note(trx, order, "admin", `${delivery.kind} e-mail queued again`, admin);
      }
      return { status: 200, body: order };
    });
    return this.#withHistory(outcome);
  }

  /** Releases a vehicle's lock held by an unpaid order (the order is cancelled); a paid order's lock stays. */
  async releaseLock(vehicleId: string): Promise<Outcome> {
    const order = await this.orders.store.openOrderOfVehicle(vehicleId);
    if (!order) return refusal(404, "not_found", `No lock holds vehicle ${vehicleId}.`);
    if (order.state !== "initiated" && order.state !== "payment_pending")
      return refusal(409, "lock_held", `The lock belongs to an order that is ${order.state.replace("_", " ")}.`);
    return this.cancel(order.order_number);
  }
}

function refusal(status: number, error: string, message: string): Outcome {
  return { answer: { status, body: { error, message } }, replayed: false };
}
