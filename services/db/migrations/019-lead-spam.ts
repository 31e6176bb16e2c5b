import type { Kysely } from "kysely";

/**
 * Leads caught by the honeypot are kept, marked `spam` (1), instead of being thrown away: an admin can
 * find one a person sent by mistake, while exports and deliveries (e-mails, the lead service) skip them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("leads")
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("spam").execute();
}
