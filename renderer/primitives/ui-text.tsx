import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import {
  dictionaryTranslator,
  flattenUiStrings,
  type UiDictionary,
  type UiTranslate,
} from "../../model/i18n/ui-dictionary.ts";
import { COMMON_UI_STRINGS_EN } from "../../model/i18n/ui-strings.ts";

/** The page's language and its UI strings, resolved on the server (decision 116). */
export interface UiStrings {
  locale: string;
  dictionary: UiDictionary;
  /** The page is in the site's default language: texts an admin wrote in settings show as written. */
  isDefaultLocale: boolean;
}

/**
 * Without a provider (unit tests, the editor's own screens): the built-in English strings, those
 * every island may read (the islands bundle carries them; the order journey's come with its block).
 */
export const ENGLISH_UI_STRINGS: UiStrings = {
  locale: "en",
  dictionary: flattenUiStrings(COMMON_UI_STRINGS_EN),
  isDefaultLocale: true,
};

/**
 * The server provides the page's locale and dictionary; the islands provide the same dictionary,
 * read from the page (renderer/islands/client.tsx), so both render the same texts (decision 111).
 */
export const UiStringsContext = createContext<UiStrings>(ENGLISH_UI_STRINGS);

/**
 * A block's own built-in English strings (ISLAND_OWN_STRINGS, decision 186) under the page's: the
 * page's dictionary wins where it has the key (its language, the settings' overrides); `english`
 * fills the keys the islands bundle does not carry. `english` is a module constant of the block.
 */
export function WithOwnUiStrings({ english, children }: { english: UiDictionary; children: ReactNode }) {
  const strings = useContext(UiStringsContext);
  const value = useMemo(() => ({ ...strings, dictionary: { ...english, ...strings.dictionary } }), [strings, english]);
  return <UiStringsContext.Provider value={value}>{children}</UiStringsContext.Provider>;
}

/** True when the page is in the site's default language (settings texts are written in it). */
export function useIsDefaultLocale(): boolean {
  return useContext(UiStringsContext).isDefaultLocale;
}

/** The page's locale code when it is not the site's default language (`ar`), else undefined. */
export function useOtherLanguage(): string | undefined {
  const { locale, isDefaultLocale } = useContext(UiStringsContext);
  return isDefaultLocale ? undefined : locale;
}

/** The UI strings (shell texts, carousel controls, ...) in the page's language. */
export function useUiText(): UiTranslate {
  const { locale, dictionary } = useContext(UiStringsContext);
  return useMemo(() => dictionaryTranslator(dictionary, locale), [dictionary, locale]);
}

/**
 * The page's language for Intl (dates, numbers, prices): its locale, English written the British way
 * (en-GB, as the site has always written its dates).
 */
export function useUiLocale(): string {
  const { locale } = useContext(UiStringsContext);
  return locale === "en" ? "en-GB" : locale;
}

/**
 * A site path in the page's language: a path of another language's page gets that language's code
 * before it (`/showroom/x` -> `/ar/showroom/x`), which the routes that have translations accept
 * (the showroom's vehicle pages). The default language's paths stay as they are.
 */
export function useLanguagePath(): (path: string) => string {
  const { locale, isDefaultLocale } = useContext(UiStringsContext);
  return useCallback(
    (path: string) => (isDefaultLocale || !path.startsWith("/") || path.startsWith("//") ? path : `/${locale}${path}`),
    [locale, isDefaultLocale],
  );
}
