import type { LatLng } from "./distance.ts";

/**
 * A link that opens a place in the visitor's maps app (the platform picks the app for a geo-aware
 * https link; OpenStreetMap in a plain browser). The address is the query, so the app finds the
 * retailer by name even where the coordinates are rough; the coordinates centre the map.
 */
export function mapsAppUrl(place: LatLng & { address?: string }): string {
  const query = place.address?.trim() ? place.address.trim() : `${place.latitude},${place.longitude}`;
  const params = new URLSearchParams({ query, ll: `${place.latitude},${place.longitude}` });
  return `https://www.openstreetmap.org/search?${params.toString()}#map=15/${place.latitude}/${place.longitude}`;
}
