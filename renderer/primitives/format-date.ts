const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return format;
}

/**
 * A date as the page's language writes it (`useUiLocale()`): en-GB by default, e.g.
 * "25 November 2026", and "25 نوفمبر 2026" on Arabic pages. Accepts YYYY-MM-DD or an ISO timestamp.
 */
export function formatDate(value: string | Date, locale = "en-GB"): string {
  const date =
    typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime()) ? "" : formatFor(locale).format(date);
}
