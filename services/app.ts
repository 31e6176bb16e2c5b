import formbody from "@fastify/formbody";
import swagger from "@fastify/swagger";
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyPluginAsync } from "fastify";
import { authPlugin, sendError } from "./auth/auth-plugin.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { SessionStore } from "./auth/sessions.ts";
import { UserStore } from "./auth/users.ts";
import { pagesRoutes } from "./cms/pages-routes.ts";
import { PageStore } from "./cms/pages-store.ts";
import { publicPagesRoutes } from "./cms/public-pages-routes.ts";
import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { mediaRoutes } from "./media/media-routes.ts";
import { MediaStore } from "./media/media-store.ts";
import { registerSchemas } from "./http/schemas.ts";

export interface AppParts {
  config: Config;
  database: DatabaseHandle;
  /** The public site (server-rendered pages); composed in by server.ts, given the services below. */
  site?: (services: AppServices) => FastifyPluginAsync;
}

/** The stores the routes use; the composition root hands them to the site too. */
export interface AppServices {
  database: DatabaseHandle;
  users: UserStore;
  sessions: SessionStore;
  pages: PageStore;
  media: MediaStore;
}

export function createServices(config: Config, database: DatabaseHandle): AppServices {
  return {
    database,
    users: new UserStore(database.db),
    sessions: new SessionStore(database.db),
    pages: new PageStore(database.db),
    media: new MediaStore(config.dataDir),
  };
}

/** The one Fastify app factory: every route of the product, no listening (server.ts listens; tests inject). */
export async function buildApp({ config, database, site }: AppParts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    // Per-request lines cost throughput and say little a proxy's access log does not; debug turns them on.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" }),
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: "array" } },
  });
  const services = createServices(config, database);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Forecourt API", version: "1", description: "Content store, sign-in, media and the public page API." },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "fc_session" }, bearer: { type: "http", scheme: "bearer" } } },
    },
  });
  registerSchemas(app);
  await app.register(formbody);
  await app.register(authPlugin, { sessions: services.sessions, secureCookies: false });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(reply, 400, "bad_request", `${error.validationContext ?? "request"} ${error.validation.map((issue) => `${issue.instancePath || "/"} ${issue.message ?? ""}`).join("; ")}`, {
        issues: error.validation.map((issue) => ({ pointer: issue.instancePath, message: issue.message ?? issue.keyword, keyword: issue.keyword })),
      });
    }
    if (error.statusCode && error.statusCode < 500) return sendError(reply, error.statusCode, "bad_request", error.message);
    request.log.error(error);
    return sendError(reply, 500, "internal", "Something went wrong on our side; nothing was changed.");
  });

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await app.register(authRoutes(services.users, services.sessions));
  await app.register(pagesRoutes(services.pages));
  await app.register(publicPagesRoutes(services.pages));
  await app.register(mediaRoutes(services.media));
  if (site) await app.register(site(services));
  return app;
}
