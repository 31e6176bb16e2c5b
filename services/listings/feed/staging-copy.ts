import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { StockImportRowsTable } from "../../db/schema.ts";

interface Rejected {
  line: number;
  field: string;
  reason: string;
}

/** One value in COPY's text format: `\N` for no value; backslash, tab, newline and return escaped. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  const text = typeof value === "string" ? value : typeof value === "boolean" ? (value ? "1" : "0") : String(value);
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) => (c === "\\" ? "\\\\" : c === "\t" ? "\\t" : c === "\n" ? "\\n" : "\\r"))
    : text;
}

/** The batch as COPY text: one line per row, the columns in `columns`' order. */
function copyText(rows: StockImportRowsTable[], columns: (keyof StockImportRowsTable)[]): string {
  let text = "";
  for (const row of rows) {
    for (let i = 0; i < columns.length; i++) text += (i === 0 ? "" : "\t") + copyField(row[columns[i]!]);
    text += "\n";
  }
  return text;
}

function copyInto(client: pg.PoolClient, statement: string, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = client.query(copyFrom(statement));
    stream.on("error", reject);
    stream.on("finish", () => resolve());
    stream.end(text);
  });
}

/**
 * One staging batch on PostgreSQL, in one transaction of a raw pool client (decision 092): the rows
 * are COPYed into a session-local temporary table (no WAL, emptied at commit), then moved into the
 * UNLOGGED staging table in line order with `ON CONFLICT DO NOTHING`, so a row repeating the id or VIN
 * of an earlier row (this batch or an earlier one) is skipped exactly as before; COPY itself cannot
 * skip a conflicting row. Publication lists and rejections go in the same transaction.
 * Returns the lines staged.
 */
export async function stageBatchByCopy(
  pool: pg.Pool,
  importId: string,
  rows: StockImportRowsTable[],
  lists: (stagedLines: Set<number>) => [vehicleId: string, listKey: string][],
  rejections: () => Rejected[],
): Promise<Set<number>> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query("begin");
    const staged = new Set<number>();
    if (rows.length > 0) {
      const columns = Object.keys(rows[0]!) as (keyof StockImportRowsTable)[];
      const columnList = columns.join(", ");
      await client.query(
        "create temporary table if not exists stock_import_batch (like stock_import_rows) on commit delete rows",
      );
      await copyInto(client, `copy stock_import_batch (${columnList}) from stdin`, copyText(rows, columns));
      const moved = await client.query<{ line: number }>(
        `insert into stock_import_rows (${columnList}) select ${columnList} from stock_import_batch
          order by line on conflict do nothing returning line`,
      );
      for (const row of moved.rows) staged.add(Number(row.line));
      const pairs = lists(staged);
      if (pairs.length > 0)
        await client.query(
          `insert into stock_import_lists (import_id, vehicle_id, list_key)
            select $1, r ->> 0, r ->> 1 from jsonb_array_elements($2::jsonb) as r`,
          [importId, JSON.stringify(pairs)],
        );
    }
    const all = rejections();
    if (all.length > 0)
      await client.query(
        `insert into stock_import_rejections (import_id, line, field, reason)
          select $1, (r ->> 0)::integer, r ->> 1, r ->> 2 from jsonb_array_elements($2::jsonb) as r`,
        [importId, JSON.stringify(all.map((rejection) => [rejection.line, rejection.field, rejection.reason]))],
      );
    await client.query("commit");
    return staged;
  } catch (error) {
    failed = true;
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release(failed);
  }
}
