import type { Kysely } from "kysely";

/**
 * VIN lists (decision 081): the VINs an admin uploads as CSV, one row per VIN in a named list (a recall
 * campaign's affected vehicles, the vehicles eligible for a map update). A lookup is a primary-key read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("vins")
    .addColumn("list", "text", (c) => c.notNull())
    .addColumn("vin", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("vins_pk", ["list", "vin"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vins").execute();
}
