import { CHECKBOX_FILTER_KEYS } from "../../model/listings/filter-keys.ts";
import { ListingIndex, type IndexedVehicle } from "../../model/listings/listing-index.ts";
import { parseListingQuery } from "../../model/listings/listing-query.ts";
import { measure, printTable } from "./measure.ts";

/** In-process cost of one list + facets query over an index of `count` vehicles (the API adds a 12-row fetch). */
export function runListingIndexBench(vehicles: IndexedVehicle[]): Record<string, number> {
  const started = performance.now();
  const index = new ListingIndex(vehicles);
  const buildMs = performance.now() - started;
  const queries = [
    {},
    { "filter[state_in]": "used,approved", "filter[mileage_lteq]": "60000" },
    { "filter[nameplate_brand_name_in]": "Land Rover", "filter[engine_type_includes]": "hybrid", sort: "priceAsc" },
    { "filter[color_canonical_in]": "black,white", "filter[production_year_gteq]": "2022", "filter[display_price_lteq]": "150000", page: "50" },
    { q: "defender 110" },
  ].map((params) => parseListingQuery(params));
  const rows: string[][] = [];
  const figures: Record<string, number> = { build_ms: buildMs };
  queries.forEach((query, position) => {
    const { median, p95 } = measure(() => index.query(query), { minSeconds: 1, warmup: 20 });
    rows.push([String(position + 1), `${Object.keys(query.checkboxes).length + Object.keys(query.ranges).length} filters${query.text ? ", text" : ""}, page ${query.page}`, median.toFixed(2), p95.toFixed(2)]);
  });
  printTable(`Listing index, ${vehicles.length} vehicles (built in ${buildMs.toFixed(0)} ms, ${CHECKBOX_FILTER_KEYS.length} checkbox facets)`, ["#", "query", "median ms", "p95 ms"], rows);
  return figures;
}
