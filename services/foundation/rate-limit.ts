/**
 * Counting requests per key in a sliding window (decisions 048, 082, 149): one counter for every
 * per-address limit (the order init, the VIN lookup, lead posts, failed sign-ins). The counts live in
 * a LimitStore: this process's memory by default, or Redis when REDIS_URL is set, so that every
 * instance behind a load balancer counts against the same budget (services/foundation/redis-limits.ts).
 */

/** Hits per key in the last `windowMs`. */
export interface HitWindow {
  /** Seconds (at least 1) until fewer than `limit` hits remain in the window at `at`, or 0 when already fewer. */
  retryAfter(key: string, limit: number, at: number): Promise<number>;
  /** Counts a hit for `key` at `at`. */
  add(key: string, at: number): Promise<void>;
  /** Counts a hit when fewer than `limit` are in the window and answers 0; otherwise counts nothing and answers retryAfter. */
  hit(key: string, limit: number, at: number): Promise<number>;
  forget(key: string): Promise<void>;
}

/** Keys remembered for `ttlMs` after they were set (a sign-in's known address). */
export interface Marks {
  set(key: string, at: number): Promise<void>;
  has(key: string, at: number): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Where counters live. `name` keeps one limit's keys apart from another's in a shared store. */
export interface LimitStore {
  window(name: string, windowMs: number): HitWindow;
  marks(name: string, ttlMs: number): Marks;
  close(): Promise<void>;
}

/**
 * A window in this process's memory, bounded to `maxKeys` keys (the least recently counted go
 * first), so a flood of new addresses costs memory once, not forever. With several processes each
 * counts its own share; a limit is then a brake on one client, not an exact quota.
 */
export class SlidingWindow implements HitWindow {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  retryAfterNow(key: string, limit: number, at: number): number {
    const recent = this.#recent(key, at);
    if (recent.length < limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - limit]! + this.windowMs - at) / 1000));
  }

  addNow(key: string, at: number): void {
    const recent = this.#recent(key, at);
    recent.push(at);
    // Re-inserting moves the key to the end, so the Map's first key is the least recently hit.
    this.#hits.delete(key);
    this.#hits.set(key, recent);
    if (this.#hits.size > this.maxKeys) this.#hits.delete(this.#hits.keys().next().value!);
  }

  async retryAfter(key: string, limit: number, at: number): Promise<number> {
    return this.retryAfterNow(key, limit, at);
  }

  async add(key: string, at: number): Promise<void> {
    this.addNow(key, at);
  }

  async hit(key: string, limit: number, at: number): Promise<number> {
    const wait = this.retryAfterNow(key, limit, at);
    if (wait === 0) this.addNow(key, at);
    return wait;
  }

  async forget(key: string): Promise<void> {
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

/** Marks in this process's memory, bounded like the windows. */
export class MemoryMarks implements Marks {
  readonly #since = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  async set(key: string, at: number): Promise<void> {
    this.#since.delete(key);
    this.#since.set(key, at);
    if (this.#since.size > this.maxKeys) this.#since.delete(this.#since.keys().next().value!);
  }

  async has(key: string, at: number): Promise<boolean> {
    const since = this.#since.get(key);
    return since !== undefined && since > at - this.ttlMs;
  }

  async delete(key: string): Promise<void> {
    this.#since.delete(key);
  }
}

/** The embedded default: every window and every set of marks its own, in this process. */
export function memoryLimits(maxKeys = 50_000): LimitStore {
  return {
    window: (_name, windowMs) => new SlidingWindow(windowMs, maxKeys),
    marks: (_name, ttlMs) => new MemoryMarks(ttlMs, maxKeys),
    close: async () => undefined,
  };
}

/** At most `limit` hits per key in any `windowMs`; a refused hit is not counted. */
export class RateLimit {
  readonly #window: HitWindow;
  readonly #clock: () => number;

  /** `name` keeps this limit's keys apart from other limits' in a shared store. */
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    options: { store?: LimitStore; name?: string; clock?: () => number } = {},
  ) {
    this.#window = (options.store ?? memoryLimits()).window(options.name ?? "rate", windowMs);
    this.#clock = options.clock ?? Date.now;
  }

  /**
   * Counts a hit for `key` when the window has room and answers 0; otherwise counts nothing and
   * answers the seconds until the oldest counted hit leaves the window (for Retry-After).
   */
  hit(key: string): Promise<number> {
    return this.#window.hit(key, this.limit, this.#clock());
  }
}
