import type { PageFields } from "../../model/cms/page-api.ts";
import type { PagesTable } from "../db/schema.ts";

export type { PageFields } from "../../model/cms/page-api.ts";

export { FIELD_DEFAULTS } from "../../model/cms/page-api.ts";

const FLAGS = ["link_new_window", "disable_seo_tracking", "disabled", "navigation_logo_only"] as const;

/** Page fields as the API shows them (flags as booleans). */
export function fieldsOf(row: PagesTable): PageFields {
  return {
    parent_id: row.parent_id,
    position: row.position,
    path: row.path,
    title: row.title,
    page_type: row.is_news === 1 ? "news" : row.page_type,
    link_type: row.link_type,
    redirect_path: row.redirect_path,
    to: row.to,
    http_code: row.http_code as PageFields["http_code"],
    link_new_window: row.link_new_window === 1,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    canonical_url: row.canonical_url,
    image_id: row.image_id,
    external_meta_image: row.external_meta_image,
    disable_seo_tracking: row.disable_seo_tracking === 1,
    disabled: row.disabled === 1,
    navigation_logo_only: row.navigation_logo_only === 1,
    news_date: row.news_date ?? null,
    news_image_id: row.news_image_id ?? null,
    news_summary: row.news_summary ?? null,
    news_market: row.news_market ?? null,
    news_locale: row.news_locale ?? null,
    news_collection: row.news_collection ?? null,
    locale: row.locale ?? null,
    translation_group: row.translation_group ?? null,
  };
}

/** Page fields as columns (flags as 0/1). */
export function columnsOf(fields: Partial<PageFields>): Partial<PagesTable> {
  const columns: Partial<PagesTable> = {};
  for (const [key, value] of Object.entries(fields)) {
    (columns as Record<string, unknown>)[key] = (FLAGS as readonly string[]).includes(key) ? (value ? 1 : 0) : value;
  }
  // A news page is stored as a page with is_news = 1 (migration 012).
  if (fields.page_type !== undefined) {
    columns.page_type = fields.page_type === "news" ? "page" : fields.page_type;
    columns.is_news = fields.page_type === "news" ? 1 : 0;
  }
  return columns;
}

/** A path is `/` or `/segment/segment` of lower-case letters, digits and dashes. */
export function pathProblem(path: string): string | null {
  if (path === "/") return null;
  if (!/^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/.test(path))
    return "must be / or /segments of lower-case letters, digits and dashes, e.g. /models/estate";
  return null;
}
