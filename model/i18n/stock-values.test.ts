import { describe, expect, it } from "vitest";
import { stockValue } from "./stock-values.ts";

describe("stock values in the page's language", () => {
  it("translates the known vocabulary whole, whatever its case, and lists item by item", () => {
    expect(stockValue("ar", "Plug-in hybrid")).toBe("هجينة قابلة للشحن");
    expect(stockValue("ar", "automatic")).toBe("أوتوماتيكي");
    expect(stockValue("ar", "In stock")).toBe("متوفرة في المخزون");
    expect(stockValue("ar-AE", "Petrol, Electric")).toBe("بنزين، كهربائية");
  });

  it("leaves unknown values, paint names and lists with an unknown item as they are", () => {
    expect(stockValue("ar", "Firenze Red")).toBe("Firenze Red");
    expect(stockValue("ar", "Dynamic SE")).toBe("Dynamic SE");
    expect(stockValue("ar", "Petrol, Hydrogen")).toBe("Petrol, Hydrogen");
    expect(stockValue("ar", "")).toBe("");
  });

  it("changes nothing in a language without a vocabulary", () => {
    expect(stockValue("en", "Plug-in hybrid")).toBe("Plug-in hybrid");
    expect(stockValue("en-GB", "automatic")).toBe("automatic");
  });
});
