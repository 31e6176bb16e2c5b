/**
 * The stock filter keys sent to the backend, with their operators. Checkbox
 * filters select values (`_in`, `_eq`, or `_includes` for list-valued fields); range filters take
 * `_gteq` and `_lteq`. The URL keeps the same keys (`{key}.from`/`{key}.to` for ranges).
 */
export const CHECKBOX_FILTERS = {
  nameplate_brand_name: "in",
  nameplate_model_group: "eq",
  nameplate_name: "in",
  financing_options: "includes",
  state: "in",
  engine_type: "includes",
  transmission: "in",
  color_canonical: "in",
  color_name: "in",
  status: "in",
  owner_id: "in",
  number_of_seats: "in",
} as const;

export const RANGE_FILTERS = [
  "mileage",
  "production_year",
  "model_year",
  "power",
  "display_price",
  "msrp_price",
] as const;

export type CheckboxFilterKey = keyof typeof CHECKBOX_FILTERS;
export type RangeFilterKey = (typeof RANGE_FILTERS)[number];
export type FilterKey = CheckboxFilterKey | RangeFilterKey;

export const CHECKBOX_FILTER_KEYS = Object.keys(CHECKBOX_FILTERS) as CheckboxFilterKey[];

/** The nine ways the stock list can be sorted: by year, date added, mileage or price, each up or down, or by status. */
export const SORT_OPTIONS = [
  "productionYearAsc",
  "productionYearDesc",
  "createdAtAsc",
  "createdAtDesc",
  "mileageAsc",
  "mileageDesc",
  "priceAsc",
  "priceDesc",
  "status",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Vehicle statuses when the company sets none, in the order the `status` sort uses. */
export const DEFAULT_STATUSES = [
  "stock",
  "available_soon",
  "reserved",
  "sold",
  "in_production",
  "on_demand",
  "delivery",
  "demo",
] as const;

/** Listing pages hold at most 12 vehicles, at least 1. */
export const MAX_ITEMS = 12;
export const SIMILAR_VEHICLES = 6;
export const DEALERS_FETCHED = 50;

export function isCheckboxFilter(key: string): key is CheckboxFilterKey {
  return Object.hasOwn(CHECKBOX_FILTERS, key);
}

export function isRangeFilter(key: string): key is RangeFilterKey {
  return (RANGE_FILTERS as readonly string[]).includes(key);
}
