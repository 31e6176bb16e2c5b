import { UI_STRINGS, type UiStringTree } from "../i18n/ui-strings.ts";
import type { PriceSettings } from "./prices.ts";
import type { SettingValues } from "../../generated/contracts/settings.ts";

/**
 * The words around a price in one language (decision 181): the currency symbol and the patterns of
 * plain, lease and subscription prices ('%' the amount, '^' the symbol), the prefix of a full price and
 * the thousands separator. `sl.price_settings.locales.<language>` sets any of them for one language.
 */
type PriceWording = NonNullable<NonNullable<SettingValues["sl.price_settings"]>["locales"]>[string];

const WORDING_KEYS = ["symbol", "delimiter", "format", "leaseFormat", "subscribeFormat", "fullPrefix"] as const;

/** The language part of a locale code: `ar` of `ar-AE`. */
function languageOf(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0]!;
}

/** The built-in price texts of a language (the UI strings' `prices` group), or null when it has none. */
function builtInTexts(language: string): { lease: string; subscribe: string; full_prefix: string } | null {
  if (!Object.hasOwn(UI_STRINGS, language)) return null;
  const tree = UI_STRINGS[language as keyof typeof UI_STRINGS] as unknown as UiStringTree;
  const prices = tree.prices;
  return typeof prices === "object"
    ? (prices as unknown as { lease: string; subscribe: string; full_prefix: string })
    : null;
}

const separators = new Map<string, string>();

/**
 * The thousands separator the language writes with Western digits (Intl, the same source as the
 * site's other numbers; the amounts are written in Western digits, as Gulf prices and the site's
 * dates on Arabic pages are, so the separator must be the one that goes with them).
 */
function groupSeparator(locale: string): string {
  let separator = separators.get(locale);
  if (separator === undefined) {
    try {
      separator =
        new Intl.NumberFormat(locale, { useGrouping: true, numberingSystem: "latn" })
          .formatToParts(1_000_000)
          .find((part) => part.type === "group")?.value ?? ",";
    } catch {
      separator = ",";
    }
    separators.set(locale, separator);
  }
  return separator;
}

/** The fields of a stored per-language part that are texts; anything else is dropped. */
function wordingOf(value: unknown): PriceWording {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return {};
  const wording: PriceWording = {};
  for (const key of WORDING_KEYS) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === "string") wording[key] = text;
  }
  return wording;
}

/** The stored wording of `locale` (an exact `ar-AE` part wins over `ar`). */
function storedWording(settings: PriceSettings, locale: string): PriceWording {
  const parts = settings.locales;
  if (!parts || typeof parts !== "object") return {};
  const exact = Object.hasOwn(parts, locale) ? wordingOf(parts[locale]) : {};
  const language = languageOf(locale);
  const general = language !== locale && Object.hasOwn(parts, language) ? wordingOf(parts[language]) : {};
  return { ...general, ...exact };
}

/**
 * The price settings a page in `locale` writes its prices with. The site's own fields are the default
 * language's wording, as they always were; another language takes its built-in wording from the UI
 * strings (its "/ month", "from", "From" around the site's price pattern) and its thousands separator
 * from Intl, then whatever `locales.<language>` sets. A language without built-in texts keeps the
 * site's wording unless its part sets its own.
 */
export function priceSettingsFor(settings: PriceSettings, locale: string, isDefaultLanguage: boolean): PriceSettings {
  const stored = storedWording(settings, locale);
  const texts = isDefaultLanguage ? null : builtInTexts(languageOf(locale));
  if (!texts && Object.keys(stored).length === 0) return settings;
  const format = stored.format ?? settings.format;
  const builtIn: PriceWording = texts
    ? {
        delimiter: groupSeparator(locale),
        leaseFormat: texts.lease.replace("{{price}}", format),
        subscribeFormat: texts.subscribe.replace("{{price}}", format),
        fullPrefix: texts.full_prefix,
      }
    : {};
  return { ...settings, ...builtIn, ...stored, format };
}
