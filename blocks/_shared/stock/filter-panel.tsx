import { useSyncExternalStore, type CSSProperties } from "react";
import type { CheckboxFilterKey, RangeFilterKey } from "../../../model/listings/filter-keys.ts";
import type { PriceSettings } from "../../../model/listings/prices.ts";
import type { StockUrlState } from "../../../model/listings/url-state.ts";
import { Icon, useUiText } from "../../../renderer/primitives/index.ts";
import { useUiLocale } from "../../../renderer/primitives/ui-text.tsx";
import { stockValue } from "../../../model/i18n/stock-values.ts";
import { facetLabel, formatRangeValue, rangeStep, type FilterSection } from "../../../model/stock/filters.ts";
import type { FacetValue, ListingMeta, RangeFacet } from "../../../model/stock/stock-data.ts";
import { listLegend, sectionTitle, vehiclesText } from "./stock-text.ts";

const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating, true once the island runs (and in a browser-only render). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

interface RangeFilterProps {
  id: string;
  title: string;
  filterKey: RangeFilterKey;
  facet: RangeFacet | undefined;
  value: { from?: number; to?: number } | undefined;
  prices?: PriceSettings;
  onChange: (from: number | undefined, to: number | undefined) => void;
}

/**
 * A two-thumb range: two labelled native range inputs over one track (each keyboard operable, each
 * announcing its value as text). A thumb at the list's bound means "no limit", so it is left out of
 * the URL and the query.
 */
function RangeFilter({ id, title, filterKey, facet, value, prices, onChange }: RangeFilterProps) {
  const t = useUiText();
  const min = facet?.absoluteMin ?? null;
  const max = facet?.absoluteMax ?? null;
  if (min === null || max === null) return <p className="sl-range__none">{t("stock.no_range")}</p>;
  if (min === max) return <p className="sl-range__values">{formatRangeValue(filterKey, min, prices)}</p>;
  const step = rangeStep(filterKey);
  const clamp = (number: number) => Math.min(max, Math.max(min, number));
  const from = clamp(value?.from ?? min);
  const to = clamp(value?.to ?? max);
  const share = (number: number) => `${(((number - min) / (max - min)) * 100).toFixed(2)}%`;
  const commit = (nextFrom: number, nextTo: number) =>
    onChange(nextFrom <= min ? undefined : nextFrom, nextTo >= max ? undefined : nextTo);
  // English writes "Minimum price"; other languages keep the heading as written.
  const lower = title.toLowerCase();
  return (
    <div className="sl-range">
      <p className="sl-range__values" id={`${id}-values`}>
        <span>{formatRangeValue(filterKey, from, prices)}</span>
        <span aria-hidden="true">–</span>
        <span>{formatRangeValue(filterKey, to, prices)}</span>
      </p>
      <div className="sl-range__track" style={{ "--from": share(from), "--to": share(to) } as CSSProperties}>
        <input
          type="range"
          className="sl-range__input sl-range__input--from"
          aria-label={t("stock.minimum", { label: lower })}
          aria-valuetext={formatRangeValue(filterKey, from, prices)}
          min={min}
          max={max}
          step={step}
          value={from}
          onChange={(event) => {
            let next = Math.min(Number(event.currentTarget.value), to);
            if (next - min < step) next = min;
            commit(next, to);
          }}
        />
        <input
          type="range"
          className="sl-range__input sl-range__input--to"
          aria-label={t("stock.maximum", { label: lower })}
          aria-valuetext={formatRangeValue(filterKey, to, prices)}
          min={min}
          max={max}
          step={step}
          value={to}
          onChange={(event) => {
            let next = Math.max(Number(event.currentTarget.value), from);
            if (max - next < step) next = max;
            commit(from, next);
          }}
        />
      </div>
    </div>
  );
}

interface CheckboxListProps {
  legend: string;
  hideLegend: boolean;
  filterKey: CheckboxFilterKey;
  values: readonly FacetValue[];
  selected: readonly string[];
  names: ReadonlyMap<string, string>;
  onToggle: (value: string) => void;
}

function CheckboxList({ legend, hideLegend, filterKey, values, selected, names, onToggle }: CheckboxListProps) {
  // Selected values stay listed even when the other filters leave none of them.
  const shown = [
    ...values,
    ...selected.filter((value) => !values.some((facet) => facet.value === value)).map((value) => ({ value, count: 0 })),
  ];
  const t = useUiText();
  const locale = useUiLocale();
  if (shown.length === 0) return null;
  return (
    <fieldset className="sl-checks">
      <legend className={hideLegend ? "visually-hidden" : "sl-checks__legend"}>{legend}</legend>
      {shown.map(({ value, count }) => {
        const checked = selected.includes(value);
        return (
          // Its parts have no classes of their own (`.sl-check > span`, `> small`): a Model list has
          // dozens of rows in the server's HTML (decision 186).
          <label key={value} className="sl-check">
            <input
              type="checkbox"
              checked={checked}
              disabled={!checked && count === 0}
              onChange={() => onToggle(value)}
            />
            <span>
              {stockValue(locale, facetLabel(filterKey, value, names))}
              <span className="visually-hidden">{` (${vehiclesText(t, count, locale)})`}</span>
            </span>
            <small aria-hidden="true">{count.toLocaleString(locale)}</small>
          </label>
        );
      })}
    </fieldset>
  );
}

interface FilterPanelProps {
  id: string;
  sections: readonly FilterSection[];
  meta: ListingMeta | undefined;
  query: StockUrlState;
  names: ReadonlyMap<string, string>;
  forcedStatuses: readonly string[];
  open: boolean;
  activeCount: number;
  onClose: () => void;
  onToggle: (key: CheckboxFilterKey, value: string) => void;
  onRange: (key: RangeFilterKey, from: number | undefined, to: number | undefined) => void;
  onClear: () => void;
  /** The site's price format for the price range's bounds. */
  prices?: PriceSettings;
}

/**
 * The filter panel: one disclosure per switched-on filter, checkboxes with their (disjunctive) counts
 * or a range slider. A sidebar on wide screens; on small ones a sheet opened by the Filters button.
 */
export function FilterPanel({
  id,
  sections,
  meta,
  query,
  names,
  forcedStatuses,
  open,
  activeCount,
  onClose,
  onToggle,
  onRange,
  onClear,
  prices,
}: FilterPanelProps) {
  const t = useUiText();
  const locale = useUiLocale();
  const hydrated = useHydrated();
  return (
    <div
      className={open ? "sl-filters sl-filters--open" : "sl-filters"}
      id={id}
      role="region"
      aria-labelledby={`${id}-title`}
    >
      <div className="sl-filters__header">
        <h2 className="sl-filters__title" id={`${id}-title`}>
          {t("stock.filters")}
        </h2>
        {activeCount > 0 ? (
          <button type="button" className="sl-text-button" onClick={onClear}>
            {t("stock.clear_all")}
          </button>
        ) : null}
        <button
          type="button"
          className="sl-icon-button sl-filters__close"
          aria-label={t("stock.close_filters")}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="sl-filters__sections">
        {sections.map((section, index) => {
          const sectionId = `${id}-${section.switch.slice(7)}`;
          const selectedCount =
            section.kind === "range"
              ? query.ranges[section.key]
                ? 1
                : 0
              : section.keys.reduce((sum, { key }) => sum + (query.checkboxes[key]?.length ?? 0), 0);
          const open = index < 4 || selectedCount > 0;
          return (
            <details key={section.switch} className="sl-filter" open={open}>
              <summary className="sl-filter__summary">
                <span>{sectionTitle(t, section)}</span>
                {selectedCount > 0 ? <span className="sl-filter__badge">{selectedCount}</span> : null}
              </summary>
              {/* A closed section's values are not in the server's HTML: they come with the island (decision 178). */}
              {open || hydrated ? (
                <div className="sl-filter__body">
                  {section.kind === "range" ? (
                    <RangeFilter
                      id={sectionId}
                      title={sectionTitle(t, section)}
                      filterKey={section.key}
                      facet={meta?.ranges[section.key]}
                      value={query.ranges[section.key]}
                      prices={prices}
                      onChange={(from, to) => onRange(section.key, from, to)}
                    />
                  ) : (
                    section.keys.map(({ key, label }, keyIndex) => {
                      // A section's second list (Model's models under its families) is below the first
                      // view: it comes with the island unless a value of it is chosen (decision 186).
                      if (keyIndex > 0 && !hydrated && !query.checkboxes[key]?.length) return null;
                      let values = meta?.facets[key] ?? [];
                      // Statuses the block never lists are not offered.
                      if (key === "status" && forcedStatuses.length > 0)
                        values = values.filter((facet) => forcedStatuses.includes(facet.value));
                      return (
                        <CheckboxList
                          key={key}
                          legend={label ? listLegend(t, label) : sectionTitle(t, section)}
                          hideLegend={label === undefined}
                          filterKey={key}
                          values={values}
                          selected={query.checkboxes[key] ?? []}
                          names={names}
                          onToggle={(value) => onToggle(key, value)}
                        />
                      );
                    })
                  )}
                </div>
              ) : null}
            </details>
          );
        })}
      </div>
      <div className="sl-filters__footer">
        <button type="button" className="fc-button fc-button--primary sl-filters__apply" onClick={onClose}>
          {meta ? t("stock.show_count", { vehicles: vehiclesText(t, meta.total, locale) }) : t("stock.show_vehicles")}
        </button>
      </div>
    </div>
  );
}
