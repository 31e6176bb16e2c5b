/**
 * Lead posts per client address in a sliding window, in this process's memory (like the sign-in
 * throttle, decision 009): enough to stop one address flooding a form. The least recently seen
 * addresses are dropped past `maxKeys`, so a spray of addresses cannot grow it without bound.
 */
export class RateWindow {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts a hit for `key`: 0 when allowed, else the seconds until one is allowed again (not counted). */
  hit(key: string): number {
    const at = this.clock();
    const recent = (this.#hits.get(key) ?? []).filter((time) => time > at - this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[recent.length - this.limit]! + this.windowMs - at) / 1000));
    }
    recent.push(at);
    this.#hits.delete(key);
    this.#hits.set(key, recent);
    if (this.#hits.size > this.maxKeys) this.#hits.delete(this.#hits.keys().next().value!);
    return 0;
  }
}
