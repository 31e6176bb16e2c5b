import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { fromCsvRecord } from "./feed-row.ts";

export type FeedFormat = "ndjson" | "csv";

/** One record of a feed: its line, and the object read or why none could be. */
export type FeedRecord = { line: number; value: unknown } | { line: number; error: string };

const NEWLINE = 0x0a;
const RETURN = 0x0d;

/**
 * NDJSON lines, split on `\n` (a `\r` before it dropped) straight from the bytes: readline decoded
 * every chunk and ran a regular expression over it, a tenth of the import's CPU (decision 094). A
 * line is decoded only once whole, so a character split across two chunks is read intact.
 */
async function* ndjsonRecords(input: AsyncIterable<Uint8Array | string>): AsyncGenerator<FeedRecord> {
  let line = 0;
  let rest: Buffer = Buffer.alloc(0);
  const record = (bytes: Buffer, start: number, end: number): FeedRecord | null => {
    line++;
    if (end > start && bytes[end - 1] === RETURN) end--;
    const text = bytes.toString("utf8", start, end);
    if (text.trim() === "") return null;
    try {
      return { line, value: JSON.parse(text) };
    } catch (error) {
      return { line, error: `is not JSON: ${(error as Error).message}` };
    }
  };
  for await (const chunk of input) {
    const bytes = rest.length > 0 ? Buffer.concat([rest, toBuffer(chunk)]) : toBuffer(chunk);
    let start = 0;
    for (let end = bytes.indexOf(NEWLINE, start); end !== -1; end = bytes.indexOf(NEWLINE, start)) {
      const entry = record(bytes, start, end);
      start = end + 1;
      if (entry) yield entry;
    }
    rest = bytes.subarray(start);
  }
  if (rest.length > 0) {
    const entry = record(rest, 0, rest.length);
    if (entry) yield entry;
  }
}

function toBuffer(chunk: Uint8Array | string): Buffer {
  if (typeof chunk === "string") return Buffer.from(chunk);
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * The records of a feed, one at a time as the input delivers them (so memory does not grow with the
 * feed). NDJSON: one JSON object per line, blank lines skipped. CSV: a header row naming the fields
 * (line 1), then one vehicle per row (a quoted cell may span lines; a record is named by the line it ends on).
 */
export async function* feedRecords(
  input: AsyncIterable<Uint8Array | string>,
  format: FeedFormat,
): AsyncGenerator<FeedRecord> {
  if (format === "ndjson") {
    yield* ndjsonRecords(input);
    return;
  }
  const parser = Readable.from(input).pipe(
    parse({ columns: true, bom: true, info: true, skip_empty_lines: true, relax_column_count: true }),
  );
  for await (const entry of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    yield { line: entry.info.lines, value: fromCsvRecord(entry.record) };
  }
}
