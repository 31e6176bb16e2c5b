// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ListingLight } from "./listing.ts";

/** Vehicle catalogue: types of schemas/vehicle-catalogue.schema.json (https://forecourt.dev/schemas/vehicle-catalogue). */

/**
 * The stock query of the listings API (filter[<key>_<op>], q, sort, page, items up to 12, forced_statuses, forced_dealer_codes) plus `list`, the publication list (default all). A bad parameter is refused with 400 naming it.
 */
export type VehicleCatalogueVehiclesQuery = {};

export type VehicleCatalogueListQuery = {
  list?: string;
};

export type VehicleCatalogueVehicleParams = {
  id: string;
};

export type VehicleCatalogueVehiclesAnswer = {
  /**
   * @maxItems 12
   */
  data: ListingLight[];
  meta: {
    total: number;
    page: number;
    pages: number;
    items: number;
    list: string;
  };
};

/**
 * Nameplates in stock by brand and model group (the nameplate when it has none), each with its vehicle count; names sorted.
 */
export type VehicleCatalogueGroupedNameplates = {
  total: number;
  data: {
    name: string;
    /**
     * Brand mapping value: land_rover, jaguar.
     */
    key: string;
    count: number;
    models: {
      name: string;
      count: number;
      nameplates: {
        name: string;
        /**
         * The model key (e.g. range-rover-sport).
         */
        key: string;
        count: number;
      }[];
    }[];
  }[];
};

export type VehicleCatalogueSpecItem = {
  /**
   * A key of the vehicle specification: power, engines, capacity, ...
   */
  key: string;
  label: string;
  value: string;
};

/**
 * A vehicle's specification in groups (overview, engine, drivetrain, interior); items without a value and empty groups are left out.
 */
export type VehicleCatalogueVehicleSpecs = {
  id: string;
  title: string;
  /**
   * The showroom page, /showroom/{slug}-{id}.
   */
  link: string;
  groups: {
    key: string;
    label: string;
    items: VehicleCatalogueSpecItem[];
  }[];
};

/**
 * A vehicle's specification as a compare column: every row of every group always present, in the same order for every vehicle (value null when the vehicle has none), so columns line up.
 */
export type VehicleCatalogueCompareSpec = {
  id: string;
  title: string;
  link: string;
  photo: string | null;
  /**
   * The purchase price as shown; null when hidden or none.
   */
  price: string | null;
  rows: {
    group: string;
    group_label: string;
    key: string;
    label: string;
    value: string | null;
  }[];
};

/**
 * A car model an offer can target, with its model keys.
 */
export type VehicleCatalogueOfferCarModel = {
  car_model_key: string;
  ci_key_brand: string;
  ci_key_model: string;
  name: string;
  brand: string;
  model_group: string;
  /**
   * Model-year options in stock, e.g. 24MY.
   */
  model_keys: string[];
  /**
   * Vehicles of the model in stock.
   */
  vehicles: number;
};

export type VehicleCatalogueOfferCarModels = {
  data: VehicleCatalogueOfferCarModel[];
};
