import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePageUrl } from "../../../renderer/primitives/index.ts";
import { useOtherLanguage } from "../../../renderer/primitives/ui-text.tsx";
import type { CheckboxFilterKey, RangeFilterKey, SortOption } from "../../../model/listings/filter-keys.ts";
import {
  emptyStockState,
  parseStockUrl,
  postcodeSearchType,
  toApiParams,
  writeStockUrl,
  type StockUrlState,
} from "../../../model/listings/url-state.ts";
import {
  fetchListing,
  fetchRetailers,
  type ListingMeta,
  type ListingPage,
  type Retailer,
  type StockListingData,
} from "../../../model/stock/stock-data.ts";

export type StockLocation = StockUrlState["location"];

/** Slider and typing changes wait this long before the list is fetched again. */
export const DEBOUNCE_MS = 350;
/** The saved-vehicles view in the URL (`?saved=1`), so Back and reload return to it. */
const SAVED_VIEW_PARAM = "saved";

export interface StockLocatorOptions {
  listKey: string;
  defaultSort: SortOption;
  forcedStatuses: readonly string[];
}

/** A dealer-code restriction as the resolver applies it: none found means no vehicle at all. */
function dealerRestriction(codes: readonly string[] | null): string[] | undefined {
  if (codes === null) return undefined;
  return codes.length === 0 ? ["__none__"] : [...codes];
}

/** The listing API request for a state: `<list>?<params>`; equal keys mean equal answers. */
function requestKey(
  list: string,
  query: StockUrlState,
  dealerCodes: readonly string[] | null,
  forced: readonly string[],
): string {
  return `${list}?${toApiParams(query, { forcedStatuses: [...forced], dealerCodes: dealerRestriction(dealerCodes) }).toString()}`;
}

/**
 * The request the server answered when it rendered the page: the URL read with the sort the server
 * used, and the forced statuses only if its answer shows them applied. When this differs from what the
 * block wants (another default order, forced statuses), the island fetches again after hydrating.
 */
function serverRequestKey(server: StockListingData, search: URLSearchParams, forced: readonly string[]): string {
  const state = parseStockUrl(search, server.meta.sort as SortOption);
  const statuses = server.meta.facets.status ?? [];
  const applied = forced.length > 0 && statuses.every((facet) => facet.count === 0 || forced.includes(facet.value));
  return requestKey(server.listKey, state, server.dealerCodes, applied ? forced : []);
}

function boundsOf(
  meta: ListingMeta | undefined,
): Partial<Record<RangeFilterKey, { min: number | null; max: number | null }>> {
  const bounds: Partial<Record<RangeFilterKey, { min: number | null; max: number | null }>> = {};
  for (const [key, range] of Object.entries(meta?.ranges ?? {})) {
    if (range) bounds[key as RangeFilterKey] = { min: range.absoluteMin, max: range.absoluteMax };
  }
  return bounds;
}

/** The query string as the URL shows it: commas between checkbox keys stay readable. */
function readable(search: URLSearchParams): string {
  return search.toString().replaceAll("%2C", ",");
}

/**
 * The stock locator's state. The first render comes from the server data (useBlockData), so it matches
 * the server's HTML; once mounted on the public site, the state is read from the page URL and every
 * change is written back with history.replaceState (never pushState: Back leaves the page, and
 * returning restores the filters from the URL). Changing the state fetches the list again (sliders and
 * typing debounced). Without server data (the editor canvas) it fetches on mount and leaves the URL alone.
 */
export function useStockLocator(
  { listKey, defaultSort, forcedStatuses }: StockLocatorOptions,
  server: StockListingData | undefined,
) {
  const urlSync = server !== undefined;
  const forcedKey = forcedStatuses.join(",");
  const forced = useMemo(() => (forcedKey === "" ? [] : forcedKey.split(",")), [forcedKey]);

  // The page URL is the same on the server and while hydrating, so the first render already shows
  // the checked boxes, ranges and search text of the URL.
  const pageUrl = usePageUrl();
  const language = useOtherLanguage();
  const [query, setQuery] = useState<StockUrlState>(() =>
    server ? parseStockUrl(pageUrl.searchParams, defaultSort) : emptyStockState(defaultSort),
  );
  const [page, setPage] = useState<ListingPage | null>(server ? { data: server.data, meta: server.meta } : null);
  const [dealerCodes, setDealerCodes] = useState<string[] | null>(server?.dealerCodes ?? null);
  const [noDealers, setNoDealers] = useState(server?.noDealers ?? false);
  const [status, setStatus] = useState<"idle" | "loading" | "error">(server ? "idle" : "loading");
  const [savedView, setSavedView] = useState(
    () => server !== undefined && pageUrl.searchParams.get(SAVED_VIEW_PARAM) === "1",
  );
  const [ready, setReady] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [retailers, setRetailers] = useState<Retailer[]>(server?.retailers ?? []);
  const loadedKey = useRef<string | null>(null);
  const delay = useRef(0);
  const mounted = useRef(false);

  // After hydration: the page URL is the state (public site only).
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    if (server) {
      const search = new URLSearchParams(window.location.search);
      setQuery(parseStockUrl(search, defaultSort));
      setSavedView(search.get(SAVED_VIEW_PARAM) === "1");
      loadedKey.current = serverRequestKey(server, search, forced);
    }
    setReady(true);
  }, [server, defaultSort, forced]);

  // The retailers of the list: names for the retailer filter, options for the retailer search.
  useEffect(() => {
    if (!ready) return;
    let live = true;
    fetchRetailers(listKey, {}).then(
      (found) => live && setRetailers(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready, listKey]);

  const key = ready && !savedView ? requestKey(listKey, query, dealerCodes, forced) : null;

  useEffect(() => {
    if (key === null) return;
    if (key === loadedKey.current) {
      setStatus("idle");
      return;
    }
    const controller = new AbortController();
    const wait = delay.current;
    delay.current = 0;
    setStatus("loading");
    const timer = window.setTimeout(() => {
      fetchListing(listKey, key.slice(key.indexOf("?") + 1), controller.signal, language).then(
        (answer) => {
          loadedKey.current = key;
          setPage(answer);
          setStatus("idle");
        },
        () => {
          if (!controller.signal.aborted) setStatus("error");
        },
      );
    }, wait);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, listKey, attempt, language]);

  const bounds = useMemo(() => boundsOf(page?.meta), [page]);

  useEffect(() => {
    if (!ready || !urlSync) return;
    const current = new URLSearchParams(window.location.search);
    const next = writeStockUrl(query, current, { bounds, defaultSort });
    if (savedView) next.set(SAVED_VIEW_PARAM, "1");
    else next.delete(SAVED_VIEW_PARAM);
    const search = readable(next);
    if (search === readable(current)) return;
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`,
    );
  }, [ready, urlSync, query, savedView, bounds, defaultSort]);

  /** Any change of filters returns to the first page. */
  const change = useCallback((mutate: (query: StockUrlState) => StockUrlState, debounce = false) => {
    delay.current = debounce ? DEBOUNCE_MS : 0;
    setQuery((current) => ({ ...mutate(current), page: 1 }));
  }, []);

  const toggleValue = useCallback(
    (filter: CheckboxFilterKey, value: string) =>
      change((current) => {
        const selected = current.checkboxes[filter] ?? [];
        const next = selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value];
        return { ...current, checkboxes: { ...current.checkboxes, [filter]: next } };
      }),
    [change],
  );

  const setRange = useCallback(
    (filter: RangeFilterKey, from: number | undefined, to: number | undefined, debounce = true) =>
      change((current) => {
        const ranges = { ...current.ranges };
        if (from === undefined && to === undefined) delete ranges[filter];
        else ranges[filter] = { from, to };
        return { ...current, ranges };
      }, debounce),
    [change],
  );

  const setText = useCallback(
    (text: string, debounce = false) => change((current) => ({ ...current, text: text.trim() }), debounce),
    [change],
  );
  const setSort = useCallback((sort: SortOption) => change((current) => ({ ...current, sort })), [change]);
  const goToPage = useCallback((target: number) => {
    delay.current = 0;
    setQuery((current) => ({ ...current, page: target }));
  }, []);

  const clearFilters = useCallback(() => {
    setDealerCodes(null);
    setNoDealers(false);
    change((current) => ({ ...emptyStockState(current.sort) }));
  }, [change]);

  /** Applies a location search whose retailers were found: their vehicles, from page 1. */
  const applyLocation = useCallback(
    (location: StockLocation, found: readonly Retailer[]) => {
      setDealerCodes(found.map((retailer) => retailer.dealer_code));
      setNoDealers(false);
      change((current) => ({ ...current, location }));
    },
    [change],
  );

  const clearLocation = useCallback(() => {
    setDealerCodes(null);
    setNoDealers(false);
    change((current) => ({ ...current, location: {} }));
  }, [change]);

  /**
   * The retailers a location search finds: postcode and locality, else state,
   * else retailer. None found opens the non-closable postcode modal.
   */
  const findRetailers = useCallback(
    async (location: StockLocation): Promise<Retailer[]> => {
      const type = postcodeSearchType(location);
      if (type === "none") return [];
      const found = await fetchRetailers(
        listKey,
        type === "postcodeSearch"
          ? { postcode: location.postcode, locality: location.locality }
          : type === "stateSearch"
            ? { state: location.state }
            : {},
      );
      const matching =
        type === "retailerSearch" ? found.filter((retailer) => retailer.dealer_code === location.retailer) : found;
      if (matching.length === 0) setNoDealers(true);
      return matching;
    },
    [listKey],
  );

  return {
    query,
    page,
    status,
    ready,
    savedView,
    setSavedView,
    noDealers,
    dealerCodes,
    retailers,
    toggleValue,
    setRange,
    setText,
    setSort,
    goToPage,
    clearFilters,
    applyLocation,
    clearLocation,
    findRetailers,
    retry: () => setAttempt((count) => count + 1),
  };
}

export type StockLocatorState = ReturnType<typeof useStockLocator>;
