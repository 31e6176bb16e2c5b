/**
 * The news fields of a news page: its locale and market with the seed's
 * fallbacks (a locale outside en, ar, fr, ge, ru is en; a market outside the fixed list is AE).
 */
export const NEWS_LOCALES = ["en", "ar", "fr", "ge", "ru"] as const;
export type NewsLocale = (typeof NEWS_LOCALES)[number];
const DEFAULT_NEWS_LOCALE: NewsLocale = "en";

/** The markets news is published for (the seed leaves the list to us): the Gulf and Levant countries served. */
export const NEWS_MARKETS = ["AE", "SA", "KW", "QA", "BH", "OM", "EG", "JO", "LB"] as const;
export type NewsMarket = (typeof NEWS_MARKETS)[number];
const DEFAULT_NEWS_MARKET: NewsMarket = "AE";

/** The longest summary a news page may carry. */
export const NEWS_SUMMARY_MAX = 300;

/** A locale as news reads it: one of NEWS_LOCALES (case and spaces forgiven), else en. */
export function newsLocale(value: unknown): NewsLocale {
  const locale = typeof value === "string" ? value.trim().toLowerCase() : "";
  return (NEWS_LOCALES as readonly string[]).includes(locale) ? (locale as NewsLocale) : DEFAULT_NEWS_LOCALE;
}

/** A market as news reads it: one of NEWS_MARKETS (case and spaces forgiven), else AE. */
export function newsMarket(value: unknown): NewsMarket {
  const market = typeof value === "string" ? value.trim().toUpperCase() : "";
  return (NEWS_MARKETS as readonly string[]).includes(market) ? (market as NewsMarket) : DEFAULT_NEWS_MARKET;
}

/** An ISO calendar date (YYYY-MM-DD) that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A news date as the site shows it: en-GB, e.g. 3 November 2026, or in the page's language. */
export function formatNewsDate(value: string, locale = "en-GB"): string {
  if (!isIsoDate(value)) return value;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
