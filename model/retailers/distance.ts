/** Great-circle distances between retailers and the visitor, in the block's unit. */

export type DistanceUnit = "km" | "mi";

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres: exact enough for "how far is the retailer" (well under 0.5 %). */
function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function distanceIn(unit: DistanceUnit, from: LatLng, to: LatLng): number {
  const km = distanceKm(from, to);
  return unit === "mi" ? km / KM_PER_MILE : km;
}

/** "12.4 km" below 100, whole numbers above ("240 mi"): the precision a driver cares about. */
export function formatDistance(distance: number, unit: DistanceUnit): string {
  const rounded = distance < 100 ? Math.round(distance * 10) / 10 : Math.round(distance);
  return `${rounded.toLocaleString("en-US")} ${unit}`;
}

interface RankedRetailer<T> {
  retailer: T;
  /** Index in the editor's order (the key for the server-rendered card). */
  index: number;
  distance: number;
}

/**
 * The retailers nearest first (ties keep the editor's order), without those beyond `radius` (0 or
 * less: no limit). Retailers without usable coordinates are left out: their distance is unknown.
 */
export function rankByDistance<T extends LatLng>(
  retailers: readonly T[],
  origin: LatLng,
  unit: DistanceUnit,
  radius = 0,
): RankedRetailer<T>[] {
  return retailers
    .map((retailer, index) => ({ retailer, index, distance: distanceIn(unit, origin, retailer) }))
    .filter(({ distance }) => Number.isFinite(distance) && (radius <= 0 || distance <= radius))
    .sort((a, b) => a.distance - b.distance || a.index - b.index);
}
