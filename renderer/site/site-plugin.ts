import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { loadSiteAssets } from "./assets.ts";
import { RenderCache } from "./render-cache.ts";
import { createSiteRenderer } from "./render-site.server.tsx";
import type { SiteData, SitePage } from "../../model/site/site-data.ts";

export interface SitePluginOptions {
  data: SiteData;
  /** Vite's output for the browser (`dist/client`). */
  clientDir: string;
  /** Bytes of rendered HTML kept for anonymous visitors; 0 renders every request. */
  cacheBytes?: number;
  /** A page with its draft in place of the published document, for /cms/preview/:id (signed-in users only). */
  previewDraft?: (pageId: string) => Promise<SitePage | null>;
}

/** Serves the public site: built assets under /assets/ and every other GET as a server-rendered page. */
export function sitePlugin({ data, clientDir, cacheBytes = 0, previewDraft }: SitePluginOptions): FastifyPluginAsync {
  return async (app) => {
    const assets = loadSiteAssets(clientDir);
    const render = createSiteRenderer({
      data,
      assets,
      onBlockFailure: (failure) => app.log.error(failure, "block failed to render; contained on the page"),
      cache: new RenderCache(cacheBytes),
    });
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir, "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      decorateReply: false,
    });
    if (previewDraft) {
      // The draft rendered exactly as the site would render it once published (the /cms guard requires sign-in).
      app.get<{ Params: { id: string } }>("/cms/preview/:id", { schema: { hide: true } }, async (request, reply) => {
        if (!request.user) return reply.redirect(`/auth/login?returnTo=${encodeURIComponent(request.url)}`);
        const page = await previewDraft(request.params.id);
        if (!page) return reply.code(404).type("text/plain").send("There is no such page.");
        const preview = createSiteRenderer({ data: { ...data, lookupPage: async () => ({ kind: "page", page }) }, assets });
        const viewer = { name: request.user.name, email: request.user.email, role: request.user.role };
        const response = await preview({ url: page.path, viewer });
        return reply.code(response.status).headers({ ...response.headers, "x-robots-tag": "noindex" }).send(response.body);
      });
    }
    app.get("/*", { schema: { hide: true }, config: { sitePage: true } }, async (request, reply) => {
      const authorization = request.headers.authorization;
      // Anyone with a cookie or a token may see something personal (a draft, the editor toolbar): never cached.
      const anonymous = authorization === undefined && request.headers.cookie === undefined;
      // request.user is set by the server's auth plugin; a browser session (not a script's bearer token) gets the editor toolbar.
      const user = request.authenticatedBy === "cookie" ? request.user : null;
      const viewer = user ? { name: user.name, email: user.email, role: user.role } : undefined;
      const response = await render({ url: request.url, authorization, anonymous, viewer });
      return reply.code(response.status).headers(response.headers).send(response.body);
    });
  };
}
