/**
 * Which retailer a lead goes to. The lead's own retailer comes first (the vehicle enquiry fills the
 * hidden `retailer_code` and `retailer` fields with the vehicle's retailer): a dealer code, else a
 * dealer's name. Else the lead's postcode: the retailer at that postcode, else the one whose postcode
 * shares the longest leading part with it (postcodes are hierarchical: same first digits, same area),
 * nearest by number among equals. Fewer than two leading characters in common routes nowhere: a
 * guess across the country is worse than a lead an admin routes by hand.
 */
export interface RoutableRetailer {
  id: string;
  dealer_code: string;
  name: string;
  postcode: string;
}

export interface LeadRoute {
  retailer_id: string | null;
  routed_by: "lead_retailer" | "postcode" | "unrouted";
  /** What the history says about it, in an admin's words. */
  reason: string;
}

/** Answer names a form may use for a postcode. */
const POSTCODE_FIELDS = ["postcode", "post_code", "postal_code", "zip", "zip_code"] as const;

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

const compact = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();

function commonPrefix(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
}

function byPostcode(postcode: string, retailers: readonly RoutableRetailer[]): RoutableRetailer | null {
  let best: { retailer: RoutableRetailer; shared: number; gap: number } | null = null;
  for (const retailer of retailers) {
    const theirs = compact(retailer.postcode);
    const shared = commonPrefix(postcode, theirs);
    const gap = Math.abs(Number.parseInt(postcode, 36) - Number.parseInt(theirs, 36)) || 0;
    if (!best || shared > best.shared || (shared === best.shared && gap < best.gap)) best = { retailer, shared, gap };
  }
  if (!best) return null;
  return best.shared === postcode.length || best.shared >= 2 ? best.retailer : null;
}

export function routeLead(data: Record<string, unknown>, retailers: readonly RoutableRetailer[]): LeadRoute {
  const code = text(data.retailer_code).toUpperCase();
  const named = text(data.retailer).toLowerCase();
  const own =
    (code && retailers.find((retailer) => retailer.dealer_code.toUpperCase() === code)) ||
    (named && retailers.find((retailer) => retailer.name.toLowerCase() === named));
  if (own) return { retailer_id: own.id, routed_by: "lead_retailer", reason: `the lead's retailer field` };
  const postcode = compact(POSTCODE_FIELDS.map((field) => text(data[field])).find(Boolean) ?? "");
  if (postcode) {
    const near = byPostcode(postcode, retailers);
    if (near)
      return {
        retailer_id: near.id,
        routed_by: "postcode",
        reason:
          compact(near.postcode) === postcode
            ? `postcode ${postcode} (the retailer's own)`
            : `postcode ${postcode} (nearest retailer postcode ${near.postcode})`,
      };
    return { retailer_id: null, routed_by: "unrouted", reason: `no retailer near postcode ${postcode}` };
  }
  return { retailer_id: null, routed_by: "unrouted", reason: "the lead names no retailer and no postcode" };
}
