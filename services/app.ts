import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync } from "fastify";
import type { Config } from "./config.ts";
import { mediaRoutes } from "./media/media-routes.ts";
import { MediaStore } from "./media/media-store.ts";

export interface AppParts {
  config: Config;
  /** The public site (server-rendered pages); composed in by server.ts. */
  site?: FastifyPluginAsync;
}

/** The one Fastify app factory: every route of the product, no listening (server.ts listens; tests inject). */
export async function buildApp({ config, site }: AppParts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    // Per-request lines cost throughput and say little a proxy's access log does not; debug turns them on.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" }),
  });
  app.get("/healthz", async () => ({ status: "ok" }));
  const media = new MediaStore(config.dataDir);
  await app.register(mediaRoutes(media));
  if (site) await app.register(site);
  return app;
}
