// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Page record: types of schemas/page-record.schema.json (https://forecourt.dev/schemas/page-record). */

export type PageRecordFields = {
  parent_id?: string | null;
  position?: number;
  path?: string;
  title?: string;
  page_type?: "page" | "folder" | "news";
  link_type?: "internal" | "external" | "file";
  redirect_path?: string | null;
  to?: string | null;
  http_code?: 301 | 302 | 303 | 307 | 308;
  link_new_window?: boolean;
  meta_title?: string | null;
  meta_description?: string | null;
  canonical_url?: string | null;
  image_id?: string | null;
  external_meta_image?: string | null;
  disable_seo_tracking?: boolean;
  disabled?: boolean;
  /**
   * The page's header shows the logo alone (no menu, search or language links), for a focused page such as a model launch.
   */
  navigation_logo_only?: boolean;
  /**
   * A news page's date (ISO date, YYYY-MM-DD); required for a news page.
   */
  news_date?: string | null;
  /**
   * A news page's image (media library id).
   */
  news_image_id?: string | null;
  /**
   * A news page's summary: plain text, at most 300 characters.
   */
  news_summary?: string | null;
  /**
   * A news page's market (AE, SA, KW, QA, BH, OM, EG, JO, LB; anything else is stored as AE).
   */
  news_market?: string | null;
  /**
   * A news page's locale (en, ar, fr, ge, ru; anything else is stored as en).
   */
  news_locale?: string | null;
  /**
   * The collection a news page belongs to (the Collection slider feed block lists a collection).
   */
  news_collection?: string | null;
  /**
   * The page's language (a code of the site.locales setting); null: the locale its path prefix names, else the default locale.
   */
  locale?: string | null;
  /**
   * Pages with the same translation group are translations of each other (hreflang alternates).
   */
  translation_group?: string | null;
};

export type PageRecordCreate = {
  parent_id?: string | null;
  position?: number;
  path: string;
  title: string;
  page_type?: "page" | "folder" | "news";
  link_type?: "internal" | "external" | "file";
  redirect_path?: string | null;
  to?: string | null;
  http_code?: 301 | 302 | 303 | 307 | 308;
  link_new_window?: boolean;
  meta_title?: string | null;
  meta_description?: string | null;
  canonical_url?: string | null;
  image_id?: string | null;
  external_meta_image?: string | null;
  disable_seo_tracking?: boolean;
  disabled?: boolean;
  /**
   * The page's header shows the logo alone (no menu, search or language links), for a focused page such as a model launch.
   */
  navigation_logo_only?: boolean;
  /**
   * A page document; validated against the block schemas (422 with JSON pointers when invalid).
   */
  draft?: unknown;
  /**
   * A news page's date (ISO date, YYYY-MM-DD); required for a news page.
   */
  news_date?: string | null;
  /**
   * A news page's image (media library id).
   */
  news_image_id?: string | null;
  /**
   * A news page's summary: plain text, at most 300 characters.
   */
  news_summary?: string | null;
  /**
   * A news page's market (AE, SA, KW, QA, BH, OM, EG, JO, LB; anything else is stored as AE).
   */
  news_market?: string | null;
  /**
   * A news page's locale (en, ar, fr, ge, ru; anything else is stored as en).
   */
  news_locale?: string | null;
  /**
   * The collection a news page belongs to (the Collection slider feed block lists a collection).
   */
  news_collection?: string | null;
  /**
   * The page's language (a code of the site.locales setting); null: the locale its path prefix names, else the default locale.
   */
  locale?: string | null;
  /**
   * Pages with the same translation group are translations of each other (hreflang alternates).
   */
  translation_group?: string | null;
};

export type PageRecordUpdate = {
  fields?: PageRecordFields;
  /**
   * A page document; validated against the block schemas (422 with JSON pointers when invalid).
   */
  draft?: unknown;
};

/**
 * The fields of a stored page record, all present (what the store and the API answer).
 */
export type PageRecordStoredFields = {
  parent_id: string | null;
  position: number;
  path: string;
  title: string;
  page_type: "page" | "folder" | "news";
  link_type: "internal" | "external" | "file";
  /**
   * Internal redirect target (a path on this site).
   */
  redirect_path: string | null;
  /**
   * External or file link target (a URL).
   */
  to: string | null;
  http_code: 301 | 302 | 303 | 307 | 308;
  link_new_window: boolean;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  image_id: string | null;
  external_meta_image: string | null;
  disable_seo_tracking: boolean;
  disabled: boolean;
  /**
   * The page's header shows the logo alone (no menu, search or language links), for a focused page such as a model launch.
   */
  navigation_logo_only: boolean;
  /**
   * A news page's date (ISO date, YYYY-MM-DD); required for a news page.
   */
  news_date: string | null;
  /**
   * A news page's image (media library id).
   */
  news_image_id: string | null;
  /**
   * A news page's summary: plain text, at most 300 characters.
   */
  news_summary: string | null;
  /**
   * A news page's market (AE, SA, KW, QA, BH, OM, EG, JO, LB; anything else is stored as AE).
   */
  news_market: string | null;
  /**
   * A news page's locale (en, ar, fr, ge, ru; anything else is stored as en).
   */
  news_locale: string | null;
  /**
   * The collection a news page belongs to (the Collection slider feed block lists a collection).
   */
  news_collection: string | null;
  /**
   * The page's language (a code of the site.locales setting); null: the locale its path prefix names, else the default locale.
   */
  locale: string | null;
  /**
   * Pages with the same translation group are translations of each other (hreflang alternates).
   */
  translation_group: string | null;
};

/**
 * A page in the page tree: its fields, revision and publication state.
 */
export type PageRecordSummary = PageRecordStoredFields & {
  id: string;
  revision: number;
  published_version_id: string | null;
  /**
   * The draft differs from what is published (or nothing is published yet).
   */
  has_unpublished_changes: boolean;
  created_at: string;
  updated_at: string;
};

/**
 * A page with its draft document; the ETag is its revision.
 */
export type PageRecordDetail = PageRecordSummary & {
  draft: {
    [k: string]: unknown | undefined;
  };
  /**
   * Set when the stored draft could not be used and `draft` is an empty page instead.
   */
  draft_problem?: string;
};

/**
 * A published version of a page.
 */
export type PageRecordVersion = {
  id: string;
  number: number;
  title: string;
  created_at: string;
  created_by: string | null;
  published: boolean;
};

export type PageRecordBlockChange = {
  id: string;
  type: string;
  fields?: string[];
};

/**
 * Which blocks were added, removed, changed or moved between two versions.
 */
export type PageRecordComparison = {
  added: PageRecordBlockChange[];
  removed: PageRecordBlockChange[];
  changed: PageRecordBlockChange[];
  moved: PageRecordBlockChange[];
};

/**
 * The page tree: every page.
 */
export type PageRecordList = {
  data: PageRecordSummary[];
};

/**
 * A page's published versions, newest first.
 */
export type PageRecordVersions = {
  data: PageRecordVersion[];
};

/**
 * The page document of one version.
 */
export type PageRecordVersionDocument = {
  /**
   * A page document.
   */
  data: {
    [k: string]: unknown | undefined;
  };
};

/**
 * A published page by path (GET /public_api/pages/by_path): its fields, the published version and its document (null for folders, redirects and links).
 */
export type PageRecordPublished = {
  data: PageRecordStoredFields & {
    id: string;
    version_id: string | null;
    /**
     * The published page document, or null.
     */
    document: {
      [k: string]: unknown | undefined;
    } | null;
    /**
     * Every block of the document, depth first: its id, its type and active_positions, the 1-based positions among the page's top-level blocks at which it shows (a nested block's are its top-level block's; the HTML's data-component-index). Empty without a document.
     */
    blocks: {
      id: string;
      type: string;
      active_positions: number[];
    }[];
  };
};

/**
 * A page by id.
 */
export type PageRecordParams = {
  id: string;
};

/**
 * A version of a page.
 */
export type PageRecordVersionParams = {
  id: string;
  versionId: string;
};

/**
 * The page path: the rest of the URL, plain or URL-encoded.
 */
export type PageRecordPathParams = {
  "*"?: string;
};

/**
 * GET /news/{locale}/feed.xml: the news locale (another one is sent to its feed, else en).
 */
export type PageRecordNewsFeedParams = {
  locale: string;
};

/**
 * The two versions to compare; `draft` names the draft.
 */
export type PageRecordCompareQuery = {
  from: string;
  to: string;
};

/**
 * The pages table: one row per stored item.
 */
export type PageRecordTable = {
  id: string;
  parent_id: string | null;
  position: number;
  path: string;
  title: string;
  /**
   * "page" for a news page too: is_news tells them apart (migration 012).
   */
  page_type: "page" | "folder";
  link_type: "internal" | "external" | "file";
  /**
   * Internal redirect target (a path on this site).
   */
  redirect_path: string | null;
  /**
   * External or file link target (a URL).
   */
  to: string | null;
  http_code: number;
  link_new_window: number;
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  image_id: string | null;
  external_meta_image: string | null;
  disable_seo_tracking: number;
  /**
   * A disabled page is served only with a bearer token (previews).
   */
  disabled: number;
  /**
   * 1: the page's header shows the logo alone (migration 030).
   */
  navigation_logo_only: number;
  /**
   * 1 for a news page (the API's page_type "news").
   */
  is_news: number;
  news_date: string | null;
  news_image_id: string | null;
  news_summary: string | null;
  news_market: string | null;
  news_locale: string | null;
  news_collection: string | null;
  /**
   * The page's locale code; null: by its path prefix, else the default locale (migration 013).
   */
  locale: string | null;
  /**
   * Pages sharing a translation group are translations of each other (migration 013).
   */
  translation_group: string | null;
  /**
   * The draft page document (JSON).
   */
  draft: string;
  /**
   * Bumped by every write; the ETag is derived from it.
   */
  revision: number;
  published_version_id: string | null;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
};

/**
 * The page_versions table: one row per stored item.
 */
export type PageRecordVersionsTable = {
  id: string;
  page_id: string;
  number: number;
  /**
   * The published document, normalised (defaults applied, rich text sanitised).
   */
  document: string;
  title: string;
  created_at: string;
  created_by: string | null;
};
