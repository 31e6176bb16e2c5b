/**
 * Composition root of the public site: the renderer's site plugin over the site data of the services.
 * Used by server.ts and the tests alike; like server.ts and cli/, allowed to import the renderer
 * (docs/decisions/001-layers.md).
 */
import { sitePlugin, type SitePlugin } from "../renderer/site/site-plugin.ts";
import { draftPreview } from "./cms/index.ts";
import type { Services } from "./composition.ts";
import type { Config } from "./config.ts";
import { createSiteData } from "./site/index.ts";

export interface SiteOptions {
  /** Where broken stored values are reported. */
  warn?: (message: string) => void;
  /** How long one reading of the site revisions is trusted; tests use 0 (decision 004). */
  revisionTtlMs?: number;
  /** Bytes of rendered HTML kept; RENDER_CACHE_MB unless given (tests: 0). */
  cacheBytes?: number;
}

export function composeSite(services: Services, config: Config, options: SiteOptions = {}): SitePlugin {
  return sitePlugin({
    data: createSiteData(services, { warn: options.warn, revisionTtlMs: options.revisionTtlMs }),
    clientDir: config.clientDir,
    cacheBytes: options.cacheBytes ?? config.renderCacheMb * 1024 * 1024,
    previewDraft: (id) => draftPreview(services.pages, id),
    publicUrl: config.publicUrl ?? undefined,
    now: services.clock,
    recaptchaScriptUrl: config.forms.recaptchaScriptUrl,
  });
}
