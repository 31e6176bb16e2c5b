import type { Kysely } from "kysely";

/**
 * A stock import's `refusal`: why a full import did not switch the stock (decision 121), as a code
 * beside the `error` text that explains it: `no_valid_rows` or `too_many_rejections`; null for every
 * other import. A new nullable column, no check constraint: on SQLite changing one means rebuilding
 * the table (the import's status keeps "failed", which its check already allows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stock_imports").addColumn("refusal", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stock_imports").dropColumn("refusal").execute();
}
