import type { Kysely } from "kysely";

/**
 * A page may show the logo alone in its header (issue 29, decision 173): a focused page such as a
 * model launch, with no menu, search or language links to lead visitors away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("pages")
    .addColumn("navigation_logo_only", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("navigation_logo_only").execute();
}
