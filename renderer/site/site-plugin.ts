import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { campaignCookie, onlyCampaignCookie } from "../../model/analytics/index.ts";
import { loadSiteAssets } from "./assets.ts";
import { matchesIfNoneMatch } from "../../model/http/conditional-requests.ts";
import { sitePolicy } from "../../model/http/content-security-policy.ts";
import {
  PRIVATE_CACHE_CONTROL,
  publicCacheControl,
  tagHeaders,
  type SharedCachePolicy,
} from "../../model/http/shared-cache.ts";
import { acceptedEncoding, COMPRESSION_THRESHOLD } from "../../model/http/encodings.ts";
import {
  encodeBody,
  RenderCache,
  type CachedEncoding,
  type CachedPage,
  type PageVariant,
  type SharedEntry,
} from "./render-cache.ts";
import { createSiteRenderer, type SiteResponse } from "./render-site.server.tsx";
import type { SiteData, SitePage } from "../../model/site/site-data.ts";
import { zonedDateTime } from "../../model/dynamic-content/index.ts";
import { forEachBlock } from "../../model/page-document/walk.ts";
import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { FETCHED_DATA_KINDS } from "../islands/island-payload.ts";
import { siteRoutes } from "../../model/api/site-routes.ts";
import { schemaRefOf } from "../../model/api/route-contract.ts";
import type { IslandDataQuery } from "../../generated/contracts/entities/island-data.ts";
import islandDataSchema from "../../schemas/island-data.schema.json" with { type: "json" };

/** Where disabled pages are previewed: the page's own path follows it. */
const DISABLED_PREVIEW_PREFIX = "/disabled-preview";

/** A page that answers 403 sends the browser here instead (a 403 response leads to /no-access). */
const NO_ACCESS_PATH = "/no-access";

function signInPath(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The answer to a preview time that is not a date and time. */
const PREVIEW_TIME_MESSAGE = "The preview time must be a date and time of the site's time zone, like 2026-12-01T09:00.";

export interface SitePluginOptions {
  data: SiteData;
  /** Vite's output for the browser (`dist/client`). */
  clientDir: string;
  /** Bytes of rendered HTML kept for anonymous visitors; 0 renders every request. */
  cacheBytes?: number;
  /** A page with its draft in place of the published document, for /cms/preview/:id (signed-in users only). */
  previewDraft?: (pageId: string) => Promise<SitePage | null>;
  /** The configured public origin (PUBLIC_URL); without it canonical URLs use the request's origin. */
  publicUrl?: string;
  /** The render clock (offer schedules and the HTML cache's expiries); the wall clock when not given. */
  now?: () => Date;
  /** Where forms load reCAPTCHA from when the site turns it on. */
  recaptchaScriptUrl?: string;
}

/**
 * Serves a page from the HTML cache before the app's hooks run (decision 190): for an anonymous GET
 * of a URL whose memo finds its cached page, the response is written at once with headers made once
 * per entry, `headers` (the security headers the app's hooks would set) first. True when it answered;
 * false (often synchronously) when the request must take the ordinary way.
 */
type CachedPageShortcut = (
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Readonly<Record<string, string>>,
) => boolean | Promise<boolean>;

/** The site plugin, with the shortcut the app registers as its first onRequest hook. */
export type SitePlugin = FastifyPluginAsync & { serveCachedPage: CachedPageShortcut };

/** Serves the public site: built assets under /assets/ and every other GET as a server-rendered page. */
export function sitePlugin({
  data,
  clientDir,
  cacheBytes = 0,
  previewDraft,
  publicUrl,
  now = () => new Date(),
  recaptchaScriptUrl,
}: SitePluginOptions): SitePlugin {
  // Set once the plugin is registered (the renderer logs through the app): until then nothing is cached.
  let shortcut: CachedPageShortcut | null = null;
  const plugin: FastifyPluginAsync = async (app) => {
    const assets = loadSiteAssets(clientDir);
    const cache = new RenderCache(cacheBytes, undefined, () => now().getTime());
    const logRenderFailure = ({ url, error }: { url: string; error: unknown }): void =>
      app.log.error({ err: error, url }, "page failed to render; answered 500 with the error page");
    const render = createSiteRenderer({
      data,
      assets,
      onBlockFailure: (failure) => app.log.error(failure, "block failed to render; contained on the page"),
      onRenderFailure: logRenderFailure,
      cache,
      publicUrl,
      now,
      recaptchaScriptUrl,
    });
    shortcut = (request, reply, headers) => {
      if (request.method !== "GET" || !cache.enabled || request.headers.authorization !== undefined) return false;
      // Only the catch-all page route: any other route's answer is not the renderer's.
      if (request.routeOptions.url !== "/*") return false;
      const cookies = request.headers.cookie;
      if (cookies !== undefined && !onlyCampaignCookie(cookies)) return false;
      return serveByMemo(request, reply, headers);
    };
    const serveByMemo = async (
      request: FastifyRequest,
      reply: FastifyReply,
      headers: Readonly<Record<string, string>>,
    ): Promise<boolean> => {
      const response = await render.cachedByMemo(request.url, requestOrigin(request));
      if (!response?.cacheKey || !response.etag) return false;
      const settings = await data.settings();
      // A campaign cookie to set makes the answer personal: the ordinary way sets it.
      if (!settings.consent && request.url.includes("?") && campaignCookie(new URL(request.url, "http://site.invalid")))
        return false;
      const encoding = acceptedEncoding(request.headers["accept-encoding"]);
      const variant = cache.variant(response.cacheKey, encoding, (page, chosen) =>
        pageHeaders(response.headers, page, chosen),
      );
      if (!variant) return false;
      const shared = cachingHeaders(response, settings.sharedCache, { personal: false, now: now().getTime() });
      const raw = rawHeaders(variant, headers, shared);
      reply.hijack();
      if (matchesIfNoneMatch(request.headers["if-none-match"], response.etag))
        reply.raw.writeHead(304, raw.notModified).end();
      else reply.raw.writeHead(200, raw.ok).end(variant.body);
      return true;
    };
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir, "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      decorateReply: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): no compression per request.
      preCompressed: true,
      // The same URL answers in different encodings: shared caches must keep them apart.
      setHeaders: (response) => response.setHeader("vary", "Accept-Encoding"),
    });
    if (previewDraft) {
      // The draft rendered exactly as the site would render it once published (the /cms guard requires sign-in).
      // ?at=YYYY-MM-DDTHH:MM previews the page at that time of the site's zone: its schedules are decided then.
      app.get<{ Params: { id: string }; Querystring: { at?: string } }>(
        "/cms/preview/:id",
        // Compressed whole by sendSiteResponse, not by the compression plugin's hooks.
        { schema: { hide: true }, compress: false, decompress: false },
        async (request, reply) => {
          if (!request.user) return reply.redirect(signInPath(request.url));
          const page = await previewDraft(request.params.id);
          if (!page) return reply.code(404).type("text/plain").send("There is no such page.");
          const at = request.query.at ? zonedDateTime(request.query.at, (await data.settings()).timeZone) : undefined;
          if (at === null) return reply.code(400).type("text/plain").send(PREVIEW_TIME_MESSAGE);
          const preview = createSiteRenderer({
            data: { ...data, lookupPage: async () => ({ kind: "page", page }) },
            assets,
            onRenderFailure: logRenderFailure,
            now: at === undefined ? now : () => new Date(at),
            recaptchaScriptUrl,
          });
          const viewer = {
            name: request.user.name,
            email: request.user.email,
            role: request.user.role,
            draftPreview: true,
          };
          const response = await preview({ url: page.path, viewer, origin: requestOrigin(request) });
          return sendSiteResponse(request, reply, response, null, {
            "x-robots-tag": "noindex",
            "cache-control": PRIVATE_CACHE_CONTROL,
          });
        },
      );
    }
    // A disabled page is hidden from visitors; signed-in users (every role may read drafts) see it here
    // as the site would show it once enabled: /disabled-preview/used-cars shows the page at /used-cars.
    const disabledPreview = createSiteRenderer({
      data: {
        ...data,
        lookupPage: (pagePath, lookup) => data.lookupPage(pagePath, { ...lookup, includeDisabled: true }),
      },
      assets,
      onRenderFailure: logRenderFailure,
      now,
      recaptchaScriptUrl,
    });
    const previewDisabled = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) return reply.header("cache-control", "no-store").redirect(signInPath(request.url), 302);
      const url = new URL(request.url, "http://site.invalid");
      const pagePath = url.pathname.slice(DISABLED_PREVIEW_PREFIX.length) || "/";
      const viewer = { name: request.user.name, email: request.user.email, role: request.user.role };
      const response = await disabledPreview({
        url: `${pagePath}${url.search}`,
        authorization: request.headers.authorization,
        viewer,
        origin: requestOrigin(request),
      });
      return sendSiteResponse(request, reply, response, null, {
        "x-robots-tag": "noindex",
        "cache-control": PRIVATE_CACHE_CONTROL,
      });
    };
    app.get(DISABLED_PREVIEW_PREFIX, { schema: { hide: true }, compress: false, decompress: false }, previewDisabled);
    app.get(
      `${DISABLED_PREVIEW_PREFIX}/*`,
      { schema: { hide: true }, compress: false, decompress: false },
      previewDisabled,
    );
    // The data an island fetches before hydrating instead of carrying it in the page (decision 178):
    // the block of that id on the page at that path, resolved for that URL as the page render resolves it.
    // The site is no RoutePlugin (it is not a service), so the query's type is named here, from the same schema.
    // Its schema is the server's (registered with every entity schema), or this plugin's own where the site
    // runs alone (its tests).
    if (!app.getSchema(islandDataSchema.$id)) app.addSchema(islandDataSchema);
    app.get<{ Querystring: IslandDataQuery }>(
      siteRoutes.islandData.path,
      {
        schema: {
          hide: true,
          querystring: schemaRefOf(siteRoutes.islandData.query),
          response: { 200: schemaRefOf(siteRoutes.islandData.response) },
        },
        config: { sitePage: true },
      },
      async (request, reply) => {
        const { page: pageUrl, block: blockId } = request.query;
        const notFound = () =>
          reply.code(404).header("cache-control", PRIVATE_CACHE_CONTROL).send({ error: "Not found" });
        if (!data.resolveBlockData || typeof pageUrl !== "string" || !pageUrl.startsWith("/") || !blockId)
          return notFound();
        const url = new URL(pageUrl, "http://site.invalid");
        const found = await data.lookupPage(url.pathname, { authorization: request.headers.authorization });
        if (found.kind !== "page") return notFound();
        let wanted: { kind: string; props: Record<string, unknown> } | undefined;
        forEachBlock(found.page.document, ({ node }) => {
          const kind = isBlockKey(node.type) ? blockMeta[node.type].data : null;
          if (node.props.id === blockId && kind && FETCHED_DATA_KINDS.has(kind))
            wanted = { kind, props: node.props as Record<string, unknown> };
        });
        if (!wanted) return notFound();
        const result = await data.resolveBlockData({
          kind: wanted.kind,
          blockId,
          props: wanted.props,
          url,
          now: now(),
          pageLocale: found.page.locale ?? null,
        });
        if (!result) return notFound();
        // Revalidated each time: it must match the HTML the visitor has, which the site keeps fresh.
        return reply.header("cache-control", "no-cache").send(result.data);
      },
    );
    // Pages are compressed whole by sendSiteResponse (a cached page once, kept with it), not by the
    // compression plugin's hooks on every request (decision 165).
    app.get(
      "/*",
      { schema: { hide: true }, config: { sitePage: true }, compress: false, decompress: false },
      async (request, reply) => {
        const authorization = request.headers.authorization;
        // Anyone with a cookie or a token may see something personal (a draft, the editor toolbar): never cached.
        // The campaign cookie alone is not personal: such a visitor still gets the cached page.
        const cookies = request.headers.cookie;
        const anonymous = authorization === undefined && (cookies === undefined || onlyCampaignCookie(cookies));
        // request.user is set by the server's auth plugin; a browser session (not a script's bearer token) gets the editor toolbar.
        const user = request.authenticatedBy === "cookie" ? request.user : null;
        const viewer = user ? { name: user.name, email: user.email, role: user.role } : undefined;
        const response = await render({
          url: request.url,
          authorization,
          anonymous,
          viewer,
          origin: requestOrigin(request),
        });
        // Campaign parameters go to __gtm_campaign_url; where cookie consent is configured the
        // consent runtime sets it in the browser once statistics are granted instead.
        const campaign = request.url.includes("?") ? campaignCookie(new URL(request.url, "http://site.invalid")) : null;
        const settings = await data.settings();
        const setsCookie = Boolean(campaign && !settings.consent);
        if (setsCookie) reply.header("set-cookie", campaign!);
        return sendSiteResponse(
          request,
          reply,
          response,
          cache,
          cachingHeaders(response, settings.sharedCache, {
            personal: !anonymous || setsCookie,
            now: now().getTime(),
          }),
        );
      },
    );
  };
  return Object.assign(plugin, {
    serveCachedPage: ((request, reply, headers) =>
      shortcut ? shortcut(request, reply, headers) : false) satisfies CachedPageShortcut,
  });
}

/** A cached page's headers as written before the hooks, per entry variant: made once for each set of inputs. */
interface RawHeaders {
  base: Readonly<Record<string, string>>;
  shared: Readonly<Record<string, string>>;
  ok: string[];
  notModified: string[];
}

const rawHeadersOf = new WeakMap<PageVariant, RawHeaders>();

/**
 * The headers of a cached page sent before the hooks, as flat name/value lists for writeHead: the
 * security headers, the entry's (CSP with its nonce, ETag, Vary, encoding), the shared-cache ones and
 * the length. Kept with the variant while the security and shared-cache header objects are the same.
 */
function rawHeaders(
  variant: PageVariant,
  base: Readonly<Record<string, string>>,
  shared: Readonly<Record<string, string>>,
): RawHeaders {
  const kept = rawHeadersOf.get(variant);
  if (kept && kept.base === base && kept.shared === shared) return kept;
  const all: Record<string, string> = {
    ...base,
    ...variant.headers,
    ...shared,
    "content-length": String(variant.body.byteLength),
  };
  const flat = (entries: [string, string][]) => entries.flat();
  const made = {
    base,
    shared,
    ok: flat(Object.entries(all)),
    // As the ordinary way answers a revalidation: no body, so no encoding and no length.
    notModified: flat(Object.entries(all).filter(([name]) => name !== "content-encoding" && name !== "content-length")),
  };
  rawHeadersOf.set(variant, made);
  return made;
}

/**
 * Who may keep a page (decision 151): a published page for an anonymous visitor is public, kept by a
 * shared cache under the tags of what it shows; anything for a visitor with a session or a cookie of
 * their own (or setting one) is private and never stored; the rest (errors, redirects, a page with a
 * failed block) is revalidated on every request.
 */
function cachingHeaders(
  response: SiteResponse,
  policy: SharedCachePolicy,
  { personal, now }: { personal: boolean; now: number },
): Readonly<Record<string, string>> {
  if (personal) return PRIVATE_HEADERS;
  const { shared } = response;
  if (!shared) return NO_HEADERS;
  // A cached page without an expiry gets the same headers until the policy changes: made once per entry.
  const keep = response.cacheKey !== undefined && shared.expiresAt === null;
  const kept = keep ? sharedHeaders.get(shared) : undefined;
  if (kept?.policy === policy) return kept.headers;
  const headers = { "cache-control": publicCacheControl(policy, shared.expiresAt, now), ...tagHeaders(shared.tags) };
  if (keep) sharedHeaders.set(shared, { policy, headers });
  return headers;
}

const PRIVATE_HEADERS: Readonly<Record<string, string>> = { "cache-control": PRIVATE_CACHE_CONTROL };
const NO_HEADERS: Readonly<Record<string, string>> = {};

/** The shared-cache headers of a cached page (its SharedEntry lives as long as the entry), per policy read. */
const sharedHeaders = new WeakMap<SharedEntry, { policy: SharedCachePolicy; headers: Record<string, string> }>();

/** The origin the request was made to, for canonical URLs when no public URL is configured. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Sends a rendered page with the CSP of its nonce and `Vary: Accept-Encoding`, compressed whole in one
 * call when the request accepts it (decision 165). A page from the HTML cache is sent as kept with
 * it: compressed once and its headers made once (decision 166); it carries its ETag, and a matching
 * If-None-Match answers 304 (the browser keeps a body whose nonce is still the one the policy names,
 * decision 013).
 */
function sendSiteResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: SiteResponse,
  cache: RenderCache | null,
  extra: Readonly<Record<string, string>> = NO_HEADERS,
): FastifyReply {
  if (response.status === 403) return reply.header("cache-control", "no-store").redirect(NO_ACCESS_PATH, 302);
  const encoding = acceptedEncoding(request.headers["accept-encoding"]);
  const variant =
    response.etag && response.cacheKey && cache
      ? cache.variant(response.cacheKey, encoding, (page, chosen) => pageHeaders(response.headers, page, chosen))
      : undefined;
  if (variant) {
    reply.code(200).headers(variant.headers).headers(extra);
    if (matchesIfNoneMatch(request.headers["if-none-match"], response.etag!))
      return reply.code(304).removeHeader("content-encoding").send();
    return reply.send(variant.body);
  }
  reply.code(response.status).headers(response.headers).headers(extra);
  if (response.nonce) reply.header("content-security-policy", sitePolicy(response.nonce));
  if (response.body.length === 0) return reply.send(response.body);
  reply.header("vary", "Accept-Encoding");
  // Characters, not bytes: a string's length never exceeds its UTF-8 size, and Buffer.byteLength walks
  // the whole 100 KB page (6% of an uncached page's CPU, decision 187) to tell a 1 KB body apart.
  if (!encoding || response.body.length < COMPRESSION_THRESHOLD) return reply.send(response.body);
  return reply.header("content-encoding", encoding).send(encodeBody(response.body, encoding));
}

/** The headers a cached page is sent with in `encoding`, made once per entry and encoding. */
function pageHeaders(
  base: Readonly<Record<string, string>>,
  page: CachedPage,
  encoding: CachedEncoding | null,
): Record<string, string> {
  return {
    ...base,
    "content-security-policy": sitePolicy(page.nonce),
    vary: "Accept-Encoding",
    // Each encoding is other bytes: its own validator (If-None-Match ignores the suffix, the page being the same).
    etag: encoding ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag,
    ...(encoding ? { "content-encoding": encoding } : {}),
  };
}
