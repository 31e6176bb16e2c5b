import { showroomPrices, type ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";
import { PriceWithExchange } from "../../primitives/index.ts";
import type { Labels } from "./labels.ts";

/** A vehicle's link with the query the page passes on (publication list, postcode search). */
function linkWithQuery(link: string, query: string): string {
  return query ? `${link}${link.includes("?") ? "&" : "?"}${query}` : link;
}

/** Similar vehicles (at most six, never the current one): cards linking to their showroom pages. */
export function SimilarVehicles({
  vehicles,
  currentId,
  query,
  labels,
  prefix = "",
}: {
  vehicles: readonly ShowroomVehicle[];
  currentId: string;
  query: string;
  labels: Labels;
  /** The page's language prefix (`/ar`): the cards lead to the vehicle pages in that language. */
  prefix?: string;
}) {
  const shown = vehicles.filter((vehicle) => vehicle.id !== currentId).slice(0, 6);
  if (shown.length === 0) return null;
  return (
    <ul className="showroom-similar">
      {shown.map((vehicle) => {
        const photo = vehicle.photos[0];
        // The showroom's headline rule: the same price (and double price) as the vehicle's own page.
        const prices = showroomPrices(vehicle);
        const main = prices.hidden ? null : prices.main;
        const facts = [
          vehicle.specification.productionYear,
          vehicle.specification.mileage,
          labels.value(vehicle.specification.engines),
        ].filter(Boolean);
        return (
          <li key={vehicle.id} className="vehicle-card">
            <a
              className="vehicle-card__link"
              href={linkWithQuery(`${prefix}${vehicle.link}`, query)}
              data-vehicle-id={vehicle.id}
            >
              <div className="vehicle-card__media">
                {photo ? (
                  <img
                    src={photo.medium_path}
                    srcSet={`${photo.medium_path} 640w, ${photo.quarter_hd_path} 960w`}
                    sizes="(min-width: 1024px) 30vw, (min-width: 741px) 45vw, 85vw"
                    width={640}
                    height={360}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                ) : null}
              </div>
              <div className="vehicle-card__body">
                <p className="vehicle-card__eyebrow">
                  {labels.value(vehicle.specification.state)}
                  {vehicle.specification.status ? <span aria-hidden="true"> · </span> : null}
                  {labels.value(vehicle.specification.status)}
                </p>
                <h3 className="vehicle-card__title">{vehicle.title}</h3>
                <p className="vehicle-card__facts">{facts.join(" · ")}</p>
                <p className="vehicle-card__price">
                  {main ? (
                    <PriceWithExchange
                      stacked
                      price={main.text}
                      exchanged={main.exchanged}
                      exchangeClass={prices.exchangeClass}
                    />
                  ) : (
                    labels("showroom.price_on_request")
                  )}
                </p>
                {vehicle.specification.shortVin ? (
                  <p className="vehicle-card__ref">
                    {labels("showroom.reference")} …{vehicle.specification.shortVin}
                  </p>
                ) : null}
              </div>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
