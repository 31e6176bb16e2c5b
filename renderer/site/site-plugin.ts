import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { loadSiteAssets } from "./assets.ts";
import { RenderCache } from "./render-cache.ts";
import { createSiteRenderer } from "./render-site.server.tsx";
import type { SiteData } from "../../model/site/site-data.ts";

export interface SitePluginOptions {
  data: SiteData;
  /** Vite's output for the browser (`dist/client`). */
  clientDir: string;
  /** Bytes of rendered HTML kept for anonymous visitors; 0 renders every request. */
  cacheBytes?: number;
}

/** Serves the public site: built assets under /assets/ and every other GET as a server-rendered page. */
export function sitePlugin({ data, clientDir, cacheBytes = 0 }: SitePluginOptions): FastifyPluginAsync {
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
    app.get("/*", { schema: { hide: true } }, async (request, reply) => {
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
