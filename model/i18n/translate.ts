/**
 * Translations: a translation is valid only if its key exists (with text);
 * otherwise the fallback text is used and a warning logged. The placeholder {{count}} is replaced;
 * on error the default (fallback) text is used.
 */
export type Translations = Readonly<Record<string, unknown>>;

export type Warn = (message: string) => void;

const COUNT = /\{\{\s*count\s*\}\}/g;

/** True when `key` exists in `translations` with a text value. */
export function hasTranslation(translations: Translations | null | undefined, key: string): boolean {
  return !!translations && Object.hasOwn(translations, key) && typeof translations[key] === "string";
}

/** Replaces every {{count}} (spaces inside the braces allowed); throws on a count that is not a finite number. */
export function replaceCount(text: string, count: number): string {
  if (typeof count !== "number" || !Number.isFinite(count))
    throw new TypeError(`count must be a finite number, got ${String(count)}`);
  return text.replace(COUNT, count.toLocaleString("en-GB"));
}

export interface TranslateOptions {
  count?: number;
  warn?: Warn;
}

/** The translation of `key`, or `fallback` (logged) when the key is missing; {{count}} replaced when a count is given. */
export function translate(
  translations: Translations | null | undefined,
  key: string,
  fallback: string,
  options: TranslateOptions = {},
): string {
  let text = fallback;
  if (hasTranslation(translations, key)) text = translations![key] as string;
  else options.warn?.(`Missing translation "${key}"; using the fallback text`);
  if (options.count === undefined) return text;
  try {
    return replaceCount(text, options.count);
  } catch {
    return fallback;
  }
}

/**
 * A counted label: `<key>_one` for 1, `<key>_other` otherwise, each falling back to the given text,
 * e.g. seats_one "{{count}} seat", seats_other "{{count}} seats".
 */
export function translateCount(
  translations: Translations | null | undefined,
  key: string,
  count: number,
  fallback: { one: string; other: string },
  warn?: Warn,
): string {
  const one = count === 1;
  return translate(translations, `${key}_${one ? "one" : "other"}`, one ? fallback.one : fallback.other, {
    count,
    warn,
  });
}
