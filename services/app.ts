import formbody from "@fastify/formbody";
import swagger from "@fastify/swagger";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type RouteOptions,
} from "fastify";
import { authPlugin, sendError } from "./auth/auth-plugin.ts";
import { authModule, type AuthOverrides } from "./auth/auth-module.ts";
import { pageGuard } from "./auth/page-guard.ts";
import { SessionStore } from "./auth/sessions.ts";
import { UserStore } from "./auth/users.ts";
import { pagesRoutes } from "./cms/pages-routes.ts";
import { PageStore } from "./cms/pages-store.ts";
import { publicPagesRoutes } from "./cms/public-pages-routes.ts";
import { trustProxyOption, type Config } from "./config.ts";
import type { BlockMigrations } from "../model/page-document/migrate.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { mediaRoutes } from "./media/media-routes.ts";
import { MediaStore } from "./media/media-store.ts";
import { metaheadsRoutes } from "./metaheads/metaheads-routes.ts";
import { settingsRoutes } from "./settings/settings-routes.ts";
import { editorAppRoutes } from "./http/editor-app.ts";
import { registerSchemas } from "./http/schemas.ts";
import { registerCompression } from "./http/compression.ts";
import { registerJsonEtags } from "./http/etag.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { ListingService } from "./listings/listing-service.ts";
import { listingShapeOptions } from "./listings/listing-settings.ts";
import { listingsRoutes } from "./listings/listings-routes.ts";
import { listingsConfigRoutes } from "./listings/listings-config-routes.ts";
import { createFormsService, type FormsService } from "./forms/forms-service.ts";
import { formsRoutes } from "./forms/forms-routes.ts";

export interface AppParts {
  config: Config;
  database: DatabaseHandle;
  /** generated/registry/block-migrations.ts: stored pages are migrated with it when read (decision 019). */
  migrations: BlockMigrations;
  /** The public site (server-rendered pages); composed in by server.ts, given the services below. */
  site?: (services: AppServices) => FastifyPluginAsync;
  /** Sees every route as it is added, before any is registered (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests only: a sign-in throttle with a test clock, a smaller hashing queue. */
  auth?: AuthOverrides;
}

/** The stores the routes use; the composition root hands them to the site too. */
export interface AppServices {
  database: DatabaseHandle;
  users: UserStore;
  sessions: SessionStore;
  pages: PageStore;
  media: MediaStore;
  listings: ListingService;
  forms: FormsService;
}

export function createServices(config: Config, database: DatabaseHandle, migrations: BlockMigrations): AppServices {
  return {
    database,
    users: new UserStore(database.db),
    sessions: new SessionStore(database.db),
    pages: new PageStore(database.db, migrations),
    media: new MediaStore(config.dataDir),
    listings: new ListingService(database.db),
    forms: createFormsService(config, database),
  };
}

/** The one Fastify app factory: every route of the product, no listening (server.ts listens; tests inject). */
export async function buildApp({
  config,
  database,
  migrations,
  site,
  onRoute,
  auth,
}: AppParts): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // X-Forwarded-* count only from the proxies TRUST_PROXY names: anyone else could forge them.
    trustProxy: trustProxyOption(config.trustProxy),
    // Per-request lines cost throughput and say little a proxy's access log does not; debug turns them on.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" }),
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: "array", allowUnionTypes: true } },
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  const services = createServices(config, database, migrations);
  // Before any route: headers, no-store, ETags and compression apply to every route (decisions 013, 014).
  await registerSecurityHeaders(app);
  await registerCompression(app);
  registerJsonEtags(app);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Forecourt API",
        version: "1",
        description: "Content store, sign-in, media and the public page API.",
      },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "fc_session" },
          bearer: { type: "http", scheme: "bearer" },
        },
      },
    },
  });
  registerSchemas(app);
  await app.register(formbody);
  await app.register(authPlugin, { sessions: services.sessions, publicOrigin: config.publicUrl });
  // After authPlugin: the guard reads the user it found.
  await app.register(pageGuard, { requireUserLogin: config.requireUserLogin });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return sendError(
        reply,
        400,
        "bad_request",
        `${error.validationContext ?? "request"} ${error.validation.map((issue) => `${issue.instancePath || "/"} ${issue.message ?? ""}`).join("; ")}`,
        {
          issues: error.validation.map((issue) => ({
            pointer: issue.instancePath,
            message: issue.message ?? issue.keyword,
            keyword: issue.keyword,
          })),
        },
      );
    }
    if (error.statusCode && error.statusCode < 500)
      return sendError(reply, error.statusCode, "bad_request", error.message);
    request.log.error(error);
    return sendError(reply, 500, "internal", "Something went wrong on our side; nothing was changed.");
  });

  app.get("/healthz", { schema: { hide: true } }, async () => ({ status: "ok" }));
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await app.register(authModule({ config, users: services.users, sessions: services.sessions, overrides: auth }));
  // The editor app (built from editor/) at /cms and /admin, behind the page guard.
  await app.register(editorAppRoutes({ clientDir: config.clientDir }));
  await app.register(pagesRoutes(services.pages));
  await app.register(publicPagesRoutes(services.pages));
  await app.register(mediaRoutes(services.media));
  await app.register(settingsRoutes(database.db));
  await app.register(metaheadsRoutes(database.db));
  await app.register(
    listingsRoutes(services.listings, database.db, () =>
      listingShapeOptions(database.db, (message) => app.log.warn(message)),
    ),
  );
  await app.register(listingsConfigRoutes(database.db, (message) => app.log.warn(message)));
  await app.register(formsRoutes(services.forms));
  // The outbox worker delivers leads from this process (OUTBOX_WORKER=false turns it off).
  services.forms.start((message) => app.log.warn(message));
  app.addHook("onClose", () => services.forms.stop());
  if (site) await app.register(site(services));
  return app;
}
