// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Metahead: types of schemas/metahead.schema.json (https://forecourt.dev/schemas/metahead). */

/**
 * Metahead: A piece of code the site adds to the head or body of pages; `compiled` is the CSS of a sass or scss one.
 */
export type Metahead = {
  id: string;
  content: string;
  /**
   * The CSS of a sass or scss metahead (what the site injects).
   */
  compiled: string | null;
  language: MetaheadLanguage;
  sequence: number;
  in_body: boolean;
  rdx_core_page_id: string | null;
  reload_on_each_page: boolean;
  consent_scope: MetaheadConsentScope;
  created_at: string;
  updated_at: string;
};

/**
 * The cookie consent scope a script metahead needs: it runs only once the visitor granted it (where consent is configured). null: it always runs. C0001 is obligatory.
 */
export type MetaheadConsentScope = "C0001" | "C0002" | "C0004" | "statistic" | "marketing" | "unclassified" | null;

/**
 * javascript, js-src and html need an admin; css, sass and scss an editor.
 */
export type MetaheadLanguage = "javascript" | "js-src" | "css" | "sass" | "scss" | "html";

/**
 * A new metahead; missing fields take their defaults.
 */
export type MetaheadCreate = {
  /**
   * Code, or for js-src the script's URL.
   */
  content: string;
  language: MetaheadLanguage;
  /**
   * Order on the page (ascending).
   */
  sequence?: number;
  /**
   * At the end of <body> instead of in <head>.
   */
  in_body?: boolean;
  /**
   * The page it belongs to; null for every page.
   */
  rdx_core_page_id?: string | null;
  reload_on_each_page?: boolean;
  consent_scope?: MetaheadConsentScope;
};

/**
 * Changes to a metahead: only the fields given change (no defaults filled in).
 */
export type MetaheadUpdate = {
  /**
   * Code, or for js-src the script's URL.
   */
  content?: string;
  language?: MetaheadLanguage;
  /**
   * Order on the page (ascending).
   */
  sequence?: number;
  /**
   * At the end of <body> instead of in <head>.
   */
  in_body?: boolean;
  /**
   * The page it belongs to; null for every page.
   */
  rdx_core_page_id?: string | null;
  reload_on_each_page?: boolean;
  consent_scope?: MetaheadConsentScope;
};

export type MetaheadList = {
  data: Metahead[];
};

/**
 * With q[page_id_equal_or_null]=<page id>: that page's metaheads plus the global ones.
 */
export type MetaheadQuery = {
  "q[page_id_equal_or_null]"?: string;
};

/**
 * A metahead by id.
 */
export type MetaheadParams = {
  id: string;
};

/**
 * The metaheads table: one row per stored item.
 */
export type MetaheadTable = {
  id: string;
  content: string;
  /**
   * For sass and scss: the compiled CSS the site injects.
   */
  compiled: string | null;
  language: "javascript" | "js-src" | "css" | "sass" | "scss" | "html";
  sequence: number;
  in_body: number;
  rdx_core_page_id: string | null;
  reload_on_each_page: number;
  /**
   * The cookie consent scope the metahead needs before it runs; null: none.
   */
  consent_scope: MetaheadConsentScope | null;
  created_at: string;
  updated_at: string;
};
