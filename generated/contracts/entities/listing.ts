// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Listing API answers: types of schemas/listing.schema.json (https://forecourt.dev/schemas/listing). */

/**
 * A price: null when zero or less. formatted is empty when the price is hidden from visitors.
 */
export type ListingPrice = {
  value_raw: number;
  formatted: string;
  hiddenFromVisitors: boolean;
  /**
   * The double price: the amount converted with the site's exchange rate, truncated to its decimals, formatted with its symbol. Absent when the double price is off, the rate cannot be had or the price is hidden.
   */
  exchanged?: string;
} | null;

export type ListingPrices = {
  purchase: ListingPrice;
  sale: ListingPrice;
  old: ListingPrice;
  msrp: ListingPrice;
  drive_away: ListingPrice;
  on_the_road: ListingPrice;
  lease: ListingPrice;
  subscribe: ListingPrice;
  prices_type: string;
  disclaimers: string[];
  product_card_disclaimer: string;
  /**
   * The class of the element holding a double price (double_price.css_class, default price-exchange-class); present when any price has one.
   */
  exchange_class?: string;
};

export type ListingPhoto = {
  sequence: number;
  medium_path: string;
  quarter_hd_path: string;
  hd_path: string;
  big_path: string;
  full_path: string;
};

/**
 * The showroom attributes as labels, ready to show.
 */
export type ListingSpecification = {
  brand: string;
  state: string;
  status: string;
  model: string;
  title: string;
  version: string;
  drivetrain: string;
  productionYear: string;
  modelYear: string;
  transmission: string;
  mileage: string;
  engines: string;
  capacity: string;
  power: string;
  deliveryDate: string;
  avl: string;
  color: string;
  colorInterior: string;
  vin: string;
  shortVin: string;
  ownerName: string;
  orderNumber: string;
  nameplateModelGroup: string;
  numberOfSeats: string;
  batteryCapacity: string;
};

/**
 * Unformatted values, for sorting, analytics and calculators.
 */
export type ListingRaw = {
  mileage: number;
  production_year: number;
  model_year: number;
  power: number;
  engine_type: string[];
  number_of_seats: number;
  color_canonical: string;
  created_at: string;
};

/**
 * The retailer that owns the vehicle; null when the owner_visible flag is off.
 */
export type ListingOwner = {
  id: string;
  dealer_code: string;
  ci_code: string;
  name: string;
  address: string;
  city: string;
  postcode: string;
  state: string;
  phone: string;
  email: string;
  opening_hours: string;
  /**
   * The owner as HTML, in three variants.
   */
  html: {
    default: string;
    short: string;
    full: string;
  };
} | null;

export type ListingCardOwner = {
  id: string;
  dealer_code: string;
  name: string;
  city: string;
  postcode: string;
  state: string;
} | null;

/**
 * NVL for new, AVL for approved vehicles.
 */
export type ListingStockMarker = "NVL" | "AVL" | null;

/**
 * One vehicle with everything the showroom page shows.
 */
export type ListingVehicle = {
  id: string;
  /**
   * /showroom/{slug}-{id}
   */
  link: string;
  title: string;
  description: string;
  brand: string;
  model: string;
  nameplate_external_code: string | null;
  version: string;
  state: "new" | "used" | "approved";
  status: string;
  /**
   * The vehicle cannot be bought because it is reserved: the stock status says so, or a buyer holds it (a live reservation lock, or an order). The same as availability = reserved.
   */
  reserved: boolean;
  /**
   * Whether the vehicle can be bought: sold (stock status), reserved (stock status reserved, or a buyer holds it: a live reservation lock or an order), else available.
   */
  availability: "available" | "reserved" | "sold";
  stock_marker: ListingStockMarker;
  photos: ListingPhoto[];
  prices: ListingPrices;
  financing_options: string[];
  specification: ListingSpecification;
  raw: ListingRaw;
  equipment: {
    standard: string[];
    optional: string[];
  };
  accessories: string[];
  footnotes: string[];
  /**
   * The used-car record fields (used and approved vehicles).
   */
  used_record: {
    [k: string]: unknown | undefined;
  } | null;
  config_url: string | null;
  video_url: string | null;
  owner: ListingOwner;
  api_endpoint: string;
};

/**
 * A vehicle as lists show it: the vehicle without the showroom-only parts.
 */
export type ListingCard = {
  id: string;
  link: string;
  title: string;
  brand: string;
  model: string;
  nameplate_external_code: string | null;
  version: string;
  state: "new" | "used" | "approved";
  status: string;
  /**
   * The vehicle cannot be bought because it is reserved: the stock status says so, or a buyer holds it (a live reservation lock, or an order). The same as availability = reserved.
   */
  reserved: boolean;
  /**
   * Whether the vehicle can be bought: sold (stock status), reserved (stock status reserved, or a buyer holds it: a live reservation lock or an order), else available.
   */
  availability: "available" | "reserved" | "sold";
  stock_marker: ListingStockMarker;
  /**
   * @maxItems 2
   */
  photos: ListingPhoto[];
  prices: ListingPrices;
  financing_options: string[];
  specification: ListingSpecification;
  raw: ListingRaw;
  owner: ListingCardOwner;
};

export type ListingLight = {
  id: string;
  link: string;
  title: string;
  state: "new" | "used" | "approved";
  status: string;
  /**
   * The vehicle cannot be bought because it is reserved: the stock status says so, or a buyer holds it (a live reservation lock, or an order). The same as availability = reserved.
   */
  reserved: boolean;
  /**
   * Whether the vehicle can be bought: sold (stock status), reserved (stock status reserved, or a buyer holds it: a live reservation lock or an order), else available.
   */
  availability: "available" | "reserved" | "sold";
  photo: string | null;
  price: string;
  mileage: string;
};

export type ListingListAnswer = {
  /**
   * @maxItems 12
   */
  data: ListingCard[];
  meta: {
    total: number;
    /**
     * Of total, the vehicles that can be bought (not sold, not reserved, held by no buyer): what "N vehicles available" counts.
     */
    available: number;
    page: number;
    pages: number;
    items: number;
    sort: string;
    /**
     * Per checkbox filter key, every value with its count given all other active filters (disjunctive counts).
     */
    facets: {
      [k: string]:
        | {
            value: string;
            count: number;
          }[]
        | undefined;
    };
    /**
     * Per range filter key, the bounds given all other active filters and the bounds of the whole list.
     */
    ranges: {
      [k: string]:
        | {
            min: number | null;
            max: number | null;
            absoluteMin: number | null;
            absoluteMax: number | null;
          }
        | undefined;
    };
  };
};

export type ListingLightAnswer = {
  /**
   * @maxItems 12
   */
  data: ListingLight[];
  meta: {
    total: number;
    /**
     * Of total, the vehicles that can be bought (not sold, not reserved, held by no buyer).
     */
    available: number;
    page: number;
    pages: number;
    items: number;
  };
};

export type ListingVehicleAnswer = {
  data: ListingVehicle;
  meta: {
    /**
     * @maxItems 6
     */
    similar: ListingVehicle[];
  };
};

/**
 * A publication list by key.
 */
export type ListingListParams = {
  list: string;
};

/**
 * A vehicle of a publication list.
 */
export type ListingVehicleParams = {
  list: string;
  id: string;
};

/**
 * GET /public_api/listing/{list}/vehicle/{id}: lang, the language the prices are worded in (decision 181); default the site's main language.
 */
export type ListingVehicleQuery = {
  lang?: string;
};

/**
 * Stock query: filter[<key>_<op>] filters, q, sort, page, items (max 12), forced_statuses, forced_dealer_codes. A bad parameter is refused with 400 naming it.
 */
export type ListingQuery = {};

/**
 * A company's stock locator configuration: all of it (data is the whole configuration) or one key's value; meta names the company and key.
 */
export type ListingCompanyConfigAnswer = {
  /**
   * The configuration or one key's value.
   */
  data: unknown;
  meta: {
    company: string;
    key?: string;
  };
};

/**
 * Widget translations of one language: data.attributes.data maps each key to its text.
 */
export type ListingTranslationsAnswer = {
  data: {
    id: string;
    type: "widget_translations_config";
    attributes: {
      language: string;
      data: {
        [k: string]: string | undefined;
      };
    };
  };
};

/**
 * GET /public_api/vehicles/config_data: the configurator's config_url of the vehicle.
 */
export type ListingConfigDataQuery = {
  config_url: string;
};

/**
 * GET /trade_in/form_options: lang, the language of the labels (English where there is none in it).
 */
export type ListingTradeInOptionsQuery = {
  lang?: string;
};

/**
 * Configurator data of a vehicle: the configured vehicle, its list price and the choices from there.
 */
export type ListingConfigDataAnswer = {
  data: {
    [k: string]: unknown | undefined;
  };
};

/**
 * Trade-in form options (labels in the language asked for when available, else English).
 */
export type ListingTradeInOptions = {
  [k: string]: unknown | undefined;
};

/**
 * The vehicles table: one row per stored item.
 */
export type ListingVehiclesTable = {
  id: string;
  state: "new" | "used" | "approved";
  status: string;
  nameplate_brand_name: string;
  nameplate_name: string;
  nameplate_model_group: string;
  nameplate_external_code: string | null;
  model_display_name: string;
  version: string;
  drivetrain: string;
  production_year: number;
  model_year: number;
  color_name: string;
  color_canonical: string;
  interior_color: string;
  vin: string;
  owner_id: string;
  /**
   * `|petrol|hybrid|`: list-valued, searchable with _includes on both databases.
   */
  engine_type: string;
  financing_options: string;
  transmission: string;
  power: number;
  power_unit: string;
  mileage: number;
  mileage_unit: string;
  battery_capacity: number | null;
  engine_capacity_normalized: number | null;
  number_of_seats: number;
  msrp_price: number;
  sale_price: number | null;
  display_price: number;
  monthly_price: number | null;
  subscribe_price: number | null;
  price_hidden: number;
  prices_type: string;
  delivery_date: string | null;
  order_number: string | null;
  created_at: string;
  /**
   * JSON: photos, equipment, accessories, footnotes, disclaimers, descriptions, used-car record.
   */
  details: string;
};

/**
 * The vehicle_publications table: one row per stored item.
 */
export type ListingPublicationsTable = {
  list_key: string;
  vehicle_id: string;
};
