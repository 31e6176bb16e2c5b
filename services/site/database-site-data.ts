import type { Kysely } from "kysely";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import type {
  BlockDataDependencies,
  BlockDataRequest,
  BlockDataResult,
  PageLookup,
  RedirectStatus,
  ShowroomData,
  ShowroomRequest,
  SiteData,
  SiteSettings,
} from "../../model/site/site-data.ts";
import { SHOWROOM_SIMILAR_LIMIT, type ShowroomVehicle } from "../../model/listings/showroom-vehicle.ts";
import { DEFAULT_LANGUAGE } from "../../model/i18n/widget-translations.ts";
import type { SessionStore } from "../auth/sessions.ts";
import type { PagesTable, Database } from "../db/schema.ts";
import { redirectTarget } from "../cms/link-targets.ts";
import type { PageStore, PublishedPageRow } from "../cms/pages-store.ts";
import { MetaheadStore } from "../metaheads/metahead-store.ts";
import { cachedFor, readSiteSettings, siteRevisions } from "../settings/site-settings.ts";
import { SITE_COMPANY, readCompanyConfig, shapeOptionsOf } from "../listings/company-config.ts";
import type { ListingService } from "../listings/listing-service.ts";
import { readTranslations } from "../listings/translations.ts";
import { shapeVehicle } from "../listings/vehicle-shape.ts";

/** Parsed published documents by version id: versions are immutable, so entries never go stale. */
class DocumentCache {
  readonly #entries = new Map<string, PageDocument>();
  constructor(
    private readonly capacity: number,
    /** Parses a stored version, migrated to today's block versions (decision 019): once per version. */
    private readonly parse: (json: string) => PageDocument,
  ) {}
  get(versionId: string, json: string): PageDocument {
    let document = this.#entries.get(versionId);
    if (!document) {
      document = this.parse(json);
      this.#entries.set(versionId, document);
      if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return document;
  }
}

/** What the site does with a stored page: render it, redirect, or 404. */
function lookupFromRow(
  page: PagesTable,
  versionId: string | null,
  document: PageDocument | null,
  warn?: (message: string) => void,
): PageLookup {
  const status = page.http_code as RedirectStatus;
  if (page.page_type === "folder") return { kind: "not-found" };
  const redirect = redirectTarget(page);
  if (redirect && "location" in redirect) return { kind: "redirect", location: redirect.location, status };
  // A target stored before it was validated (or around the API) is refused, never sent as a header.
  if (redirect) warn?.(`page ${page.id} (${page.path}): redirect refused, ${redirect.problem}`);
  if (redirect || page.link_type !== "internal") return { kind: "not-found" };
  if (!versionId || !document) return { kind: "not-found" };
  return {
    kind: "page",
    page: {
      id: page.id,
      revision: `${versionId}.${page.revision}`,
      path: page.path,
      title: page.title,
      meta: {
        meta_title: page.meta_title,
        meta_description: page.meta_description,
        canonical_url: page.canonical_url,
        image_id: page.image_id,
        external_meta_image: page.external_meta_image,
        disable_seo_tracking: page.disable_seo_tracking === 1,
      },
      document,
    },
  };
}

/** How long one reading of the site revisions serves requests (decision 004). */
export const REVISION_TTL_MS = 200;

/** Resolves a block's server data; `dependencies` says what it reads without reading it (the HTML cache key). */
export type BlockDataResolver = ((request: BlockDataRequest) => Promise<BlockDataResult | null>) & {
  dependencies?: (request: BlockDataRequest) => Promise<BlockDataDependencies | null>;
};

/**
 * The site's data from the database. Published lookups, settings and metaheads are cached per process
 * under the site revisions (pages, settings, metaheads), which are read in one small query at most
 * every 200 ms; so a publish or a settings change on any node is visible on every node within that
 * time, and under load the database sees a handful of queries a second instead of several per
 * request. Disabled pages need a bearer token of a signed-in user.
 */
export function createDatabaseSiteData(options: {
  db: Kysely<Database>;
  pages: PageStore;
  sessions: SessionStore;
  warn?: (message: string) => void;
  /** Block data resolvers by name (x-block.data), e.g. stock-listing. */
  resolvers?: Readonly<Record<string, BlockDataResolver>>;
  /** The stock the showroom vehicle page reads; without it /showroom/... answers 404. */
  listings?: ListingService;
  /** How long one reading of the revisions is trusted; 0 reads them on every request (tests). */
  revisionTtlMs?: number;
}): SiteData {
  const documents = new DocumentCache(1000, (json) => options.pages.publishedDocument(json));
  const revisions = cachedFor(options.revisionTtlMs ?? REVISION_TTL_MS, () => siteRevisions(options.db));
  // Published lookups by path, all as of one "pages" revision: a newer one empties the map.
  const published = new Map<string, PublishedPageRow | null>();
  let publishedRevision = 0;
  const metaheadStore = new MetaheadStore(options.db);
  // Settings and metaheads as of their site revisions: only what changed is re-read. Requests
  // arriving while a re-read is under way share it.
  let current: { settings: SiteSettings; settingsRevision: number; metaheadsRevision: number } | null = null;
  let loading: { key: string; promise: Promise<SiteSettings> } | null = null;
  async function load(revisions: { settings: number; metaheads: number }, key: string): Promise<SiteSettings> {
    const previous = current;
    const [values, metaheads] = await Promise.all([
      previous && previous.settingsRevision === revisions.settings
        ? previous.settings
        : readSiteSettings(options.db, options.warn),
      previous && previous.metaheadsRevision === revisions.metaheads
        ? previous.settings.metaheads
        : metaheadStore.forSite(),
    ]);
    const settings: SiteSettings = { ...values, metaheads, revision: key };
    current = { settings, settingsRevision: revisions.settings, metaheadsRevision: revisions.metaheads };
    return settings;
  }
  return {
    resolveBlockData: async (request) =>
      options.resolvers?.[request.kind] ? options.resolvers[request.kind]!(request) : null,
    blockDataDependencies: async (request) => options.resolvers?.[request.kind]?.dependencies?.(request) ?? null,
    showroomVehicle: options.listings
      ? (request) => showroomVehicle(options.db, options.listings!, request, options.warn)
      : undefined,
    async lookupPage(path, request) {
      const { pages: pagesRevision } = await revisions();
      if (pagesRevision !== publishedRevision) {
        published.clear();
        publishedRevision = pagesRevision;
      }
      let row = published.get(path);
      if (row === undefined) {
        row = await options.pages.findPublished(path);
        // Kept only if no newer revision arrived meanwhile: the row may predate that write.
        if (publishedRevision === pagesRevision) published.set(path, row);
        // Bounded: unknown paths (typos, scanners) must not grow the map without limit.
        if (published.size > 5000) published.delete(published.keys().next().value!);
      }
      if (!row) return { kind: "not-found" };
      if (row.page.disabled === 1) {
        const token = /^Bearer\s+(\S+)$/i.exec(request.authorization ?? "")?.[1];
        if (!token || !(await options.sessions.find(token))) return { kind: "not-found" };
      }
      const document = row.versionId && row.document ? documents.get(row.versionId, row.document) : null;
      return lookupFromRow(row.page, row.versionId, document, options.warn ?? ((message) => console.warn(message)));
    },
    async settings() {
      const now = await revisions();
      const key = `${now.settings}.${now.metaheads}`;
      if (current && current.settings.revision === key) return current.settings;
      if (loading?.key !== key) {
        const promise = load(now, key).finally(() => {
          if (loading?.promise === promise) loading = null;
        });
        loading = { key, promise };
      }
      return loading.promise;
    },
  };
}

/**
 * The showroom page's data: the vehicle of the publication list shaped as the listing API answers it
 * (with the company's price settings and owner_visible flag), up to six similar vehicles (a failure
 * there shows none, seed 000), the page's slice of the company config and the site language's widget
 * translations. Null for an unknown vehicle or list.
 */
async function showroomVehicle(
  db: Kysely<Database>,
  listings: ListingService,
  request: ShowroomRequest,
  warn?: (message: string) => void,
): Promise<ShowroomData | null> {
  const row = await listings.vehicle(request.list, request.id);
  if (!row) return null;
  const [config, translations, similarRows] = await Promise.all([
    readCompanyConfig(db, SITE_COMPANY, warn),
    readTranslations(db, DEFAULT_LANGUAGE, warn),
    listings.similar(request.list, row).catch((error: unknown) => {
      warn?.(`similar vehicles of ${request.id} failed: ${String(error)}`);
      return [];
    }),
  ]);
  const shape = { listKey: request.list, ...shapeOptionsOf(config) };
  const vehicle: ShowroomVehicle = shapeVehicle(row, shape);
  const similar: ShowroomVehicle[] = similarRows
    .filter((candidate) => candidate.id !== row.id)
    .slice(0, Math.min(SHOWROOM_SIMILAR_LIMIT, config.similar_vehicles))
    .map((candidate) => shapeVehicle(candidate, shape));
  return {
    listKey: request.list,
    vehicle,
    similar,
    config: {
      price_settings: config.price_settings,
      features: config.features,
      showroom_attributes: config.showroom_attributes,
      showroom_accordion_attributes: config.showroom_accordion_attributes,
      mini_finance: config.mini_finance,
    },
    translations: translations ?? {},
  };
}
