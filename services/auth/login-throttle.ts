/**
 * Failed sign-ins, counted in this process's memory in three ways (docs/decisions/009-sign-in-abuse.md):
 *
 * - per (address, account): 10 failures in 15 minutes, for everyone;
 * - per account, across addresses: 10 failures in 15 minutes from addresses that have not signed in
 *   to that account before, so guessing spread over many addresses gets no further than from one.
 *   An address that signed in to the account successfully (in the last 30 days) is exempt, so an
 *   attacker who keeps the account "locked" does not lock out its owner on their usual network;
 * - per address, across accounts: 100 failures in 15 minutes (one address trying many accounts).
 *
 * Per process is enough to make online guessing slow; a shared store would make it exact across
 * nodes, which the memory-hard hash makes unnecessary.
 */
export interface ThrottleLimits {
  perAddressAndAccount: number;
  perAccount: number;
  perAddress: number;
  windowMs: number;
  /** How long a successful sign-in exempts its address from the account-wide limit. */
  knownAddressMs: number;
}

export const DEFAULT_THROTTLE_LIMITS: ThrottleLimits = {
  perAddressAndAccount: 10,
  perAccount: 10,
  perAddress: 100,
  windowMs: 15 * 60 * 1000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/** Allowed, or refused for `retryAfter` seconds because of the account's or the address's failures. */
export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfter: number; scope: "account" | "address" };

/** Failure times per key inside a sliding window; the least recently failed keys go first past `maxKeys`. */
class FailureWindow {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys: number,
  ) {}

  /** Seconds until fewer than `limit` failures remain in the window, or 0 when already fewer. */
  retryAfter(key: string, limit: number, at: number): number {
    const recent = this.#recent(key, at);
    if (recent.length < limit) return 0;
    return Math.max(1, Math.ceil((recent[recent.length - limit]! + this.windowMs - at) / 1000));
  }

  add(key: string, at: number): void {
    const recent = this.#recent(key, at);
    recent.push(at);
    // Re-inserting moves the key to the end, so the Map's first key is the least recently failed.
    this.#failures.delete(key);
    this.#failures.set(key, recent);
    if (this.#failures.size > this.maxKeys) this.#failures.delete(this.#failures.keys().next().value!);
  }

  forget(key: string): void {
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

export class LoginThrottle {
  readonly #pairs: FailureWindow;
  readonly #accounts: FailureWindow;
  readonly #addresses: FailureWindow;
  /** (address, account) -> time of the last successful sign-in. */
  readonly #known = new Map<string, number>();

  constructor(
    readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly clock: () => number = Date.now,
    /** Bounds memory under a spray of distinct addresses and accounts: the oldest keys are dropped first. */
    private readonly maxKeys = 50_000,
  ) {
    this.#pairs = new FailureWindow(limits.windowMs, maxKeys);
    this.#accounts = new FailureWindow(limits.windowMs, maxKeys);
    this.#addresses = new FailureWindow(limits.windowMs, maxKeys);
  }

  /** Whether `ip` may try a password for `email` now. */
  check(ip: string, email: string): ThrottleVerdict {
    const at = this.clock();
    const account = normalise(email);
    const address = this.#addresses.retryAfter(ip, this.limits.perAddress, at);
    if (address > 0) return { allowed: false, retryAfter: address, scope: "address" };
    const pair = this.#pairs.retryAfter(pairKey(ip, account), this.limits.perAddressAndAccount, at);
    const accountWide = this.#isKnown(ip, account, at)
      ? 0
      : this.#accounts.retryAfter(account, this.limits.perAccount, at);
    const wait = Math.max(pair, accountWide);
    return wait > 0 ? { allowed: false, retryAfter: wait, scope: "account" } : { allowed: true };
  }

  fail(ip: string, email: string): void {
    const at = this.clock();
    const account = normalise(email);
    this.#pairs.add(pairKey(ip, account), at);
    this.#addresses.add(ip, at);
    if (!this.#isKnown(ip, account, at)) this.#accounts.add(account, at);
  }

  /**
   * A successful sign-in forgets this address's failures for the account and exempts the address
   * from the account-wide limit. It does not clear the account's or the address's other counts: an
   * attacker signing in to an account of their own must not reset the counts of their guessing.
   */
  succeed(ip: string, email: string): void {
    const key = pairKey(ip, normalise(email));
    this.#pairs.forget(key);
    this.#known.delete(key);
    this.#known.set(key, this.clock());
    if (this.#known.size > this.maxKeys) this.#known.delete(this.#known.keys().next().value!);
  }

  #isKnown(ip: string, account: string, at: number): boolean {
    const since = this.#known.get(pairKey(ip, account));
    return since !== undefined && since > at - this.limits.knownAddressMs;
  }
}

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

function pairKey(ip: string, account: string): string {
  return `${ip}\u0000${account}`;
}

export function throttledMessage(seconds: number, scope: "account" | "address" = "account"): string {
  const minutes = Math.ceil(seconds / 60);
  const from = scope === "account" ? "for this e-mail address" : "from your network";
  return `Too many failed sign-in attempts ${from}. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`;
}
