import type { Dealer } from "../../generated/contracts/entities/dealer.ts";
import type { ListingCard, ListingPrice } from "../../generated/contracts/entities/listing.ts";
import type { PredefinedLink } from "../listings/predefined-links.ts";
import type { PriceSettings } from "../listings/prices.ts";
import { trackedFetch } from "../loading/loading-progress.ts";
import type { CheckboxFilterKey, RangeFilterKey } from "../listings/filter-keys.ts";

/**
 * The listing API's answers as the stock locator blocks read them (vehicle cards typed from the
 * listing schema), and the plain `fetch` calls that get them. No client library: the island stays small.
 */

/** A shown price (the listing schema's price, never null here). */
export type PriceEntry = NonNullable<ListingPrice>;

/** One vehicle card of the listing API's answer, as the listing schema defines it. */
export type StockVehicle = ListingCard;

export interface FacetValue {
  value: string;
  count: number;
}

export interface RangeFacet {
  min: number | null;
  max: number | null;
  absoluteMin: number | null;
  absoluteMax: number | null;
}

export interface ListingMeta {
  total: number;
  /** Of `total`, the vehicles that can be bought; absent in older answers. */
  available?: number;
  page: number;
  pages: number;
  items: number;
  sort: string;
  facets: Partial<Record<CheckboxFilterKey, FacetValue[]>>;
  ranges: Partial<Record<RangeFilterKey, RangeFacet>>;
}

export interface ListingPage {
  data: StockVehicle[];
  meta: ListingMeta;
}

/** The "stock-listing" server data (services/listings/stock-listing-resolver.ts). */
export interface StockListingData extends ListingPage {
  listKey: string;
  /** Dealer codes the URL's postcode search found; null without a search. */
  dealerCodes: string[] | null;
  /** The URL's postcode search found no retailer. */
  noDealers: boolean;
  /** The list's retailers, sent with the first page. */
  retailers?: Retailer[];
  /** The site's price format (currency symbol and layout) for the price filter's bounds. */
  prices?: PriceSettings;
  /** sl.predefined_links: the quick searches shown above the list. */
  predefinedLinks?: PredefinedLink[];
}

/** A retailer of the list, as the dealer schema defines it. */
export type Retailer = Dealer;

export class HttpError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

const API = "/public_api/listing/";

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  // Reported to the page's progress bar, red when it fails.
  const response = await trackedFetch(url, { headers: { accept: "application/json" }, signal });
  if (!response.ok) throw new HttpError(response.status);
  return (await response.json()) as T;
}

/** `language`: a page's language other than the default one, whose words the prices come in (decision 181). */
export function fetchListing(
  list: string,
  params: URLSearchParams | string,
  signal?: AbortSignal,
  language?: string,
): Promise<ListingPage> {
  const search = new URLSearchParams(params);
  if (language) search.set("lang", language);
  return getJson<ListingPage>(`${API}${encodeURIComponent(list)}?${search.toString()}`, signal);
}

/** Retailers of the list, narrowed by brand, state, postcode and locality (q[..._eq]). */
export async function fetchRetailers(
  list: string,
  query: { brand?: string; state?: string; postcode?: string; locality?: string },
): Promise<Retailer[]> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(`q[${name}_eq]`, value);
  const search = params.toString();
  return (
    await getJson<{ data: Retailer[] }>(`${API}${encodeURIComponent(list)}/retailers${search ? `?${search}` : ""}`)
  ).data;
}

/** One vehicle; rejects with an HttpError (404 when it is gone). */
export async function fetchVehicle(list: string, id: string): Promise<StockVehicle> {
  return (await getJson<{ data: StockVehicle }>(`${API}${encodeURIComponent(list)}/vehicle/${encodeURIComponent(id)}`))
    .data;
}

/**
 * The retailer's name for the block's brand: display_name_jag for Jaguar, display_name_lr for Land
 * Rover (each taking precedence over the plain name); a block for both brands uses the plain name.
 */
export function retailerName(retailer: Retailer, brand: string): string {
  if (brand === "jaguar") return retailer.display_name_jag || retailer.name;
  if (brand === "land_rover") return retailer.display_name_lr || retailer.name;
  return retailer.name;
}
