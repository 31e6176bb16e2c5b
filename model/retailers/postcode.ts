/** What the retailer search shows (the dealer locator's no-results text). */
export const RETAILER_TEXTS = {
  noResults: "Sorry, there were no results for your search.",
  postcodeFormat: "Enter a postcode of 4 digits, e.g. 2196.",
  locationFailed: "We could not get your location. Enter your postcode instead.",
} as const;

/** The demo market's postcodes are four digits (South Africa); spaces are forgiven. Null: not a postcode. */
export function normalisePostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, "");
  return /^\d{4}$/.test(compact) ? compact : null;
}
