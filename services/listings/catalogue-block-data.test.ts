import { describe, expect, it } from "vitest";
import type { DerivativesData } from "../../model/catalogue/block-data.ts";
import type { DerivativeRow } from "../../model/catalogue/derivatives.ts";
import type { NameplateCount } from "../../model/catalogue/nameplates.ts";
import { DEFAULT_PRICE_SETTINGS } from "../../model/listings/prices.ts";
import { derivativesResolver } from "./catalogue-block-data.ts";
import type { ListingSettings } from "./listing-settings.ts";
import type { StockCatalogue } from "./stock-catalogue.ts";

const nameplate = (count: number): NameplateCount => ({
  brand: "Land Rover",
  model_group: "Range Rover",
  nameplate: "Range Rover Sport",
  count,
  min_model_year: 2024,
  max_model_year: 2025,
});
const derivative = (version: string, count: number, from_price: number): DerivativeRow => ({
  nameplate: "Range Rover Sport",
  version,
  engine_type: "|diesel|",
  power: 350,
  power_unit: "PS",
  engine_capacity_normalized: 3,
  battery_capacity: null,
  transmission: "Automatic",
  drivetrain: "AWD",
  number_of_seats: 5,
  count,
  from_price,
});

/**
 * A catalogue as the real one answers: the same result arrays for as long as the listings revision
 * stands, new ones after a stock change.
 */
function catalogueOf(revision: { value: number; nameplates: NameplateCount[]; derivatives: DerivativeRow[] }) {
  return {
    revision: async () => revision.value,
    nameplates: async () => revision.nameplates,
    derivatives: async () => revision.derivatives,
  } as unknown as StockCatalogue;
}
const listingSettings = {
  shapeOptions: async () => ({ ownerVisible: true, prices: DEFAULT_PRICE_SETTINGS, seatNames: null }),
} as unknown as ListingSettings;
const request = {
  kind: "derivatives",
  blockId: "d1",
  props: { car_key: "range-rover-sport" },
  url: new URL("http://site.invalid/"),
};

describe("the derivatives block's data", () => {
  it("is worked out once per stock revision and follows a stock change", async () => {
    const stock = { value: 1, nameplates: [nameplate(3)], derivatives: [derivative("SE", 3, 90_000)] };
    const resolve = derivativesResolver({ stockCatalogue: catalogueOf(stock), listingSettings });
    const first = (await resolve(request)).data as DerivativesData;
    const again = (await resolve(request)).data as DerivativesData;
    expect(first.model).toMatchObject({ name: "Range Rover Sport", count: 3 });
    expect(first.derivatives.map((item) => [item.name, item.count])).toEqual([["SE Diesel 350 PS", 3]]);
    // The same revision: the derived specifications are the same objects, not worked out again.
    expect(again.derivatives[0]!.specs).toBe(first.derivatives[0]!.specs);

    Object.assign(stock, {
      value: 2,
      nameplates: [nameplate(5)],
      derivatives: [derivative("SE", 3, 90_000), derivative("HSE", 2, 80_000)],
    });
    const changed = await resolve(request);
    const data = changed.data as DerivativesData;
    expect(changed.revision).toBe("listings-2");
    expect(data.model).toMatchObject({ count: 5 });
    expect(data.derivatives.map((item) => [item.name, item.count])).toEqual([
      ["HSE Diesel 350 PS", 2],
      ["SE Diesel 350 PS", 3],
    ]);
  });
});
