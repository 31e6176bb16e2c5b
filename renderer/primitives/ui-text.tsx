import { createContext, useContext, useMemo } from "react";
import { dictionaryTranslator, type UiDictionary, type UiTranslate } from "../../model/i18n/ui-dictionary.ts";
import { UI_STRINGS_EN } from "../../model/i18n/ui-strings.ts";

/** The page's language and its UI strings, resolved on the server (decision 116). */
export interface UiStrings {
  locale: string;
  dictionary: UiDictionary;
  /** The page is in the site's default language: texts an admin wrote in settings show as written. */
  isDefaultLocale: boolean;
}

function flatten(tree: object, prefix = "", into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree))
    if (typeof value === "string") into[`${prefix}${key}`] = value;
    else flatten(value as object, `${prefix}${key}.`, into);
  return into;
}

/** Without a provider (unit tests, the editor's own screens): the built-in English strings. */
export const ENGLISH_UI_STRINGS: UiStrings = {
  locale: "en",
  dictionary: flatten(UI_STRINGS_EN),
  isDefaultLocale: true,
};

/**
 * The server provides the page's locale and dictionary; the islands provide the same dictionary,
 * read from the page (renderer/islands/client.tsx), so both render the same texts (decision 111).
 */
export const UiStringsContext = createContext<UiStrings>(ENGLISH_UI_STRINGS);

/** True when the page is in the site's default language (settings texts are written in it). */
export function useIsDefaultLocale(): boolean {
  return useContext(UiStringsContext).isDefaultLocale;
}

/** The UI strings (shell texts, carousel controls, ...) in the page's language. */
export function useUiText(): UiTranslate {
  const { locale, dictionary } = useContext(UiStringsContext);
  return useMemo(() => dictionaryTranslator(dictionary, locale), [dictionary, locale]);
}

/**
 * The page's language for Intl (dates, numbers, prices): its locale, English written the British way
 * (en-GB, the site's dates since seed 000).
 */
export function useUiLocale(): string {
  const { locale } = useContext(UiStringsContext);
  return locale === "en" ? "en-GB" : locale;
}
