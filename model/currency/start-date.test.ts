import { describe, expect, it } from "vitest";
import { isRateInForce, readExchangeResponse } from "./index.ts";
import { exchangeStartsAt } from "./start-date.ts";

describe("the exchange rate's start date (decision 118)", () => {
  it("starts a date alone at midnight in the site's time zone", () => {
    expect(exchangeStartsAt("2026-12-01", "UTC")).toBe(Date.UTC(2026, 11, 1));
    // Dubai is UTC+4: its midnight is 20:00 UTC the evening before.
    expect(exchangeStartsAt("2026-12-01", "Asia/Dubai")).toBe(Date.UTC(2026, 10, 30, 20));
    // London in summer is UTC+1.
    expect(exchangeStartsAt("2026-07-01", "Europe/London")).toBe(Date.UTC(2026, 5, 30, 23));
  });

  it("takes a date and time with an offset as that instant, and one without as the site's wall clock", () => {
    expect(exchangeStartsAt("2026-12-01T06:30:00Z", "Asia/Dubai")).toBe(Date.UTC(2026, 11, 1, 6, 30));
    expect(exchangeStartsAt("2026-12-01T06:30:00+04:00", "UTC")).toBe(Date.UTC(2026, 11, 1, 2, 30));
    expect(exchangeStartsAt("2026-12-01T06:30:00.250+0400", "UTC")).toBe(Date.UTC(2026, 11, 1, 2, 30, 0, 250));
    expect(exchangeStartsAt("2026-12-01T06:30", "Asia/Dubai")).toBe(Date.UTC(2026, 11, 1, 2, 30));
    expect(exchangeStartsAt("2026-12-01 06:30:15", "UTC")).toBe(Date.UTC(2026, 11, 1, 6, 30, 15));
  });

  it("cannot place text that is not a calendar date", () => {
    for (const text of ["01/12/2026", "2026-02-30", "2026-13-01", "tomorrow", "2026-12-01T25:00", "1764547200"])
      expect(exchangeStartsAt(text, "UTC"), text).toBeNull();
  });

  it("refuses an answer whose start date cannot be read, so no rate is applied on a guess", () => {
    expect(readExchangeResponse({ exchangeRate: 3.67, startDate: "next week" })).toEqual({
      ok: false,
      missingKey: false,
      problem: 'Exchange response key startDate is not a date: "next week"',
    });
  });

  it("reads the start date in the time zone it is given", () => {
    const reading = readExchangeResponse({ exchangeRate: 3.67, startDate: "2026-12-01" }, undefined, "Asia/Dubai");
    expect(reading).toMatchObject({ ok: true, exchange: { startsAt: Date.UTC(2026, 10, 30, 20) } });
  });

  it("applies a rate from its start on, not a moment before, and at once without a start date", () => {
    const start = Date.UTC(2026, 11, 1);
    expect(isRateInForce({ startsAt: start }, start - 1)).toBe(false);
    expect(isRateInForce({ startsAt: start }, start)).toBe(true);
    expect(isRateInForce({ startsAt: start }, start + 1)).toBe(true);
    expect(isRateInForce({ startsAt: null }, 0)).toBe(true);
  });
});
