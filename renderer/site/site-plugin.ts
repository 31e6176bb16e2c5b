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
import { RenderCache, type CachedEncoding } from "./render-cache.ts";
import { createSiteRenderer, type SiteResponse } from "./render-site.server.tsx";
import type { SiteData, SitePage } from "../../model/site/site-data.ts";
import { zonedDateTime } from "../../model/dynamic-content/index.ts";

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

/** Serves the public site: built assets under /assets/ and every other GET as a server-rendered page. */
export function sitePlugin({
  data,
  clientDir,
  cacheBytes = 0,
  previewDraft,
  publicUrl,
  now = () => new Date(),
  recaptchaScriptUrl,
}: SitePluginOptions): FastifyPluginAsync {
  return async (app) => {
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
        { schema: { hide: true } },
        async (request, reply) => {
          if (!request.user) return reply.redirect(`/auth/login?returnTo=${encodeURIComponent(request.url)}`);
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
    app.get("/*", { schema: { hide: true }, config: { sitePage: true } }, async (request, reply) => {
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
      // Campaign parameters go to __gtm_campaign_url (seed 000); where cookie consent is configured the
      // consent runtime sets it in the browser once statistics are granted instead.
      const campaign = campaignCookie(new URL(request.url, "http://site.invalid"));
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
    });
  };
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
): Record<string, string> {
  if (personal) return { "cache-control": PRIVATE_CACHE_CONTROL };
  if (!response.shared) return {};
  return {
    "cache-control": publicCacheControl(policy, response.shared.expiresAt, now),
    ...tagHeaders(response.shared.tags),
  };
}

/** The origin the request was made to, for canonical URLs when no public URL is configured. */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The encoding to send a cached page in: Brotli, else gzip, else none (q=0 refuses one). */
function acceptedEncoding(request: FastifyRequest): CachedEncoding | null {
  const header = String(request.headers["accept-encoding"] ?? "");
  const accepted = new Set(
    header
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/**
 * Sends a rendered page with the CSP of its nonce. A page from the HTML cache carries its ETag: a
 * matching If-None-Match answers 304 (the browser keeps a body whose nonce is still the one the policy
 * names, decision 013), and its compressed copy is made once and kept with it. Other pages are
 * compressed on the fly by the compression plugin.
 */
function sendSiteResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  response: SiteResponse,
  cache: RenderCache | null,
  extra: Record<string, string> = {},
): FastifyReply {
  reply.code(response.status).headers({ ...response.headers, ...extra });
  if (response.nonce) reply.header("content-security-policy", sitePolicy(response.nonce));
  if (!response.etag || !response.cacheKey || !cache) return reply.send(response.body);
  reply.header("vary", "Accept-Encoding");
  const encoding = acceptedEncoding(request);
  const etag = encoding ? response.etag.replace(/"$/, `-${encoding}"`) : response.etag;
  reply.header("etag", etag);
  if (matchesIfNoneMatch(request.headers["if-none-match"], response.etag)) return reply.code(304).send();
  const body = encoding ? cache.encoded(response.cacheKey, encoding) : undefined;
  if (!encoding || !body) return reply.send(response.body);
  return reply.header("content-encoding", encoding).send(body);
}
