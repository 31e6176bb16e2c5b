// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** VIN list: types of schemas/vin.schema.json (https://forecourt.dev/schemas/vin). */

/**
 * VIN list: A named list of vehicle identification numbers an admin uploads as CSV (decision 081), and the public yes/no lookup the VIN checker and Map update blocks ask.
 */
export type Vin = {
  list: VinListKey;
  /**
   * How many VINs the list holds.
   */
  count: number;
  /**
   * When the list was last replaced (ISO 8601).
   */
  updated_at: string | null;
};

/**
 * The list's key, as a block names it (e.g. map-update, recall-2026-01).
 */
export type VinListKey = string;

export type VinListParams = {
  list: VinListKey;
};

export type VinUploadQuery = {
  /**
   * Refuse rows whose ninth character is not the check digit (North American VINs).
   */
  check_digit?: boolean;
};

export type VinLists = {
  data: Vin[];
};

/**
 * A VIN to look up in a list. Spaces and dashes are ignored; letters may be lower case.
 */
export type VinLookup = {
  list: VinListKey;
  vin: string;
  check_digit?: boolean;
};

/**
 * Only whether the VIN is in the list: nothing about the vehicle or the list, so the endpoint cannot be used to learn VINs.
 */
export type VinLookupResult = {
  found: boolean;
};

/**
 * The list as CSV (text/csv, UTF-8, comma or semicolon): a header row naming a vin column, then one VIN per row; other columns are ignored.
 */
export type VinCsv = string;

/**
 * One VIN of a list and when it was added.
 */
export type VinEntry = {
  vin: string;
  created_at: string;
};

export type VinPageQuery = {
  /**
   * Search term: spaces and dashes are ignored, letters may be lower case.
   */
  q?: string;
  /**
   * prefix: VINs that start with the term; contains: VINs that hold it anywhere.
   */
  match?: "prefix" | "contains";
  offset?: number;
  /**
   * VINs per page, at most 100.
   */
  limit?: number;
};

/**
 * One page of a list's VINs, in order, with how many match the search.
 */
export type VinPage = {
  list: VinListKey;
  total: number;
  offset: number;
  limit: number;
  data: VinEntry[];
};

/**
 * One VIN to add to a list, checked like a row of an uploaded CSV.
 */
export type VinAdd = {
  vin: string;
  check_digit?: boolean;
};

export type VinEntryParams = {
  list: VinListKey;
  vin: string;
};

/**
 * The vins table. A VIN in an uploaded list (migration 010, decision 081).
 */
export type VinTable = {
  list: string;
  vin: string;
  created_at: string;
};
