import { visibleOnServer } from "../dynamic-content/engine.ts";

/**
 * The structured footer as the site draws it, from a stored footer setting
 * (footer.config, footer.redesign_config, footer.l460_config) that may predate today's rules. The
 * validity and fallback rules are applied here, each drop logged: an image item
 * needs a source and every other item but a wrapper a label; an unsupported target becomes _self, an
 * unsupported type link, an unsupported tag div; a row needs items or a heading link, a column rows.
 */

type FooterItemType = "link" | "social" | "image" | "wrapper";
type FooterTarget = "_self" | "_blank";

export interface FooterItem {
  type: FooterItemType;
  label: string;
  /** "#" when missing (a missing URL becomes '#'). */
  url: string;
  target: FooterTarget;
  rel: string;
  aria_label: string;
  icon: string;
  id: string;
  class: string;
  tag: "div" | "span";
  image: { src: string; alt: string; width?: number; height?: number } | null;
  dc_strategy: { key: string; value: string } | null;
  /** Opens this form in the modal form dialog where the page has it (decision 037); "" for none. */
  form_id: string;
}

type FooterHeadingTag = "h2" | "h3" | "h4" | "h5" | "h6" | "p" | "div";

export interface FooterRow {
  heading: string;
  heading_html_tag: FooterHeadingTag;
  heading_link: { url: string; target: FooterTarget } | null;
  items: FooterItem[];
}

interface FooterColumn {
  type: "links" | "social";
  rows: FooterRow[];
}

export interface StructuredFooter {
  columns: FooterColumn[];
  search_bar: boolean;
  /** Sanitised HTML (the reader sanitises it). */
  middle_html: string;
  medium_links: FooterItem[];
  bottom_html: string;
}

const EMPTY_FOOTER: StructuredFooter = {
  columns: [],
  search_bar: false,
  middle_html: "",
  medium_links: [],
  bottom_html: "",
};

/** The same rule as schemas/fields.schema.json link_url: a site path, #anchor, or an http(s), mailto or tel URL. */
const SAFE_URL =
  /^(?:https?:\/\/[^\s\\/?#\u0000-\u001f\u007f][^\s\\\u0000-\u001f\u007f]*|mailto:[^\s\\\u0000-\u001f\u007f]+|tel:[0-9+().-]+|\/(?![/\\])[^\s\\\u0000-\u001f\u007f]*|#[^\s\\\u0000-\u001f\u007f]*)$/;

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const safeClass = (value: unknown): string => text(value).replace(/[^A-Za-z0-9_ -]/g, "");
const size = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 4000 ? value : undefined;

type Warn = (message: string) => void;

function safeUrl(value: unknown, where: string, warn: Warn): string {
  const url = text(value);
  if (url === "") return "#";
  if (SAFE_URL.test(url)) return url;
  warn(
    `${where}: URL ${JSON.stringify(url.slice(0, 80))} is not a site path or an http(s), mailto or tel URL; '#' used`,
  );
  return "#";
}

function item(raw: unknown, where: string, warn: Warn): FooterItem | null {
  const stored = record(raw);
  if (!stored) {
    warn(`${where}: not an object; dropped`);
    return null;
  }
  const type = oneOf(stored.type, ["link", "social", "image", "wrapper"] as const, "link");
  const image = record(stored.image);
  const src = image ? text(image.src) : "";
  if (type === "image" && (src === "" || !SAFE_URL.test(src))) {
    warn(`${where}: an image item needs a source; dropped`);
    return null;
  }
  const label = text(stored.label);
  if (type !== "image" && type !== "wrapper" && label === "") {
    warn(`${where}: a ${type} item needs a label; dropped`);
    return null;
  }
  const strategy = record(stored.dc_strategy);
  return {
    type,
    label,
    url: safeUrl(stored.url, where, warn),
    target: oneOf(stored.target, ["_self", "_blank"] as const, "_self"),
    rel: text(stored.rel).replace(/[^a-z -]/g, ""),
    aria_label: text(stored.aria_label),
    icon: text(stored.icon).replace(/[^a-z0-9-]/g, ""),
    id: text(stored.id).replace(/[^A-Za-z0-9_-]/g, ""),
    class: safeClass(stored.class),
    tag: oneOf(stored.tag, ["div", "span"] as const, "div"),
    image: image && src ? { src, alt: text(image.alt), width: size(image.width), height: size(image.height) } : null,
    dc_strategy: strategy ? { key: text(strategy.key), value: text(strategy.value) } : null,
    form_id: text(stored.form_id).replace(/[^A-Za-z0-9_-]/g, ""),
  };
}

function items(raw: unknown, where: string, warn: Warn): FooterItem[] {
  return list(raw).flatMap((entry, index) => item(entry, `${where}/${index}`, warn) ?? []);
}

function row(raw: unknown, where: string, warn: Warn): FooterRow | null {
  const stored = record(raw) ?? {};
  const link = record(stored.heading_link);
  const headingUrl = link ? text(link.url) : "";
  const rowItems = items(stored.items, `${where}/items`, warn);
  if (rowItems.length === 0 && headingUrl === "") {
    warn(`${where}: a row needs items or a heading link; dropped`);
    return null;
  }
  return {
    heading: text(stored.heading),
    heading_html_tag: oneOf(stored.heading_html_tag, ["h2", "h3", "h4", "h5", "h6", "p", "div"] as const, "h2"),
    heading_link: headingUrl
      ? {
          url: safeUrl(headingUrl, `${where}/heading_link`, warn),
          target: oneOf(link!.target, ["_self", "_blank"] as const, "_self"),
        }
      : null,
    items: rowItems,
  };
}

/**
 * A stored footer value (already parsed) as the site draws it; `name` (the setting key) starts every
 * log line. HTML sections are passed through `sanitize`.
 */
export function normaliseFooter(
  raw: unknown,
  name: string,
  warn: Warn,
  sanitize: (html: string) => string,
): StructuredFooter {
  const stored = record(raw);
  if (!stored) {
    if (raw !== null && raw !== undefined) warn(`${name}: not an object; no structured footer`);
    return EMPTY_FOOTER;
  }
  const columns = list(stored.columns).flatMap((column, index): FooterColumn[] => {
    const where = `${name} /columns/${index}`;
    const value = record(column) ?? {};
    const rows = list(value.rows).flatMap((entry, rowIndex) => row(entry, `${where}/rows/${rowIndex}`, warn) ?? []);
    if (rows.length === 0) {
      warn(`${where}: a column needs rows; dropped`);
      return [];
    }
    return [{ type: oneOf(value.type, ["links", "social"] as const, "links"), rows }];
  });
  return {
    columns,
    search_bar: stored.search_bar === true,
    middle_html: sanitize(typeof stored.middle_html === "string" ? stored.middle_html : ""),
    medium_links: items(stored.medium_links, `${name} /medium_links`, warn),
    bottom_html: sanitize(typeof stored.bottom_html === "string" ? stored.bottom_html : ""),
  };
}

/** Whether a footer has anything to show (else the next footer, then the raw HTML one, is used). */
function hasContent(footer: StructuredFooter): boolean {
  return (
    footer.columns.length > 0 ||
    footer.medium_links.length > 0 ||
    footer.middle_html.trim() !== "" ||
    footer.bottom_html.trim() !== ""
  );
}

/**
 * The footer as shown on `path`: items whose dc_strategy the server can decide (url_brands) and that
 * fail it are left out, then rows and columns left without content, by the same rules as above.
 */
function forPath(footer: StructuredFooter, path: string): StructuredFooter {
  const shown = (list: FooterItem[]) => list.filter((entry) => visibleOnServer(entry.dc_strategy, path));
  const columns = footer.columns
    .map((column) => ({
      ...column,
      rows: column.rows
        .map((entry) => ({ ...entry, items: shown(entry.items) }))
        .filter((entry) => entry.items.length > 0 || entry.heading_link !== null),
    }))
    .filter((column) => column.rows.length > 0);
  return { ...footer, columns, medium_links: shown(footer.medium_links) };
}

export interface SiteFooters {
  /** footer.config */
  main: StructuredFooter;
  /** footer.redesign_config: the redesigned (lrdx theme) pages. */
  redesign: StructuredFooter;
  /** footer.l460_config: the L460 electric-vehicle pages (under /l460). */
  l460: StructuredFooter;
  /** footer.html, sanitised: when no structured footer has content. */
  html: string;
  /**
   * footer.config.<language> by language id (`ar`): the footer of the pages in that language when it
   * is not the site's default (decision 129). Absent or empty: those pages get the footers above.
   */
  byLocale?: Readonly<Record<string, StructuredFooter>>;
}

export const EMPTY_FOOTERS: SiteFooters = { main: EMPTY_FOOTER, redesign: EMPTY_FOOTER, l460: EMPTY_FOOTER, html: "" };

/** How a language names its footer: `ar`, `en_au` for en-AU (setting keys are lower case, `_` for `-`). */
const footerId = (locale: string): string => locale.toLowerCase().replace(/-/g, "_");

/** The setting key of a language's footer, e.g. footer.config.ar. */
export function localeFooterKey(locale: string): string {
  return `footer.config.${footerId(locale)}`;
}

/** The language a footer.config.<language> key names, or null for any other key. */
export function footerKeyLocale(key: string): string | null {
  return /^footer\.config\.([a-z]{2,3}(?:_[a-z0-9]{2,8})*)$/.exec(key)?.[1] ?? null;
}

export type ChosenFooter =
  { kind: "structured"; footer: StructuredFooter } | { kind: "html"; html: string } | { kind: "default" };

/**
 * The footer of a page: the footer of its language when it is not the default one and has content,
 * else the L460 footer under /l460, the redesign footer on the lrdx theme, else the main one; a special
 * footer without content falls back to the main one, and when no structured footer has content the raw
 * HTML footer, then the built-in links.
 */
export function footerFor(
  footers: SiteFooters,
  theme: string,
  path: string,
  locale: string | null = null,
): ChosenFooter {
  const special = /^\/l460(?:\/|$)/.test(path) ? footers.l460 : theme === "lrdx" ? footers.redesign : null;
  const ofLocale = locale ? (footers.byLocale?.[footerId(locale)] ?? null) : null;
  for (const candidate of [ofLocale, special, footers.main]) {
    const shown = candidate ? forPath(candidate, path) : null;
    if (shown && hasContent(shown)) return { kind: "structured", footer: shown };
  }
  if (footers.html.trim() !== "") return { kind: "html", html: footers.html };
  return { kind: "default" };
}
