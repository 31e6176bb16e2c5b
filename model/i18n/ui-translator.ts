import i18next, { type i18n } from "i18next";
import { BUILT_IN_TRANSLATIONS, DEFAULT_LANGUAGE } from "./widget-translations.ts";
import { UI_STRINGS, type UiStringTree } from "./ui-strings.ts";
import { dictionary, isPrototypeKey } from "../json/index.ts";
import { dictionaryTranslator, type UiDictionary, type UiTranslate } from "./ui-dictionary.ts";

/**
 * Texts an admin set per language (the `translations.<id>` settings, decision 116): locale code ->
 * flat key (`header.menu`, `showroom.back`) -> text. They override the built-in texts of that locale.
 */
export type UiStringOverrides = Readonly<Record<string, Readonly<Record<string, string>>>>;

type Warn = (message: string) => void;

const NO_OVERRIDES: UiStringOverrides = {};

/**
 * Puts a flat dotted key into a nested tree; a key whose path runs through a text is skipped, and so
 * is one with a `__proto__`, `constructor` or `prototype` segment (it would walk into Object.prototype
 * and change every object in the process). Only own properties are followed; new nodes have no prototype.
 */
function setPath(tree: Record<string, unknown>, key: string, text: string): void {
  if (isPrototypeKey(key)) return;
  const parts = key.split(".");
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    const next = Object.hasOwn(node, part) ? node[part] : undefined;
    if (typeof next === "string") return;
    if (next === undefined) node[part] = dictionary<unknown>();
    node = node[part] as Record<string, unknown>;
  }
  const last = parts.at(-1)!;
  if (!Object.hasOwn(node, last) || typeof node[last] !== "object") node[last] = text;
}

function flatten(tree: UiStringTree, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into[`${prefix}${key}`] = value;
    else flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

/** The flat keys of the UI strings (English has them all): what a page's dictionary holds. */
const UI_KEYS = Object.keys(flatten(UI_STRINGS.en));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLURAL_BASES = new Set(UI_KEYS.filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, "")));

/**
 * The i18next resources: per language, the built-in UI strings, the built-in widget translations,
 * then the admin's overrides of that locale on top (settings win over built-ins, per locale).
 */
export function uiResources(overrides: UiStringOverrides = NO_OVERRIDES): Record<string, { translation: object }> {
  const codes = new Set([...Object.keys(UI_STRINGS), ...Object.keys(BUILT_IN_TRANSLATIONS), ...Object.keys(overrides)]);
  const resources = dictionary<{ translation: object }>();
  for (const code of codes) {
    const tree = structuredClone((UI_STRINGS as Record<string, UiStringTree | undefined>)[code] ?? {}) as Record<
      string,
      unknown
    >;
    for (const [key, text] of Object.entries(BUILT_IN_TRANSLATIONS[code] ?? {})) setPath(tree, key, text);
    for (const [key, text] of Object.entries(overrides[code] ?? {})) setPath(tree, key, text);
    resources[code] = { translation: tree };
  }
  return resources;
}

/** One i18next instance per set of overrides (the last few kept: the settings revision rarely changes). */
const instances = new Map<string, i18n>();
const MAX_INSTANCES = 4;

/** By the overrides object first: the settings hand the same one to every render of a revision. */
const instanceOf = new WeakMap<UiStringOverrides, i18n>();

function instanceFor(overrides: UiStringOverrides): i18n {
  const known = instanceOf.get(overrides);
  if (known) return known;
  const cacheKey = JSON.stringify(overrides);
  let instance = instances.get(cacheKey);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: uiResources(overrides),
      initAsync: false,
      // React escapes what it renders; i18next escaping it too would show &amp; on the page.
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    } as Parameters<i18n["init"]>[0]);
    if (instances.size >= MAX_INSTANCES) instances.delete(instances.keys().next().value!);
    instances.set(cacheKey, instance);
  }
  instanceOf.set(overrides, instance);
  return instance;
}

/** The i18next instance of a set of overrides, for tests that compare the dictionary with i18next itself. */
export function uiI18next(overrides: UiStringOverrides = NO_OVERRIDES): i18n {
  return instanceFor(overrides);
}

const dictionaries = new WeakMap<i18n, Map<string, UiDictionary>>();
const warned = new Set<string>();

/**
 * The UI strings of a locale, resolved through i18next's language hierarchy (`ar-AE` -> `ar` ->
 * English): key -> template. A key the locale's languages lack falls back to English and is
 * logged once per process and locale ("Missing translation").
 */
export function uiDictionary(
  locale: string,
  overrides: UiStringOverrides = NO_OVERRIDES,
  warn: Warn = (message) => console.warn(message),
): UiDictionary {
  const instance = instanceFor(overrides);
  let byLocale = dictionaries.get(instance);
  if (!byLocale) dictionaries.set(instance, (byLocale = new Map()));
  const code = locale || DEFAULT_LANGUAGE;
  const cached = byLocale.get(code);
  if (cached) return cached;

  const hierarchy: string[] = instance.services.languageUtils.toResolveHierarchy(code);
  const lookup = (key: string, codes: readonly string[]): string | undefined => {
    for (const language of codes) {
      const text: unknown = instance.getResource(language, "translation", key);
      if (typeof text === "string") return text;
    }
    return undefined;
  };
  const own = hierarchy.filter((language) => language !== DEFAULT_LANGUAGE);
  const dictionary: Record<string, string> = {};
  const missing: string[] = [];
  for (const key of UI_KEYS) {
    const base = key.replace(PLURAL, "");
    const isPlural = PLURAL_BASES.has(base) && base !== key;
    if (own.length > 0 && lookup(key, own) === undefined && !(isPlural && hasOwnPlural(base, own, lookup)))
      missing.push(key);
    dictionary[key] = lookup(key, hierarchy)!;
  }
  // Plural forms a language has beyond English's one/other (Arabic: zero, two, few, many).
  for (const base of PLURAL_BASES)
    for (const form of ["zero", "two", "few", "many"]) {
      const text = lookup(`${base}_${form}`, own);
      if (text !== undefined) dictionary[`${base}_${form}`] = text;
    }
  const unwarned = missing.filter((key) => !warned.has(`${code}:${key}`));
  if (unwarned.length > 0) {
    for (const key of unwarned) warned.add(`${code}:${key}`);
    warn(`Missing translation (${code}): ${unwarned.join(", ")}; the English text is used`);
  }
  byLocale.set(code, dictionary);
  return dictionary;
}

function hasOwnPlural(
  base: string,
  codes: readonly string[],
  lookup: (key: string, codes: readonly string[]) => string | undefined,
): boolean {
  return lookup(`${base}_other`, codes) !== undefined;
}

/** The UI strings of a locale (`ar`, `ar-AE` falls back to `ar`, then English) as a translator. */
export function uiTranslator(locale: string, overrides: UiStringOverrides = NO_OVERRIDES, warn?: Warn): UiTranslate {
  return dictionaryTranslator(uiDictionary(locale, overrides, warn), locale || DEFAULT_LANGUAGE);
}
