/**
 * Test data for the stock locator blocks' tests: server data shaped like the listing API's answer
 * (services/listings/vehicle-shape.ts), small enough to assert on every value.
 */
import type {
  ListingMeta,
  PriceEntry,
  Retailer,
  StockListingData,
  StockVehicle,
} from "../../../model/stock/stock-data.ts";

function price(value: number, hidden = false): PriceEntry {
  return {
    value_raw: value,
    formatted: hidden ? "" : `${value.toLocaleString("en-GB")} €`,
    hiddenFromVisitors: hidden,
  };
}

function photos(id: string) {
  return [1, 0].map((sequence) => ({
    sequence,
    medium_path: `/media/images/${id}-${sequence}/640x360.jpg`,
    quarter_hd_path: `/media/images/${id}-${sequence}/960x540.jpg`,
    hd_path: `/media/images/${id}-${sequence}/1280x720.jpg`,
    big_path: `/media/images/${id}-${sequence}/1600x900.jpg`,
    full_path: `/media/images/${id}-${sequence}/2400x1350.jpg`,
  }));
}

type Prices = StockVehicle["prices"];
type Specification = StockVehicle["specification"];

/** A card's prices: the ones given, every other price absent. */
function prices(given: Partial<Prices>): Prices {
  return {
    purchase: null,
    sale: null,
    old: null,
    msrp: null,
    drive_away: null,
    on_the_road: null,
    lease: null,
    subscribe: null,
    prices_type: "purchase",
    disclaimers: [],
    product_card_disclaimer: "",
    ...given,
  };
}

const NO_SPECIFICATION: Specification = {
  brand: "",
  state: "",
  status: "",
  model: "",
  title: "",
  version: "",
  drivetrain: "",
  productionYear: "",
  modelYear: "",
  transmission: "",
  mileage: "",
  engines: "",
  capacity: "",
  power: "",
  deliveryDate: "",
  avl: "",
  color: "",
  colorInterior: "",
  vin: "",
  shortVin: "",
  ownerName: "",
  orderNumber: "",
  nameplateModelGroup: "",
  numberOfSeats: "",
  batteryCapacity: "",
};

/** A retailer as a card names it. */
function owner(id: string, name: string): StockVehicle["owner"] {
  return { id, dealer_code: id.replace("dealer-", "").toUpperCase(), name, city: "", postcode: "", state: "" };
}

export function vehicle(id: string, overrides: Partial<StockVehicle> = {}): StockVehicle {
  return {
    id,
    link: `/showroom/new-defender-110-2024-diesel-awd-automatic-santorini-black-${id}`,
    title: "Defender 110 X",
    brand: "Land Rover",
    model: "Defender 110",
    nameplate_external_code: null,
    version: "X",
    state: "new",
    status: "stock",
    reserved: false,
    availability: "available",
    stock_marker: "NVL",
    photos: photos(id),
    prices: prices({ purchase: price(158600) }),
    financing_options: [],
    raw: {
      mileage: 12,
      production_year: 2024,
      model_year: 2024,
      power: 221,
      engine_type: ["diesel", "mhev"],
      number_of_seats: 5,
      color_canonical: "black",
      created_at: "2026-01-01T00:00:00.000Z",
    },
    specification: {
      ...NO_SPECIFICATION,
      productionYear: "2024",
      model: "Defender 110",
      mileage: "12 km",
      engines: "Diesel, Mild hybrid",
      color: "Santorini Black",
      drivetrain: "AWD",
      vin: "SALLA1BX4PA123456",
      power: "221 kW",
      capacity: "3.0 L",
      status: "In stock",
      state: "New",
      colorInterior: "Ebony",
      transmission: "automatic",
    },
    owner: owner("dealer-au001", "Land Rover Sydney City"),
    ...overrides,
  };
}

const VEHICLES: StockVehicle[] = [
  vehicle("v000001"),
  vehicle("v000002", {
    title: "F-PACE R-Dynamic SE",
    brand: "Jaguar",
    state: "approved",
    status: "reserved",
    link: "/showroom/approved-jaguar-f-pace-2022-petrol-awd-automatic-firenze-red-v000002",
    prices: prices({ purchase: price(71200), sale: price(71200), old: price(75800), lease: price(1187) }),
    specification: {
      ...vehicle("x").specification,
      model: "F-PACE",
      state: "Approved",
      status: "Reserved",
      productionYear: "2022",
      mileage: "31,400 km",
    },
    owner: owner("dealer-au005", "Jaguar Melbourne"),
  }),
  vehicle("v000003", {
    title: "Range Rover SV",
    prices: prices({ purchase: price(0) }),
    photos: [],
  }),
  vehicle("v000004", {
    title: "Discovery Metropolitan",
    prices: prices({ purchase: price(156900, true), lease: price(2467, true) }),
  }),
];

export const META: ListingMeta = {
  total: 40,
  page: 1,
  pages: 4,
  items: 12,
  sort: "createdAtDesc",
  facets: {
    nameplate_brand_name: [
      { value: "Jaguar", count: 16 },
      { value: "Land Rover", count: 24 },
    ],
    nameplate_model_group: [
      { value: "Defender", count: 20 },
      { value: "F-PACE", count: 16 },
      { value: "Range Rover", count: 4 },
    ],
    nameplate_name: [
      { value: "Defender 110", count: 20 },
      { value: "F-PACE", count: 16 },
      { value: "Range Rover", count: 4 },
    ],
    state: [
      { value: "approved", count: 12 },
      { value: "new", count: 22 },
      { value: "used", count: 6 },
    ],
    status: [
      { value: "reserved", count: 5 },
      { value: "sold", count: 0 },
      { value: "stock", count: 35 },
    ],
    engine_type: [
      { value: "diesel", count: 18 },
      { value: "mhev", count: 18 },
      { value: "petrol", count: 22 },
    ],
    color_canonical: [
      { value: "black", count: 30 },
      { value: "red", count: 10 },
    ],
    color_name: [
      { value: "Firenze Red", count: 10 },
      { value: "Santorini Black", count: 30 },
    ],
    owner_id: [
      { value: "dealer-au001", count: 25 },
      { value: "dealer-au005", count: 15 },
    ],
    transmission: [{ value: "automatic", count: 40 }],
    financing_options: [
      { value: "cash", count: 40 },
      { value: "lease", count: 9 },
    ],
    number_of_seats: [
      { value: "5", count: 30 },
      { value: "7", count: 10 },
    ],
  },
  ranges: {
    display_price: { min: 45000, max: 240000, absoluteMin: 45000, absoluteMax: 240000 },
    msrp_price: { min: 50000, max: 250000, absoluteMin: 50000, absoluteMax: 250000 },
    mileage: { min: 0, max: 98000, absoluteMin: 0, absoluteMax: 98000 },
    production_year: { min: 2019, max: 2025, absoluteMin: 2019, absoluteMax: 2025 },
    model_year: { min: 2020, max: 2025, absoluteMin: 2020, absoluteMax: 2025 },
    power: { min: 150, max: 423, absoluteMin: 150, absoluteMax: 423 },
  },
};

export function listingData(overrides: Partial<StockListingData> = {}): StockListingData {
  return {
    listKey: "all",
    data: structuredClone(VEHICLES),
    meta: structuredClone(META),
    dealerCodes: null,
    noDealers: false,
    ...overrides,
  };
}

export const RETAILERS: Retailer[] = [
  {
    id: "dealer-au001",
    dealer_code: "AU001",
    ciCode: "AU001",
    name: "Forecourt Sydney City",
    display_name_jag: "Jaguar Sydney City",
    display_name_lr: "Land Rover Sydney City",
    address: "10 George Street",
    city: "Sydney",
    locality: "Waterloo",
    postcode: "2017",
    state: "NSW",
    mainPhone: "+61 2 9000 1000",
    email: "",
    opening_hours: "",
    latitude: -33.9,
    longitude: 151.2,
    brands: ["land_rover", "jaguar"],
  },
  {
    id: "dealer-au005",
    dealer_code: "AU005",
    ciCode: "AU005",
    name: "Forecourt Melbourne",
    display_name_jag: "Jaguar Melbourne",
    display_name_lr: "Land Rover Melbourne",
    address: "38 Collins Street",
    city: "Melbourne",
    locality: "South Melbourne",
    postcode: "3205",
    state: "VIC",
    mainPhone: "+61 2 9148 1452",
    email: "",
    opening_hours: "",
    latitude: -37.83,
    longitude: 144.96,
    brands: ["land_rover"],
  },
];
