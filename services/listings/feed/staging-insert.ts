import { CompiledQuery, PostgresAdapter, sql, type Kysely, type Transaction } from "kysely";
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

/** Rows per SQLite statement: 700 rows of 43 columns stay under its 32,766 parameters per statement. */
const SQLITE_ROWS_PER_STATEMENT = 700;

/**
 * A batch of staging rows, written in as few statements as each database does fastest (decision 090).
 * PostgreSQL: ONE statement with ONE parameter, the batch as a JSON array of row arrays read back into
 * columns by `jsonb_array_elements` (a many-row VALUES list would send and plan tens of thousands of
 * parameters). SQLite: multi-row VALUES of 700 rows, the SQL text built here (not through the query
 * builder, which costs more than SQLite's insert); SQLite's `json_each` measured three times slower.
 * Rows repeating an id or VIN already staged are skipped; the lines staged are returned.
 */
export async function insertStagingRows(
  trx: Transaction<Database>,
  postgres: boolean,
  rows: StockImportRowsTable[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const columns = Object.keys(rows[0]!) as (keyof StockImportRowsTable)[];
  const columnList = columns.join(", ");
  const staged = new Set<number>();
  if (postgres) {
    const batch = JSON.stringify(rows.map((row) => columns.map((column) => row[column])));
    const read = columns.map((column, index) => {
      const type = NUMERIC[column];
      return `(r ->> ${index})::${type === "real" ? "double precision" : (type ?? "text")}`;
    });
    const result = await trx.executeQuery<{ line: number }>(
      CompiledQuery.raw(
        `insert into stock_import_rows (${columnList}) select ${read.join(", ")}
          from jsonb_array_elements($1::jsonb) as r on conflict do nothing returning line`,
        [batch],
      ),
    );
    for (const row of result.rows) staged.add(Number(row.line));
    return staged;
  }
  const tuple = `(${columns.map(() => "?").join(", ")})`;
  for (let start = 0; start < rows.length; start += SQLITE_ROWS_PER_STATEMENT) {
    const part = rows.slice(start, start + SQLITE_ROWS_PER_STATEMENT);
    const parameters: unknown[] = [];
    for (const row of part) for (const column of columns) parameters.push(row[column]);
    const result = await trx.executeQuery<{ line: number }>(
      CompiledQuery.raw(
        `insert into stock_import_rows (${columnList}) values ${Array(part.length).fill(tuple).join(", ")}
          on conflict do nothing returning line`,
        parameters,
      ),
    );
    for (const row of result.rows) staged.add(Number(row.line));
  }
  return staged;
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
