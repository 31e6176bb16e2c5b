import { DEFAULT_STATUSES, MAX_ITEMS, SIMILAR_VEHICLES, SORT_OPTIONS, type SortOption } from "./filter-keys.ts";
import { DEFAULT_SORT } from "./listing-query.ts";
import { DEFAULT_MINI_FINANCE, type MiniFinanceSettings } from "./mini-finance.ts";
import { DEFAULT_PRICE_SETTINGS, type PriceSettings } from "./prices.ts";
import { SHOWROOM_ACCORDION_ATTRIBUTES, SHOWROOM_SPEC_ATTRIBUTES } from "./showroom-vehicle.ts";

/** The attributes a vehicle card shows when the company configures none, in this order. */
export const DEFAULT_CARD_ATTRIBUTES = [
  "productionYear",
  "model",
  "mileage",
  "engines",
  "color",
  "drivetrain",
  "vin",
  "power",
  "capacity",
  "status",
  "state",
  "colorInterior",
] as const;

/**
 * A company's stock locator configuration, as GET /public_api/company_config/{all or key} answers it
 * (header Company-Config names the company). Built from settings with the seed's defaults.
 */
export interface CompanyConfig {
  company: string;
  price_settings: PriceSettings;
  features: {
    /** Owner (retailer) details on cards and the showroom page. */
    owner_visible: boolean;
    /** Postcode, state and retailer search; showroom links then carry the search in their query. */
    postcode_search: boolean;
    saved_vehicles: boolean;
    mini_finance: boolean;
  };
  sort_options: SortOption[];
  default_sort: SortOption;
  statuses: string[];
  items_per_page: number;
  similar_vehicles: number;
  vehicle_card_attributes: string[];
  showroom_attributes: string[];
  showroom_accordion_attributes: string[];
  mini_finance: MiniFinanceSettings;
}

export const COMPANY_CONFIG_KEYS = [
  "price_settings",
  "features",
  "sort_options",
  "default_sort",
  "statuses",
  "items_per_page",
  "similar_vehicles",
  "vehicle_card_attributes",
  "showroom_attributes",
  "showroom_accordion_attributes",
  "mini_finance",
] as const satisfies readonly (keyof CompanyConfig)[];

export type CompanyConfigKey = (typeof COMPANY_CONFIG_KEYS)[number];

export function defaultCompanyConfig(company: string): CompanyConfig {
  return {
    company,
    price_settings: DEFAULT_PRICE_SETTINGS,
    features: { owner_visible: true, postcode_search: false, saved_vehicles: true, mini_finance: true },
    sort_options: [...SORT_OPTIONS],
    default_sort: DEFAULT_SORT,
    statuses: [...DEFAULT_STATUSES],
    items_per_page: MAX_ITEMS,
    similar_vehicles: SIMILAR_VEHICLES,
    vehicle_card_attributes: [...DEFAULT_CARD_ATTRIBUTES],
    showroom_attributes: [...SHOWROOM_SPEC_ATTRIBUTES],
    showroom_accordion_attributes: [...SHOWROOM_ACCORDION_ATTRIBUTES],
    mini_finance: DEFAULT_MINI_FINANCE,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringList(value: unknown, allowed?: readonly string[]): string[] | null {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === "string")) return null;
  const list = allowed ? value.filter((entry) => allowed.includes(entry)) : value;
  return list.length > 0 ? list : null;
}

/**
 * Overrides (parsed from a setting) merged into a config; anything of the wrong type is ignored and
 * the default kept, so a half-broken setting cannot take the stock locator down.
 */
export function mergeCompanyConfig(base: CompanyConfig, overrides: unknown): CompanyConfig {
  if (!isRecord(overrides)) return base;
  const config: CompanyConfig = { ...base, features: { ...base.features }, mini_finance: { ...base.mini_finance } };
  if (isRecord(overrides.price_settings)) {
    const prices = overrides.price_settings as Partial<PriceSettings>;
    config.price_settings = {
      ...base.price_settings,
      ...prices,
      double: { ...base.price_settings.double, ...(isRecord(prices.double) ? prices.double : {}) },
    };
  }
  if (isRecord(overrides.features)) {
    for (const key of Object.keys(config.features) as (keyof CompanyConfig["features"])[]) {
      if (typeof overrides.features[key] === "boolean") config.features[key] = overrides.features[key];
    }
  }
  config.sort_options = (stringList(overrides.sort_options, SORT_OPTIONS) as SortOption[] | null) ?? base.sort_options;
  if (typeof overrides.default_sort === "string" && config.sort_options.includes(overrides.default_sort as SortOption))
    config.default_sort = overrides.default_sort as SortOption;
  else if (!config.sort_options.includes(config.default_sort)) config.default_sort = config.sort_options[0]!;
  config.statuses = stringList(overrides.statuses) ?? base.statuses;
  if (typeof overrides.items_per_page === "number" && Number.isInteger(overrides.items_per_page))
    config.items_per_page = Math.min(MAX_ITEMS, Math.max(1, overrides.items_per_page));
  config.vehicle_card_attributes = stringList(overrides.vehicle_card_attributes) ?? base.vehicle_card_attributes;
  config.showroom_attributes =
    stringList(overrides.showroom_attributes, SHOWROOM_ACCORDION_ATTRIBUTES) ?? base.showroom_attributes;
  config.showroom_accordion_attributes =
    stringList(overrides.showroom_accordion_attributes, SHOWROOM_ACCORDION_ATTRIBUTES) ??
    base.showroom_accordion_attributes;
  if (isRecord(overrides.mini_finance)) {
    const finance = overrides.mini_finance;
    if (typeof finance.annualRate === "number" && finance.annualRate >= 0 && finance.annualRate < 1)
      config.mini_finance.annualRate = finance.annualRate;
    if (isRecord(finance.balloonByYears)) {
      const balloons: Record<string, number> = {};
      for (const [years, share] of Object.entries(finance.balloonByYears))
        if (typeof share === "number" && share >= 0 && share < 1) balloons[years] = share;
      config.mini_finance.balloonByYears = balloons;
    }
  }
  return config;
}
