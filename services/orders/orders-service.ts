import type { Transaction } from "kysely";
import { enqueueLeadCall } from "./order-lead-calls.ts";
import { IllegalTransition, mayExpire, type OrderState } from "../../model/orders/index.ts";
import { isIdempotencyKey } from "../../model/leads/idempotency.ts";
import type { Config } from "../config.ts";
import { newId, now } from "../db/clock.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { LimitStore } from "../foundation/rate-limit.ts";
import type { Database } from "../db/schema.ts";
import type { OrderInquiry } from "../../generated/contracts/entities/order.ts";
import {
  COMPANIES_SETTING,
  EMAIL,
  findCompany,
  INQUIRY_EMAIL_SETTING,
  parseCompanies,
  type Company,
} from "./companies.ts";
import type { OrdersConfig } from "./orders-config.ts";
import { metadataProblem } from "./order-metadata.ts";
import { choicesOf, JourneyChoices, type JourneyChoiceInput } from "./journey-choices.ts";
import { enqueue, inquiryMessage } from "./order-outbox.ts";
import {
  isUniqueViolation,
  OrderRefusal,
  OrdersStore,
  requestHash,
  type OrderRow,
  type StoredAnswer,
} from "./orders-store.ts";

/** The free reservation: no payment step. */
export const FREE_VENDOR = "NO_PAYMENT_JAPAN";
export type Vendor = typeof FREE_VENDOR | "stripe" | "paypal" | "liqpay";

/** The settings the reservation amount comes from (minor units; never from the browser). */
const AMOUNT_SETTING = "buy_online.reservation_amount";
const CURRENCY_SETTING = "buy_online.currency";
const DEFAULT_AMOUNT = 100_000;
const DEFAULT_CURRENCY = "EUR";
const PAYMENT_REFUNDED =
  "Your reservation ran out before your payment arrived, so the vehicle was not held for you. Your payment is refunded in full.";

export interface OrderFields extends JourneyChoiceInput {
  paypal_order_id?: string;
  vendor_uuid?: string;
  lock_id: string;
  rdx_forms_lead_id?: string;
  vehicle_id: string;
  vehicle_vin?: string;
  config_url?: string;
  metadata?: Record<string, unknown>;
  finance_option?: unknown;
  stripe_payment_intent_id?: string;
  lead_attributes?: Record<string, unknown>;
  confirmation_by_link?: boolean;
  customer_email?: string;
  liqpay_order_id?: string;
  locale?: string;
}

export interface PublicOrder {
  order_number: string;
  created_at: string;
  payment_status: OrderState;
  metadata: Record<string, unknown>;
  vehicle_id: string;
  vendor: string | null;
  amount: number;
  currency: string;
  expiry: string | null;
  locale: string;
  choices: ReturnType<typeof choicesOf>;
}

/**
 * What the buyer (and anyone with the unguessable number) reads of an order: no e-mail address, and
 * no lock_id, the key that changes the order's fields.
 */
export function publicOrder(order: OrderRow): PublicOrder {
  const details = order.details ? (JSON.parse(order.details) as Partial<OrderFields>) : {};
  return {
    order_number: order.order_number,
    created_at: order.created_at,
    payment_status: order.state,
    metadata: details.metadata ?? {},
    vehicle_id: order.vehicle_id,
    vendor: order.vendor,
    amount: order.amount,
    currency: order.currency,
    expiry: mayExpire(order.state) ? order.expires_at : null,
    locale: order.locale,
    choices: choicesOf(order, false),
  };
}

export type Outcome = { answer: StoredAnswer; replayed: boolean };

/** A refusal as the shared error body: a named field becomes an issue with its JSON pointer. */
function refusalAnswer(refusal: OrderRefusal): StoredAnswer {
  const { pointer, ...details } = refusal.details;
  const issues = typeof pointer === "string" ? { issues: [{ pointer, message: refusal.message }] } : {};
  return { status: refusal.status, body: { error: refusal.code, message: refusal.message, ...details, ...issues } };
}

/**
 * The buy-online service: reservation locks, orders and their states. Every write is one transaction;
 * a refusal (OrderRefusal, IllegalTransition) rolls it back, so a bad request changes nothing.
 */
export class OrdersService {
  readonly store: OrdersStore;
  /** Finance, trade-in and handover: what the checkout offers, and the check of what a buyer chose. */
  readonly choices: JourneyChoices;
  #sweep: ReturnType<typeof setInterval> | null = null;

  constructor(
    readonly config: OrdersConfig,
    database: DatabaseHandle,
    /** Where the buyer routes' rate limits count (this process, or Redis shared by every instance). */
    readonly limits: LimitStore,
  ) {
    this.store = new OrdersStore(database);
    this.choices = new JourneyChoices(this.store);
  }

  /** The vendors the journey may offer: the configured providers, or the free reservation when none is. */
  vendors(): Vendor[] {
    const paid: Vendor[] = [];
    if (this.config.stripe) paid.push("stripe");
    if (this.config.paypal) paid.push("paypal");
    if (this.config.liqpay) paid.push("liqpay");
    return paid.length > 0 && !this.config.freeReservation ? paid : [FREE_VENDOR, ...paid];
  }

  /** The vendors a company's orders may use: its own vendor when it names one, else every offered one. */
  vendorsFor(company: Company): Vendor[] {
    const offered = this.vendors();
    return company.vendor === null ? offered : offered.filter((vendor) => vendor === company.vendor);
  }

  /** The companies selling online (decision 047); read outside a transaction (SQLite has one connection). */
  async companies(): Promise<Company[]> {
    const values = await this.store.settings([COMPANIES_SETTING]);
    return parseCompanies(values.get(COMPANIES_SETTING));
  }

  /** The company (decision 047) `uuid` names, or null when no configured company has it. */
  async company(uuid: string): Promise<Company | null> {
    return findCompany(await this.companies(), uuid);
  }

  /** The company an order was made for; one removed from the settings since keeps what the order recorded. */
  companyOf(order: OrderRow, companies: readonly Company[]): Company {
    return (
      findCompany(companies, order.company_uuid) ?? {
        uuid: order.company_uuid,
        name: order.company_uuid,
        vendor: order.vendor,
        stripeAccountId: order.provider_account,
        email: null,
      }
    );
  }

  async reservationPrice(): Promise<{ amount: number; currency: string }> {
    const values = await this.store.settings([AMOUNT_SETTING, CURRENCY_SETTING]);
    const amount = Number(values.get(AMOUNT_SETTING));
    const currency = values.get(CURRENCY_SETTING)?.trim().toUpperCase();
    return {
      amount: Number.isInteger(amount) && amount >= 0 ? amount : DEFAULT_AMOUNT,
      currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : DEFAULT_CURRENCY,
    };
  }

  /**
   * Runs `work` in one transaction under an optional Idempotency-Key: a retry with the same key and
   * body gets the first answer (refusals included); the same key with another body is 409.
   */
  async idempotent(
    scope: string,
    key: string | undefined,
    body: unknown,
    work: (trx: Transaction<Database>) => Promise<StoredAnswer>,
  ): Promise<Outcome> {
    if (key !== undefined && !isIdempotencyKey(key))
      return {
        answer: refusalAnswer(
          new OrderRefusal(400, "bad_request", "Idempotency-Key must be 1 to 200 printable characters."),
        ),
        replayed: false,
      };
    const hash = requestHash(body);
    const replay = async (): Promise<Outcome | null> => {
      if (key === undefined) return null;
      const earlier = await this.store.findAnswer(scope, key, hash);
      if (!earlier) return null;
      if (earlier.kind === "key-reused")
        return {
          answer: refusalAnswer(
            new OrderRefusal(409, "idempotency_key_reused", "This Idempotency-Key was used for another request."),
          ),
          replayed: false,
        };
      return { answer: earlier.answer, replayed: true };
    };
    const earlier = await replay();
    if (earlier) return earlier;
    try {
      const answer = await this.store.transaction(async (trx) => {
        const made = await work(trx);
        if (key !== undefined) await this.store.storeAnswer(trx, scope, key, hash, made);
        return made;
      });
      return { answer, replayed: false };
    } catch (error) {
      const refusal =
        error instanceof IllegalTransition
          ? new OrderRefusal(409, "illegal_transition", error.message, { from: error.from, to: error.to })
          : error;
      if (refusal instanceof OrderRefusal) {
        const answer = refusalAnswer(refusal);
        if (key === undefined || refusal.status === 400) return { answer, replayed: false };
        try {
          await this.store.transaction((trx) => this.store.storeAnswer(trx, scope, key, hash, answer));
          return { answer, replayed: false };
        } catch (storeError) {
          if (!isUniqueViolation(storeError)) throw storeError;
        }
      } else if (!isUniqueViolation(error)) throw error;
      // A concurrent request with the same key committed first: its answer is the answer.
      const stored = await replay();
      if (stored) return stored;
      throw error;
    }
  }

  /** POST /buy_online/orders/init: the vehicle's reservation lock and a new order in `initiated`. */
  async init(input: { vehicle_id: string; company_uuid: string }, key: string | undefined): Promise<Outcome> {
    const company = await this.company(input.company_uuid);
    if (!company)
      return {
        answer: refusalAnswer(
          new OrderRefusal(422, "invalid", `There is no company ${input.company_uuid} selling online.`, {
            pointer: "/company_uuid",
          }),
        ),
        replayed: false,
      };
    const vendors = this.vendorsFor(company);
    if (vendors.length === 0)
      return {
        answer: refusalAnswer(
          new OrderRefusal(
            422,
            "invalid",
            `${company.name} sells through ${company.vendor}, which is not configured on this site.`,
            { pointer: "/company_uuid" },
          ),
        ),
        replayed: false,
      };
    const vehicle = await this.store.vehicle(input.vehicle_id);
    if (!vehicle)
      return {
        answer: refusalAnswer(
          new OrderRefusal(404, "not_found", `There is no vehicle ${input.vehicle_id}.`, { pointer: "/vehicle_id" }),
        ),
        replayed: false,
      };
    // The stock record's word first (model/listings/availability.ts); a buyer's hold is decided by takeLock.
    const availability = this.store.stockAvailability(vehicle);
    if (availability !== "available")
      return {
        answer: refusalAnswer(
          availability === "sold"
            ? new OrderRefusal(409, "vehicle_sold", "This vehicle is sold and can no longer be reserved.", {
                pointer: "/vehicle_id",
              })
            : new OrderRefusal(
                409,
                "vehicle_reserved",
                "This vehicle is reserved and can no longer be reserved online.",
                {
                  vehicle_id: vehicle.id,
                },
              ),
        ),
        replayed: false,
      };
    const price = await this.reservationPrice();
    return this.idempotent("init", key, input, async (trx) => {
      const { lock, order } = await this.store.takeLock(trx, {
        vehicleId: vehicle.id,
        company: company.uuid,
        providerAccount: company.stripeAccountId,
        lockMs: this.config.lockMs,
        ...price,
      });
      return {
        status: 201,
        body: {
          lock_id: lock.lock_id,
          vehicle_id: vehicle.id,
          company_uuid: company.uuid,
          expiry: lock.expires_at,
          expires_in: Math.round(this.config.lockMs / 1000),
          order_number: order.order_number,
          amount: order.amount,
          currency: order.currency,
          vendors,
        },
      };
    });
  }

  /** POST /buy_online/orders: the buyer's order fields on the locked order. */
  async submit(fields: OrderFields, key: string | undefined): Promise<Outcome> {
    // Before anything serialises the fields (the idempotency hash does): a deep value is a 422, not a 500.
    const tooDeep = metadataProblem(fields.metadata);
    if (tooDeep)
      return {
        answer: refusalAnswer(new OrderRefusal(422, "invalid", tooDeep.message, { pointer: tooDeep.pointer })),
        replayed: false,
      };
    // The choices are checked against settings and stock read before the transaction (SQLite has one connection).
    const chosen = await this.choices.check(fields.vehicle_id, fields);
    if (!chosen.ok)
      return {
        answer: refusalAnswer(new OrderRefusal(422, "invalid", chosen.message, { pointer: chosen.pointer })),
        replayed: false,
      };
    const {
      finance_choice: _finance,
      trade_in: _tradeIn,
      handover: _handover,
      service_pack: _servicePack,
      ...details
    } = fields;
    const companies = await this.companies();
    return this.idempotent("order", key, fields, async (trx) => {
      const order = await this.#openOrderOfLock(trx, fields.lock_id);
      if (order.vehicle_id !== fields.vehicle_id)
        throw new OrderRefusal(422, "invalid", "vehicle_id is not the vehicle this lock reserves.", {
          pointer: "/vehicle_id",
        });
      const vehicle = await this.store.vehicle(order.vehicle_id, trx);
      if (fields.vehicle_vin !== undefined && fields.vehicle_vin !== vehicle?.vin)
        throw new OrderRefusal(422, "invalid", "vehicle_vin is not the VIN of the reserved vehicle.", {
          pointer: "/vehicle_vin",
        });
      const vendors = this.vendorsFor(this.companyOf(order, companies));
      const vendor = fields.vendor_uuid ?? (vendors.length === 1 ? vendors[0]! : FREE_VENDOR);
      if (!(vendors as string[]).includes(vendor))
        throw new OrderRefusal(422, "invalid", `vendor_uuid must be one of ${vendors.join(", ")}.`, {
          pointer: "/vendor_uuid",
        });
      // A payment was created at one provider: the order is that provider's (a PayPal id cannot name a Stripe payment).
      if (order.payment_ref !== null && order.vendor !== null && vendor !== order.vendor)
        throw new OrderRefusal(422, "invalid", `This order's payment was created with ${order.vendor}.`, {
          pointer: "/vendor_uuid",
        });
      const paymentRef =
        vendor === "stripe"
          ? fields.stripe_payment_intent_id
          : vendor === "paypal"
            ? fields.paypal_order_id
            : vendor === "liqpay"
              ? fields.liqpay_order_id
              : undefined;
      if (vendor !== FREE_VENDOR && (!paymentRef || paymentRef !== order.payment_ref))
        throw new OrderRefusal(422, "invalid", "The payment named is not this order's payment.", {
          pointer: `/${vendor === "stripe" ? "stripe_payment_intent_id" : `${vendor}_order_id`}`,
        });
      // The lead the buyer's form created: checked, so the lead service is told about a real one.
      const leadId = fields.rdx_forms_lead_id || null;
      if (leadId && !(await trx.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst()))
        throw new OrderRefusal(422, "invalid", "rdx_forms_lead_id names no lead of this site.", {
          pointer: "/rdx_forms_lead_id",
        });
      const updated = await this.store.update(trx, order.order_number, {
        vendor,
        lead_id: leadId,
        // The raw choices stay out of the details: the order keeps them cleaned, in their columns.
        details: JSON.stringify(details),
        ...chosen.columns,
        customer_email: fields.customer_email ?? null,
        locale: fields.locale ?? "en",
      });
      // The lead service learns which payment is this lead's, through the outbox.
      await enqueueLeadCall(trx, updated, "payment_intent");
      return { status: 201, body: publicOrder(updated) };
    });
  }

  /** PUT /buy_online/orders/{number}/confirm: a free reservation, or a paid (or held) order, is confirmed. */
  async confirm(number: string): Promise<Outcome> {
    const outcome = await this.idempotent("confirm", undefined, null, async (trx) => {
      const order = await this.store.order(number, trx);
      if (!order) throw new OrderRefusal(404, "not_found", `There is no order ${number}.`);
      if (order.state === "confirmed") return { status: 200, body: publicOrder(order) };
      // The payment came after the reservation ran out: the buyer is told it is given back (decision 049).
      if ((order.state === "expired" || order.state === "cancelled") && (await this.store.autoRefunded(number, trx)))
        throw new OrderRefusal(409, "payment_refunded", PAYMENT_REFUNDED);
      if (mayExpire(order.state) && order.expires_at <= now())
        throw new OrderRefusal(409, "lock_expired", "The reservation ran out; start again.");
      if (order.details === null)
        throw new OrderRefusal(409, "order_incomplete", "Send the order's details (POST /buy_online/orders) first.");
      if (order.state === "initiated" && order.vendor !== FREE_VENDOR)
        throw new OrderRefusal(409, "payment_missing", "This order has not been paid.");
      if (order.state === "payment_pending")
        throw new OrderRefusal(409, "payment_pending", "The payment has not been received yet; try again shortly.");
      const confirmed = await this.store.move(trx, order, "confirmed", "buyer");
      return { status: 200, body: publicOrder(confirmed) };
    });
    return outcome;
  }

  async read(number: string): Promise<OrderRow | null> {
    return this.store.order(number);
  }

  /** The order holding lock `lockId` while it may still be changed by the buyer. */
  async #openOrderOfLock(trx: Transaction<Database>, lockId: string): Promise<OrderRow> {
    const order = await this.store.orderByLock(lockId, trx);
    if (!order)
      throw new OrderRefusal(404, "not_found", "There is no reservation with this lock_id.", { pointer: "/lock_id" });
    if (order.state === "expired" || (mayExpire(order.state) && order.expires_at <= now()))
      throw new OrderRefusal(409, "lock_expired", "The reservation ran out; start again.", { pointer: "/lock_id" });
    if (
      order.state !== "initiated" &&
      order.state !== "payment_pending" &&
      order.state !== "paid" &&
      order.state !== "on_hold"
    )
      throw new OrderRefusal(409, "order_closed", `This order is ${order.state.replace("_", " ")}.`, {
        pointer: "/lock_id",
      });
    return order;
  }

  /**
   * PUT /buy_online/orders/send_inquiry_email: the e-mail goes into the order outbox (decision 042),
   * never out of the request, and only to the address the settings give the company: an anonymous
   * caller cannot use it to mail anyone else. Under the same Idempotency-Key a retry enqueues nothing
   * new. A filled honeypot is answered as a success and sends nothing.
   */
  async sendInquiry(input: OrderInquiry, key: string | undefined): Promise<StoredAnswer> {
    if (input.website) return { status: 202, body: { queued: true, id: newId() } };
    const company = await this.company(input.company_uuid ?? "default");
    if (!company)
      return refusalAnswer(
        new OrderRefusal(422, "invalid", `There is no company ${input.company_uuid ?? "default"} selling online.`, {
          pointer: "/company_uuid",
        }),
      );
    const fallback = (await this.store.settings([INQUIRY_EMAIL_SETTING])).get(INQUIRY_EMAIL_SETTING)?.trim();
    const recipient = company.email ?? (fallback && EMAIL.test(fallback) ? fallback : null);
    if (!recipient)
      return refusalAnswer(
        new OrderRefusal(422, "inquiry_unavailable", `${company.name} takes no inquiries by e-mail on this site.`, {
          pointer: "/company_uuid",
        }),
      );
    const dedupe = `inquiry:${key ? requestHash({ key }) : newId()}`;
    const message = inquiryMessage({ ...input, recipients: [recipient] });
    const id = await enqueue(this.store.db, dedupe, null, "inquiry", message);
    return { status: 202, body: { queued: true, id } };
  }

  /** Expires unpaid orders whose lock ran out, every few seconds (ORDER_SWEEPER=false turns it off). */
  start(log: (message: string) => void = () => {}): void {
    if (!this.config.sweeper || this.#sweep) return;
    this.#sweep = setInterval(() => {
      this.store.expireDue().catch((error: unknown) => log(`order sweeper: ${(error as Error).message}`));
    }, 5000);
    this.#sweep.unref();
  }

  stop(): void {
    if (this.#sweep) clearInterval(this.#sweep);
    this.#sweep = null;
  }
}

export function createOrdersService(config: Config, database: DatabaseHandle, limits: LimitStore): OrdersService {
  return new OrdersService(config.orders, database, limits);
}
