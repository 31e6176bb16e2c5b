import type { Kysely } from "kysely";

/**
 * The service pack a buyer chose at checkout (decision 171): JSON text with the pack's terms as the
 * buyer saw them and the total the server computed (model/orders/service-pack.ts). Nullable: most
 * orders have none, and older orders predate packs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("service_pack", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").dropColumn("service_pack").execute();
}
