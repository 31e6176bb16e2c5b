import { createHash, randomBytes } from "node:crypto";
import type { SettingKey } from "../../generated/contracts/settings.ts";
import { settingsReader } from "../settings/index.ts";
import type { Kysely, Transaction } from "kysely";
import { IDEMPOTENCY_TTL_MS } from "../../model/leads/idempotency.ts";
import { availabilityOf, type Availability } from "../../model/listings/availability.ts";
import { holdsVehicle, isFinal, transition, type OrderState } from "../../model/orders/index.ts";
import { newId, now } from "../db/clock.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database, OrderEventsTable, OrdersTable, VehicleLocksTable } from "../db/schema.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";
import { enqueueConfirmation } from "./order-outbox.ts";
import { enqueueLeadCall } from "./order-lead-calls.ts";
import { enqueueTradeInRequest } from "./trade-in-request.ts";

export type OrderRow = OrdersTable;

/** An order's checkout choices (migrations 021 and 029) before the buyer made any. */
export const NO_CHOICES = {
  finance: null,
  trade_in: null,
  handover_retailer_id: null,
  handover_retailer_name: null,
  handover_date: null,
  handover_slot: null,
  service_pack: null,
} as const satisfies Partial<OrderRow>;

/** The source and note prefixes of the automatic refund's events in an order's history (decision 049). */
export const AUTO_REFUND = "auto-refund";
export const REFUND_DUE = "refund due";
export const REFUNDED = "refunded automatically";
export type OrderEvent = OrderEventsTable;
type Executor = Kysely<Database> | Transaction<Database>;

/** The answer stored under an Idempotency-Key: a retry gets it back byte for byte. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** Thrown inside a transaction to roll it back and answer with a client error. */
export class OrderRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Crockford base32 without I, L, O, U: read aloud over the phone without confusion. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** FC- and 12 random characters (60 bits): unguessable, because the number alone reads the order. */
function newOrderNumber(): string {
  const bytes = randomBytes(12);
  let out = "FC-";
  for (const byte of bytes) out += ALPHABET[byte & 31];
  return out;
}

export function requestHash(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("hex");
}

export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string } | null;
  return (
    candidate?.code === "23505" ||
    candidate?.code === "SQLITE_CONSTRAINT_UNIQUE" ||
    candidate?.code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

export interface VehicleForOrder {
  id: string;
  vin: string;
  status: string;
  title: string;
  display_price: number;
  owner_email: string;
}

/**
 * Orders, reservation locks and their history on SQLite and PostgreSQL alike. Every state change
 * goes through `move`, which checks the state machine, writes the event and keeps the vehicle's
 * lock in step (held for good, or released), in the caller's transaction.
 */
export class OrdersStore {
  readonly db: Kysely<Database>;
  /** Transactions that took, moved or released a vehicle's lock: the "reservations" revision is bumped after their commit. */
  readonly #holdsChanged = new WeakSet<Transaction<Database>>();

  constructor(readonly database: DatabaseHandle) {
    this.db = database.db;
  }

  /**
   * A transaction that holds SQLite's write lock from its first statement. SQLite's BEGIN is deferred:
   * a transaction that reads first and writes later cannot upgrade while another process (a second
   * web worker) has written meanwhile, and fails with SQLITE_BUSY_SNAPSHOT instead of waiting. A
   * write as the first statement (dropping idempotency answers past their day) takes the lock up front,
   * where busy_timeout makes it wait its turn. PostgreSQL needs nothing: its rows lock as they are written.
   *
   * A transaction that changed a vehicle's hold (a lock taken, an order moved to a state that holds or
   * frees the vehicle) bumps the "reservations" revision once it committed, so the stock index's count
   * and the cached stock pages follow every reservation, whichever path made it (buyer, provider, admin, sweeper).
   */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    let holdsChanged = false;
    const result = await this.db.transaction().execute(async (trx) => {
      if (this.database.dialect === "sqlite")
        await trx
          .deleteFrom("order_idempotency_keys")
          .where("created_at", "<", new Date(Date.now() - IDEMPOTENCY_TTL_MS).toISOString())
          .execute();
      const done = await work(trx);
      holdsChanged = this.#holdsChanged.has(trx);
      return done;
    });
    if (holdsChanged) await this.#reservationsChanged();
    return result;
  }

  async vehicle(id: string, executor: Executor = this.db): Promise<VehicleForOrder | null> {
    const row = await executor
      .selectFrom("vehicles")
      .innerJoin("dealers", "dealers.id", "vehicles.owner_id")
      .select([
        "vehicles.id",
        "vehicles.vin",
        "vehicles.status",
        "vehicles.model_display_name as title",
        "vehicles.display_price",
        "dealers.email as owner_email",
      ])
      .where("vehicles.id", "=", id)
      .executeTakeFirst();
    return row ? { ...row, display_price: Number(row.display_price) } : null;
  }

  /**
   * What the stock record says of the vehicle (model/listings/availability.ts): sold, reserved (by the
   * dealer), or available. Whether a buyer holds it is decided by `takeLock`, in one statement.
   */
  stockAvailability(vehicle: VehicleForOrder): Availability {
    return availabilityOf(vehicle.status, false);
  }

  /** The stored (valid) text of each of `keys`, through the one settings reader. */
  settings(keys: readonly SettingKey[]): Promise<Map<string, string>> {
    return settingsReader(this.db).texts(keys);
  }

  /**
   * Takes the vehicle's lock for a new order, or throws 409 when another buyer holds it. One
   * statement decides: the insert, or the take-over of a lock whose time ran out (`expires_at <=
   * now`); a held lock (a live one, or a paid order's with no expiry) is left alone and nothing is
   * returned. On PostgreSQL the loser of a race waits for the winner's row and re-checks it, so 50
   * concurrent inits make exactly one lock on either database.
   */
  async takeLock(
    trx: Transaction<Database>,
    input: {
      vehicleId: string;
      company: string;
      providerAccount: string | null;
      lockMs: number;
      amount: number;
      currency: string;
    },
  ): Promise<{ lock: VehicleLocksTable; order: OrderRow }> {
    const at = now();
    const lock: VehicleLocksTable = {
      vehicle_id: input.vehicleId,
      lock_id: newId(),
      order_number: newOrderNumber(),
      company_uuid: input.company,
      expires_at: new Date(Date.parse(at) + input.lockMs).toISOString(),
      created_at: at,
    };
    const taken = await trx
      .insertInto("vehicle_locks")
      .values(lock)
      .onConflict((conflict) =>
        conflict
          .column("vehicle_id")
          .doUpdateSet((eb) => ({
            lock_id: eb.ref("excluded.lock_id"),
            order_number: eb.ref("excluded.order_number"),
            company_uuid: eb.ref("excluded.company_uuid"),
            expires_at: eb.ref("excluded.expires_at"),
            created_at: eb.ref("excluded.created_at"),
          }))
          .where("vehicle_locks.expires_at", "<=", at),
      )
      .returning(["lock_id"])
      .executeTakeFirst();
    if (taken?.lock_id !== lock.lock_id)
      throw new OrderRefusal(409, "vehicle_reserved", "This vehicle is reserved by another buyer.", {
        vehicle_id: input.vehicleId,
      });
    this.#holdsChanged.add(trx);
    // The order of the lock just taken over ran out of time: it expires with this statement.
    const stale = await trx
      .selectFrom("orders")
      .select(["order_number", "state"])
      .where("vehicle_id", "=", input.vehicleId)
      .where("state", "in", ["initiated", "payment_pending"])
      .execute();
    for (const old of stale) await this.#event(trx, old.order_number, old.state, "expired", "expiry", null, at);
    if (stale.length > 0)
      await trx
        .updateTable("orders")
        .set({ state: "expired", updated_at: at })
        .where(
          "order_number",
          "in",
          stale.map((old) => old.order_number),
        )
        .execute();
    const order: OrderRow = {
      order_number: lock.order_number,
      lock_id: lock.lock_id,
      vehicle_id: input.vehicleId,
      company_uuid: input.company,
      state: "initiated",
      vendor: null,
      amount: input.amount,
      currency: input.currency,
      capture_method: "automatic",
      payment_ref: null,
      provider_account: input.providerAccount,
      details: null,
      customer_email: null,
      ...NO_CHOICES,
      lead_id: null,
      locale: "en",
      expires_at: lock.expires_at!,
      created_at: at,
      updated_at: at,
    };
    await trx.insertInto("orders").values(order).execute();
    await this.#event(trx, order.order_number, null, "initiated", "buyer", null, at);
    return { lock, order };
  }

  /**
   * Bumped after a lock is taken or released, outside the transaction: every init would otherwise
   * queue behind one counter row on PostgreSQL. Caches keyed by it (stock pages, the stock count) age out.
   */
  async #reservationsChanged(): Promise<void> {
    await bumpSiteRevision(this.db, "reservations");
  }

  async order(number: string, executor: Executor = this.db): Promise<OrderRow | null> {
    const row = await executor.selectFrom("orders").selectAll().where("order_number", "=", number).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  async orderByLock(lockId: string, executor: Executor = this.db): Promise<OrderRow | null> {
    const row = await executor.selectFrom("orders").selectAll().where("lock_id", "=", lockId).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /** The order whose payment the server created at `vendor` with id `ref` (what a provider's event may settle). */
  async orderByPayment(ref: string, vendor: string, executor: Executor = this.db): Promise<OrderRow | null> {
    const row = await executor
      .selectFrom("orders")
      .selectAll()
      .where("payment_ref", "=", ref)
      .where("vendor", "=", vendor)
      .executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /** The open (unpaid, unexpired) order holding a vehicle's lock. */
  async openOrderOfVehicle(vehicleId: string, executor: Executor = this.db): Promise<OrderRow | null> {
    const lock = await executor
      .selectFrom("vehicle_locks")
      .select(["order_number", "expires_at"])
      .where("vehicle_id", "=", vehicleId)
      .executeTakeFirst();
    if (!lock) return null;
    return this.order(lock.order_number, executor);
  }

  async events(number: string): Promise<OrderEvent[]> {
    const rows = await this.db
      .selectFrom("order_events")
      .selectAll()
      .where("order_number", "=", number)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return causalOrder(rows);
  }

  /**
   * Moves an order to `to` (409 through IllegalTransition when the machine refuses), writes the
   * event, and keeps the lock in step: a paid, on-hold or confirmed order holds the vehicle for
   * good; a cancelled, expired or refunded one frees it.
   */
  async move(
    trx: Transaction<Database>,
    order: OrderRow,
    to: OrderState,
    source: string,
    note: string | null = null,
    changes: Partial<OrderRow> = {},
    actor: string | null = null,
  ): Promise<OrderRow> {
    transition(order.state, to);
    const at = now();
    const updated = await trx
      .updateTable("orders")
      .set({ ...changes, state: to, updated_at: at })
      .where("order_number", "=", order.order_number)
      .where("state", "=", order.state)
      .returningAll()
      .executeTakeFirst();
    // Another request moved it first: the caller sees the refusal the machine would give now.
    if (!updated) {
      const current = await this.order(order.order_number, trx);
      if (current) transition(current.state, to);
      throw new OrderRefusal(409, "order_changed", "The order changed meanwhile; read it again.");
    }
    await this.#event(trx, order.order_number, order.state, to, source, note, at, actor);
    if (holdsVehicle(to) || isFinal(to)) this.#holdsChanged.add(trx);
    if (holdsVehicle(to))
      await trx.updateTable("vehicle_locks").set({ expires_at: null }).where("lock_id", "=", order.lock_id).execute();
    if (isFinal(to)) {
      await trx.deleteFrom("vehicle_locks").where("lock_id", "=", order.lock_id).execute();
    }
    const moved = normalise(updated);
    // The confirmation e-mail is owed in the same transaction as the confirmation (decision 042).
    if (to === "confirmed") {
      await enqueueConfirmation(trx, moved);
      await enqueueTradeInRequest(trx, moved);
    }
    // A reservation that ends without a sale is cancelled at the lead service too (decision 161).
    if (to === "cancelled" || to === "expired") await enqueueLeadCall(trx, moved, "cancellation");
    return moved;
  }

  /** An event in the order's history that changes no state (an ignored provider event, an admin note). */
  async note(
    trx: Transaction<Database>,
    order: OrderRow,
    source: string,
    note: string,
    actor: string | null = null,
  ): Promise<void> {
    await this.#event(trx, order.order_number, order.state, order.state, source, note, now(), actor);
  }

  /** Orders waiting for a provider's answer (reconciled when the server starts). */
  async pendingPayments(): Promise<OrderRow[]> {
    const rows = await this.db
      .selectFrom("orders")
      .selectAll()
      .where("state", "=", "payment_pending")
      .where("payment_ref", "is not", null)
      .limit(1000)
      .execute();
    return rows.map(normalise);
  }

  async update(trx: Transaction<Database>, number: string, changes: Partial<OrderRow>): Promise<OrderRow> {
    const updated = await trx
      .updateTable("orders")
      .set({ ...changes, updated_at: now() })
      .where("order_number", "=", number)
      .returningAll()
      .executeTakeFirstOrThrow();
    return normalise(updated);
  }

  /**
   * Expires every unpaid order whose lock ran out and releases its lock: what the sweeper does every
   * few seconds, so the stock locator stops showing the car as reserved without a new init.
   */
  async expireDue(): Promise<number> {
    const at = now();
    const due = await this.db
      .selectFrom("orders")
      .selectAll()
      .where("state", "in", ["initiated", "payment_pending"])
      .where("expires_at", "<=", at)
      .limit(100)
      .execute();
    let expired = 0;
    for (const order of due) {
      await this.transaction(async (trx) => {
        try {
          await this.move(trx, normalise(order), "expired", "expiry", "The reservation lock ran out.");
          expired += 1;
        } catch (error) {
          if (!(error instanceof OrderRefusal)) throw error;
        }
      });
    }
    return expired;
  }

  async locks(): Promise<VehicleLocksTable[]> {
    return this.db.selectFrom("vehicle_locks").selectAll().orderBy("created_at", "desc").limit(500).execute();
  }

  async list(query: { page: number; items: number; state?: OrderState }): Promise<{ rows: OrderRow[]; total: number }> {
    let base = this.db.selectFrom("orders");
    if (query.state) base = base.where("state", "=", query.state);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("order_number", "desc")
        .limit(query.items)
        .offset((query.page - 1) * query.items)
        .execute(),
      base.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(normalise), total: Number(count.total) };
  }

  /** The stored answer of an earlier post with this key, or "key-reused" when its body differed. */
  async findAnswer(scope: string, key: string, hash: string, executor: Executor = this.db) {
    const row = await executor
      .selectFrom("order_idempotency_keys")
      .selectAll()
      .where("scope", "=", scope)
      .where("key", "=", key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.request_hash !== hash) return { kind: "key-reused" as const };
    return { kind: "answer" as const, answer: { status: Number(row.status), body: JSON.parse(row.response) } };
  }

  async storeAnswer(trx: Transaction<Database>, scope: string, key: string, hash: string, answer: StoredAnswer) {
    await trx
      .insertInto("order_idempotency_keys")
      .values({
        scope,
        key,
        request_hash: hash,
        status: answer.status,
        response: JSON.stringify(answer.body),
        created_at: now(),
      })
      .execute();
  }

  /**
   * Orders owed an automatic refund (decision 049) that no provider has confirmed yet: the "refund
   * due" event is written with the late payment's event, the "refunded" one after the provider's
   * answer, so a crash or a provider outage in between leaves the order here to be retried.
   */
  async refundsDue(): Promise<OrderRow[]> {
    const rows = await this.db
      .selectFrom("orders")
      .selectAll()
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom("order_events")
            .select("id")
            .whereRef("order_events.order_number", "=", "orders.order_number")
            .where("order_events.source", "=", AUTO_REFUND)
            .where("order_events.note", "like", `${REFUND_DUE}%`),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("order_events")
              .select("id")
              .whereRef("order_events.order_number", "=", "orders.order_number")
              .where("order_events.source", "=", AUTO_REFUND)
              .where("order_events.note", "like", `${REFUNDED}%`),
          ),
        ),
      )
      .limit(100)
      .execute();
    return rows.map(normalise);
  }

  /** Whether an order's late payment was (or is being) given back automatically. */
  async autoRefunded(number: string, executor: Executor = this.db): Promise<boolean> {
    const row = await executor
      .selectFrom("order_events")
      .select("id")
      .where("order_number", "=", number)
      .where("source", "=", AUTO_REFUND)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Records a provider event; false when it was recorded before (a duplicate delivery). */
  async firstDelivery(
    trx: Transaction<Database>,
    provider: string,
    eventId: string,
    orderNumber: string | null,
  ): Promise<boolean> {
    const inserted = await trx
      .insertInto("order_provider_events")
      .values({ provider, event_id: eventId, order_number: orderNumber, created_at: now() })
      .onConflict((conflict) => conflict.columns(["provider", "event_id"]).doNothing())
      .returning("event_id")
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async #event(
    trx: Transaction<Database>,
    orderNumber: string,
    from: OrderState | null,
    to: OrderState,
    source: string,
    note: string | null,
    at: string,
    actor: string | null = null,
  ): Promise<void> {
    await trx
      .insertInto("order_events")
      .values({
        id: newId(),
        order_number: orderNumber,
        from_state: from,
        to_state: to,
        source,
        note,
        actor_email: actor,
        created_at: at,
      })
      .execute();
  }
}

/**
 * Events in the order they happened. Two transitions of one request (paid, then confirmed) can share a
 * millisecond, and event ids are random: among events of the same time, the next is the one that starts
 * where the one before it ended.
 */
function causalOrder<Event extends { created_at: string; from_state: string | null; to_state: string }>(
  events: readonly Event[],
): Event[] {
  const pending = [...events];
  const ordered: Event[] = [];
  while (pending.length > 0) {
    const previous = ordered.at(-1);
    const sameTime = pending.filter((event) => event.created_at === pending[0]!.created_at);
    const next = sameTime.find((event) => previous && event.from_state === previous.to_state) ?? pending[0]!;
    ordered.push(next);
    pending.splice(pending.indexOf(next), 1);
  }
  return ordered;
}

/** PostgreSQL answers integers as they were stored; SQLite too. Amounts stay numbers either way. */
function normalise(row: OrderRow): OrderRow {
  return { ...row, amount: Number(row.amount) };
}
