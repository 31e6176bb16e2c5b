import { describe, expect, it } from "vitest";
import { contentCalculator, quotablePrice } from "./content-calculator.ts";
import { financeOptionRows } from "./finance-options.ts";

describe("an accordion's calculator item config", () => {
  it("reads the product, the price field, the limits and the groups of figures", () => {
    const calculator = contentCalculator({
      finance_product: "uk-hp",
      interest_rate: 4.5,
      fields: [
        { key: "price", label: "Car price", default: 42000 },
        { key: "down_payment", label: "Your deposit", min: 30, max: 40, default: 35 },
        { key: "duration", label: "Years", min: 5, max: 6 },
      ],
      groups: [
        { heading: "Monthly", figures: ["monthly_payment", { key: "interest_rate", label: "APR" }, "bogus"] },
        { heading: "Nothing known", figures: ["nope"] },
      ],
    });
    expect(calculator.product.key).toBe("uk-hp");
    expect(calculator.ratePercent).toBe(4.5);
    expect(calculator.price).toEqual({ label: "Car price", initial: 42000 });
    expect(calculator.deposit).toMatchObject({ label: "Your deposit", min: 30, max: 40, initial: 35 });
    expect(calculator.duration).toMatchObject({ label: "Years", min: 5, max: 6, initial: 5 });
    expect(calculator.groups).toEqual([
      {
        heading: "Monthly",
        figures: [
          { key: "monthly_payment", label: "Monthly payment" },
          { key: "interest_rate", label: "APR" },
        ],
      },
    ]);
  });

  it("falls back to the flat-rate product, its rate and the monthly payment when the config says less", () => {
    const calculator = contentCalculator({ finance_product: "xx-none", interest_rate: 99, fields: [], groups: [] });
    expect(calculator.product.key).toBe("ae-flat");
    expect(calculator.ratePercent).toBe(calculator.product.default_rate);
    expect(calculator.price.initial).toBe(0);
    expect(calculator.groups).toEqual([
      { heading: "", figures: [{ key: "monthly_payment", label: "Monthly payment" }] },
    ]);
  });

  it("quotes prices from 1,000 to 5,000,000 only", () => {
    expect([999, 1000, 5_000_000, 5_000_001, Number.NaN].map(quotablePrice)).toEqual([false, true, true, false, false]);
  });
});

describe("finance options table rows", () => {
  it("shows only options with a label, with their product's terms", () => {
    const rows = financeOptionRows([
      { label: "Flat-rate loan", finance_product: "ae-flat", interest_rate: 2.49, description: " Fixed payments " },
      { label: "   ", finance_product: "uk-pcp" },
      { finance_product: "uk-hp" },
      { label: "UK PCP", finance_product: "uk-pcp" },
    ]);
    expect(rows.map((row) => row.label)).toEqual(["Flat-rate loan", "UK PCP"]);
    expect(rows[0]).toMatchObject({ description: "Fixed payments", rate: "2.49\u00a0% flat" });
    expect(rows[1]?.rate).toBe("7.9\u00a0% APR");
    expect(financeOptionRows(undefined)).toEqual([]);
  });
});
