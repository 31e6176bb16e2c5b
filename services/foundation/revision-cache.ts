/**
 * The caches keyed by revisions (docs/decisions/004-html-cache.md): what every domain uses to serve
 * reads from memory and still see a write made on any node within one revision reading.
 */

/**
 * How many write requests that bumped a site revision this process has answered. A cached revision
 * reading taken before the latest is stale at once: what a person saved through this instance shows on
 * the next page they open (read-your-writes), while a write on another node shows within the TTL.
 */
let localWrites = 0;
/** A revision was bumped and the request that did it has not answered yet. */
let pendingWrites = false;

/** A revision bump was written through this process (called in the writing transaction). */
export function noteLocalWrite(): void {
  pendingWrites = true;
}

/**
 * Called as a mutating request answers: its transaction has committed by then, so revision readings
 * taken before (even between the bump and the commit) are dropped.
 */
export function settleLocalWrites(): void {
  if (!pendingWrites) return;
  pendingWrites = false;
  localWrites += 1;
}

/** The count of local writes, for caches of their own (the settings reader) that must drop stale readings. */
export function localWriteCount(): number {
  return localWrites;
}

/**
 * `read`, at most once per `ttlMs` and never across a local write: the callers of one window share its
 * answer (and its query while in flight); a failed read is not kept, so the next caller tries again. 0
 * reads on every call. How each process polls the site revisions instead of asking the database on
 * every request.
 */
export function cachedFor<T>(ttlMs: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; writes: number; value: Promise<T> } | null = null;
  return () => {
    if (!last || ttlMs === 0 || last.writes !== localWrites || Date.now() - last.at > ttlMs) {
      const value = read();
      const entry = { at: Date.now(), writes: localWrites, value };
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
