import { sql, type Kysely } from "kysely";

/**
 * The shared cache's outbox (decision 151): every write that changes what the public site shows
 * enqueues the surrogate keys to purge, in the transaction of the write, and the purge worker sends
 * them to the operator's caches (Varnish BAN or PURGE, a webhook) once every instance reads the new
 * revision. A purged row is deleted; `tags` is space-separated.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cache_purges")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("tags", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'delivering', 'failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("cache_purges_due").on("cache_purges").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cache_purges").execute();
}
