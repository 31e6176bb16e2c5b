// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Dealer: types of schemas/dealer.schema.json (https://forecourt.dev/schemas/dealer). */

/**
 * Dealer: A dealer (retailer) as GET /dealers and the retailers of a list answer it.
 */
export type Dealer = {
  id: string;
  dealer_code: string;
  ciCode: string;
  name: string;
  display_name_jag: string | null;
  display_name_lr: string | null;
  /**
   * Brand keys: land_rover, jaguar.
   */
  brands: string[];
  address: string;
  city: string;
  locality: string;
  postcode: string;
  state: string;
  latitude: number;
  longitude: number;
  email: string;
  mainPhone: string;
  opening_hours: string;
};

export type DealerList = {
  data: Dealer[];
};

/**
 * At most items dealers (50), of one brand, by name or city.
 */
export type DealerQuery = {
  items?: number;
  "filter[brands_name_eq]"?: "land_rover" | "jaguar";
  sort?: "name" | "city";
};

/**
 * Retailers of a list narrowed by brand, state (an Australian state), postcode and locality; any other parameter is refused with 400 naming it.
 */
export type DealerRetailersQuery = {
  /**
   * Brand key.
   */
  "q[brand_eq]"?: unknown;
  /**
   * Australian state, e.g. NSW.
   */
  "q[state_eq]"?: unknown;
  /**
   * Postcode.
   */
  "q[postcode_eq]"?: unknown;
  /**
   * Locality.
   */
  "q[locality_eq]"?: unknown;
};

/**
 * The dealers table: one row per stored item.
 */
export type DealerTable = {
  id: string;
  dealer_code: string;
  ci_code: string;
  name: string;
  display_name_jag: string | null;
  display_name_lr: string | null;
  /**
   * JSON list of brand keys (land_rover, jaguar).
   */
  brands: string;
  address: string;
  city: string;
  locality: string;
  postcode: string;
  state: string;
  latitude: number;
  longitude: number;
  email: string;
  phone: string;
  opening_hours: string;
};
