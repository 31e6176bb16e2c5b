import L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapTiles } from "../../../model/retailers/index.ts";
import type { MapPlace } from "./map-place.ts";
import { escapeHtml } from "../../../model/html/escape-html.ts";

/** Tiles that fail before any loads: the provider is unreachable (offline, wrong key); give up on the map. */
const TILE_FAILURES_BEFORE_GIVING_UP = 4;

/**
 * Draws `places` on a Leaflet map in `element` (this module is its own chunk, loaded only when a map
 * is about to be seen by a visitor who allowed it). Markers are SVG circles, so no marker images are
 * fetched; the wheel does not zoom (the page scrolls), the keyboard pans and zooms once the map has
 * focus. Returns the teardown.
 */
export function mountLeafletMap(
  element: HTMLElement,
  places: readonly MapPlace[],
  tiles: MapTiles,
  onTilesFailed: () => void,
): () => void {
  const map = L.map(element, { scrollWheelZoom: false, keyboard: true, zoomControl: true });
  // Leaflet writes the attribution as HTML; the setting is plain text.
  const layer = L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: tiles.max_zoom });
  let loaded = 0;
  let failed = 0;
  layer.on("tileload", () => (loaded += 1));
  layer.on("tileerror", () => {
    failed += 1;
    if (loaded === 0 && failed === TILE_FAILURES_BEFORE_GIVING_UP) onTilesFailed();
  });
  layer.addTo(map);
  for (const place of places) {
    L.circleMarker([place.latitude, place.longitude], {
      radius: 9,
      color: "#ffffff",
      weight: 2,
      fillColor: "#1d1d1d",
      fillOpacity: 1,
    })
      .bindTooltip(escapeHtml(place.name))
      .addTo(map);
  }
  const first = places[0];
  if (places.length > 1) {
    map.fitBounds(L.latLngBounds(places.map((place) => [place.latitude, place.longitude])), { padding: [32, 32] });
  } else if (first) map.setView([first.latitude, first.longitude], Math.min(13, tiles.max_zoom));
  return () => map.remove();
}
