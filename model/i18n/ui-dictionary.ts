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
      rules ??= new Intl.PluralRules(locale);
      template = dictionary[`${key}_${rules.select(values.count)}`] ?? dictionary[`${key}_other`] ?? template;
    }
    if (template === undefined) return key;
    if (!values) return template;
    return template.replace(PLACEHOLDER, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    );
  };
}
