import { countAnd, has, set, type Bits } from "./bits.ts";
import { countCodes, narrowCodes, type Codes } from "./codes.ts";
import {
  CHECKBOX_FILTERS,
  CHECKBOX_FILTER_KEYS,
  DEFAULT_STATUSES,
  RANGE_FILTERS,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";
import {
  ListingIndex,
  type IndexColumns,
  type IndexedVehicle,
  type ListColumn,
  type ValueColumn,
} from "./listing-index.ts";
import { PackedStringsBuilder } from "./packed-strings.ts";
import { normaliseSearchText } from "./search-text.ts";

const STATUS_RANK = new Map<string, number>(DEFAULT_STATUSES.map((status, index) => [status, index]));

/**
 * A single-valued key with at most this many values gets a bit set per value (n/8 bytes each, counted
 * by population count); one with more keeps a code per vehicle, counted by scanning (decision 096).
 * At 32 values the bit sets cost what a Uint32 code column costs, 4 bytes per vehicle.
 */
const BIT_SET_VALUES = 32;

/** A dictionary-encoded column: each distinct value once, a code per vehicle. */
interface Dictionary {
  ids: Map<string, number>;
  values: string[];
}

function code(dictionary: Dictionary, value: string, stored: (value: string) => string = (same) => same): number {
  let id = dictionary.ids.get(value);
  if (id === undefined) {
    id = dictionary.values.push(stored(value)) - 1;
    dictionary.ids.set(value, id);
  }
  return id;
}

function grow<T extends Float64Array | Uint32Array | Uint8Array>(array: T, capacity: number): T {
  const bigger = new (array.constructor as new (length: number) => T)(capacity);
  bigger.set(array);
  return bigger;
}

/** Numbers sort as numbers (seat counts), text alphabetically. */
function compareValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
}

/** The first position of `target` in an ascending array (its rank: equal values share one). */
function rankIn(sorted: Float64Array, target: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Scratch arrays of one build, reused by every sort: fifteen sorts each allocating and freeing 12 bytes
 * per vehicle left the process's RSS some 100 MB above what the index holds at a million vehicles
 * (freed blocks of that size stay in the allocator's heap).
 */
interface Scratch {
  keys: Float64Array;
  positionOfTie: Uint32Array;
}

/**
 * Vehicle positions ordered by `primary` (ranks, ties broken by `tie`, a permutation, or the
 * position when none): one native sort of `primary * n + tie` as doubles, exact while n² < 2⁵³ (n up
 * to 94 million), instead of a comparator sort, which takes seconds and more memory at a million.
 */
function orderBy(
  primary: (index: number) => number,
  tie: Uint32Array | null,
  n: number,
  { keys, positionOfTie }: Scratch,
): Uint32Array {
  for (let index = 0; index < n; index++) keys[index] = primary(index) * n + (tie ? tie[index]! : index);
  keys.sort();
  const order = new Uint32Array(n);
  if (!tie) {
    for (let position = 0; position < n; position++) order[position] = keys[position]! % n;
    return order;
  }
  // The tie is a permutation of positions; map it back to the position it was taken from.
  for (let index = 0; index < n; index++) positionOfTie[tie[index]!] = index;
  for (let position = 0; position < n; position++) order[position] = positionOfTie[keys[position]! % n]!;
  return order;
}

/** Per value, its rank among all values (ascending, equal values equal rank). */
function ranksOf(values: Float64Array | Int32Array, { keys }: Scratch): Uint32Array {
  const sorted = keys;
  sorted.set(values);
  sorted.sort();
  const ranks = new Uint32Array(values.length);
  for (let index = 0; index < values.length; index++) ranks[index] = rankIn(sorted, values[index]!);
  return ranks;
}

/** Whole numbers that fit 32 bits (prices, mileages, years) in half the memory; anything else as doubles. */
function compactRange(values: Float64Array): Float64Array | Int32Array {
  for (const value of values) if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff) return values;
  return Int32Array.from(values);
}

/** Per checkbox key, the ids of the values some vehicle of `members` has (in the column's display order). */
function valuesIn(columns: Map<CheckboxFilterKey, ValueColumn>, members: Bits): Map<CheckboxFilterKey, number[]> {
  const present = new Map<CheckboxFilterKey, number[]>();
  for (const [key, column] of columns) {
    const counts = column.codes
      ? countCodes(column.codes, members, column.values.length)
      : column.bits.map((bits) => countAnd(bits, members));
    present.set(
      key,
      column.values.flatMap((_, id) => (counts[id]! > 0 ? [id] : [])),
    );
  }
  return present;
}

/** Per range field, the smallest and largest value among `members`: the first and last of them in its order. */
function boundsIn(
  ranges: Map<RangeFilterKey, Float64Array | Int32Array>,
  ascending: Map<RangeFilterKey, Uint32Array>,
  members: Bits,
): Map<RangeFilterKey, [number | null, number | null]> {
  const bounds = new Map<RangeFilterKey, [number | null, number | null]>();
  for (const [key, values] of ranges) {
    const order = ascending.get(key)!;
    let low = 0;
    while (low < order.length && !has(members, order[low]!)) low++;
    let high = order.length - 1;
    while (high >= low && !has(members, order[high]!)) high--;
    bounds.set(key, low < order.length ? [values[order[low]!]!, values[order[high]!]!] : [null, null]);
  }
  return bounds;
}

/**
 * Builds a ListingIndex one vehicle at a time (the service streams every published vehicle from the
 * database), into compact columns (decisions 091, 096): a code per vehicle for every single-valued key
 * while reading (bounded whatever its number of values), turned into a bit set per value for keys with
 * few values; bit sets for list-valued keys and for the publication lists (decision 098); typed arrays
 * for ranges; dictionary codes for the search text; ids and VINs packed into one string each; sort
 * orders made by native typed-array sorts. `finish` is a generator: its caller yields to other work
 * between its steps, so a build never blocks requests long.
 */
export class ListingIndexBuilder {
  #size = 0;
  #capacity: number;
  readonly #ids: PackedStringsBuilder;
  #lastId: string | null = null;
  #idsAscending = true;
  readonly #dictionaries = new Map<CheckboxFilterKey, Dictionary>();
  /** List-valued keys (`_includes`): a bit set per value, since a vehicle may have several. */
  readonly #valueBits = new Map<CheckboxFilterKey, Bits[]>();
  /** Single-valued keys: a code per vehicle. */
  readonly #valueCodes = new Map<CheckboxFilterKey, Uint32Array>();
  readonly #dealers: Dictionary = { ids: new Map(), values: [] };
  #dealerCodes: Uint32Array;
  readonly #ranges = new Map<RangeFilterKey, Float64Array>();
  #created: Float64Array;
  #status: Uint8Array;
  readonly #text: Dictionary[] = [];
  #textCodes: Uint32Array[] = [];
  readonly #uniqueText: PackedStringsBuilder;
  /** Per publication list, a bit set of its vehicles. */
  readonly #lists = new Map<string, Bits>();

  constructor(expected = 1024) {
    this.#capacity = Math.max(32, expected);
    this.#ids = new PackedStringsBuilder(this.#capacity);
    this.#uniqueText = new PackedStringsBuilder(this.#capacity);
    for (const key of CHECKBOX_FILTER_KEYS) {
      this.#dictionaries.set(key, { ids: new Map(), values: [] });
      if (CHECKBOX_FILTERS[key] === "includes") this.#valueBits.set(key, []);
      else this.#valueCodes.set(key, new Uint32Array(this.#capacity));
    }
    this.#dealerCodes = new Uint32Array(this.#capacity);
    for (const key of RANGE_FILTERS) this.#ranges.set(key, new Float64Array(this.#capacity));
    this.#created = new Float64Array(this.#capacity);
    this.#status = new Uint8Array(this.#capacity);
  }

  get size(): number {
    return this.#size;
  }

  #words(): number {
    return Math.ceil(this.#capacity / 32);
  }

  #grow(): void {
    this.#capacity *= 2;
    const words = this.#words();
    for (const [key, bits] of this.#valueBits)
      this.#valueBits.set(
        key,
        bits.map((each) => grow(each, words)),
      );
    for (const [key, codes] of this.#valueCodes) this.#valueCodes.set(key, grow(codes, this.#capacity));
    this.#dealerCodes = grow(this.#dealerCodes, this.#capacity);
    for (const [key, values] of this.#ranges) this.#ranges.set(key, grow(values, this.#capacity));
    this.#created = grow(this.#created, this.#capacity);
    this.#status = grow(this.#status, this.#capacity);
    this.#textCodes = this.#textCodes.map((codes) => grow(codes, this.#capacity));
    for (const [listKey, members] of this.#lists) this.#lists.set(listKey, grow(members, words));
  }

  add(vehicle: IndexedVehicle): void {
    if (this.#size === this.#capacity) this.#grow();
    const index = this.#size++;
    this.#ids.push(vehicle.id);
    if (this.#lastId !== null && !(this.#lastId < vehicle.id)) this.#idsAscending = false;
    this.#lastId = vehicle.id;
    for (const listKey of vehicle.lists) {
      let members = this.#lists.get(listKey);
      if (!members) this.#lists.set(listKey, (members = new Uint32Array(this.#words())));
      set(members, index);
    }
    for (const key of CHECKBOX_FILTER_KEYS) {
      const dictionary = this.#dictionaries.get(key)!;
      const value = vehicle.values[key];
      const codes = this.#valueCodes.get(key);
      if (codes) {
        if (typeof value !== "string") throw new Error(`${key} holds one value per vehicle, got a list`);
        codes[index] = code(dictionary, value);
        continue;
      }
      const bits = this.#valueBits.get(key)!;
      for (const each of typeof value === "string" ? [value] : value) {
        const id = code(dictionary, each);
        if (id === bits.length) bits.push(new Uint32Array(this.#words()));
        set(bits[id]!, index);
      }
    }
    this.#dealerCodes[index] = code(this.#dealers, vehicle.ownerDealerCode);
    for (const key of RANGE_FILTERS) this.#ranges.get(key)![index] = vehicle.ranges[key];
    this.#created[index] = Date.parse(vehicle.createdAt);
    this.#status[index] = STATUS_RANK.get(vehicle.values.status as string) ?? 99;
    const parts = typeof vehicle.searchText === "string" ? [vehicle.searchText] : vehicle.searchText;
    parts.forEach((part, position) => {
      if (!this.#text[position]) {
        this.#text[position] = { ids: new Map([["", 0]]), values: [""] };
        this.#textCodes[position] = new Uint32Array(this.#capacity);
      }
      this.#textCodes[position]![index] = code(this.#text[position], part, normaliseSearchText);
    });
    const unique = vehicle.uniqueText ?? "";
    this.#uniqueText.push(/^[A-Za-z0-9]*$/.test(unique) ? unique.toLowerCase() : normaliseSearchText(unique));
  }

  /** The checkbox columns, values sorted for display, the builder's own arrays dropped as they are read. */
  #valueColumns(n: number, words: number): Map<CheckboxFilterKey, ValueColumn> {
    const columns = new Map<CheckboxFilterKey, ValueColumn>();
    for (const key of CHECKBOX_FILTER_KEYS) {
      const { values } = this.#dictionaries.get(key)!;
      const sorted = values.map((value, id) => ({ value, id })).sort((a, b) => compareValues(a.value, b.value));
      const sortedValues = sorted.map((entry) => entry.value);
      const listBits = this.#valueBits.get(key);
      if (listBits) {
        columns.set(key, { values: sortedValues, bits: sorted.map((entry) => listBits[entry.id]!.slice(0, words)) });
        continue;
      }
      const codes = this.#valueCodes.get(key)!;
      const remap = new Uint32Array(values.length);
      sorted.forEach((entry, position) => (remap[entry.id] = position));
      if (values.length <= BIT_SET_VALUES) {
        const bits = sortedValues.map(() => new Uint32Array(words));
        for (let index = 0; index < n; index++) set(bits[remap[codes[index]!]!]!, index);
        columns.set(key, { values: sortedValues, bits });
      } else {
        columns.set(key, { values: sortedValues, codes: narrowCodes(codes, n, values.length, remap) });
      }
    }
    this.#valueBits.clear();
    this.#valueCodes.clear();
    return columns;
  }

  /** The index, made in steps (each a few hundred milliseconds at a million vehicles at most). */
  *finish(): Generator<void, ListingIndex> {
    const n = this.#size;
    const words = Math.ceil(n / 32);
    const valueColumns = this.#valueColumns(n, words);
    const dealerCodes: Codes = narrowCodes(this.#dealerCodes, n, this.#dealers.values.length);
    this.#dealerCodes = new Uint32Array(0);
    yield;

    const ranges = new Map<RangeFilterKey, Float64Array | Int32Array>();
    const ascending = new Map<RangeFilterKey, Uint32Array>();
    const rankOf = new Map<RangeFilterKey, Uint32Array>();
    const scratch: Scratch = { keys: new Float64Array(n), positionOfTie: new Uint32Array(n) };
    for (const key of RANGE_FILTERS) {
      const values = compactRange(this.#ranges.get(key)!.slice(0, n));
      this.#ranges.delete(key);
      ranges.set(key, values);
      const ranks = ranksOf(values, scratch);
      rankOf.set(key, ranks);
      yield;
      ascending.set(
        key,
        orderBy((index) => ranks[index]!, null, n, scratch),
      );
      yield;
    }

    // Newest first, ties by position: the tie-break of every other order.
    const createdRanks = ranksOf(this.#created.subarray(0, n), scratch);
    this.#created = new Float64Array(0);
    const newestFirst = orderBy((index) => n - 1 - createdRanks[index]!, null, n, scratch);
    const newestPosition = new Uint32Array(n);
    for (let position = 0; position < n; position++) newestPosition[newestFirst[position]!] = position;
    yield;
    const orders = new Map<SortOption, Uint32Array>();
    orders.set("createdAtDesc", newestFirst);
    orders.set("createdAtAsc", Uint32Array.from(newestFirst).reverse());
    const byRange = (key: RangeFilterKey, direction: 1 | -1) => {
      const ranks = rankOf.get(key)!;
      return direction === 1 ? (index: number) => ranks[index]! : (index: number) => n - 1 - ranks[index]!;
    };
    const sorts: [SortOption, (index: number) => number][] = [
      ["productionYearAsc", byRange("production_year", 1)],
      ["productionYearDesc", byRange("production_year", -1)],
      ["mileageAsc", byRange("mileage", 1)],
      ["mileageDesc", byRange("mileage", -1)],
      ["priceAsc", byRange("display_price", 1)],
      ["priceDesc", byRange("display_price", -1)],
      ["status", (index) => this.#status[index]!],
    ];
    for (const [sort, primary] of sorts) {
      orders.set(sort, orderBy(primary, newestPosition, n, scratch));
      yield;
    }

    // Per list, what its own index used to know: its values (for its facets) and its bounds.
    const lists = new Map<string, ListColumn>();
    for (const [listKey, bits] of this.#lists) {
      const members = bits.slice(0, words);
      lists.set(listKey, {
        members,
        values: valuesIn(valueColumns, members),
        bounds: boundsIn(ranges, ascending, members),
      });
      yield;
    }
    this.#lists.clear();

    const ids = this.#ids.finish();
    // The service reads the vehicles in id order, so the positions usually are the id order already.
    let byId: Uint32Array | null = null;
    if (!this.#idsAscending) {
      const each = Array.from({ length: n }, (_, index) => ids.at(index));
      byId = Uint32Array.from({ length: n }, (_, index) => index).sort((a, b) =>
        each[a]! < each[b]! ? -1 : each[a]! > each[b]! ? 1 : 0,
      );
    }
    const columns: IndexColumns = {
      size: n,
      ids,
      byId,
      values: valueColumns,
      dealers: this.#dealers.values,
      dealerCodes,
      ranges,
      ascending,
      orders,
      lists,
      text: this.#text.map((dictionary) => dictionary.values),
      textCodes: this.#textCodes.map((codes, part) => narrowCodes(codes, n, this.#text[part]!.values.length)),
      uniqueText: this.#uniqueText.finish(),
    };
    return new ListingIndex(columns);
  }
}

/** An index of `vehicles` at once (tests). */
export function buildListingIndex(vehicles: Iterable<IndexedVehicle>): ListingIndex {
  const builder = new ListingIndexBuilder();
  for (const vehicle of vehicles) builder.add(vehicle);
  const steps = builder.finish();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
