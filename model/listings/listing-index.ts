import {
  CHECKBOX_FILTER_KEYS,
  DEFAULT_STATUSES,
  RANGE_FILTERS,
  type CheckboxFilterKey,
  type FilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";
import type { ListingQuery } from "./listing-query.ts";
import { normaliseSearchText, searchTerms } from "./search-text.ts";

/** What the index needs of a vehicle: the filterable and sortable fields only. */
export interface IndexedVehicle {
  id: string;
  /** Checkbox fields; list-valued ones (engine_type, financing_options) hold several values. */
  values: Record<CheckboxFilterKey, string | readonly string[]>;
  ranges: Record<RangeFilterKey, number>;
  createdAt: string;
  ownerDealerCode: string;
  searchText: string;
}

interface FacetValue {
  value: string;
  count: number;
}

export interface ListingResult {
  ids: string[];
  total: number;
  page: number;
  pages: number;
  /** Checkbox facets: every value with its count given all other active filters (disjunctive). */
  facets: Record<CheckboxFilterKey, FacetValue[]>;
  /** Range facets: the bounds given all other active filters, plus the bounds of the whole list. */
  ranges: Record<
    RangeFilterKey,
    { min: number | null; max: number | null; absoluteMin: number | null; absoluteMax: number | null }
  >;
}

const STATUS_RANK = new Map<string, number>(DEFAULT_STATUSES.map((status, index) => [status, index]));

/** A set of vehicle positions, 32 to a word. */
type Bits = Uint32Array;

function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function countOf(bits: Bits): number {
  let total = 0;
  for (let i = 0; i < bits.length; i++) total += popcount(bits[i]!);
  return total;
}

function countAnd(a: Bits, b: Bits): number {
  let total = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i]! & b[i]!;
    if (word !== 0) total += popcount(word);
  }
  return total;
}

function and(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

function has(bits: Bits, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

function set(bits: Bits, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

/**
 * An in-memory index of one publication list: for every filter value, the set of vehicles having it,
 * as a bit set. A query ANDs and ORs bit sets; each facet value's count is the population count of its
 * set ANDed with the vehicles passing every *other* active filter, which makes the counts truly
 * disjunctive. Pages come from precomputed sort orders, so page 500 costs what page 1 costs.
 */
export class ListingIndex {
  readonly size: number;
  readonly #words: number;
  readonly #ids: string[];
  readonly #byId = new Map<string, number>();
  readonly #dictionaries = new Map<CheckboxFilterKey, string[]>();
  readonly #valueBits = new Map<CheckboxFilterKey, Bits[]>();
  readonly #ranges = new Map<RangeFilterKey, Float64Array>();
  /** Per range field: vehicle positions in ascending order of the value. */
  readonly #ascending = new Map<RangeFilterKey, Uint32Array>();
  readonly #dealerBits = new Map<string, Bits>();
  readonly #searchText: string[];
  readonly #orders = new Map<SortOption, Uint32Array>();
  readonly #everything: Bits;

  constructor(vehicles: readonly IndexedVehicle[]) {
    this.size = vehicles.length;
    this.#words = Math.ceil(vehicles.length / 32);
    this.#ids = vehicles.map((vehicle) => vehicle.id);
    vehicles.forEach((vehicle, index) => this.#byId.set(vehicle.id, index));
    this.#everything = this.#empty();
    for (let index = 0; index < vehicles.length; index++) set(this.#everything, index);

    for (const key of CHECKBOX_FILTER_KEYS) {
      const dictionary = [...new Set(vehicles.flatMap((vehicle) => toList(vehicle.values[key])))].sort(compareValues);
      const idOf = new Map(dictionary.map((value, index) => [value, index]));
      const bits = dictionary.map(() => this.#empty());
      vehicles.forEach((vehicle, index) => {
        for (const value of toList(vehicle.values[key])) set(bits[idOf.get(value)!]!, index);
      });
      this.#dictionaries.set(key, dictionary);
      this.#valueBits.set(key, bits);
    }
    vehicles.forEach((vehicle, index) => {
      let bits = this.#dealerBits.get(vehicle.ownerDealerCode);
      if (!bits) this.#dealerBits.set(vehicle.ownerDealerCode, (bits = this.#empty()));
      set(bits, index);
    });
    for (const key of RANGE_FILTERS) {
      const values = Float64Array.from(vehicles, (vehicle) => vehicle.ranges[key]);
      this.#ranges.set(key, values);
      this.#ascending.set(
        key,
        Uint32Array.from(
          Array.from({ length: vehicles.length }, (_, index) => index).sort((a, b) => values[a]! - values[b]! || a - b),
        ),
      );
    }
    this.#searchText = vehicles.map((vehicle) => normaliseSearchText(vehicle.searchText));

    const created = vehicles.map((vehicle) => vehicle.createdAt);
    const status = vehicles.map((vehicle) => STATUS_RANK.get(vehicle.values.status as string) ?? 99);
    const newestFirst = (a: number, b: number): number =>
      created[b]! < created[a]! ? -1 : created[b]! > created[a]! ? 1 : a - b;
    const order = (compare: (a: number, b: number) => number): Uint32Array =>
      Uint32Array.from(
        Array.from({ length: vehicles.length }, (_, index) => index).sort((a, b) => compare(a, b) || newestFirst(a, b)),
      );
    const by = (key: RangeFilterKey, direction: 1 | -1) => {
      const values = this.#ranges.get(key)!;
      return (a: number, b: number) => direction * (values[a]! - values[b]!);
    };
    this.#orders.set("productionYearAsc", order(by("production_year", 1)));
    this.#orders.set("productionYearDesc", order(by("production_year", -1)));
    this.#orders.set("mileageAsc", order(by("mileage", 1)));
    this.#orders.set("mileageDesc", order(by("mileage", -1)));
    this.#orders.set("priceAsc", order(by("display_price", 1)));
    this.#orders.set("priceDesc", order(by("display_price", -1)));
    this.#orders.set(
      "createdAtDesc",
      order(() => 0),
    );
    this.#orders.set("createdAtAsc", Uint32Array.from(this.#orders.get("createdAtDesc")!).reverse());
    this.#orders.set(
      "status",
      order((a, b) => status[a]! - status[b]!),
    );
  }

  has(id: string): boolean {
    return this.#byId.has(id);
  }

  /** Ids of vehicles sharing `value` in `key` (similar vehicles), newest first, excluding `exceptId`. */
  sameValue(key: CheckboxFilterKey, value: string, exceptId: string, limit: number): string[] {
    const valueId = this.#dictionaries.get(key)!.indexOf(value);
    const result: string[] = [];
    if (valueId < 0) return result;
    const bits = this.#valueBits.get(key)![valueId]!;
    for (const index of this.#orders.get("createdAtDesc")!) {
      if (result.length >= limit) break;
      if (has(bits, index) && this.#ids[index] !== exceptId) result.push(this.#ids[index]!);
    }
    return result;
  }

  query(query: ListingQuery): ListingResult {
    const base = this.#hardFilter(query);
    // Each active filter group as a bit set of the vehicles passing it.
    const groups: { key: FilterKey; bits: Bits }[] = [];
    for (const key of CHECKBOX_FILTER_KEYS) {
      const selected = query.checkboxes[key];
      if (!selected || selected.length === 0) continue;
      const dictionary = this.#dictionaries.get(key)!;
      const values = this.#valueBits.get(key)!;
      const bits = this.#empty();
      for (const value of selected) {
        const id = dictionary.indexOf(value);
        if (id >= 0) for (let i = 0; i < bits.length; i++) bits[i]! |= values[id]![i]!;
      }
      groups.push({ key, bits });
    }
    for (const key of RANGE_FILTERS) {
      const range = query.ranges[key];
      if (!range || (range.gteq === undefined && range.lteq === undefined)) continue;
      groups.push({ key, bits: this.#rangeBits(key, range.gteq ?? -Infinity, range.lteq ?? Infinity) });
    }
    // others[g]: base AND every group but g (prefix and suffix products); matching: base AND all groups.
    const prefix: Bits[] = [Uint32Array.from(base)];
    for (const group of groups) {
      const next = Uint32Array.from(prefix[prefix.length - 1]!);
      and(next, group.bits);
      prefix.push(next);
    }
    const matching = prefix[groups.length]!;
    const others = new Map<FilterKey, Bits>();
    let suffix: Bits | null = null;
    for (let g = groups.length - 1; g >= 0; g--) {
      const without = Uint32Array.from(prefix[g]!);
      if (suffix) and(without, suffix);
      others.set(groups[g]!.key, without);
      const nextSuffix: Bits = suffix ? Uint32Array.from(suffix) : Uint32Array.from(groups[g]!.bits);
      if (suffix) and(nextSuffix, groups[g]!.bits);
      suffix = nextSuffix;
    }

    const facets = {} as ListingResult["facets"];
    for (const key of CHECKBOX_FILTER_KEYS) {
      const mask = others.get(key) ?? matching;
      const values = this.#valueBits.get(key)!;
      facets[key] = this.#dictionaries.get(key)!.map((value, id) => ({ value, count: countAnd(values[id]!, mask) }));
    }
    const ranges = {} as ListingResult["ranges"];
    for (const key of RANGE_FILTERS) {
      const [min, max] = this.#bounds(key, others.get(key) ?? matching);
      const [absoluteMin, absoluteMax] = this.#bounds(key, base);
      ranges[key] = { min, max, absoluteMin, absoluteMax };
    }

    const total = countOf(matching);
    const pages = Math.max(1, Math.ceil(total / query.items));
    const skip = (query.page - 1) * query.items;
    const ids: string[] = [];
    if (skip < total) {
      let seen = 0;
      for (const index of this.#orders.get(query.sort)!) {
        if (!has(matching, index)) continue;
        if (seen++ < skip) continue;
        ids.push(this.#ids[index]!);
        if (ids.length === query.items) break;
      }
    }
    return { ids, total, page: query.page, pages, facets, ranges };
  }

  #empty(): Bits {
    return new Uint32Array(this.#words);
  }

  /** Text, forced statuses and dealers: filters that are not facets (a vehicle failing them never counts). */
  #hardFilter(query: ListingQuery): Bits {
    const base = Uint32Array.from(this.#everything);
    if (query.forcedStatuses.length > 0) {
      const allowed = this.#empty();
      const dictionary = this.#dictionaries.get("status")!;
      const values = this.#valueBits.get("status")!;
      for (const status of query.forcedStatuses) {
        const id = dictionary.indexOf(status);
        if (id >= 0) for (let i = 0; i < allowed.length; i++) allowed[i]! |= values[id]![i]!;
      }
      and(base, allowed);
    }
    if (query.dealerCodes.length > 0) {
      const allowed = this.#empty();
      for (const code of query.dealerCodes) {
        const bits = this.#dealerBits.get(code);
        if (bits) for (let i = 0; i < allowed.length; i++) allowed[i]! |= bits[i]!;
      }
      and(base, allowed);
    }
    const terms = searchTerms(query.text);
    if (terms.length > 0) {
      const found = this.#empty();
      for (let index = 0; index < this.size; index++)
        if (has(base, index) && containsAll(this.#searchText[index]!, terms)) set(found, index);
      return found;
    }
    return base;
  }

  /** Vehicles whose value lies in [low, high]: a slice of the field's ascending order. */
  #rangeBits(key: RangeFilterKey, low: number, high: number): Bits {
    const values = this.#ranges.get(key)!;
    const ascending = this.#ascending.get(key)!;
    const first = lowerBound(ascending, values, low);
    const bits = this.#empty();
    for (let position = first; position < ascending.length; position++) {
      const index = ascending[position]!;
      if (values[index]! > high) break;
      set(bits, index);
    }
    return bits;
  }

  /** The smallest and largest value among the vehicles in `mask`. */
  #bounds(key: RangeFilterKey, mask: Bits): [number | null, number | null] {
    const values = this.#ranges.get(key)!;
    const ascending = this.#ascending.get(key)!;
    let min: number | null = null;
    for (let position = 0; position < ascending.length; position++) {
      if (has(mask, ascending[position]!)) {
        min = values[ascending[position]!]!;
        break;
      }
    }
    if (min === null) return [null, null];
    for (let position = ascending.length - 1; position >= 0; position--) {
      if (has(mask, ascending[position]!)) return [min, values[ascending[position]!]!];
    }
    return [min, min];
  }
}

function lowerBound(ascending: Uint32Array, values: Float64Array, target: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[ascending[middle]!]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

function containsAll(text: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!text.includes(term)) return false;
  return true;
}

function toList(value: string | readonly string[]): readonly string[] {
  return typeof value === "string" ? [value] : value;
}

/** Numbers sort as numbers (seat counts), text alphabetically. */
function compareValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
}
