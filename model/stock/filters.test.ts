import { describe, expect, it } from "vitest";
import { DEFAULT_CARD_ATTRIBUTES } from "../listings/company-config.ts";
import { facetLabel, formatRangeValue, rangeStep, resultsHeadline, vehicleCount, vehiclesSettings } from "./filters.ts";

describe("stock filters: labels and settings", () => {
  it("counts vehicles in words, one or many", () => {
    expect(vehicleCount(1)).toBe("1 vehicle");
    expect(vehicleCount(1234)).toBe("1,234 vehicles");
    expect(resultsHeadline("", { total: 3 })).toBe("3 vehicles");
    expect(resultsHeadline("{{count}} cars in stock", { total: 1500 })).toBe("1,500 cars in stock");
  });

  it("counts in the editor's headline only the vehicles that can be bought; the plain line counts the results", () => {
    expect(resultsHeadline("{{count}} vehicles available", { total: 1500, available: 1498 })).toBe(
      "1,498 vehicles available",
    );
    expect(resultsHeadline("", { total: 12, available: 11 })).toBe("12 vehicles");
  });

  it("reads the vehicles field: known attributes once each, the defaults when none is left", () => {
    expect(vehiclesSettings({ headline: "Ours", list: ["vin", "horsepower", "vin", "mileage"] })).toEqual({
      headline: "Ours",
      attributes: ["vin", "mileage"],
    });
    expect(vehiclesSettings("broken")).toEqual({ headline: "", attributes: [...DEFAULT_CARD_ATTRIBUTES] });
    expect(vehiclesSettings({ list: [] }).attributes).toEqual([...DEFAULT_CARD_ATTRIBUTES]);
  });

  it("names retailers by the names known, else by their code", () => {
    const names = new Map([["dealer-a1", "Brisbane Motors"]]);
    expect(facetLabel("owner_id", "dealer-a1", names)).toBe("Brisbane Motors");
    expect(facetLabel("owner_id", "dealer-b2", names)).toBe("B2");
    expect(facetLabel("transmission", "dual_clutch", names)).toBe("Dual clutch");
  });

  it("steps and formats the range sliders by their unit", () => {
    expect(rangeStep("production_year")).toBe(1);
    expect(rangeStep("mileage")).toBe(1000);
    expect(formatRangeValue("mileage", 12345.6)).toBe("12,346 km");
    expect(formatRangeValue("power", 150)).toBe("150 kW");
    expect(formatRangeValue("model_year", 2024)).toBe("2024");
  });
});
