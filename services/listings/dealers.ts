import type { Kysely } from "kysely";
import type { Database, DealersTable } from "../db/schema.ts";
import type { Dealer } from "../../generated/contracts/entities/dealer.ts";

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
async function findRetailers(db: Kysely<Database>, listKey: string, query: RetailerQuery): Promise<DealersTable[]> {
  let select = db
    .selectFrom("dealers")
    .selectAll()
    .where(
      "id",
      "in",
      db
        .selectFrom("vehicles")
        .innerJoin("vehicle_publications", "vehicle_publications.vehicle_id", "vehicles.id")
        .select("vehicles.owner_id")
        .where("vehicle_publications.list_key", "=", listKey),
    );
  if (query.state) select = select.where("state", "=", query.state.toUpperCase());
  if (query.postcode) select = select.where("postcode", "=", query.postcode.trim());
  if (query.locality)
    select = select.where((eb) => eb(eb.fn("lower", ["locality"]), "=", query.locality!.trim().toLowerCase()));
  const dealers = await select.orderBy("name").execute();
  return query.brand
    ? dealers.filter((dealer) => (JSON.parse(dealer.brands) as string[]).includes(query.brand!))
    : dealers;
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

/** The dealers of one database. */
export class Dealers {
  constructor(private readonly db: Kysely<Database>) {}

  retailers(listKey: string, query: RetailerQuery): Promise<DealersTable[]> {
    return findRetailers(this.db, listKey, query);
  }

  list(options: { items: number; brand?: string; sort: "name" | "city" }): Promise<DealersTable[]> {
    return listDealers(this.db, options);
  }
}
