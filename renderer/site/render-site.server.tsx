import { createHash, randomBytes } from "node:crypto";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type StaticHandlerContext } from "react-router";
import { splitResourceHints } from "../page/resource-hints.ts";
import { RenderEnvironmentContext, createRenderEnvironment } from "../page/render-environment.ts";
import type { SiteAssets } from "./assets.ts";
import { ERROR_PAGE_FAILURE_HTML, documentHtml } from "./document.ts";
import { errorHead } from "./head.ts";
import { analyticsFor, analyticsScript } from "./analytics-script.ts";
import { errorBufferScript, recaptchaMeta } from "./error-buffer-script.ts";
import { siteRoutes } from "./routes.tsx";
import type { SiteRequestContext, SiteRouteHandle } from "./route-context.ts";
import { cmsPageCacheKey, type ResolvedPage } from "./loaders/cms-page-loader.ts";
import { earliest } from "./loaders/block-data.ts";
import { settingsForRequest } from "./settings-for-request.ts";
import { UrlKeyMemo } from "./url-key-memo.ts";
import { StaticBlockMemo } from "./static-block-memo.server.tsx";
import { MemoizedBlocksContext, type MemoizedBlock } from "../page/memoized-blocks.ts";
import { consentGateFor } from "./shell/layouts.tsx";
import { DEFAULT_SETTINGS, metaheadsForPage, type SiteData, type SiteSettings } from "../../model/site/site-data.ts";
import type { CachedPage, RenderCache, SharedEntry } from "./render-cache.ts";
import {
  defaultLocale,
  languageLinks,
  routeLanguageLinks,
  localeForPath,
  localeHome,
  resolvePageLocale,
} from "../../model/i18n/locales.ts";
import { UiStringsContext } from "../primitives/ui-text.tsx";
import { IconSetContext } from "../primitives/icon.tsx";
import { uiDictionary } from "../../model/i18n/ui-translator.ts";
import { SiteViewerContext, type SiteViewer } from "./shell/editor-toolbar.tsx";
import { PageLanguageContext, type PageLanguage } from "./shell/page-language.ts";
import type { ShowroomLoaderData } from "./showroom/showroom-loader.ts";

export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The CSP nonce every script of `body` carries: the response's policy must name it (decision 013). */
  nonce: string;
  /** Strong ETag of a page that is (or came from) the HTML cache. */
  etag?: string;
  /** The HTML cache key the page is held under: its compressed copies are kept there too. */
  cacheKey?: string;
  /**
   * Set when a shared cache (CDN, Varnish) may keep the answer: a published page for an anonymous
   * visitor. The tags name what it shows (for purges); `expiresAt` (ms) when it stops being right.
   */
  shared?: SharedEntry;
}

export interface SiteRequest {
  /** Path and query, e.g. `/offers?model=x`. */
  url: string;
  authorization?: string;
  /** True when the visitor is not signed in: the response may come from, and go to, the HTML cache. */
  anonymous?: boolean;
  /** The signed-in user, who gets the editor toolbar; such a response is never cached. */
  viewer?: SiteViewer;
  /** The origin the request was made to (`https://host`): canonical URLs use it when no public URL is configured. */
  origin?: string;
}

export interface SiteRendererOptions {
  data: SiteData;
  assets: SiteAssets;
  /** Called with the blocks that failed on the server (each is contained on the page). */
  onBlockFailure?: (failure: { url: string; id: string; type: string }) => void;
  /** Called when the page as a whole failed to render (it answers 500 with the error page): log it. */
  onRenderFailure?: (failure: { url: string; error: unknown }) => void;
  /** HTML cache for anonymous visitors; omit to render every request. */
  cache?: RenderCache;
  /** Where forms load reCAPTCHA from (RECAPTCHA_SCRIPT_URL) when the site turns it on. */
  recaptchaScriptUrl?: string;
  /** The configured public origin (PUBLIC_URL), e.g. `https://www.example.com`: absolute canonical URLs. */
  publicUrl?: string;
  /** The render clock offer schedules are decided with; the wall clock when not given. */
  now?: () => Date;
  /** Keep the HTML of static top-level blocks between renders (decision 194); on unless false. */
  memoizeStaticBlocks?: boolean;
}

/**
 * Pages are sent with `no-cache` (browsers revalidate); site-plugin.ts makes a shared-cacheable page
 * public and a signed-in user's private (decision 151).
 */
const HTML_HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };

/** A fresh CSP nonce: 128 random bits. */
function newNonce(): string {
  return randomBytes(16).toString("base64");
}

function strongEtag(html: string): string {
  return `"${createHash("sha256").update(html).digest("base64url").slice(0, 22)}"`;
}

/** The published page a route rendered, if it rendered one (the cache key needs its revision). */
/**
 * The default language's path of a route page that exists in every language (a showroom vehicle
 * page: its loader data names the vehicle's link), or null.
 */
function translatedRoutePath(context: StaticHandlerContext): string | null {
  const match = context.matches.at(-1);
  const data = match ? (context.loaderData[match.route.id] as Partial<ShowroomLoaderData> | undefined) : undefined;
  if (!data || typeof data.prefix !== "string") return null;
  // A configurator page (/ar/build-yours/...) names its main-language path itself.
  const routePath = (data as { routePath?: unknown }).routePath;
  if (typeof routePath === "string") return routePath;
  return typeof data.vehicle?.link === "string" ? data.vehicle.link : null;
}

function renderedPage(context: StaticHandlerContext): ResolvedPage | null {
  const match = context.matches.at(-1);
  const data = match ? context.loaderData[match.route.id] : undefined;
  return data && typeof data === "object" && "cacheKey" in data && "document" in data ? (data as ResolvedPage) : null;
}

/**
 * The public site's server renderer: React Router resolves the route and runs its loaders, React
 * renders the page to a string (decision 003: a string, not a stream), and the document around it
 * links the islands runtime only when the page has islands. For anonymous visitors a page is looked
 * up in the HTML cache before its block data is resolved (decision 015).
 */
export function createSiteRenderer({
  data,
  assets,
  onBlockFailure,
  onRenderFailure,
  cache,
  publicUrl,
  now,
  recaptchaScriptUrl,
  memoizeStaticBlocks = true,
}: SiteRendererOptions) {
  const handler = createStaticHandler(siteRoutes);
  // Which cache key each URL's CMS page was last found under, to find the next hit without the router.
  const memo = new UrlKeyMemo();
  const blockMemo = memoizeStaticBlocks ? new StaticBlockMemo() : null;

  /**
   * A cached CMS page found by the URL's memo: the settings, the page's revision and (when the key
   * reads them) its data's and its rules' revisions are read as the route's loaders read them, so the
   * key is the one the router would make; anything that differs (a publish, a settings change, a
   * redirect, an entry gone from the cache) falls through to the router.
   */
  async function hitByMemo(url: URL, memoKey: string, origin: string | undefined): Promise<SiteResponse | undefined> {
    const remembered = memo.get(memoKey);
    if (!remembered) return undefined;
    const [settings, found] = await Promise.all([settingsForRequest(data, url), data.lookupPage(url.pathname, {})]);
    const page = found.kind === "page" ? found.page : null;
    // The settings decide which rules the page has (the site's floating button), so they must stand too.
    if (
      !page ||
      page.id !== remembered.pageId ||
      page.revision !== remembered.pageRevision ||
      settings.revision !== remembered.settingsRevision
    ) {
      memo.delete(memoKey);
      return undefined;
    }
    let cacheKey = remembered.cacheKey;
    if (!remembered.keyFromPageAlone) {
      // Its data's and its rules' revisions are read again: a stock import or an offer moves the key.
      const part = await cmsPageCacheKey(data, page, url, (now ?? (() => new Date()))());
      if (part === null) return undefined;
      cacheKey = cacheKeyOf(part, settings, origin);
    }
    const cached = cache!.get(cacheKey);
    return cached === undefined ? undefined : hitResponse(cached, cacheKey);
  }

  function cacheKeyOf(part: string, settings: SiteSettings, origin: string | undefined): string {
    return `${part}|${settings.revision}|${publicUrl || settings.origin || origin || ""}`;
  }

  /**
   * The cached page an anonymous visitor's URL was last served, found by the URL's memo without the
   * router (the revisions checked as on every hit); undefined when the memo has nothing valid. The
   * site plugin serves it before Fastify's hooks (decision 190).
   */
  renderSite.cachedByMemo = (pathAndQuery: string, origin?: string): Promise<SiteResponse | undefined> =>
    cache?.enabled
      ? hitByMemo(new URL(pathAndQuery, "http://site.invalid"), `${origin ?? ""} ${pathAndQuery}`, origin)
      : Promise.resolve(undefined);
  return renderSite;

  async function renderSite(request: SiteRequest): Promise<SiteResponse> {
    const url = new URL(request.url, "http://site.invalid");
    // A shared cache may keep what an anonymous visitor gets; this process's cache only when it has one.
    const cacheable = Boolean(request.anonymous && !request.viewer);
    const useCache = Boolean(cacheable && cache?.enabled);
    // The origin is part of the key when no public URL is configured (canonical links name it).
    const memoKey = `${request.origin ?? ""} ${request.url}`;
    if (useCache) {
      const hit = await hitByMemo(url, memoKey, request.origin);
      if (hit) return hit;
    }
    const originOf = (settings: SiteSettings): string => publicUrl || settings.origin || request.origin || "";
    const keyOf = (part: string, settings: SiteSettings): string => cacheKeyOf(part, settings, request.origin);
    const remember = (page: ResolvedPage, settings: SiteSettings, cacheKey: string, result: StaticHandlerContext) => {
      // Only the CMS routes: the hit path reads what their loaders read, nothing of any other route's.
      if (!isCmsPageRoute(result)) return;
      memo.set(memoKey, {
        pageId: page.id,
        pageRevision: page.revision,
        settingsRevision: settings.revision,
        cacheKey,
        keyFromPageAlone: page.keyFromPageAlone,
      });
    };
    const probeCache = async (part: string): Promise<boolean> => cache!.has(keyOf(part, await data.settings()));

    const query = (probe: boolean) =>
      handler.query(new Request(url), {
        requestContext: {
          data,
          authorization: request.authorization,
          probeCache: probe ? probeCache : undefined,
          now,
        } satisfies SiteRequestContext,
      });
    let result = await query(useCache);
    for (let attempt = 0; ; attempt++) {
      if (result instanceof Response)
        return {
          status: result.status,
          headers: { location: result.headers.get("location") ?? "/" },
          body: "",
          nonce: "",
        };
      const settings = (result.loaderData.root as SiteSettings | undefined) ?? DEFAULT_SETTINGS;
      const page = result.statusCode === 200 ? renderedPage(result) : null;
      const cacheKey = useCache && page ? keyOf(page.cacheKey, settings) : null;
      if (cacheKey) {
        const cached = cache!.get(cacheKey);
        if (cached !== undefined) {
          remember(page!, settings, cacheKey, result);
          return hitResponse(cached, cacheKey);
        }
      }
      // The probe found the page but it left the cache since: resolve its data after all.
      if (page && !page.resolved && attempt === 0) {
        result = await query(false);
        continue;
      }
      const response = render(result, settings, page, cacheKey);
      if (response.cacheKey) remember(page!, settings, response.cacheKey, result);
      return response;
    }

    function render(
      result: StaticHandlerContext,
      settings: SiteSettings,
      page: ResolvedPage | null,
      cacheKey: string | null,
    ): SiteResponse {
      // A CMS page renders for the query its data reads, so its HTML depends on nothing its cache key leaves out.
      const locale = page
        ? resolvePageLocale(settings.locales, page)
        : (localeForPath(settings.locales, url.pathname) ?? defaultLocale(settings.locales));
      const uiStrings = {
        locale: locale.code,
        dictionary: uiDictionary(locale.code, settings.uiStrings),
        isDefaultLocale: locale.code === defaultLocale(settings.locales).code,
      };
      const pageLanguage: PageLanguage = {
        code: locale.code,
        isDefault: uiStrings.isDefaultLocale,
        home: localeHome(locale),
        switcher: translatedRoutePath(result)
          ? routeLanguageLinks(settings.locales, locale, translatedRoutePath(result)!)
          : languageLinks(settings.locales, locale, page, page?.translations ?? []),
      };
      const environment = createRenderEnvironment("server", page ? page.renderUrl : url.pathname + url.search);
      // Only a CMS page's own blocks, and only for visitors the shell draws nothing personal for.
      const memoized: ReadonlyMap<object, MemoizedBlock> | null =
        blockMemo && page && !request.viewer && isCmsPageRoute(result)
          ? blockMemo.blocksFor(page.document.content, {
              settingsRevision: settings.revision,
              uiStrings,
              pageLanguage,
              theme: settings.theme,
              consentGate: consentGateFor(settings),
            })
          : null;
      const nonce = newNonce();
      let rendered: string;
      try {
        rendered = renderToString(
          <RenderEnvironmentContext.Provider value={environment}>
            <SiteViewerContext.Provider value={request.viewer ?? null}>
              <UiStringsContext.Provider value={uiStrings}>
                <PageLanguageContext.Provider value={pageLanguage}>
                  <IconSetContext.Provider value={settings.theme}>
                    <MemoizedBlocksContext.Provider value={memoized}>
                      <StaticRouterProvider
                        router={createStaticRouter(handler.dataRoutes, result)}
                        context={result}
                        hydrate={false}
                      />
                    </MemoizedBlocksContext.Provider>
                  </IconSetContext.Provider>
                </PageLanguageContext.Provider>
              </UiStringsContext.Provider>
            </SiteViewerContext.Provider>
          </RenderEnvironmentContext.Provider>,
        );
      } catch (error) {
        onRenderFailure?.({ url: url.pathname, error });
        return { status: 500, headers: HTML_HEADERS, body: ERROR_PAGE_FAILURE_HTML, nonce };
      }
      const { hints, body } = splitResourceHints(rendered);
      for (const failure of environment.failedBlocks) onBlockFailure?.({ url: url.pathname, ...failure });
      const failed = new Set(environment.failedBlocks.map((failure) => failure.id));
      const islands = environment.islands.filter((island) => !failed.has(island.id));
      // settings.revision covers the metaheads too, so the cache key above changes with them.
      const metaheads = metaheadsForPage(settings.metaheads, page?.id ?? null);
      // The analytics data layer, only when the analytics.enabled setting is on (pages stay script-free otherwise).
      const consentGated = settings.consent !== null;
      const analytics = settings.analyticsEnabled ? analyticsScript(analyticsFor(result), nonce, consentGated) : "";
      const head = headFor(result, { ...settings, origin: originOf(settings) });
      const html = documentHtml({
        head,
        // The error buffer first: it must be listening before any other script runs. A page that runs
        // none of ours (no island, no analytics) has nothing to report and stays script-free.
        headTags:
          (islands.length > 0 || analytics !== "" ? errorBufferScript(settings.browserErrorSampleRate, nonce) : "") +
          recaptchaMeta(settings.recaptchaSiteKey, recaptchaScriptUrl) +
          hints +
          analytics,
        body,
        theme: settings.theme,
        locale,
        assets,
        islands,
        stylesheets: environment.stylesheets,
        metaTags: settings.metaTags,
        metaheads,
        nonce,
        consentGated,
        uiStrings,
      });
      // A page with a contained failure is not cached: the next visitor gets a fresh attempt.
      const complete = page && result.statusCode === 200 && environment.failedBlocks.length === 0;
      // Expires at the first schedule boundary of a block on the page or of the offers its data shows.
      const expiresAt = page ? earliest(environment.expiresAt, page.expiresAt) : null;
      const shared = complete && cacheable ? { tags: page.cacheTags, expiresAt } : undefined;
      if (cacheKey && complete) {
        const entry = { html, nonce, etag: strongEtag(html), encoded: {}, shared };
        cache!.set(cacheKey, entry, page.id, expiresAt);
        return { status: 200, headers: HTML_HEADERS, body: html, nonce, etag: entry.etag, cacheKey, shared };
      }
      return { status: result.statusCode, headers: HTML_HEADERS, body: html, nonce, shared };
    }
  }
}

/** The route ids of CMS pages (routes.tsx): the only routes the per-URL key memo serves. */
const CMS_HOME_ROUTE_ID = "cms-home";
const CMS_PAGE_ROUTE_ID = "cms-page";

/** Whether the request was answered by a CMS page's route (the home page's or any other's). */
function isCmsPageRoute(result: StaticHandlerContext): boolean {
  const routeId = result.matches.at(-1)?.route.id;
  return routeId === CMS_HOME_ROUTE_ID || routeId === CMS_PAGE_ROUTE_ID;
}

function hitResponse(cached: CachedPage, cacheKey: string): SiteResponse {
  return {
    status: 200,
    headers: HTML_HEADERS,
    body: cached.html,
    nonce: cached.nonce,
    etag: cached.etag,
    cacheKey,
    shared: cached.shared,
  };
}

function headFor(context: StaticHandlerContext, settings: SiteSettings) {
  const matches = [...context.matches].reverse();
  for (const match of matches) {
    const handle = match.route.handle as SiteRouteHandle | undefined;
    if (!handle?.head) continue;
    if (context.errors?.[match.route.id] !== undefined) continue;
    const loaderData = context.loaderData[match.route.id];
    if (match.route.loader && loaderData === undefined) continue;
    return handle.head(loaderData, settings);
  }
  return errorHead(context.statusCode, settings);
}
