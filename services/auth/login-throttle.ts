/**
 * Failed sign-ins, counted in three ways (docs/decisions/009-sign-in-abuse.md):
 *
 * - per (address, account): 10 failures in 15 minutes, for everyone;
 * - per account, across addresses: 10 failures in 15 minutes from addresses that have not signed in
 *   to that account before, so guessing spread over many addresses gets no further than from one.
 *   An address that signed in to the account successfully (in the last 30 days) is exempt, so an
 *   attacker who keeps the account "locked" does not lock out its owner on their usual network;
 * - per address, across accounts: 100 failures in 15 minutes (one address trying many accounts).
 *
 * The counts and the known addresses live in the foundation's limit store (decisions 082, 149): this
 * process's memory by default, Redis shared by every instance when REDIS_URL is set, so that N
 * instances do not give a guesser N times the budget. The policy (which counts, the known-address
 * exemption, the texts) is here.
 */
import { type HitWindow, type LimitStore, type Marks, memoryLimits } from "../foundation/rate-limit.ts";

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
  readonly #pairs: HitWindow;
  readonly #accounts: HitWindow;
  readonly #addresses: HitWindow;
  /** (address, account) -> time of the last successful sign-in. */
  readonly #known: Marks;

  constructor(
    readonly limits: ThrottleLimits = DEFAULT_THROTTLE_LIMITS,
    private readonly clock: () => number = Date.now,
    /** Where the counts live; in memory, bounded under a spray of distinct addresses and accounts (the oldest keys go first). */
    store: LimitStore = memoryLimits(),
  ) {
    this.#pairs = store.window("sign-in-pair", limits.windowMs);
    this.#accounts = store.window("sign-in-account", limits.windowMs);
    this.#addresses = store.window("sign-in-address", limits.windowMs);
    this.#known = store.marks("sign-in-known", limits.knownAddressMs);
  }

  /** Whether `ip` may try a password for `email` now. */
  async check(ip: string, email: string): Promise<ThrottleVerdict> {
    const at = this.clock();
    const account = normalise(email);
    const address = await this.#addresses.retryAfter(ip, this.limits.perAddress, at);
    if (address > 0) return { allowed: false, retryAfter: address, scope: "address" };
    const pair = await this.#pairs.retryAfter(pairKey(ip, account), this.limits.perAddressAndAccount, at);
    const accountWide = (await this.#known.has(pairKey(ip, account), at))
      ? 0
      : await this.#accounts.retryAfter(account, this.limits.perAccount, at);
    const wait = Math.max(pair, accountWide);
    return wait > 0 ? { allowed: false, retryAfter: wait, scope: "account" } : { allowed: true };
  }

  async fail(ip: string, email: string): Promise<void> {
    const at = this.clock();
    const account = normalise(email);
    await this.#pairs.add(pairKey(ip, account), at);
    await this.#addresses.add(ip, at);
    if (!(await this.#known.has(pairKey(ip, account), at))) await this.#accounts.add(account, at);
  }

  /**
   * A successful sign-in forgets this address's failures for the account and exempts the address
   * from the account-wide limit. It does not clear the account's or the address's other counts: an
   * attacker signing in to an account of their own must not reset the counts of their guessing.
   */
  async succeed(ip: string, email: string): Promise<void> {
    const key = pairKey(ip, normalise(email));
    await this.#pairs.forget(key);
    await this.#known.set(key, this.clock());
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
