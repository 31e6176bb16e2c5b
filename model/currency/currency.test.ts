import { describe, expect, it } from "vitest";
import { DEFAULT_DOUBLE_PRICE, DEFAULT_PRICE_SETTINGS, formatDoublePrice } from "../listings/prices.ts";
import { convertPrice, readExchangeResponse, truncateTo } from "./index.ts";

const withDouble = (double: Partial<typeof DEFAULT_DOUBLE_PRICE>) => ({
  ...DEFAULT_PRICE_SETTINGS,
  double: { ...DEFAULT_DOUBLE_PRICE, enabled: true, ...double },
});

describe("converted prices are rounded by truncation", () => {
  it("drops the fraction instead of rounding it up", () => {
    expect(convertPrice(1000, 1.0879, 0)).toBe(1087);
    expect(convertPrice(999, 1.5, 0)).toBe(1498);
    expect(truncateTo(12.999, 2)).toBe(12.99);
  });

  it("keeps as many decimals as configured, never losing a unit to binary noise", () => {
    // 1000 * 1.0879 is 1087.8999999999999 in binary floating point.
    expect(convertPrice(1000, 1.0879, 2)).toBe(1087.9);
    expect(convertPrice(1000, 1.0879, 1)).toBe(1087.9);
    expect(convertPrice(33.33, 3, 2)).toBe(99.99);
    expect(convertPrice(0.1, 3, 1)).toBe(0.3);
  });

  it("converts nothing for a zero, negative or missing price, or a rate that is not positive", () => {
    expect(convertPrice(0, 1.2, 0)).toBeNull();
    expect(convertPrice(-500, 1.2, 0)).toBeNull();
    expect(convertPrice(null, 1.2, 0)).toBeNull();
    expect(convertPrice(Number.NaN, 1.2, 0)).toBeNull();
    expect(convertPrice(100, 0, 0)).toBeNull();
    expect(convertPrice(100, -1, 0)).toBeNull();
    expect(convertPrice(100, Number.POSITIVE_INFINITY, 0)).toBeNull();
    // Truncated to nothing: a price too small to show in the exchange currency.
    expect(convertPrice(1, 0.001, 0)).toBeNull();
  });
});

describe("the double price string", () => {
  it("shows the converted amount with the delimiter and the double price's symbol", () => {
    expect(formatDoublePrice(45_990, withDouble({ rate: 1.0879, symbol: "USD" }))).toBe("50,032 USD");
    expect(formatDoublePrice(45_990, withDouble({ rate: 1.0879, symbol: "USD", decimals: 2 }))).toBe("50,032.52 USD");
  });

  it("uses the defaults EUR, rate 1 and no decimals", () => {
    expect(formatDoublePrice(12_345.99, withDouble({}))).toBe("12,345 EUR");
  });

  it("writes a lease or subscription price in the same string as the price it converts", () => {
    const settings = withDouble({ rate: 0.5, symbol: "USD" });
    expect(formatDoublePrice(1_199, settings, "lease")).toBe("599 USD / Month");
    expect(formatDoublePrice(1_199, settings, "subscribe")).toBe("from 599 USD / Month");
  });

  it("renders empty for a zero or negative price, and when the double price is off", () => {
    expect(formatDoublePrice(0, withDouble({}))).toBe("");
    expect(formatDoublePrice(-10, withDouble({}))).toBe("");
    expect(formatDoublePrice(10_000, DEFAULT_PRICE_SETTINGS)).toBe("");
  });
});

describe("reading the currency-exchange answer", () => {
  it("reads the rate and the start date under the default keys", () => {
    expect(readExchangeResponse({ exchangeRate: 3.67, startDate: "2026-11-01" })).toEqual({
      ok: true,
      exchange: { rate: 3.67, startDate: "2026-11-01", startsAt: Date.UTC(2026, 10, 1) },
    });
  });

  it("reads them under configured keys, and a rate sent as text", () => {
    const reading = readExchangeResponse(
      { usd: "0.2723", from: "2026-11-20" },
      { responseKey: "usd", startDateKey: "from" },
    );
    expect(reading).toEqual({
      ok: true,
      exchange: { rate: 0.2723, startDate: "2026-11-20", startsAt: Date.UTC(2026, 10, 20) },
    });
  });

  it("says the key is missing when the answer lacks it (the seed's logged error)", () => {
    const reading = readExchangeResponse({ rate: 3.67 });
    expect(reading).toEqual({ ok: false, missingKey: true, problem: "Exchange response lacks the key exchangeRate" });
    expect(readExchangeResponse([3.67])).toMatchObject({ ok: false, missingKey: true });
    expect(readExchangeResponse(null)).toMatchObject({ ok: false, missingKey: true });
  });

  it("refuses a rate that is not a positive finite number", () => {
    for (const rate of [0, -1.2, "abc", "", true, { value: 1 }, "Infinity"])
      expect(readExchangeResponse({ exchangeRate: rate }), JSON.stringify(rate)).toMatchObject({
        ok: false,
        missingKey: false,
      });
  });

  it("has no start date when the answer carries none", () => {
    expect(readExchangeResponse({ exchangeRate: 2 })).toEqual({
      ok: true,
      exchange: { rate: 2, startDate: null, startsAt: null },
    });
  });
});
