import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";

interface Rejected {
  line: number;
  field: string;
  reason: string;
}

/** A batch of staging rows already in COPY's text format (encoded where the feed was parsed, decision 094). */
export interface CopyBatch {
  /** The staging columns, in the order of each COPY line. */
  columns: string[];
  /** COPY text, one line per row. */
  copy: Uint8Array;
  /** The feed line of each row, in order. */
  lines: number[];
}

function copyInto(client: pg.PoolClient, statement: string, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const stream = client.query(copyFrom(statement));
    stream.on("error", reject);
    stream.on("finish", () => resolve());
    stream.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}

/**
 * One staging batch on PostgreSQL, in one transaction of a raw pool client (decision 092): the rows
 * are COPYed into a session-local temporary table (no WAL, emptied at commit), then moved into the
 * UNLOGGED staging table in line order with `ON CONFLICT DO NOTHING`, so a row repeating the id or VIN
 * of an earlier row (this batch or an earlier one) is skipped exactly as before; COPY itself cannot
 * skip a conflicting row. The moved rows' publication lists are split from their `|a|b|` text in the
 * same statement (decision 094). Each skipped row is rejected; the rejections go in the same transaction.
 * Returns the rejections for repeated rows.
 */
export async function stageBatchByCopy(
  pool: pg.Pool,
  importId: string,
  batch: CopyBatch,
  rejections: Rejected[],
): Promise<Rejected[]> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query("begin");
    const duplicates: Rejected[] = [];
    if (batch.lines.length > 0) {
      const columnList = batch.columns.join(", ");
      await client.query(
        "create temporary table if not exists stock_import_batch (like stock_import_rows) on commit delete rows",
      );
      await copyInto(client, `copy stock_import_batch (${columnList}) from stdin`, batch.copy);
      const moved = await client.query<{ line: number }>(
        `with moved as (
           insert into stock_import_rows (${columnList}) select ${columnList} from stock_import_batch
           order by line on conflict do nothing returning id, line, lists),
         listed as (
           insert into stock_import_lists (import_id, vehicle_id, list_key)
           select distinct $1::text, moved.id, key
           from moved cross join unnest(string_to_array(trim(both '|' from moved.lists), '|')) as key
           where key <> '')
         select line from moved`,
        [importId],
      );
      const staged = new Set(moved.rows.map((row) => Number(row.line)));
      for (const line of batch.lines)
        if (!staged.has(line))
          duplicates.push({ line, field: "id", reason: "repeats the id or VIN of an earlier row" });
    }
    const all = [...rejections, ...duplicates];
    if (all.length > 0)
      await client.query(
        `insert into stock_import_rejections (import_id, line, field, reason)
          select $1, (r ->> 0)::integer, r ->> 1, r ->> 2 from jsonb_array_elements($2::jsonb) as r`,
        [importId, JSON.stringify(all.map((rejection) => [rejection.line, rejection.field, rejection.reason]))],
      );
    await client.query("commit");
    return duplicates;
  } catch (error) {
    failed = true;
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release(failed);
  }
}
