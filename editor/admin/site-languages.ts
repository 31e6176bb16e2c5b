import { useQuery } from "@tanstack/react-query";
import { normaliseLocales, type SiteLocale } from "../../model/i18n/locales.ts";
import { settingsClient } from "../api/settings-client.ts";

/** The same query key as the settings screens, so the list is fetched once. */
const SETTINGS_KEY = ["admin", "settings"] as const;

/** A language's English name for the admin's labels ("Arabic"), else its code. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The site's languages other than the default (site.locales, else English and Arabic): each has its
 * own header menu (the page set named after its code) and footer (footer.config.<code>), decision 129.
 */
export function useOtherLanguages(): SiteLocale[] {
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: settingsClient.list });
  const stored = settings.data?.find((setting) => setting.key === "site.locales")?.value;
  let value: unknown = null;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  return normaliseLocales(value).filter((locale) => !locale.default);
}
