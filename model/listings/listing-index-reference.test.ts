import { describe, expect, it } from "vitest";
import {
  CHECKBOX_FILTER_KEYS,
  DEFAULT_STATUSES,
  RANGE_FILTERS,
  SORT_OPTIONS,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";
import { buildListingIndex } from "./listing-index-builder.ts";
import type { IndexedVehicle } from "./listing-index.ts";
import type { ListingQuery } from "./listing-query.ts";
import { normaliseSearchText } from "./search-text.ts";
import { stockSearchTerms } from "./stock-search-terms.ts";

/**
 * The index against a reference written the obvious way, on random vehicles and random queries: every
 * total, page of ids, facet count and range bound must agree, in every publication list. The fleet has
 * keys of many values (200 owners, 60 colour names: code columns counted by scanning) beside keys of few
 * (bit sets), shuffled ids (so `has` needs its id order), VINs and text parts the search finds, a vehicle
 * count that is not a multiple of 32, and random lists (decision 098): `all` (nearly every vehicle: a few
 * are in other lists only), `new` (about half), `jaguar` (one brand: its facets lack the other's values)
 * and `rare` (a handful, so its bounds are not found by walking in from the ends of an order).
 */
function randomFleet(count: number, seed: number): IndexedVehicle[] {
  let state = seed;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const owners = Array.from({ length: 200 }, (_, i) => `dealer-${i}`);
  const colours = Array.from({ length: 60 }, (_, i) => `Colour ${i} Métallique`);
  return Array.from({ length: count }, (_, index) => {
    const owner = pick(owners);
    const engines = random() > 0.7 ? ["petrol", "mhev"] : [pick(["petrol", "diesel", "electric", "phev"])];
    const model = pick(["Defender 110", "Defender 90", "Range Rover", "F-PACE", "I-PACE"]);
    const colour = pick(colours);
    const lists = [
      ...(random() < 0.97 ? ["all"] : []),
      ...(random() < 0.45 ? ["new"] : []),
      ...(model.endsWith("PACE") ? ["jaguar"] : []),
      ...(random() < 0.004 ? ["rare"] : []),
    ];
    return {
      id: `id-${Math.floor(random() * 1e9).toString(36)}-${index}`,
      lists,
      values: {
        nameplate_brand_name: model.endsWith("PACE") ? "Jaguar" : "Land Rover",
        nameplate_model_group: model.split(" ")[0]!,
        nameplate_name: model,
        financing_options: random() > 0.5 ? ["cash", "lease"] : ["cash"],
        state: pick(["new", "used", "approved"]),
        engine_type: engines,
        transmission: pick(["automatic", "manual"]),
        color_canonical: pick(["black", "white", "grey", "blue"]),
        color_name: colour,
        status: pick([...DEFAULT_STATUSES, "unlisted"]),
        owner_id: owner,
        number_of_seats: pick(["2", "5", "7", "10"]),
      },
      ranges: {
        mileage: Math.floor(random() * 100) * 1000,
        production_year: 2018 + Math.floor(random() * 8),
        model_year: 2019 + Math.floor(random() * 8),
        power: 200 + Math.floor(random() * 40) * 10,
        display_price: 50000 + Math.floor(random() * 1500) * 100 + (random() > 0.9 ? 0.5 : 0),
        msrp_price: 60000 + Math.floor(random() * 150) * 1000,
      },
      // Few distinct times, so that the ties of every sort are broken as the reference breaks them.
      createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 50) * 3600000).toISOString(),
      ownerDealerCode: owner.toUpperCase(),
      searchText: [model, colour, engines.join(" "), `Ville ${owner.slice(-1)}`],
      uniqueText: `SAL${Math.floor(random() * 1e12)
        .toString(36)
        .toUpperCase()}`,
    };
  });
}

const STATUS_RANK = new Map<string, number>(DEFAULT_STATUSES.map((status, index) => [status, index]));
const listOf = (value: string | readonly string[]) => (typeof value === "string" ? [value] : value);

const normalisedText = new WeakMap<IndexedVehicle, string[]>();
function textOf(vehicle: IndexedVehicle): string[] {
  let text = normalisedText.get(vehicle);
  if (!text)
    normalisedText.set(
      vehicle,
      (text = [...listOf(vehicle.searchText), vehicle.uniqueText ?? ""].map(normaliseSearchText)),
    );
  return text;
}

function passes(vehicle: IndexedVehicle, query: ListingQuery, except?: CheckboxFilterKey | RangeFilterKey): boolean {
  if (query.forcedStatuses.length > 0 && !query.forcedStatuses.includes(vehicle.values.status as string)) return false;
  if (query.dealerCodes.length > 0 && !query.dealerCodes.includes(vehicle.ownerDealerCode)) return false;
  const text = textOf(vehicle);
  if (!stockSearchTerms(query.text).every((term) => text.some((part) => part.includes(term)))) return false;
  for (const key of CHECKBOX_FILTER_KEYS) {
    const selected = query.checkboxes[key];
    if (key === except || !selected?.length) continue;
    if (!listOf(vehicle.values[key]).some((value) => selected.includes(value))) return false;
  }
  for (const key of RANGE_FILTERS) {
    const range = query.ranges[key];
    if (key === except || !range) continue;
    if (range.gteq !== undefined && vehicle.ranges[key] < range.gteq) return false;
    if (range.lteq !== undefined && vehicle.ranges[key] > range.lteq) return false;
  }
  return true;
}

/** The sort's key, then newest first, then the order the vehicles were added in. */
function sorted(vehicles: IndexedVehicle[], all: IndexedVehicle[], sort: SortOption): IndexedVehicle[] {
  const position = new Map(all.map((vehicle, index) => [vehicle, index]));
  const primary: Record<SortOption, (vehicle: IndexedVehicle) => number> = {
    createdAtDesc: () => 0,
    createdAtAsc: () => 0,
    productionYearAsc: (vehicle) => vehicle.ranges.production_year,
    productionYearDesc: (vehicle) => -vehicle.ranges.production_year,
    mileageAsc: (vehicle) => vehicle.ranges.mileage,
    mileageDesc: (vehicle) => -vehicle.ranges.mileage,
    priceAsc: (vehicle) => vehicle.ranges.display_price,
    priceDesc: (vehicle) => -vehicle.ranges.display_price,
    status: (vehicle) => STATUS_RANK.get(vehicle.values.status as string) ?? 99,
  };
  const newest = (a: IndexedVehicle, b: IndexedVehicle) =>
    Date.parse(b.createdAt) - Date.parse(a.createdAt) || position.get(a)! - position.get(b)!;
  const ordered = [...vehicles].sort((a, b) => primary[sort](a) - primary[sort](b) || newest(a, b));
  // Oldest first is exactly the newest-first order reversed (ties too).
  return sort === "createdAtAsc" ? ordered.reverse() : ordered;
}

function randomQuery(vehicles: IndexedVehicle[], random: () => number): ListingQuery {
  const sample = () => vehicles[Math.floor(random() * vehicles.length)]!;
  const query: ListingQuery = {
    checkboxes: {},
    ranges: {},
    text: "",
    forcedStatuses: [],
    dealerCodes: [],
    sort: SORT_OPTIONS[Math.floor(random() * SORT_OPTIONS.length)]!,
    page: 1 + Math.floor(random() * 3),
    items: 1 + Math.floor(random() * 12),
  };
  for (const key of CHECKBOX_FILTER_KEYS)
    if (random() < 0.15) query.checkboxes[key] = [listOf(sample().values[key])[0]!, listOf(sample().values[key])[0]!];
  for (const key of RANGE_FILTERS) {
    if (random() > 0.15) continue;
    const [a, b] = [sample().ranges[key], sample().ranges[key]].sort((x, y) => x - y);
    query.ranges[key] = random() < 0.3 ? { gteq: a } : random() < 0.5 ? { lteq: b } : { gteq: a, lteq: b };
  }
  const text = random();
  if (text < 0.1) query.text = sample().uniqueText!.slice(2, 7).toLowerCase();
  else if (text < 0.2) query.text = "métallique DEFENDER";
  else if (text < 0.25) query.text = "colour 1 ville";
  if (random() < 0.1) query.forcedStatuses = ["stock", "demo"];
  if (random() < 0.1) query.dealerCodes = [sample().ownerDealerCode, "NOT-A-DEALER"];
  return query;
}

const LISTS = ["all", "new", "jaguar", "rare"];

describe("the listing index against a straightforward reference", () => {
  const vehicles = randomFleet(2021, 7);
  const index = buildListingIndex(vehicles);
  const inList = (list: string) => vehicles.filter((vehicle) => vehicle.lists.includes(list));
  let state = 11;
  const random = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
  const queries = Array.from({ length: 60 }, () => randomQuery(vehicles, random));

  it("has a fleet whose lists are what the test means", () => {
    expect(inList("all").length).toBeLessThan(vehicles.length);
    expect(inList("rare").length).toBeGreaterThan(1);
    expect(inList("rare").length).toBeLessThan(20);
  });

  it.each(queries.flatMap((query, n) => LISTS.map((list) => [n, list, query] as const)))(
    "agrees on random query %i in list %s",
    (_n, list, query) => {
      agrees(list, query);
    },
  );

  /** The index's answer to `query` in `list` is the reference's, computed over the list's vehicles. */
  function agrees(list: string, query: ListingQuery): void {
    const members = inList(list);
    const result = index.query(list, query);
    const matching = members.filter((vehicle) => passes(vehicle, query));
    expect(result.total).toBe(matching.length);
    const skip = (query.page - 1) * query.items;
    expect(result.ids).toEqual(
      sorted(matching, vehicles, query.sort)
        .slice(skip, skip + query.items)
        .map((vehicle) => vehicle.id),
    );
    for (const key of CHECKBOX_FILTER_KEYS) {
      const others = members.filter((vehicle) => passes(vehicle, query, key));
      // Every value the list has, as its own index listed them; none of another list's only.
      const expected = new Map<string, number>();
      for (const vehicle of members)
        for (const value of listOf(vehicle.values[key])) expected.set(value, expected.get(value) ?? 0);
      for (const vehicle of others)
        for (const value of listOf(vehicle.values[key])) expected.set(value, expected.get(value)! + 1);
      expect(Object.fromEntries(result.facets[key].map((facet) => [facet.value, facet.count])), key).toEqual(
        Object.fromEntries(expected),
      );
    }
    const base = members.filter((vehicle) => passes(vehicle, { ...query, checkboxes: {}, ranges: {} }));
    for (const key of RANGE_FILTERS) {
      const others = members.filter((vehicle) => passes(vehicle, query, key)).map((vehicle) => vehicle.ranges[key]);
      const all = base.map((vehicle) => vehicle.ranges[key]);
      expect(result.ranges[key], key).toEqual({
        min: others.length ? Math.min(...others) : null,
        max: others.length ? Math.max(...others) : null,
        absoluteMin: all.length ? Math.min(...all) : null,
        absoluteMax: all.length ? Math.max(...all) : null,
      });
    }
  }

  it("gives a list it does not know no vehicles, facet values or bounds", () => {
    for (const query of queries.slice(0, 10)) {
      const result = index.query("nowhere", query);
      expect(result).toMatchObject({ ids: [], total: 0, pages: 1 });
      for (const key of CHECKBOX_FILTER_KEYS) expect(result.facets[key], key).toEqual([]);
      for (const key of RANGE_FILTERS)
        expect(result.ranges[key], key).toEqual({ min: null, max: null, absoluteMin: null, absoluteMax: null });
    }
  });

  it("knows every vehicle of a list by id and no other", () => {
    for (const list of LISTS)
      for (const vehicle of vehicles.slice(0, 300))
        expect(index.has(list, vehicle.id), `${list} ${vehicle.id}`).toBe(vehicle.lists.includes(list));
    expect(index.has("all", "id-unknown")).toBe(false);
    expect(index.has("all", "")).toBe(false);
    expect(index.has("nowhere", vehicles[0]!.id)).toBe(false);
  });

  it.each(LISTS)("finds similar vehicles of list %s by a key of many values (a code column)", (list) => {
    for (const vehicle of [vehicles[5]!, ...inList(list).slice(0, 3)]) {
      const owner = vehicle.values.owner_id as string;
      const expected = sorted(
        inList(list).filter((other) => other.values.owner_id === owner && other !== vehicle),
        vehicles,
        "createdAtDesc",
      )
        .slice(0, 6)
        .map((other) => other.id);
      expect(index.sameValue(list, "owner_id", owner, vehicle.id, 6)).toEqual(expected);
    }
  });

  it("finds similar vehicles of a list by a key of few values (a bit set)", () => {
    const expected = sorted(
      inList("new").filter((vehicle) => vehicle.values.nameplate_name === "F-PACE" && vehicle !== vehicles[0]),
      vehicles,
      "createdAtDesc",
    )
      .slice(0, 6)
      .map((vehicle) => vehicle.id);
    expect(index.sameValue("new", "nameplate_name", "F-PACE", vehicles[0]!.id, 6)).toEqual(expected);
    expect(index.sameValue("nowhere", "nameplate_name", "F-PACE", vehicles[0]!.id, 6)).toEqual([]);
  });
});
