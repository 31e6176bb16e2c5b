/**
 * Counting requests per key in a sliding window, in this process's memory (decisions 048, 082): one
 * counter for every per-address limit (the order init, the VIN lookup, lead posts, failed sign-ins).
 * Bounded to `maxKeys` keys (the least recently counted go first), so a flood of new addresses costs
 * memory once, not forever. With several workers each counts its own share; a limit is a brake on
 * one client, not an exact quota.
 */
export class SlidingWindow {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Seconds (at least 1) until fewer than `limit` hits remain in the window at `at`, or 0 when already fewer. */
  retryAfter(key: string, limit: number, at: number): number {
    const recent = this.#recent(key, at);
    if (recent.length < limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - limit]! + this.windowMs - at) / 1000));
  }

  /** Counts a hit for `key` at `at`. */
  add(key: string, at: number): void {
    const recent = this.#recent(key, at);
    recent.push(at);
    // Re-inserting moves the key to the end, so the Map's first key is the least recently hit.
    this.#hits.delete(key);
    this.#hits.set(key, recent);
    if (this.#hits.size > this.maxKeys) this.#hits.delete(this.#hits.keys().next().value!);
  }

  forget(key: string): void {
    this.#hits.delete(key);
  }

  #recent(key: string, at: number): number[] {
    const times = this.#hits.get(key);
    if (!times) return [];
    const recent = times.filter((time) => time > at - this.windowMs);
    if (recent.length === 0) this.#hits.delete(key);
    return recent;
  }
}

/** At most `limit` hits per key in any `windowMs`; a refused hit is not counted. */
export class RateLimit {
  readonly #window: SlidingWindow;

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    maxKeys = 50_000,
    private readonly clock: () => number = Date.now,
  ) {
    this.#window = new SlidingWindow(windowMs, maxKeys);
  }

  /**
   * Counts a hit for `key` when the window has room and answers 0; otherwise counts nothing and
   * answers the seconds until the oldest counted hit leaves the window (for Retry-After).
   */
  hit(key: string): number {
    const at = this.clock();
    const wait = this.#window.retryAfter(key, this.limit, at);
    if (wait === 0) this.#window.add(key, at);
    return wait;
  }
}
