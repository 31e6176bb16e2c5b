import { describe, expect, it } from "vitest";
import { memoryLimits } from "../foundation/rate-limit.ts";
import { LoginThrottle, throttledMessage, type ThrottleLimits } from "./login-throttle.ts";

const LIMITS: ThrottleLimits = {
  perAddressAndAccount: 3,
  perAccount: 5,
  perAddress: 8,
  windowMs: 60_000,
  knownAddressMs: 600_000,
};

function throttleAt(start = 1_000, limits = LIMITS, maxKeys?: number) {
  const clock = { now: start };
  return { throttle: new LoginThrottle(limits, () => clock.now, memoryLimits(maxKeys)), clock };
}

describe("LoginThrottle", () => {
  it("allows `perAddressAndAccount` failures from one address, then refuses until the oldest ages out", async () => {
    const { throttle, clock } = throttleAt();
    for (let i = 0; i < 3; i++) {
      expect(await throttle.check("10.0.0.1", "someone@example.com")).toEqual({ allowed: true });
      await throttle.fail("10.0.0.1", "Someone@Example.com ");
      clock.now += 1;
    }
    clock.now = 2_000;
    expect(await throttle.check("10.0.0.1", "someone@example.com")).toEqual({
      allowed: false,
      retryAfter: 59,
      scope: "account",
    });
    clock.now = 61_001;
    expect(await throttle.check("10.0.0.1", "someone@example.com")).toEqual({ allowed: true });
  });

  it("refuses an account guessed from many addresses once `perAccount` failures add up, from any new address", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 5; i++) await throttle.fail(`198.51.100.${i}`, "target@example.com");
    expect(await throttle.check("198.51.100.200", "target@example.com")).toMatchObject({
      allowed: false,
      scope: "account",
    });
    expect(await throttle.check("198.51.100.200", "other@example.com")).toEqual({ allowed: true });
  });

  it("lets an address that signed in to the account before through the account-wide limit (lock-out abuse)", async () => {
    const { throttle, clock } = throttleAt();
    await throttle.succeed("192.0.2.7", "owner@example.com");
    for (let i = 0; i < 20; i++) await throttle.fail(`198.51.100.${i}`, "owner@example.com");
    expect(await throttle.check("198.51.100.99", "owner@example.com")).toMatchObject({ allowed: false });
    expect(await throttle.check("192.0.2.7", "owner@example.com")).toEqual({ allowed: true });
    // The owner's own address still has its per-address limit.
    for (let i = 0; i < 3; i++) await throttle.fail("192.0.2.7", "owner@example.com");
    expect(await throttle.check("192.0.2.7", "owner@example.com")).toMatchObject({ allowed: false });
    // The exemption lapses after knownAddressMs.
    clock.now += 600_001;
    for (let i = 0; i < 5; i++) await throttle.fail(`198.51.100.${i}`, "owner@example.com");
    await throttle.succeed("203.0.113.1", "owner@example.com");
    expect(await throttle.check("192.0.2.7", "owner@example.com")).toMatchObject({ allowed: false, scope: "account" });
  });

  it("refuses an address that fails `perAddress` times across accounts, and a success does not reset it", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 8; i++) await throttle.fail("10.9.9.9", `user${i}@example.com`);
    await throttle.succeed("10.9.9.9", "attacker-own@example.com");
    expect(await throttle.check("10.9.9.9", "fresh@example.com")).toMatchObject({ allowed: false, scope: "address" });
    expect(await throttle.check("10.9.9.10", "fresh@example.com")).toEqual({ allowed: true });
  });

  it("forgets an address's failures for the account after a success", async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 3; i++) await throttle.fail("10.0.0.1", "a@example.com");
    await throttle.succeed("10.0.0.1", "a@example.com");
    expect(await throttle.check("10.0.0.1", "a@example.com")).toEqual({ allowed: true });
  });

  it("keeps at most maxKeys keys per counter in memory", async () => {
    const { throttle } = throttleAt(1_000, { ...LIMITS, perAddressAndAccount: 1 }, 2);
    await throttle.fail("10.0.0.1", "a@example.com");
    await throttle.fail("10.0.0.2", "b@example.com");
    await throttle.fail("10.0.0.3", "c@example.com");
    expect(await throttle.check("10.0.0.1", "a@example.com")).toEqual({ allowed: true });
    expect(await throttle.check("10.0.0.3", "c@example.com")).toMatchObject({ allowed: false });
  });

  it("says how long to wait, and why", async () => {
    expect(throttledMessage(899)).toBe(
      "Too many failed sign-in attempts for this e-mail address. Wait 15 minutes and try again.",
    );
    expect(throttledMessage(30)).toContain("Wait 1 minute and");
    expect(throttledMessage(600, "address")).toBe(
      "Too many failed sign-in attempts from your network. Wait 10 minutes and try again.",
    );
  });
});
