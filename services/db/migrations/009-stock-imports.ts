import { sql, type Kysely } from "kysely";

/**
 * Stock feed imports (issue 16, decision 090). A feed is streamed into staging tables keyed by the
 * import's id, in batches; only the switch, one transaction at the end, touches `vehicles` and
 * `vehicle_publications`. So a failed or killed import leaves the published stock as it was, and its
 * staging rows are swept by a later import. Rejected rows are kept per import for the report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("stock_imports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("mode", "text", (c) => c.notNull().check(sql`mode in ('full', 'delta')`))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().check(sql`status in ('running', 'finished', 'failed', 'abandoned')`),
    )
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("heartbeat_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("rows_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bytes_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("bytes_total", "integer")
    .addColumn("rejected", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("inserted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("unpublished", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("error", "text")
    .execute();

  await db.schema
    .createTable("stock_import_rejections")
    .addColumn("import_id", "text", (c) => c.notNull().references("stock_imports.id").onDelete("cascade"))
    .addColumn("line", "integer", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("stock_import_rejections_by_import")
    .on("stock_import_rejections")
    .columns(["import_id", "line"])
    .execute();

  // The vehicles table's columns, plus the import and the feed line; unique per import by id and by VIN.
  await db.schema
    .createTable("stock_import_rows")
    .addColumn("import_id", "text", (c) => c.notNull())
    .addColumn("line", "integer", (c) => c.notNull())
    .addColumn("id", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("nameplate_brand_name", "text", (c) => c.notNull())
    .addColumn("nameplate_name", "text", (c) => c.notNull())
    .addColumn("nameplate_model_group", "text", (c) => c.notNull())
    .addColumn("nameplate_external_code", "text")
    .addColumn("model_display_name", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("drivetrain", "text", (c) => c.notNull())
    .addColumn("production_year", "integer", (c) => c.notNull())
    .addColumn("model_year", "integer", (c) => c.notNull())
    .addColumn("color_name", "text", (c) => c.notNull())
    .addColumn("color_canonical", "text", (c) => c.notNull())
    .addColumn("interior_color", "text", (c) => c.notNull())
    .addColumn("vin", "text", (c) => c.notNull())
    .addColumn("owner_id", "text", (c) => c.notNull())
    .addColumn("engine_type", "text", (c) => c.notNull())
    .addColumn("financing_options", "text", (c) => c.notNull())
    .addColumn("transmission", "text", (c) => c.notNull())
    .addColumn("power", "integer", (c) => c.notNull())
    .addColumn("power_unit", "text", (c) => c.notNull())
    .addColumn("mileage", "integer", (c) => c.notNull())
    .addColumn("mileage_unit", "text", (c) => c.notNull())
    .addColumn("battery_capacity", "real")
    .addColumn("engine_capacity_normalized", "real")
    .addColumn("number_of_seats", "integer", (c) => c.notNull())
    .addColumn("msrp_price", "integer", (c) => c.notNull())
    .addColumn("sale_price", "integer")
    .addColumn("display_price", "integer", (c) => c.notNull())
    .addColumn("monthly_price", "integer")
    .addColumn("subscribe_price", "integer")
    .addColumn("price_hidden", "integer", (c) => c.notNull())
    .addColumn("prices_type", "text", (c) => c.notNull())
    .addColumn("delivery_date", "text")
    .addColumn("order_number", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull())
    .addColumn("lists", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("stock_import_rows_pk", ["import_id", "id"])
    .addUniqueConstraint("stock_import_rows_vin", ["import_id", "vin"])
    .execute();

  await db.schema
    .createTable("stock_import_lists")
    .addColumn("import_id", "text", (c) => c.notNull())
    .addColumn("vehicle_id", "text", (c) => c.notNull())
    .addColumn("list_key", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("stock_import_lists_pk", ["import_id", "vehicle_id", "list_key"])
    .execute();

  // The full-feed sweep and the per-vehicle publication diff look publications up by vehicle.
  await db.schema
    .createIndex("vehicle_publications_by_vehicle")
    .on("vehicle_publications")
    .column("vehicle_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("vehicle_publications_by_vehicle").execute();
  for (const table of ["stock_import_lists", "stock_import_rows", "stock_import_rejections", "stock_imports"])
    await db.schema.dropTable(table).execute();
}
