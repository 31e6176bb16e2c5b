import { describe, expect, it } from "vitest";
import { uiTranslator } from "./ui-translator.ts";

describe("UI strings through i18next", () => {
  it("resolves the shell's texts in Arabic, with placeholders filled", () => {
    const t = uiTranslator("ar");
    expect(t("header.menu")).toBe("القائمة");
    expect(t("carousel.slide", { count: 3 })).toBe("الشريحة 3");
    expect(t("header.home", { site: "Forecourt & Co" })).toBe("الصفحة الرئيسية لـ Forecourt & Co");
  });

  it("falls back to English for a language without translations, and a region to its language", () => {
    expect(uiTranslator("fr")("footer.search_button")).toBe("Search");
    expect(uiTranslator("ar-AE")("footer.search_button")).toBe("بحث");
    expect(uiTranslator("en")("not_found.title")).toBe("Page not found");
  });
});
