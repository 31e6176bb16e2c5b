/**
 * The shaped vehicle (the listing API's JSON, services/listings/vehicle-shape.ts) as the showroom page,
 * its islands and analytics read it. The services build it; this is the contract both sides type-check
 * against, so the renderer never imports server code: the types codegen emits from schemas/listing.schema.json.
 */
import type {
  ListingOwner,
  ListingPhoto,
  ListingPrice,
  ListingSpecification,
  ListingVehicle,
} from "../../generated/contracts/entities/listing.ts";
import { DEFAULT_DOUBLE_PRICE } from "./prices.ts";

/** One price entry: the raw amount, its formatted string, and whether visitors may see it. */
export type ShowroomPrice = NonNullable<ListingPrice>;

/** A photo with the size paths the media library serves. */
export type ShowroomPhoto = ListingPhoto;

/** The vehicle specification, every value already a display string ("" when unknown). */
export type VehicleSpecification = ListingSpecification;

/** The retailer that owns the vehicle; absent when the owner_visible feature flag is off. */
export type ShowroomOwner = NonNullable<ListingOwner>;

export type ShowroomVehicle = ListingVehicle;

/** The attributes the showroom's specification lists, in this order. */
export const SHOWROOM_SPEC_ATTRIBUTES = [
  "state",
  "deliveryDate",
  "productionYear",
  "mileage",
  "transmission",
  "engines",
  "capacity",
  "power",
  "color",
  "colorInterior",
  "vin",
  "orderNumber",
  "avl",
] as const satisfies readonly (keyof VehicleSpecification)[];

/** The accordion version of the list adds status. */
export const SHOWROOM_ACCORDION_ATTRIBUTES = [
  ...SHOWROOM_SPEC_ATTRIBUTES,
  "status",
] as const satisfies readonly (keyof VehicleSpecification)[];

export type ShowroomSpecAttribute = (typeof SHOWROOM_ACCORDION_ATTRIBUTES)[number];

/** The mini finance calculator shows for these states. */
export const MINI_FINANCE_STATES: readonly string[] = ["new", "used", "approved"];

/** The stock locator shows at most six similar vehicles, never the current one. */
export const SHOWROOM_SIMILAR_LIMIT = 6;

/** Tax notices for the prices_type flag; an unknown flag shows no notice. */
const TAX_NOTICES: Record<string, string> = {
  inc_gst: "Including GST",
  exc_gst: "Excluding GST",
  inc_vat: "Including VAT",
  exc_vat: "Excluding VAT",
};

export function taxNotice(pricesType: string): string {
  return TAX_NOTICES[pricesType] ?? "";
}

/** A price line as the page shows it. */
interface PriceLine {
  kind: "purchase" | "drive_away" | "sale" | "on_the_road" | "lease" | "subscribe";
  label: string;
  text: string;
  value: number;
  /** The double price (the amount converted with the site's rate); absent when off. */
  exchanged?: string;
}

/** The entry's double price, if it has one, for a price line. */
const exchangedOf = (price: ShowroomPrice): { exchanged?: string } =>
  price.exchanged ? { exchanged: price.exchanged } : {};

/** What the price panel shows once the price rules below (showroomPriceView) are applied. */
export interface ShowroomPriceView {
  /** Every price is hidden from visitors: show a "price on request" message instead. */
  hidden: boolean;
  /** The headline price: drive-away overrides purchase; the purchase price is the sale price when there is one. */
  main: PriceLine | null;
  /** The struck-through earlier price, only beside a sale price that it exceeds. */
  old: { text: string; value: number } | null;
  onSale: boolean;
  /** Secondary prices: on-the-road, lease, subscribe. */
  secondary: PriceLine[];
  taxNotice: string;
  /** Non-empty disclaimers only (shown only if non-empty), product card disclaimer first. */
  disclaimers: string[];
  /** The class of a double price's element (double_price.css_class). */
  exchangeClass: string;
}

const visible = (price: ShowroomPrice | null): price is ShowroomPrice =>
  price !== null && price.value_raw > 0 && !price.hiddenFromVisitors && price.formatted.trim() !== "";

/**
 * Price rules: a price of zero or less renders empty; prices hidden from visitors are not
 * shown; a drive-away price overrides the purchase price; a sale price is shown with the old price
 * struck through; lease and subscribe have their own strings; disclaimers only if non-empty.
 */
export function showroomPrices(vehicle: Pick<ShowroomVehicle, "prices">): ShowroomPriceView {
  const { prices } = vehicle;
  const entries = [prices.purchase, prices.drive_away, prices.sale, prices.on_the_road, prices.lease, prices.subscribe];
  const hidden = entries.some((price) => price !== null && price.hiddenFromVisitors) && !entries.some(visible);
  const disclaimers = [prices.product_card_disclaimer, ...prices.disclaimers]
    .map((text) => text.trim())
    .filter((text) => text !== "");
  const exchangeClass = prices.exchange_class || DEFAULT_DOUBLE_PRICE.className;
  if (hidden)
    return {
      hidden: true,
      main: null,
      old: null,
      onSale: false,
      secondary: [],
      taxNotice: "",
      disclaimers,
      exchangeClass,
    };

  let main: PriceLine | null = null;
  let old: ShowroomPriceView["old"] = null;
  let onSale = false;
  if (visible(prices.drive_away)) {
    main = {
      kind: "drive_away",
      label: "Drive-away price",
      text: prices.drive_away.formatted,
      value: prices.drive_away.value_raw,
      ...exchangedOf(prices.drive_away),
    };
  } else if (visible(prices.sale)) {
    main = {
      kind: "sale",
      label: "Sale price",
      text: prices.sale.formatted,
      value: prices.sale.value_raw,
      ...exchangedOf(prices.sale),
    };
    onSale = true;
    if (visible(prices.old) && prices.old.value_raw > prices.sale.value_raw)
      old = { text: prices.old.formatted, value: prices.old.value_raw };
  } else if (visible(prices.purchase)) {
    main = {
      kind: "purchase",
      label: "Price",
      text: prices.purchase.formatted,
      value: prices.purchase.value_raw,
      ...exchangedOf(prices.purchase),
    };
  }

  const secondary: PriceLine[] = [];
  if (visible(prices.on_the_road) && prices.on_the_road.value_raw !== main?.value) {
    secondary.push({
      kind: "on_the_road",
      label: "On-the-road price",
      text: prices.on_the_road.formatted,
      value: prices.on_the_road.value_raw,
      ...exchangedOf(prices.on_the_road),
    });
  }
  if (visible(prices.lease))
    secondary.push({
      kind: "lease",
      label: "Lease",
      text: prices.lease.formatted,
      value: prices.lease.value_raw,
      ...exchangedOf(prices.lease),
    });
  if (visible(prices.subscribe))
    secondary.push({
      kind: "subscribe",
      label: "Subscription",
      text: prices.subscribe.formatted,
      value: prices.subscribe.value_raw,
      ...exchangedOf(prices.subscribe),
    });
  return {
    hidden: false,
    main,
    old,
    onSale,
    secondary,
    taxNotice: main ? taxNotice(prices.prices_type) : "",
    disclaimers,
    exchangeClass,
  };
}
