import { describe, expect, it } from "vitest";
import { QueryError } from "../listings/listing-query.ts";
import { miniFinanceQuote } from "../listings/mini-finance.ts";
import { maxPriceForMonthlyBudget, paymentPerPriceUnit, withMonthlyBudget } from "./budget.ts";
import { estimateRange, parseRangeData, showTemperature } from "./range.ts";

describe("monthly budget to price ceiling", () => {
  it("inverts the showroom's default quote: a vehicle at the ceiling costs at most the budget a month", () => {
    // Defaults: 20 % deposit, 4 years, 7.9 % / 12, 35 % balloon. r = 0.0065833..., (1 + r)^48 = 1.370210498...
    // k = (0.8 x 1.370210498 - 0.35) x r / 0.370210498 = 0.0132688709 per unit of price; 500 / k = 37,682.18; at 37,682 the quote rounds to 501 (deposit 7,536, credit 30,146, balloon 13,189, payment 500.002 up), so 37,681
    expect(paymentPerPriceUnit()).toBeCloseTo(0.0132688709, 9);
    const ceiling = maxPriceForMonthlyBudget(500);
    expect(ceiling).toBe(37_681);
    expect(miniFinanceQuote(ceiling, 20, 4).monthlyPayment).toBeLessThanOrEqual(500);
    expect(miniFinanceQuote(ceiling + 100, 20, 4).monthlyPayment).toBeGreaterThan(500);
  });

  it("turns monthly_budget into a display price ceiling, keeping a lower one already asked for", () => {
    expect(withMonthlyBudget({ monthly_budget: "500", sort: "priceAsc" })).toEqual({
      sort: "priceAsc",
      "filter[display_price_lteq]": "37681",
    });
    expect(withMonthlyBudget({ monthly_budget: "500", "filter[display_price_lteq]": "20000" })).toEqual({
      "filter[display_price_lteq]": "20000",
    });
    expect(withMonthlyBudget({ q: "x" })).toEqual({ q: "x" });
  });

  it("refuses a budget that is not a whole number from 1 to 100,000, naming the parameter", () => {
    for (const bad of ["0", "-5", "abc", "12.5", "100001"]) {
      expect(() => withMonthlyBudget({ monthly_budget: bad })).toThrow(QueryError);
    }
    expect(() => withMonthlyBudget({ monthly_budget: "x" })).toThrow(/monthly_budget/);
  });
});

describe("range estimate", () => {
  const data = parseRangeData({
    wheels: [
      { key: "19", label: "19-inch", factor: 1 },
      { key: "22", label: "22-inch", factor: 0.9 },
    ],
    temperatures: [
      { celsius: 20, factor: 1 },
      { celsius: -10, factor: 0.6 },
    ],
    climate_factor: 0.8,
  })!;

  it("multiplies the longest range by the chosen factors and keeps it within the bounds", () => {
    const bounds = { minimal: 187, maximal: 493 };
    expect(estimateRange(data, { wheel: "19", celsius: 20, climate: false }, bounds)).toBe(493);
    // 493 x 0.9 x 1 x 0.8 = 354.96 -> 355
    expect(estimateRange(data, { wheel: "22", celsius: 20, climate: true }, bounds)).toBe(355);
    // 493 x 0.9 x 0.6 x 0.8 = 212.976 -> 213
    expect(estimateRange(data, { wheel: "22", celsius: -10, climate: true }, bounds)).toBe(213);
    expect(estimateRange(data, { wheel: "22", celsius: -10, climate: true }, { minimal: 250, maximal: 493 })).toBe(250);
  });

  it("refuses data of another shape", () => {
    expect(data.temperatures.map((entry) => entry.celsius)).toEqual([-10, 20]);
    expect(parseRangeData(null)).toBeNull();
    expect(parseRangeData({ wheels: [], temperatures: [], climate_factor: 1 })).toBeNull();
    expect(
      parseRangeData({
        wheels: [{ key: "a", label: "A", factor: 9 }],
        temperatures: [{ celsius: 1, factor: 1 }],
        climate_factor: 1,
      }),
    ).toBeNull();
    expect(showTemperature(-10, "fahrenheit")).toBe("14\u00a0°F");
  });
});
