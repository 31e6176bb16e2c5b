import type { Kysely } from "kysely";
import type { Database, DealersTable } from "../db/schema.ts";
import type { Dealer } from "../../generated/contracts/entities/dealer.ts";
import type { ListingService } from "./listing-service.ts";

export const AUSTRALIAN_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
/** Brand mapping values: Land Rover -> land_rover, Jaguar -> jaguar. */
export const BRAND_KEYS: Record<string, string> = { "Land Rover": "land_rover", Jaguar: "jaguar" };

export interface RetailerQuery {
  brand?: string;
  state?: string;
  postcode?: string;
  locality?: string;
}

export function publicDealer(dealer: DealersTable): Dealer {
  return {
    id: dealer.id,
    dealer_code: dealer.dealer_code,
    ciCode: dealer.ci_code,
    name: dealer.name,
    display_name_jag: dealer.display_name_jag,
    display_name_lr: dealer.display_name_lr,
    brands: JSON.parse(dealer.brands) as string[],
    address: dealer.address,
    city: dealer.city,
    locality: dealer.locality,
    postcode: dealer.postcode,
    state: dealer.state,
    latitude: dealer.latitude,
    longitude: dealer.longitude,
    email: dealer.email,
    mainPhone: dealer.phone,
    opening_hours: dealer.opening_hours,
  };
}

/** Retailers of a publication list (those owning vehicles in it), narrowed by brand, state, postcode and locality. */
function narrowRetailers(retailers: readonly DealersTable[], query: RetailerQuery): DealersTable[] {
  const state = query.state?.toUpperCase();
  const postcode = query.postcode?.trim();
  const locality = query.locality?.trim().toLowerCase();
  return retailers.filter(
    (dealer) =>
      (!state || dealer.state === state) &&
      (!postcode || dealer.postcode === postcode) &&
      (!locality || dealer.locality.toLowerCase() === locality) &&
      (!query.brand || (JSON.parse(dealer.brands) as string[]).includes(query.brand)),
  );
}

/** `/dealers?items=50&filter[brands_name_eq]=jaguar&sort=name`. */
async function listDealers(
  db: Kysely<Database>,
  options: { items: number; brand?: string; sort: "name" | "city" },
): Promise<DealersTable[]> {
  const dealers = await db.selectFrom("dealers").selectAll().orderBy(options.sort).execute();
  return (
    options.brand
      ? dealers.filter((dealer) => (JSON.parse(dealer.brands) as string[]).includes(options.brand!))
      : dealers
  ).slice(0, options.items);
}

/** The dealers of one database; a list's retailers come from the listings, which keep them per stock revision. */
export class Dealers {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly listings: Pick<ListingService, "retailersOf">,
  ) {}

  async retailers(listKey: string, query: RetailerQuery): Promise<DealersTable[]> {
    return narrowRetailers(await this.listings.retailersOf(listKey), query);
  }

  list(options: { items: number; brand?: string; sort: "name" | "city" }): Promise<DealersTable[]> {
    return listDealers(this.db, options);
  }
}
