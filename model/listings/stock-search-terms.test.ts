import { describe, expect, it } from "vitest";
import { normaliseSearchText } from "./search-text.ts";
import { stockSearchTerms } from "./stock-search-terms.ts";

describe("Arabic stock search", () => {
  it("folds the ways the same Arabic word is typed", () => {
    expect(normaliseSearchText("أحمد إيفوك آمن")).toBe("احمد ايفوك امن");
    expect(normaliseSearchText("سيارةٌ جديـــدة")).toBe("سياره جديده");
    expect(normaliseSearchText("مستشفى")).toBe("مستشفي");
    expect(normaliseSearchText("٢٠٢٤ ۱۵۰")).toBe("2024 150");
  });

  it("reads Arabic brand and model names as the English names the stock is written in", () => {
    expect(stockSearchTerms("ديفندر")).toEqual(["defender"]);
    expect(stockSearchTerms("رينج روفر سبورت")).toEqual(["range", "rover", "sport"]);
    expect(stockSearchTerms("رنج روفر إيفوك")).toEqual(["range", "rover", "evoque"]);
    expect(stockSearchTerms("جاغوار")).toEqual(["jaguar"]);
    expect(stockSearchTerms("لاند روفر ديسكفري")).toEqual(["land", "rover", "discovery"]);
  });

  it("reads Arabic-Indic years and Arabic stock values, with or without diacritics and prefixes", () => {
    expect(stockSearchTerms("ديفندر ١١٠ ٢٠٢٤")).toEqual(["defender", "110", "2024"]);
    expect(stockSearchTerms("دِيزِل")).toEqual(["diesel"]);
    expect(stockSearchTerms("كهربائية")).toEqual(["electric"]);
    expect(stockSearchTerms("والديزل")).toEqual(["diesel"]);
    expect(stockSearchTerms("هجينة قابلة للشحن")).toEqual(["plug", "in", "hybrid"]);
    expect(stockSearchTerms("دبي")).toEqual(["dubai"]);
  });

  it("leaves English queries and unknown Arabic words as they are", () => {
    expect(stockSearchTerms("Range Rover 2024")).toEqual(["range", "rover", "2024"]);
    expect(stockSearchTerms("ممتاز")).toEqual(["ممتاز"]);
    expect(stockSearchTerms("  ")).toEqual([]);
  });
});
