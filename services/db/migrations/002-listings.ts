import { sql, type Kysely } from "kysely";

/**
 * Dealers (retailers), vehicles and the publication lists they appear in (the `{x}` of
 * /public_api/listing/{x}). List-valued vehicle fields (engine types, financing options) are stored
 * as `|a|b|` text so `_includes` filters work the same on both databases; rich content (photos,
 * equipment, prices, disclaimers) is JSON text read only for the vehicles shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("dealers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("dealer_code", "text", (c) => c.notNull().unique())
    .addColumn("ci_code", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("display_name_jag", "text")
    .addColumn("display_name_lr", "text")
    .addColumn("brands", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("locality", "text", (c) => c.notNull())
    .addColumn("postcode", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("latitude", "real", (c) => c.notNull())
    .addColumn("longitude", "real", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("opening_hours", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("dealers_by_postcode").on("dealers").column("postcode").execute();
  await db.schema.createIndex("dealers_by_state").on("dealers").column("state").execute();

  await db.schema
    .createTable("vehicles")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('new', 'used', 'approved')`))
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
    .addColumn("vin", "text", (c) => c.notNull().unique())
    .addColumn("owner_id", "text", (c) => c.notNull().references("dealers.id"))
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
    .addColumn("price_hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("prices_type", "text", (c) => c.notNull())
    .addColumn("delivery_date", "text")
    .addColumn("order_number", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("details", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("vehicle_publications")
    .addColumn("list_key", "text", (c) => c.notNull())
    .addColumn("vehicle_id", "text", (c) => c.notNull().references("vehicles.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("vehicle_publications_pk", ["list_key", "vehicle_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["vehicle_publications", "vehicles", "dealers"]) await db.schema.dropTable(table).execute();
}
