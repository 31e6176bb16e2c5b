import { and, countAnd, countOf, has, type Bits } from "./bits.ts";
import { codesIn, countCodes, type Codes } from "./codes.ts";
import {
  CHECKBOX_FILTER_KEYS,
  RANGE_FILTERS,
  type CheckboxFilterKey,
  type FilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";
import type { ListingQuery } from "./listing-query.ts";
import type { PackedStrings } from "./packed-strings.ts";
import { stockSearchTerms } from "./stock-search-terms.ts";
import { UNBUYABLE_STATUSES } from "./availability.ts";

/** What the index needs of a vehicle: the filterable and sortable fields only. */
export interface IndexedVehicle {
  id: string;
  /** The publication lists the vehicle is in (decision 098). */
  lists: readonly string[];
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
  /** Of `total`, the vehicles that can be bought: neither sold or reserved in stock nor held by a buyer (model/listings/availability.ts). */
  available: number;
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

/**
 * One checkbox key: its values (sorted for display) and either a bit set per value (few values, or a
 * list-valued key) or a code per vehicle (many values: counted by scanning, decision 096).
 */
export type ValueColumn = { values: string[]; bits: Bits[]; codes?: undefined } | { values: string[]; codes: Codes };

/**
 * One publication list within the index (decision 098): its vehicles, and what a list's own index used
 * to know of itself, so that its facets and bounds are the list's and not the whole stock's.
 */
export interface ListColumn {
  members: Bits;
  /** Per checkbox key, the ids of the values some member has, in display order: the values its facets show. */
  values: Map<CheckboxFilterKey, number[]>;
  /** Per range field, the list's smallest and largest value: its bounds when nothing narrows it. */
  bounds: Map<RangeFilterKey, [number | null, number | null]>;
}

/** The index's columns, as ListingIndexBuilder makes them (decisions 091, 096, 098). */
export interface IndexColumns {
  size: number;
  ids: PackedStrings;
  /** Vehicle positions in ascending order of id (`has` is a binary search); null when positions are. */
  byId: Uint32Array | null;
  values: Map<CheckboxFilterKey, ValueColumn>;
  /** Owner dealer codes (forced_dealer_codes): each once, a code per vehicle. */
  dealers: string[];
  dealerCodes: Codes;
  ranges: Map<RangeFilterKey, Float64Array | Int32Array>;
  /** Per range field: vehicle positions in ascending order of the value. */
  ascending: Map<RangeFilterKey, Uint32Array>;
  orders: Map<SortOption, Uint32Array>;
  /** Per publication list, its vehicles (a vehicle is in several lists, the index holds it once). */
  lists: Map<string, ListColumn>;
  /** The search text's parts, each dictionary-encoded (normalised values; code per vehicle). */
  text: string[][];
  textCodes: Codes[];
  /** The one part unique to each vehicle (its VIN), normalised. */
  uniqueText: PackedStrings;
}

/** Positions walked in from each end of a range's order before its bounds are read from the mask's bits. */
const BOUNDS_WALK = 512;

/** A byte per value of `values`: 1 for those `wanted` names. */
function marks(values: readonly string[], wanted: readonly string[]): Uint8Array {
  const chosen = new Set(wanted);
  return Uint8Array.from(values, (value) => (chosen.has(value) ? 1 : 0));
}

/**
 * An in-memory index of every published vehicle: for every filter value, the set of vehicles having it,
 * as a bit set (or, for a key of many values, a code per vehicle scanned into one). A query ANDs and
 * ORs bit sets; each facet value's count is the population count of its set ANDed with the vehicles
 * passing every *other* active filter, which makes the counts truly disjunctive. Pages come from
 * precomputed sort orders, so page 500 costs what page 1 costs. Built by ListingIndexBuilder
 * (listing-index-builder.ts) into typed arrays, bounded per vehicle (decisions 091, 096). One index
 * serves every publication list: each list is a bit set of its vehicles, where a list's query starts
 * (decision 098); a list the index does not know has no vehicles.
 */
export class ListingIndex {
  readonly size: number;
  readonly #words: number;
  readonly #columns: IndexColumns;
  /** What a list the index does not know is: no vehicles, no facet values, no bounds. */
  readonly #unknownList: ListColumn;

  constructor(columns: IndexColumns) {
    this.size = columns.size;
    this.#words = Math.ceil(columns.size / 32);
    this.#columns = columns;
    this.#unknownList = {
      members: new Uint32Array(this.#words),
      values: new Map(CHECKBOX_FILTER_KEYS.map((key) => [key, []])),
      bounds: new Map(RANGE_FILTERS.map((key) => [key, [null, null]])),
    };
  }

  #list(listKey: string): ListColumn {
    return this.#columns.lists.get(listKey) ?? this.#unknownList;
  }

  /** Whether the vehicle `id` is in the list `listKey`. */
  has(listKey: string, id: string): boolean {
    const position = this.#position(id);
    return position >= 0 && has(this.#list(listKey).members, position);
  }

  /** The vehicle's position in the index, or -1. */
  #position(id: string): number {
    const { ids, byId } = this.#columns;
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const position = byId ? byId[middle]! : middle;
      const candidate = ids.at(position);
      if (candidate === id) return position;
      if (candidate < id) low = middle + 1;
      else high = middle;
    }
    return -1;
  }

  /** Ids of the list's vehicles sharing `value` in `key` (similar vehicles), newest first, excluding `exceptId`. */
  sameValue(listKey: string, key: CheckboxFilterKey, value: string, exceptId: string, limit: number): string[] {
    const result: string[] = [];
    const column = this.#columns.values.get(key)!;
    const valueId = column.values.indexOf(value);
    if (valueId < 0) return result;
    const bits = column.codes ? null : column.bits[valueId]!;
    const { members } = this.#list(listKey);
    for (const index of this.#columns.orders.get("createdAtDesc")!) {
      if (result.length >= limit) break;
      if (!has(members, index) || !(bits ? has(bits, index) : column.codes![index] === valueId)) continue;
      const id = this.#columns.ids.at(index);
      if (id !== exceptId) result.push(id);
    }
    return result;
  }

  /**
   * Bit sets for one query's working sets, kept between queries: allocated afresh, a query at a
   * million vehicles made some thirty 125-kB buffers, just under malloc's mmap threshold, and the
   * server's RSS grew by ~100 MB over a few hundred queries before they were collected. A query
   * runs synchronously, so one pool per index is never shared by two at once.
   */
  readonly #pool: Bits[] = [];
  #taken = 0;

  /** A pooled bit set of the index's size, contents undefined (callers fill or overwrite it). */
  #take(): Bits {
    if (this.#taken === this.#pool.length) this.#pool.push(new Uint32Array(this.#words));
    return this.#pool[this.#taken++]!;
  }

  #copy(bits: Bits): Bits {
    const copy = this.#take();
    copy.set(bits);
    return copy;
  }

  /**
   * The page of `query` among the vehicles of the list `listKey`, with the list's facets and bounds.
   * `held`: the vehicles a buyer holds (reservation locks, orders), which the index does not know
   * (they change by the minute, it by the import): they are left out of the `available` count.
   */
  query(listKey: string, query: ListingQuery, held: Iterable<string> = []): ListingResult {
    this.#taken = 0;
    const list = this.#list(listKey);
    const base = this.#hardFilter(query, list.members);
    const unfiltered = query.text.trim() === "" && query.forcedStatuses.length === 0 && query.dealerCodes.length === 0;
    // Each active filter group as a bit set of the vehicles passing it.
    const groups: { key: FilterKey; bits: Bits }[] = [];
    for (const key of CHECKBOX_FILTER_KEYS) {
      const selected = query.checkboxes[key];
      if (selected && selected.length > 0) groups.push({ key, bits: this.#having(key, selected) });
    }
    for (const key of RANGE_FILTERS) {
      const range = query.ranges[key];
      if (!range || (range.gteq === undefined && range.lteq === undefined)) continue;
      groups.push({ key, bits: this.#rangeBits(key, range.gteq ?? -Infinity, range.lteq ?? Infinity) });
    }
    // others[g]: base AND every group but g (prefix and suffix products); matching: base AND all groups.
    const prefix: Bits[] = [base];
    for (const group of groups) {
      const next = this.#copy(prefix[prefix.length - 1]!);
      and(next, group.bits);
      prefix.push(next);
    }
    const matching = prefix[groups.length]!;
    const others = new Map<FilterKey, Bits>();
    let suffix: Bits | null = null;
    for (let g = groups.length - 1; g >= 0; g--) {
      const without = this.#copy(prefix[g]!);
      if (suffix) and(without, suffix);
      others.set(groups[g]!.key, without);
      const nextSuffix: Bits = this.#copy(suffix ?? groups[g]!.bits);
      if (suffix) and(nextSuffix, groups[g]!.bits);
      suffix = nextSuffix;
    }

    const facets = {} as ListingResult["facets"];
    for (const key of CHECKBOX_FILTER_KEYS)
      facets[key] = this.#facet(key, list.values.get(key)!, others.get(key) ?? matching);
    const ranges = {} as ListingResult["ranges"];
    for (const key of RANGE_FILTERS) {
      const [min, max] = this.#bounds(key, others.get(key) ?? matching);
      // The whole list's bounds are known from the build when no text, status or dealer narrows it.
      const [absoluteMin, absoluteMax] = unfiltered ? list.bounds.get(key)! : this.#bounds(key, base);
      ranges[key] = { min, max, absoluteMin, absoluteMax };
    }

    const total = countOf(matching);
    const available = total - this.#unbuyable(matching, held);
    const pages = Math.max(1, Math.ceil(total / query.items));
    const skip = (query.page - 1) * query.items;
    const ids: string[] = [];
    if (skip < total) {
      const order = this.#columns.orders.get(query.sort)!;
      let seen = 0;
      for (let position = 0; position < order.length; position++) {
        const index = order[position]!;
        if (!has(matching, index)) continue;
        if (seen++ < skip) continue;
        ids.push(this.#columns.ids.at(index));
        if (ids.length === query.items) break;
      }
    }
    return { ids, total, available, page: query.page, pages, facets, ranges };
  }

  /** How many of `matching` cannot be bought: a sold or reserved stock status, or a buyer's hold. */
  #unbuyable(matching: Bits, held: Iterable<string>): number {
    const byStatus = this.#having("status", UNBUYABLE_STATUSES);
    let count = countAnd(matching, byStatus);
    for (const id of new Set(held)) {
      const position = this.#position(id);
      if (position >= 0 && has(matching, position) && !has(byStatus, position)) count++;
    }
    return count;
  }

  /** The vehicles having any of `selected` in `key`. */
  #having(key: CheckboxFilterKey, selected: readonly string[]): Bits {
    const column = this.#columns.values.get(key)!;
    if (column.codes) return codesIn(column.codes, marks(column.values, selected), this.#take());
    const bits = this.#take().fill(0);
    selected.forEach((value) => {
      const id = column.values.indexOf(value);
      if (id < 0) return;
      const own = column.bits[id]!;
      for (let i = 0; i < bits.length; i++) bits[i]! |= own[i]!;
    });
    return bits;
  }

  /** The list's values of `key` (`valueIds`) with the number of vehicles in `mask` having each. */
  #facet(key: CheckboxFilterKey, valueIds: readonly number[], mask: Bits): FacetValue[] {
    const column = this.#columns.values.get(key)!;
    if (column.codes) {
      const counts = countCodes(column.codes, mask, column.values.length);
      return valueIds.map((id) => ({ value: column.values[id]!, count: counts[id]! }));
    }
    return valueIds.map((id) => ({ value: column.values[id]!, count: countAnd(column.bits[id]!, mask) }));
  }

  /**
   * The list's vehicles passing text, forced statuses and dealers: filters that are not facets (a
   * vehicle failing them never counts).
   */
  #hardFilter(query: ListingQuery, members: Bits): Bits {
    const base = this.#copy(members);
    if (query.forcedStatuses.length > 0) and(base, this.#having("status", query.forcedStatuses));
    if (query.dealerCodes.length > 0)
      and(base, codesIn(this.#columns.dealerCodes, marks(this.#columns.dealers, query.dealerCodes), this.#take()));
    for (const term of new Set(stockSearchTerms(query.text))) and(base, this.#containing(term));
    return base;
  }

  /**
   * The vehicles whose text contains `term`: per text part, the dictionary values containing it
   * (most parts have none, and are skipped), then the vehicles with one of those codes; plus those
   * whose VIN contains it, found by searching all VINs at once.
   */
  #containing(term: string): Bits {
    const found = this.#take().fill(0);
    const { text, textCodes, uniqueText } = this.#columns;
    for (let part = 0; part < text.length; part++) {
      const wanted = Uint8Array.from(text[part]!, (value) => (value.includes(term) ? 1 : 0));
      if (!wanted.includes(1)) continue;
      const bits = codesIn(textCodes[part]!, wanted, this.#take());
      for (let i = 0; i < found.length; i++) found[i]! |= bits[i]!;
    }
    uniqueText.forEachContaining(term, (index) => {
      found[index >>> 5]! |= 1 << (index & 31);
    });
    return found;
  }

  /** Vehicles whose value lies in [low, high]: one sequential pass over the values, a word at a time. */
  #rangeBits(key: RangeFilterKey, low: number, high: number): Bits {
    const values = this.#columns.ranges.get(key)!;
    const bits = this.#take();
    const n = this.size;
    for (let word = 0; word < bits.length; word++) {
      const start = word * 32;
      const end = Math.min(start + 32, n);
      let value = 0;
      for (let index = start; index < end; index++) {
        const own = values[index]!;
        if (own >= low && own <= high) value |= 1 << (index - start);
      }
      bits[word] = value;
    }
    return bits;
  }

  /**
   * The smallest and largest value among the vehicles in `mask`: walked in from both ends of the
   * field's ascending order, which finds them within a few positions when the mask is dense; a sparse
   * or empty mask (where that walk would visit most of a million positions) is read bit by bit instead.
   */
  #bounds(key: RangeFilterKey, mask: Bits): [number | null, number | null] {
    const values = this.#columns.ranges.get(key)!;
    const ascending = this.#columns.ascending.get(key)!;
    const last = ascending.length - 1;
    for (let step = 0; step < BOUNDS_WALK && step <= last; step++) {
      if (!has(mask, ascending[step]!)) continue;
      for (let back = last; back >= last - BOUNDS_WALK && back >= step; back--)
        if (has(mask, ascending[back]!)) return [values[ascending[step]!]!, values[ascending[back]!]!];
      break;
    }
    let min = Infinity;
    let max = -Infinity;
    for (let word = 0; word < mask.length; word++) {
      let bits = mask[word]!;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const value = values[word * 32 + 31 - Math.clz32(lowest)]!;
        if (value < min) min = value;
        if (value > max) max = value;
        bits ^= lowest;
      }
    }
    return min === Infinity ? [null, null] : [min, max];
  }
}
