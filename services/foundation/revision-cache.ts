/**
 * The caches keyed by revisions (docs/decisions/004-html-cache.md): what every domain uses to serve
 * reads from memory and still see a write made on any node within one revision reading.
 */

/**
 * `read`, at most once per `ttlMs`: the callers of one window share its answer (and its query while
 * in flight); a failed read is not kept, so the next caller tries again. 0 reads on every call. How
 * each process polls the site revisions instead of asking the database on every request.
 */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || ttlMs === 0 || Date.now() - last.at > ttlMs) {
      const value = read();
      const entry = { at: Date.now(), value };
      last = entry;
      value.catch(() => {
        if (last === entry) last = null;
      });
    }
    return last.value;
  };
}

/**
 * Values as of one revision: a newer revision empties the map. Bounded (oldest first out), so unknown
 * keys (typos, scanners) cannot grow it without limit.
 */
export class RevisionKeyedMap<K, V> {
  readonly #entries = new Map<K, V>();
  #revision = 0;
  constructor(private readonly capacity: number) {}

  /** Moves to `revision`, forgetting everything read under another one. */
  at(revision: number): void {
    if (revision === this.#revision) return;
    this.#entries.clear();
    this.#revision = revision;
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Kept only if the map is still at `revision`: a value read before a newer revision arrived may predate it. */
  set(revision: number, key: K, value: V): void {
    if (revision !== this.#revision) return;
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
  }
}

/** Values derived from immutable sources (e.g. a published version by id): entries never go stale. Bounded. */
export class ImmutableCache<V> {
  readonly #entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string, make: () => V): V {
    let value = this.#entries.get(key);
    if (value === undefined) {
      value = make();
      this.#entries.set(key, value);
      if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    }
    return value;
  }
}
