import type { PageFields } from "../cms/page-api.ts";
import { NEWS_SUMMARY_MAX, isIsoDate, newsLocale, newsMarket } from "./news-fields.ts";

export const NEWS_FIELD_NAMES = [
  "news_date",
  "news_image_id",
  "news_summary",
  "news_market",
  "news_locale",
  "news_collection",
] as const satisfies readonly (keyof PageFields)[];

interface FieldIssue {
  pointer: string;
  message: string;
}

/** Why a news page's fields cannot be stored, each with the JSON pointer of the field. */
export function newsFieldIssues(fields: PageFields): FieldIssue[] {
  if (fields.page_type !== "news") return [];
  const issues: FieldIssue[] = [];
  if (!fields.news_date) issues.push({ pointer: "/news_date", message: "is required for a news page" });
  else if (!isIsoDate(fields.news_date))
    issues.push({ pointer: "/news_date", message: "must be an ISO date (YYYY-MM-DD), e.g. 2026-11-26" });
  if (fields.news_summary && fields.news_summary.length > NEWS_SUMMARY_MAX)
    issues.push({ pointer: "/news_summary", message: `must be at most ${NEWS_SUMMARY_MAX} characters` });
  if (fields.link_type !== "internal" || fields.redirect_path)
    issues.push({ pointer: "/page_type", message: "a news page cannot be a redirect or a link" });
  return issues;
}

/**
 * A news page's fields as stored: the market and locale through the seed's fallbacks (AE, en), the
 * summary trimmed, empty strings as null. Other pages are left as they are.
 */
export function storedNewsFields(fields: PageFields): PageFields {
  if (fields.page_type !== "news") return fields;
  const orNull = (value: string | null) => (value && value.trim() !== "" ? value.trim() : null);
  return {
    ...fields,
    news_date: orNull(fields.news_date),
    news_image_id: orNull(fields.news_image_id),
    news_summary: orNull(fields.news_summary),
    news_market: newsMarket(fields.news_market),
    news_locale: newsLocale(fields.news_locale),
    news_collection: orNull(fields.news_collection)?.toLowerCase() ?? null,
  };
}
