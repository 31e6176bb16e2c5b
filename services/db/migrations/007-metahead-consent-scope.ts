import type { Kysely } from "kysely";

/** A metahead declares the cookie consent scope it needs (null: none, it always runs); issue 12. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("metaheads").addColumn("consent_scope", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("metaheads").dropColumn("consent_scope").execute();
}
