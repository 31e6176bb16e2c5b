import type { StockUrlState } from "../../../model/listings/url-state.ts";
import type { PriceSettings } from "../../../model/listings/prices.ts";
import { facetLabel, formatRangeValue, type FilterSection } from "../../../model/stock/filters.ts";
import { Icon } from "../../../renderer/primitives/index.ts";
import type { ListingMeta } from "../../../model/stock/stock-data.ts";
import type { StockLocatorState } from "./use-stock-locator.ts";

export interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

/** How many checkbox values and ranges are chosen (the Filters button's and the panel's count). */
export function activeFilterCount(query: StockUrlState): number {
  return (
    Object.values(query.checkboxes).reduce((sum, values) => sum + (values?.length ?? 0), 0) +
    Object.keys(query.ranges).length
  );
}

/** One chip a chosen filter value, range and search text, each removing what it names. */
export function activeFilterChips(
  sections: readonly FilterSection[],
  query: StockUrlState,
  meta: ListingMeta | undefined,
  names: ReadonlyMap<string, string>,
  stock: Pick<StockLocatorState, "setRange" | "toggleValue" | "setText">,
  prices?: PriceSettings,
  /** A facet value in the page's language (stock-values.ts); as it is by default. */
  word: (text: string) => string = (text) => text,
): Chip[] {
  const chips: Chip[] = [];
  for (const section of sections) {
    if (section.kind === "range") {
      const range = query.ranges[section.key];
      const facet = meta?.ranges[section.key];
      if (!range) continue;
      const from = range.from ?? facet?.absoluteMin ?? null;
      const to = range.to ?? facet?.absoluteMax ?? null;
      const text =
        from !== null && to !== null
          ? `${formatRangeValue(section.key, from, prices)} – ${formatRangeValue(section.key, to, prices)}`
          : "";
      chips.push({
        key: section.key,
        label: `${section.title}: ${text}`,
        remove: () => stock.setRange(section.key, undefined, undefined, false),
      });
    } else {
      for (const { key } of section.keys) {
        for (const value of query.checkboxes[key] ?? [])
          chips.push({
            key: `${key}=${value}`,
            label: word(facetLabel(key, value, names)),
            remove: () => stock.toggleValue(key, value),
          });
      }
    }
  }
  if (query.text) chips.push({ key: "q", label: `“${query.text}”`, remove: () => stock.setText("") });
  return chips;
}

/** The active filters as removable chips, with Clear all. */
export function ActiveFilters({ chips, onClearAll }: { chips: readonly Chip[]; onClearAll: () => void }) {
  return (
    <ul className="sl-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button type="button" className="sl-chip" aria-label={`Remove filter ${chip.label}`} onClick={chip.remove}>
            <span>{chip.label}</span>
            <Icon name="close" size={14} />
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="sl-text-button" onClick={onClearAll}>
          Clear all
        </button>
      </li>
    </ul>
  );
}
