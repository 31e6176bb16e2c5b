/**
 * The map tiles the site uses (setting `maps.tiles`): a raster tile URL template with {z}/{x}/{y}
 * (and {key} for the provider key, never written into the page elsewhere), its attribution and zoom
 * limit. Unset, maps are off and blocks show their static list of addresses.
 */
export interface MapTiles {
  url: string;
  attribution: string;
  max_zoom: number;
}

/** The tile URL with the key filled in (a key is part of the provider's public tile URL by design). */
export function tileUrlTemplate(tiles: { url: string; api_key?: string }): string {
  return tiles.url.replaceAll("{key}", encodeURIComponent(tiles.api_key ?? ""));
}
