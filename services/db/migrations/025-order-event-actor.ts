import type { Kysely } from "kysely";

/**
 * Who made an order's change: an admin's cancel, refund or e-mail re-send is recorded with the admin's
 * e-mail, so the order's history says who, not only "admin". Null for the buyer, a provider or the clock.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_events").addColumn("actor_email", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("order_events").dropColumn("actor_email").execute();
}
