/**
 * What a shared cache (a CDN, Varnish) may keep of a public answer, and the names it is kept under
 * (docs/decisions/151-shared-cache-and-purges.md). The server and the purge worker share these, so
 * an answer's tags and the tags a change purges cannot drift apart.
 */

/** How long a shared cache may keep a public answer, and serve it stale while it fetches a new one. */
export interface SharedCachePolicy {
  /** Seconds (`s-maxage`); 0 lets no shared cache keep anything. */
  sharedMaxAge: number;
  /** Seconds (`stale-while-revalidate`). */
  staleWhileRevalidate: number;
}

export const DEFAULT_SHARED_CACHE_POLICY: SharedCachePolicy = { sharedMaxAge: 300, staleWhileRevalidate: 30 };

/** Answers that hold a session, a draft or anything personal: never kept by a browser or a proxy. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * `Cache-Control` of a public answer. Browsers revalidate every time (`max-age=0`, so a publish shows
 * at once); shared caches keep it `s-maxage` seconds, less when it stops being right sooner
 * (`expiresAt`, an offer's schedule boundary), and purges end it earlier.
 */
export function publicCacheControl(
  policy: SharedCachePolicy,
  expiresAt: number | null = null,
  now = Date.now(),
): string {
  const untilExpiry = expiresAt === null ? Infinity : Math.max(0, Math.floor((expiresAt - now) / 1000));
  const sharedMaxAge = Math.min(policy.sharedMaxAge, untilExpiry);
  if (sharedMaxAge === 0) return "public, max-age=0, s-maxage=0, must-revalidate";
  // Stale content past an expiry would show an ended offer: no grace then.
  const stale = untilExpiry === Infinity ? policy.staleWhileRevalidate : 0;
  return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${stale}`;
}

/**
 * Surrogate keys (tags). Every public page carries `site` (settings, metaheads and menus show on
 * every page) and `page:<id>`; pages and JSON that show other data carry that data's tag.
 */
export const CACHE_TAGS = {
  site: "site",
  /** Any page write: lists of pages (news, collection feeds, the page API) show other pages. */
  pages: "pages",
  stock: "stock",
  offers: "offers",
  forms: "forms",
} as const;

function pageTag(pageId: string): string {
  return `page:${pageId}`;
}

/** The tag of the data a block reads on the server (its `x-block.data` kind). */
const BLOCK_DATA_TAGS: Readonly<Record<string, string>> = {
  "stock-listing": CACHE_TAGS.stock,
  derivatives: CACHE_TAGS.stock,
  infotainment: CACHE_TAGS.stock,
  offers: CACHE_TAGS.offers,
  offer: CACHE_TAGS.offers,
  form: CACHE_TAGS.forms,
  "news-list": CACHE_TAGS.pages,
  "collection-feed": CACHE_TAGS.pages,
  "map-tiles": CACHE_TAGS.site,
};

/** Whether every kind of block data has its tag (a test checks the block registry against it). */
export function hasDataTag(kind: string): boolean {
  return kind in BLOCK_DATA_TAGS;
}

/** A page's tags: the site's, its own, and those of the data its blocks and rules read. */
export function pageTags(
  pageId: string,
  dataKinds: Iterable<string>,
  rules: { offers: boolean; lists: boolean },
): string[] {
  const tags = new Set<string>([CACHE_TAGS.site, pageTag(pageId)]);
  for (const kind of dataKinds) tags.add(BLOCK_DATA_TAGS[kind] ?? CACHE_TAGS.site);
  if (rules.offers) tags.add(CACHE_TAGS.offers);
  if (rules.lists) tags.add(CACHE_TAGS.stock);
  return [...tags].sort();
}

/** What each site revision's change purges (services/foundation/site-revisions.ts names them). */
const REVISION_TAGS: Readonly<Record<string, string>> = {
  settings: CACHE_TAGS.site,
  metaheads: CACHE_TAGS.site,
  navigation: CACHE_TAGS.site,
  pages: CACHE_TAGS.pages,
  listings: CACHE_TAGS.stock,
  reservations: CACHE_TAGS.stock,
  offers: CACHE_TAGS.offers,
  forms: CACHE_TAGS.forms,
};

/** The tags to purge when a site revision moves on; a page write also purges its page. */
export function purgeTagsFor(revision: string, pageId?: string): string[] {
  const tag = REVISION_TAGS[revision] ?? CACHE_TAGS.site;
  return pageId ? [tag, pageTag(pageId)] : [tag];
}

/** Header values: `Surrogate-Key` (Varnish, Fastly) is space-separated, `Cache-Tag` (Cloudflare, Akamai) comma-separated. */
export function tagHeaders(tags: readonly string[]): { "surrogate-key": string; "cache-tag": string } {
  return { "surrogate-key": tags.join(" "), "cache-tag": tags.join(",") };
}
