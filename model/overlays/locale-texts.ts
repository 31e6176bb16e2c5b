/**
 * Texts an admin wrote for pages of another language, by locale code: the page's exact locale
 * (`ar-AE`) first, then its language (`ar`); undefined when neither is given.
 */
export function forLocale<T>(translations: Readonly<Record<string, T>> | undefined, locale: string): T | undefined {
  if (!translations) return undefined;
  const own = (key: string): T | undefined => (Object.hasOwn(translations, key) ? translations[key] : undefined);
  return own(locale) ?? own(locale.split("-")[0]!);
}
