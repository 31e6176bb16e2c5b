import type { StockImportRowsTable } from "../../db/schema.ts";
import { publicationCopyRows, vehicleCopyRows } from "./copy-binary.ts";
import { feedRecords, type FeedFormat } from "./feed-records.ts";
import { checkFeedRow, stagingRow, type RowProblem } from "./feed-row.ts";

export type Rejection = RowProblem & { line: number };

/** Why a row repeating the id or VIN of an earlier row of the same feed is rejected. */
export const REPEATED = "repeats the id or VIN of an earlier row";

/** What reading a feed needs to know: plain data, so it can be handed to a worker thread. */
export interface ParseSettings {
  format: FeedFormat;
  importId: string;
  /** [dealer code, dealer id] of every known dealer. */
  dealers: [string, string][];
  batchSize: number;
  /** "copy": staging rows in COPY's binary format (PostgreSQL); "rows": as objects (SQLite). */
  output: "copy" | "rows";
}

/** A batch of checked rows ready to stage, and the rows rejected while reading it. */
export interface ParsedBatch {
  /** Rows read so far, this batch included. */
  rowsRead: number;
  /** The feed line of each staging row, in order. */
  lines: number[];
  rejections: Rejection[];
  /**
   * output "copy" (copy-binary.ts): the vehicles in COPY's binary format, columns as `VEHICLE_COLUMNS`;
   * their publications, a (list_key, vehicle_id) row per list; and the vehicle ids, in order.
   */
  copy?: { vehicles: Uint8Array; publications: Uint8Array; ids: string[] };
  /** output "rows": the staging rows. */
  rows?: StockImportRowsTable[];
}

/**
 * Reads a feed into batches of `batchSize` staging rows: each record parsed, checked against the
 * schema, its dealer resolved and shaped into a staging row (binary COPY or an object), each
 * rejected record kept with its line, field and reason. A batch is yielded as soon as it is full (or
 * holds `batchSize` rejections), and once more at the end, so memory holds one batch whatever the
 * feed's size. This is what the worker thread runs (feed-worker.ts); it needs no database.
 */
export async function* feedBatches(
  input: AsyncIterable<Uint8Array | string>,
  settings: ParseSettings,
): AsyncGenerator<ParsedBatch> {
  const dealers = new Map(settings.dealers);
  const vehicles = vehicleCopyRows();
  const publications = publicationCopyRows();
  let copiedIds: string[] = [];
  // The ids and VINs of this batch's rows: a repeat within a batch is rejected here, one of an earlier
  // batch where the batch is written (staging's unique keys; postgres-stock-writer.ts).
  const ids = new Set<string>();
  const vins = new Set<string>();
  let rowsRead = 0;
  let lines: number[] = [];
  let rejections: Rejection[] = [];
  let rows: StockImportRowsTable[] = [];
  const cut = (): ParsedBatch => {
    const batch: ParsedBatch =
      settings.output === "copy"
        ? {
            rowsRead,
            lines,
            rejections,
            copy: { vehicles: vehicles.take(), publications: publications.take(), ids: copiedIds },
          }
        : { rowsRead, lines, rejections, rows };
    lines = [];
    copiedIds = [];
    rejections = [];
    rows = [];
    ids.clear();
    vins.clear();
    return batch;
  };
  for await (const entry of feedRecords(input, settings.format)) {
    rowsRead++;
    if ("error" in entry) rejections.push({ line: entry.line, field: "", reason: entry.error });
    else {
      const checked = checkFeedRow(entry.value);
      if (!checked.ok) for (const problem of checked.problems) rejections.push({ line: entry.line, ...problem });
      else {
        const owner = dealers.get(checked.vehicle.owner_dealer_code);
        if (owner === undefined)
          rejections.push({
            line: entry.line,
            field: "owner_dealer_code",
            reason: "is not the code of a known dealer",
          });
        else if (ids.has(checked.vehicle.id) || vins.has(checked.vehicle.vin))
          rejections.push({ line: entry.line, field: "id", reason: REPEATED });
        else {
          ids.add(checked.vehicle.id);
          vins.add(checked.vehicle.vin);
          const row = stagingRow(checked.vehicle, owner, settings.importId, entry.line);
          lines.push(entry.line);
          if (settings.output === "rows") rows.push(row);
          else {
            vehicles.append(row);
            copiedIds.push(row.id);
            // Unique and never empty: the schema says so.
            for (const key of checked.vehicle.lists) publications.append({ list_key: key, vehicle_id: row.id });
          }
        }
      }
    }
    if (lines.length >= settings.batchSize || rejections.length >= settings.batchSize) yield cut();
  }
  yield cut();
}
