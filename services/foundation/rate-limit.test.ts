import { describe, expect, it } from "vitest";
import { RateLimit } from "./rate-limit.ts";

describe("RateLimit", () => {
  it("allows `limit` hits per window, then answers the seconds until the oldest leaves it", () => {
    let at = 1_000_000;
    const limit = new RateLimit(3, 60_000, 10, () => at);
    expect([limit.hit("a"), limit.hit("a"), limit.hit("a")]).toEqual([0, 0, 0]);
    at += 15_000;
    expect(limit.hit("a")).toBe(45);
    expect(limit.hit("b")).toBe(0);
    at += 45_000;
    expect(limit.hit("a")).toBe(0);
  });

  it("does not count refused hits, so a client that keeps trying is let in when the window has room", () => {
    let at = 0;
    const limit = new RateLimit(1, 10_000, 10, () => at);
    expect(limit.hit("a")).toBe(0);
    for (let i = 0; i < 5; i += 1) expect(limit.hit("a")).toBeGreaterThan(0);
    at = 10_001;
    expect(limit.hit("a")).toBe(0);
  });

  it("forgets the least recently hit key past maxKeys", () => {
    const limit = new RateLimit(1, 60_000, 2, () => 0);
    limit.hit("a");
    limit.hit("b");
    limit.hit("c");
    expect(limit.hit("a")).toBe(0);
    expect(limit.hit("c")).toBeGreaterThan(0);
  });

  it("(moved from model/leads: the per-address rate window) allows `limit` hits per window per key and says how long to wait", () => {
    let now = 0;
    const window = new RateLimit(2, 60_000, undefined, () => now);
    expect([window.hit("a"), window.hit("a"), window.hit("b")]).toEqual([0, 0, 0]);
    now = 10_000;
    expect(window.hit("a")).toBe(50);
    now = 60_001;
    expect(window.hit("a")).toBe(0);
  });
});
