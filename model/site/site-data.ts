import { DEFAULT_SHARED_CACHE_POLICY, type SharedCachePolicy } from "../http/shared-cache.ts";
import { BUILT_IN_LOGOS } from "./brand-logos.ts";
import type { MetaheadLanguage } from "../../generated/contracts/entities/metahead.ts";
import type { FontSize, HeaderSize, HeaderTag, PageDocument } from "../../generated/contracts/block-types.ts";
import type { PageFields } from "../cms/page-api.ts";
import type { CompanyConfig } from "../listings/company-config.ts";
import type { ShowroomVehicle } from "../listings/showroom-vehicle.ts";
import type { BackLink } from "../listings/back-button.ts";
import type { ConsentScope, ConsentSettings } from "../consent/index.ts";
import type { ExitPopup, StoredFloatingAction } from "../overlays/index.ts";
import { NO_MAPPINGS, type PrefillMappings } from "../forms/prefill.ts";
import type { SiteMenus } from "../navigation/menu.ts";
import type { ExternalNavigation, ExternalNavigationSetting } from "../navigation/external-navigation.ts";
import { EMPTY_FOOTERS, type SiteFooters } from "../footer/footer.ts";
import type { FooterRetailer } from "../footer/retailers.ts";
import type { SearchResult } from "../search/page-search.ts";
import type { BuildYoursPage } from "../catalogue/build-yours.ts";
import type { JourneyMode } from "../order-journey/journey-config.ts";
import type { UiStringOverrides } from "../i18n/ui-translator.ts";
import { DEFAULT_LOCALES, type PageTranslation, type SiteLocale } from "../i18n/locales.ts";

/** Page fields the site uses for meta tags. */
type PageMeta = Pick<
  PageFields,
  "meta_title" | "meta_description" | "canonical_url" | "image_id" | "external_meta_image" | "disable_seo_tracking"
>;

/** A published page, its document normalised (defaults applied, rich text sanitised). */
export interface SitePage {
  id: string;
  /** Changes whenever the published page changes (a publish, a restore): part of the HTML cache key. */
  revision: string;
  path: string;
  title: string;
  meta: PageMeta;
  document: PageDocument;
  /** A news page (page_type "news"): its locale (for its feed link) and the list page its back link returns to. */
  news?: SiteNewsPage;
  /** The page's own locale code (null or absent: by its path prefix, else the default locale). */
  locale?: string | null;
  /** The published pages of its translation group, itself included (none: no hreflang alternates). */
  translations?: PageTranslation[];
  /** The page's header shows the logo alone (the page setting navigation_logo_only). */
  logoOnlyHeader?: boolean;
}

interface SiteNewsPage {
  locale: string;
  /** The listing page: the news page's path without its last segment (news pages live under their list). */
  listPath: string;
}

export type RedirectStatus = 301 | 302 | 303 | 307 | 308;

export type PageLookup =
  | { kind: "page"; page: SitePage }
  | { kind: "redirect"; location: string; status: RedirectStatus }
  | { kind: "not-found" };

interface NavigationLink {
  label: string;
  url: string;
  /**
   * A footer link that opens this form in the modal form dialog where the page has that dialog (a page
   * with a link or button of type form); elsewhere it is a plain link to `url` (decision 037).
   */
  formId?: string;
}

/** The fixed ids of the demo forms (services/forms/demo-forms.ts) the demo pages and footer links name. */
export const DEMO_FORM_IDS = {
  testDrive: "demo-test-drive",
  contact: "demo-contact",
  brochure: "demo-brochure",
  orderDetails: "demo-order-details",
  /** The same step on the Arabic journey (/ar/showroom-order-online/...). */
  orderDetailsArabic: "demo-order-details-ar",
  offerEnquiry: "demo-offer-enquiry",
  vehicleEnquiry: "demo-vehicle-enquiry",
} as const;

export type ThemeKey = "jdx" | "lrdx";

export type NavigationVariant = "standard" | "newer" | "external";

/** The not-found page's texts, image and heading style as the general.404_page setting holds them, defaults filled in. */
export interface NotFoundPageSettings {
  heading: string;
  paragraph: string;
  /** A media library image id for the hero, or null for none. */
  image_id: string | null;
  button_label: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /** Paragraph size. */
  font_size: FontSize;
}

/** One entry of navigation.logo_settings: pages under `matchingPath` show `logo`, linking to `homepage`. */
export interface LogoSetting {
  matchingPath: string;
  homepage: string;
  /** The logo image's URL. */
  logo: string;
}

/** One entry of the `meta` setting: a meta tag on every page. */
export interface SiteMetaTag {
  name: string;
  content: string;
}

export type { MetaheadLanguage } from "../../generated/contracts/entities/metahead.ts";

/** A metahead as the site injects it. */
export interface SiteMetahead {
  id: string;
  language: MetaheadLanguage;
  /** What goes on the page: CSS (compiled, for sass and scss), script source, a script URL (js-src) or raw HTML. */
  content: string;
  /** At the end of <body> rather than in <head>. */
  inBody: boolean;
  /** The page it belongs to; null for every page. */
  pageId: string | null;
  /** The consent scope it needs; null: it runs without consent (obligatory). */
  consentScope: ConsentScope | null;
  /**
   * Runs again on every page view, also when the browser shows the page from its back/forward cache
   * without loading it (decision 053). Scripts only.
   */
  reloadOnEachPage?: boolean;
}

/** Site-wide data the shell reads on every request: the settings, and the metaheads. */
export interface SiteSettings {
  theme: ThemeKey;
  siteName: string;
  /** meta.title_divider, default '|'. */
  titleDivider: string;
  /** The header's links when the page's brand page set has no menu (and no default menu exists). */
  navigation: NavigationLink[];
  /** The menus edited in the admin, by brand page set (model/navigation/menu.ts picks one by path). */
  menus: SiteMenus;
  /** navigation.variant: the menu bar, the newer header (a Menu button opening every entry), or the navigation service's menu. */
  navigationVariant: NavigationVariant;
  /** navigation.external: the navigation service the external style asks; null: not set (the site's own menu). */
  externalNavigationSetting: ExternalNavigationSetting | null;
  /** The navigation service's menu for this request (fetched on the server, cached); absent: the site's own menu. */
  externalNavigation?: ExternalNavigation;
  footerLinks: NavigationLink[];
  /** The footer settings, normalised (model/footer/footer.ts picks one by theme and path); the footer links when none has content. */
  footers: SiteFooters;
  /** general.mena_retailers.footer.config.api: where the footer's retailers come from; null for no section. */
  footerRetailersApi: string | null;
  /** The retailers the footer shows (fetched per request from the cache of footerRetailersApi); none: no section. */
  footerRetailers?: FooterRetailer[];
  /** Public origin for canonical URLs, e.g. https://www.example.com (empty: relative). */
  origin: string;
  /** general.404_page. */
  notFoundPage: NotFoundPageSettings;
  /** navigation.logo_settings (unset: the built-in logos by brand path); empty: the default logo, linking to '/'. */
  logos: LogoSetting[];
  /** The `meta` setting: meta tags on every page (a page's own tag of the same name wins). */
  metaTags: SiteMetaTag[];
  /** navigation.disabled_on_pages: paths (exact) without the navigation; default ['/']; not on the jdx theme. */
  navigationDisabledOnPages: string[];
  /** Every metahead, global and per page, in sequence order (pick a page's with `metaheadsForPage`). */
  metaheads: SiteMetahead[];
  /** analytics.enabled = "true": pages push their page type (and the showroom its vehicle) to window.dataLayer; off, pages stay script-free. */
  analyticsEnabled: boolean;
  /** forms.recaptcha.enabled = "true" with forms.recaptcha.site_key: the site key forms use; null: off. */
  recaptchaSiteKey: string | null;
  /** browser_errors.sample_rate: the share of visits (0 to 1) whose script errors are reported. */
  browserErrorSampleRate: number;
  /** search.popup.enabled = "true": the header's search link opens the popup search (an island); off, a plain link to /search. */
  searchPopup: boolean;
  /** consent.banner and consent.strategy; null when consent is not configured (no banner, everything runs). */
  consent: ConsentSettings | null;
  /** exit_popup.config; null: no exit popup (and no script for it). */
  exitPopup: ExitPopup | null;
  /** floating_action_button.config: the site-wide floating action button (a page's block takes priority). */
  floatingAction: StoredFloatingAction | null;
  /** forms.field_mappings: query parameters that fill fields of every form on the site (a block's own mappings first). */
  formFieldMappings: PrefillMappings;
  /** site.locales: the site's languages, their direction and path prefix (decision 109). */
  locales: SiteLocale[];
  /**
   * UI string overrides per locale (the `translations.<id>` settings, and the consent banner's texts as
   * the default locale's): merged into the i18next resources over the built-ins (decision 116).
   */
  uiStrings: UiStringOverrides;
  /** site.time_zone: the IANA zone offer schedules are read in (default Europe/London). */
  timeZone: string;
  /** dynamic_content.lists: the reffine_sl lists (null: not configured, such rules log and show). */
  dynamicContentLists: DynamicContentListSetting[] | null;
  /** dynamic_content.external_sl_url: what mena_external_sl rules fetch in the browser; null: not set. */
  externalStockUrl: string | null;
  /** showroom.enquiry_form: the form the vehicle page's Enquire opens; "" for an e-mail link instead. */
  vehicleEnquiryFormId: string;
  /** caching.shared_max_age and caching.stale_while_revalidate: what a CDN may keep of public pages. */
  sharedCache: SharedCachePolicy;
  /** Changes whenever any setting, metahead or menu changes: part of the HTML cache key. */
  revision: string;
}

/** One dynamic-content list of the dynamic_content.lists setting: the values of a stock field. */
export interface DynamicContentListSetting {
  uuid: string;
  name: string;
  field: string;
}

/** A block that renders from server data (`x-block.data`), as its resolver sees it. */
export interface BlockDataRequest {
  /** The resolver name from the block's schema. */
  kind: string;
  blockId: string;
  props: Readonly<Record<string, unknown>>;
  /** The page URL: a stock list reads its filters from the query. */
  url: URL;
  /** The render time (one reading of the render clock per page): offers are active or not at it. */
  now?: Date;
  /** The page's own locale field (null or absent: its language is by its path prefix): offers in its language. */
  pageLocale?: string | null;
}

/** The offers active at a time, as the mena_offers rule reads them, and when that list next changes by itself. */
export interface ActiveOffers {
  /** Each active offer's filterable keys, flat. */
  offers: Record<string, unknown>[];
  /** The next schedule boundary (ms) of a published offer, or null. */
  expiresAt: number | null;
}

/** Resolved data, with the revision of what it was read from (part of the HTML cache key). */
export interface BlockDataResult {
  data: unknown;
  revision: string;
  /**
   * The first instant (ms) at which the same read would answer differently with no write, or null or
   * absent: an offer's schedule boundary. The HTML cache serves the page only before it (decision 105).
   */
  expiresAt?: number | null;
}

/**
 * What a block's server data depends on, known without resolving it: the HTML cache is looked up with
 * it before any resolver runs (decision 015).
 */
export interface BlockDataDependencies {
  /** The URL parameters the data is read from, canonical (same order, defaults left out); "" for none. */
  query: string;
  /** The revision of what the data would be read from. */
  revision: string;
}

/** The showroom vehicle page asks for one vehicle of a publication list. */
export interface ShowroomRequest {
  id: string;
  /** Publication list key: "all" unless the page's ?list= names another. */
  list: string;
  authorization?: string;
  /** The page's language (a locale code): its widget translations label the page; the default language without it. */
  language?: string;
}

/** A shaped vehicle with its similar vehicles and what the page needs to show them. */
export interface ShowroomData {
  listKey: string;
  vehicle: ShowroomVehicle;
  /** At most six, never the vehicle itself. */
  similar: ShowroomVehicle[];
  config: Pick<
    CompanyConfig,
    "price_settings" | "features" | "showroom_attributes" | "showroom_accordion_attributes" | "mini_finance"
  >;
  /** Widget translations of the site's language (key -> text); missing keys use the built-in text. */
  translations: Record<string, string>;
  /** The "Reserve online" / "Order online" call to action of an orderable vehicle; null (or absent) for none. */
  orderOnline?: { label: string; href: string } | null;
  /** The form Enquire opens in a dialog (showroom.enquiry_form); "" or absent: Enquire is an e-mail link. */
  enquiryFormId?: string;
  /** The back link to the stock list (sl.back_button); null (or absent) for none. */
  backLink?: BackLink | null;
}

/** One of the order-online journey's CMS pages (the showroom config entries name their paths). */
export interface OrderOnlinePageRequest {
  page: "steps" | "checkout" | "success";
  mode: JourneyMode;
  authorization?: string;
  /** A language other than the default one (/ar/showroom-order-online/...): its page under its prefix. */
  locale?: SiteLocale;
}

/** What the site needs from the services; the composition root (services/server.ts) provides it. */
export interface SiteData {
  /**
   * The published page at `path`. A disabled page is found only for a signed-in session's bearer token,
   * or with `includeDisabled` (the /disabled-preview pages, which check the user themselves).
   */
  lookupPage(path: string, request: { authorization?: string; includeDisabled?: boolean }): Promise<PageLookup>;
  settings(): Promise<SiteSettings>;
  /** Resolves server data for blocks that declare it; without it such blocks fetch in the browser. */
  resolveBlockData?(request: BlockDataRequest): Promise<BlockDataResult | null>;
  /** What a block's data depends on; without it the whole query string keys the page's HTML and the data is always resolved. */
  blockDataDependencies?(request: BlockDataRequest): Promise<BlockDataDependencies | null>;
  /** The site search over published pages, best first; without it /search finds nothing. */
  search?(query: string): Promise<SearchResult[]>;
  /** The showroom vehicle page's data, or null for an unknown vehicle or list; without it the showroom answers 404. */
  showroomVehicle?(request: ShowroomRequest): Promise<ShowroomData | null>;
  /**
   * The CMS page an order-online route shows: the one the showroom config names (published), else a
   * page holding the Order online checkout block with its defaults. Without it those routes answer 404.
   */
  orderOnlinePage?(request: OrderOnlinePageRequest): Promise<SitePage>;
  /** A /build-yours page (the configurator, decision 172) for its path; null: none there. Without it those paths are CMS pages. */
  /** `language`: a language other than the main one, whose words the prices and facts come in (decision 181). */
  buildYours?(path: string, language?: string): Promise<BuildYoursPage | null>;
  /** The navigation service's menu for a language (cached, with a timeout); null when it cannot be had. */
  externalNavigation?(setting: ExternalNavigationSetting, locale: string): Promise<ExternalNavigation | null>;
  /** The footer's retailers from their API URL (cached, with a timeout); null when they cannot be had. */
  footerRetailers?(url: string): Promise<FooterRetailer[] | null>;
  /** The offers active at `now` that mena_offers rules read (the Offer store); without it, none: such blocks hide. */
  listActiveOffers?(now: Date): Promise<ActiveOffers>;
  /**
   * The dynamic-content lists by name (values normalised) from the published local stock, for
   * reffine_sl; null when dynamic_content.lists is not set (such rules log an error and show).
   */
  dynamicContentLists?(): Promise<ReadonlyMap<string, ReadonlySet<string>> | null>;
  /**
   * What the facts above depend on, without reading them (the HTML cache key): the offers revision
   * (with the site-local day) for mena_offers, the listings revision and the list definitions for
   * reffine_sl. Without it the facts themselves are read on every request to key the page.
   */
  dynamicContentRevision?(needs: { offers: boolean; lists: boolean }): Promise<string>;
}

/** The footer links a site shows until its settings name others. */
const DEFAULT_FOOTER_LINKS: NavigationLink[] = [
  { label: "Retailer locator", url: "/retailer-locator" },
  { label: "Build yours", url: "/build-yours" },
  { label: "Compare", url: "/compare" },
  { label: "Request a brochure", url: "/request-a-brochure", formId: DEMO_FORM_IDS.brochure },
  { label: "Contact us", url: "/contact-us", formId: DEMO_FORM_IDS.contact },
  { label: "Privacy policy", url: "/privacy-policy" },
  { label: "Cookie policy", url: "/cookie-policy" },
  { label: "Terms and conditions", url: "/terms-conditions" },
];

export const DEFAULT_SETTINGS: SiteSettings = {
  theme: "jdx",
  locales: DEFAULT_LOCALES.map((locale) => ({ ...locale })),
  uiStrings: {},
  siteName: "Forecourt Motors",
  titleDivider: "|",
  navigation: [
    { label: "Models", url: "/models" },
    { label: "Stock", url: "/stock" },
    { label: "Approved", url: "/approved" },
    { label: "FAQ", url: "/faq" },
    { label: "About", url: "/about" },
  ],
  menus: {},
  navigationVariant: "standard",
  externalNavigationSetting: null,
  footerLinks: DEFAULT_FOOTER_LINKS,
  footers: EMPTY_FOOTERS,
  footerRetailersApi: null,
  origin: "",
  notFoundPage: {
    heading: "Page not found",
    paragraph: "The page you are looking for has moved or no longer exists.",
    image_id: null,
    button_label: "Back to home",
    header_tag: 1,
    header_size: "xl",
    font_size: "m",
  },
  logos: [...BUILT_IN_LOGOS],
  metaTags: [],
  navigationDisabledOnPages: ["/"],
  metaheads: [],
  analyticsEnabled: false,
  recaptchaSiteKey: null,
  browserErrorSampleRate: 1,
  searchPopup: false,
  consent: null,
  exitPopup: null,
  floatingAction: null,
  formFieldMappings: NO_MAPPINGS,
  timeZone: "Europe/London",
  dynamicContentLists: null,
  externalStockUrl: null,
  vehicleEnquiryFormId: DEMO_FORM_IDS.vehicleEnquiry,
  sharedCache: DEFAULT_SHARED_CACHE_POLICY,
  revision: "default",
};

function normalisePath(path: string): string {
  return path.replace(/(.)\/+$/, "$1");
}

/** The global metaheads plus those of `pageId` (none but the global ones when null), in sequence order. */
export function metaheadsForPage(metaheads: readonly SiteMetahead[], pageId: string | null): SiteMetahead[] {
  return metaheads.filter((metahead) => metahead.pageId === null || metahead.pageId === pageId);
}

/** navigation.disabled_on_pages: exact paths (a trailing slash ignored); the jdx theme always shows the navigation. */
export function isNavigationHidden(
  settings: Pick<SiteSettings, "theme" | "navigationDisabledOnPages">,
  path: string,
): boolean {
  if (settings.theme === "jdx") return false;
  const current = normalisePath(path);
  return settings.navigationDisabledOnPages.some((candidate) => normalisePath(candidate) === current);
}

/** navigation.logo_settings: the first entry whose matchingPath starts the path, or null for the default logo and '/'. */
export function logoForPath(settings: Pick<SiteSettings, "logos">, path: string): LogoSetting | null {
  return settings.logos.find((entry) => path.startsWith(entry.matchingPath)) ?? null;
}
