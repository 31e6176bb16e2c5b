import type { Kysely } from "kysely";

/**
 * Offers (issue 15, decision 103): one row per offer, its whole document as JSON text (the schema is the
 * shape; offers are few, so the site filters them in memory) beside the columns lists sort on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("offers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("document", "text", (c) => c.notNull())
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("source", "text", (c) => c.notNull().defaultTo("admin"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("offers").execute();
}
