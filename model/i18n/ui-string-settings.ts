import type { ConsentSettings } from "../consent/index.ts";
import { dictionary, isPrototypeKey } from "../json/index.ts";
import type { UiStringOverrides } from "./ui-translator.ts";

type Warn = (message: string) => void;

/** A translations config id: a language code, e.g. en or en_au. */
export const TRANSLATIONS_ID_PATTERN = "^[a-z]{2}(_[a-z]{2})?$";

/** The locale code of a `translations.<id>` setting: `ar` -> `ar`, `en_au` -> `en-AU`. */
export function localeOfTranslationsId(id: string): string {
  const [language, region] = id.split("_");
  return region ? `${language}-${region.toUpperCase()}` : language!;
}

/**
 * The UI string overrides from the stored settings (decision 116):
 * - each `translations.<id>` setting (a JSON object key -> text; other entries dropped, broken JSON
 *   logged and ignored, as the widget translations endpoint reads it) overrides the built-in texts of
 *   that locale;
 * - the consent banner's (and the 404 page's) texts are the default locale's `consent.*` texts (an admin writes them in the
 *   site's main language; other languages get their own built-in or `translations.<id>` texts), unless
 *   `translations.<default>` names the key itself.
 */
export function uiStringOverrides(
  translationSettings: ReadonlyMap<string, string>,
  consent: ConsentSettings | null,
  defaultLocale: string,
  warn: Warn,
  notFoundPage?: { heading: string; paragraph: string; button_label: string },
): UiStringOverrides {
  // Keys come from stored data: dictionaries without a prototype, and no key that names the prototype chain.
  const overrides = dictionary<Record<string, string>>();
  // The 404 page setting's texts, likewise the default locale's.
  if (notFoundPage)
    overrides[defaultLocale] = Object.assign(dictionary<string>(), {
      "not_found.heading": notFoundPage.heading,
      "not_found.paragraph": notFoundPage.paragraph,
      "not_found.button": notFoundPage.button_label,
    });
  if (consent) {
    const { banner } = consent;
    const texts: Record<string, string> = {
      "consent.title": banner.title,
      "consent.text": banner.text,
      "consent.accept": banner.acceptLabel,
      "consent.reject": banner.rejectLabel,
      "consent.choose": banner.chooseLabel,
      "consent.save": banner.saveLabel,
      "consent.placeholder": banner.placeholderText,
    };
    for (const [scope, label] of Object.entries(banner.scopeLabels)) texts[`consent.scope.${scope}`] = label;
    overrides[defaultLocale] = Object.assign(dictionary<string>(), overrides[defaultLocale], texts);
  }
  for (const [key, raw] of [...translationSettings].sort(([a], [b]) => a.localeCompare(b))) {
    const id = key.slice("translations.".length);
    let stored: unknown;
    try {
      stored = JSON.parse(raw);
    } catch {
      warn(`Invalid JSON in ${key}; built-in translations used`);
      continue;
    }
    if (typeof stored !== "object" || stored === null || Array.isArray(stored)) {
      warn(`${key} is not a JSON object; built-in translations used`);
      continue;
    }
    const locale = localeOfTranslationsId(id);
    const texts = (overrides[locale] ??= dictionary<string>());
    for (const [textKey, text] of Object.entries(stored)) {
      if (isPrototypeKey(textKey)) warn(`${key}: the key ${textKey} is not allowed; ignored`);
      else if (typeof text === "string") texts[textKey] = text;
    }
  }
  return overrides;
}
