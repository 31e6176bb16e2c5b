import { PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
import type { Database, StockImportRowsTable } from "../../db/schema.ts";

/** SQL types of the staging columns that are not text (migration 009); PostgreSQL needs them to read a batch. */
const NUMERIC: Partial<Record<keyof StockImportRowsTable, "integer" | "real">> = {
  line: "integer",
  production_year: "integer",
  model_year: "integer",
  power: "integer",
  mileage: "integer",
  number_of_seats: "integer",
  msrp_price: "integer",
  sale_price: "integer",
  display_price: "integer",
  monthly_price: "integer",
  subscribe_price: "integer",
  price_hidden: "integer",
  battery_capacity: "real",
  engine_capacity_normalized: "real",
};

export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A batch of staging rows in ONE statement with ONE parameter: the batch as a JSON array of row arrays,
 * read back into columns by the database (`json_each` on SQLite, `jsonb_array_elements` on PostgreSQL).
 * A many-row VALUES list costs building, sending and preparing tens of thousands of parameters per batch
 * and is bounded by SQLite's 32,766 parameters per statement; this is neither (decision 090).
 * Rows repeating an id or VIN already staged are skipped; the lines staged are returned.
 */
export async function insertStagingRows(
  trx: Transaction<Database>,
  postgres: boolean,
  rows: StockImportRowsTable[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const columns = Object.keys(rows[0]!) as (keyof StockImportRowsTable)[];
  const batch = JSON.stringify(rows.map((row) => columns.map((column) => row[column])));
  const read = columns.map((column, index) => {
    const type = NUMERIC[column];
    if (postgres) return sql.raw(`(r ->> ${index})::${type === "real" ? "double precision" : (type ?? "text")}`);
    return sql.raw(`value ->> ${index}`);
  });
  const from = postgres ? sql`jsonb_array_elements(${batch}::jsonb) as r` : sql`json_each(${batch})`;
  const staged = await sql<{ line: number }>`insert into stock_import_rows (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(read)} from ${from} where true
    on conflict do nothing returning line`.execute(trx);
  return new Set(staged.rows.map((row) => Number(row.line)));
}

/** The staged vehicles' publication lists, one statement per batch the same way. */
export async function insertStagingLists(
  trx: Transaction<Database>,
  postgres: boolean,
  importId: string,
  pairs: [vehicleId: string, listKey: string][],
): Promise<void> {
  if (pairs.length === 0) return;
  const batch = JSON.stringify(pairs);
  const query = postgres
    ? sql`insert into stock_import_lists (import_id, vehicle_id, list_key)
        select ${importId}, r ->> 0, r ->> 1 from jsonb_array_elements(${batch}::jsonb) as r`
    : sql`insert into stock_import_lists (import_id, vehicle_id, list_key)
        select ${importId}, value ->> 0, value ->> 1 from json_each(${batch})`;
  await query.execute(trx);
}
