import { sql, type Kysely } from "kysely";

/**
 * The orders' outbox (decision 042): e-mails an order owes (the confirmation, an inquiry), written in
 * the same transaction as the state change that owes them and sent later by the outbox worker.
 * `dedupe_key` is unique: a retried confirm or a webhook delivered twice enqueues no second e-mail.
 * `message` is the e-mail as JSON (to, subject, text, html), rendered when it is enqueued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("order_deliveries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("dedupe_key", "text", (c) => c.notNull().unique())
    .addColumn("order_number", "text")
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('confirmation', 'inquiry')`))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('pending', 'delivering', 'delivered', 'failed')`),
    )
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("response", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("order_deliveries_due")
    .on("order_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("order_deliveries_by_order").on("order_deliveries").column("order_number").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("order_deliveries").execute();
}
