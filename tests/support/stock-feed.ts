import { Readable } from "node:stream";
import type { StockFeed } from "../../generated/contracts/entities/stock-feed.ts";
import { demoFeed } from "../../services/listings/feed/demo-feed.ts";

/** `count` demo vehicles as feed rows, and their dealers (to seed before importing). */
export function feedFixture(count: number, seed = 11) {
  const feed = demoFeed(count, seed);
  return { dealers: feed.dealers, rows: [...feed.rows] };
}

/** Feed rows (or raw lines) as an NDJSON stream. */
export function ndjson(rows: readonly (StockFeed | Record<string, unknown> | string)[]): Readable {
  return Readable.from(rows.map((row) => `${typeof row === "string" ? row : JSON.stringify(row)}\n`));
}
