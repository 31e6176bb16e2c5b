import { pluralRules } from "../i18n/ui-dictionary.ts";
import { replaceCount } from "../i18n/translate.ts";
import { BUILT_IN_TRANSLATIONS, DEFAULT_LANGUAGE } from "../i18n/widget-translations.ts";

/** How a vehicle's attributes read on cards and the showroom page. */

const ENGINE_LABELS: Record<string, string> = {
  petrol: "Petrol",
  diesel: "Diesel",
  electric: "Electric",
  hybrid: "Hybrid",
  mhev: "Mild hybrid",
  phev: "Plug-in hybrid",
};
const STATE_LABELS: Record<string, string> = { new: "New", used: "Used", approved: "Approved" };
const STATUS_LABELS: Record<string, string> = {
  stock: "In stock",
  available_soon: "Available soon",
  reserved: "Reserved",
  sold: "Sold",
  in_production: "In production",
  on_demand: "On demand",
  delivery: "In delivery",
  demo: "Demonstrator",
};

/** A VIN longer than 3 characters is reduced to its last 3. */
export function shortVin(vin: string): string {
  return vin.length > 3 ? vin.slice(-3) : vin;
}

export function engineLabel(types: readonly string[]): string {
  return types.map((type) => ENGINE_LABELS[type] ?? type).join(", ");
}

export function stateLabel(state: string): string {
  return STATE_LABELS[state] ?? state;
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status.replaceAll("_", " ");
}

export function mileageLabel(mileage: number, unit: string): string {
  return `${Math.round(mileage).toLocaleString("en-GB")} ${unit}`;
}

/** Litre values to one decimal. */
export function capacityLabel(litres: number | null): string {
  return litres === null || litres <= 0 ? "" : `${litres.toFixed(1)} L`;
}

export function batteryLabel(kwh: number | null): string {
  return kwh === null || kwh <= 0 ? "" : `${kwh.toLocaleString("en-GB")} kWh`;
}

/**
 * A seat count must be a positive number; the label is pluralised, or the site's name for that count
 * (setting sl.seats_translations) when it has one.
 */
export function seatsLabel(
  seats: number | null,
  names?: Readonly<Record<string, string>> | null,
  locale = DEFAULT_LANGUAGE,
): string {
  if (seats === null || !Number.isFinite(seats) || seats <= 0) return "";
  const named = names?.[String(seats)];
  if (named) return named;
  // The language's own plural forms (Arabic has six): the showroom's built-in seat counts.
  const words = BUILT_IN_TRANSLATIONS[locale] ?? BUILT_IN_TRANSLATIONS[DEFAULT_LANGUAGE]!;
  const form = words[`showroom.seats_${pluralRules(locale).select(seats)}`] ?? words["showroom.seats_other"]!;
  return replaceCount(form, seats);
}

export function powerLabel(power: number, unit: string): string {
  return power > 0 ? `${power} ${unit}` : "";
}

export function listOf(piped: string): string[] {
  return piped.split("|").filter(Boolean);
}
