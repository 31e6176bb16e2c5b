import type { StockImport } from "./stock-import.ts";

const WIDTH = 30;

/** One line of import progress: a bar when the feed's size is known, else the rows read so far. */
export function progressLine(progress: StockImport, elapsedMs: number): string {
  const rate = elapsedMs > 0 ? Math.round((progress.rows_read * 1000) / elapsedMs) : 0;
  const rows = `${progress.rows_read.toLocaleString("en-GB")} rows, ${progress.rejected.toLocaleString("en-GB")} rejected, ${rate.toLocaleString("en-GB")} rows/s`;
  if (!progress.bytes_total) return rows;
  const share = Math.min(1, progress.bytes_read / progress.bytes_total);
  const done = Math.round(share * WIDTH);
  return `[${"#".repeat(done)}${"-".repeat(WIDTH - done)}] ${(share * 100).toFixed(0).padStart(3)}% ${rows}`;
}
