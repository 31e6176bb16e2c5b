import type { PageDocument } from "../../generated/contracts/block-types.ts";

/** Page fields the site uses for meta tags (seed 001, CMS page). */
export interface PageMeta {
  meta_title: string | null;
  meta_description: string | null;
  canonical_url: string | null;
  image_id: string | null;
  external_meta_image: string | null;
  disable_seo_tracking: boolean;
}

/** A published page, its document normalised (defaults applied, rich text sanitised). */
export interface SitePage {
  id: string;
  /** Changes whenever the published page changes (a publish, a restore): part of the HTML cache key. */
  revision: string;
  path: string;
  title: string;
  meta: PageMeta;
  document: PageDocument;
}

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export type PageLookup =
  | { kind: "page"; page: SitePage }
  | { kind: "redirect"; location: string; status: RedirectStatus }
  | { kind: "not-found" };

export interface NavigationLink {
  label: string;
  url: string;
}

export type ThemeKey = "jdx" | "lrdx";

export interface SiteSettings {
  theme: ThemeKey;
  siteName: string;
  /** meta.title_divider, default '|'. */
  titleDivider: string;
  navigation: NavigationLink[];
  footerLinks: NavigationLink[];
  /** Public origin for canonical URLs, e.g. https://www.example.com (empty: relative). */
  origin: string;
  /** Changes whenever any setting changes: part of the HTML cache key. */
  revision: string;
}

/** What the public site needs from the services; the composition root (services/server.ts) provides it. */
export interface SiteData {
  lookupPage(path: string, request: { authorization?: string }): Promise<PageLookup>;
  settings(): Promise<SiteSettings>;
}

/** Seed 001 section 2.2: the default footer links. */
export const DEFAULT_FOOTER_LINKS: NavigationLink[] = [
  { label: "Retailer locator", url: "/retailer-locator" },
  { label: "Build yours", url: "/build-yours" },
  { label: "Compare", url: "/compare" },
  { label: "Request a brochure", url: "/request-a-brochure" },
  { label: "Contact us", url: "/contact-us" },
  { label: "Privacy policy", url: "/privacy-policy" },
  { label: "Cookie policy", url: "/cookie-policy" },
  { label: "Terms and conditions", url: "/terms-conditions" },
];

export const DEFAULT_SETTINGS: SiteSettings = {
  theme: "jdx",
  siteName: "Forecourt Motors",
  titleDivider: "|",
  navigation: [
    { label: "Models", url: "/models" },
    { label: "Stock", url: "/stock" },
    { label: "Offers", url: "/offers" },
    { label: "Owners", url: "/owners" },
  ],
  footerLinks: DEFAULT_FOOTER_LINKS,
  origin: "",
  revision: "default",
};
