import { describe, expect, it } from "vitest";
import { axisNumber, barShare, countText, niceTop } from "./chart-scale.ts";

describe("the leads chart's scale", () => {
  it("tops the axis at a round number for any count", () => {
    expect([0, 1, 3, 10, 11, 49, 180, 10_000, 12_345].map(niceTop)).toEqual([1, 1, 5, 10, 20, 50, 200, 10_000, 20_000]);
    expect(axisNumber(20_000)).toBe("20k");
    expect(countText(10_000)).toBe("10,000");
  });

  it("shows a day with one lead beside a day with thousands, and none for an empty day", () => {
    expect(barShare(0, 10_000)).toBe(0);
    expect(barShare(1, 10_000)).toBeGreaterThan(0.01);
    expect(barShare(10_000, 10_000)).toBe(1);
  });
});
