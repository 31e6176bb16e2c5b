/** What a URL's CMS page was last found under in the HTML cache, and the revisions that key was made with. */
export interface UrlKeyMemoEntry {
  pageId: string;
  pageRevision: string;
  /** The settings revision of the request (retailers' and menus' digests included). */
  settingsRevision: string;
  /** The full HTML cache key. */
  cacheKey: string;
  /** The key depends on the page and the settings alone (no block data, no rules): it is reused as is. */
  keyFromPageAlone: boolean;
}

/** URLs remembered at most: a crawler's random query strings cannot grow the memo without bound. */
const DEFAULT_MAX_URLS = 10_000;

/**
 * The per-URL memo of the renderer's hit path (decision 190): request URL (with its origin) to the
 * cache key its page was found under. Bounded, least recently set first out. Entries are only hints:
 * the renderer checks the revisions they were made with on every use.
 */
export class UrlKeyMemo {
  readonly #entries = new Map<string, UrlKeyMemoEntry>();

  constructor(private readonly maxUrls = DEFAULT_MAX_URLS) {}

  get(url: string): UrlKeyMemoEntry | undefined {
    return this.#entries.get(url);
  }

  set(url: string, entry: UrlKeyMemoEntry): void {
    const existing = this.#entries.get(url);
    if (
      existing &&
      existing.cacheKey === entry.cacheKey &&
      existing.settingsRevision === entry.settingsRevision &&
      existing.pageRevision === entry.pageRevision
    )
      return;
    this.#entries.delete(url);
    this.#entries.set(url, entry);
    if (this.#entries.size > this.maxUrls) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }

  delete(url: string): void {
    this.#entries.delete(url);
  }

  get size(): number {
    return this.#entries.size;
  }
}
