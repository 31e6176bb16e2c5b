import { data, redirect, type LoaderFunctionArgs } from "react-router";
import type { BlockDataDependencies, BlockDataRequest, SiteData, SitePage } from "../../../model/site/site-data.ts";
import { pageTags } from "../../../model/http/shared-cache.ts";
import { CURRENT_PAGE_PARAMETER, requestedPage } from "../../../model/news/index.ts";
import type { PageVisibility } from "../../page/visibility.ts";
import { requestContext } from "../route-context.ts";
import { blockDataRequests, dataDependencies, earliest, resolveBlockData } from "./block-data.ts";
import { emptyVisibility, pageVisibility, ruleFacts, visibilityKeyPart, type RuleFacts } from "./page-rules.ts";

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

export async function cmsPageLoader(args: LoaderFunctionArgs): Promise<ResolvedPage> {
  const url = new URL(args.request.url);
  if (!url.pathname) throw new Error(MISSING_PATH_MESSAGE);
  const { data: site, authorization, probeCache, now } = requestContext(args);
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
