import { describe, expect, it } from "vitest";
import { RateLimit, memoryLimits } from "./rate-limit.ts";

describe("RateLimit", () => {
  it("allows `limit` hits per window, then answers the seconds until the oldest leaves it", async () => {
    let at = 1_000_000;
    const limit = new RateLimit(3, 60_000, { store: memoryLimits(10), clock: () => at });
    expect([await limit.hit("a"), await limit.hit("a"), await limit.hit("a")]).toEqual([0, 0, 0]);
    at += 15_000;
    expect(await limit.hit("a")).toBe(45);
    expect(await limit.hit("b")).toBe(0);
    at += 45_000;
    expect(await limit.hit("a")).toBe(0);
  });

  it("does not count refused hits, so a client that keeps trying is let in when the window has room", async () => {
    let at = 0;
    const limit = new RateLimit(1, 10_000, { store: memoryLimits(10), clock: () => at });
    expect(await limit.hit("a")).toBe(0);
    for (let i = 0; i < 5; i += 1) expect(await limit.hit("a")).toBeGreaterThan(0);
    at = 10_001;
    expect(await limit.hit("a")).toBe(0);
  });

  it("forgets the least recently hit key past maxKeys", async () => {
    const limit = new RateLimit(1, 60_000, { store: memoryLimits(2), clock: () => 0 });
    await limit.hit("a");
    await limit.hit("b");
    await limit.hit("c");
    expect(await limit.hit("a")).toBe(0);
    expect(await limit.hit("c")).toBeGreaterThan(0);
  });

  it("(moved from model/leads: the per-address rate window) allows `limit` hits per window per key and says how long to wait", async () => {
    let now = 0;
    const window = new RateLimit(2, 60_000, { clock: () => now });
    expect([await window.hit("a"), await window.hit("a"), await window.hit("b")]).toEqual([0, 0, 0]);
    now = 10_000;
    expect(await window.hit("a")).toBe(50);
    now = 60_001;
    expect(await window.hit("a")).toBe(0);
  });
});
