import type { PageLookup, SiteData, SitePage, SiteSettings } from "../../model/site/site-data.ts";
import { DEFAULT_SETTINGS } from "../../model/site/site-data.ts";
import type { PublishedPage } from "../cms/file-pages.ts";

/** Turns a stored page into what the site does with it: render it, redirect, or 404. */
export function lookupFrom(published: PublishedPage | undefined): PageLookup {
  if (!published) return { kind: "not-found" };
  const { record, document, revision } = published;
  if (record.redirect_to) return { kind: "redirect", location: record.redirect_to, status: record.http_code };
  if (record.page_type === "folder") return { kind: "not-found" };
  const page: SitePage = {
    id: record.id,
    revision,
    path: record.path,
    title: record.title,
    meta: {
      meta_title: record.meta_title,
      meta_description: record.meta_description,
      canonical_url: record.canonical_url,
      image_id: record.image_id,
      external_meta_image: record.external_meta_image,
      disable_seo_tracking: record.disable_seo_tracking,
    },
    document,
  };
  return { kind: "page", page };
}

/** Site data served from page files (demo content, fixtures) until the content store takes over. */
export function createFileSiteData(pages: Map<string, PublishedPage>, settings: Partial<SiteSettings> = {}): SiteData {
  const merged: SiteSettings = { ...DEFAULT_SETTINGS, ...settings };
  return {
    lookupPage: async (path) => lookupFrom(pages.get(path) ?? pages.get(path.replace(/\/+$/, "") || "/")),
    settings: async () => merged,
  };
}

/**
 * Settings next to page files (`settings.json`, dot-namespaced keys as the settings API stores them):
 * `site.theme` (jdx | lrdx), `site.name`, `meta.title_divider`, `site.origin`.
 */
export function settingsFromFile(values: Record<string, unknown>, revision: string): Partial<SiteSettings> {
  const settings: Partial<SiteSettings> = { revision };
  if (values["site.theme"] === "jdx" || values["site.theme"] === "lrdx") settings.theme = values["site.theme"];
  if (typeof values["site.name"] === "string") settings.siteName = values["site.name"];
  if (typeof values["meta.title_divider"] === "string") settings.titleDivider = values["meta.title_divider"];
  if (typeof values["site.origin"] === "string") settings.origin = values["site.origin"];
  return settings;
}
