import { data, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router";
import { pageHead, pageTitle, type HeadInfo } from "./head.ts";
import { NOT_FOUND_TITLE } from "./pages/not-found-page.tsx";
import { CmsPage } from "./pages/cms-page.tsx";
import { NoAccessOrCmsPage, NoAccessPage } from "./pages/no-access-page.tsx";
import { defaultLocale, localeForPath } from "../../model/i18n/locales.ts";
import { NotFoundPage } from "./pages/not-found-page.tsx";
import { BrandLayout, ErrorLayout, ROOT_ROUTE_ID } from "./shell/layouts.tsx";
import type {
  ActiveOffers,
  BlockDataDependencies,
  BlockDataRequest,
  SiteData,
  SitePage,
  SiteSettings,
} from "../../model/site/site-data.ts";
import { pageTags } from "../../model/http/shared-cache.ts";
import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { forEachBlock } from "../../model/page-document/walk.ts";
import { STOCK_LOCATOR_ROUTES, classifyPageType, type PageAnalytics } from "../../model/analytics/page-type.ts";
import { vehicleViewEvent } from "../../model/analytics/vehicle.ts";
import { ShowroomPage, showroomDescription, showroomTitle } from "./pages/showroom-page.tsx";
import { SearchPage, type SearchLoaderData } from "./pages/search-page.tsx";
import { BuildYoursPage, type BuildYoursLoaderData } from "./pages/build-yours-page.tsx";
import { uiTranslator } from "../../model/i18n/ui-translator.ts";
import { loadShowroom, translatedLocale, type ShowroomLoaderData } from "./showroom/showroom-loader.ts";
import { journeyMode } from "../../model/order-journey/index.ts";
import type { OrderOnlinePageRequest } from "../../model/site/site-data.ts";
import { CURRENT_PAGE_PARAMETER, requestedPage } from "../../model/news/index.ts";
import { floatingActionRuleKeys, type StoredFloatingAction } from "../../model/overlays/index.ts";
import type { PageVisibility } from "../page/visibility.ts";

/** Passed to every loader through React Router's request context. */
export interface SiteRequestContext {
  data: SiteData;
  authorization?: string;
  /**
   * Whether the HTML cache holds the page under this key part (see ResolvedPage.cacheKey); given only
   * when the response may come from the cache. A page it holds is not resolved again.
   */
  probeCache?: (cacheKey: string) => Promise<boolean>;
  /** The render clock (offer schedules); the wall clock when not given. */
  now?: () => Date;
}

/** Route handle: how a route fills <head> from its loader data. */
export interface SiteRouteHandle {
  head: (loaderData: unknown, settings: SiteSettings) => HeadInfo;
  /** The page's analytics (pushed only when analytics.enabled is on); without it the page type is dx_other. */
  analytics?: (loaderData: unknown) => PageAnalytics;
}

function context(args: LoaderFunctionArgs): SiteRequestContext {
  return args.context as unknown as SiteRequestContext;
}

/** The error message when a page is fetched without its path. */
const MISSING_PATH_MESSAGE = "You have to provide current page pathname.";

/** A page with the server data of its data-driven blocks. */
export interface ResolvedPage extends SitePage {
  blockData: Record<string, unknown>;
  /** Revisions of that data, joined: part of the HTML cache key. */
  dataRevision: string;
  /**
   * The page's part of the HTML cache key: id and revision, data revisions, path and the query its
   * data reads. Other query parameters change nothing on the page, so they are not part of it.
   */
  cacheKey: string;
  /** The path and the query the page's data reads: what the page is rendered for. */
  renderUrl: string;
  /** The surrogate keys a shared cache keeps the page under: the site, the page, the data it shows. */
  cacheTags: string[];
  /** False when the cache holds the page and its data was not resolved (the renderer serves the cached HTML). */
  resolved: boolean;
  /**
   * The key depends on nothing but the page's revision, its URL and the settings (no block data, no
   * rules): the renderer's per-URL memo may reuse it while those revisions stand (decision 190).
   */
  keyFromPageAlone: boolean;
  /** What the server decides its blocks' dynamic-content rules and schedules with. */
  visibility: PageVisibility;
  /**
   * The first instant (ms) at which the page's server data changes by the clock alone (an offer's
   * schedule boundary), or null: the HTML cache serves the page only before it, like a block's own
   * offer_schedule boundary (decisions 101 and 105).
   */
  expiresAt: number | null;
}

/** What a CMS page's HTML cache key is made of, read without resolving its blocks' data. */
interface CmsPageKeyParts {
  facts: RuleFacts;
  requests: BlockDataRequest[];
  cacheTags: string[];
  /** The rules' part (revisions of the offers and stock they read); "" when no rule reads either. */
  keyPart: string;
  /** What the blocks' data reads; null when a resolver cannot say (the key is known only once resolved). */
  dependencies: BlockDataDependencies | null;
}

async function cmsPageKeyParts(site: SiteData, page: SitePage, url: URL, at: Date): Promise<CmsPageKeyParts> {
  const facts = ruleFacts(page, (await site.settings()).floatingAction);
  const keyPart = await visibilityKeyPart(site, facts, at);
  const requests = blockDataRequests(page, url, at);
  const cacheTags = pageTags(
    page.id,
    requests.map((request) => request.kind),
    facts,
  );
  const dependencies = withNewsBackPage(page, url, await dataDependencies(site, requests));
  return { facts, requests, cacheTags, keyPart, dependencies };
}

function pageCacheKey(page: SitePage, dataRevision: string, keyPart: string, renderUrl: string): string {
  return `${page.id}@${page.revision}|${dataRevision}${keyPart}|${renderUrl}`;
}

function renderUrlOf(url: URL, dependencies: BlockDataDependencies): string {
  return dependencies.query ? `${url.pathname}?${dependencies.query}` : url.pathname;
}

/**
 * The page's part of the HTML cache key for `url`, exactly as its route's loader makes it, without
 * the router and without resolving any data (the renderer's hit path, decision 190); null when a
 * resolver cannot say what it reads.
 */
export async function cmsPageCacheKey(site: SiteData, page: SitePage, url: URL, at: Date): Promise<string | null> {
  const { keyPart, dependencies } = await cmsPageKeyParts(site, page, url, at);
  return dependencies ? pageCacheKey(page, dependencies.revision, keyPart, renderUrlOf(url, dependencies)) : null;
}

async function cmsPageLoader(args: LoaderFunctionArgs): Promise<ResolvedPage> {
  const url = new URL(args.request.url);
  if (!url.pathname) throw new Error(MISSING_PATH_MESSAGE);
  const { data: site, authorization, probeCache, now } = context(args);
  const result = await site.lookupPage(url.pathname, { authorization });
  if (result.kind === "redirect") throw redirect(result.location, result.status);
  if (result.kind === "not-found") throw data(null, { status: 404 });
  const page = result.page;
  // One reading of the render clock for the whole page: every schedule on it is decided at the same instant.
  const at = (now ?? (() => new Date()))();
  const { facts, requests, cacheTags, keyPart, dependencies } = await cmsPageKeyParts(site, page, url, at);
  // No block data and no rules: the page's and the settings' revisions alone decide the key.
  const keyFromPageAlone = requests.length === 0 && keyPart === "";
  if (dependencies) {
    const renderUrl = renderUrlOf(url, dependencies);
    const cacheKey = pageCacheKey(page, dependencies.revision, keyPart, renderUrl);
    const base = { ...page, dataRevision: dependencies.revision, cacheKey, renderUrl, cacheTags, keyFromPageAlone };
    // A cached page reads neither its block data nor its rules' facts: the renderer serves the stored HTML.
    if (probeCache && (await probeCache(cacheKey)))
      return {
        ...base,
        blockData: {},
        resolved: false,
        visibility: emptyVisibility(url.pathname, at),
        expiresAt: null,
      };
    // The resolvers read the canonical URL: the same data for every URL that shares the key.
    const canonical = new URL(renderUrl, url);
    const [resolved, rules] = await Promise.all([
      resolveBlockData(site, blockDataRequests(page, canonical, at)),
      pageVisibility(site, facts, url.pathname, at),
    ]);
    return {
      ...base,
      blockData: resolved.blockData,
      resolved: true,
      visibility: rules.visibility,
      expiresAt: earliest(rules.expiresAt, resolved.expiresAt),
    };
  }
  // A resolver that does not say what it reads: the whole query keys the page, and its data is always resolved.
  const [resolved, rules] = await Promise.all([
    resolveBlockData(site, requests),
    pageVisibility(site, facts, url.pathname, at),
  ]);
  const renderUrl = url.pathname + url.search;
  return {
    ...page,
    ...resolved,
    cacheKey: pageCacheKey(page, resolved.dataRevision, keyPart, renderUrl),
    renderUrl,
    cacheTags,
    keyFromPageAlone: false,
    resolved: true,
    visibility: rules.visibility,
    expiresAt: earliest(rules.expiresAt, resolved.expiresAt),
  };
}

/** The earlier of two optional instants (ms). */
export function earliest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.min(a, b);
}

/** A news page's back link reads ?currentPage (the list page it was opened from): it keys the page's HTML too. */
function withNewsBackPage(
  page: SitePage,
  url: URL,
  dependencies: BlockDataDependencies | null,
): BlockDataDependencies | null {
  if (!page.news || !dependencies) return dependencies;
  const current = requestedPage(url.searchParams.get(CURRENT_PAGE_PARAMETER));
  if (current === 1) return dependencies;
  const query = new URLSearchParams(dependencies.query);
  query.set(CURRENT_PAGE_PARAMETER, String(current));
  query.sort();
  return { ...dependencies, query: query.toString() };
}

/** Which server-decided facts a page's dynamic-content rules need (decision 100). */
interface RuleFacts {
  /** A block has a mena_offers rule: the active offers. */
  offers: boolean;
  /** A block has a reffine_sl rule: the lists computed from the local stock. */
  lists: boolean;
}

function ruleFacts(page: SitePage, siteFab: StoredFloatingAction | null): RuleFacts {
  // The site-wide floating action button's items are decided with the page's facts too.
  const keys = floatingActionRuleKeys(siteFab);
  forEachBlock(page.document, ({ node }) => {
    const props = node.props as Record<string, unknown>;
    const rule = props.dc_strategy as { key?: unknown } | undefined;
    if (rule && typeof rule.key === "string") keys.add(rule.key);
    if (node.type === "floating-action-button")
      for (const key of floatingActionRuleKeys(props as StoredFloatingAction)) keys.add(key);
  });
  return { offers: keys.has("mena_offers"), lists: keys.has("reffine_sl") };
}

/**
 * The rules' part of the HTML cache key: the revisions of what their facts are read from (offers,
 * stock, list definitions), not the facts, so a page served from the cache reads no offers and no
 * stock (decision 118). The clock's part, an offer's schedule boundary, is the entry's expiry
 * (decision 105). A site data without those revisions keys by a digest of the facts themselves.
 */
async function visibilityKeyPart(site: SiteData, facts: RuleFacts, now: Date): Promise<string> {
  if (!facts.offers && !facts.lists) return "";
  if (site.dynamicContentRevision) return `|dc:${digest(await site.dynamicContentRevision(facts))}`;
  const [active, lists] = await Promise.all([readOffers(site, facts, now), readLists(site, facts)]);
  return `|dc:${digest(JSON.stringify([active.offers, lists]))}`;
}

const readOffers = (site: SiteData, facts: RuleFacts, now: Date): Promise<ActiveOffers> =>
  facts.offers && site.listActiveOffers ? site.listActiveOffers(now) : Promise.resolve({ offers: [], expiresAt: null });

async function readLists(site: SiteData, facts: RuleFacts): Promise<Record<string, string[]> | null> {
  const lists = facts.lists && site.dynamicContentLists ? await site.dynamicContentLists() : null;
  return lists ? Object.fromEntries([...lists].map(([name, values]) => [name, [...values]])) : null;
}

/**
 * What the server decides the page's blocks' rules and schedules with (only the facts the rules on the
 * page need), and when that changes by the clock alone: the active offers change at an offer's
 * schedule boundary, and with them the mena_offers decisions.
 */
async function pageVisibility(
  site: SiteData,
  facts: RuleFacts,
  path: string,
  now: Date,
): Promise<{ visibility: PageVisibility; expiresAt: number | null }> {
  const [settings, active, lists] = await Promise.all([
    site.settings(),
    readOffers(site, facts, now),
    readLists(site, facts),
  ]);
  const visibility: PageVisibility = {
    path,
    offers: active.offers,
    lists,
    now: now.getTime(),
    timeZone: settings.timeZone,
    externalStockUrl: settings.externalStockUrl,
  };
  return { visibility, expiresAt: active.expiresAt };
}

/** The visibility of a page served from the cache: never rendered, so it carries no facts. */
function emptyVisibility(path: string, now: Date): PageVisibility {
  return { path, offers: [], lists: null, now: now.getTime(), timeZone: "UTC", externalStockUrl: null };
}

function blockDataRequests(page: SitePage, url: URL, now?: Date): BlockDataRequest[] {
  const requests: BlockDataRequest[] = [];
  forEachBlock(page.document, ({ node }) => {
    const kind = isBlockKey(node.type) ? blockMeta[node.type].data : null;
    if (kind)
      requests.push({
        kind,
        blockId: node.props.id,
        props: node.props as Record<string, unknown>,
        url,
        now,
        pageLocale: page.locale ?? null,
      });
  });
  return requests;
}

/**
 * What the page's data depends on, without resolving it: the union of the parameters each block's
 * resolver reads (sorted) and their revisions. Null when a resolver cannot say.
 */
async function dataDependencies(
  site: SiteData,
  requests: readonly BlockDataRequest[],
): Promise<BlockDataDependencies | null> {
  if (requests.length === 0 || !site.resolveBlockData) return { query: "", revision: "" };
  if (!site.blockDataDependencies) return null;
  const found = await Promise.all(requests.map((request) => site.blockDataDependencies!(request)));
  if (found.some((dependency) => dependency === null)) return null;
  const query = new URLSearchParams();
  for (const dependency of found)
    for (const [name, value] of new URLSearchParams(dependency!.query)) if (!query.has(name)) query.append(name, value);
  query.sort();
  return { query: query.toString(), revision: found.map((dependency) => dependency!.revision).join(",") };
}

/** Runs the resolver of every block that declares server data, in parallel. */
async function resolveBlockData(
  site: SiteData,
  requests: readonly BlockDataRequest[],
): Promise<{ blockData: Record<string, unknown>; dataRevision: string; expiresAt: number | null }> {
  if (requests.length === 0 || !site.resolveBlockData) return { blockData: {}, dataRevision: "", expiresAt: null };
  const results = await Promise.all(requests.map((request) => site.resolveBlockData!(request)));
  const blockData: Record<string, unknown> = {};
  const revisions: string[] = [];
  let expiresAt: number | null = null;
  results.forEach((result, index) => {
    if (!result) return;
    blockData[requests[index]!.blockId] = result.data;
    revisions.push(result.revision);
    expiresAt = earliest(expiresAt, result.expiresAt ?? null);
  });
  return { blockData, dataRevision: revisions.join(","), expiresAt };
}

const simpleHead = (title: string): SiteRouteHandle => ({
  head: (_data, settings) => ({
    title: pageTitle(title, settings),
    meta: [{ name: "robots", content: "noindex" }],
    canonical: null,
  }),
});

const cmsHandle: SiteRouteHandle = {
  head: (page, settings) => pageHead(page as SitePage, settings),
  analytics: (page) => {
    const blockTypes = new Set<string>();
    forEachBlock((page as SitePage).document, ({ node }) => blockTypes.add(node.type));
    return { pageType: classifyPageType({ blockTypes }), events: [] };
  },
};

/** A localised /no-access, or a CMS page whose path merely ends in no-access. */
const noAccessOrCmsHandle: SiteRouteHandle = {
  head: (data, settings) => (data ? cmsHandle.head(data, settings) : simpleHead("No access").head(data, settings)),
  analytics: (data) => (data ? cmsHandle.analytics!(data) : { pageType: "dx_other", events: [] }),
};

/** The showroom vehicle page: meta tags disabled on this route, a title only. */
const showroomHandle: SiteRouteHandle = {
  head: (loaded, settings) => {
    const { vehicle } = loaded as ShowroomLoaderData;
    return {
      title: pageTitle(showroomTitle(vehicle), settings),
      meta: null,
      canonical: null,
      description: showroomDescription(vehicle),
    };
  },
  analytics: (loaded) => ({
    pageType: classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.preview }),
    events: [vehicleViewEvent((loaded as ShowroomLoaderData).vehicle)],
  }),
};

/**
 * A /build-yours page; a model's path redirects to its first configuration. Without the configurator
 * (a site data without it) or for a path it does not know, the CMS page at that path, if any.
 */
async function buildYoursLoader(args: LoaderFunctionArgs): Promise<BuildYoursLoaderData | ResolvedPage> {
  const path = new URL(args.request.url).pathname;
  const found = await context(args).data.buildYours?.(path);
  if (!found) return (await cmsPageLoader(args)) as ResolvedPage;
  if (found.kind === "redirect") throw redirect(found.to, 302);
  return { ...found, prefix: "", routePath: path, language: "en" };
}

/**
 * The same pages in another of the site's languages (/ar/build-yours/...): that language's words and
 * prices, links under its prefix. A first segment that is no language's prefix is a CMS path.
 */
async function translatedBuildYoursLoader(args: LoaderFunctionArgs): Promise<BuildYoursLoaderData | ResolvedPage> {
  const site = context(args).data;
  const locale = await translatedLocale(site, args.params.language ?? "");
  const path = new URL(args.request.url).pathname;
  const routePath = locale?.prefix ? path.slice(locale.prefix.length) : "";
  const found = locale && routePath.startsWith("/build-yours") ? await site.buildYours?.(routePath, locale.code) : null;
  if (!locale || !found) return (await cmsPageLoader(args)) as ResolvedPage;
  if (found.kind === "redirect") throw redirect(`${locale.prefix}${found.to}`, 302);
  return { ...found, prefix: locale.prefix ?? "", routePath, language: locale.code };
}

const buildYoursHandle: SiteRouteHandle = {
  head: (loaded, settings) => {
    const page = loaded as BuildYoursLoaderData | ResolvedPage;
    if (!("kind" in page)) return cmsHandle.head(loaded, settings);
    const t = uiTranslator(page.language);
    const title =
      page.kind === "models" ? t("build_yours.title") : `${t("build_yours.title")}: ${page.configuration.title}`;
    return { title: pageTitle(title, settings), meta: null, canonical: null };
  },
  analytics: (loaded) =>
    "kind" in (loaded as object) ? { pageType: classifyPageType({}), events: [] } : cmsHandle.analytics!(loaded),
};

/** An order-online route's CMS page with its blocks' server data (never in the HTML cache: no cacheKey). */
interface OrderOnlineLoaderData extends SitePage {
  blockData: Record<string, unknown>;
}

/** The CMS page of an order-online route; the journey's block reads the route itself. */
async function orderOnlineLoader(
  args: LoaderFunctionArgs,
  page: OrderOnlinePageRequest["page"],
): Promise<OrderOnlineLoaderData> {
  const url = new URL(args.request.url);
  const { data: site, authorization } = context(args);
  if (!site.orderOnlinePage) throw data(null, { status: 404 });
  // The journey in another of the site's languages (/ar/showroom-order-online/...): that language's pages.
  const language = args.params.language;
  const locale = language === undefined ? null : await translatedLocale(site, language);
  if (language !== undefined && !locale) throw data(null, { status: 404 });
  const mode = journeyMode(url.searchParams.get("config_url"));
  const found = await site.orderOnlinePage({ page, mode, authorization, locale: locale ?? undefined });
  const resolved = await resolveBlockData(site, blockDataRequests(found, url));
  return { ...found, blockData: resolved.blockData };
}

/** Order-online routes: meta tags disabled, a title only; the page type by route. */
function orderOnlineHandle(routeName: string): SiteRouteHandle {
  return {
    head: (loaded, settings) => ({
      title: pageTitle((loaded as OrderOnlineLoaderData).title, settings),
      meta: null,
      canonical: null,
    }),
    analytics: () => ({ pageType: classifyPageType({ routeName }), events: [] }),
  };
}

function orderOnlineRoute(
  id: string,
  path: string,
  page: OrderOnlinePageRequest["page"],
  analyticsRoute: string = id,
): RouteObject {
  return {
    id,
    path,
    loader: (args) => orderOnlineLoader(args, page),
    element: <CmsPage />,
    handle: orderOnlineHandle(analyticsRoute),
  };
}

/** The journey's routes under `base` ("" or a language segment), each with its own route id. */
function orderOnlineRoutes(base: "" | ":language/"): RouteObject[] {
  const id = (name: string) => (base ? `${name}-translated` : name);
  return [
    // The journey's start reads config_url (configurator mode); it shows the steps page, as the details step does.
    orderOnlineRoute(
      id("stock-locator-order-online"),
      `${base}showroom-order-online`,
      "steps",
      STOCK_LOCATOR_ROUTES.details,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.details),
      `${base}showroom-order-online/vehicle/:vehicleId?`,
      "steps",
      STOCK_LOCATOR_ROUTES.details,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.checkout),
      `${base}showroom-order-online/checkout`,
      "checkout",
      STOCK_LOCATOR_ROUTES.checkout,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.success),
      `${base}showroom-order-online/success`,
      "success",
      STOCK_LOCATOR_ROUTES.success,
    ),
    orderOnlineRoute(
      id(STOCK_LOCATOR_ROUTES.confirmation),
      `${base}showroom-order-online/confirmation/:orderNumber`,
      "success",
      STOCK_LOCATOR_ROUTES.confirmation,
    ),
  ];
}

/**
 * The site settings for a request, with the footer's retailers when their API is configured (decision
 * 058: fetched on the server, cached, no section on failure) and the navigation service's menu when the
 * navigation style is external (decision 173: the same way; the site's own menu on failure). Both are
 * part of the page's HTML, so a digest of them joins the settings revision, which keys the HTML cache.
 */
export async function settingsForRequest(data: SiteRequestContext["data"], url: URL): Promise<SiteSettings> {
  const settings = await data.settings();
  const wantsNavigation =
    settings.navigationVariant === "external" && settings.externalNavigationSetting !== null && data.externalNavigation;
  const wantsRetailers = settings.footerRetailersApi !== null && data.footerRetailers;
  if (!wantsNavigation && !wantsRetailers) return settings;
  const locale = (localeForPath(settings.locales, url.pathname) ?? defaultLocale(settings.locales)).code;
  const [retailers, navigation] = await Promise.all([
    wantsRetailers ? data.footerRetailers!(settings.footerRetailersApi!) : null,
    wantsNavigation ? data.externalNavigation!(settings.externalNavigationSetting!, locale) : null,
  ]);
  let result = settings;
  if (retailers && retailers.length > 0)
    result = {
      ...result,
      footerRetailers: retailers,
      revision: `${result.revision}.r${digest(JSON.stringify(retailers))}`,
    };
  if (navigation)
    result = {
      ...result,
      externalNavigation: navigation,
      revision: `${result.revision}.n${digest(JSON.stringify(navigation))}`,
    };
  return result;
}

/** A short non-cryptographic digest (FNV-1a): it only has to change when the retailers or the menu do. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(36);
}

export const siteRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: "/",
    loader: (args) => settingsForRequest(context(args).data, new URL(args.request.url)),
    element: <BrandLayout />,
    errorElement: <ErrorLayout />,
    handle: simpleHead(NOT_FOUND_TITLE),
    children: [
      { path: "no-access", element: <NoAccessPage />, handle: simpleHead("No access") },
      // The same page in another of the site's languages (/ar/no-access); other prefixes are CMS paths.
      {
        path: ":prefix/no-access",
        loader: async (args) => {
          const path = new URL(args.request.url).pathname;
          const settings = await context(args).data.settings();
          const locale = localeForPath(settings.locales, path);
          return locale && path === `${locale.prefix}/no-access` ? null : cmsPageLoader(args);
        },
        element: <NoAccessOrCmsPage />,
        handle: noAccessOrCmsHandle,
      },
      {
        path: "404",
        loader: () => {
          throw data(null, { status: 404 });
        },
        element: <NotFoundPage />,
      },
      {
        id: STOCK_LOCATOR_ROUTES.preview,
        path: "showroom/:vehicle",
        loader: (args) =>
          loadShowroom(args.request, args.params.vehicle, context(args).data, context(args).authorization),
        element: <ShowroomPage />,
        handle: showroomHandle,
      },
      // The same page in another language, under its prefix (/ar/showroom/...): that language's labels.
      {
        id: `${STOCK_LOCATOR_ROUTES.preview}-translated`,
        path: ":language/showroom/:vehicle",
        loader: (args) =>
          loadShowroom(
            args.request,
            args.params.vehicle,
            context(args).data,
            context(args).authorization,
            args.params.language ?? "",
          ),
        element: <ShowroomPage />,
        handle: showroomHandle,
      },
      {
        path: "search",
        loader: async (args): Promise<SearchLoaderData> => {
          const query = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, 200);
          const search = context(args).data.search;
          return { query, results: query && search ? await search(query) : [] };
        },
        element: <SearchPage />,
        handle: simpleHead("Search"),
      },
      // The configurator (decision 172): the models, a model's first configuration, each configuration by its config_url.
      { path: "build-yours", loader: buildYoursLoader, element: <BuildYoursPage />, handle: buildYoursHandle },
      { path: "build-yours/*", loader: buildYoursLoader, element: <BuildYoursPage />, handle: buildYoursHandle },
      {
        path: ":language/build-yours",
        loader: translatedBuildYoursLoader,
        element: <BuildYoursPage />,
        handle: buildYoursHandle,
      },
      {
        path: ":language/build-yours/*",
        loader: translatedBuildYoursLoader,
        element: <BuildYoursPage />,
        handle: buildYoursHandle,
      },
      // The journey's start reads config_url (configurator mode); it shows the steps page, as the details step does.
      ...orderOnlineRoutes(""),
      // The same journey in another language, under its prefix (/ar/showroom-order-online/...).
      ...orderOnlineRoutes(":language/"),
      { id: "cms-home", index: true, loader: cmsPageLoader, element: <CmsPage />, handle: cmsHandle },
      { id: "cms-page", path: "*", loader: cmsPageLoader, element: <CmsPage />, handle: cmsHandle },
    ],
  },
];
