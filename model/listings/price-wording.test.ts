import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SETTINGS, formatPrice, formatSubscribePrice, type PriceSettings } from "./prices.ts";
import { priceSettingsFor } from "./price-wording.ts";

/** The demo's wording: dirhams before the amount, English words. */
const DEMO: PriceSettings = {
  ...DEFAULT_PRICE_SETTINGS,
  symbol: "AED",
  format: "^ %",
  leaseFormat: "^ % / month",
  subscribeFormat: "from ^ % / month",
};

describe("prices in a page's language", () => {
  it("keeps the site's own wording in the default language", () => {
    const english = priceSettingsFor(DEMO, "en", true);
    expect(formatPrice(7400, "lease_full_string", english)).toBe("AED 7,400 / month");
    expect(formatPrice(153600, "full_string", english)).toBe("From AED 153,600");
  });

  it("words Arabic prices in Arabic around the site's own price pattern", () => {
    const arabic = priceSettingsFor(DEMO, "ar", false);
    expect(formatPrice(153600, "price", arabic)).toBe("AED 153,600");
    expect(formatPrice(7400, "lease_full_string", arabic)).toBe("AED 7,400 شهريًا");
    expect(formatSubscribePrice(2900, arabic)).toBe("ابتداءً من AED 2,900 شهريًا");
    expect(formatPrice(153600, "full_string", arabic)).toBe("ابتداءً من AED 153,600");
  });

  it("lets the setting word one language its own way, a regional code falling back to its language", () => {
    const settings: PriceSettings = {
      ...DEMO,
      locales: { ar: { symbol: "درهم", format: "% ^", leaseFormat: "% ^ في الشهر" }, "ar-SA": { symbol: "ر.س" } },
    };
    const arabic = priceSettingsFor(settings, "ar", false);
    expect(formatPrice(7400, "lease_full_string", arabic)).toBe("7,400 درهم في الشهر");
    expect(formatSubscribePrice(2900, arabic)).toBe("ابتداءً من 2,900 درهم شهريًا");
    expect(formatPrice(153600, "price", priceSettingsFor(settings, "ar-SA", false))).toBe("153,600 ر.س");
  });

  it("lets the setting reword the default language too, and ignores parts that are not texts", () => {
    const settings: PriceSettings = { ...DEMO, locales: { en: { fullPrefix: "Only", leaseFormat: 7 } } };
    const english = priceSettingsFor(settings, "en", true);
    expect(formatPrice(153600, "full_string", english)).toBe("Only AED 153,600");
    expect(formatPrice(7400, "lease_full_string", english)).toBe("AED 7,400 / month");
  });

  it("keeps the site's wording in a language without built-in texts", () => {
    expect(priceSettingsFor(DEMO, "fr", false)).toBe(DEMO);
  });

  it("writes the converted second price in the language's words too", async () => {
    const { formatDoublePrice } = await import("./prices.ts");
    const arabic = priceSettingsFor(
      { ...DEMO, double: { ...DEMO.double, enabled: true, symbol: "USD", rate: 0.27 } },
      "ar",
      false,
    );
    expect(formatDoublePrice(7400, arabic, "lease")).toBe("USD 1,998 شهريًا");
  });
});
