/**
 * Bounds the CPU that password checks may take, so a flood of sign-ins cannot starve the public
 * site (docs/decisions/010-hashing-budget.md). Each check costs one memory-hard hash (~100 ms of a
 * core). At most `concurrency` run at once; after each, its slot rests so that hashing uses at most
 * `cpuShare` of a core per slot on average; at most `maxWaiting` more wait for a slot, and only while
 * the expected wait is under `maxWaitMs`. Anything beyond is refused at once, without hashing, and
 * the caller answers 503 with Retry-After.
 */
export interface HashingQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** A waiter expected to wait longer than this is refused instead (on a loaded machine hashes slow down). */
  maxWaitMs?: number;
  /** Fraction (0-1] of a core one slot may use on average: 0.25 rests three times as long as it hashed. */
  cpuShare: number;
}

const DEFAULT_HASHING_QUEUE: HashingQueueOptions = {
  concurrency: 1,
  maxWaiting: 4,
  maxWaitMs: 5_000,
  cpuShare: 0.25,
};

export type Queued<T> = { ok: true; value: T } | { ok: false; retryAfter: number };

export class HashingQueue {
  #free: number;
  readonly #waiting: (() => void)[] = [];
  /** Recent milliseconds per check (with rest), for Retry-After. */
  #slotMs = 400;
  /** Checks started since the process began: lets tests see that a refused check hashed nothing. */
  started = 0;

  constructor(readonly options: HashingQueueOptions = DEFAULT_HASHING_QUEUE) {
    this.#free = options.concurrency;
  }

  /** Runs `task` when a slot is free, or refuses at once when too many are already waiting. */
  async run<T>(task: () => Promise<T>): Promise<Queued<T>> {
    if (this.#free === 0) {
      const expectedWaitMs = ((this.#waiting.length + 1) * this.#slotMs) / this.options.concurrency;
      if (this.#waiting.length >= this.options.maxWaiting || expectedWaitMs > (this.options.maxWaitMs ?? Infinity))
        return { ok: false, retryAfter: this.#retryAfter() };
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#free--;
    }
    this.started++;
    const start = performance.now();
    try {
      return { ok: true, value: await task() };
    } finally {
      const elapsed = performance.now() - start;
      const rest = (elapsed * (1 - this.options.cpuShare)) / this.options.cpuShare;
      this.#slotMs = elapsed + rest;
      if (rest >= 1) setTimeout(() => this.#release(), rest).unref();
      else this.#release();
    }
  }

  #release(): void {
    const next = this.#waiting.shift();
    // A waiter takes the slot over; otherwise it becomes free.
    if (next) next();
    else this.#free++;
  }

  /** Seconds until the queue has worked through what is waiting now. */
  #retryAfter(): number {
    return Math.max(1, Math.ceil(((this.#waiting.length + 1) * this.#slotMs) / this.options.concurrency / 1000));
  }
}
