import { describe, expect, it } from "vitest";
import { chartDays, daysBetween } from "./days.ts";

describe("chart days", () => {
  it("are the 30 UTC days up to today without a filter, and the filter's days with one", () => {
    const days = chartDays({}, new Date("2026-11-26T23:30:00Z"));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-10-28");
    expect(days.at(-1)).toBe("2026-11-26");
    expect(chartDays({ from: "2026-02-27", to: "2026-03-01" }, new Date())).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
  });

  it("keep the latest days of a long range, and none of a backwards one", () => {
    expect(daysBetween("2020-01-01", "2026-11-26", 92)).toHaveLength(92);
    expect(daysBetween("2026-11-26", "2026-11-01")).toEqual([]);
  });
});
