import type { CheckboxFilterKey, RangeFilterKey } from "../listings/filter-keys.ts";
import { DEFAULT_CARD_ATTRIBUTES } from "../listings/company-config.ts";
import { formatPrice, type PriceSettings } from "../listings/prices.ts";
import { COMMON_UI_STRINGS_EN } from "../i18n/ui-strings.ts";
import { engineLabel, seatsLabel, stateLabel, statusLabel } from "../listings/vehicle-presentation.ts";

/** A filter section of the panel, shown when its switch (`filter-<name>`) is on. */
export type FilterSection =
  | {
      switch: FilterSwitch;
      title: string;
      kind: "checkbox";
      keys: readonly { key: CheckboxFilterKey; label?: string }[];
    }
  | { switch: FilterSwitch; title: string; kind: "range"; key: RangeFilterKey };

type FilterSwitch =
  | "filter-brands"
  | "filter-models"
  | "filter-financing_options"
  | "filter-states"
  | "filter-statuses"
  | "filter-msrp_price"
  | "filter-display_price"
  | "filter-mileage"
  | "filter-production_year"
  | "filter-model_year"
  | "filter-power"
  | "filter-engine_types"
  | "filter-transmissions"
  | "filter-colors"
  | "filter-specific_colors"
  | "filter-dealers"
  | "filter-number_of_seats";

/** Every filter switch and the filter key(s) it shows, in the order of the panel. */
export const FILTER_SECTIONS: readonly FilterSection[] = [
  { switch: "filter-brands", title: "Brand", kind: "checkbox", keys: [{ key: "nameplate_brand_name" }] },
  {
    switch: "filter-models",
    title: "Model",
    kind: "checkbox",
    keys: [
      { key: "nameplate_model_group", label: "Family" },
      { key: "nameplate_name", label: "Model" },
    ],
  },
  { switch: "filter-states", title: "Condition", kind: "checkbox", keys: [{ key: "state" }] },
  { switch: "filter-display_price", title: "Price", kind: "range", key: "display_price" },
  { switch: "filter-msrp_price", title: "Recommended price", kind: "range", key: "msrp_price" },
  { switch: "filter-financing_options", title: "Ways to pay", kind: "checkbox", keys: [{ key: "financing_options" }] },
  { switch: "filter-statuses", title: "Availability", kind: "checkbox", keys: [{ key: "status" }] },
  { switch: "filter-mileage", title: "Mileage", kind: "range", key: "mileage" },
  { switch: "filter-production_year", title: "Production year", kind: "range", key: "production_year" },
  { switch: "filter-model_year", title: "Model year", kind: "range", key: "model_year" },
  { switch: "filter-power", title: "Power", kind: "range", key: "power" },
  { switch: "filter-engine_types", title: "Engine", kind: "checkbox", keys: [{ key: "engine_type" }] },
  { switch: "filter-transmissions", title: "Transmission", kind: "checkbox", keys: [{ key: "transmission" }] },
  { switch: "filter-colors", title: "Colour", kind: "checkbox", keys: [{ key: "color_canonical" }] },
  { switch: "filter-specific_colors", title: "Paint", kind: "checkbox", keys: [{ key: "color_name" }] },
  { switch: "filter-number_of_seats", title: "Seats", kind: "checkbox", keys: [{ key: "number_of_seats" }] },
  { switch: "filter-dealers", title: "Retailer", kind: "checkbox", keys: [{ key: "owner_id" }] },
];

const PAYMENT_LABELS: Record<string, string> = {
  cash: "Cash",
  finance: "Finance",
  lease: "Lease",
  subscription: "Subscription",
};

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).replaceAll("_", " ").replaceAll("-", " ");
}

/** How a facet value reads; retailers (owner_id) are named by `names`. */
export function facetLabel(key: CheckboxFilterKey, value: string, names: ReadonlyMap<string, string>): string {
  switch (key) {
    case "state":
      return stateLabel(value);
    case "status":
      return statusLabel(value);
    case "engine_type":
      return engineLabel([value]);
    case "number_of_seats":
      return seatsLabel(Number(value)) || value;
    case "financing_options":
      return PAYMENT_LABELS[value] ?? capitalise(value);
    case "transmission":
    case "color_canonical":
      return capitalise(value);
    case "owner_id":
      return names.get(value) ?? value.replace(/^dealer-/, "").toUpperCase();
    default:
      return value;
  }
}

/** Step of a range slider: years and power move by one, prices and mileage by a thousand. */
export function rangeStep(key: RangeFilterKey): number {
  return key === "production_year" || key === "model_year" || key === "power" ? 1 : 1000;
}

/** A range bound as the filter shows it; prices in the site's currency format (`prices`, default euros). */
export function formatRangeValue(key: RangeFilterKey, value: number, prices?: PriceSettings): string {
  switch (key) {
    case "display_price":
    case "msrp_price":
      return formatPrice(value, "price", prices) || "0";
    case "mileage":
      return `${Math.round(value).toLocaleString("en-GB")} km`;
    case "power":
      return `${value} kW`;
    default:
      return String(value);
  }
}

/** The vehicle specification attributes a card can show, with their English labels (cards show the page language's UI strings). */
export const ATTRIBUTE_LABELS: Readonly<Record<string, string>> = COMMON_UI_STRINGS_EN.stock.attribute;

/** The `vehicles` JSON field: {headline, list}; anything malformed falls back to the defaults. */
export function vehiclesSettings(value: unknown): { headline: string; attributes: string[] } {
  const settings = (typeof value === "object" && value !== null ? value : {}) as { headline?: unknown; list?: unknown };
  // Known attributes, each once (the schema cannot say "unique": the fast validator lacks uniqueItems).
  const list = Array.isArray(settings.list)
    ? [...new Set(settings.list.filter((item): item is string => typeof item === "string" && item in ATTRIBUTE_LABELS))]
    : [];
  return {
    headline: typeof settings.headline === "string" ? settings.headline : "",
    attributes: list.length > 0 ? list : [...DEFAULT_CARD_ATTRIBUTES],
  };
}

export function vehicleCount(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "vehicle" : "vehicles"}`;
}

/**
 * The results line: the editor's headline with {{count}} replaced by the vehicles that can be bought
 * ("{{count}} vehicles available" must not count reserved or sold ones), or "N vehicles", the results
 * the list shows. `available` is absent in answers of an older server: then the total.
 */
export function resultsHeadline(template: string, counts: { total: number; available?: number }): string {
  if (template.trim() === "") return vehicleCount(counts.total);
  return template.replaceAll("{{count}}", (counts.available ?? counts.total).toLocaleString("en-GB"));
}
