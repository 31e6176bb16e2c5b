import { createHash } from "node:crypto";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import type {
  BlockDataDependencies,
  BlockDataRequest,
  BlockDataResult,
  PageLookup,
  RedirectStatus,
  ShowroomData,
  ShowroomRequest,
  SiteData,
  SiteSettings,
} from "../../model/site/site-data.ts";
import { SHOWROOM_SIMILAR_LIMIT, type ShowroomVehicle } from "../../model/listings/showroom-vehicle.ts";
import { DEFAULT_LANGUAGE } from "../../model/i18n/widget-translations.ts";
import { backLinkFor } from "../../model/listings/back-button.ts";
import type { PageTranslation } from "../../model/i18n/locales.ts";
import { priceSettingsFor } from "../../model/listings/price-wording.ts";
import type { SessionStore } from "../auth/index.ts";
import type { PagesTable } from "../db/schema.ts";
import { redirectTarget, type PageStore, type PublishedPageRow } from "../cms/index.ts";
import type { CurrencyService } from "../currency/index.ts";
import type { FormsService } from "../forms/index.ts";
import { ImmutableCache, RevisionKeyedMap, cachedFor } from "../foundation/revision-cache.ts";
import { REVISION_TTL_MS, type SiteRevisionReader } from "../foundation/site-revisions.ts";
import type { MetaheadStore } from "../metaheads/index.ts";
import type { NavigationStore } from "../navigation/index.ts";
import { offersBlockResolver, type OffersService } from "../offers/index.ts";
import { searchSite, type PageSearchIndex } from "../search/index.ts";

import { mapTilesResolver, type MapTilesStore } from "../maps/index.ts";
import { showroomConfigEntries, type SettingsStore } from "../settings/index.ts";
import { orderOnlineDefaultPage } from "./order-online-pages.ts";
import {
  configTypeFor,
  journeyPages,
  orderCallToAction,
  orderOnlineSettings,
} from "../../model/order-journey/index.ts";
import {
  buildYoursPage,
  SITE_COMPANY,
  shapeOptionsOf,
  shapeVehicle,
  stockListingResolver,
  derivativesResolver,
  infotainmentResolver,
  type Dealers,
  type ListingService,
  type ListingSettings,
  type StockCatalogue,
} from "../listings/index.ts";
import { createExternalNavigation } from "./external-navigation.ts";
import { createFooterRetailers } from "./footer-retailers.ts";
import { newsLocale } from "../../model/news/index.ts";
import { collectionFeedResolver, newsListResolver, type NewsStore } from "../news/index.ts";
import type { DynamicContentLists } from "../dynamic-content/index.ts";

/** What the site does with a stored page: render it, redirect, or 404. */
function lookupFromRow(
  page: PagesTable,
  versionId: string | null,
  document: PageDocument | null,
  warn?: (message: string) => void,
  translations: PageTranslation[] = [],
): PageLookup {
  const status = page.http_code as RedirectStatus;
  if (page.page_type === "folder") return { kind: "not-found" };
  const redirect = redirectTarget(page);
  if (redirect && "location" in redirect) return { kind: "redirect", location: redirect.location, status };
  // A target stored before it was validated (or around the API) is refused, never sent as a header.
  if (redirect) warn?.(`page ${page.id} (${page.path}): redirect refused, ${redirect.problem}`);
  if (redirect || page.link_type !== "internal") return { kind: "not-found" };
  if (!versionId || !document) return { kind: "not-found" };
  return {
    kind: "page",
    page: {
      id: page.id,
      // A translation published or moved changes the page's hreflang links, so it changes its revision too.
      revision:
        translations.length > 1
          ? `${versionId}.${page.revision}.${translationsDigest(translations)}`
          : `${versionId}.${page.revision}`,
      path: page.path,
      title: page.title,
      meta: {
        meta_title: page.meta_title,
        meta_description: page.meta_description,
        canonical_url: page.canonical_url,
        image_id: page.image_id,
        external_meta_image: page.external_meta_image,
        disable_seo_tracking: page.disable_seo_tracking === 1,
      },
      document,
      ...(page.is_news === 1
        ? { news: { locale: newsLocale(page.news_locale), listPath: page.path.replace(/\/[^/]+$/, "") || "/" } }
        : {}),
      locale: page.locale ?? null,
      translations,
      ...(page.navigation_logo_only === 1 ? { logoOnlyHeader: true } : {}),
    },
  };
}

function translationsDigest(translations: readonly PageTranslation[]): string {
  const text = translations.map((translation) => `${translation.path} ${translation.locale ?? ""}`).join("\n");
  return createHash("sha256").update(text).digest("base64url").slice(0, 12);
}

export { REVISION_TTL_MS };

type SiteRevisionsNow = Awaited<ReturnType<SiteRevisionReader["all"]>>;

/** Resolves a block's server data; `dependencies` says what it reads without reading it (the HTML cache key). */
type BlockDataResolver = ((request: BlockDataRequest) => Promise<BlockDataResult | null>) & {
  dependencies?: (request: BlockDataRequest) => Promise<BlockDataDependencies | null>;
};

/** The services the site reads (all built by services/composition.ts). */
export interface SiteServices {
  pages: PageStore;
  sessions: SessionStore;
  settings: SettingsStore;
  metaheads: MetaheadStore;
  navigation: NavigationStore;
  pageSearch: PageSearchIndex;
  listings: ListingService;
  dealers: Dealers;
  listingSettings: ListingSettings;
  /** The double price: its revision joins the settings revision (converted prices are in the HTML). */
  currency?: CurrencyService;
  stockCatalogue: StockCatalogue;
  forms: FormsService;
  mapTiles: MapTilesStore;
  offers: OffersService;
  news: NewsStore;
  revisions: SiteRevisionReader;
  dynamicContentLists: DynamicContentLists;
}

/**
 * The site's data from the database. Published lookups, settings and metaheads are cached per process
 * under the site revisions (pages, settings, metaheads), which are read in one small query at most
 * every 200 ms (REVISION_TTL_MS); so a publish or a settings change on any node is visible on every
 * node within that time, and under load the database sees a handful of queries a second instead of
 * several per request. Disabled pages need a bearer token of a signed-in user. Stock locators get
 * their first page of results on the server (the stock-listing resolver), /showroom/... its vehicle.
 */
export function createSiteData(
  services: SiteServices,
  options: {
    warn?: (message: string) => void;
    /** How long one reading of the revisions is trusted; 0 reads them on every request (tests). */
    revisionTtlMs?: number;
  } = {},
): SiteData {
  const { pages, sessions, listings, listingSettings } = services;
  const resolvers: Readonly<Record<string, BlockDataResolver>> = {
    "stock-listing": stockListingResolver(services, options.warn),
    form: services.forms.resolveFormBlock,
    derivatives: derivativesResolver(services, options.warn),
    infotainment: infotainmentResolver(services),
    "map-tiles": mapTilesResolver(services.mapTiles, options.warn),
    offers: offersBlockResolver(services.offers, services.forms, options.warn),
    offer: services.offers.resolveOfferBlock,
    "news-list": newsListResolver(services.news, options.warn),
    "collection-feed": collectionFeedResolver(services.news, options.warn),
  };
  // Parsed published documents by version id, each migrated to today's block versions (decision 019)
  // once: versions are immutable, so entries never go stale.
  const documents = new ImmutableCache<PageDocument>(1000);
  const revisions = cachedFor(options.revisionTtlMs ?? REVISION_TTL_MS, () => services.revisions.all());
  // Published lookups by path, all as of one "pages" revision: a newer one empties the map.
  const published = new RevisionKeyedMap<string, PublishedPageRow | null>(5000);
  // Translation groups' published pages, as of the same "pages" revision.
  const translationGroups = new RevisionKeyedMap<string, PageTranslation[]>(5000);
  // Settings, metaheads and menus as of their site revisions: only what changed is re-read. Requests
  // arriving while a re-read is under way share it. Menus are re-read when the pages change too (a
  // page link shows its page's current path), but the HTML cache key changes only when the menus
  // served do: `revision` carries a digest of them, not the pages revision.
  let current: { settings: SiteSettings; loadedAs: string; revisions: SiteRevisionsNow } | null = null;
  let loading: { key: string; promise: Promise<SiteSettings> } | null = null;
  async function load(revisions: SiteRevisionsNow, key: string): Promise<SiteSettings> {
    const previous = current;
    const [values, metaheads, menus] = await Promise.all([
      previous && previous.revisions.settings === revisions.settings
        ? previous.settings
        : services.settings.site(options.warn),
      previous && previous.revisions.metaheads === revisions.metaheads
        ? previous.settings.metaheads
        : services.metaheads.forSite(),
      previous && previous.revisions.navigation === revisions.navigation && previous.revisions.pages === revisions.pages
        ? previous.settings.menus
        : services.navigation.forSite(options.warn),
    ]);
    const menusDigest = createHash("sha256").update(JSON.stringify(menus)).digest("base64url").slice(0, 12);
    const revision = `${revisions.settings}.${revisions.metaheads}.${menusDigest}`;
    const settings: SiteSettings = { ...values, metaheads, menus, revision };
    current = { settings, loadedAs: key, revisions };
    return settings;
  }
  async function siteSettings(): Promise<SiteSettings> {
    const now = await revisions();
    const key = `${now.settings}.${now.metaheads}.${now.navigation}.${now.pages}`;
    if (current && current.loadedAs === key) return current.settings;
    if (loading?.key !== key) {
      const promise = load(now, key).finally(() => {
        if (loading?.promise === promise) loading = null;
      });
      loading = { key, promise };
    }
    return loading.promise;
  }
  const footerRetailers = createFooterRetailers({ warn: options.warn });
  const externalNavigation = createExternalNavigation({ warn: options.warn });
  return {
    footerRetailers,
    externalNavigation,
    listActiveOffers: (now) => services.offers.listActiveOffers(now),
    async dynamicContentLists() {
      const definitions = (await this.settings()).dynamicContentLists;
      return definitions ? services.dynamicContentLists.byName(definitions) : null;
    },
    async dynamicContentRevision({ offers, lists }) {
      const definitions = lists ? (await this.settings()).dynamicContentLists : null;
      const [offersRevision, listsRevision] = await Promise.all([
        offers ? services.offers.revision() : "",
        definitions ? services.dynamicContentLists.revision(definitions) : "",
      ]);
      return `${offersRevision}|${listsRevision}`;
    },
    resolveBlockData: async (request) => (resolvers[request.kind] ? resolvers[request.kind]!(request) : null),
    blockDataDependencies: async (request) => resolvers[request.kind]?.dependencies?.(request) ?? null,
    search: (query) => searchSite(services.pageSearch, services, query),
    buildYours: async (path, language) => {
      const prices = (await listingSettings.companyConfig(SITE_COMPANY, options.warn)).price_settings;
      return buildYoursPage(
        path,
        language ? priceSettingsFor(prices, language, false) : prices,
        await listingSettings.seatNames(options.warn),
        language,
      );
    },
    showroomVehicle: async (request) => {
      const warn = options.warn ?? ((message: string) => console.warn(message));
      const [found, entries, settings, backButton] = await Promise.all([
        showroomVehicle(listings, listingSettings, request, options.warn),
        showroomConfigEntries(services.settings, ["order_online"], options.warn),
        siteSettings(),
        services.settings.read("sl.back_button", (message) =>
          warn(`sl.back_button: parsing JSON failed, no back link is shown (${message})`),
        ),
      ]);
      if (!found) return null;
      const orderOnline = orderCallToAction(orderOnlineSettings(entries, "normal"), found.vehicle);
      const backLink = backLinkFor(backButton, request.list);
      return { ...found, orderOnline, enquiryFormId: settings.vehicleEnquiryFormId, backLink };
    },
    async orderOnlinePage({ page, mode, authorization, locale }) {
      const type = configTypeFor(mode, `order_online_${page}_page` as const);
      const entries = await showroomConfigEntries(services.settings, [type], options.warn);
      // Another language's journey shows that language's page (/ar/order-online/steps), else the defaults in it.
      const path = `${locale?.prefix ?? ""}${journeyPages(entries, mode)[page]}`;
      const found = await this.lookupPage(path, { authorization });
      return found.kind === "page" ? found.page : orderOnlineDefaultPage(page, path, locale?.code);
    },
    async lookupPage(path, request) {
      const { pages: pagesRevision } = await revisions();
      published.at(pagesRevision);
      let row = published.get(path);
      if (row === undefined) {
        row = await pages.findPublished(path);
        // Kept only if no newer revision arrived meanwhile: the row may predate that write.
        published.set(pagesRevision, path, row);
      }
      if (!row) return { kind: "not-found" };
      if (row.page.disabled === 1 && request.includeDisabled !== true) {
        const token = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? "")?.[1];
        if (!token || !(await sessions.find(token))) return { kind: "not-found" };
      }
      const { versionId, document: stored } = row;
      const document = versionId && stored ? documents.get(versionId, () => pages.publishedDocument(stored)) : null;
      const group = row.page.translation_group;
      let translations: PageTranslation[] = [];
      if (group) {
        translationGroups.at(pagesRevision);
        translations = translationGroups.get(group) ?? (await pages.translationsOf(group));
        translationGroups.set(pagesRevision, group, translations);
      }
      const warn = options.warn ?? ((message: string) => console.warn(message));
      return lookupFromRow(row.page, versionId, document, warn, translations);
    },
    async settings() {
      const [settings, currency] = await Promise.all([
        siteSettings(),
        services.currency?.override().catch((error: unknown) => {
          options.warn?.(`double price settings not read: ${String(error)}`);
          return null;
        }),
      ]);
      return currency?.revision ? { ...settings, revision: `${settings.revision}.${currency.revision}` } : settings;
    },
  };
}

/**
 * The showroom page's data: the vehicle of the publication list shaped as the listing API answers it
 * (with the company's price settings and owner_visible flag), up to six similar vehicles (a failure
 * there shows none), the page's slice of the company config and the site language's widget
 * translations. Null for an unknown vehicle or list.
 */
async function showroomVehicle(
  listings: ListingService,
  listingSettings: ListingSettings,
  request: ShowroomRequest,
  warn?: (message: string) => void,
): Promise<ShowroomData | null> {
  const row = await listings.vehicle(request.list, request.id);
  if (!row) return null;
  const [siteConfig, translations, similarRows, seatNames] = await Promise.all([
    listingSettings.companyConfig(SITE_COMPANY, warn),
    listingSettings.translations(request.language ?? DEFAULT_LANGUAGE, warn),
    listings.similar(request.list, row).catch((error: unknown) => {
      warn?.(`similar vehicles of ${request.id} failed: ${String(error)}`);
      return [];
    }),
    listingSettings.seatNames(warn),
  ]);
  // Another language's page writes its prices in that language's words (decision 181).
  const config = request.language
    ? { ...siteConfig, price_settings: priceSettingsFor(siteConfig.price_settings, request.language, false) }
    : siteConfig;
  const shape = { listKey: request.list, ...shapeOptionsOf(config), seatNames };
  const vehicle: ShowroomVehicle = shapeVehicle(row, shape);
  const similar: ShowroomVehicle[] = similarRows
    .filter((candidate) => candidate.id !== row.id)
    .slice(0, Math.min(SHOWROOM_SIMILAR_LIMIT, config.similar_vehicles))
    .map((candidate) => shapeVehicle(candidate, shape));
  return {
    listKey: request.list,
    vehicle,
    similar,
    config: {
      price_settings: config.price_settings,
      features: config.features,
      showroom_attributes: config.showroom_attributes,
      showroom_accordion_attributes: config.showroom_accordion_attributes,
      mini_finance: config.mini_finance,
    },
    translations: translations ?? {},
  };
}
