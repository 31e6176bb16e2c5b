/**
 * The name of a lead export file: the form's name, "leads" and the day the export was made (UTC), e.g.
 * `contact-us-leads-2026-11-28.csv`, so a folder of exports sorts by form, then by day. ASCII only
 * (accents dropped, anything else a dash): the name travels in a Content-Disposition header, and a
 * form named only in another script is "form".
 */
export function leadExportFileName(formName: string, createdAt: string, format: "csv" | "xlsx"): string {
  const slug =
    formName
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "form";
  return `${slug}-leads-${createdAt.slice(0, 10)}.${format}`;
}
