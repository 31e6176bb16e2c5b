import { sql, type Kysely } from "kysely";

/**
 * Buy online (issue 11): the reservation lock of a vehicle, orders, their event history, provider
 * events already applied and the idempotency record of order posts.
 * No foreign key to `vehicles`: a stock import replaces every vehicle row, and must not drop locks.
 * - `vehicle_locks`: the primary key is the vehicle, so the database itself allows one lock per car;
 *   a lock whose `expires_at` has passed is taken over by the next init in one upsert statement. A
 *   lock with `expires_at` null is held by a paid or confirmed order and never expires.
 * - `order_provider_events` (provider, event_id): a webhook delivered twice inserts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vehicle_locks")
    .addColumn("vehicle_id", "text", (c) => c.primaryKey())
    .addColumn("lock_id", "text", (c) => c.notNull().unique())
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("company_uuid", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("vehicle_locks_by_expiry").on("vehicle_locks").column("expires_at").execute();

  await db.schema
    .createTable("orders")
    .addColumn("order_number", "text", (c) => c.primaryKey())
    .addColumn("lock_id", "text", (c) => c.notNull().unique())
    .addColumn("vehicle_id", "text", (c) => c.notNull())
    .addColumn("company_uuid", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) =>
      c
        .notNull()
        .check(
          sql`state in ('initiated', 'payment_pending', 'paid', 'on_hold', 'confirmed', 'cancelled', 'expired', 'refunded')`,
        ),
    )
    .addColumn("vendor", "text")
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("capture_method", "text", (c) => c.notNull().defaultTo("automatic"))
    .addColumn("payment_ref", "text", (c) => c.unique())
    .addColumn("provider_account", "text")
    .addColumn("details", "text")
    .addColumn("customer_email", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("orders_by_date").on("orders").columns(["created_at", "order_number"]).execute();
  await db.schema.createIndex("orders_by_state_and_expiry").on("orders").columns(["state", "expires_at"]).execute();

  await db.schema
    .createTable("order_events")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("order_number", "text", (c) => c.notNull().references("orders.order_number").onDelete("cascade"))
    .addColumn("from_state", "text")
    .addColumn("to_state", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_events_by_order")
    .on("order_events")
    .columns(["order_number", "created_at"])
    .execute();

  await db.schema
    .createTable("order_provider_events")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("event_id", "text", (c) => c.notNull())
    .addColumn("order_number", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_provider_events_pk", ["provider", "event_id"])
    .execute();

  await db.schema
    .createTable("order_idempotency_keys")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("status", "integer", (c) => c.notNull())
    .addColumn("response", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_idempotency_keys_pk", ["scope", "key"])
    .execute();
  await db.schema.createIndex("order_idempotency_by_date").on("order_idempotency_keys").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["order_idempotency_keys", "order_provider_events", "order_events", "orders", "vehicle_locks"])
    await db.schema.dropTable(table).execute();
}
