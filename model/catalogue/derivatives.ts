/**
 * Derivatives of a car model (the Derivatives block): the distinct versions and engine
 * configurations of one nameplate in the stock, each with its specification strings, how many
 * vehicles of it are in stock, its lowest price and a link to the stock locator filtered to it.
 */
import {
  batteryLabel,
  capacityLabel,
  engineLabel,
  listOf,
  powerLabel,
  seatsLabel,
} from "../listings/vehicle-presentation.ts";

/** One derivative as services/listings/stock-catalogue.ts reads it (one row per distinct configuration). */
export interface DerivativeRow {
  nameplate: string;
  version: string;
  /** `|petrol|phev|`, as stored. */
  engine_type: string;
  power: number;
  power_unit: string;
  engine_capacity_normalized: number | null;
  battery_capacity: number | null;
  transmission: string;
  drivetrain: string;
  number_of_seats: number;
  count: number;
  /** Lowest display price among vehicles whose price is shown; null when every price is hidden. */
  from_price: number | null;
}

/** The spec keys a derivative is made of (each constant within one derivative). */
export type DerivativeSpecKey =
  "engines" | "capacity" | "power" | "batteryCapacity" | "transmission" | "drivetrain" | "numberOfSeats";

export interface Derivative {
  key: string;
  name: string;
  specs: Record<DerivativeSpecKey, string>;
  count: number;
  from_price: number | null;
  /** The stock locator filtered to this model and power (power tells the engines of a model apart). */
  link: string;
}

/** Derivatives ordered by lowest price (hidden prices last), then name. `engine` keeps only those with that engine type. */
export function derivativesOf(rows: readonly DerivativeRow[], engine = ""): Derivative[] {
  return rows
    .filter((row) => engine === "" || listOf(row.engine_type).includes(engine))
    .map((row) => {
      const engines = engineLabel(listOf(row.engine_type));
      const stock = new URLSearchParams({ nameplate_name: row.nameplate });
      stock.set("power.from", String(row.power));
      stock.set("power.to", String(row.power));
      return {
        key: [row.version, row.engine_type, row.power, row.transmission, row.drivetrain, row.number_of_seats].join("/"),
        name: [row.version, engines, powerLabel(row.power, row.power_unit)].filter(Boolean).join(" "),
        specs: {
          engines,
          capacity: capacityLabel(row.engine_capacity_normalized),
          power: powerLabel(row.power, row.power_unit),
          batteryCapacity: batteryLabel(row.battery_capacity),
          transmission: row.transmission,
          drivetrain: row.drivetrain,
          numberOfSeats: seatsLabel(row.number_of_seats),
        },
        count: row.count,
        from_price: row.from_price,
        link: `/stock?${stock}`,
      };
    })
    .sort(
      (a, b) =>
        (a.from_price ?? Number.POSITIVE_INFINITY) - (b.from_price ?? Number.POSITIVE_INFINITY) ||
        a.name.localeCompare(b.name),
    );
}
