/**
 * Site locales (issue 15, decision 109): the `site.locales` setting lists the site's languages, each
 * with its writing direction and an optional path prefix (`/ar`). A page's locale is its own `locale`
 * field, else the locale whose prefix its path starts with, else the default locale. Pages that share
 * a translation group are translations of each other and name each other as hreflang alternates.
 */
export type TextDirection = "ltr" | "rtl";

export interface SiteLocale {
  /** A BCP 47 language code, e.g. `en`, `ar`, `fr-CA`: the page's `<html lang>` and its hreflang. */
  code: string;
  dir: TextDirection;
  /** The path prefix of this locale's pages, e.g. `/ar`; none for the default locale. */
  prefix?: string;
  default?: boolean;
}

/** Without a setting: English, left to right, and Arabic under /ar. */
export const DEFAULT_LOCALES: readonly SiteLocale[] = [
  { code: "en", dir: "ltr", default: true },
  { code: "ar", dir: "rtl", prefix: "/ar" },
];

/** Languages written right to left, for a locale whose setting leaves `dir` out. */
const RTL_LANGUAGES = new Set(["ar", "fa", "he", "ur", "ps", "ckb", "dv", "yi"]);

function directionOf(code: string): TextDirection {
  return RTL_LANGUAGES.has(code.split("-")[0]!.toLowerCase()) ? "rtl" : "ltr";
}

const CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const PREFIX = /^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/**
 * The stored setting as a usable list: entries without a valid code are dropped (each logged), a
 * missing `dir` follows the language, a bad prefix is dropped, and exactly one locale is the default
 * (the first marked, else the first). An empty or unusable list gives the built-in locales.
 */
export function normaliseLocales(value: unknown, warn: (message: string) => void = () => {}): SiteLocale[] {
  if (!Array.isArray(value)) return DEFAULT_LOCALES.map((locale) => ({ ...locale }));
  const locales: SiteLocale[] = [];
  value.forEach((entry: unknown, index) => {
    const item = entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>) : {};
    const code = typeof item.code === "string" ? item.code.trim() : "";
    if (!CODE.test(code) || locales.some((locale) => locale.code === code)) {
      warn(`site.locales/${index}: a locale needs a unique language code such as "en" or "ar"; ignored`);
      return;
    }
    const dir = item.dir === "rtl" || item.dir === "ltr" ? item.dir : directionOf(code);
    const locale: SiteLocale = { code, dir };
    if (typeof item.prefix === "string" && item.prefix !== "") {
      if (PREFIX.test(item.prefix)) locale.prefix = item.prefix;
      else warn(`site.locales/${index}/prefix: must look like /ar; ignored`);
    }
    if (item.default === true) locale.default = true;
    locales.push(locale);
  });
  if (locales.length === 0) return DEFAULT_LOCALES.map((locale) => ({ ...locale }));
  const first = locales.findIndex((locale) => locale.default);
  const defaultIndex = first === -1 ? 0 : first;
  return locales.map((locale, index) => {
    const { default: _ignored, ...rest } = locale;
    return index === defaultIndex ? { ...rest, default: true } : rest;
  });
}

export function defaultLocale(locales: readonly SiteLocale[]): SiteLocale {
  return locales.find((locale) => locale.default) ?? locales[0] ?? DEFAULT_LOCALES[0]!;
}

/** The locale whose prefix `path` is under (the longest prefix wins), or null. */
export function localeForPath(locales: readonly SiteLocale[], path: string): SiteLocale | null {
  let found: SiteLocale | null = null;
  for (const locale of locales) {
    const prefix = locale.prefix;
    if (!prefix || !(path === prefix || path.startsWith(`${prefix}/`))) continue;
    if (!found || prefix.length > (found.prefix ?? "").length) found = locale;
  }
  return found;
}

/** A page's locale: its own `locale` field when the site has it, else by its path prefix, else the default. */
export function resolvePageLocale(
  locales: readonly SiteLocale[],
  page: { path: string; locale?: string | null },
): SiteLocale {
  if (page.locale) {
    const own = locales.find((locale) => locale.code === page.locale);
    if (own) return own;
  }
  return localeForPath(locales, page.path) ?? defaultLocale(locales);
}

/** One translation of a page: where it is and in which language. */
export interface PageTranslation {
  path: string;
  locale: string | null;
}

export interface HreflangLink {
  hreflang: string;
  href: string;
}

/**
 * The hreflang alternates of a page that has translations: one per language (the page itself
 * included), plus x-default pointing at the default locale's version (else the page itself). A page
 * without translations gets none. Absolute URLs when an origin is known.
 */
export function hreflangLinks(
  locales: readonly SiteLocale[],
  page: PageTranslation,
  translations: readonly PageTranslation[],
  origin: string,
): HreflangLink[] {
  const others = translations.filter((translation) => translation.path !== page.path);
  if (others.length === 0) return [];
  const byLanguage = new Map<string, string>();
  for (const translation of [page, ...others]) {
    const code = resolvePageLocale(locales, translation).code;
    if (!byLanguage.has(code)) byLanguage.set(code, translation.path);
  }
  const links = [...byLanguage].map(([hreflang, path]) => ({ hreflang, href: `${origin}${path}` }));
  const fallback = byLanguage.get(defaultLocale(locales).code) ?? page.path;
  links.push({ hreflang: "x-default", href: `${origin}${fallback}` });
  return links;
}

/** A language's home page: its prefix (`/ar`), or `/` for a language without one. */
export function localeHome(locale: SiteLocale): string {
  return locale.prefix ?? "/";
}

/** A link of the language switcher: to the page in that language, else to that language's home. */
export interface LanguageLink {
  code: string;
  /** The language named in itself (`العربية`, `English`), as a visitor who reads it looks for it. */
  name: string;
  dir: TextDirection;
  href: string;
  /** True when `href` is the page's own translation, false when it is the language's home page. */
  translated: boolean;
}

/** Endonyms by code: the switcher draws them on every page render, and Intl.DisplayNames is costly to build. */
const ENDONYMS = new Map<string, string>();

function endonym(code: string): string {
  let name = ENDONYMS.get(code);
  if (name === undefined) {
    try {
      const found = new Intl.DisplayNames([code], { type: "language" }).of(code);
      name = found ? found.charAt(0).toLocaleUpperCase(code) + found.slice(1) : code;
    } catch {
      name = code;
    }
    ENDONYMS.set(code, name);
  }
  return name;
}

/**
 * The language switcher of a page in `current` (decision 129): one link per other language, to the
 * page's translation in it (a page of its translation group in that language), else to that
 * language's home page. `page` is null for pages that are not CMS pages (stock, showroom, search).
 */
export function languageLinks(
  locales: readonly SiteLocale[],
  current: SiteLocale,
  page: { path: string } | null,
  translations: readonly PageTranslation[],
): LanguageLink[] {
  return locales
    .filter((locale) => locale.code !== current.code)
    .map((locale) => {
      const translation = page
        ? translations.find(
            (candidate) => candidate.path !== page.path && resolvePageLocale(locales, candidate).code === locale.code,
          )
        : undefined;
      return {
        code: locale.code,
        name: endonym(locale.code),
        dir: locale.dir,
        href: translation?.path ?? localeHome(locale),
        translated: translation !== undefined,
      };
    });
}

/**
 * The language switcher of a route that exists in every language under its prefix (the showroom's
 * vehicle pages, decision 156): each other language's link is `path` under that language's prefix.
 * `path` is the default language's path (`/showroom/...`).
 */
export function routeLanguageLinks(locales: readonly SiteLocale[], current: SiteLocale, path: string): LanguageLink[] {
  return locales
    .filter((locale) => locale.code !== current.code)
    .map((locale) => ({
      code: locale.code,
      name: endonym(locale.code),
      dir: locale.dir,
      href: `${locale.default || !locale.prefix ? "" : locale.prefix}${path}`,
      translated: true,
    }));
}
