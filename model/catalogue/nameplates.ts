/**
 * The stock's nameplates grouped by brand and model group with their vehicle counts
 * (GET /vehicles/grouped_nameplates), and the car models offers can target (GET /offer_car_models).
 */
import type {
  VehicleCatalogueGroupedNameplates as GroupedNameplates,
  VehicleCatalogueOfferCarModel as OfferCarModel,
} from "../../generated/contracts/entities/vehicle-catalogue.ts";
import { brandKey, modelKey, modelYearKeys } from "./model-key.ts";

/** One nameplate of the stock with its count (services/listings/stock-catalogue.ts reads them). */
export interface NameplateCount {
  brand: string;
  model_group: string;
  nameplate: string;
  count: number;
  min_model_year: number | null;
  max_model_year: number | null;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** Brands, then model groups (falling back to the nameplate), then nameplates, by name; counts summed up. */
export function groupNameplates(rows: readonly NameplateCount[]): GroupedNameplates {
  const brands = new Map<string, Map<string, NameplateCount[]>>();
  for (const row of rows) {
    const groups = brands.get(row.brand) ?? new Map<string, NameplateCount[]>();
    brands.set(row.brand, groups);
    const group = row.model_group || row.nameplate;
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const data = [...brands].map(([brand, groups]) => {
    const models = [...groups]
      .map(([group, nameplates]) => ({
        name: group,
        count: nameplates.reduce((sum, row) => sum + row.count, 0),
        nameplates: nameplates
          .map((row) => ({ name: row.nameplate, key: modelKey(row.nameplate), count: row.count }))
          .sort(byName),
      }))
      .sort(byName);
    return { name: brand, key: brandKey(brand), count: models.reduce((sum, model) => sum + model.count, 0), models };
  });
  data.sort(byName);
  return { data, total: data.reduce((sum, brand) => sum + brand.count, 0) };
}

/**
 * The car models offers can target: one per nameplate in the stock, keyed by model key. Stored
 * offers (issue 15) add their own models through `extra`: a model already in the stock keeps the
 * stock's entry, one that is not (a model announced before its first import) is listed with 0 vehicles.
 */
export function offerCarModels(
  rows: readonly NameplateCount[],
  extra: readonly OfferCarModel[] = [],
): { data: OfferCarModel[] } {
  const models = new Map<string, OfferCarModel>();
  for (const row of rows) {
    const key = modelKey(row.nameplate);
    const known = models.get(key);
    const years = modelYearKeys(row.min_model_year, row.max_model_year);
    models.set(key, {
      car_model_key: key,
      ci_key_brand: brandKey(row.brand),
      ci_key_model: key,
      name: row.nameplate,
      brand: row.brand,
      model_group: row.model_group || row.nameplate,
      model_keys: [...new Set([...(known?.model_keys ?? []), ...years])].sort(),
      vehicles: (known?.vehicles ?? 0) + row.count,
    });
  }
  for (const model of extra) if (!models.has(model.car_model_key)) models.set(model.car_model_key, model);
  return { data: [...models.values()].sort((a, b) => a.brand.localeCompare(b.brand) || a.name.localeCompare(b.name)) };
}
