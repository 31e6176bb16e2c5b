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
 * nodes, which the memory-hard hash makes unnecessary. The three counts are the foundation's sliding
 * window (decision 082); the policy (which counts, the known-address exemption, the texts) is here.
 */
import { SlidingWindow } from "../foundation/rate-limit.ts";

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

export class LoginThrottle {
  readonly #pairs: SlidingWindow;
  readonly #accounts: SlidingWindow;
  readonly #addresses: SlidingWindow;
  /** (address, account) -> time of the last successful sign-in. */
  readonly #known = new Map<string, number>();

  constructor(
    readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly clock: () => number = Date.now,
    /** Bounds memory under a spray of distinct addresses and accounts: the oldest keys are dropped first. */
    private readonly maxKeys = 50_000,
  ) {
    this.#pairs = new SlidingWindow(limits.windowMs, maxKeys);
    this.#accounts = new SlidingWindow(limits.windowMs, maxKeys);
    this.#addresses = new SlidingWindow(limits.windowMs, maxKeys);
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
