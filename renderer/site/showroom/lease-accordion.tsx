import { leaseAccordion } from "../../../model/listings/lease-accordion.ts";
import type { ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";
import { Icon, PriceWithExchange } from "../../primitives/index.ts";
import type { Labels } from "./labels.ts";

/**
 * The lease accordion of the vehicle page: closed by default (a native <details>, no script), it opens
 * on the monthly lease price and what a lease means. Shown only for a lease price visitors may see.
 */
export function LeaseAccordion({
  vehicle,
  labels,
  exchangeClass,
}: {
  vehicle: Pick<ShowroomVehicle, "prices">;
  labels: Labels;
  exchangeClass: string;
}) {
  const lease = leaseAccordion(vehicle);
  if (!lease) return null;
  return (
    <details className="showroom-lease" data-testid="lease-accordion">
      <summary>
        <span>{labels("showroom.lease")}</span>
        <Icon name="chevron-down" size={20} className="showroom-spec__chevron" />
      </summary>
      <p className="showroom-lease__price" data-price-kind="lease">
        <PriceWithExchange price={lease.text} exchanged={lease.exchanged} exchangeClass={exchangeClass} />
      </p>
      <p className="showroom-lease__text">{labels("showroom.lease_text")}</p>
    </details>
  );
}
