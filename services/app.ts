import formbody from "@fastify/formbody";
import swagger from "@fastify/swagger";
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from "fastify";
import { authPlugin, pageGuard } from "./auth/index.ts";
import { domainRoutes, type Services } from "./composition.ts";
import { trustProxyOption, type Config } from "./config.ts";
import { registerErrorHandler } from "./foundation/errors.ts";
import { editorAppRoutes } from "./http/editor-app.ts";
import { registerSchemas } from "./foundation/schemas.ts";
import { registerCompression } from "./http/compression.ts";
import { lazyCompilers } from "./http/lazy-compilers.ts";
import { registerJsonEtags } from "./http/etag.ts";
import { HSTS_HEADER, registerSecurityHeaders, securityHeaderValues } from "./http/security-headers.ts";
import { registerSharedCacheHeaders } from "./http/shared-cache.ts";
import { settleLocalWrites } from "./foundation/revision-cache.ts";
import { Readiness, registerDrainHeader, registerHealthRoutes } from "./http/readiness.ts";

/**
 * The site's shortcut for pages in its HTML cache (renderer/site/site-plugin.ts): given the security
 * headers, it answers a cached page before any other hook, or says it did not (decision 190).
 */
type CachedPageShortcut = (
  request: FastifyRequest,
  reply: FastifyReply,
  headers: Readonly<Record<string, string>>,
) => boolean | Promise<boolean>;

export interface AppParts {
  config: Config;
  /** services/composition.ts createServices: the one set of services the routes (and the caller) use. */
  services: Services;
  /** The public site (server-rendered pages), composed by services/site-composition.ts. */
  site?: FastifyPluginAsync & { serveCachedPage?: CachedPageShortcut };
  /** Sees every route as it is added, before any is registered (the authorization matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** What /readyz reports (server.ts waits for the stock index); ready at once when not given. */
  readiness?: Readiness;
}

/** The one Fastify app factory: every route of the product, no listening (server.ts listens; tests inject). */
export async function buildApp({
  config,
  services,
  site,
  onRoute,
  readiness = new Readiness(),
}: AppParts): Promise<FastifyInstance> {
  const compilers = lazyCompilers();
  const app = Fastify({
    logger: { level: config.logLevel },
    // X-Forwarded-* count only from the proxies TRUST_PROXY names: anyone else could forge them.
    trustProxy: trustProxyOption(config.trustProxy),
    // Per-request lines cost throughput and say little a proxy's access log does not; debug turns them on.
    logController: new LogController({ disableRequestLogging: config.logLevel !== "debug" }),
    // A request that reaches a stopping instance is still answered: the balancer stopped sending new
    // ones (/readyz), so these were already on their way (decision 152).
    return503OnClosing: false,
    // Route schemas compiled at each route's first request, not at start (decision 162).
    schemaController: {
      compilersFactory: { buildSerializer: compilers.buildSerializer, buildValidator: compilers.buildValidator },
    },
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: "array", allowUnionTypes: true } },
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  // Compiles every route schema still waiting for its first request (a test proves they all compile).
  app.decorate("compileRouteSchemas", compilers.compileAll);
  // The shared counters' connection (REDIS_URL) ends with the server.
  app.addHook("onClose", () => services.limits.close());
  // First of all: a page the HTML cache holds for an anonymous visitor goes out before the hooks
  // below, with the same security headers made once (decision 190). Not when every page needs a
  // signed-in user (the page guard decides those), nor on a draining instance (Connection: close).
  const shortcut = site?.serveCachedPage;
  if (shortcut && !config.requireUserLogin) {
    const plain = securityHeaderValues();
    const secure = Object.freeze({ ...plain, ...HSTS_HEADER });
    app.addHook("onRequest", (request, reply, done) => {
      if (readiness.draining) return done();
      const served = shortcut(request, reply, request.protocol === "https" ? secure : plain);
      if (served === false) return done();
      if (served === true) return;
      // An answered request calls no done(): it was sent, the route and the other hooks never run.
      served.then(
        (answered) => {
          if (!answered) done();
        },
        (error: Error) => done(error),
      );
    });
  }
  // Before any route: headers, no-store, ETags and compression apply to every route (decisions 013, 014).
  registerSecurityHeaders(app);
  registerDrainHeader(app, readiness);
  await registerCompression(app);
  registerJsonEtags(app);
  registerSharedCacheHeaders(app, () => services.settings.sharedCachePolicy());
  // A write's transaction has committed by the time its request answers: revision readings taken
  // meanwhile are dropped, so the person who saved sees the change on the next page they open.
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") settleLocalWrites();
    done(null, payload);
  });

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

  registerErrorHandler(app);

  registerHealthRoutes(app, readiness);
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  // The editor app (built from editor/) at /cms and /admin, behind the page guard.
  await app.register(editorAppRoutes({ clientDir: config.clientDir }));
  for (const routes of domainRoutes(services, config)) await app.register(routes);
  if (site) await app.register(site);
  // Purges of the shared cache go out from every instance (claims are safe across them), after the
  // outbox workers' switch; stopping waits for the round under way.
  if (config.forms.outboxWorker) services.cachePurges.start();
  app.addHook("onClose", () => services.cachePurges.stop());
  return app;
}
