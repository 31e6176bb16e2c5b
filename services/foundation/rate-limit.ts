/**
 * A sliding-window rate limit per key, in this process's memory (decision 048): at most `limit`
 * hits per key in any `windowMs`. Bounded to `maxKeys` keys (the least recently hit go first), so
 * a flood of new addresses costs memory once, not forever. With several workers each counts its
 * own share; the limit is a brake on one client, not an exact quota.
 */
export class RateLimit {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /**
   * Counts a hit for `key` when the window has room and answers 0; otherwise counts nothing and
   * answers the seconds until the oldest counted hit leaves the window (for Retry-After).
   */
  hit(key: string): number {
    const at = this.clock();
    const recent = (this.#hits.get(key) ?? []).filter((time) => time > at - this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - at) / 1000));
    }
    recent.push(at);
    // Re-inserting moves the key to the end, so the Map's first key is the least recently hit.
    this.#hits.delete(key);
    this.#hits.set(key, recent);
    if (this.#hits.size > this.maxKeys) this.#hits.delete(this.#hits.keys().next().value!);
    return 0;
  }
}
