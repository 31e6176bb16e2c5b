import type { Kysely } from "kysely";

/**
 * Verified form fields: a row per code sent to a phone number or an e-mail address from a form, and
 * `verified_at` once the visitor typed the right code. Its id is the token the browser sends with the
 * lead; the lead post checks it against the field's value. Leads record which fields were verified.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("field_verifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("code_hash", "text")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .execute();
  await db.schema
    .createIndex("field_verifications_by_target")
    .on("field_verifications")
    .columns(["kind", "target", "created_at"])
    .execute();
  await db.schema.alterTable("leads").addColumn("verified", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("verified").execute();
  await db.schema.dropTable("field_verifications").execute();
}
