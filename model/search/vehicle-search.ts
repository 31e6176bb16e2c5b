import { normaliseSearchText } from "../listings/search-text.ts";
import { stockSearchTerms } from "../listings/stock-search-terms.ts";
import type { SearchResult } from "./page-search.ts";

/** Most vehicles one answer shows among the pages: the stock locator is where a visitor browses them all. */
export const VEHICLE_RESULTS = 5;

/** A stock vehicle as the site search scores it. */
export interface SearchableVehicle {
  id: string;
  /** The showroom page, /showroom/{slug}-{id}. */
  link: string;
  /** The model's display name (e.g. "Range Rover Sport Dynamic SE"). */
  title: string;
  brand: string;
  /** The nameplate and its model group. */
  model: string;
  version: string;
  /** The state's label: New, Used, Approved. */
  state: string;
  /** The specification strings (year, engine, power, transmission, colour, ...). */
  specs: string[];
  photo: string | null;
  price: string;
}

const count = (haystack: string, word: string): number => {
  let found = 0;
  for (let at = haystack.indexOf(word); at !== -1; at = haystack.indexOf(word, at + word.length)) found++;
  return found;
};
const wholeWord = (haystack: string, word: string): boolean => ` ${haystack} `.includes(` ${word} `);

/**
 * A vehicle scored on the pages' scale (decision 057) so both rank in one list: a word in the title
 * (brand, display name, version) counts as a page title word, 10 (+5 whole); in the model, brand or
 * state as a description word, 4; in the specification strings 1 per occurrence up to 5. The stock
 * search found the vehicle with every word somewhere in its text (a VIN or the retailer's city count
 * there too), so a vehicle is never dropped here, only ranked.
 */
export function vehicleResult(vehicle: SearchableVehicle, query: string): SearchResult {
  const title = normaliseSearchText(`${vehicle.brand} ${vehicle.title} ${vehicle.version}`);
  const described = normaliseSearchText(`${vehicle.model} ${vehicle.brand} ${vehicle.state}`);
  const specs = normaliseSearchText(vehicle.specs.join(" "));
  let score = 0;
  for (const term of stockSearchTerms(query)) {
    score +=
      (title.includes(term) ? 10 : 0) +
      (wholeWord(title, term) ? 5 : 0) +
      (described.includes(term) ? 4 : 0) +
      Math.min(count(specs, term), 5);
  }
  return {
    id: `vehicle-${vehicle.id}`,
    kind: "vehicle",
    path: vehicle.link,
    title: `${vehicle.brand} ${vehicle.title} ${vehicle.version}`.replace(/\s+/g, " ").trim(),
    snippet: [vehicle.state, ...vehicle.specs.filter(Boolean), vehicle.price].filter(Boolean).join(" · "),
    image: vehicle.photo,
    score,
  };
}

/**
 * Pages and vehicles in one ranking: by score, a page before a vehicle on a tie (the site's own
 * content answers a question; a vehicle is one of many), then by title. At most VEHICLE_RESULTS
 * vehicles; when the stock holds more matches than shown, a last entry links to all of them in the
 * stock locator.
 */
export function mergeResults(
  pages: readonly SearchResult[],
  vehicles: readonly SearchResult[],
  matching: { total: number; query: string },
  limit: number,
): SearchResult[] {
  const shown = [...vehicles]
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
    .slice(0, VEHICLE_RESULTS);
  const merged = [...pages, ...shown]
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(a.kind === "vehicle") - Number(b.kind === "vehicle") ||
        a.title.localeCompare(b.title),
    )
    .slice(0, limit);
  const listed = merged.filter((result) => result.kind === "vehicle").length;
  if (listed > 0 && matching.total > listed)
    merged.push({
      id: "stock",
      kind: "stock",
      path: `/stock?${new URLSearchParams({ q: matching.query })}`,
      title: `See all ${matching.total.toLocaleString("en-GB")} matching vehicles in stock`,
      snippet: "",
      image: null,
      score: 0,
    });
  return merged;
}
