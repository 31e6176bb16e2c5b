import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { SORT_OPTIONS, type SortOption } from "../../model/listings/filter-keys.ts";
import type { StockUrlState } from "../../model/listings/url-state.ts";
import { Heading, Icon, blockClassNames, useBlock, useBlockData } from "../../renderer/primitives/index.ts";
import { FilterPanel } from "./filter-panel.tsx";
import {
  FILTER_SECTIONS,
  SORT_LABELS,
  facetLabel,
  formatRangeValue,
  resultsHeadline,
  vehicleCount,
  vehiclesSettings,
  type FilterSection,
} from "./filters.ts";
import { DEALER_NO_RESULTS, LocationSearch, PostcodeModalForm, describeLocation } from "./location-search.tsx";
import { Modal } from "./modal.tsx";
import { isSaved, loadSavedVehicles, useSavedVehicles } from "./saved-vehicles.ts";
import { retailerName, type Retailer, type StockListingData, type StockVehicle } from "./stock-data.ts";
import { useStockLocator, type StockLocation } from "./use-stock-locator.ts";
import { VehicleCard } from "./vehicle-card.tsx";

/** The props both stock locator blocks share (the overseas variant differs only in its defaults). */
export type StockLocatorProps = BlockProps<"stock-locator">;

/** Seed 000 section 8: a text search with no results. */
export const SEARCH_NO_RESULTS =
  "Sorry there were no results for your search. Please try again with another term or phrase.";
export const FILTER_NO_RESULTS = "No vehicles match these filters.";
/** A page number past the last page (an old link). */
const PAGE_NO_RESULTS = "There are no vehicles on this page.";
const RETAILER_SEARCH_FAILED = "The retailer search is not available at the moment. Please try again.";

/** Page numbers to offer: the first, the last, and two either side of the current one. */
function pageItems(page: number, pages: number): (number | "gap")[] {
  const items: (number | "gap")[] = [];
  for (let number = 1; number <= pages; number++) {
    if (number === 1 || number === pages || Math.abs(number - page) <= 1) items.push(number);
    else if (items[items.length - 1] !== "gap") items.push("gap");
  }
  return items;
}

interface Chip {
  key: string;
  label: string;
  remove: () => void;
}

function Pagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="sl-pages" aria-label="Pages of results">
      <button
        type="button"
        className="sl-pages__step"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevron-left" />
      </button>
      <ul className="sl-pages__list">
        {pageItems(page, pages).map((item, index) => (
          <li key={item === "gap" ? `gap-${index}` : item}>
            {item === "gap" ? (
              <span className="sl-pages__gap" aria-hidden="true">
                …
              </span>
            ) : (
              <button
                type="button"
                className="sl-pages__page"
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="sl-pages__step"
        aria-label="Next page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevron-right" />
      </button>
    </nav>
  );
}

function activeFilterCount(query: StockUrlState): number {
  return (
    Object.values(query.checkboxes).reduce((sum, values) => sum + (values?.length ?? 0), 0) +
    Object.keys(query.ranges).length
  );
}

function Placeholders() {
  return (
    <>
      <p className="visually-hidden" role="status">
        Loading vehicles
      </p>
      <ul className="sl-grid" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="sl-card sl-card--placeholder">
            <div className="sl-card__media" />
            <div className="sl-card__body">
              <span className="sl-skeleton" />
              <span className="sl-skeleton sl-skeleton--short" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The stock locator (Stock Locator and Stock Locator Overseas): location search, filter panel, text
 * search, sort, vehicle cards with saved-vehicle hearts, pagination, and the saved-vehicles view.
 */
export function StockLocatorView(props: StockLocatorProps) {
  const {
    heading,
    header_tag,
    header_size,
    ci_key_list,
    sl_key_brand: brand,
    default_sort,
    forced_statuses,
    box_color,
    padding,
  } = props;
  const block = useBlock();
  const base = block.id || "stock-locator";
  const server = useBlockData<StockListingData>();
  const listKey = ci_key_list || "all";
  const stock = useStockLocator({ listKey, defaultSort: default_sort, forcedStatuses: forced_statuses }, server);
  const saved = useSavedVehicles();
  const settings = vehiclesSettings(props.vehicles);
  const sections: FilterSection[] = FILTER_SECTIONS.filter((section) => props[section.switch]);
  const { query, page, status } = stock;
  const meta = page?.meta;
  const vehicles = useMemo(() => page?.data ?? [], [page]);

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [textInput, setTextInput] = useState("");
  const [pending, setPending] = useState<{ location: StockLocation; found: Retailer[] } | null>(null);
  const [savedVehicles, setSavedVehicles] = useState<StockVehicle[]>([]);
  const [savedStatus, setSavedStatus] = useState<"loading" | "idle" | "partial">("loading");
  const resultsRef = useRef<HTMLDivElement | null>(null);
  const filtersToggleRef = useRef<HTMLButtonElement | null>(null);

  // The search box follows the state when it changes from elsewhere (the URL, Clear all).
  useEffect(() => {
    setTextInput((current) => (current.trim() === query.text ? current : query.text));
  }, [query.text]);

  // The saved view fetches every saved vehicle from its list and drops those that answer 404.
  const savedKey = saved.entries.map((entry) => `${entry.list}/${entry.id}`).join("|");
  const { drop } = saved;
  useEffect(() => {
    if (!stock.savedView || !saved.loaded) return;
    let live = true;
    const entries =
      savedKey === ""
        ? []
        : savedKey
            .split("|")
            .map((pair) => ({ list: pair.slice(0, pair.indexOf("/")), id: pair.slice(pair.indexOf("/") + 1) }));
    loadSavedVehicles(entries).then(({ vehicles: found, missing, failed }) => {
      if (!live) return;
      setSavedVehicles(found);
      setSavedStatus(failed > 0 ? "partial" : "idle");
      if (missing.length > 0) drop(missing);
    });
    return () => {
      live = false;
    };
  }, [stock.savedView, saved.loaded, savedKey, drop]);

  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const vehicle of vehicles) if (vehicle.owner) map.set(vehicle.owner.id, vehicle.owner.name);
    for (const retailer of stock.retailers) map.set(retailer.id, retailerName(retailer, brand));
    return map;
  }, [vehicles, stock.retailers, brand]);

  const toggleSaved = (vehicle: StockVehicle) => saved.toggle({ id: vehicle.id, list: listKey });

  const showPage = (target: number) => {
    stock.goToPage(target);
    resultsRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  };

  // The small-screen sheet takes the focus when it opens and gives it back to its button when it closes.
  const openFilters = () => {
    setFiltersOpen(true);
    window.requestAnimationFrame(() =>
      document.getElementById(`${base}-filters`)?.querySelector<HTMLElement>(".sl-filters__close")?.focus(),
    );
  };

  const closeFilters = () => {
    setFiltersOpen(false);
    filtersToggleRef.current?.focus();
  };

  /** Submitting a location search: with vehicles listed, a modal shows the retailers found first; otherwise the list reloads from page 1. */
  const searchLocation = async (location: StockLocation): Promise<string | null> => {
    try {
      const found = await stock.findRetailers(location);
      if (found.length === 0) return null;
      if (vehicles.length > 0) setPending({ location, found });
      else stock.applyLocation(location, found);
      return null;
    } catch {
      return RETAILER_SEARCH_FAILED;
    }
  };

  /** The non-closable postcode modal's search: retailers found end it at once. */
  const searchFromModal = async (location: StockLocation): Promise<string | null> => {
    try {
      const found = await stock.findRetailers(location);
      if (found.length === 0)
        return `No retailers were found for ${location.postcode} ${location.locality}. Please try another postcode.`;
      stock.applyLocation(location, found);
      return null;
    } catch {
      return RETAILER_SEARCH_FAILED;
    }
  };

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
          ? `${formatRangeValue(section.key, from)} – ${formatRangeValue(section.key, to)}`
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
            label: facetLabel(key, value, names),
            remove: () => stock.toggleValue(key, value),
          });
      }
    }
  }
  if (query.text) chips.push({ key: "q", label: `“${query.text}”`, remove: () => stock.setText("") });

  const activeCount = activeFilterCount(query);
  const headingId = `${base}-heading`;
  // Card titles sit one level below the block's heading (an h1 block heading gets h2 cards), so
  // the outline skips no level; the filter and saved-vehicles titles are h2 whatever the heading.
  const cardHeadingLevel = Math.min(Math.max(header_tag + 1, 2), 4) as 2 | 3 | 4;
  const hasHeading = heading.trim() !== "";
  const locationActive = stock.dealerCodes !== null;

  let emptyText = FILTER_NO_RESULTS;
  if (meta && meta.total > 0) emptyText = PAGE_NO_RESULTS;
  else if (query.text) emptyText = SEARCH_NO_RESULTS;
  else if (locationActive) emptyText = DEALER_NO_RESULTS;

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && filtersOpen) {
      event.stopPropagation();
      closeFilters();
    }
  };

  const savedCount = saved.entries.length;
  const shownSaved = savedVehicles.filter((vehicle) => isSaved(saved.entries, vehicle.id));

  return (
    <section
      className={blockClassNames("stock-locator", {
        box_color,
        padding,
        modifiers: [stock.savedView && "saved", filtersOpen && "filters-open"],
      })}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : "Vehicle stock"}
    >
      <div className="stock-locator__inner">
        <div className="stock-locator__header">
          <Heading
            text={heading}
            tag={header_tag}
            size={header_size}
            className="stock-locator__heading"
            id={headingId}
          />
          {stock.savedView ? null : (
            <LocationSearch
              id={`${base}-location`}
              retailers={stock.retailers}
              brand={brand}
              active={query.location}
              onSearch={searchLocation}
              onClear={stock.clearLocation}
            />
          )}
        </div>

        {stock.savedView ? (
          <div className="stock-locator__saved" ref={resultsRef}>
            <div className="sl-toolbar">
              <h2 className="sl-toolbar__title">Saved vehicles</h2>
              <button
                type="button"
                className="fc-button fc-button--secondary fc-button--small"
                onClick={() => stock.setSavedView(false)}
              >
                <Icon name="arrow-left" />
                <span>All vehicles</span>
              </button>
            </div>
            <p className="sl-summary" role="status">
              {saved.loaded && (savedStatus !== "loading" || savedCount === 0)
                ? savedCount === 0
                  ? "You have not saved any vehicles yet."
                  : `${vehicleCount(shownSaved.length)} saved`
                : "Loading saved vehicles"}
            </p>
            {savedCount === 0 && saved.loaded ? (
              <p className="sl-empty">Select the heart on a vehicle to keep it here for later.</p>
            ) : null}
            {savedStatus === "partial" ? (
              <p className="sl-empty">Some saved vehicles could not be loaded. Please try again later.</p>
            ) : null}
            {shownSaved.length > 0 ? (
              <ul className="sl-grid">
                {shownSaved.map((vehicle, index) => (
                  <li key={vehicle.id}>
                    <VehicleCard
                      vehicle={vehicle}
                      attributes={settings.attributes}
                      eager={index < 3}
                      saved
                      onToggleSaved={() => toggleSaved(vehicle)}
                      headingLevel={cardHeadingLevel}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : (
          <div
            className={
              sections.length > 0 ? "stock-locator__layout" : "stock-locator__layout stock-locator__layout--single"
            }
          >
            {sections.length > 0 ? (
              <div className="stock-locator__aside" onKeyDown={onPanelKeyDown}>
                <FilterPanel
                  id={`${base}-filters`}
                  sections={sections}
                  meta={meta}
                  query={query}
                  names={names}
                  forcedStatuses={forced_statuses}
                  open={filtersOpen}
                  activeCount={activeCount}
                  onClose={closeFilters}
                  onToggle={stock.toggleValue}
                  onRange={stock.setRange}
                  onClear={stock.clearFilters}
                />
              </div>
            ) : null}
            <div className="stock-locator__results" ref={resultsRef}>
              <div className="sl-toolbar">
                <form
                  className="sl-search"
                  role="search"
                  onSubmit={(event) => {
                    event.preventDefault();
                    stock.setText(textInput);
                  }}
                >
                  <label className="visually-hidden" htmlFor={`${base}-q`}>
                    Search vehicles
                  </label>
                  <input
                    className="sl-search__input"
                    id={`${base}-q`}
                    type="search"
                    placeholder="Search model, colour, retailer…"
                    maxLength={200}
                    value={textInput}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setTextInput(value);
                      stock.setText(value, true);
                    }}
                  />
                  <button type="submit" className="sl-search__submit" aria-label="Search vehicles">
                    <Icon name="search" />
                  </button>
                </form>
                <div className="sl-toolbar__actions">
                  {sections.length > 0 ? (
                    <button
                      ref={filtersToggleRef}
                      type="button"
                      className="sl-pill sl-filters-toggle"
                      aria-expanded={filtersOpen}
                      aria-controls={`${base}-filters`}
                      onClick={openFilters}
                    >
                      <span>Filters</span>
                      {activeCount > 0 ? <span className="sl-pill__count">{activeCount}</span> : null}
                    </button>
                  ) : null}
                  <div className="sl-sort">
                    <label className="sl-sort__label" htmlFor={`${base}-sort`}>
                      Sort by
                    </label>
                    <select
                      className="sl-sort__select"
                      id={`${base}-sort`}
                      value={query.sort}
                      onChange={(event) => stock.setSort(event.currentTarget.value as SortOption)}
                    >
                      {SORT_OPTIONS.map((option) => (
                        <option key={option} value={option}>
                          {SORT_LABELS[option]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <button type="button" className="sl-pill sl-saved-toggle" onClick={() => stock.setSavedView(true)}>
                    <Icon name="heart" size={16} />
                    <span>Saved</span>
                    {savedCount > 0 ? <span className="sl-pill__count">{savedCount}</span> : null}
                  </button>
                </div>
              </div>

              {chips.length > 0 ? (
                <ul className="sl-chips" aria-label="Active filters">
                  {chips.map((chip) => (
                    <li key={chip.key}>
                      <button
                        type="button"
                        className="sl-chip"
                        aria-label={`Remove filter ${chip.label}`}
                        onClick={chip.remove}
                      >
                        <span>{chip.label}</span>
                        <Icon name="close" size={14} />
                      </button>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="sl-text-button" onClick={stock.clearFilters}>
                      Clear all
                    </button>
                  </li>
                </ul>
              ) : null}

              {meta ? (
                <p className="sl-summary" role="status">
                  {resultsHeadline(settings.headline, meta.total)}
                </p>
              ) : null}

              {status === "error" ? (
                <div className="sl-message" role="alert">
                  <p>We could not load the vehicles. Please check your connection and try again.</p>
                  <button
                    type="button"
                    className="fc-button fc-button--secondary fc-button--small"
                    onClick={stock.retry}
                  >
                    Try again
                  </button>
                </div>
              ) : null}

              {!page && status !== "error" ? <Placeholders /> : null}

              {page && vehicles.length === 0 && status !== "error" ? (
                <div className="sl-empty-state">
                  <p className="sl-empty">{emptyText}</p>
                  {meta && meta.total > 0 ? (
                    <button
                      type="button"
                      className="fc-button fc-button--secondary fc-button--small"
                      onClick={() => showPage(1)}
                    >
                      Go to the first page
                    </button>
                  ) : activeCount > 0 || query.text || locationActive ? (
                    <button
                      type="button"
                      className="fc-button fc-button--secondary fc-button--small"
                      onClick={stock.clearFilters}
                    >
                      Clear all filters
                    </button>
                  ) : null}
                </div>
              ) : null}

              {vehicles.length > 0 ? (
                <ul className="sl-grid" aria-busy={status === "loading"} aria-label="Vehicles">
                  {vehicles.map((vehicle, index) => (
                    <li key={vehicle.id}>
                      <VehicleCard
                        vehicle={vehicle}
                        attributes={settings.attributes}
                        eager={block.imageLoading === "eager" && index < 3}
                        saved={isSaved(saved.entries, vehicle.id)}
                        onToggleSaved={() => toggleSaved(vehicle)}
                        headingLevel={cardHeadingLevel}
                      />
                    </li>
                  ))}
                </ul>
              ) : null}

              {meta ? <Pagination page={meta.page} pages={meta.pages} onPage={showPage} /> : null}
            </div>
          </div>
        )}
      </div>

      <Modal
        id={`${base}-retailers`}
        open={pending !== null}
        closable
        title={pending ? `Retailers near ${describeLocation(pending.location, stock.retailers, brand)}` : ""}
        onClose={() => setPending(null)}
      >
        {pending ? (
          <>
            <ul className="sl-retailers">
              {pending.found.map((retailer) => (
                <li key={retailer.dealer_code} className="sl-retailer">
                  <strong className="sl-retailer__name">{retailerName(retailer, brand)}</strong>
                  <span>{retailer.address}</span>
                  <span>
                    {retailer.locality} {retailer.state} {retailer.postcode}
                  </span>
                  {retailer.mainPhone ? (
                    <a href={`tel:${retailer.mainPhone.replace(/\s+/g, "")}`}>{retailer.mainPhone}</a>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="sl-modal__actions">
              <button
                type="button"
                className="fc-button fc-button--primary"
                onClick={() => {
                  stock.applyLocation(pending.location, pending.found);
                  setPending(null);
                }}
              >
                {pending.found.length === 1 ? "Show this retailer's vehicles" : "Show these retailers' vehicles"}
              </button>
              <button type="button" className="fc-button fc-button--secondary" onClick={() => setPending(null)}>
                Cancel
              </button>
            </div>
          </>
        ) : null}
      </Modal>

      <Modal id={`${base}-postcode`} open={stock.noDealers} closable={false} title="No retailers found">
        <p className="sl-modal__text">{DEALER_NO_RESULTS}</p>
        <p className="sl-modal__text">Please enter another postcode and suburb to find the retailers near you.</p>
        <PostcodeModalForm id={`${base}-postcode-form`} onSearch={searchFromModal} />
      </Modal>
    </section>
  );
}
