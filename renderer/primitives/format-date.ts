const FORMAT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Dates on the site are formatted en-GB (seed 000), e.g. "25 November 2026". Accepts YYYY-MM-DD or an ISO timestamp. */
export function formatDate(value: string | Date): string {
  const date =
    typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? "" : FORMAT.format(date);
}
