import type Stripe from "stripe";
import { fromDecimal, mayExpire, toDecimal, type OrderState } from "../../model/orders/index.ts";
import { now } from "../db/clock.ts";
import { DueRowWorker } from "../foundation/due-row-worker.ts";
import { RateLimit } from "../foundation/rate-limit.ts";
import { refundThroughProvider } from "./auto-refund.ts";
import { AUTO_REFUND, OrderRefusal, REFUND_DUE, REFUNDED, type OrderRow } from "./orders-store.ts";
import { publicOrder, type OrdersService, type Outcome } from "./orders-service.ts";
import { findCompany } from "./companies.ts";
import { liqpaySiteParams } from "./liqpay-params.ts";
import { LiqPay, PayPalClient, stripeClient } from "./providers.ts";
import {
  decimalMoney,
  minorMoney,
  paymentMismatch,
  paypalMoney,
  type Money,
  type PaymentProvider,
} from "./payment-binding.ts";

export interface PaymentInput {
  amount: number;
  currency: string;
  vehicle_id: string;
  company_uuid: string;
  capture_method?: "automatic" | "manual";
  stripe_account_id?: string;
  lock_id?: string;
}

export interface PayPalOrderInput {
  amount_value: string | number;
  amount_currency_code: string;
  company_uuid: string;
  vehicle_id: string;
  lock_id?: string;
  /** Hold the money (authorise now, capture later) instead of capturing at once. */
  on_hold?: boolean;
}

/** What the buyer's checkout sends; what else LiqPay signs (description, paytypes, result_url) is the server's. */
export interface LiqPayQuery {
  company_uuid: string;
  amount: string;
  currency: string;
  language?: "en" | "uk" | "ru";
  vehicle_id: string;
  lock_id?: string;
  action?: "pay" | "hold";
}

type PaymentOutcome = "paid" | "on_hold" | "refunded" | "cancelled";

/** What a provider's event means for its order. */
interface ProviderEvent {
  provider: PaymentProvider;
  eventId: string;
  /** The order the event names (metadata, custom_id): only where a mismatch is noted, never what it settles. */
  orderNumber: string | null;
  /** The provider's payment id: the one thing that finds the order an event settles. */
  paymentRef: string | null;
  /** The money the provider says moved (checked for paid and on hold). */
  money: Money | null;
  outcome: PaymentOutcome | null;
  note: string;
  /** When the provider says the payment happened (ISO); null: when it is heard. */
  occurredAt?: string | null;
}

class ProviderMissing extends OrderRefusal {
  constructor(provider: string) {
    super(404, "provider_not_configured", `${provider} payments are not configured on this site.`);
  }
}

/**
 * Payments for orders: a provider's payment is created for the order that holds the vehicle's lock,
 * for the order's own amount (a different amount or currency from the browser is a 422, nothing is
 * created); the provider's webhook or callback moves the order (paid, on hold, refunded), each event
 * once. An order whose buyer already sent the order fields is confirmed by the payment's event, so a
 * browser that died after paying still gets its order (and a restart's reconcile does the same).
 */
export class Payments {
  readonly stripe: Stripe | null;
  readonly paypal: PayPalClient | null;
  readonly liqpay: LiqPay | null;

  /** When each order's payment was last looked up for a buyer's confirm (BUY_ONLINE_RECONCILE_MS). */
  readonly #lookups: RateLimit | null;

  constructor(private readonly orders: OrdersService) {
    const { config } = orders;
    this.#lookups =
      config.reconcileIntervalMs === null
        ? null
        : new RateLimit(1, config.reconcileIntervalMs, { store: orders.limits, name: "payment-lookup" });
    this.stripe = config.stripe ? stripeClient(config.stripe) : null;
    this.paypal = config.paypal ? new PayPalClient(config.paypal) : null;
    this.liqpay = config.liqpay ? new LiqPay(config.liqpay) : null;
  }

  /** The open order holding the vehicle, checked against what the browser says it pays. */
  async #payable(input: {
    vehicle_id: string;
    lock_id?: string;
    company_uuid: string;
    vendor: "stripe" | "paypal" | "liqpay";
    amount: number | null;
    currency: string;
  }) {
    const { store } = this.orders;
    const order = await store.openOrderOfVehicle(input.vehicle_id);
    if (!order || (input.lock_id !== undefined && order.lock_id !== input.lock_id))
      throw new OrderRefusal(404, "not_found", "There is no reservation of this vehicle to pay for.", {
        pointer: "/vehicle_id",
      });
    // The company named must be the order's (decision 047), and sell through this vendor.
    const companies = await this.orders.companies();
    const named = findCompany(companies, input.company_uuid);
    if (!named || named.uuid !== order.company_uuid)
      throw new OrderRefusal(422, "invalid", `This reservation is not for company ${input.company_uuid}.`, {
        pointer: "/company_uuid",
      });
    const company = this.orders.companyOf(order, companies);
    if (!this.orders.vendorsFor(company).includes(input.vendor))
      throw new OrderRefusal(422, "invalid", `${company.name} does not take ${input.vendor} payments.`, {
        pointer: "/company_uuid",
      });
    if (!mayExpire(order.state))
      throw new OrderRefusal(409, "order_closed", `This order is ${order.state.replace("_", " ")}.`);
    if (order.expires_at <= now()) throw new OrderRefusal(409, "lock_expired", "The reservation ran out; start again.");
    if (input.amount !== order.amount || input.currency.toUpperCase() !== order.currency)
      throw new OrderRefusal(
        422,
        "amount_mismatch",
        `The amount to pay is ${toDecimal(order.amount, order.currency)} ${order.currency}.`,
        { pointer: "/amount" },
      );
    return order;
  }

  async #pending(order: OrderRow, changes: Partial<OrderRow>): Promise<OrderRow> {
    return this.orders.store.transaction(async (trx) => {
      const current = (await this.orders.store.order(order.order_number, trx))!;
      if (current.state === "payment_pending") return this.orders.store.update(trx, current.order_number, changes);
      return this.orders.store.move(trx, current, "payment_pending", changes.vendor ?? "buyer", null, changes);
    });
  }

  async #answer(work: () => Promise<{ status: number; body: unknown }>): Promise<Outcome> {
    try {
      return { answer: await work(), replayed: false };
    } catch (error) {
      if (error instanceof OrderRefusal) {
        const { pointer, ...details } = error.details;
        return {
          answer: {
            status: error.status,
            body: {
              error: error.code,
              message: error.message,
              ...details,
              ...(typeof pointer === "string" ? { issues: [{ pointer, message: error.message }] } : {}),
            },
          },
          replayed: false,
        };
      }
      throw error;
    }
  }

  /** POST /buy_online/payment: a Stripe PaymentIntent for the order (manual capture when on hold). */
  createStripePayment(input: PaymentInput): Promise<Outcome> {
    return this.#answer(async () => {
      const stripe = this.stripe;
      if (!stripe) throw new ProviderMissing("Stripe");
      const order = await this.#payable({ ...input, vendor: "stripe" });
      const capture = input.capture_method === "manual" ? "manual" : "automatic";
      // The company's Stripe account, fixed on the order at init; the browser's may only repeat it.
      const account = order.provider_account;
      if (input.stripe_account_id !== undefined && input.stripe_account_id !== account)
        throw new OrderRefusal(422, "invalid", "stripe_account_id is not the account of this order's company.", {
          pointer: "/stripe_account_id",
        });
      // One intent per order and capture method: a retried call gets the same intent back.
      const intent = await stripe.paymentIntents.create(
        {
          amount: order.amount,
          currency: order.currency.toLowerCase(),
          capture_method: capture,
          automatic_payment_methods: { enabled: true },
          metadata: { order_number: order.order_number, vehicle_id: order.vehicle_id, lock_id: order.lock_id },
        },
        { idempotencyKey: `${order.order_number}:${capture}`, ...(account ? { stripeAccount: account } : {}) },
      );
      await this.#pending(order, {
        vendor: "stripe",
        payment_ref: intent.id,
        capture_method: capture,
        provider_account: account,
      });
      return {
        status: 201,
        body: {
          payment_intent_id: intent.id,
          client_secret: intent.client_secret,
          amount: order.amount,
          currency: order.currency,
          capture_method: capture,
          order_number: order.order_number,
        },
      };
    });
  }

  /** POST /buy_online/paypal/create_order: a PayPal order (AUTHORIZE when on hold) for the order. */
  createPayPalOrder(input: PayPalOrderInput): Promise<Outcome> {
    return this.#answer(async () => {
      const paypal = this.paypal;
      if (!paypal) throw new ProviderMissing("PayPal");
      const order = await this.#payable({
        vehicle_id: input.vehicle_id,
        lock_id: input.lock_id,
        company_uuid: input.company_uuid,
        vendor: "paypal",
        amount: fromDecimal(input.amount_value, input.amount_currency_code),
        currency: input.amount_currency_code,
      });
      const created = await paypal.createOrder({
        orderNumber: order.order_number,
        amount: toDecimal(order.amount, order.currency),
        currency: order.currency,
        hold: input.on_hold === true,
      });
      await this.#pending(order, {
        vendor: "paypal",
        payment_ref: created.id,
        capture_method: input.on_hold ? "manual" : "automatic",
      });
      return {
        status: 201,
        body: { id: created.id, status: created.status, order_number: order.order_number },
      };
    });
  }

  /**
   * GET /buy_online/liqpay/checkout_data: LiqPay's data and signature for the order (its order_id is
   * our number). Nothing the buyer chooses is signed beyond the language and pay-or-hold: the
   * description names the order's vehicle, the payment methods come from the settings, the return
   * page is the site's own (PUBLIC_URL, else the setting site.origin; none known: LiqPay's default).
   */
  liqpayCheckout(query: LiqPayQuery, publicUrl: string | null): Promise<Outcome> {
    return this.#answer(async () => {
      const liqpay = this.liqpay;
      if (!liqpay) throw new ProviderMissing("LiqPay");
      const order = await this.#payable({
        vehicle_id: query.vehicle_id,
        lock_id: query.lock_id,
        company_uuid: query.company_uuid,
        vendor: "liqpay",
        amount: fromDecimal(query.amount, query.currency),
        currency: query.currency,
      });
      const hold = query.action === "hold";
      const site = await liqpaySiteParams(this.orders.store, order, publicUrl);
      const checkout = liqpay.checkout({
        action: hold ? "hold" : "pay",
        amount: toDecimal(order.amount, order.currency),
        currency: order.currency,
        order_id: order.order_number,
        language: query.language ?? "en",
        ...site,
      });
      await this.#pending(order, {
        vendor: "liqpay",
        payment_ref: order.order_number,
        capture_method: hold ? "manual" : "automatic",
      });
      return { status: 200, body: { ...checkout, order_id: order.order_number } };
    });
  }

  /** /buy_online/webhooks/stripe: the signature is checked with the SDK's constructEvent first. */
  async stripeWebhook(raw: Buffer, signature: string | undefined): Promise<{ status: number; body: unknown }> {
    const secret = this.orders.config.stripe?.webhookSecret;
    if (!this.stripe || !secret) return refused(404, "provider_not_configured", "Stripe webhooks are not configured.");
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(raw, signature ?? "", secret);
    } catch {
      return refused(400, "bad_signature", "The Stripe-Signature header does not match this payload.");
    }
    const intent = event.data.object as Partial<Stripe.PaymentIntent> & { payment_intent?: string };
    const outcome = STRIPE_OUTCOMES[event.type] ?? null;
    const paymentRef = event.type === "charge.refunded" ? (intent.payment_intent ?? null) : (intent.id ?? null);
    return this.apply({
      provider: "stripe",
      eventId: event.id,
      orderNumber: intent.metadata?.order_number ?? null,
      paymentRef,
      money: stripeMoney(intent, outcome),
      outcome,
      note: event.type,
      occurredAt: isoTime(typeof event.created === "number" ? event.created * 1000 : null),
    });
  }

  /** /buy_online/webhooks/paypal: PayPal verifies the signature headers; an approved order is captured here. */
  async paypalWebhook(
    raw: Buffer,
    headers: Record<string, string | undefined>,
  ): Promise<{ status: number; body: unknown }> {
    if (!this.paypal) return refused(404, "provider_not_configured", "PayPal webhooks are not configured.");
    let event: { id?: string; event_type?: string; create_time?: string; resource?: Record<string, unknown> };
    try {
      event = JSON.parse(raw.toString("utf8")) as typeof event;
    } catch {
      return refused(400, "bad_request", "The webhook body is not JSON.");
    }
    if (!(await this.paypal.verifyWebhook(headers, event)))
      return refused(400, "bad_signature", "PayPal did not verify this webhook's signature.");
    const resource = event.resource ?? {};
    const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)?.related_ids;
    let outcome: PaymentOutcome | null = null;
    let paymentRef: string | null = null;
    let money: Money | null = null;
    switch (event.event_type) {
      case "CHECKOUT.ORDER.APPROVED": {
        paymentRef = String(resource.id ?? "");
        const units = resource.purchase_units as { amount?: unknown }[] | undefined;
        money = paypalMoney(units?.[0]?.amount);
        if (resource.intent === "AUTHORIZE") break;
        // Only the PayPal order this server created for an order, for its amount, is captured: a
        // stranger's PayPal order naming our order number is left alone (apply records why).
        const order = await this.orders.store.orderByPayment(paymentRef, "paypal");
        if (!order || paymentMismatch(order, { provider: "paypal", paymentRef, money, movesMoneyIn: true })) {
          outcome = "paid";
          break;
        }
        const captured = await this.paypal.capture(paymentRef);
        outcome = captured.status === "COMPLETED" ? "paid" : null;
        money = capturedMoney(captured) ?? money;
        break;
      }
      case "PAYMENT.CAPTURE.COMPLETED":
        paymentRef = related?.order_id ?? null;
        money = paypalMoney(resource.amount);
        outcome = "paid";
        break;
      case "PAYMENT.AUTHORIZATION.CREATED":
        paymentRef = related?.order_id ?? null;
        money = paypalMoney(resource.amount);
        outcome = "on_hold";
        break;
      case "PAYMENT.CAPTURE.REFUNDED":
        paymentRef = related?.order_id ?? null;
        outcome = "refunded";
        break;
    }
    return this.apply({
      provider: "paypal",
      eventId: String(event.id ?? ""),
      orderNumber: typeof resource.custom_id === "string" ? resource.custom_id : null,
      paymentRef,
      money,
      outcome,
      note: String(event.event_type ?? ""),
      occurredAt: isoTime(event.create_time),
    });
  }

  /** /buy_online/liqpay/callback: data and signature as LiqPay posts them. */
  async liqpayCallback(data: string, signature: string): Promise<{ status: number; body: unknown }> {
    if (!this.liqpay) return refused(404, "provider_not_configured", "LiqPay is not configured.");
    const payload = this.liqpay.verify(data, signature);
    if (!payload) return refused(400, "bad_signature", "The LiqPay signature does not match this data.");
    const status = String(payload.status ?? "");
    const outcomes: Record<string, PaymentOutcome> = {
      success: "paid",
      hold_wait: "on_hold",
      reversed: "refunded",
    };
    const orderNumber = typeof payload.order_id === "string" ? payload.order_id : null;
    return this.apply({
      provider: "liqpay",
      eventId: `${String(payload.payment_id ?? orderNumber)}:${status}`,
      orderNumber,
      paymentRef: orderNumber,
      money: decimalMoney(payload.amount, payload.currency),
      outcome: outcomes[status] ?? null,
      note: `liqpay ${status}`,
      occurredAt: isoTime(payload.end_date ?? payload.create_date),
    });
  }

  /**
   * Applies a provider event once: the (provider, event id) row is inserted in the same transaction
   * as the order's move, so a duplicate delivery (or two at once) changes nothing the second time.
   * A paid event for an order that can no longer take it (expired, cancelled) is recorded for an
   * admin to refund; it never resurrects the order.
   */
  async apply(event: ProviderEvent): Promise<{ status: number; body: unknown }> {
    if (!event.eventId) return refused(400, "bad_request", "The event has no id.");
    const { store } = this.orders;
    const result = await store.transaction(async (trx) => {
      // The order is found by the payment the server created for it, never by the number an event names.
      const bound = event.paymentRef ? await store.orderByPayment(event.paymentRef, event.provider, trx) : null;
      const named = bound ?? (event.orderNumber ? await store.order(event.orderNumber, trx) : null);
      if (!(await store.firstDelivery(trx, event.provider, event.eventId, named?.order_number ?? null)))
        return { duplicate: true, order: null };
      if (!event.outcome) return { duplicate: false, order: bound };
      const mismatch = named
        ? paymentMismatch(named, {
            provider: event.provider,
            paymentRef: event.paymentRef,
            money: event.money,
            movesMoneyIn: event.outcome === "paid" || event.outcome === "on_hold",
          })
        : "no order has this payment";
      if (mismatch) {
        const message = `${event.note} (${event.provider} ${event.paymentRef ?? "no payment id"}) ignored: ${mismatch}`;
        if (named) await store.note(trx, named, event.provider, message);
        this.#log(`payment event ${event.eventId}: ${message}`);
        return { duplicate: false, order: null };
      }
      const order = named!;
      const late = await this.#tooLate(trx, order, event);
      if (late !== "settle") {
        const current = (await store.order(order.order_number, trx))!;
        return { duplicate: false, order: current, refund: late === "refund" ? current : null };
      }
      const moved = await this.#settle(trx, order, event.outcome, event.provider, event.note);
      return { duplicate: false, order: moved };
    });
    // The provider is called after the commit, never inside a transaction; a failure is retried.
    if ("refund" in result && result.refund) await this.#refund(result.refund);
    return {
      status: 200,
      body: {
        received: true,
        duplicate: result.duplicate,
        order: result.order ? publicOrder(result.order) : null,
      },
    };
  }

  /**
   * A payment (captured or held) for an order that can no longer sell its car (decision 049): its lock
   * lapsed before the payment happened, or the order expired or was cancelled (the car may have gone
   * to another buyer). The order is expired if it was still open (freeing the lock), and a refund is
   * recorded as due in the same transaction; #refund gives the money back after the commit.
   */
  async #tooLate(
    trx: Parameters<OrdersService["store"]["move"]>[0],
    order: OrderRow,
    event: ProviderEvent,
  ): Promise<"settle" | "refund" | "ignored"> {
    if (event.outcome !== "paid" && event.outcome !== "on_hold") return "settle";
    const { store } = this.orders;
    const at = event.occurredAt ?? now();
    const lapsed = mayExpire(order.state) && order.expires_at <= at;
    if (!lapsed && order.state !== "expired" && order.state !== "cancelled") return "settle";
    if (await store.autoRefunded(order.order_number, trx)) {
      // A second event about the same late payment (held, then captured): one refund covers it.
      await store.note(trx, order, event.provider, `${event.note}: ignored, its payment is refunded automatically`);
      return "ignored";
    }
    let current = order;
    if (lapsed)
      current = await store.move(trx, order, "expired", event.provider, "the lock ran out before the payment");
    await store.note(
      trx,
      current,
      AUTO_REFUND,
      `${REFUND_DUE}: ${event.note} arrived for an order that is ${current.state}; the vehicle is not held for it`,
    );
    return "refund";
  }

  /** Refunds a late payment through its provider and records it; on failure the retry picks it up. */
  async #refund(order: OrderRow): Promise<void> {
    try {
      const done = await refundThroughProvider(this, order);
      await this.orders.store.transaction((trx) =>
        this.orders.store.note(trx, order, AUTO_REFUND, `${REFUNDED}: ${done}`),
      );
    } catch (error) {
      this.#log(`automatic refund of ${order.order_number} failed, retried later: ${(error as Error).message}`);
    }
  }

  #log: (message: string) => void = () => {};
  #refunds: DueRowWorker<OrderRow> | null = null;

  /**
   * The automatic refunds still due, retried by the foundation's due-row worker (decision 083): a
   * refund's outcome is its order's history, so the rows need no lease (the provider call carries an
   * idempotency key), and a failed one is simply due again at the next round.
   */
  get #retry(): DueRowWorker<OrderRow> {
    this.#refunds ??= new DueRowWorker<OrderRow>(
      {
        name: "refund retry",
        pollMs: 60_000,
        batch: Number.POSITIVE_INFINITY,
        sequential: true,
        claim: () => this.orders.store.refundsDue(),
        run: (order) => this.#refund(order),
      },
      (message) => this.#log(message),
    );
    return this.#refunds;
  }

  /** Retries the automatic refunds still due (after a crash or a provider outage) now and every minute. */
  start(log: (message: string) => void): void {
    this.#log = log;
    if (!this.#retry.started) this.#retry.start();
  }

  stop(): void {
    void this.#refunds?.stop();
  }

  async retryRefunds(): Promise<void> {
    await this.#retry.runOnce();
  }

  async #settle(
    trx: Parameters<OrdersService["store"]["move"]>[0],
    order: OrderRow,
    outcome: PaymentOutcome,
    source: string,
    note: string,
  ): Promise<OrderRow> {
    const { store } = this.orders;
    const path: OrderState[] = [];
    if (outcome === "paid") {
      if (order.state === "payment_pending" || order.state === "on_hold") path.push("paid");
      else if (order.state === "confirmed" && order.capture_method === "manual") path.push("paid");
      else if (order.state === "initiated") path.push("payment_pending", "paid");
    } else if (outcome === "on_hold") {
      if (order.state === "payment_pending") path.push("on_hold");
      else if (order.state === "initiated") path.push("payment_pending", "on_hold");
    } else if (outcome === "refunded") {
      if (["paid", "on_hold", "confirmed"].includes(order.state)) path.push("refunded");
    } else if (outcome === "cancelled") {
      if (["payment_pending", "on_hold"].includes(order.state)) path.push("cancelled");
    }
    if (path.length === 0) {
      await store.note(trx, order, source, `${note}: ignored in state ${order.state}`);
      return order;
    }
    let current = order;
    for (const to of path) current = await store.move(trx, current, to, source, note);
    // The buyer had already sent the order fields: the payment confirms the order.
    if ((current.state === "paid" || current.state === "on_hold") && current.details !== null)
      current = await store.move(trx, current, "confirmed", source, "confirmed on payment");
    return current;
  }

  /**
   * Asks the provider where an order's payment stands and applies it (an event id of its own, so a
   * later webhook with the same news is a no-op move, not a double one). Used by confirm while the
   * webhook is late, and for every pending order when the server starts.
   */
  async reconcile(order: OrderRow): Promise<OrderRow> {
    if (order.state !== "payment_pending" || !order.payment_ref) return order;
    let outcome: PaymentOutcome | null = null;
    let money: Money | null = null;
    if (order.vendor === "stripe" && this.stripe) {
      const intent = await this.stripe.paymentIntents.retrieve(
        order.payment_ref,
        {},
        order.provider_account ? { stripeAccount: order.provider_account } : {},
      );
      outcome = intent.status === "succeeded" ? "paid" : intent.status === "requires_capture" ? "on_hold" : null;
      money = stripeMoney(intent, outcome);
    } else if (order.vendor === "paypal" && this.paypal) {
      const found = await this.paypal.getOrder(order.payment_ref);
      outcome = found.status === "COMPLETED" ? "paid" : null;
      money = capturedMoney(found) ?? paypalMoney(found.purchase_units?.[0]?.amount);
    }
    if (!outcome) return order;
    await this.apply({
      provider: order.vendor as PaymentProvider,
      eventId: `reconcile:${order.order_number}:${outcome}`,
      orderNumber: order.order_number,
      paymentRef: order.payment_ref,
      money,
      outcome,
      note: "reconciled with the provider",
    });
    return (await this.orders.store.order(order.order_number)) ?? order;
  }

  /**
   * The buyer's confirm while the payment is pending: the provider is asked at most once per order
   * per interval (an anonymous caller cannot make every confirm a provider call); in between, the
   * order is answered as it stands and the webhook or a later confirm settles it.
   */
  async reconcileForBuyer(order: OrderRow): Promise<OrderRow> {
    if (order.state !== "payment_pending" || !order.payment_ref) return order;
    if (((await this.#lookups?.hit(order.order_number)) ?? 0) > 0) return order;
    return this.reconcile(order);
  }

  /** Every order still waiting for its payment: what a restart does after a crash. */
  async reconcileAll(log: (message: string) => void): Promise<void> {
    for (const order of await this.orders.store.pendingPayments()) {
      try {
        await this.reconcile(order);
      } catch (error) {
        log(`reconcile ${order.order_number}: ${(error as Error).message}`);
      }
    }
  }
}

const STRIPE_OUTCOMES: Record<string, PaymentOutcome> = {
  "payment_intent.succeeded": "paid",
  "payment_intent.amount_capturable_updated": "on_hold",
  "payment_intent.canceled": "cancelled",
  "charge.refunded": "refunded",
};

/** What a PaymentIntent received (paid) or holds (on hold); its amount otherwise. */
function stripeMoney(
  intent: { amount?: unknown; amount_received?: unknown; amount_capturable?: unknown; currency?: unknown },
  outcome: PaymentOutcome | null,
): Money | null {
  const moved =
    outcome === "paid" && typeof intent.amount_received === "number" && intent.amount_received > 0
      ? intent.amount_received
      : outcome === "on_hold" && typeof intent.amount_capturable === "number" && intent.amount_capturable > 0
        ? intent.amount_capturable
        : intent.amount;
  return minorMoney(moved, intent.currency);
}

/** The amount of a PayPal order's first capture (what was actually taken), when it names one. */
function capturedMoney(paypalOrder: {
  purchase_units?: { payments?: { captures?: { amount?: unknown }[] } }[];
}): Money | null {
  return paypalMoney(paypalOrder.purchase_units?.[0]?.payments?.captures?.[0]?.amount);
}

/** A provider's timestamp as ISO, or null when it sent none we can read. */
function isoTime(value: unknown): string | null {
  const time = typeof value === "number" ? value : typeof value === "string" ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

function refused(status: number, error: string, message: string) {
  return { status, body: { error, message } };
}
