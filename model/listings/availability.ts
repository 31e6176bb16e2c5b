/**
 * Whether a vehicle can be bought: the one rule the showroom page, the stock cards, the stock count and
 * the buy-online init all read (docs/decisions/125-reserved-vehicles-stop-selling.md).
 *
 * Two facts decide it: the stock record's status (a feed or an admin can say "reserved" or "sold") and
 * whether a buy-online hold is on the vehicle (a live reservation lock, or an order that is paid, on hold
 * or confirmed). A pending reservation counts as reserved until its lock runs out: a second buyer is
 * told before they start, never after they paid.
 */
export type Availability = "available" | "reserved" | "sold";

/** Stock statuses that say by themselves that the vehicle cannot be bought. */
export const UNBUYABLE_STATUSES: readonly string[] = ["reserved", "sold"];

export function availabilityOf(status: string, held: boolean): Availability {
  if (status === "sold") return "sold";
  if (held || status === "reserved") return "reserved";
  return "available";
}

export function canBeBought(status: string, held: boolean): boolean {
  return availabilityOf(status, held) === "available";
}
