import { dateTimeFormat } from "../../model/i18n/intl-formats.ts";

/**
 * A date as the page's language writes it (`useUiLocale()`): en-GB by default, e.g.
 * "25 November 2026", and "25 نوفمبر 2026" on Arabic pages. Accepts YYYY-MM-DD or an ISO timestamp.
 */
export function formatDate(value: string | Date, locale = "en-GB"): string {
  const date =
    typeof value === "string" ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(date.getTime())
    ? ""
    : dateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
