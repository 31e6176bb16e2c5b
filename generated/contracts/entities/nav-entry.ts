// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Navigation entry: types of schemas/nav-entry.schema.json (https://forecourt.dev/schemas/nav-entry). */

/**
 * Navigation entry: One entry of a site menu (GET /nav_entries): a link to a page of this site (its current path) or to a URL, in a brand page set's menu, ordered by position under its parent (null for a top-level entry).
 */
export type NavEntry = {
  id: string;
  page_set: NavEntryPageSet;
  parent_id: string | null;
  position: number;
  label: string;
  link_type: NavEntryLinkType;
  /**
   * The linked page (link_type page).
   */
  page_id: string | null;
  /**
   * Where the entry goes: the linked page's path, or the URL.
   */
  url: string;
  target: NavEntryTarget;
};

/**
 * A brand page set: `default`, or the first path segment of the pages it serves (`defender` serves /defender and below).
 */
export type NavEntryPageSet = string;

export type NavEntryLinkType = "page" | "url";

export type NavEntryTarget = "_self" | "_blank";

/**
 * An entry as the admin writes it. A page link names `page_id`; a URL link names `url` (a site path, #anchor, or an http, https, mailto or tel URL).
 */
export type NavEntryMenuEntry = {
  label: string;
  link_type: NavEntryLinkType;
  page_id?: string | null;
  url?: string;
  target?: NavEntryTarget;
};

/**
 * A top-level entry: a link, optionally with children (a second level).
 */
export type NavEntryMenuTopEntry = {
  label: string;
  link_type: NavEntryLinkType;
  page_id?: string | null;
  url?: string;
  target?: NavEntryTarget;
  /**
   * @maxItems 20
   */
  children?: NavEntryMenuEntry[];
};

/**
 * A page set's whole menu, in order: what PUT /api/navigation/{page_set} stores (checked entry by entry; a problem is a 422 with its JSON pointer).
 */
export type NavEntryMenu = {
  /**
   * @maxItems 12
   */
  entries: NavEntryMenuTopEntry[];
};

/**
 * The body of PUT /api/navigation/{page_set}: an object with `entries`; each entry is then checked against `menu` (422 with JSON pointers).
 */
export type NavEntryMenuInput = {
  entries: unknown[];
};

/**
 * An entry with its children, as /nav_entries_v2 and the site read them.
 */
export type NavEntryTreeEntry = {
  id: string;
  label: string;
  link_type: NavEntryLinkType;
  page_id: string | null;
  url: string;
  target: NavEntryTarget;
  children: NavEntryTreeEntry[];
};

/**
 * GET /nav_entries: a page set's entries, flat, parents before their children, each level by position.
 */
export type NavEntryList = {
  page_set?: NavEntryPageSet;
  data: NavEntry[];
};

/**
 * GET /nav_entries_v2: a page set's menu as a tree.
 */
export type NavEntryTree = {
  data: {
    page_set: NavEntryPageSet;
    entries: NavEntryTreeEntry[];
  };
};

/**
 * GET /api/navigation: the page sets that have a menu.
 */
export type NavEntryPageSets = {
  data: NavEntryPageSet[];
};

export type NavEntryBreadcrumb = {
  label: string;
  url: string;
};

/**
 * GET /nav_entries/breadcrumbs/{id}: Home, then the entry's parents, then the entry.
 */
export type NavEntryBreadcrumbs = {
  data: NavEntryBreadcrumb[];
};

/**
 * ?page_set= names the page set; ?path= picks it from a page path; neither: default.
 */
export type NavEntryQuery = {
  page_set?: NavEntryPageSet;
  path?: string;
};

export type NavEntryParams = {
  id: string;
};

export type NavEntryPageSetParams = {
  page_set: NavEntryPageSet;
};

/**
 * The nav_entries table. A site menu entry (migration 006): in a page set's menu, under its parent by position.
 */
export type NavEntryTable = {
  id: string;
  page_set: string;
  parent_id: string | null;
  position: number;
  label: string;
  link_type: "page" | "url";
  /**
   * The linked page, for link_type page (no foreign key: a deleted page's entry is dropped when served, and logged).
   */
  page_id: string | null;
  /**
   * The URL of a URL link; "" for a page link.
   */
  url: string;
  target: "_self" | "_blank";
  created_at: string;
  updated_at: string;
};
