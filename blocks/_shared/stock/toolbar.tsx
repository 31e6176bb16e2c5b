import type { Ref } from "react";
import { SORT_OPTIONS, type SortOption } from "../../../model/listings/filter-keys.ts";
import { Icon, useUiText } from "../../../renderer/primitives/index.ts";

interface ToolbarProps {
  base: string;
  textInput: string;
  onTextInput: (value: string) => void;
  onSearch: (value: string, debounced?: boolean) => void;
  /** Whether the block shows filters (then small screens get a Filters button opening the sheet). */
  hasFilters: boolean;
  filtersOpen: boolean;
  filtersToggleRef: Ref<HTMLButtonElement>;
  onOpenFilters: () => void;
  activeCount: number;
  sort: SortOption;
  onSort: (sort: SortOption) => void;
  savedCount: number;
  onShowSaved: () => void;
}

/** Above the results: free-text search, the Filters button (small screens), the order, the saved vehicles. */
export function Toolbar({
  base,
  textInput,
  onTextInput,
  onSearch,
  hasFilters,
  filtersOpen,
  filtersToggleRef,
  onOpenFilters,
  activeCount,
  sort,
  onSort,
  savedCount,
  onShowSaved,
}: ToolbarProps) {
  const t = useUiText();
  return (
    <div className="sl-toolbar">
      <form
        className="sl-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(textInput);
        }}
      >
        <label className="visually-hidden" htmlFor={`${base}-q`}>
          {t("stock.search_label")}
        </label>
        <input
          className="sl-search__input"
          id={`${base}-q`}
          type="search"
          placeholder={t("stock.search_placeholder")}
          maxLength={200}
          value={textInput}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onTextInput(value);
            onSearch(value, true);
          }}
        />
        <button type="submit" className="sl-search__submit" aria-label={t("stock.search_label")}>
          <Icon name="search" />
        </button>
      </form>
      <div className="sl-toolbar__actions">
        {hasFilters ? (
          <button
            ref={filtersToggleRef}
            type="button"
            className="sl-pill sl-filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={`${base}-filters`}
            onClick={onOpenFilters}
          >
            <span>{t("stock.filters")}</span>
            {activeCount > 0 ? <span className="sl-pill__count">{activeCount}</span> : null}
          </button>
        ) : null}
        <div className="sl-sort">
          <label className="sl-sort__label" htmlFor={`${base}-sort`}>
            {t("stock.sort_by")}
          </label>
          <select
            className="sl-sort__select"
            id={`${base}-sort`}
            value={sort}
            onChange={(event) => onSort(event.currentTarget.value as SortOption)}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`stock.sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="sl-pill sl-saved-toggle" onClick={onShowSaved}>
          <Icon name="heart" size={16} />
          <span>{t("stock.saved")}</span>
          {savedCount > 0 ? <span className="sl-pill__count">{savedCount}</span> : null}
        </button>
      </div>
    </div>
  );
}
