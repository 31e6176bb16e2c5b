import { createContext, useContext } from "react";
import type { LanguageLink } from "../../../model/i18n/locales.ts";

/** The language of the page the shell draws, resolved on the server with the site's locales (decision 129). */
export interface PageLanguage {
  /** The page's locale code, e.g. `ar`. */
  code: string;
  /** The page is in the site's default language: it gets the menus and footer stored without a language. */
  isDefault: boolean;
  /** The home page of the page's language (`/ar`), where the logo and the first breadcrumb lead. */
  home: string;
  /** The language switcher's links, one per other language. */
  switcher: readonly LanguageLink[];
}

/** Without a provider (the editor's previews, unit tests): the default language, no switcher. */
export const PageLanguageContext = createContext<PageLanguage>({
  code: "en",
  isDefault: true,
  home: "/",
  switcher: [],
});

export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

/** The language whose menu or footer the page gets: null for the default language (the stored ones without a language). */
export function useContentLocale(): string | null {
  const language = usePageLanguage();
  return language.isDefault ? null : language.code;
}
