import type { Kysely } from "kysely";

/**
 * Errors from visitors' browsers, one row per distinct message + source (its fingerprint): a repeat
 * adds to `count` and moves `last_seen`, so a broken script on a busy page is one row, not a flood.
 * Only the message, the script's address without its query, a short stack and the page path are kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("browser_errors")
    .addColumn("fingerprint", "text", (c) => c.primaryKey())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("stack", "text", (c) => c.notNull())
    .addColumn("page", "text", (c) => c.notNull())
    .addColumn("user_agent", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("first_seen", "text", (c) => c.notNull())
    .addColumn("last_seen", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("browser_errors_by_last_seen").on("browser_errors").column("last_seen").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("browser_errors").execute();
}
