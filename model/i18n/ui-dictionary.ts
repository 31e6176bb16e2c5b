import type { UiStringKey } from "./ui-strings.ts";

/**
 * The UI strings of one page's language as the islands get them: key -> text template, already
 * resolved on the server through i18next (language fallback, settings overrides; decision 116).
 * This module is all the browser needs to read them: no i18next in the islands bundle.
 */
export type UiDictionary = Readonly<Record<string, string>>;

/** Resolves a UI string; `values` fill its {{placeholders}}, a numeric `count` picks its plural form. */
export type UiTranslate = (key: UiStringKey, values?: Record<string, string | number>) => string;

/** The id of the script element that carries a page's dictionary (JSON), once per page with islands. */
export const UI_DICTIONARY_SCRIPT_ID = "fc-ui-strings";

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

const pluralRulesByLocale = new Map<string, Intl.PluralRules>();

/**
 * One Intl.PluralRules per locale for the process: a translator is made per component and render on
 * the server (useUiText), and constructing the rules cost 3% of an uncached home page's CPU (decision 179).
 * Kept here rather than with the other Intl formatters (intl-formats.ts): this module is in every
 * page's islands bundle, and that one is not.
 */
export function pluralRules(locale: string): Intl.PluralRules {
  let rules = pluralRulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRulesByLocale.set(locale, rules);
  }
  return rules;
}

/**
 * A translator over a resolved dictionary, with i18next's semantics for what the UI strings use:
 * `{{name}}` interpolation (unescaped: React escapes) and plural keys `<key>_<form>` chosen by
 * Intl.PluralRules, `_other` when the language has no text for that form.
 * ui-translator.test.ts checks it gives what i18next gives for every key.
 */
export function dictionaryTranslator(dictionary: UiDictionary, locale: string): UiTranslate {
  let rules: Intl.PluralRules | undefined;
  return (key, values) => {
    let template = dictionary[key];
    if (values && typeof values.count === "number") {
      rules ??= pluralRules(locale);
      template = dictionary[`${key}_${rules.select(values.count)}`] ?? dictionary[`${key}_other`] ?? template;
    }
    if (template === undefined) return key;
    if (!values) return template;
    return template.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}

/**
 * What a page embeds of its dictionary (decision 178): only what differs from `base`, the built-in
 * English strings the islands bundle already has; `null` for a key of `base` the page lacks. An
 * English page without overrides embeds `{}` instead of every string again.
 */
export type UiDictionaryDelta = Readonly<Record<string, string | null>>;

const deltas = new WeakMap<UiDictionary, WeakMap<UiDictionary, UiDictionaryDelta>>();

export function dictionaryDelta(dictionary: UiDictionary, base: UiDictionary): UiDictionaryDelta {
  // Dictionaries are kept per locale and settings revision: one delta each, made once.
  const known = deltas.get(dictionary)?.get(base);
  if (known) return known;
  const delta: Record<string, string | null> = {};
  for (const [key, text] of Object.entries(dictionary)) if (base[key] !== text) delta[key] = text;
  for (const key of Object.keys(base)) if (!Object.hasOwn(dictionary, key)) delta[key] = null;
  const byBase = deltas.get(dictionary) ?? new WeakMap<UiDictionary, UiDictionaryDelta>();
  byBase.set(base, delta);
  deltas.set(dictionary, byBase);
  return delta;
}

/** The page's dictionary again from `base` and what it embedded. */
export function applyDictionaryDelta(base: UiDictionary, delta: UiDictionaryDelta): UiDictionary {
  const dictionary: Record<string, string> = { ...base };
  for (const [key, text] of Object.entries(delta)) {
    if (text === null) delete dictionary[key];
    else dictionary[key] = text;
  }
  return dictionary;
}

/** A UI strings tree (`{ header: { menu: "Menu" } }`) as a dictionary (`{ "header.menu": "Menu" }`). */
export function flattenUiStrings(tree: object, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree))
    if (typeof value === "string") into[`${prefix}${key}`] = value;
    else flattenUiStrings(value as object, `${prefix}${key}.`, into);
  return into;
}

/**
 * UI strings that only some islands read (decision 186): key prefix -> the island types that read
 * them. A page embeds them only when one of those islands is on it (the order journey's 150 texts
 * are not on the stock page), and the islands bundle does not carry their English: the block brings
 * it in its own chunk (`WithOwnUiStrings`).
 */
const ISLAND_OWN_STRINGS: Readonly<Record<string, readonly string[]>> = {
  "order.": ["order-online-checkout"],
};

/**
 * UI strings no island reads (decision 193): the consent banner's, drawn by the server and run by its
 * own script (decisions 191, 193). A page embeds none of them for its islands; an island that came to
 * read one would get the built-in English, so it would have to be taken off this list.
 */
const NO_ISLAND_STRINGS: readonly string[] = ["consent."];

const embedded = new WeakMap<UiDictionaryDelta, Map<string, UiDictionaryDelta>>();

/** `delta` without NO_ISLAND_STRINGS and the keys of ISLAND_OWN_STRINGS whose islands are not among `islandTypes`. */
export function deltaForIslands(delta: UiDictionaryDelta, islandTypes: readonly string[]): UiDictionaryDelta {
  const left = [
    ...NO_ISLAND_STRINGS,
    ...Object.keys(ISLAND_OWN_STRINGS).filter(
      (prefix) => !ISLAND_OWN_STRINGS[prefix]!.some((type) => islandTypes.includes(type)),
    ),
  ];
  // Few combinations per dictionary (pages with or without the journey): each filtered once.
  const cacheKey = left.join(" ");
  const known = embedded.get(delta)?.get(cacheKey);
  if (known) return known;
  const filtered = Object.fromEntries(
    Object.entries(delta).filter(([key]) => !left.some((prefix) => key.startsWith(prefix))),
  );
  const byPrefixes = embedded.get(delta) ?? new Map<string, UiDictionaryDelta>();
  byPrefixes.set(cacheKey, filtered);
  embedded.set(delta, byPrefixes);
  return filtered;
}
