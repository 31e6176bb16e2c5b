import { showroomPrices, type ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";
import { PriceWithExchange } from "../../primitives/index.ts";
import { InfoTip } from "./info-tip.tsx";
import type { Labels } from "./labels.ts";

/**
 * The showroom's prices (rules in model/listings/showroom-vehicle.ts): the headline price
 * (drive-away over purchase; a sale price with the old one struck through), the tax notice, then
 * on-the-road, lease and subscribe; hidden prices read "Price on request"; disclaimers, when there are
 * any, behind an info-tip. Every price carries its double price (the amount in the exchange
 * currency, decisions 112 and 118) through PriceWithExchange.
 */
export function PricePanel({ vehicle, labels }: { vehicle: Pick<ShowroomVehicle, "prices">; labels: Labels }) {
  const view = showroomPrices(vehicle);
  return (
    <div className="showroom-price">
      {view.hidden || !view.main ? (
        <p className="showroom-price__main showroom-price__main--request">{labels("showroom.price_on_request")}</p>
      ) : (
        <>
          <p className="showroom-price__label">
            {labels.any(`price.${view.main.kind}`) || view.main.label}
            {view.onSale ? (
              <span className="showroom-badge showroom-badge--accent">{labels("showroom.sale")}</span>
            ) : null}
          </p>
          <p className="showroom-price__main" data-price-kind={view.main.kind}>
            <PriceWithExchange
              stacked
              price={view.main.text}
              exchanged={view.main.exchanged}
              exchangeClass={view.exchangeClass}
            />
          </p>
          {view.old ? (
            <p className="showroom-price__old">
              <span className="visually-hidden">{labels("showroom.previously")} </span>
              <s>{view.old.text}</s>
            </p>
          ) : null}
          {view.taxNotice ? (
            <p className="showroom-price__tax">{labels.any(`tax.${vehicle.prices.prices_type}`) || view.taxNotice}</p>
          ) : null}
        </>
      )}
      {view.secondary.length > 0 ? (
        <dl className="showroom-price__secondary">
          {view.secondary.map((line) => (
            <div key={line.kind} data-price-kind={line.kind}>
              <dt>{labels.any(`price.${line.kind}`) || line.label}</dt>
              <dd>
                <PriceWithExchange price={line.text} exchanged={line.exchanged} exchangeClass={view.exchangeClass} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <InfoTip label={labels("showroom.price_information")} items={view.disclaimers} />
    </div>
  );
}
