import type { FastifyInstance } from "fastify";
import {
  PRIVATE_CACHE_CONTROL,
  publicCacheControl,
  tagHeaders,
  type SharedCachePolicy,
} from "../../model/http/shared-cache.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * Public JSON a shared cache (CDN, Varnish) may keep, under these surrogate keys
     * (model/http/shared-cache.ts CACHE_TAGS): a change of that data purges them (decision 151).
     */
    sharedCache?: readonly string[];
  }
}

/**
 * `Cache-Control`, `Surrogate-Key` and `Cache-Tag` on the public JSON routes that name their tags
 * (`config.sharedCache`): public for an anonymous caller's successful GET; private and never stored
 * for a caller with a session, a token or a cookie, whose answer may differ.
 */
export function registerSharedCacheHeaders(app: FastifyInstance, readPolicy: () => Promise<SharedCachePolicy>): void {
  // Synchronous for the answers that name no tags (pages, assets): no promise per request for them.
  app.addHook("onSend", (request, reply, payload, done) => {
    const tags = request.routeOptions.config.sharedCache;
    if (!tags || (request.method !== "GET" && request.method !== "HEAD")) return done(null, payload);
    const personal =
      request.user || request.headers.authorization !== undefined || request.headers.cookie !== undefined;
    if (personal) {
      reply.header("cache-control", PRIVATE_CACHE_CONTROL);
      return done(null, payload);
    }
    if (reply.statusCode !== 200) return done(null, payload);
    readPolicy().then(
      (policy) => {
        reply.header("cache-control", publicCacheControl(policy)).headers(tagHeaders(tags));
        done(null, payload);
      },
      (error: Error) => done(error),
    );
  });
}
