/** Retailers and maps: distances, the visitor's postcode, maps app links and the tile settings (framework-free). */
export { distanceIn, formatDistance, rankByDistance, type DistanceUnit, type LatLng } from "./distance.ts";
export { mapsAppUrl } from "./maps-link.ts";
export { tileUrlTemplate, type MapTiles } from "./map-tiles.ts";
export { normalisePostcode, RETAILER_TEXTS } from "./postcode.ts";
export { retailerStructuredData } from "./structured-data.ts";
