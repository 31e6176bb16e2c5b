import type { Kysely } from "kysely";

/**
 * The vehicles an import unpublished, for its report: the first 1,000 of each import (id, VIN and
 * name as they were), as the rejected rows are. The count stays on `stock_imports.unpublished`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stock_import_unpublished")
    .addColumn("import_id", "text", (c) => c.notNull())
    .addColumn("vehicle_id", "text", (c) => c.notNull())
    .addColumn("vin", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("stock_import_unpublished_pk", ["import_id", "vehicle_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("stock_import_unpublished").execute();
}
