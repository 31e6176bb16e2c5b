import type { UsersTable } from "../db/schema.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { verifyPassword } from "./password.ts";
import type { UserStore } from "./users.ts";

export const INVALID_CREDENTIALS = "The e-mail address or password is not right.";

/** A hash of a password nobody knows: verified when the address is unknown, so timing does not tell. */
const DUMMY_HASH = "scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";

export type PasswordSignIn = { ok: true; user: UsersTable } | { ok: false; reason: "invalid" } | { ok: false; reason: "throttled"; retryAfter: number };

/**
 * Checks e-mail and password for the JSON API and the HTML form alike, counting failures per IP and
 * address. Disabled accounts fail like a wrong password: the answer never says which part was wrong.
 */
export async function checkPassword(users: UserStore, throttle: LoginThrottle, ip: string, email: string, password: string): Promise<PasswordSignIn> {
  const key = LoginThrottle.key(ip, email);
  const retryAfter = throttle.retryAfter(key);
  if (retryAfter > 0) return { ok: false, reason: "throttled", retryAfter };
  const user = await users.findByEmail(email);
  const valid = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
  if (!user || !user.password_hash || !valid || user.disabled) {
    throttle.fail(key);
    return { ok: false, reason: "invalid" };
  }
  throttle.succeed(key);
  return { ok: true, user };
}
