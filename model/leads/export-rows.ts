/**
 * The columns and cells of a lead export (CSV and XLSX alike): id, created_at, then the form's
 * fields in its UI order (fields missing from the order follow, in schema order). Values are text;
 * lists are joined with ", "; booleans are "yes"/"no".
 */
export interface ExportColumn {
  key: string;
  title: string;
}

export function exportColumns(
  schema: { properties?: Record<string, { title?: string } | undefined> },
  uiSchema: { "ui:order"?: string[] },
): ExportColumn[] {
  const properties = schema.properties ?? {};
  const ordered = (uiSchema["ui:order"] ?? []).filter((key) => key in properties);
  const rest = Object.keys(properties).filter((key) => !ordered.includes(key));
  return [
    { key: "id", title: "Lead id" },
    { key: "created_at", title: "Created at" },
    ...[...ordered, ...rest].map((key) => ({ key, title: properties[key]?.title ?? key })),
  ];
}

export function exportCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.map(exportCell).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function exportRow(
  columns: ExportColumn[],
  lead: { id: string; created_at: string; data: Record<string, unknown> },
): string[] {
  return columns.map((column) =>
    column.key === "id" ? lead.id : column.key === "created_at" ? lead.created_at : exportCell(lead.data[column.key]),
  );
}

/** One CSV line (RFC 4180): quoted when needed; cells starting with = + - @ get a leading ' (no formula injection). */
export function csvLine(cells: string[]): string {
  return (
    cells
      .map((cell) => {
        const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
        return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
      })
      .join(",") + "\r\n"
  );
}

/** The byte-order mark spreadsheet programs need to read a CSV file as UTF-8. */
export const CSV_BOM = "\uFEFF";
