import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALES,
  defaultLocale,
  hreflangLinks,
  languageLinks,
  localeForPath,
  normaliseLocales,
  resolvePageLocale,
} from "./locales.ts";

const LOCALES = normaliseLocales([
  { code: "en", dir: "ltr", default: true },
  { code: "ar", dir: "rtl", prefix: "/ar" },
  { code: "fr", prefix: "/fr" },
]);

describe("site locales", () => {
  it("fills in the direction from the language and keeps one default", () => {
    expect(normaliseLocales([{ code: "fa", prefix: "/fa" }, { code: "en" }])).toEqual([
      { code: "fa", dir: "rtl", prefix: "/fa", default: true },
      { code: "en", dir: "ltr" },
    ]);
    expect(normaliseLocales([{ code: "en" }, { code: "de", default: true }, { code: "fr", default: true }])).toEqual([
      { code: "en", dir: "ltr" },
      { code: "de", dir: "ltr", default: true },
      { code: "fr", dir: "ltr" },
    ]);
  });

  it("drops unusable entries with a warning and falls back to the built-in locales", () => {
    const warnings: string[] = [];
    expect(normaliseLocales([{ code: "Arabic" }, { code: "ar", prefix: "ar" }], (m) => warnings.push(m))).toEqual([
      { code: "ar", dir: "rtl", default: true },
    ]);
    expect(warnings).toEqual([
      'site.locales/0: a locale needs a unique language code such as "en" or "ar"; ignored',
      "site.locales/1/prefix: must look like /ar; ignored",
    ]);
    expect(normaliseLocales(null)).toEqual(DEFAULT_LOCALES);
    expect(normaliseLocales([])).toEqual(DEFAULT_LOCALES);
  });

  it("finds a path's locale by its prefix, whole segments only", () => {
    expect(localeForPath(LOCALES, "/ar")?.code).toBe("ar");
    expect(localeForPath(LOCALES, "/ar/model-launch")?.code).toBe("ar");
    expect(localeForPath(LOCALES, "/arrivals")).toBeNull();
    expect(localeForPath(LOCALES, "/model-launch")).toBeNull();
  });

  it("resolves a page's locale: its own field, else its path prefix, else the default", () => {
    expect(resolvePageLocale(LOCALES, { path: "/ar/offers", locale: null })).toMatchObject({ code: "ar", dir: "rtl" });
    expect(resolvePageLocale(LOCALES, { path: "/arabic-offers", locale: "ar" }).dir).toBe("rtl");
    expect(resolvePageLocale(LOCALES, { path: "/offers" })).toBe(defaultLocale(LOCALES));
    // A locale the site no longer has falls back to the path.
    expect(resolvePageLocale(LOCALES, { path: "/fr/offres", locale: "de" }).code).toBe("fr");
  });
});

describe("hreflang alternates", () => {
  const group = [
    { path: "/ar/model-launch", locale: "ar" },
    { path: "/fr/lancement", locale: null },
    { path: "/model-launch", locale: null },
  ];

  it("names every translation and x-default (the default locale's page), with the origin", () => {
    expect(hreflangLinks(LOCALES, group[0]!, group, "https://www.example.com")).toEqual([
      { hreflang: "ar", href: "https://www.example.com/ar/model-launch" },
      { hreflang: "fr", href: "https://www.example.com/fr/lancement" },
      { hreflang: "en", href: "https://www.example.com/model-launch" },
      { hreflang: "x-default", href: "https://www.example.com/model-launch" },
    ]);
  });

  it("gives a page without translations no alternates", () => {
    expect(hreflangLinks(LOCALES, { path: "/faq", locale: null }, [], "")).toEqual([]);
    expect(hreflangLinks(LOCALES, group[2]!, [group[2]!], "")).toEqual([]);
  });

  it("switches to the page's translation in each other language, else to that language's home", () => {
    const [ar, , en] = group as [(typeof group)[0], (typeof group)[0], (typeof group)[0]];
    const arabic = resolvePageLocale(LOCALES, ar);
    expect(languageLinks(LOCALES, arabic, ar, group)).toEqual([
      { code: "en", name: "English", dir: "ltr", href: "/model-launch", translated: true },
      { code: "fr", name: "Français", dir: "ltr", href: "/fr/lancement", translated: true },
    ]);
    expect(
      languageLinks(LOCALES, resolvePageLocale(LOCALES, en), en, [en]).map((link) => [link.name, link.href]),
    ).toEqual([
      ["العربية", "/ar"],
      ["Français", "/fr"],
    ]);
    expect(languageLinks(LOCALES, arabic, null, []).map((link) => link.href)).toEqual(["/", "/fr"]);
  });

  it("points x-default at the page itself when no translation is in the default locale", () => {
    const links = hreflangLinks(LOCALES, group[0]!, group.slice(0, 2), "");
    expect(links.at(-1)).toEqual({ hreflang: "x-default", href: "/ar/model-launch" });
  });
});
