/**
 * Rendered HTML of published pages for anonymous visitors, most recently used first, bounded in bytes.
 * Keys carry the page's and the settings' revisions, so a publish or a settings change is picked up
 * on the next request without any invalidation message: safe with many web nodes, each with its own
 * cache (docs/decisions/004-html-cache.md).
 */
export class RenderCache {
  readonly #entries = new Map<string, string>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  get enabled(): boolean {
    return this.maxBytes > 0;
  }

  get(key: string): string | undefined {
    const html = this.#entries.get(key);
    if (html === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    // Re-insert: Map iteration order is insertion order, so the oldest entry is always first.
    this.#entries.delete(key);
    this.#entries.set(key, html);
    return html;
  }

  set(key: string, html: string): void {
    if (!this.enabled || html.length * 2 > this.maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous !== undefined) this.#bytes -= previous.length * 2;
    this.#entries.delete(key);
    this.#entries.set(key, html);
    this.#bytes += html.length * 2;
    for (const [oldest, value] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= value.length * 2;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
