import type { DealersTable, VehiclesTable } from "../db/schema.ts";
import {
  COLOURS,
  GULF_RETAILERS,
  INTERIORS,
  NAMEPLATES,
  RETAILERS,
  STATUS_WEIGHTS,
  configUrlFor,
  type RetailerSeed,
} from "./demo-catalogue.ts";

/** mulberry32: a small, fast, seedable generator, so the demo fleet is the same on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const PHOTO_ANGLES = ["front", "side", "rear", "interior"] as const;

/** The demo photo of a paint colour from one angle (drawn by services/media/demo-images.ts). */
export function photoId(canonicalColour: string, angle: (typeof PHOTO_ANGLES)[number]): string {
  return `stock-${canonicalColour}-${angle}`;
}

const VIN_CHARS = [..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789"];
const KILOMETRES = new Intl.NumberFormat("en-GB");

/**
 * Where the demo fleet is sold: its retailers, the prefix of their dealer codes and the tax its prices
 * include (the prices_type flag). The tests' fleet is Australian, as the stock locator's seed describes;
 * `npm start` seeds the Gulf one (decision 128).
 */
export interface FleetMarket {
  codePrefix: string;
  retailers: readonly RetailerSeed[];
  pricesType: string;
  openingHours: string;
  /** The catalogue's prices are in euros; a market in another currency multiplies them by its rate. */
  priceFactor: number;
}

export const AUSTRALIAN_FLEET: FleetMarket = {
  codePrefix: "AU",
  retailers: RETAILERS,
  pricesType: "inc_gst",
  openingHours: "Mon–Fri 08:30–17:30, Sat 09:00–16:00",
  priceFactor: 1,
};
export const GULF_FLEET: FleetMarket = {
  codePrefix: "AE",
  retailers: GULF_RETAILERS,
  pricesType: "inc_vat",
  openingHours: "Sat–Thu 08:30–19:00, Fri 14:00–19:00",
  // The catalogue's euro prices in dirhams, near what the demo's offers quote (Range Rover Sport from AED 389,900).
  priceFactor: 3,
};

export interface DemoFleet {
  dealers: DealersTable[];
  vehicles: VehiclesTable[];
  publications: { list_key: string; vehicle_id: string }[];
}

/** A demo vehicle, its publication lists, and its details as the object `vehicle.details` is the JSON of. */
export interface DemoVehicle {
  vehicle: VehiclesTable;
  lists: string[];
  details: Record<string, unknown>;
}

/**
 * A deterministic fleet of `count` vehicles (default demo: 2,000; benchmarks: 100,000) with their
 * retailers, spread over both brands, three states, every status and the publication lists.
 */
export function generateFleet(count: number, seed = 20261125, market: FleetMarket = AUSTRALIAN_FLEET): DemoFleet {
  const stream = streamFleet(count, seed, market);
  const vehicles: VehiclesTable[] = [];
  const publications: { list_key: string; vehicle_id: string }[] = [];
  for (const { vehicle, lists } of stream.vehicles) {
    vehicles.push(vehicle);
    for (const list_key of lists) publications.push({ list_key, vehicle_id: vehicle.id });
  }
  return { dealers: stream.dealers, vehicles, publications };
}

/**
 * The same fleet as generateFleet, its vehicles made one at a time as they are read (the benchmark's
 * million vehicles are never all in memory): the dealers, and a generator of vehicles with their lists.
 */
export function streamFleet(
  count: number,
  seed = 20261125,
  market: FleetMarket = AUSTRALIAN_FLEET,
): { dealers: DealersTable[]; vehicles: Generator<DemoVehicle> } {
  const random = generator(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const dealers: DealersTable[] = market.retailers.map((retailer, index) => {
    const code = `${market.codePrefix}${String(index + 1).padStart(3, "0")}`;
    // Drawn whether used or not, so a market with its own addresses leaves the vehicles' draws unchanged.
    const street = pick(["Bourke", "George", "Collins", "King", "Queen", "Princes"]);
    return {
      id: `dealer-${code.toLowerCase()}`,
      dealer_code: code,
      ci_code: `CI${String(5000 + index)}`,
      name: `Forecourt ${retailer.name}`,
      display_name_jag: `Jaguar ${retailer.name}`,
      display_name_lr: `Land Rover ${retailer.name}`,
      brands: JSON.stringify(index % 5 === 4 ? ["land_rover"] : ["land_rover", "jaguar"]),
      address: retailer.address ?? `${10 + index * 7} ${street} Street`,
      city: retailer.city,
      locality: retailer.locality,
      postcode: retailer.postcode,
      state: retailer.state,
      latitude: retailer.latitude,
      longitude: retailer.longitude,
      email: `sales.${retailer.name.toLowerCase().replace(/[^a-z]+/g, "")}@forecourt.example`,
      phone:
        retailer.phone ??
        `+61 2 ${String(9000 + index * 37).padStart(4, "0")} ${String(1000 + index * 113).slice(0, 4)}`,
      opening_hours: market.openingHours,
    };
  });

  return { dealers, vehicles: demoVehicles(count, random, dealers, market) };
}

function* demoVehicles(
  count: number,
  random: () => number,
  dealers: DealersTable[],
  market: FleetMarket,
): Generator<DemoVehicle> {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  const weighted = (entries: readonly [string, number][]): string => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = random() * total;
    for (const [value, weight] of entries) if ((roll -= weight) < 0) return value;
    return entries[0]![0];
  };
  const start = Date.UTC(2025, 0, 1);
  // Worked out once, not per vehicle: a million demo vehicles are bench setup (decision 094).
  const jaguarDealers = dealers.filter((candidate) => candidate.brands.includes("jaguar"));
  for (let index = 0; index < count; index++) {
    const nameplate = pick(NAMEPLATES);
    const state = weighted([
      ["new", 45],
      ["approved", 35],
      ["used", 20],
    ]) as VehiclesTable["state"];
    const modelYear =
      2000 + nameplate.firstModelYear + Math.floor(random() * (nameplate.lastModelYear - nameplate.firstModelYear + 1));
    const productionYear = modelYear - (random() < 0.3 ? 1 : 0);
    const engine = pick(nameplate.engines);
    const colour = pick(COLOURS);
    const version = pick(nameplate.versions);
    const dealer = pick(nameplate.brand === "Land Rover" ? dealers : jaguarDealers);
    const mileage = state === "new" ? Math.floor(random() * 50) : Math.floor(5000 + random() * 95000);
    const age = 2026 - productionYear;
    const msrp =
      Math.round(
        (nameplate.basePrice *
          market.priceFactor *
          (1 + nameplate.versions.indexOf(version) * 0.12) *
          (1 + engine.power / 2000)) /
          100,
      ) * 100;
    const depreciation = state === "new" ? 1 : Math.max(0.35, 1 - age * 0.11 - mileage / 400000);
    const display = Math.round((msrp * depreciation) / 100) * 100;
    const onSale = random() < 0.2;
    const sale = onSale ? Math.round((display * 0.94) / 100) * 100 : null;
    const id = `v${String(index + 1).padStart(6, "0")}`;
    const vin = `SAL${nameplate.brand === "Jaguar" ? "J" : "L"}${Array.from({ length: 13 }, () => pick(VIN_CHARS)).join("")}`;
    const financing = [
      "cash",
      ...(random() < 0.6 ? ["finance"] : []),
      ...(random() < 0.4 ? ["lease"] : []),
      ...(state === "new" && random() < 0.2 ? ["subscription"] : []),
    ];
    const status =
      state === "new"
        ? weighted(STATUS_WEIGHTS)
        : weighted(STATUS_WEIGHTS.filter(([value]) => !["in_production", "on_demand"].includes(value)));
    const created = new Date(start + Math.floor(random() * 330 * 86400000)).toISOString();
    const photos = PHOTO_ANGLES.map((angle, sequence) => ({ sequence, photo_id: photoId(colour.canonical, angle) }));
    const details = {
      photos,
      long_description: `${nameplate.brand} ${nameplate.name} ${version} in ${colour.name} with a ${INTERIORS[index % INTERIORS.length]} interior. ${state === "new" ? "Brand new and ready for delivery." : `One careful owner, full service history, ${KILOMETRES.format(mileage)} km.`}`,
      features_standard: [
        "Adaptive cruise control",
        "360° parking aid",
        "Heated front seats",
        "Wireless device charging",
        "LED headlights",
        "Pivi Pro infotainment",
      ],
      features_optional: pick([
        ["Panoramic roof", "Meridian sound system"],
        ["Head-up display", "Towing pack"],
        ['22" alloy wheels'],
        [],
      ]),
      accessories: pick([["Roof rails", "Rubber mats"], ["Tow bar"], []]),
      footnotes: ["Fuel consumption and CO2 figures are for comparison purposes only."],
      disclaimers: onSale ? ["Sale price valid while stock lasts."] : [],
      product_card_disclaimer: state === "new" ? "Manufacturer's recommended driveaway price." : "",
      drive_away_price: state === "new" && random() < 0.3 ? Math.round((display * 1.06) / 100) * 100 : null,
      old_price: onSale ? display : null,
      on_the_road_price: state !== "new" ? Math.round((display * 1.04) / 100) * 100 : null,
      used_record:
        state === "new"
          ? null
          : {
              date_registered: `${productionYear}-0${1 + (index % 9)}-15`,
              date_mot_expiry: `${2027}-0${1 + (index % 9)}-15`,
              date_warranty_expiry: `${productionYear + 5}-0${1 + (index % 9)}-15`,
              previous_use: pick(["private", "company car", "demonstrator"]),
              repair_record: random() < 0.1 ? "Minor cosmetic repair to rear bumper" : "None",
              regular_maintenance_availability: true,
              maintenance_log: `${Math.max(1, age)} services at authorised retailers`,
              recycling_fee: null,
            },
      // New vehicles can be configured afresh: their configuration resolves through GET /public_api/vehicles/config_data.
      config_url:
        state === "new" ? configUrlFor(nameplate, version, nameplate.engines.indexOf(engine), colour.name) : null,
      video_url: null,
    };
    const vehicle: VehiclesTable = {
      id,
      state,
      status,
      nameplate_brand_name: nameplate.brand,
      nameplate_name: nameplate.name,
      nameplate_model_group: nameplate.group,
      nameplate_external_code: nameplate.code,
      model_display_name: `${nameplate.name} ${version}`,
      version,
      drivetrain: pick(nameplate.drivetrains),
      production_year: productionYear,
      model_year: modelYear,
      color_name: colour.name,
      color_canonical: colour.canonical,
      interior_color: INTERIORS[index % INTERIORS.length]!,
      vin,
      owner_id: dealer.id,
      engine_type: `|${engine.types.join("|")}|`,
      financing_options: `|${financing.join("|")}|`,
      transmission: nameplate.name === "I-PACE" ? "single-speed" : "automatic",
      power: engine.power,
      power_unit: "kW",
      mileage,
      mileage_unit: "km",
      battery_capacity: engine.battery,
      engine_capacity_normalized: engine.capacity,
      number_of_seats: pick(nameplate.seats),
      msrp_price: msrp,
      sale_price: sale,
      display_price: sale ?? display,
      monthly_price: financing.includes("lease") ? Math.round(display / 60) : null,
      subscribe_price: financing.includes("subscription") ? Math.round(display / 45) : null,
      price_hidden: random() < 0.03 ? 1 : 0,
      prices_type: market.pricesType,
      delivery_date:
        status === "in_production" || status === "available_soon"
          ? new Date(start + (400 + Math.floor(random() * 120)) * 86400000).toISOString().slice(0, 10)
          : null,
      order_number: state === "new" ? `ORD${String(100000 + index)}` : null,
      created_at: created,
      details: JSON.stringify(details),
    };
    yield { vehicle, details, lists: ["all", state, nameplate.brand === "Jaguar" ? "jaguar" : "land-rover"] };
  }
}
