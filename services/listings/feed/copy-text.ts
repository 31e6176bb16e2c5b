import type { StockImportRowsTable } from "../../db/schema.ts";

const SPECIAL = /[\\\t\n\r]/;
const SPECIALS = /[\\\t\n\r]/g;
const ESCAPED: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** One value in COPY's text format: `\N` for no value; backslash, tab, newline and return escaped. */
function copyField(value: unknown): string {
  if (value === null || value === undefined) return "\\N";
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = String(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPED[c]!) : text;
}

/** One staging row as a line of COPY text, the columns in `columns`' order. */
export function copyLine(row: StockImportRowsTable, columns: readonly (keyof StockImportRowsTable)[]): string {
  let text = copyField(row[columns[0]!]);
  for (let i = 1; i < columns.length; i++) text += `\t${copyField(row[columns[i]!])}`;
  return `${text}\n`;
}
