import type { UsersTable } from "../db/schema.ts";
import type { HashingQueue } from "./hashing-queue.ts";
import type { LoginThrottle } from "./login-throttle.ts";
import { verifyPassword } from "./password.ts";
import type { UserStore } from "./users.ts";

export const INVALID_CREDENTIALS = "The e-mail address or password is not right.";

/** A hash of a password nobody knows: verified when the address is unknown, so timing does not tell. */
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export type PasswordSignIn =
  | { ok: true; user: UsersTable }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfter: number; scope: "account" | "address" }
  | { ok: false; reason: "busy"; retryAfter: number };

export interface PasswordChecking {
  users: UserStore;
  throttle: LoginThrottle;
  hashing: HashingQueue;
}

/**
 * Checks e-mail and password for the JSON API and the HTML form alike: refused first by the
 * throttle (no hash), then by a full hashing queue (no hash), then verified. Disabled accounts fail
 * like a wrong password: the answer never says which part was wrong.
 */
export async function checkPassword(
  { users, throttle, hashing }: PasswordChecking,
  ip: string,
  email: string,
  password: string,
): Promise<PasswordSignIn> {
  const verdict = await throttle.check(ip, email);
  if (!verdict.allowed) return { ok: false, reason: "throttled", retryAfter: verdict.retryAfter, scope: verdict.scope };
  const user = await users.findByEmail(email);
  const checked = await hashing.run(() => verifyPassword(password, user?.password_hash ?? DUMMY_HASH));
  if (!checked.ok) return { ok: false, reason: "busy", retryAfter: checked.retryAfter };
  if (!user || !user.password_hash || !checked.value || user.disabled) {
    await throttle.fail(ip, email);
    return { ok: false, reason: "invalid" };
  }
  await throttle.succeed(ip, email);
  return { ok: true, user };
}

export const BUSY_MESSAGE = "Signing in is very busy right now. Wait a few seconds and try again.";
