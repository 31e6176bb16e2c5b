import { describe, expect, it, vi } from "vitest";
import { consentSettings } from "../consent/index.ts";
import { localeOfTranslationsId, uiStringOverrides } from "./ui-string-settings.ts";
import { uiTranslator } from "./ui-translator.ts";

describe("UI string overrides from the settings", () => {
  it("reads translations.<id> per locale, dropping entries that are not text", () => {
    const warn = vi.fn();
    const overrides = uiStringOverrides(
      new Map([
        ["translations.ar", JSON.stringify({ "breadcrumbs.home": "البداية", count: 3 })],
        ["translations.en_au", JSON.stringify({ "search.link": "Search us" })],
      ]),
      null,
      "en",
      warn,
    );
    expect(overrides).toEqual({ ar: { "breadcrumbs.home": "البداية" }, "en-AU": { "search.link": "Search us" } });
    expect(warn).not.toHaveBeenCalled();
    expect(localeOfTranslationsId("en_au")).toBe("en-AU");
  });

  it("logs and ignores broken JSON and values that are not objects", () => {
    const warn = vi.fn();
    const overrides = uiStringOverrides(
      new Map([
        ["translations.ar", "{broken"],
        ["translations.fr", "[1]"],
      ]),
      null,
      "en",
      warn,
    );
    expect(overrides).toEqual({});
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      "Invalid JSON in translations.ar; built-in translations used",
      "translations.fr is not a JSON object; built-in translations used",
    ]);
  });

  it("makes the consent banner's texts the default locale's, which translations.<default> can still replace", () => {
    const consent = consentSettings({ title: "We use cookies", accept_label: "OK", scope_labels: { C0004: "Ads" } });
    const overrides = uiStringOverrides(
      new Map([["translations.en", JSON.stringify({ "consent.accept": "Accept" })]]),
      consent,
      "en",
      () => {},
    );
    const english = uiTranslator("en", overrides);
    expect(english("consent.title")).toBe("We use cookies");
    expect(english("consent.accept")).toBe("Accept");
    expect(english("consent.scope.C0004")).toBe("Ads");
    // Arabic pages get the Arabic built-ins, not the English the admin wrote.
    expect(uiTranslator("ar", overrides)("consent.title")).toBe("ملفات تعريف الارتباط على هذا الموقع");
    // A language without its own texts falls back to the admin's English.
    expect(uiTranslator("fr", overrides, () => {})("consent.title")).toBe("We use cookies");
  });

  it("makes the 404 page setting's texts the default locale's; an Arabic 404 has its own", () => {
    const overrides = uiStringOverrides(new Map(), null, "en", () => {}, {
      heading: "Lost?",
      paragraph: "Nothing here.",
      button_label: "Home",
    });
    expect(uiTranslator("en", overrides)("not_found.heading")).toBe("Lost?");
    expect(uiTranslator("ar", overrides)("not_found.button")).toBe("العودة إلى الصفحة الرئيسية");
  });
});
