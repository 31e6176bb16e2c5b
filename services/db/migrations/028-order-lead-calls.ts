import { sql, type Kysely } from "kysely";

/**
 * The lead-service calls an order owes (decision 161): the payment intent with the lead's id, and a
 * cancelled reservation. `orders.lead_id` is the site lead the buyer's form created (the order's
 * rdx_forms_lead_id); `order_lead_calls` is their durable outbox, written in the transaction that owes
 * the call and sent by a worker with retries, like order_deliveries (migration 008). A table of its
 * own: widening order_deliveries' kind check would mean rebuilding that table on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("lead_id", "text").execute();
  await db.schema
    .createTable("order_lead_calls")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .addColumn("order_number", "text", (c) => c.notNull())
    .addColumn("lead_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('payment_intent', 'cancellation')`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'delivering', 'delivered', 'failed')`),
    )
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("response", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_lead_calls_due")
    .on("order_lead_calls")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("order_lead_calls_by_order").on("order_lead_calls").column("order_number").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_lead_calls").execute();
  await db.schema.alterTable("orders").dropColumn("lead_id").execute();
}
