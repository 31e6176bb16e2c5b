// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ListingVehiclesTable } from "./listing.ts";

/** Stock feed vehicle: types of schemas/stock-feed.schema.json (https://forecourt.dev/schemas/stock-feed). */

/**
 * Stock feed vehicle: One vehicle of a stock feed (issue 16, decision 090): one line of NDJSON, or one CSV row whose header names these fields (array and object fields hold JSON text in their cell; an empty cell is no value). The fields are the vehicle fields of the listings API, flat, plus the owner's dealer code and the publication lists. Matched by id: a new id is added, a known one updated.
 */
export type StockFeed = {
  id: string;
  state: "new" | "used" | "approved";
  status: string;
  nameplate_brand_name: string;
  nameplate_name: string;
  /**
   * Defaults to none: the listings API then names the nameplate.
   */
  nameplate_model_group?: string;
  nameplate_external_code?: string | null;
  model_display_name: string;
  version: string;
  drivetrain: string;
  production_year: number;
  model_year: number;
  color_name: string;
  color_canonical: string;
  interior_color: string;
  vin: string;
  /**
   * A known dealer's code.
   */
  owner_dealer_code: string;
  /**
   * @minItems 1
   * @maxItems 8
   */
  engine_type: string[];
  /**
   * @maxItems 8
   */
  financing_options: string[];
  transmission: string;
  power: number;
  power_unit?: string;
  mileage: number;
  mileage_unit?: string;
  battery_capacity?: number | null;
  engine_capacity_normalized?: number | null;
  number_of_seats: number;
  msrp_price: number;
  sale_price?: number | null;
  display_price: number;
  monthly_price?: number | null;
  subscribe_price?: number | null;
  price_hidden?: boolean;
  prices_type?: string;
  delivery_date?: string | null;
  order_number?: string | null;
  /**
   * When the vehicle entered stock, UTC (ISO 8601 with Z): the date-added sort.
   */
  created_at: string;
  /**
   * The publication lists (/public_api/listing/{list}) the vehicle appears in; none unpublishes it.
   *
   * @maxItems 20
   */
  lists: string[];
  /**
   * @maxItems 60
   */
  photos?: {
    sequence: number;
    photo_id: string;
  }[];
  long_description?: string;
  features_standard?: StockFeedTexts;
  features_optional?: StockFeedTexts;
  accessories?: StockFeedTexts;
  footnotes?: StockFeedTexts;
  disclaimers?: StockFeedTexts;
  product_card_disclaimer?: string;
  drive_away_price?: number | null;
  old_price?: number | null;
  on_the_road_price?: number | null;
  used_record?: {} | null;
  config_url?: string | null;
  video_url?: string | null;
};

/**
 * @maxItems 100
 */
export type StockFeedTexts = string[];

/**
 * A feed row not imported: its line (1 = the first NDJSON line or the CSV header), the field at fault ("" for the whole row) and why.
 */
export type StockFeedRejection = {
  line: number;
  field: string;
  reason: string;
};

/**
 * A stock import: its progress while running, its counts when finished.
 */
export type StockFeedImport = {
  id: string;
  mode: "full" | "delta";
  source: string;
  status: "running" | "finished" | "failed" | "abandoned";
  started_at: string;
  finished_at: string | null;
  rows_read: number;
  bytes_read: number;
  bytes_total: number | null;
  rejected: number;
  inserted: number;
  updated: number;
  unpublished: number;
  /**
   * Why the import failed or was refused, in words: the previous stock stays published.
   */
  error: string | null;
  /**
   * Set when a full import did not switch the stock (status failed): no_valid_rows when no row of the feed was valid (an error page, an empty file), too_many_rejections when more rows were rejected than the setting stock_import.max_rejected_ratio allows. Import again with force_switch to switch anyway.
   */
  refusal: "no_valid_rows" | "too_many_rejections" | null;
  rejections?: StockFeedRejection[];
  /**
   * The vehicles the import unpublished (published before, left out of a full feed or given no list), the first 1,000 by id, as they were: their count is unpublished.
   */
  unpublished_vehicles?: StockFeedUnpublishedVehicle[];
  /**
   * Rows read per second since the import started (until it finished): the admin's live rate.
   */
  rows_per_second?: number;
};

export type StockFeedParams = {
  id: string;
};

export type StockFeedQuery = {
  mode?: "full" | "delta";
  /**
   * When left out, the request's Content-Type says: csv for text/csv, ndjson for application/x-ndjson or application/ndjson.
   */
  format?: "ndjson" | "csv";
  /**
   * mode=full only: replace the stock even when no row of the feed is valid or more rows are rejected than the setting stock_import.max_rejected_ratio allows (e.g. to empty the stock on purpose).
   */
  force_switch?: boolean;
  /**
   * The uploaded file's name, shown in the import history.
   */
  name?: string;
};

export type StockFeedAnswer = {
  data: StockFeedImport;
};

export type StockFeedList = {
  data: StockFeedImport[];
};

/**
 * A stock feed to fetch from a URL (http or https; a host on this machine or a private network only when the operator allows it).
 */
export type StockFeedUrlImport = {
  url: string;
  mode?: "full" | "delta";
  /**
   * Defaults to csv when the URL's path ends in .csv, else ndjson.
   */
  format?: "ndjson" | "csv";
  /**
   * mode=full only: replace the stock even when no row of the feed is valid or more rows are rejected than the setting stock_import.max_rejected_ratio allows (e.g. to empty the stock on purpose).
   */
  force_switch?: boolean;
};

/**
 * Publication list: A publication list of the published stock, as the editor's picker shows it.
 */
export type StockFeedPublicationList = {
  /**
   * The list's key, e.g. all, new, used.
   */
  list: string;
  /**
   * Vehicles of the published stock in the list.
   */
  vehicles: number;
  /**
   * When the last import that switched the stock finished; null when the stock was never imported.
   */
  updated_at: string | null;
};

export type StockFeedPublicationLists = {
  data: StockFeedPublicationList[];
};

export type StockFeedUnpublishedVehicle = {
  /**
   * The vehicle's id.
   */
  id: string;
  vin: string;
  /**
   * The model's display name.
   */
  name: string;
};

/**
 * The stock_imports table. A stock feed import (migration 009, decision 090): its progress, counts and outcome.
 */
export type StockFeedImportsTable = {
  id: string;
  mode: "full" | "delta";
  source: string;
  status: "running" | "finished" | "failed" | "abandoned";
  started_at: string;
  heartbeat_at: string;
  finished_at: string | null;
  rows_read: number;
  bytes_read: number;
  bytes_total: number | null;
  rejected: number;
  inserted: number;
  updated: number;
  unpublished: number;
  error: string | null;
  /**
   * Why a full import did not switch the stock (its guard; `error` explains): null otherwise.
   */
  refusal: "no_valid_rows" | "too_many_rejections" | null;
};

/**
 * The stock_import_rejections table: one row per stored item.
 */
export type StockFeedImportRejectionsTable = {
  import_id: string;
  line: number;
  field: string;
  reason: string;
};

/**
 * The stock_import_unpublished table. A vehicle an import unpublished, as it was then (migration 026): the first 1,000 of each import.
 */
export type StockFeedImportUnpublishedTable = {
  import_id: string;
  vehicle_id: string;
  vin: string;
  name: string;
};

/**
 * The stock_import_rows table: rows of a stock import held until it finishes (a vehicle row and where it came from).
 */
export type StockFeedImportRowsTable = ListingVehiclesTable & {
  import_id: string;
  line: number;
  lists: string;
};

/**
 * The stock_import_lists table: one row per stored item.
 */
export type StockFeedImportListsTable = {
  import_id: string;
  vehicle_id: string;
  list_key: string;
};
