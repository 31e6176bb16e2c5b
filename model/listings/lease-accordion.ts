import type { ShowroomVehicle } from "./showroom-vehicle.ts";

/** What the vehicle page's lease accordion shows: the monthly lease price, with its double price when on. */
export interface LeaseAccordionView {
  text: string;
  value: number;
  exchanged?: string;
}

/**
 * The lease accordion needs a lease price entry that is not hidden from visitors; like every price,
 * one of zero or less (or without its formatted text) shows nothing, so it has no accordion either.
 */
export function leaseAccordion(vehicle: Pick<ShowroomVehicle, "prices">): LeaseAccordionView | null {
  const lease = vehicle.prices.lease;
  if (!lease || lease.hiddenFromVisitors || lease.value_raw <= 0 || lease.formatted.trim() === "") return null;
  return lease.exchanged
    ? { text: lease.formatted, value: lease.value_raw, exchanged: lease.exchanged }
    : { text: lease.formatted, value: lease.value_raw };
}
