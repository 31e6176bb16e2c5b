import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/**
 * Which vehicles a buyer holds: a live reservation lock (a buyer is reserving or paying), or a lock with
 * no expiry (its order is paid, on hold or confirmed). The one query behind "can be bought"
 * (model/listings/availability.ts) for the showroom page, the stock cards, the stock count and the
 * buy-online init. A lock whose time ran out holds nothing, even before the sweeper expires its order.
 */
export interface VehicleHold {
  vehicle_id: string;
  /** When the hold ends by itself; null while an order holds the vehicle. */
  expires_at: string | null;
}

export function isLive(hold: VehicleHold, at: string = new Date().toISOString()): boolean {
  return hold.expires_at === null || hold.expires_at > at;
}

/** The vehicles among `ids` a buyer holds now. */
export async function heldAmong(db: Kysely<Database>, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const at = new Date().toISOString();
  const rows = await db
    .selectFrom("vehicle_locks")
    .select("vehicle_id")
    .where("vehicle_id", "in", ids)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", at)]))
    .execute();
  return new Set(rows.map((row) => row.vehicle_id));
}

/**
 * Every hold that is live now, with its end: the stock count leaves these vehicles out, and a cached
 * stock page is good until the earliest end (a lock running out frees its vehicle without a write).
 */
export async function liveHolds(db: Kysely<Database>): Promise<VehicleHold[]> {
  const at = new Date().toISOString();
  return db
    .selectFrom("vehicle_locks")
    .select(["vehicle_id", "expires_at"])
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", at)]))
    .execute();
}
