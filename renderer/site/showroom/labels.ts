import { translate, translateCount } from "../../../model/i18n/translate.ts";
import { WIDGET_TRANSLATIONS_EN, type ShowroomTranslationKey } from "../../../model/i18n/widget-translations.ts";

/** Text of the showroom page: the site's widget translations, each key falling back to its built-in English text. */
export interface Labels {
  (key: ShowroomTranslationKey): string;
  count(key: "showroom.seats" | "showroom.photos" | "stock.results", count: number): string;
  /** A key that may not be a known one (specification attributes); "" when neither the translations nor the built-ins have it. */
  any(key: string): string;
}

export function labelsFrom(translations: Readonly<Record<string, string>> = {}): Labels {
  const label = ((key: ShowroomTranslationKey) => translate(translations, key, WIDGET_TRANSLATIONS_EN[key])) as Labels;
  label.count = (key, count) =>
    translateCount(translations, key, count, {
      one: WIDGET_TRANSLATIONS_EN[`${key}_one`],
      other: WIDGET_TRANSLATIONS_EN[`${key}_other`],
    });
  label.any = (key) => translate(translations, key, (WIDGET_TRANSLATIONS_EN as Record<string, string>)[key] ?? "");
  return label;
}
