import { describe, expect, it } from "vitest";
import { LoginThrottle, throttledMessage } from "./login-throttle.ts";

describe("LoginThrottle", () => {
  const key = LoginThrottle.key("10.0.0.1", "Someone@Example.com");

  it("allows `limit` failures in the window, then refuses until the oldest ages out", () => {
    const throttle = new LoginThrottle(3, 60_000);
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfter(key, 1_000 + i)).toBe(0);
      throttle.fail(key, 1_000 + i);
    }
    expect(throttle.retryAfter(key, 2_000)).toBe(59);
    expect(throttle.retryAfter(key, 61_000)).toBe(0);
  });

  it("counts per address and e-mail (case-insensitive), and forgets after a success", () => {
    const throttle = new LoginThrottle(1, 60_000);
    throttle.fail(key, 0);
    expect(throttle.retryAfter(LoginThrottle.key("10.0.0.1", "someone@example.com "), 1)).toBeGreaterThan(0);
    expect(throttle.retryAfter(LoginThrottle.key("10.0.0.2", "someone@example.com"), 1)).toBe(0);
    throttle.succeed(key);
    expect(throttle.retryAfter(key, 1)).toBe(0);
  });

  it("keeps at most maxKeys addresses in memory", () => {
    const throttle = new LoginThrottle(1, 60_000, 2);
    throttle.fail("a", 0);
    throttle.fail("b", 0);
    throttle.fail("c", 0);
    expect(throttle.retryAfter("a", 1)).toBe(0);
    expect(throttle.retryAfter("c", 1)).toBeGreaterThan(0);
  });

  it("says how long to wait", () => {
    expect(throttledMessage(899)).toBe("Too many failed sign-in attempts for this e-mail address. Wait 15 minutes and try again.");
    expect(throttledMessage(30)).toContain("Wait 1 minute and");
  });
});
