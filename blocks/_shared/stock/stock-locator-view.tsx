import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { BlockProps } from "../../../generated/contracts/block-types.ts";
import {
  FILTER_SECTIONS,
  resultsHeadline,
  vehiclesSettings,
  type FilterSection,
} from "../../../model/stock/filters.ts";
import { isSaved, loadSavedVehicles } from "../../../model/stock/saved-vehicles.ts";
import { retailerName, type StockListingData, type StockVehicle } from "../../../model/stock/stock-data.ts";
import { Heading, blockClassNames, useBlock, useBlockData } from "../../../renderer/primitives/index.ts";
import { stockValue } from "../../../model/i18n/stock-values.ts";
import { useUiLocale } from "../../../renderer/primitives/ui-text.tsx";
import { ActiveFilters, activeFilterChips, activeFilterCount } from "./active-filters.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { DEALER_NO_RESULTS, LocationSearch, PostcodeModalForm } from "./location-search.tsx";
import { Modal } from "./modal.tsx";
import { Pagination } from "./pagination.tsx";
import { EmptyResults, FILTER_NO_RESULTS, LoadError, PAGE_NO_RESULTS, SEARCH_NO_RESULTS } from "./result-states.tsx";
import { Placeholders, VehicleGrid } from "./results-grid.tsx";
import { RetailersModal, type PendingLocation } from "./retailers-modal.tsx";
import { SavedView } from "./saved-view.tsx";
import { Toolbar } from "./toolbar.tsx";
import { QuickSearches } from "./quick-searches.tsx";
import { useSavedVehicles } from "./use-saved-vehicles.ts";
import { useStockLocator, type StockLocation } from "./use-stock-locator.ts";

/** The props both stock locator blocks share (the overseas variant differs only in its defaults). */
export type StockLocatorProps = BlockProps<"stock-locator">;

const RETAILER_SEARCH_FAILED = "The retailer search is not available at the moment. Please try again.";

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
  const [pending, setPending] = useState<PendingLocation | null>(null);
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

  const locale = useUiLocale();
  const chips = activeFilterChips(sections, query, meta, names, stock, server?.prices, (text) =>
    stockValue(locale, text),
  );

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
          <SavedView
            containerRef={resultsRef}
            savedCount={savedCount}
            loaded={saved.loaded}
            status={savedStatus}
            vehicles={shownSaved}
            attributes={settings.attributes}
            headingLevel={cardHeadingLevel}
            onToggleSaved={toggleSaved}
            onBack={() => stock.setSavedView(false)}
          />
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
                  prices={server?.prices}
                />
              </div>
            ) : null}
            <div className="stock-locator__results" ref={resultsRef}>
              <QuickSearches links={server?.predefinedLinks ?? []} query={query} defaultSort={default_sort} />
              <Toolbar
                base={base}
                textInput={textInput}
                onTextInput={setTextInput}
                onSearch={stock.setText}
                hasFilters={sections.length > 0}
                filtersOpen={filtersOpen}
                filtersToggleRef={filtersToggleRef}
                onOpenFilters={openFilters}
                activeCount={activeCount}
                sort={query.sort}
                onSort={stock.setSort}
                savedCount={savedCount}
                onShowSaved={() => stock.setSavedView(true)}
              />

              {chips.length > 0 ? <ActiveFilters chips={chips} onClearAll={stock.clearFilters} /> : null}

              {meta ? (
                <p className="sl-summary" role="status">
                  {resultsHeadline(settings.headline, meta)}
                </p>
              ) : null}

              {status === "error" ? <LoadError onRetry={stock.retry} /> : null}

              {!page && status !== "error" ? <Placeholders /> : null}

              {page && vehicles.length === 0 && status !== "error" ? (
                <EmptyResults
                  text={emptyText}
                  pastLastPage={Boolean(meta && meta.total > 0)}
                  narrowed={activeCount > 0 || query.text !== "" || locationActive}
                  onFirstPage={() => showPage(1)}
                  onClearFilters={stock.clearFilters}
                />
              ) : null}

              {vehicles.length > 0 ? (
                <VehicleGrid
                  vehicles={vehicles}
                  attributes={settings.attributes}
                  eager={(index) => block.imageLoading === "eager" && index < 3}
                  isSaved={(vehicle) => isSaved(saved.entries, vehicle.id)}
                  onToggleSaved={toggleSaved}
                  headingLevel={cardHeadingLevel}
                  busy={status === "loading"}
                  label="Vehicles"
                />
              ) : null}

              {meta ? <Pagination page={meta.page} pages={meta.pages} onPage={showPage} /> : null}
            </div>
          </div>
        )}
      </div>

      <RetailersModal
        id={`${base}-retailers`}
        pending={pending}
        retailers={stock.retailers}
        brand={brand}
        onApply={({ location, found }) => {
          stock.applyLocation(location, found);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />

      <Modal id={`${base}-postcode`} open={stock.noDealers} closable={false} title="No retailers found">
        <p className="sl-modal__text">{DEALER_NO_RESULTS}</p>
        <p className="sl-modal__text">Please enter another postcode and suburb to find the retailers near you.</p>
        <PostcodeModalForm id={`${base}-postcode-form`} onSearch={searchFromModal} />
      </Modal>
    </section>
  );
}
