import {
  CHECKBOX_FILTER_KEYS,
  MAX_ITEMS,
  RANGE_FILTERS,
  SORT_OPTIONS,
  CHECKBOX_FILTERS,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";
import { DEFAULT_SORT } from "./listing-query.ts";

/**
 * The stock locator's state as it lives in the page URL: checkbox filters as
 * their selected keys joined by commas (`?state=new,used`), sliders as `{key}.from` and `{key}.to`
 * only when they differ from the list's bounds, plus sort, page, text and the postcode search inputs
 * (`_postcode`, `_state`, `_retailer`, `_locality`). Shared by the block in the browser and the
 * server, which renders the first page of results from the same URL.
 */
export interface StockUrlState {
  checkboxes: Partial<Record<CheckboxFilterKey, string[]>>;
  ranges: Partial<Record<RangeFilterKey, { from?: number; to?: number }>>;
  sort: SortOption;
  page: number;
  text: string;
  location: { postcode?: string; state?: string; retailer?: string; locality?: string };
}

const URL_SEPARATOR = ",";
const LOCATION_KEYS = { _postcode: "postcode", _state: "state", _retailer: "retailer", _locality: "locality" } as const;

export function emptyStockState(sort: SortOption = DEFAULT_SORT): StockUrlState {
  return { checkboxes: {}, ranges: {}, sort, page: 1, text: "", location: {} };
}

/** Reads the state from a query string; unknown parameters (campaign tags, ...) are left alone. */
export function parseStockUrl(search: URLSearchParams, defaultSort: SortOption = DEFAULT_SORT): StockUrlState {
  const state = emptyStockState(defaultSort);
  for (const key of CHECKBOX_FILTER_KEYS) {
    const raw = search.get(key);
    if (raw)
      state.checkboxes[key] = raw
        .split(URL_SEPARATOR)
        .map((value) => value.trim())
        .filter(Boolean);
  }
  for (const key of RANGE_FILTERS) {
    const from = Number(search.get(`${key}.from`));
    const to = Number(search.get(`${key}.to`));
    const range: { from?: number; to?: number } = {};
    if (search.has(`${key}.from`) && Number.isFinite(from)) range.from = from;
    if (search.has(`${key}.to`) && Number.isFinite(to)) range.to = to;
    if (range.from !== undefined || range.to !== undefined) state.ranges[key] = range;
  }
  const sort = search.get("sort");
  if (sort && (SORT_OPTIONS as readonly string[]).includes(sort)) state.sort = sort as SortOption;
  const page = Number(search.get("page"));
  if (Number.isInteger(page) && page > 1) state.page = page;
  state.text = search.get("q")?.slice(0, 200) ?? "";
  for (const [parameter, field] of Object.entries(LOCATION_KEYS)) {
    const value = search.get(parameter);
    if (value) state.location[field] = value;
  }
  return state;
}

/**
 * Writes the state into a query string, keeping parameters it does not own. Ranges equal to the
 * list's bounds and the default sort and first page are left out, so a clean URL means "no filter".
 */
export function writeStockUrl(
  state: StockUrlState,
  base: URLSearchParams,
  options: {
    bounds?: Partial<Record<RangeFilterKey, { min: number | null; max: number | null }>>;
    defaultSort?: SortOption;
  } = {},
): URLSearchParams {
  const search = new URLSearchParams(base);
  for (const key of CHECKBOX_FILTER_KEYS) {
    const values = state.checkboxes[key];
    if (values && values.length > 0) search.set(key, values.join(URL_SEPARATOR));
    else search.delete(key);
  }
  for (const key of RANGE_FILTERS) {
    const range = state.ranges[key];
    const bounds = options.bounds?.[key];
    const from = range?.from !== undefined && range.from !== bounds?.min ? range.from : undefined;
    const to = range?.to !== undefined && range.to !== bounds?.max ? range.to : undefined;
    if (from !== undefined) search.set(`${key}.from`, String(from));
    else search.delete(`${key}.from`);
    if (to !== undefined) search.set(`${key}.to`, String(to));
    else search.delete(`${key}.to`);
  }
  if (state.sort !== (options.defaultSort ?? DEFAULT_SORT)) search.set("sort", state.sort);
  else search.delete("sort");
  if (state.page > 1) search.set("page", String(state.page));
  else search.delete("page");
  if (state.text) search.set("q", state.text);
  else search.delete("q");
  for (const [parameter, field] of Object.entries(LOCATION_KEYS)) {
    const value = state.location[field];
    if (value) search.set(parameter, value);
    else search.delete(parameter);
  }
  return search;
}

/** The listing API query for a state (`filter[key_op]`, ...), with the block's fixed restrictions. */
export function toApiParams(
  state: StockUrlState,
  fixed: { forcedStatuses?: string[]; dealerCodes?: string[]; items?: number } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of CHECKBOX_FILTER_KEYS) {
    const values = state.checkboxes[key];
    if (values && values.length > 0) params.set(`filter[${key}_${CHECKBOX_FILTERS[key]}]`, values.join(","));
  }
  for (const key of RANGE_FILTERS) {
    const range = state.ranges[key];
    if (range?.from !== undefined) params.set(`filter[${key}_gteq]`, String(range.from));
    if (range?.to !== undefined) params.set(`filter[${key}_lteq]`, String(range.to));
  }
  params.set("sort", state.sort);
  params.set("page", String(state.page));
  params.set("items", String(fixed.items ?? MAX_ITEMS));
  if (state.text) params.set("q", state.text);
  if (fixed.forcedStatuses?.length) params.set("forced_statuses", fixed.forcedStatuses.join(","));
  if (fixed.dealerCodes?.length) params.set("forced_dealer_codes", fixed.dealerCodes.join(","));
  return params;
}

/**
 * Which location search the inputs make: postcode and locality together search by postcode, else a
 * state searches by state, else a retailer by retailer.
 */
export function postcodeSearchType(
  location: StockUrlState["location"],
): "postcodeSearch" | "stateSearch" | "retailerSearch" | "none" {
  if (location.postcode && location.locality) return "postcodeSearch";
  if (location.state) return "stateSearch";
  if (location.retailer) return "retailerSearch";
  return "none";
}
