import { describe, expect, it } from "vitest";
import { visibleOnServer } from "./engine.ts";
import { brandFromPath, matchesUrlBrands } from "./url-brands.ts";

describe("the url_brands rule", () => {
  it("compares brands trimmed, spaces and hyphens as underscores, lower case; fallback decides without a brand", () => {
    expect(brandFromPath("/Range-Rover/x")).toBe("range_rover");
    expect(brandFromPath("/")).toBeNull();
    expect(brandFromPath("/%E0%A4%A")).toBe("%e0%a4%a");
    expect(matchesUrlBrands({ value: "  range rover " }, "/range-rover")).toBe(true);
    expect(matchesUrlBrands({ value: "defender, Range Rover" }, "/range-rover/sport")).toBe(true);
    expect(matchesUrlBrands({ value: "jaguar", fallback: true }, "/")).toBe(true);
    expect(matchesUrlBrands({ value: "jaguar" }, "/")).toBe(false);
  });

  it("decides url_brands on the server and leaves rules that need remote data visible", () => {
    expect(visibleOnServer({ key: "url_brands", value: "defender" }, "/discovery")).toBe(false);
    expect(visibleOnServer({ key: "url_brands", value: "defender" }, "/defender/90")).toBe(true);
    expect(visibleOnServer({ key: "mena_offers", value: "x" }, "/discovery")).toBe(true);
    expect(visibleOnServer(null, "/discovery")).toBe(true);
  });
});
