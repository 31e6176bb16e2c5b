import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter, type StaticHandlerContext } from "react-router";
import { splitResourceHints } from "../page/resource-hints.ts";
import { RenderEnvironmentContext, createRenderEnvironment } from "../page/render-environment.ts";
import type { SiteAssets } from "./assets.ts";
import { ERROR_PAGE_FAILURE_HTML, documentHtml } from "./document.ts";
import { errorHead } from "./head.ts";
import { analyticsFor, analyticsScript } from "./analytics-script.ts";
import { siteRoutes, type SiteRequestContext, type SiteRouteHandle } from "./routes.tsx";
import { DEFAULT_SETTINGS, metaheadsForPage, type SiteData, type SitePage, type SiteSettings } from "../../model/site/site-data.ts";
import type { RenderCache } from "./render-cache.ts";
import { SiteViewerContext, type SiteViewer } from "./shell/editor-toolbar.tsx";

export type { SiteViewer } from "./shell/editor-toolbar.tsx";

export interface SiteResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface SiteRequest {
  /** Path and query, e.g. `/offers?model=x`. */
  url: string;
  authorization?: string;
  /** True when the visitor is not signed in: the response may come from, and go to, the HTML cache. */
  anonymous?: boolean;
  /** The signed-in user, who gets the editor toolbar; such a response is never cached. */
  viewer?: SiteViewer;
}

export interface SiteRendererOptions {
  data: SiteData;
  assets: SiteAssets;
  /** Called with the blocks that failed on the server (each is contained on the page). */
  onBlockFailure?: (failure: { url: string; id: string; type: string }) => void;
  /** HTML cache for anonymous visitors; omit to render every request. */
  cache?: RenderCache;
}

const HTML_HEADERS = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" };

/** The published page a route rendered, if it rendered one (the cache key needs its revision). */
function renderedPage(context: StaticHandlerContext): SitePage | null {
  const match = context.matches.at(-1);
  const data = match ? context.loaderData[match.route.id] : undefined;
  return data && typeof data === "object" && "revision" in data && "document" in data ? (data as SitePage) : null;
}

/**
 * The public site's server renderer: React Router resolves the route and runs its loaders, React
 * renders the page to a string (decision 003: a string, not a stream), and the document around it
 * links the islands runtime only when the page has islands.
 */
export function createSiteRenderer({ data, assets, onBlockFailure, cache }: SiteRendererOptions) {
  const handler = createStaticHandler(siteRoutes);

  return async function renderSite(request: SiteRequest): Promise<SiteResponse> {
    const url = new URL(request.url, "http://site.invalid");
    const requestContext: SiteRequestContext = { data, authorization: request.authorization };
    const result = await handler.query(new Request(url), { requestContext });
    if (result instanceof Response) {
      return { status: result.status, headers: { location: result.headers.get("location") ?? "/" }, body: "" };
    }
    const settings = (result.loaderData.root as SiteSettings | undefined) ?? DEFAULT_SETTINGS;
    const page = result.statusCode === 200 ? renderedPage(result) : null;
    const cacheKey = cache?.enabled && request.anonymous && !request.viewer && page ? `${page.id}@${page.revision}|${settings.revision}|${"dataRevision" in page ? String(page.dataRevision) : ""}|${url.pathname}${url.search}` : null;
    if (cacheKey) {
      const cached = cache!.get(cacheKey);
      if (cached !== undefined) return { status: 200, headers: HTML_HEADERS, body: cached };
    }
    const environment = createRenderEnvironment("server", url.pathname + url.search);
    let rendered: string;
    try {
      rendered = renderToString(
        <RenderEnvironmentContext.Provider value={environment}>
          <SiteViewerContext.Provider value={request.viewer ?? null}>
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, result)} context={result} hydrate={false} />
          </SiteViewerContext.Provider>
        </RenderEnvironmentContext.Provider>,
      );
    } catch {
      return { status: 500, headers: HTML_HEADERS, body: ERROR_PAGE_FAILURE_HTML };
    }
    const { hints, body } = splitResourceHints(rendered);
    for (const failure of environment.failedBlocks) onBlockFailure?.({ url: url.pathname, ...failure });
    const failed = new Set(environment.failedBlocks.map((failure) => failure.id));
    const islands = environment.islands.filter((island) => !failed.has(island.id));
    // settings.revision covers the metaheads too, so the cache key above changes with them.
    const metaheads = metaheadsForPage(settings.metaheads, page?.id ?? null);
    // The analytics data layer, only when the analytics.enabled setting is on (pages stay script-free otherwise).
    const analytics = settings.analyticsEnabled ? analyticsScript(analyticsFor(result)) : "";
    const html = documentHtml({ head: headFor(result, settings), headTags: hints + analytics, body, theme: settings.theme, assets, islands, stylesheets: environment.stylesheets, metaTags: settings.metaTags, metaheads });
    // A page with a contained failure is not cached: the next visitor gets a fresh attempt.
    if (cacheKey && environment.failedBlocks.length === 0) cache!.set(cacheKey, html);
    return { status: result.statusCode, headers: HTML_HEADERS, body: html };
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
