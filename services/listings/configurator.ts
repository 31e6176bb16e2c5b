import { imageUrl } from "../../model/media/image-sizes.ts";
import { formatDoublePrice, formatPrice, type PriceSettings } from "../../model/listings/prices.ts";
import type { ShowroomPhoto, ShowroomPrice, VehicleSpecification } from "../../model/listings/showroom-vehicle.ts";
import {
  batteryLabel,
  capacityLabel,
  engineLabel,
  powerLabel,
  seatsLabel,
  stateLabel,
  statusLabel,
} from "../../model/listings/vehicle-presentation.ts";
import { COLOURS, INTERIORS, catalogueSlug, configUrlFor, parseConfigUrl } from "./demo-catalogue.ts";
import { PHOTO_ANGLES, photoId } from "./demo-fleet.ts";

function photo(id: string, sequence: number): ShowroomPhoto {
  return {
    sequence,
    medium_path: imageUrl(id, { width: 640, height: 360 }),
    quarter_hd_path: imageUrl(id, { width: 960, height: 540 }),
    hd_path: imageUrl(id, { width: 1280, height: 720 }),
    big_path: imageUrl(id, { width: 1600, height: 900 }),
    full_path: imageUrl(id, { width: 2400, height: 1350 }),
  };
}

/**
 * Configurator data for a config_url (GET /public_api/vehicles/config_data): the configured vehicle in
 * the shape of a listing vehicle (state new, journey configurator, no owner), its list price, and the
 * choices the configurator offers from there. Null when the config_url names nothing in the catalogue.
 */
export function configurationData(configUrl: string, prices: PriceSettings) {
  const configuration = parseConfigUrl(configUrl);
  if (!configuration) return null;
  const { nameplate, version, engineIndex, colour } = configuration;
  const engine = nameplate.engines[engineIndex]!;
  const canonicalUrl = configUrlFor(nameplate, version, engineIndex, colour.name);
  const modelYear = 2000 + nameplate.lastModelYear;
  // The demo fleet's list price formula: the nameplate's base price, +12% a version step, + power.
  const price =
    Math.round(
      (nameplate.basePrice * (1 + nameplate.versions.indexOf(version) * 0.12) * (1 + engine.power / 2000)) / 100,
    ) * 100;
  const exchanged = formatDoublePrice(price, prices);
  const listPrice: ShowroomPrice = {
    value_raw: price,
    formatted: formatPrice(price, "price", prices),
    hiddenFromVisitors: false,
    ...(exchanged ? { exchanged } : {}),
  };
  const seats = nameplate.seats[0] ?? null;
  const transmission = nameplate.name === "I-PACE" ? "single-speed" : "automatic";
  const specification: VehicleSpecification = {
    brand: nameplate.brand,
    state: stateLabel("new"),
    status: statusLabel("on_demand"),
    model: nameplate.name,
    title: `${nameplate.name} ${version}`,
    version,
    drivetrain: nameplate.drivetrains[0] ?? "",
    productionYear: String(modelYear),
    modelYear: String(modelYear),
    transmission,
    mileage: "",
    engines: engineLabel(engine.types),
    capacity: capacityLabel(engine.capacity),
    power: powerLabel(engine.power, "kW"),
    deliveryDate: "",
    avl: "",
    color: colour.name,
    colorInterior: INTERIORS[0]!,
    vin: "",
    shortVin: "",
    ownerName: "",
    orderNumber: "",
    nameplateModelGroup: nameplate.group || nameplate.name,
    numberOfSeats: seatsLabel(seats),
    batteryCapacity: batteryLabel(engine.battery),
  };
  return {
    id: `cfg-${catalogueSlug(canonicalUrl.replace(/^\/build-yours\//, ""))}`,
    config_url: canonicalUrl,
    journey: "configurator" as const,
    title: specification.title,
    description: `${nameplate.brand} ${nameplate.name} ${version} in ${colour.name}, configured to order.`,
    brand: nameplate.brand,
    model: nameplate.name,
    nameplate_external_code: nameplate.code,
    version,
    state: "new",
    status: "on_demand",
    photos: PHOTO_ANGLES.map((angle, sequence) => photo(photoId(colour.canonical, angle), sequence)),
    prices: {
      purchase: listPrice,
      sale: null,
      old: null,
      msrp: listPrice,
      drive_away: null,
      on_the_road: null,
      lease: null,
      subscribe: null,
      prices_type: "inc_gst",
      disclaimers: ["Manufacturer's list price for the configuration; options may change it."],
      product_card_disclaimer: "",
      ...(exchanged ? { exchange_class: prices.double.className } : {}),
    },
    specification,
    raw: {
      mileage: 0,
      production_year: modelYear,
      model_year: modelYear,
      power: engine.power,
      engine_type: engine.types,
      number_of_seats: seats,
      color_canonical: colour.canonical,
      created_at: "",
    },
    owner: null,
    /** What the configurator may change next. */
    options: {
      versions: nameplate.versions.map((name) => ({
        name,
        config_url: configUrlFor(nameplate, name, engineIndex, colour.name),
      })),
      engines: nameplate.engines.map((candidate, index) => ({
        label: engineLabel(candidate.types),
        power: powerLabel(candidate.power, "kW"),
        config_url: configUrlFor(nameplate, version, index, colour.name),
      })),
      colours: COLOURS.map((candidate) => ({
        name: candidate.name,
        config_url: configUrlFor(nameplate, version, engineIndex, candidate.name),
      })),
      seats: nameplate.seats,
      drivetrains: nameplate.drivetrains,
    },
  };
}
