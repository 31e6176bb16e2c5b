import { set, type Bits } from "./bits.ts";
import {
  CHECKBOX_FILTER_KEYS,
  DEFAULT_STATUSES,
  RANGE_FILTERS,
  type CheckboxFilterKey,
  type RangeFilterKey,
  type SortOption,
} from "./filter-keys.ts";
import { ListingIndex, type IndexColumns, type IndexedVehicle } from "./listing-index.ts";
import { normaliseSearchText } from "./search-text.ts";

const STATUS_RANK = new Map<string, number>(DEFAULT_STATUSES.map((status, index) => [status, index]));

/** A dictionary-encoded column: each distinct value once, a code per vehicle. */
interface Dictionary {
  ids: Map<string, number>;
  values: string[];
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

function toList(value: string | readonly string[]): readonly string[] {
  return typeof value === "string" ? [value] : value;
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
 * Vehicle positions ordered by `primary` (ranks, ties broken by `tie`, a permutation): one native
 * sort of `primary * n + tie` as doubles, exact while n² < 2⁵³ (n up to 94 million), instead of a
 * comparator sort, which takes seconds and much more memory at a million vehicles.
 */
function orderBy(primary: (index: number) => number, tie: (index: number) => number, n: number): Uint32Array {
  const keys = new Float64Array(n);
  for (let index = 0; index < n; index++) keys[index] = primary(index) * n + tie(index);
  keys.sort();
  const order = new Uint32Array(n);
  // The tie is a permutation of positions; map it back to the position it was taken from.
  const positionOfTie = new Uint32Array(n);
  for (let index = 0; index < n; index++) positionOfTie[tie(index)] = index;
  for (let position = 0; position < n; position++) order[position] = positionOfTie[keys[position]! % n]!;
  return order;
}

/** Per value, its rank among all values (ascending, equal values equal rank). */
function ranksOf(values: Float64Array): Uint32Array {
  const sorted = Float64Array.from(values).sort();
  const ranks = new Uint32Array(values.length);
  for (let index = 0; index < values.length; index++) ranks[index] = rankIn(sorted, values[index]!);
  return ranks;
}

/**
 * Builds a ListingIndex one vehicle at a time (the service streams a list from the database in
 * pages), into compact columns: a bit set per filter value, typed arrays for ranges, dictionary codes
 * for the search text, and sort orders made by native typed-array sorts (decision 091). `finish` is a
 * generator: its caller yields to other work between its steps, so a million-vehicle build never
 * blocks requests for long.
 */
export class ListingIndexBuilder {
  #size = 0;
  #capacity: number;
  readonly #ids: string[] = [];
  readonly #dictionaries = new Map<CheckboxFilterKey, Dictionary>();
  readonly #valueBits = new Map<CheckboxFilterKey, Bits[]>();
  readonly #dealerBits = new Map<string, Bits>();
  #ranges = new Map<RangeFilterKey, Float64Array>();
  #created: Float64Array;
  #status: Uint8Array;
  readonly #text: Dictionary[] = [];
  #textCodes: Uint32Array[] = [];
  readonly #uniqueText: string[] = [];

  constructor(expected = 1024) {
    this.#capacity = Math.max(32, expected);
    for (const key of CHECKBOX_FILTER_KEYS) {
      this.#dictionaries.set(key, { ids: new Map(), values: [] });
      this.#valueBits.set(key, []);
    }
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
    const growBits = (bits: Bits) => grow(bits, words);
    for (const [key, bits] of this.#valueBits) this.#valueBits.set(key, bits.map(growBits));
    for (const [code, bits] of this.#dealerBits) this.#dealerBits.set(code, growBits(bits));
    for (const [key, values] of this.#ranges) this.#ranges.set(key, grow(values, this.#capacity));
    this.#created = grow(this.#created, this.#capacity);
    this.#status = grow(this.#status, this.#capacity);
    this.#textCodes = this.#textCodes.map((codes) => grow(codes, this.#capacity));
  }

  add(vehicle: IndexedVehicle): void {
    if (this.#size === this.#capacity) this.#grow();
    const index = this.#size++;
    this.#ids.push(vehicle.id);
    for (const key of CHECKBOX_FILTER_KEYS) {
      const dictionary = this.#dictionaries.get(key)!;
      const bits = this.#valueBits.get(key)!;
      for (const value of toList(vehicle.values[key])) {
        let id = dictionary.ids.get(value);
        if (id === undefined) {
          id = dictionary.values.push(value) - 1;
          dictionary.ids.set(value, id);
          bits.push(new Uint32Array(this.#words()));
        }
        set(bits[id]!, index);
      }
    }
    let dealer = this.#dealerBits.get(vehicle.ownerDealerCode);
    if (!dealer) this.#dealerBits.set(vehicle.ownerDealerCode, (dealer = new Uint32Array(this.#words())));
    set(dealer, index);
    for (const key of RANGE_FILTERS) this.#ranges.get(key)![index] = vehicle.ranges[key];
    this.#created[index] = Date.parse(vehicle.createdAt);
    this.#status[index] = STATUS_RANK.get(vehicle.values.status as string) ?? 99;
    const parts = typeof vehicle.searchText === "string" ? [vehicle.searchText] : vehicle.searchText;
    parts.forEach((part, position) => {
      if (!this.#text[position]) {
        this.#text[position] = { ids: new Map([["", 0]]), values: [""] };
        this.#textCodes[position] = new Uint32Array(this.#capacity);
      }
      const dictionary = this.#text[position];
      let code = dictionary.ids.get(part);
      if (code === undefined) {
        code = dictionary.values.push(normaliseSearchText(part)) - 1;
        dictionary.ids.set(part, code);
      }
      this.#textCodes[position]![index] = code;
    });
    const unique = vehicle.uniqueText ?? "";
    this.#uniqueText.push(/^[A-Za-z0-9]*$/.test(unique) ? unique.toLowerCase() : normaliseSearchText(unique));
  }

  /** The index, made in steps (each a few hundred milliseconds at a million vehicles at most). */
  *finish(): Generator<void, ListingIndex> {
    const n = this.#size;
    const words = Math.ceil(n / 32);
    const exact = (bits: Bits) => bits.slice(0, words);
    const dictionaries = new Map<CheckboxFilterKey, string[]>();
    const valueBits = new Map<CheckboxFilterKey, Bits[]>();
    for (const key of CHECKBOX_FILTER_KEYS) {
      const { values } = this.#dictionaries.get(key)!;
      const bits = this.#valueBits.get(key)!;
      const sorted = values.map((value, id) => ({ value, id })).sort((a, b) => compareValues(a.value, b.value));
      dictionaries.set(
        key,
        sorted.map((entry) => entry.value),
      );
      valueBits.set(
        key,
        sorted.map((entry) => exact(bits[entry.id]!)),
      );
    }
    const dealerBits = new Map([...this.#dealerBits].map(([code, bits]) => [code, exact(bits)]));
    const everything = new Uint32Array(words);
    for (let index = 0; index < n; index++) set(everything, index);
    yield;

    const ranges = new Map<RangeFilterKey, Float64Array>();
    const ascending = new Map<RangeFilterKey, Uint32Array>();
    const rankOf = new Map<RangeFilterKey, Uint32Array>();
    const identity = (index: number) => index;
    for (const key of RANGE_FILTERS) {
      const values = this.#ranges.get(key)!.slice(0, n);
      ranges.set(key, values);
      const ranks = ranksOf(values);
      rankOf.set(key, ranks);
      ascending.set(
        key,
        orderBy((index) => ranks[index]!, identity, n),
      );
      yield;
    }

    // Newest first, ties by position: the tie-break of every other order.
    const createdRanks = ranksOf(this.#created.subarray(0, n));
    const newestFirst = orderBy((index) => n - 1 - createdRanks[index]!, identity, n);
    const newestPosition = new Uint32Array(n);
    for (let position = 0; position < n; position++) newestPosition[newestFirst[position]!] = position;
    const tie = (index: number) => newestPosition[index]!;
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
      orders.set(sort, orderBy(primary, tie, n));
      yield;
    }

    const byId = Uint32Array.from({ length: n }, (_, index) => index).sort((a, b) =>
      this.#ids[a]! < this.#ids[b]! ? -1 : this.#ids[a]! > this.#ids[b]! ? 1 : 0,
    );
    const columns: IndexColumns = {
      size: n,
      ids: this.#ids,
      byId,
      dictionaries,
      valueBits,
      dealerBits,
      ranges,
      ascending,
      orders,
      everything,
      text: this.#text.map((dictionary) => dictionary.values),
      textCodes: this.#textCodes.map((codes) => codes.slice(0, n)),
      uniqueText: this.#uniqueText,
    };
    return new ListingIndex(columns);
  }
}

/** An index of `vehicles` at once (tests, small lists). */
export function buildListingIndex(vehicles: Iterable<IndexedVehicle>): ListingIndex {
  const builder = new ListingIndexBuilder();
  for (const vehicle of vehicles) builder.add(vehicle);
  const steps = builder.finish();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
