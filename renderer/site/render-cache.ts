import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { ON_THE_FLY_BROTLI_QUALITY, STORED_BROTLI_QUALITY, type ContentEncoding } from "../../model/http/encodings.ts";

/** Encodings a cached page is kept in besides plain HTML, each made on the first request that accepts it. */
export type CachedEncoding = ContentEncoding;

/**
 * `body` compressed whole in one call (decision 165): a stream costs about three times the encoding
 * on a page of this size. `stored` bodies are sent many times and get the better quality.
 */
export function encodeBody(body: string, encoding: CachedEncoding, stored = false): Buffer {
  if (encoding === "gzip") return gzipSync(body, { level: stored ? 9 : 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: stored ? STORED_BROTLI_QUALITY : ON_THE_FLY_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** What a cached page is sent as in one encoding: the body and the headers that go with it, made once. */
export interface PageVariant {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
}

/** One rendered page as it is sent: its HTML, the CSP nonce inside it, its validator and compressed forms. */
export interface CachedPage {
  html: string;
  /** The nonce every script of `html` carries; the response's CSP names it (decision 013). */
  nonce: string;
  /** Strong ETag of `html`; compressed forms add `-br` or `-gzip` inside the quotes. */
  etag: string;
  encoded: Partial<Record<CachedEncoding, Buffer>>;
  /** The page as sent, per encoding ("identity": plain), with its headers (RenderCache.variant). */
  variants?: Partial<Record<CachedEncoding | "identity", PageVariant>>;
  /** What a shared cache in front may keep of it (the renderer's SiteResponse.shared). */
  shared?: SharedEntry;
}

/** A page a shared cache may keep: the surrogate keys it is kept under, when it stops being right (ms). */
export interface SharedEntry {
  tags: string[];
  expiresAt: number | null;
}

interface Entry {
  page: CachedPage;
  /** The page (id) the entry belongs to: a page has at most `maxEntriesPerPage` entries. */
  group: string;
  bytes: number;
  /** When the page stops being right (a block's offer schedule changes): never served from then on. */
  expiresAt: number | null;
}

/** Map and object bookkeeping per entry, beyond its strings and buffers (a generous estimate). */
const ENTRY_OVERHEAD_BYTES = 256;

/** Entries one page may hold (query variants of a data-driven page, stale revisions): the rest of the cache stays for other pages. */
const DEFAULT_MAX_ENTRIES_PER_PAGE = 64;

/**
 * Rendered HTML of published pages for anonymous visitors, most recently used first, bounded in bytes
 * (HTML counted at two bytes a character, the most V8 uses, plus keys and compressed copies) and in
 * entries per page. Keys carry the page's and the settings' revisions, so a publish or a settings
 * change is picked up on the next request without any invalidation message: safe with many web
 * nodes, each with its own cache (docs/decisions/004-html-cache.md).
 */
export class RenderCache {
  readonly #entries = new Map<string, Entry>();
  readonly #perGroup = new Map<string, number>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntriesPerPage = DEFAULT_MAX_ENTRIES_PER_PAGE,
    /** The clock expiries are read against (the renderer's, so an injected clock moves both). */
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#live(key);
    if (entry === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Re-insert: Map iteration order is insertion order, so the oldest entry is always first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.page;
  }

  /** Whether `key` is cached, without counting a hit or a miss or refreshing it. */
  has(key: string): boolean {
    return this.#live(key) !== undefined;
  }

  /** The entry under `key` unless it has expired (an expired one is dropped). */
  #live(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt !== null && this.now() >= entry.expiresAt) {
      this.#remove(key);
      return undefined;
    }
    return entry;
  }

  /** Caches `page`; with `expiresAt` (ms) it is served only before then (decision 101). */
  set(key: string, page: CachedPage, group: string, expiresAt: number | null = null): void {
    const bytes = key.length * 2 + page.html.length * 2 + ENTRY_OVERHEAD_BYTES;
    if (!this.enabled || bytes > this.maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, { page, group, bytes, expiresAt });
    this.#bytes += bytes;
    const count = (this.#perGroup.get(group) ?? 0) + 1;
    this.#perGroup.set(group, count);
    if (count > this.maxEntriesPerPage) {
      for (const [oldest, entry] of this.#entries) {
        if (entry.group !== group) continue;
        this.#remove(oldest);
        break;
      }
    }
    this.#evict();
  }

  /** The page in `encoding`, compressed on first use and kept with the entry (and counted in its bytes). */
  encoded(key: string, encoding: CachedEncoding): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const existing = entry.page.encoded[encoding];
    if (existing) return existing;
    const body = encodeBody(entry.page.html, encoding, true);
    entry.page.encoded[encoding] = body;
    return this.#counted(entry, body);
  }

  /** `body`, kept with `entry`, counted against the bound. */
  #counted(entry: Entry, body: Buffer): Buffer {
    entry.bytes += body.byteLength;
    this.#bytes += body.byteLength;
    this.#evict();
    return body;
  }

  /**
   * The page under `key` as sent in `encoding` (null: plain HTML), its headers made by `headersOf` on
   * the first request and kept with the entry: a hit computes no header again (decision 166).
   */
  variant(
    key: string,
    encoding: CachedEncoding | null,
    headersOf: (page: CachedPage, encoding: CachedEncoding | null) => Record<string, string>,
  ): PageVariant | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const variants = (entry.page.variants ??= {});
    const existing = variants[encoding ?? "identity"];
    if (existing) return existing;
    // Plain HTML as bytes too: a string would be encoded to UTF-8 again on every send.
    const body = encoding ? this.encoded(key, encoding) : this.#counted(entry, Buffer.from(entry.page.html));
    if (body === undefined) return undefined;
    const made = { body, headers: Object.freeze(headersOf(entry.page, encoding)) };
    variants[encoding ?? "identity"] = made;
    return made;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
    const count = (this.#perGroup.get(entry.group) ?? 1) - 1;
    if (count <= 0) this.#perGroup.delete(entry.group);
    else this.#perGroup.set(entry.group, count);
  }

  #evict(): void {
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Bytes held, as counted against the bound. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Entries held for one page (group). */
  entriesOf(group: string): number {
    return this.#perGroup.get(group) ?? 0;
  }
}
