import { imageUrl } from "../../model/media/image-sizes.ts";
import { NOT_FOUND_TITLE } from "./pages/not-found-page.tsx";
import { forEachBlock } from "../../model/page-document/walk.ts";
import { newsFeedPath, newsLocale } from "../../model/news/index.ts";
import type { SiteMetaTag, SitePage, SiteSettings } from "../../model/site/site-data.ts";
import { hreflangLinks, type HreflangLink } from "../../model/i18n/locales.ts";
import { escapeHtml } from "../../model/html/escape-html.ts";

/** What goes in <head> for one response. */
export interface HeadInfo {
  title: string;
  /** Meta tags, or null where the seed disables them (stock-locator preview, order-online routes). */
  meta: { name?: string; property?: string; content: string }[] | null;
  canonical: string | null;
  /**
   * A description for search results on a route whose other meta tags are disabled (meta null): the
   * showroom's vehicle pages keep the seed's "no meta tags" but still describe themselves.
   */
  description?: string;
  /** <link rel="alternate"> tags: the news feeds of a news page or a page with a MENA News block. */
  feeds?: { type: string; title: string; href: string }[];
  /** hreflang alternates (the page's translations and x-default); none when it has no translations. */
  alternates?: HreflangLink[];
}

export function pageTitle(title: string, settings: Pick<SiteSettings, "siteName" | "titleDivider">): string {
  return title ? `${title} ${settings.titleDivider} ${settings.siteName}` : settings.siteName;
}

/**
 * Meta tags: title from meta_title (else the page title) with the title divider; robots
 * 'none' when SEO tracking is disabled; twitter card summary_large_image; Open Graph image 1600 wide;
 * canonical from the page's canonical_url, else origin + path.
 */
export function pageHead(page: SitePage, settings: SiteSettings): HeadInfo {
  // A meta title is the whole title as the editor wrote it; otherwise "<page title> | <site name>".
  const title = page.meta.meta_title || pageTitle(page.title, settings);
  const description = page.meta.meta_description ?? "";
  const canonical = page.meta.canonical_url || `${settings.origin}${page.path}`;
  const image =
    page.meta.external_meta_image ||
    (page.meta.image_id ? `${settings.origin}${imageUrl(page.meta.image_id, { width: 1600, height: 900 })}` : null);
  const meta: NonNullable<HeadInfo["meta"]> = [];
  if (description) meta.push({ name: "description", content: description });
  if (page.meta.disable_seo_tracking) meta.push({ name: "robots", content: "none" });
  meta.push(
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:url", content: canonical },
  );
  if (description) meta.push({ property: "og:description", content: description });
  if (image) meta.push({ property: "og:image", content: image }, { property: "og:image:width", content: "1600" });
  meta.push({ name: "twitter:card", content: "summary_large_image" }, { name: "twitter:title", content: title });
  if (description) meta.push({ name: "twitter:description", content: description });
  if (image) meta.push({ name: "twitter:image", content: image });
  const feeds = newsFeedLocales(page).map((locale) => ({
    type: "application/atom+xml",
    title: `News (${locale})`,
    href: `${settings.origin}${newsFeedPath(locale)}`,
  }));
  const alternates = hreflangLinks(
    settings.locales,
    { path: page.path, locale: page.locale ?? null },
    page.translations ?? [],
    settings.origin,
  );
  return { title, meta, canonical, alternates, ...(feeds.length > 0 ? { feeds } : {}) };
}

/** The news feeds a page points to: a news page's own locale, and the locale of every MENA News block on it. */
function newsFeedLocales(page: SitePage): string[] {
  const locales = new Set<string>();
  if (page.news) locales.add(page.news.locale);
  forEachBlock(page.document, ({ node }) => {
    if (node.type === "mena-news") locales.add(newsLocale((node.props as { locale?: unknown }).locale));
  });
  return [...locales];
}

/** The head of an error response no route head applies to: 'Page not found' for a 404, else the site name. */
export function errorHead(status: number, settings: Pick<SiteSettings, "siteName" | "titleDivider">): HeadInfo {
  return {
    title: status === 404 ? pageTitle(NOT_FOUND_TITLE, settings) : settings.siteName,
    meta: [{ name: "robots", content: "noindex" }],
    canonical: null,
  };
}

/**
 * Adds the site-wide meta tags of the `meta` setting; a tag the page already has (same name) keeps the
 * page's content. Routes whose meta tags are disabled (meta null) get none.
 */
export function withSiteMeta(head: HeadInfo, tags: readonly SiteMetaTag[]): HeadInfo {
  if (head.meta === null || tags.length === 0) return head;
  const names = new Set(head.meta.map((tag) => tag.name).filter((name) => name !== undefined));
  const added = tags.filter((tag) => !names.has(tag.name)).map((tag) => ({ name: tag.name, content: tag.content }));
  return added.length === 0 ? head : { ...head, meta: [...head.meta, ...added] };
}

export function headHtml(head: HeadInfo): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.meta === null && head.description)
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  for (const tag of head.meta ?? []) {
    const key =
      tag.name !== undefined ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property ?? "")}"`;
    tags.push(`<meta ${key} content="${escapeHtml(tag.content)}">`);
  }
  if (head.meta !== null && head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const link of head.alternates ?? [])
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`);
  for (const link of head.feeds ?? [])
    tags.push(
      `<link rel="alternate" type="${escapeHtml(link.type)}" title="${escapeHtml(link.title)}" href="${escapeHtml(link.href)}">`,
    );
  return tags.join("");
}
