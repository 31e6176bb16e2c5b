import { describe, expect, it } from "vitest";
import { dateTimeFormat, numberFormat } from "./intl-formats.ts";

describe("kept Intl formatters", () => {
  it("format as toLocaleString and toLocaleDateString do, in English and Arabic", () => {
    for (const locale of ["en-GB", "ar", "ar-AE"]) {
      expect(numberFormat(locale, { maximumFractionDigits: 1 }).format(7.94)).toBe(
        (7.94).toLocaleString(locale, { maximumFractionDigits: 1 }),
      );
      expect(numberFormat(locale, { style: "percent" }).format(0.2)).toBe(
        (0.2).toLocaleString(locale, { style: "percent" }),
      );
      const options = { month: "long", year: "numeric", timeZone: "UTC" } as const;
      const date = new Date("2026-11-29T00:00:00Z");
      expect(dateTimeFormat(locale, options).format(date)).toBe(date.toLocaleDateString(locale, options));
    }
  });

  it("keep one formatter per locale and options", () => {
    expect(numberFormat("en-GB", { maximumFractionDigits: 2 })).toBe(
      numberFormat("en-GB", { maximumFractionDigits: 2 }),
    );
    expect(numberFormat("en-GB", { maximumFractionDigits: 2 })).not.toBe(
      numberFormat("ar", { maximumFractionDigits: 2 }),
    );
    expect(dateTimeFormat("en-GB", { timeZone: "UTC", month: "long" })).not.toBe(
      dateTimeFormat("en-GB", { timeZone: "Asia/Dubai", month: "long" }),
    );
  });

  it("refuse a malformed locale as toLocaleString does", () => {
    expect(() => numberFormat("not a locale!")).toThrow(RangeError);
  });
});
