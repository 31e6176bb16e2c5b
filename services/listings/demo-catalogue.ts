/**
 * The demo market's catalogue: both brands with real nameplates, their model groups, platform codes,
 * engines and price bands; Australian retailers with their postcodes, states and coordinates.
 */
export interface Nameplate {
  brand: "Land Rover" | "Jaguar";
  name: string;
  group: string;
  /** Platform code used for analytics (x761, x590, x152, x760, x260). */
  code: string | null;
  versions: string[];
  engines: { types: string[]; power: number; capacity: number | null; battery: number | null }[];
  seats: number[];
  basePrice: number;
  firstModelYear: number;
  lastModelYear: number;
  drivetrains: string[];
}

export const NAMEPLATES: Nameplate[] = [
  {
    brand: "Land Rover",
    name: "Range Rover",
    group: "Range Rover",
    code: null,
    versions: ["SE", "HSE", "Autobiography", "SV"],
    engines: [
      { types: ["diesel", "mhev"], power: 258, capacity: 3.0, battery: null },
      { types: ["petrol", "phev"], power: 404, capacity: 3.0, battery: 31.8 },
      { types: ["petrol"], power: 390, capacity: 4.4, battery: null },
    ],
    seats: [5, 7],
    basePrice: 235000,
    firstModelYear: 22,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Land Rover",
    name: "Range Rover Sport",
    group: "Range Rover",
    code: null,
    versions: ["Dynamic SE", "Dynamic HSE", "Autobiography", "SV"],
    engines: [
      { types: ["diesel", "mhev"], power: 221, capacity: 3.0, battery: null },
      { types: ["petrol", "phev"], power: 338, capacity: 3.0, battery: 31.8 },
    ],
    seats: [5],
    basePrice: 150000,
    firstModelYear: 22,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Land Rover",
    name: "Range Rover Velar",
    group: "Range Rover",
    code: null,
    versions: ["S", "Dynamic SE", "Dynamic HSE"],
    engines: [
      { types: ["diesel", "mhev"], power: 221, capacity: 3.0, battery: null },
      { types: ["petrol", "phev"], power: 297, capacity: 2.0, battery: 19.2 },
    ],
    seats: [5],
    basePrice: 110000,
    firstModelYear: 20,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Land Rover",
    name: "Range Rover Evoque",
    group: "Range Rover",
    code: null,
    versions: ["S", "SE", "Dynamic SE", "Autobiography"],
    engines: [
      { types: ["petrol", "mhev"], power: 184, capacity: 2.0, battery: null },
      { types: ["petrol", "phev"], power: 227, capacity: 1.5, battery: 15 },
    ],
    seats: [5],
    basePrice: 72000,
    firstModelYear: 20,
    lastModelYear: 25,
    drivetrains: ["AWD", "FWD"],
  },
  {
    brand: "Land Rover",
    name: "Defender 90",
    group: "Defender",
    code: null,
    versions: ["S", "SE", "X-Dynamic SE", "X"],
    engines: [
      { types: ["diesel", "mhev"], power: 221, capacity: 3.0, battery: null },
      { types: ["petrol"], power: 294, capacity: 3.0, battery: null },
    ],
    seats: [5, 6],
    basePrice: 95000,
    firstModelYear: 20,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Land Rover",
    name: "Defender 110",
    group: "Defender",
    code: null,
    versions: ["S", "SE", "X-Dynamic HSE", "X"],
    engines: [
      { types: ["diesel", "mhev"], power: 221, capacity: 3.0, battery: null },
      { types: ["petrol", "phev"], power: 297, capacity: 2.0, battery: 19.2 },
      { types: ["petrol"], power: 386, capacity: 5.0, battery: null },
    ],
    seats: [5, 7],
    basePrice: 105000,
    firstModelYear: 20,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Land Rover",
    name: "Defender 130",
    group: "Defender",
    code: null,
    versions: ["SE", "X-Dynamic HSE", "Outbound"],
    engines: [{ types: ["diesel", "mhev"], power: 221, capacity: 3.0, battery: null }],
    seats: [5, 8],
    basePrice: 130000,
    firstModelYear: 23,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Land Rover",
    name: "Discovery",
    group: "Discovery",
    code: null,
    versions: ["S", "SE", "Dynamic HSE", "Metropolitan"],
    engines: [{ types: ["diesel", "mhev"], power: 221, capacity: 3.0, battery: null }],
    seats: [7],
    basePrice: 98000,
    firstModelYear: 20,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Land Rover",
    name: "Discovery Sport",
    group: "Discovery",
    code: null,
    versions: ["S", "SE", "Dynamic SE"],
    engines: [
      { types: ["petrol", "mhev"], power: 184, capacity: 2.0, battery: null },
      { types: ["petrol", "phev"], power: 227, capacity: 1.5, battery: 15 },
    ],
    seats: [5, 7],
    basePrice: 74000,
    firstModelYear: 20,
    lastModelYear: 25,
    drivetrains: ["AWD"],
  },
  {
    brand: "Jaguar",
    name: "F-PACE",
    group: "F-PACE",
    code: "x761",
    versions: ["R-Dynamic S", "R-Dynamic SE", "R-Dynamic HSE", "SVR"],
    engines: [
      { types: ["diesel", "mhev"], power: 221, capacity: 3.0, battery: null },
      { types: ["petrol", "phev"], power: 297, capacity: 2.0, battery: 19.2 },
      { types: ["petrol"], power: 423, capacity: 5.0, battery: null },
    ],
    seats: [5],
    basePrice: 88000,
    firstModelYear: 20,
    lastModelYear: 24,
    drivetrains: ["AWD"],
  },
  {
    brand: "Jaguar",
    name: "E-PACE",
    group: "E-PACE",
    code: null,
    versions: ["R-Dynamic S", "R-Dynamic SE", "R-Dynamic HSE"],
    engines: [
      { types: ["petrol", "mhev"], power: 184, capacity: 2.0, battery: null },
      { types: ["petrol", "phev"], power: 227, capacity: 1.5, battery: 15 },
    ],
    seats: [5],
    basePrice: 72000,
    firstModelYear: 20,
    lastModelYear: 24,
    drivetrains: ["AWD", "FWD"],
  },
  {
    brand: "Jaguar",
    name: "I-PACE",
    group: "I-PACE",
    code: "x590",
    versions: ["S", "SE", "HSE"],
    engines: [{ types: ["electric"], power: 294, capacity: null, battery: 90 }],
    seats: [5],
    basePrice: 125000,
    firstModelYear: 20,
    lastModelYear: 24,
    drivetrains: ["AWD"],
  },
  {
    brand: "Jaguar",
    name: "F-TYPE",
    group: "F-TYPE",
    code: "x152",
    versions: ["R-Dynamic", "75", "R 75"],
    engines: [
      { types: ["petrol"], power: 221, capacity: 2.0, battery: null },
      { types: ["petrol"], power: 423, capacity: 5.0, battery: null },
    ],
    seats: [2],
    basePrice: 130000,
    firstModelYear: 20,
    lastModelYear: 24,
    drivetrains: ["RWD", "AWD"],
  },
  {
    brand: "Jaguar",
    name: "XE",
    group: "XE",
    code: "x760",
    versions: ["R-Dynamic SE", "R-Dynamic HSE"],
    engines: [{ types: ["petrol"], power: 221, capacity: 2.0, battery: null }],
    seats: [5],
    basePrice: 72000,
    firstModelYear: 20,
    lastModelYear: 24,
    drivetrains: ["RWD"],
  },
  {
    brand: "Jaguar",
    name: "XF",
    group: "XF",
    code: "x260",
    versions: ["R-Dynamic SE", "R-Dynamic HSE", "300 Sport"],
    engines: [
      { types: ["petrol"], power: 221, capacity: 2.0, battery: null },
      { types: ["diesel", "mhev"], power: 150, capacity: 2.0, battery: null },
    ],
    seats: [5],
    basePrice: 80000,
    firstModelYear: 20,
    lastModelYear: 24,
    drivetrains: ["RWD", "AWD"],
  },
];

/** Paint: marketing name and the canonical colour the colour filter groups it under. */
export const COLOURS: { name: string; canonical: string }[] = [
  { name: "Santorini Black", canonical: "black" },
  { name: "Narvik Black", canonical: "black" },
  { name: "Fuji White", canonical: "white" },
  { name: "Ostuni Pearl White", canonical: "white" },
  { name: "Eiger Grey", canonical: "grey" },
  { name: "Carpathian Grey", canonical: "grey" },
  { name: "Hakuba Silver", canonical: "silver" },
  { name: "Portofino Blue", canonical: "blue" },
  { name: "Velocity Blue", canonical: "blue" },
  { name: "Firenze Red", canonical: "red" },
  { name: "Pangea Green", canonical: "green" },
  { name: "Gondwana Stone", canonical: "brown" },
];

export const INTERIORS = ["Ebony", "Light Oyster", "Tan", "Caraway", "Mars Red", "Acorn"];

export interface RetailerSeed {
  name: string;
  city: string;
  locality: string;
  postcode: string;
  /** An Australian state code for the stock locator's state search; an emirate where there are no states. */
  state: string;
  latitude: number;
  longitude: number;
  /** Street address and phone; without them the Australian pattern is made up. */
  address?: string;
  phone?: string;
}

export const RETAILERS: RetailerSeed[] = [
  {
    name: "Sydney City",
    city: "Sydney",
    locality: "Waterloo",
    postcode: "2017",
    state: "NSW",
    latitude: -33.9,
    longitude: 151.205,
  },
  {
    name: "North Shore",
    city: "Sydney",
    locality: "Artarmon",
    postcode: "2064",
    state: "NSW",
    latitude: -33.809,
    longitude: 151.185,
  },
  {
    name: "Parramatta",
    city: "Sydney",
    locality: "Parramatta",
    postcode: "2150",
    state: "NSW",
    latitude: -33.815,
    longitude: 151.003,
  },
  {
    name: "Newcastle",
    city: "Newcastle",
    locality: "Broadmeadow",
    postcode: "2292",
    state: "NSW",
    latitude: -32.924,
    longitude: 151.734,
  },
  {
    name: "Melbourne",
    city: "Melbourne",
    locality: "South Melbourne",
    postcode: "3205",
    state: "VIC",
    latitude: -37.834,
    longitude: 144.958,
  },
  {
    name: "Doncaster",
    city: "Melbourne",
    locality: "Doncaster",
    postcode: "3108",
    state: "VIC",
    latitude: -37.787,
    longitude: 145.125,
  },
  {
    name: "Geelong",
    city: "Geelong",
    locality: "Geelong",
    postcode: "3220",
    state: "VIC",
    latitude: -38.149,
    longitude: 144.36,
  },
  {
    name: "Brisbane",
    city: "Brisbane",
    locality: "Newstead",
    postcode: "4006",
    state: "QLD",
    latitude: -27.45,
    longitude: 153.04,
  },
  {
    name: "Gold Coast",
    city: "Gold Coast",
    locality: "Southport",
    postcode: "4215",
    state: "QLD",
    latitude: -27.968,
    longitude: 153.41,
  },
  {
    name: "Adelaide",
    city: "Adelaide",
    locality: "Adelaide",
    postcode: "5000",
    state: "SA",
    latitude: -34.929,
    longitude: 138.601,
  },
  {
    name: "Perth",
    city: "Perth",
    locality: "Osborne Park",
    postcode: "6017",
    state: "WA",
    latitude: -31.898,
    longitude: 115.81,
  },
  {
    name: "Canberra",
    city: "Canberra",
    locality: "Phillip",
    postcode: "2606",
    state: "ACT",
    latitude: -35.35,
    longitude: 149.089,
  },
  {
    name: "Hobart",
    city: "Hobart",
    locality: "Hobart",
    postcode: "7000",
    state: "TAS",
    latitude: -42.882,
    longitude: 147.327,
  },
  {
    name: "Darwin",
    city: "Darwin",
    locality: "Stuart Park",
    postcode: "0820",
    state: "NT",
    latitude: -12.447,
    longitude: 130.841,
  },
];

export const STATUS_WEIGHTS: [string, number][] = [
  ["stock", 55],
  ["available_soon", 10],
  ["reserved", 8],
  ["sold", 4],
  ["in_production", 8],
  ["on_demand", 5],
  ["delivery", 5],
  ["demo", 5],
];

/** Body type of each nameplate (trade-in form options): the catalogue's SUVs, saloons and the sports car. */
export const BODY_TYPES: Readonly<Record<string, "suv" | "saloon" | "sports">> = Object.fromEntries(
  NAMEPLATES.map((nameplate) => [
    nameplate.name,
    nameplate.name === "F-TYPE" ? "sports" : nameplate.name === "XE" || nameplate.name === "XF" ? "saloon" : "suv",
  ]),
);

export function catalogueSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Where a configuration lives: the configurator's path for a nameplate, version, engine (index) and paint. */
const CONFIG_URL_BASE = "/build-yours";

export function configUrlFor(nameplate: Nameplate, version: string, engineIndex: number, colourName: string): string {
  return `${CONFIG_URL_BASE}/${catalogueSlug(nameplate.name)}/${catalogueSlug(version)}/${engineIndex + 1}/${catalogueSlug(colourName)}`;
}

export interface Configuration {
  nameplate: Nameplate;
  version: string;
  engineIndex: number;
  colour: { name: string; canonical: string };
}

/** A config_url back to its configuration (an absolute URL's path counts too); null when it names nothing in the catalogue. */
export function parseConfigUrl(configUrl: string): Configuration | null {
  let path: string;
  try {
    path = new URL(configUrl, "http://config.invalid").pathname;
  } catch {
    return null;
  }
  const match = new RegExp(`^${CONFIG_URL_BASE}/([a-z0-9-]+)/([a-z0-9-]+)/([1-9][0-9]?)/([a-z0-9-]+)/?$`).exec(path);
  if (!match) return null;
  const nameplate = NAMEPLATES.find((candidate) => catalogueSlug(candidate.name) === match[1]);
  const version = nameplate?.versions.find((candidate) => catalogueSlug(candidate) === match[2]);
  const engineIndex = Number(match[3]) - 1;
  const colour = COLOURS.find((candidate) => catalogueSlug(candidate.name) === match[4]);
  if (!nameplate || !version || !colour || !nameplate.engines[engineIndex]) return null;
  return { nameplate, version, engineIndex, colour };
}

/**
 * The demo's own market (decision 128): a retailer group in the United Arab Emirates. No postcodes
 * there: the stock locator's retailer search finds them, its postcode and state searches do not.
 */
export const GULF_RETAILERS: RetailerSeed[] = [
  {
    name: "Sheikh Zayed Road",
    city: "Dubai",
    locality: "Al Quoz 1",
    postcode: "",
    state: "Dubai",
    latitude: 25.137,
    longitude: 55.223,
    address: "Sheikh Zayed Road, Al Quoz 1",
    phone: "+971 4 200 0000",
  },
  {
    name: "Festival City",
    city: "Dubai",
    locality: "Al Badia",
    postcode: "",
    state: "Dubai",
    latitude: 25.224,
    longitude: 55.353,
    address: "Dubai Festival City, Al Badia",
    phone: "+971 4 200 0100",
  },
  {
    name: "Abu Dhabi",
    city: "Abu Dhabi",
    locality: "Al Bateen",
    postcode: "",
    state: "Abu Dhabi",
    latitude: 24.456,
    longitude: 54.337,
    address: "Al Khaleej Al Arabi Street, Al Bateen",
    phone: "+971 2 600 0000",
  },
  {
    name: "Al Ain",
    city: "Al Ain",
    locality: "Al Jimi",
    postcode: "",
    state: "Abu Dhabi",
    latitude: 24.236,
    longitude: 55.724,
    address: "Zayed bin Sultan Street, Al Jimi",
    phone: "+971 3 700 0000",
  },
  {
    name: "Sharjah",
    city: "Sharjah",
    locality: "Industrial Area 6",
    postcode: "",
    state: "Sharjah",
    latitude: 25.312,
    longitude: 55.423,
    address: "Sheikh Mohammed bin Zayed Road, Industrial Area 6",
    phone: "+971 6 500 0000",
  },
  {
    name: "Ras Al Khaimah",
    city: "Ras Al Khaimah",
    locality: "Al Nakheel",
    postcode: "",
    state: "Ras Al Khaimah",
    latitude: 25.791,
    longitude: 55.953,
    address: "Al Muntasir Road, Al Nakheel",
    phone: "+971 7 200 0000",
  },
];
