import { describe, expect, it, vi } from "vitest";
import { dictionaryTranslator } from "./ui-dictionary.ts";
import { uiDictionary, uiI18next, uiResources, uiTranslator } from "./ui-translator.ts";
import { UI_STRINGS_EN, type UiStringKey } from "./ui-strings.ts";

function flatKeys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : flatKeys(value as object, `${prefix}${key}.`),
  );
}

describe("UI strings through i18next", () => {
  it("resolves the shell's texts in Arabic, with placeholders filled", () => {
    const t = uiTranslator("ar");
    expect(t("header.menu")).toBe("القائمة");
    expect(t("carousel.slide", { count: 3 })).toBe("الشريحة 3");
    expect(t("header.home", { site: "Forecourt & Co" })).toBe("الصفحة الرئيسية لـ Forecourt & Co");
    expect(t("breadcrumbs.home")).toBe("الرئيسية");
    expect(t("search.label")).toBe("ابحث في الموقع");
  });

  it("falls back to English for a language without translations, and a region to its language", () => {
    const warn = vi.fn();
    expect(uiTranslator("fr", {}, warn)("footer.search_button")).toBe("Search");
    expect(uiTranslator("ar-AE")("footer.search_button")).toBe("بحث");
    expect(uiTranslator("en")("not_found.title")).toBe("Page not found");
  });

  it("logs a missing translation once per locale and uses the English text", () => {
    const warn = vi.fn();
    const overrides = { de: { "header.menu": "Menü" } };
    expect(uiDictionary("de", overrides, warn)["header.menu"]).toBe("Menü");
    expect(uiDictionary("de", overrides, warn)["search.label"]).toBe("Search the site");
    uiDictionary("de-AT", overrides, warn);
    expect(warn).toHaveBeenCalledTimes(2); // de, then de-AT: each locale once, never per render
    expect(warn.mock.calls[0]![0]).toMatch(/^Missing translation \(de\): .*search\.label/);
    expect(warn.mock.calls[0]![0]).not.toMatch(/header\.menu/);
  });

  it("has an Arabic text for every UI string (no English left on Arabic pages)", () => {
    const warn = vi.fn();
    const dictionary = uiDictionary("ar", { ar: {} }, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(Object.keys(dictionary)).toEqual(expect.arrayContaining(flatKeys(UI_STRINGS_EN)));
    expect(dictionary["search.results_few"]).toBe("{{count}} نتائج");
  });

  it("gives the islands' dictionary translator exactly what i18next gives, for every key", () => {
    const values = {
      site: "S",
      count: 2,
      current: 1,
      total: 4,
      label: "L",
      heading: "H",
      before: "A",
      after: "B",
      results: "R",
      query: "q",
    };
    const keys = flatKeys(UI_STRINGS_EN).map((key) => key.replace(/_(one|other)$/, "")) as UiStringKey[];
    for (const locale of ["en", "ar"]) {
      const i18n = uiI18next();
      const t = dictionaryTranslator(uiDictionary(locale), locale);
      for (const key of new Set(keys))
        for (const count of [0, 1, 2, 5, 11, 100])
          expect(t(key, { ...values, count }), `${locale} ${key} ${count}`).toBe(
            i18n.t(key, { ...values, count, lng: locale }),
          );
    }
  });
});

describe("widget translations merged into the i18next resources", () => {
  it("puts the built-in widget translations and the settings overrides in, settings winning per locale", () => {
    const resources = uiResources({ ar: { "showroom.back": "العودة", "header.menu": "قائمة الموقع" } });
    expect(resources.en!.translation).toMatchObject({
      showroom: { back: "Back to all vehicles" },
      header: { menu: "Menu" },
    });
    expect(resources.ar!.translation).toMatchObject({ showroom: { back: "العودة" }, header: { menu: "قائمة الموقع" } });
  });

  it("an override changes the text a page in that locale shows, and no other locale", () => {
    const overrides = { ar: { "breadcrumbs.home": "البداية" }, en: { "search.link": "Find" } };
    expect(uiTranslator("ar", overrides)("breadcrumbs.home")).toBe("البداية");
    expect(uiTranslator("ar", overrides)("search.link")).toBe("بحث");
    expect(uiTranslator("en", overrides)("search.link")).toBe("Find");
    expect(uiTranslator("en", overrides)("breadcrumbs.home")).toBe("Home");
  });

  it("ignores an override whose key runs through a text", () => {
    const resources = uiResources({ en: { "header.menu.x": "broken" } });
    expect(resources.en!.translation).toMatchObject({ header: { menu: "Menu" } });
  });
});
