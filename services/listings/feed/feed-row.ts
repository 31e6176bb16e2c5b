import { Ajv, type ErrorObject } from "ajv";
import stockFeedSchema from "../../../schemas/stock-feed.schema.json" with { type: "json" };
import type { StockFeed } from "../../../generated/contracts/entities/stock-feed.ts";
import type { StockImportRowsTable } from "../../db/schema.ts";

/** Why a feed row was not imported: the field at fault ("" for the whole row) and the reason. */
export interface RowProblem {
  field: string;
  reason: string;
}

let validateRow: ReturnType<Ajv["compile"]> | null = null;

/** schemas/stock-feed.schema.json, compiled once; defaults filled in (power_unit "kW", photos [], ...). */
function rowValidator(): ReturnType<Ajv["compile"]> {
  if (!validateRow) {
    const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
    validateRow = ajv.compile(stockFeedSchema);
  }
  return validateRow;
}

type PropertySchema = { type?: string | string[]; enum?: unknown[]; $ref?: string };
const PROPERTIES = stockFeedSchema.properties as Record<string, PropertySchema>;

function typesOf(field: string): string[] {
  const property = PROPERTIES[field];
  if (!property) return [];
  if (property.$ref) return ["array"];
  return property.type === undefined ? ["string"] : Array.isArray(property.type) ? property.type : [property.type];
}

/**
 * A CSV record as the feed object: an empty cell is no value, numeric fields are numbers, booleans
 * `true`/`false`/`1`/`0`, and array or object fields JSON text. A cell that cannot be read is left as
 * text, so the schema names the field.
 */
export function fromCsvRecord(record: Record<string, string>): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const [field, cell] of Object.entries(record)) {
    if (cell === "") continue;
    const types = typesOf(field);
    if (types.includes("integer") || types.includes("number")) {
      const number = Number(cell);
      value[field] = cell.trim() !== "" && Number.isFinite(number) ? number : cell;
    } else if (types.includes("boolean")) {
      value[field] = cell === "true" || cell === "1" ? true : cell === "false" || cell === "0" ? false : cell;
    } else if (types.includes("array") || types.includes("object")) {
      try {
        value[field] = JSON.parse(cell);
      } catch {
        value[field] = cell;
      }
    } else value[field] = cell;
  }
  return value;
}

function describe(error: ErrorObject): RowProblem {
  const path = error.instancePath.slice(1).replaceAll("/", ".");
  if (error.keyword === "required") {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return { field: path ? `${path}.${missing}` : missing, reason: "is required" };
  }
  if (error.keyword === "additionalProperties") {
    const extra = (error.params as { additionalProperty: string }).additionalProperty;
    return { field: path ? `${path}.${extra}` : extra, reason: "is not a field of the stock feed" };
  }
  if (error.keyword === "enum")
    return {
      field: path,
      reason: `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(", ")}`,
    };
  return { field: path, reason: error.message ?? "is not valid" };
}

/** The feed row checked against the schema: the vehicle, or every problem found (one per field). */
export function checkFeedRow(value: unknown): { ok: true; vehicle: StockFeed } | { ok: false; problems: RowProblem[] } {
  const validate = rowValidator();
  if (validate(value)) return { ok: true, vehicle: value as StockFeed };
  const seen = new Set<string>();
  const problems: RowProblem[] = [];
  for (const error of validate.errors ?? []) {
    const problem = describe(error);
    if (seen.has(problem.field)) continue;
    seen.add(problem.field);
    problems.push(problem);
  }
  return { ok: false, problems };
}

/** `|a|b|`: how list-valued vehicle fields are stored (migration 002). */
function piped(values: readonly string[]): string {
  return values.length === 0 ? "" : `|${values.join("|")}|`;
}

/** A checked feed vehicle as a staging row, its owner resolved from the dealer code. */
export function stagingRow(vehicle: StockFeed, ownerId: string, importId: string, line: number): StockImportRowsTable {
  const details = {
    photos: vehicle.photos ?? [],
    long_description: vehicle.long_description ?? "",
    features_standard: vehicle.features_standard ?? [],
    features_optional: vehicle.features_optional ?? [],
    accessories: vehicle.accessories ?? [],
    footnotes: vehicle.footnotes ?? [],
    disclaimers: vehicle.disclaimers ?? [],
    product_card_disclaimer: vehicle.product_card_disclaimer ?? "",
    drive_away_price: vehicle.drive_away_price ?? null,
    old_price: vehicle.old_price ?? null,
    on_the_road_price: vehicle.on_the_road_price ?? null,
    used_record: vehicle.used_record ?? null,
    config_url: vehicle.config_url ?? null,
    video_url: vehicle.video_url ?? null,
  };
  return {
    import_id: importId,
    line,
    id: vehicle.id,
    state: vehicle.state,
    status: vehicle.status,
    nameplate_brand_name: vehicle.nameplate_brand_name,
    nameplate_name: vehicle.nameplate_name,
    nameplate_model_group: vehicle.nameplate_model_group ?? "",
    nameplate_external_code: vehicle.nameplate_external_code ?? null,
    model_display_name: vehicle.model_display_name,
    version: vehicle.version,
    drivetrain: vehicle.drivetrain,
    production_year: vehicle.production_year,
    model_year: vehicle.model_year,
    color_name: vehicle.color_name,
    color_canonical: vehicle.color_canonical,
    interior_color: vehicle.interior_color,
    vin: vehicle.vin,
    owner_id: ownerId,
    engine_type: piped(vehicle.engine_type),
    financing_options: piped(vehicle.financing_options),
    transmission: vehicle.transmission,
    power: vehicle.power,
    power_unit: vehicle.power_unit ?? "kW",
    mileage: vehicle.mileage,
    mileage_unit: vehicle.mileage_unit ?? "km",
    battery_capacity: vehicle.battery_capacity ?? null,
    engine_capacity_normalized: vehicle.engine_capacity_normalized ?? null,
    number_of_seats: vehicle.number_of_seats,
    msrp_price: vehicle.msrp_price,
    sale_price: vehicle.sale_price ?? null,
    display_price: vehicle.display_price,
    monthly_price: vehicle.monthly_price ?? null,
    subscribe_price: vehicle.subscribe_price ?? null,
    price_hidden: vehicle.price_hidden ? 1 : 0,
    prices_type: vehicle.prices_type ?? "inc_gst",
    delivery_date: vehicle.delivery_date ?? null,
    order_number: vehicle.order_number ?? null,
    created_at: vehicle.created_at,
    details: JSON.stringify(details),
    lists: piped(vehicle.lists),
  };
}
