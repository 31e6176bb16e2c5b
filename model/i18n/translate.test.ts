import { describe, expect, it, vi } from "vitest";
import { hasTranslation, replaceCount, translate, translateCount } from "./translate.ts";

describe("translations", () => {
  const translations = {
    greeting: "Hello",
    results: "{{count}} vehicles found",
    spaced: "{{ count }} / {{count}}",
    empty: "",
    broken: 42,
  };

  it("uses a translation only when its key exists with text", () => {
    expect(hasTranslation(translations, "greeting")).toBe(true);
    expect(hasTranslation(translations, "empty")).toBe(true);
    expect(hasTranslation(translations, "broken")).toBe(false);
    expect(hasTranslation(translations, "missing")).toBe(false);
    expect(hasTranslation(translations, "toString")).toBe(false);
    expect(hasTranslation(null, "greeting")).toBe(false);
    expect(translate(translations, "greeting", "Hi")).toBe("Hello");
    expect(translate(translations, "broken", "Fallback")).toBe("Fallback");
  });

  it("falls back with a warning when the key is missing", () => {
    const warn = vi.fn();
    expect(translate(translations, "missing", "Fallback text", { warn })).toBe("Fallback text");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"missing"'));
    expect(translate(translations, "greeting", "Hi", { warn })).toBe("Hello");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("replaces every {{count}} placeholder", () => {
    expect(translate(translations, "results", "{{count}} results", { count: 1250 })).toBe("1,250 vehicles found");
    expect(translate(translations, "spaced", "", { count: 3 })).toBe("3 / 3");
    expect(translate(translations, "missing", "{{count}} results", { count: 2 })).toBe("2 results");
    expect(replaceCount("no placeholder", 5)).toBe("no placeholder");
  });

  it("uses the default text when the replacement fails", () => {
    expect(() => replaceCount("{{count}}", Number.NaN)).toThrow(TypeError);
    expect(translate(translations, "results", "Some vehicles", { count: Number.NaN })).toBe("Some vehicles");
    expect(translate(translations, "results", "Some vehicles", { count: Number.POSITIVE_INFINITY })).toBe(
      "Some vehicles",
    );
  });

  it("picks the singular or plural key by count", () => {
    const seats = { seats_one: "{{count}} seat", seats_other: "{{count}} seats" };
    const fallback = { one: "{{count}} place", other: "{{count}} places" };
    expect(translateCount(seats, "seats", 1, fallback)).toBe("1 seat");
    expect(translateCount(seats, "seats", 7, fallback)).toBe("7 seats");
    expect(translateCount({}, "seats", 2, fallback)).toBe("2 places");
    expect(translateCount({}, "seats", 1, fallback)).toBe("1 place");
  });
});
