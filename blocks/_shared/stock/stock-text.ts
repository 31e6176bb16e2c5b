import type { UiStringKey } from "../../../model/i18n/ui-strings.ts";
import type { UiTranslate } from "../../../model/i18n/ui-dictionary.ts";
import type { FilterSection } from "../../../model/stock/filters.ts";

/** "12 vehicles" in the page's language, the number grouped the way that language writes it. */
export function vehiclesText(t: UiTranslate, count: number, locale: string): string {
  return t("stock.vehicles", { count, number: count.toLocaleString(locale) });
}

/** A filter section's heading in the page's language (its key is the switch without `filter-`). */
export function sectionTitle(t: UiTranslate, section: FilterSection): string {
  return t(`stock.filter.${section.switch.slice("filter-".length)}` as UiStringKey);
}

/** The legend of one of a section's lists ("Family", "Model"), in the page's language. */
export function listLegend(t: UiTranslate, label: string): string {
  return t(`stock.filter.${label.toLowerCase()}` as UiStringKey);
}
