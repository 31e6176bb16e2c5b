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

/** Feed rows as CSV text: a header of field names, JSON in array cells, an empty cell for no value. */
export function csv(rows: readonly (StockFeed | Record<string, unknown>)[]): string {
  const fields = ["id", "state", "status", "nameplate_brand_name", "nameplate_name", "model_display_name"];
  const rest = [
    "version",
    "drivetrain",
    "production_year",
    "model_year",
    "color_name",
    "color_canonical",
    "interior_color",
    "vin",
    "owner_dealer_code",
    "engine_type",
    "financing_options",
    "transmission",
    "power",
    "mileage",
    "number_of_seats",
    "msrp_price",
    "display_price",
    "sale_price",
    "created_at",
    "lists",
  ];
  const header = [...fields, ...rest];
  const cell = (value: unknown) => {
    const text =
      value === null || value === undefined ? "" : typeof value === "object" ? JSON.stringify(value) : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const line = (row: Record<string, unknown>) => header.map((field) => cell(row[field])).join(",");
  return `${[header.join(","), ...rows.map((row) => line(row as Record<string, unknown>))].join("\n")}\n`;
}
