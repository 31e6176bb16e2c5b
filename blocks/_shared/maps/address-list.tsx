import { mapsAppUrl } from "../../../model/retailers/index.ts";
import type { MapPlace } from "./map-place.ts";

/** The map's stand-in (maps off, not allowed, or failed): each place's address with a link to a maps app. */
export function AddressList({ places }: { places: readonly MapPlace[] }) {
  return (
    <ul className="fc-map__addresses">
      {places.map((place, index) => (
        <li key={index} className="fc-map__address">
          <strong>{place.name}</strong>
          {place.address.trim() !== "" ? <span>{place.address}</span> : null}
          <a href={mapsAppUrl(place)} rel="noopener">
            Open in maps<span className="visually-hidden">: {place.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
