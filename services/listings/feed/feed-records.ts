import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import { fromCsvRecord } from "./feed-row.ts";

export type FeedFormat = "ndjson" | "csv";

/** One record of a feed: its line, and the object read or why none could be. */
export type FeedRecord = { line: number; value: unknown } | { line: number; error: string };

/**
 * The records of a feed, one at a time as the stream delivers them (so memory does not grow with the
 * feed). NDJSON: one JSON object per line, blank lines skipped. CSV: a header row naming the fields
 * (line 1), then one vehicle per row (a quoted cell may span lines; a record is named by the line it ends on).
 */
export async function* feedRecords(input: Readable, format: FeedFormat): AsyncGenerator<FeedRecord> {
  if (format === "ndjson") {
    let line = 0;
    for await (const text of createInterface({ input, crlfDelay: Infinity })) {
      line++;
      if (text.trim() === "") continue;
      try {
        yield { line, value: JSON.parse(text) };
      } catch (error) {
        yield { line, error: `is not JSON: ${(error as Error).message}` };
      }
    }
    return;
  }
  const parser = input.pipe(
    parse({ columns: true, bom: true, info: true, skip_empty_lines: true, relax_column_count: true }),
  );
  for await (const entry of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    yield { line: entry.info.lines, value: fromCsvRecord(entry.record) };
  }
}
