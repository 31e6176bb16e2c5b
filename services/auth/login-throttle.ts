/**
 * Failed sign-ins per (IP address, e-mail address), kept in this process's memory: after `limit`
 * failures inside `windowMs` further attempts are refused until the oldest failure ages out. Per
 * process is enough to make online guessing slow; a shared store would be needed to make it exact
 * across nodes, which the memory-hard hash makes unnecessary.
 */
export class LoginThrottle {
  readonly #failures = new Map<string, number[]>();

  constructor(
    readonly limit = 10,
    readonly windowMs = 15 * 60 * 1000,
    /** Bounds memory under a spray of distinct addresses: the oldest keys are dropped first. */
    private readonly maxKeys = 50_000,
  ) {}

  static key(ip: string, email: string): string {
    return `${ip}\u0000${email.trim().toLowerCase()}`;
  }

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfter(key: string, at = Date.now()): number {
    const recent = this.#recent(key, at);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - at) / 1000));
  }

  fail(key: string, at = Date.now()): void {
    const recent = this.#recent(key, at);
    recent.push(at);
    // Re-inserting moves the key to the end, so the Map's first key is the least recently failed.
    this.#failures.delete(key);
    this.#failures.set(key, recent);
    if (this.#failures.size > this.maxKeys) this.#failures.delete(this.#failures.keys().next().value!);
  }

  /** A successful sign-in forgets earlier failures. */
  succeed(key: string): void {
    this.#failures.delete(key);
  }

  #recent(key: string, at: number): number[] {
    const times = this.#failures.get(key);
    if (!times) return [];
    const recent = times.filter((time) => time > at - this.windowMs);
    if (recent.length === 0) this.#failures.delete(key);
    return recent;
  }
}

export function throttledMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts for this e-mail address. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
