import { parseListingQuery } from "../../model/listings/listing-query.ts";
import { searchTerms } from "../../model/listings/search-text.ts";
import { SEARCH_LIMIT, type SearchResult } from "../../model/search/page-search.ts";
import { mergeResults, vehicleResult } from "../../model/search/vehicle-search.ts";
import { shapeVehicle, type ListingService, type ListingSettings } from "../listings/index.ts";
import type { PageSearchIndex } from "./page-search-index.ts";

/** The stock the site search looks in: every publication list's vehicles are in "all". */
const LIST = "all";
/** Vehicles the stock search is asked for: one page of its answer (MAX_ITEMS), scored and cut to VEHICLE_RESULTS here. */
const VEHICLES_READ = "12";

/** The listings services the vehicle half of the search reads (absent in a site without a stock). */
export interface VehicleSources {
  listings: ListingService;
  listingSettings: ListingSettings;
}

/**
 * The site search (decision 059): the published pages (decision 057) and the stock's vehicles, found
 * by the stock search's own text match (every word, case, accents and punctuation ignored)
 * and ranked with the pages on one scale (model/search/vehicle-search.ts).
 */
export async function searchSite(
  pageSearch: PageSearchIndex,
  vehicles: VehicleSources | null,
  query: string,
  limit = SEARCH_LIMIT,
): Promise<SearchResult[]> {
  const pages = await pageSearch.search(query, limit);
  if (!vehicles || searchTerms(query).length === 0 || !(await vehicles.listings.listExists(LIST))) return pages;
  const [{ result, vehicles: rows }, options] = await Promise.all([
    vehicles.listings.search(LIST, parseListingQuery({ q: query, items: VEHICLES_READ })),
    vehicles.listingSettings.shapeOptions(),
  ]);
  const found = rows.map((row) => {
    const vehicle = shapeVehicle(row, { listKey: LIST, ...options });
    const spec = vehicle.specification;
    return vehicleResult(
      {
        id: vehicle.id,
        link: vehicle.link,
        title: vehicle.title,
        brand: vehicle.brand,
        model: `${vehicle.model} ${spec.nameplateModelGroup}`,
        version: vehicle.version,
        state: spec.state,
        specs: [spec.productionYear, spec.engines, spec.power, spec.transmission, spec.color, spec.mileage],
        photo: vehicle.photos[0]?.medium_path ?? null,
        price: vehicle.prices.purchase?.formatted ?? "",
      },
      query,
    );
  });
  return mergeResults(pages, found, { total: result.total, query: query.trim() }, limit);
}
