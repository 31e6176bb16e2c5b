import type { Kysely } from "kysely";

/**
 * The buyer's journey choices on an order (decision 145): `finance` and `trade_in` as JSON (the
 * finance choice with the quote the server computed; the part-exchange vehicle), and the handover
 * booking as plain columns (`handover_retailer_id` and the name the buyer was shown, `handover_date` YYYY-MM-DD, `handover_slot` HH:MM)
 * so a retailer's handovers can be listed by day. All nullable: a choice the buyer did not make.
 */
const COLUMNS = [
  "finance",
  "trade_in",
  "handover_retailer_id",
  "handover_retailer_name",
  "handover_date",
  "handover_slot",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("orders").addColumn(column, "text").execute();
  await db.schema
    .createIndex("orders_handover_by_retailer")
    .on("orders")
    .columns(["handover_retailer_id", "handover_date"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("orders_handover_by_retailer").execute();
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable("orders").dropColumn(column).execute();
}
