import { and, countAnd, countOf, has, set, type Bits } from "./bits.ts";
import {
  CHECKBOX_FILTER_KEYS,
  RANGE_FILTERS,
  type CheckboxFilterKey,
  type FilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";
import type { ListingQuery } from "./listing-query.ts";
import { searchTerms } from "./search-text.ts";

/** What the index needs of a vehicle: the filterable and sortable fields only. */
export interface IndexedVehicle {
  id: string;
  /** Checkbox fields; list-valued ones (engine_type, financing_options) hold several values. */
  values: Record<CheckboxFilterKey, string | readonly string[]>;
  ranges: Record<RangeFilterKey, number>;
  createdAt: string;
  ownerDealerCode: string;
  /**
   * The text `q` searches, in parts that repeat across vehicles (brand, model, colour, dealer...):
   * each part is stored once per distinct value. A single string is one part.
   */
  searchText: string | readonly string[];
  /** Searched text unique to the vehicle (its VIN), kept per vehicle. */
  uniqueText?: string;
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

/** The index's columns, as ListingIndexBuilder makes them (decision 091). */
export interface IndexColumns {
  size: number;
  ids: string[];
  /** Vehicle positions in ascending order of id: `has` is a binary search, not a map of a million keys. */
  byId: Uint32Array;
  dictionaries: Map<CheckboxFilterKey, string[]>;
  valueBits: Map<CheckboxFilterKey, Bits[]>;
  dealerBits: Map<string, Bits>;
  ranges: Map<RangeFilterKey, Float64Array>;
  /** Per range field: vehicle positions in ascending order of the value. */
  ascending: Map<RangeFilterKey, Uint32Array>;
  orders: Map<SortOption, Uint32Array>;
  everything: Bits;
  /** The search text's parts, each dictionary-encoded (normalised values; code per vehicle). */
  text: string[][];
  textCodes: Uint32Array[];
  /** The one part unique to each vehicle (its VIN), normalised. */
  uniqueText: string[];
}

/** At most this many words of a query are matched at once (a bit each); longer queries go in rounds. */
const TERMS_PER_ROUND = 30;

/**
 * An in-memory index of one publication list: for every filter value, the set of vehicles having it,
 * as a bit set. A query ANDs and ORs bit sets; each facet value's count is the population count of its
 * set ANDed with the vehicles passing every *other* active filter, which makes the counts truly
 * disjunctive. Pages come from precomputed sort orders, so page 500 costs what page 1 costs. Built by
 * ListingIndexBuilder (listing-index-builder.ts) into typed arrays, bounded per vehicle (decision 091).
 */
export class ListingIndex {
  readonly size: number;
  readonly #words: number;
  readonly #ids: string[];
  readonly #byId: Uint32Array;
  readonly #dictionaries: Map<CheckboxFilterKey, string[]>;
  readonly #valueBits: Map<CheckboxFilterKey, Bits[]>;
  readonly #ranges: Map<RangeFilterKey, Float64Array>;
  readonly #ascending: Map<RangeFilterKey, Uint32Array>;
  readonly #dealerBits: Map<string, Bits>;
  readonly #orders: Map<SortOption, Uint32Array>;
  readonly #everything: Bits;
  readonly #text: string[][];
  readonly #textCodes: Uint32Array[];
  readonly #uniqueText: string[];

  constructor(columns: IndexColumns) {
    this.size = columns.size;
    this.#words = Math.ceil(columns.size / 32);
    this.#ids = columns.ids;
    this.#byId = columns.byId;
    this.#dictionaries = columns.dictionaries;
    this.#valueBits = columns.valueBits;
    this.#ranges = columns.ranges;
    this.#ascending = columns.ascending;
    this.#dealerBits = columns.dealerBits;
    this.#orders = columns.orders;
    this.#everything = columns.everything;
    this.#text = columns.text;
    this.#textCodes = columns.textCodes;
    this.#uniqueText = columns.uniqueText;
  }

  has(id: string): boolean {
    let low = 0;
    let high = this.#byId.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const candidate = this.#ids[this.#byId[middle]!]!;
      if (candidate === id) return true;
      if (candidate < id) low = middle + 1;
      else high = middle;
    }
    return false;
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
    const terms = [...new Set(searchTerms(query.text))];
    let found: Bits = base;
    for (let start = 0; start < terms.length; start += TERMS_PER_ROUND)
      found = this.#textMatches(found, terms.slice(start, start + TERMS_PER_ROUND));
    return found;
  }

  /**
   * The vehicles among `among` whose text contains every term: per dictionary value of each text
   * part, which terms it contains (a bit each), computed once per query; per vehicle, those bits
   * ORed, and the terms still missing looked for in its unique text.
   */
  #textMatches(among: Bits, terms: readonly string[]): Bits {
    const all = terms.length === 32 ? 0xffffffff : (1 << terms.length) - 1;
    const masks = this.#text.map((values) =>
      Uint32Array.from(values, (value) => {
        let mask = 0;
        terms.forEach((term, bit) => {
          if (value.includes(term)) mask |= 1 << bit;
        });
        return mask;
      }),
    );
    const found = this.#empty();
    for (let index = 0; index < this.size; index++) {
      if (!has(among, index)) continue;
      let mask = 0;
      for (let part = 0; part < masks.length; part++) mask |= masks[part]![this.#textCodes[part]![index]!]!;
      if (mask !== all) {
        const unique = this.#uniqueText[index]!;
        for (let bit = 0; bit < terms.length; bit++)
          if ((mask & (1 << bit)) === 0 && unique.includes(terms[bit]!)) mask |= 1 << bit;
      }
      if (mask === all) set(found, index);
    }
    return found;
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
