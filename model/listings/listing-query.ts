import {
  CHECKBOX_FILTERS,
  MAX_ITEMS,
  SORT_OPTIONS,
  isCheckboxFilter,
  isRangeFilter,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";

/** A parsed stock query: what the API and the index work with. */
export interface ListingQuery {
  checkboxes: Partial<Record<CheckboxFilterKey, string[]>>;
  ranges: Partial<Record<RangeFilterKey, { gteq?: number; lteq?: number }>>;
  /** Free text, matched ignoring case, accents and punctuation. */
  text: string;
  forcedStatuses: string[];
  /** Dealer codes the owner must be among (forced_dealer_codes, filter[owner_dealer_codes_includes]). */
  dealerCodes: string[];
  sort: SortOption;
  page: number;
  items: number;
}

export class QueryError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(`${parameter}: ${message}`);
  }
}

export const DEFAULT_SORT: SortOption = "createdAtDesc";

function list(value: string | string[]): string[] {
  return (Array.isArray(value) ? value : [value])
    .flatMap((part) => part.split(","))
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

function integer(parameter: string, value: string | string[], min: number, max: number): number {
  const text = Array.isArray(value) ? value[value.length - 1]! : value;
  const parsed = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || parsed < min || parsed > max)
    throw new QueryError(parameter, `must be a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`);
  return parsed;
}

function number(parameter: string, value: string | string[]): number {
  const text = Array.isArray(value) ? value[value.length - 1]! : value;
  const parsed = Number(text);
  if (text.trim() === "" || !Number.isFinite(parsed))
    throw new QueryError(parameter, `must be a number, got ${JSON.stringify(text)}`);
  return parsed;
}

/**
 * Parses query parameters (`filter[state_in]=new,used`, `filter[mileage_lteq]=50000`, `q`, `sort`,
 * `page`, `items`, `forced_statuses`, `forced_dealer_codes`, `filter[owner_dealer_codes_includes]`).
 * An unknown or malformed parameter is an error naming it, never silently ignored.
 */
export function parseListingQuery(params: Record<string, string | string[] | undefined>): ListingQuery {
  const query: ListingQuery = {
    checkboxes: {},
    ranges: {},
    text: "",
    forcedStatuses: [],
    dealerCodes: [],
    sort: DEFAULT_SORT,
    page: 1,
    items: MAX_ITEMS,
  };
  for (const [parameter, raw] of Object.entries(params)) {
    if (raw === undefined) continue;
    const filter = /^filter\[([a-z_]+)\]$/.exec(parameter);
    if (filter) {
      const name = filter[1]!;
      if (name === "owner_dealer_codes_includes") {
        query.dealerCodes.push(...list(raw));
        continue;
      }
      const range = /^(.+)_(gteq|lteq)$/.exec(name);
      if (range && isRangeFilter(range[1]!)) {
        const key = range[1] as RangeFilterKey;
        query.ranges[key] = { ...query.ranges[key], [range[2]!]: number(parameter, raw) };
        continue;
      }
      const checkbox = /^(.+)_(in|eq|includes)$/.exec(name);
      if (checkbox && isCheckboxFilter(checkbox[1]!)) {
        const key = checkbox[1] as CheckboxFilterKey;
        const expected = CHECKBOX_FILTERS[key];
        // nameplate_name also accepts _eq (similar vehicles use filter[nameplate_name_eq]).
        if (
          checkbox[2] !== expected &&
          !(checkbox[2] === "eq" && expected === "in") &&
          !(checkbox[2] === "in" && expected === "eq")
        ) {
          throw new QueryError(parameter, `${key} is filtered with _${expected}`);
        }
        const values = list(raw);
        if (values.length > 0) query.checkboxes[key] = [...(query.checkboxes[key] ?? []), ...values];
        continue;
      }
      throw new QueryError(parameter, "is not a stock filter");
    }
    switch (parameter) {
      case "q":
        query.text = (Array.isArray(raw) ? raw.join(" ") : raw).slice(0, 200);
        break;
      case "sort": {
        const value = Array.isArray(raw) ? raw[raw.length - 1]! : raw;
        if (!(SORT_OPTIONS as readonly string[]).includes(value))
          throw new QueryError(parameter, `must be one of ${SORT_OPTIONS.join(", ")}`);
        query.sort = value as SortOption;
        break;
      }
      case "page":
        query.page = integer(parameter, raw, 1, 100_000);
        break;
      case "items":
        query.items = integer(parameter, raw, 1, MAX_ITEMS);
        break;
      case "forced_statuses":
        query.forcedStatuses.push(...list(raw));
        break;
      case "forced_dealer_codes":
        query.dealerCodes.push(...list(raw));
        break;
      default:
        throw new QueryError(parameter, "is not a parameter of the stock list");
    }
  }
  for (const [key, range] of Object.entries(query.ranges)) {
    if (range.gteq !== undefined && range.lteq !== undefined && range.gteq > range.lteq) {
      throw new QueryError(`filter[${key}_gteq]`, `is greater than filter[${key}_lteq]`);
    }
  }
  return query;
}
