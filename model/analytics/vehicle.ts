import type { ShowroomVehicle } from "../listings/showroom-vehicle.ts";
import type { DataLayerEvent } from "./data-layer.ts";
import type { AnalyticsPageType } from "./page-type.ts";

/**
 * The vehicle as mapped for analytics: brand, series,
 * version name, id, nameplate (external model names mapped to the platform codes x761, x590, x152,
 * x760, x260), status, availability date, state and its label, VIN, mileage, transmission, engine
 * types joined, power, engine capacity, colours, production year, prices (none when hidden), the
 * price-hide flag, prices type, the owner's name, city and contact details, and the model group.
 */

/** External model names -> platform codes. Keys are compared normalised (upper case, letters and digits only). */
const NAMEPLATE_PLATFORM_CODES: Readonly<Record<string, string>> = {
  FPACE: "x761",
  IPACE: "x590",
  FTYPE: "x152",
  XE: "x760",
  XF: "x260",
};

const PLATFORM_CODES = new Set(Object.values(NAMEPLATE_PLATFORM_CODES));

function normaliseName(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]+/g, "");
}

/**
 * The nameplate for analytics, from nameplate_external_code: a platform code as it is (lower case), an
 * external model name through the table, else the external code or, without one, the model name.
 */
export function analyticsNameplate(vehicle: Pick<ShowroomVehicle, "nameplate_external_code" | "model">): string {
  const external = vehicle.nameplate_external_code?.trim() ?? "";
  if (external) {
    if (PLATFORM_CODES.has(external.toLowerCase())) return external.toLowerCase();
    const mapped = NAMEPLATE_PLATFORM_CODES[normaliseName(external)];
    if (mapped) return mapped;
    return external;
  }
  return NAMEPLATE_PLATFORM_CODES[normaliseName(vehicle.model)] ?? vehicle.model;
}

export type AnalyticsState = "new" | "used" | "approved" | "configurator";

/** The analytics label of a vehicle state: new -> the new-vehicle label; approved and used -> the approved label; new_config for the configurator journey. */
export const ANALYTICS_STATE_LABELS: Readonly<Record<AnalyticsState, string>> = {
  new: "new_vehicle",
  used: "approved_vehicle",
  approved: "approved_vehicle",
  configurator: "new_config",
};

export function analyticsState(state: string, journey: "stock" | "configurator" = "stock"): AnalyticsState {
  if (journey === "configurator") return "configurator";
  return state === "new" || state === "used" || state === "approved" ? state : "new";
}

/** A payment option of type 'calculator' is reported to analytics as lease; other types as themselves. */
export function analyticsPaymentType(type: string): string {
  return type === "calculator" ? "lease" : type;
}

export interface AnalyticsVehicle {
  brand: string;
  series: string;
  version_name: string;
  id: string;
  nameplate: string;
  status: string;
  availability_date: string | null;
  state: AnalyticsState;
  state_label: string;
  vin: string;
  mileage: number;
  transmission: string;
  engine_type: string;
  power: string;
  engine_capacity: string;
  color_interior: string;
  color: string;
  productionYear: number;
  prices: {
    purchase: number | null;
    sale: number | null;
    drive_away: number | null;
    msrp: number | null;
    lease: number | null;
    subscribe: number | null;
  };
  price_hide: boolean;
  prices_type: string;
  owner: { name: string; city: string; phone: string; email: string; dealer_code: string } | null;
  nameplateModelGroup: string;
}

export type AnalyticsVehicleSource = Pick<
  ShowroomVehicle,
  | "id"
  | "brand"
  | "model"
  | "version"
  | "state"
  | "status"
  | "nameplate_external_code"
  | "prices"
  | "specification"
  | "raw"
  | "owner"
>;

export function analyticsVehicle(
  vehicle: AnalyticsVehicleSource,
  journey: "stock" | "configurator" = "stock",
): AnalyticsVehicle {
  const { prices, specification: spec } = vehicle;
  const all = [prices.purchase, prices.sale, prices.drive_away, prices.msrp, prices.lease, prices.subscribe];
  const hidden = all.some((price) => price?.hiddenFromVisitors === true);
  // Hidden prices stay out of the page: the data layer is readable by anyone.
  const amount = (price: { value_raw: number } | null): number | null =>
    hidden || !price || price.value_raw <= 0 ? null : price.value_raw;
  const state = analyticsState(vehicle.state, journey);
  return {
    brand: vehicle.brand,
    series: vehicle.model,
    version_name: vehicle.version,
    id: vehicle.id,
    nameplate: analyticsNameplate(vehicle),
    status: vehicle.status,
    availability_date: spec.deliveryDate || null,
    state,
    state_label: ANALYTICS_STATE_LABELS[state],
    vin: spec.vin,
    mileage: vehicle.raw.mileage,
    transmission: spec.transmission,
    engine_type: vehicle.raw.engine_type.join(", "),
    power: spec.power,
    engine_capacity: spec.capacity,
    color_interior: spec.colorInterior,
    color: spec.color,
    productionYear: vehicle.raw.production_year,
    prices: {
      purchase: amount(prices.purchase),
      sale: amount(prices.sale),
      drive_away: amount(prices.drive_away),
      msrp: amount(prices.msrp),
      lease: amount(prices.lease),
      subscribe: amount(prices.subscribe),
    },
    price_hide: hidden,
    prices_type: prices.prices_type,
    owner: vehicle.owner
      ? {
          name: vehicle.owner.name,
          city: vehicle.owner.city,
          phone: vehicle.owner.phone,
          email: vehicle.owner.email,
          dealer_code: vehicle.owner.dealer_code,
        }
      : null,
    nameplateModelGroup: spec.nameplateModelGroup || vehicle.model,
  };
}

/** The page type event every page pushes first. */
export function pageTypeEvent(pageType: AnalyticsPageType): DataLayerEvent {
  return { event: "page_type", category: "page_type", page_type: pageType };
}

/** The showroom's vehicle view. */
export function vehicleViewEvent(
  vehicle: AnalyticsVehicleSource,
  journey: "stock" | "configurator" = "stock",
): DataLayerEvent {
  return { event: "vehicle_view", category: "vehicle_view", vehicle: analyticsVehicle(vehicle, journey) };
}

/** The first use of the mini finance calculator on a page (de-duplicated by category). */
export function financeCalculatorEvent(
  vehicleId: string,
  details: { depositPercent: number; years: number },
): DataLayerEvent {
  return {
    event: "finance_calculator_used",
    category: "finance_calculator",
    vehicle_id: vehicleId,
    payment_type: analyticsPaymentType("calculator"),
    ...details,
  };
}
