import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyPluginAsync } from "fastify";
import { loadSiteAssets } from "./assets.ts";
import { createSiteRenderer } from "./render-site.server.tsx";
import type { SiteData } from "../../model/site/site-data.ts";

export interface SitePluginOptions {
  data: SiteData;
  /** Vite's output for the browser (`dist/client`). */
  clientDir: string;
}

/** Serves the public site: built assets under /assets/ and every other GET as a server-rendered page. */
export function sitePlugin({ data, clientDir }: SitePluginOptions): FastifyPluginAsync {
  return async (app) => {
    const assets = loadSiteAssets(clientDir);
    const render = createSiteRenderer({
      data,
      assets,
      onBlockFailure: (failure) => app.log.error(failure, "block failed to render; contained on the page"),
    });
    await app.register(fastifyStatic, {
      root: path.resolve(clientDir, "assets"),
      prefix: "/assets/",
      immutable: true,
      maxAge: "365d",
      decorateReply: false,
    });
    app.get("/*", async (request, reply) => {
      const response = await render({ url: request.url, authorization: request.headers.authorization });
      return reply.code(response.status).headers(response.headers).send(response.body);
    });
  };
}
