import { CompiledQuery, sql, type Transaction } from "kysely";
import type { Database, StockImportRowsTable } from "../../db/schema.ts";

/** Rows per SQLite statement: 700 rows of 43 columns stay under its 32,766 parameters per statement. */
const SQLITE_ROWS_PER_STATEMENT = 700;

/**
 * SQLite: a batch of staging rows in multi-row VALUES of 700 rows, the SQL text built here (not
 * through the query builder, which costs more than SQLite's insert); SQLite's `json_each` measured
 * three times slower (decision 090). PostgreSQL COPYs its batches (postgres-stock-writer.ts). Rows
 * repeating an id or VIN already staged are skipped; the lines staged are returned.
 */
export async function insertStagingRows(
  trx: Transaction<Database>,
  rows: StockImportRowsTable[],
): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const columns = Object.keys(rows[0]!) as (keyof StockImportRowsTable)[];
  const columnList = columns.join(", ");
  const staged = new Set<number>();
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

/** SQLite: the staged vehicles' publication lists, one statement per batch. */
export async function insertStagingLists(
  trx: Transaction<Database>,
  importId: string,
  pairs: [vehicleId: string, listKey: string][],
): Promise<void> {
  if (pairs.length === 0) return;
  await sql`insert into stock_import_lists (import_id, vehicle_id, list_key)
    select ${importId}, value ->> 0, value ->> 1 from json_each(${JSON.stringify(pairs)})`.execute(trx);
}
