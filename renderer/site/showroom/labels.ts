import { hasTranslation, replaceCount, translate, translateCount } from "../../../model/i18n/translate.ts";
import { pluralRules } from "../../../model/i18n/ui-dictionary.ts";
import { stockValue } from "../../../model/i18n/stock-values.ts";
import { WIDGET_TRANSLATIONS_EN, type ShowroomTranslationKey } from "../../../model/i18n/widget-translations.ts";

/** Text of the showroom page: the site's widget translations, each key falling back to its built-in English text. */
export interface Labels {
  (key: ShowroomTranslationKey): string;
  count(key: "showroom.seats" | "showroom.photos" | "stock.results", count: number): string;
  /** A key that may not be a known one (specification attributes); "" when neither the translations nor the built-ins have it. */
  any(key: string): string;
  /** A stock value (fuel, condition, transmission...) in the page's language when it is a known one. */
  value(text: string): string;
  /** The page's language (a locale code), for dates and numbers. */
  locale: string;
}

/**
 * The labels of a page in `locale`: counts take that language's plural form (`_few`, `_many`...) when
 * the translations have it, else `_one`/`_other`.
 */
export function labelsFrom(translations: Readonly<Record<string, string>> = {}, locale = "en"): Labels {
  const label = ((key: ShowroomTranslationKey) => translate(translations, key, WIDGET_TRANSLATIONS_EN[key])) as Labels;
  const rules = pluralRules(locale);
  label.count = (key, count) => {
    const form = `${key}_${rules.select(count)}`;
    if (hasTranslation(translations, form)) return replaceCount(translations[form]!, count);
    return translateCount(translations, key, count, {
      one: WIDGET_TRANSLATIONS_EN[`${key}_one`],
      other: WIDGET_TRANSLATIONS_EN[`${key}_other`],
    });
  };
  label.any = (key) => translate(translations, key, (WIDGET_TRANSLATIONS_EN as Record<string, string>)[key] ?? "");
  label.value = (text) => stockValue(locale, text);
  label.locale = locale;
  return label;
}
