import { describe, expect, it } from "vitest";
import { CHECKBOX_FILTER_KEYS, RANGE_FILTERS, type CheckboxFilterKey } from "./filter-keys.ts";
import { buildListingIndex } from "./listing-index-builder.ts";
import type { IndexedVehicle } from "./listing-index.ts";
import { parseListingQuery, type ListingQuery } from "./listing-query.ts";
import { canBeBought } from "./availability.ts";

/** A deterministic pseudo-random fleet. */
function fleet(count: number): IndexedVehicle[] {
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return Array.from({ length: count }, (_, index) => ({
    id: `v${index}`,
    lists: ["all"],
    values: {
      nameplate_brand_name: pick(["Land Rover", "Jaguar"]),
      nameplate_model_group: pick(["Range Rover", "Defender", "Discovery", "F-PACE"]),
      nameplate_name: pick(["Range Rover Sport", "Defender 110", "Discovery", "F-PACE", "I-PACE"]),
      financing_options: random() > 0.5 ? ["cash", "lease"] : ["cash"],
      state: pick(["new", "used", "approved"]),
      engine_type: random() > 0.7 ? ["petrol", "hybrid"] : [pick(["petrol", "diesel", "electric"])],
      transmission: pick(["automatic", "manual"]),
      color_canonical: pick(["black", "white", "grey", "blue"]),
      color_name: pick(["Santorini Black", "Fuji White", "Eiger Grey", "Portofino Blue"]),
      status: pick(["stock", "reserved", "available_soon", "sold"]),
      owner_id: pick(["d1", "d2", "d3"]),
      number_of_seats: pick(["5", "7"]),
    },
    ranges: {
      mileage: Math.floor(random() * 100000),
      production_year: 2019 + Math.floor(random() * 6),
      model_year: 2020 + Math.floor(random() * 6),
      power: 200 + Math.floor(random() * 400),
      display_price: 50000 + Math.floor(random() * 150000),
      msrp_price: 60000 + Math.floor(random() * 150000),
    },
    createdAt: new Date(Date.UTC(2026, 0, 1) + index * 60000).toISOString(),
    ownerDealerCode: pick(["D1", "D2", "D3"]),
    searchText: `Vehicle ${index} Café-Noir, édition`,
  }));
}

/** The meaning of a query, written the slow obvious way. */
function bruteForce(vehicles: IndexedVehicle[], query: ListingQuery, except?: string): IndexedVehicle[] {
  return vehicles.filter((vehicle) => {
    for (const key of CHECKBOX_FILTER_KEYS) {
      const selected = query.checkboxes[key];
      if (key === except || !selected?.length) continue;
      const own = vehicle.values[key];
      const values = typeof own === "string" ? [own] : own;
      if (!values.some((value) => selected.includes(value))) return false;
    }
    for (const key of RANGE_FILTERS) {
      const range = query.ranges[key];
      if (key === except || !range) continue;
      if (range.gteq !== undefined && vehicle.ranges[key] < range.gteq) return false;
      if (range.lteq !== undefined && vehicle.ranges[key] > range.lteq) return false;
    }
    return true;
  });
}

const vehicles = fleet(3000);
const index = buildListingIndex(vehicles);

const queries = [
  {},
  { "filter[state_in]": "new,approved" },
  {
    "filter[state_in]": "used",
    "filter[nameplate_name_in]": "Defender 110,Discovery",
    "filter[mileage_lteq]": "40000",
  },
  {
    "filter[engine_type_includes]": "hybrid",
    "filter[color_canonical_in]": "black",
    "filter[production_year_gteq]": "2022",
  },
  {
    "filter[financing_options_includes]": "lease",
    "filter[number_of_seats_in]": "7",
    "filter[display_price_gteq]": "80000",
    "filter[display_price_lteq]": "150000",
  },
];

describe("the listing index", () => {
  it.each(queries.map((query) => [JSON.stringify(query), query] as const))(
    "counts every facet like a brute-force count with all other filters applied: %s",
    (_label, params) => {
      const query = parseListingQuery(params);
      const result = index.query("all", query);
      expect(result.total).toBe(bruteForce(vehicles, query).length);
      for (const key of CHECKBOX_FILTER_KEYS) {
        const others = bruteForce(vehicles, query, key);
        for (const { value, count } of result.facets[key]) {
          const expected = others.filter((vehicle) => {
            const own = vehicle.values[key as CheckboxFilterKey];
            return typeof own === "string" ? own === value : own.includes(value);
          }).length;
          expect(count, `${key}=${value}`).toBe(expected);
        }
      }
      for (const key of RANGE_FILTERS) {
        const others = bruteForce(vehicles, query, key).map((vehicle) => vehicle.ranges[key]);
        expect(result.ranges[key].min).toBe(others.length ? Math.min(...others) : null);
        expect(result.ranges[key].max).toBe(others.length ? Math.max(...others) : null);
      }
    },
  );

  it.each(queries.map((query) => [JSON.stringify(query), query] as const))(
    "counts as available only the matches that can be bought (status and buyers' holds): %s",
    (_label, params) => {
      const query = parseListingQuery(params);
      // Held: some in-stock vehicles, a sold one (counted once), one outside the index, one twice.
      const held = ["v1", "v2", "v3", "v10", "v11", "v12", "v3", "nope"];
      const result = index.query("all", query, held);
      const expected = bruteForce(vehicles, query).filter((vehicle) =>
        canBeBought(String(vehicle.values.status), held.includes(vehicle.id)),
      ).length;
      expect(result.available).toBe(expected);
      expect(result.available).toBeLessThan(result.total);
      expect(index.query("all", query).available).toBe(
        bruteForce(vehicles, query).filter((vehicle) => canBeBought(String(vehicle.values.status), false)).length,
      );
    },
  );

  it("pages through the sorted matches without gaps or repeats", () => {
    const query = parseListingQuery({ "filter[state_in]": "used", sort: "priceAsc", items: "12" });
    const all: string[] = [];
    const first = index.query("all", query);
    for (let page = 1; page <= first.pages; page++) all.push(...index.query("all", { ...query, page }).ids);
    expect(all).toHaveLength(first.total);
    expect(new Set(all).size).toBe(first.total);
    const prices = all.map((id) => vehicles[Number(id.slice(1))]!.ranges.display_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("finds text ignoring case, accents and punctuation", () => {
    expect(index.query("all", parseListingQuery({ q: "cafe noir EDITION" })).total).toBe(3000);
    expect(index.query("all", parseListingQuery({ q: "vehicle 2999" })).ids).toEqual(["v2999"]);
  });

  it("applies forced statuses and dealer codes to the results and to every facet", () => {
    const result = index.query("all", parseListingQuery({ forced_statuses: "stock", forced_dealer_codes: "D1" }));
    const expected = vehicles.filter(
      (vehicle) => vehicle.values.status === "stock" && vehicle.ownerDealerCode === "D1",
    );
    expect(result.total).toBe(expected.length);
    expect(result.facets.status.filter((facet) => facet.count > 0).map((facet) => facet.value)).toEqual(["stock"]);
  });

  it("gives similar vehicles: the same nameplate, never the current one", () => {
    const similar = index.sameValue("all", "nameplate_name", "Discovery", "v0", 6);
    expect(similar).toHaveLength(6);
    expect(similar).not.toContain("v0");
    for (const id of similar) expect(vehicles[Number(id.slice(1))]!.values.nameplate_name).toBe("Discovery");
  });
});
