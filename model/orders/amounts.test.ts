import { describe, expect, it } from "vitest";
import { fromDecimal, toDecimal } from "./amounts.ts";

describe("order amounts", () => {
  it("writes minor units as the decimal string providers expect", () => {
    expect(toDecimal(123456, "EUR")).toBe("1234.56");
    expect(toDecimal(5, "usd")).toBe("0.05");
    expect(toDecimal(5000, "JPY")).toBe("5000");
    expect(toDecimal(1234, "KWD")).toBe("1.234");
  });

  it("reads a decimal amount back to minor units, refusing more decimals than the currency has", () => {
    expect(fromDecimal("1234.56", "EUR")).toBe(123456);
    expect(fromDecimal("1000", "EUR")).toBe(100000);
    expect(fromDecimal(1000.5, "EUR")).toBe(100050);
    expect(fromDecimal("1000.50", "EUR")).toBe(100050);
    expect(fromDecimal("5000", "JPY")).toBe(5000);
    expect(fromDecimal("1.001", "EUR")).toBeNull();
    expect(fromDecimal("-1", "EUR")).toBeNull();
    expect(fromDecimal("abc", "EUR")).toBeNull();
  });
});
