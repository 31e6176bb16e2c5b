import { imageUrl } from "../../model/media/image-sizes.ts";
import {
  formatDoublePrice,
  formatPrice,
  formatSubscribePrice,
  type PriceSettings,
  DEFAULT_PRICE_SETTINGS,
} from "../../model/listings/prices.ts";
import { showroomPath } from "../../model/listings/showroom-slug.ts";
import {
  batteryLabel,
  capacityLabel,
  engineLabel,
  listOf,
  mileageLabel,
  powerLabel,
  seatsLabel,
  shortVin,
  stateLabel,
  statusLabel,
} from "../../model/listings/vehicle-presentation.ts";
import type { DealersTable } from "../db/schema.ts";
import type { VehicleRow } from "./listing-service.ts";
import type { ListingCard, ListingLight, ListingVehicle } from "../../generated/contracts/entities/listing.ts";
import { escapeHtml } from "../../model/html/escape-html.ts";

interface Details {
  photos: { sequence: number; photo_id: string }[];
  long_description: string;
  features_standard: string[];
  features_optional: string[];
  accessories: string[];
  footnotes: string[];
  disclaimers: string[];
  product_card_disclaimer: string;
  drive_away_price: number | null;
  old_price: number | null;
  on_the_road_price: number | null;
  used_record: Record<string, unknown> | null;
  config_url: string | null;
  video_url: string | null;
}

export interface ShapeOptions {
  listKey: string;
  prices?: PriceSettings;
  /** The owner_visible feature flag: when false, no owner details are sent. */
  ownerVisible?: boolean;
  /** The site's names of seat counts (sl.seats_translations). */
  seatNames?: Readonly<Record<string, string>> | null;
}

/** Stock source markers: new vehicles are NVL, approved ones AVL. */
function stockMarker(state: string): "NVL" | "AVL" | null {
  return state === "new" ? "NVL" : state === "approved" ? "AVL" : null;
}

/** The owner's name for a brand: display_name_jag for Jaguar, display_name_lr otherwise; it takes precedence over the name. */
function ownerDisplayName(dealer: DealersTable, brand: string): string {
  return (brand === "Jaguar" ? dealer.display_name_jag : dealer.display_name_lr) || dealer.name;
}

/** The owner as HTML in three variants: default (name, address, city/zip), short (name, city/zip), full (adds phone and email). */
function ownerHtml(dealer: DealersTable, brand: string): { default: string; short: string; full: string } {
  const name = `<strong>${escapeHtml(ownerDisplayName(dealer, brand))}</strong>`;
  const cityZip = `<span>${escapeHtml(dealer.city)} ${escapeHtml(dealer.postcode)}</span>`;
  const address = `<span>${escapeHtml(dealer.address)}</span>`;
  return {
    default: `${name}<br>${address}<br>${cityZip}`,
    short: `${name}<br>${cityZip}`,
    full: `${name}<br>${address}<br>${cityZip}<br><a href="tel:${escapeHtml(dealer.phone.replace(/\s+/g, ""))}">${escapeHtml(dealer.phone)}</a><br><a href="mailto:${escapeHtml(dealer.email)}">${escapeHtml(dealer.email)}</a>`,
  };
}

/** Photo entries: sequence and the size paths the media library serves. */
function photosOf(details: Details) {
  return details.photos.map((photo) => ({
    sequence: photo.sequence,
    medium_path: imageUrl(photo.photo_id, { width: 640, height: 360 }),
    quarter_hd_path: imageUrl(photo.photo_id, { width: 960, height: 540 }),
    hd_path: imageUrl(photo.photo_id, { width: 1280, height: 720 }),
    big_path: imageUrl(photo.photo_id, { width: 1600, height: 900 }),
    full_path: imageUrl(photo.photo_id, { width: 2400, height: 1350 }),
  }));
}

function price(
  value: number | null,
  hidden: boolean,
  settings: PriceSettings,
  type: "price" | "lease_full_string" = "price",
) {
  if (value === null || value <= 0) return null;
  const entry = {
    value_raw: value,
    formatted: hidden ? "" : formatPrice(value, type, settings),
    hiddenFromVisitors: hidden,
  };
  // The double price (decisions 112 and 118): beside every shown price, in the same string.
  const exchanged = hidden ? "" : formatDoublePrice(value, settings, type === "price" ? "price" : "lease");
  return exchanged ? { ...entry, exchanged } : entry;
}

/** A subscription price entry ('from % ^ / Month') with its double price. */
function subscribePrice(value: number | null, hidden: boolean, settings: PriceSettings) {
  if (value === null || value <= 0) return null;
  const entry = {
    value_raw: value,
    formatted: hidden ? "" : formatSubscribePrice(value, settings),
    hiddenFromVisitors: hidden,
  };
  const exchanged = hidden ? "" : formatDoublePrice(value, settings, "subscribe");
  return exchanged ? { ...entry, exchanged } : entry;
}

/** A vehicle as the listing API answers it: what cards, the showroom page and analytics read. */
export function shapeVehicle(row: VehicleRow, options: ShapeOptions): ListingVehicle {
  const settings = options.prices ?? DEFAULT_PRICE_SETTINGS;
  const details = JSON.parse(row.details) as Details;
  const hidden = row.price_hidden === 1;
  const engines = listOf(row.engine_type);
  const purchase = details.drive_away_price ?? row.display_price;
  return {
    id: row.id,
    link: showroomPath(row),
    title: row.model_display_name,
    description: details.long_description,
    brand: row.nameplate_brand_name,
    model: row.nameplate_name,
    nameplate_external_code: row.nameplate_external_code,
    version: row.version,
    state: row.state,
    status: row.status,
    reserved: row.availability === "reserved",
    availability: row.availability,
    stock_marker: stockMarker(row.state),
    photos: photosOf(details),
    prices: {
      purchase: price(purchase, hidden, settings),
      sale: price(row.sale_price, hidden, settings),
      old: price(details.old_price, hidden, settings),
      msrp: price(row.msrp_price, hidden, settings),
      drive_away: price(details.drive_away_price, hidden, settings),
      on_the_road: price(details.on_the_road_price, hidden, settings),
      lease: price(row.monthly_price, hidden, settings, "lease_full_string"),
      subscribe: subscribePrice(row.subscribe_price, hidden, settings),
      prices_type: row.prices_type,
      disclaimers: details.disclaimers.filter((text) => text.trim() !== ""),
      product_card_disclaimer: details.product_card_disclaimer,
      ...(settings.double.enabled && !hidden ? { exchange_class: settings.double.className } : {}),
    },
    financing_options: listOf(row.financing_options),
    specification: {
      brand: row.nameplate_brand_name,
      state: stateLabel(row.state),
      // What cards and the showroom show as availability: never "In stock" for a car a buyer holds.
      status: statusLabel(row.availability === "available" ? row.status : row.availability),
      model: row.nameplate_name,
      title: row.model_display_name,
      version: row.version,
      drivetrain: row.drivetrain,
      productionYear: String(row.production_year),
      modelYear: String(row.model_year),
      transmission: row.transmission,
      mileage: mileageLabel(row.mileage, row.mileage_unit),
      engines: engineLabel(engines),
      capacity: capacityLabel(row.engine_capacity_normalized),
      power: powerLabel(row.power, row.power_unit),
      deliveryDate: row.delivery_date ?? "",
      avl: stockMarker(row.state) ?? "",
      color: row.color_name,
      colorInterior: row.interior_color,
      vin: row.vin,
      shortVin: shortVin(row.vin),
      ownerName: ownerDisplayName(row.dealer, row.nameplate_brand_name),
      orderNumber: row.order_number ?? "",
      nameplateModelGroup: row.nameplate_model_group || row.nameplate_name,
      numberOfSeats: seatsLabel(row.number_of_seats, options.seatNames),
      batteryCapacity: batteryLabel(row.battery_capacity),
    },
    raw: {
      mileage: row.mileage,
      production_year: row.production_year,
      model_year: row.model_year,
      power: row.power,
      engine_type: engines,
      number_of_seats: row.number_of_seats,
      color_canonical: row.color_canonical,
      created_at: row.created_at,
    },
    equipment: { standard: details.features_standard, optional: details.features_optional },
    accessories: details.accessories,
    footnotes: details.footnotes,
    used_record: details.used_record,
    config_url: details.config_url,
    video_url: details.video_url,
    owner:
      options.ownerVisible === false
        ? null
        : {
            id: row.dealer.id,
            dealer_code: row.dealer.dealer_code,
            ci_code: row.dealer.ci_code,
            name: ownerDisplayName(row.dealer, row.nameplate_brand_name),
            address: row.dealer.address,
            city: row.dealer.city,
            postcode: row.dealer.postcode,
            state: row.dealer.state,
            phone: row.dealer.phone,
            email: row.dealer.email,
            opening_hours: row.dealer.opening_hours,
            html: ownerHtml(row.dealer, row.nameplate_brand_name),
          },
    api_endpoint: `/public_api/listing/${options.listKey}/vehicle/${row.id}`,
  };
}

/** The light list entry: enough for a card strip or a map. */
export function shapeLight(row: VehicleRow, options: ShapeOptions): ListingLight {
  const full = shapeVehicle(row, options);
  return {
    id: full.id,
    link: full.link,
    title: full.title,
    state: full.state,
    status: full.status,
    reserved: full.reserved,
    availability: full.availability,
    photo: full.photos[0]?.medium_path ?? null,
    price: full.prices.purchase?.formatted ?? "",
    mileage: full.specification.mileage,
  };
}

/**
 * A vehicle card: what lists (the stock locator, the carousel, similar vehicles) show and analytics
 * read, without the showroom-only parts (description, equipment, used-car record, owner HTML), so a
 * page of twelve stays small in the island payload.
 */
export function shapeCard(row: VehicleRow, options: ShapeOptions): ListingCard {
  const full = shapeVehicle(row, options);
  return {
    id: full.id,
    link: full.link,
    title: full.title,
    brand: full.brand,
    model: full.model,
    nameplate_external_code: full.nameplate_external_code,
    version: full.version,
    state: full.state,
    status: full.status,
    reserved: full.reserved,
    availability: full.availability,
    stock_marker: full.stock_marker,
    // At most two (the schema says maxItems 2, which the generated type spells as a tuple).
    photos: full.photos.slice(0, 2) as ListingCard["photos"],
    prices: full.prices,
    financing_options: full.financing_options,
    specification: full.specification,
    raw: full.raw,
    owner: full.owner
      ? {
          id: full.owner.id,
          dealer_code: full.owner.dealer_code,
          name: full.owner.name,
          city: full.owner.city,
          postcode: full.owner.postcode,
          state: full.owner.state,
        }
      : null,
  };
}
