import { sql, type Kysely } from "kysely";
import { isPostgres } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";
import type { DemoFleet } from "./demo-fleet.ts";
import { STOCK_WRITE_LOCK } from "./feed/postgres-stock-writer.ts";

/** Rows per INSERT: well under SQLite's bound-parameter limit for the widest table. */
const CHUNK = 200;

/** Replaces the whole stock (dealers, vehicles, publications) in one transaction; the listing index and dealers rebuild on the next request. */
export async function importFleet(db: Kysely<Database>, fleet: DemoFleet): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Not while a stock import writes: it relies on the dealers it read staying (no foreign keys, decision 097).
    if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${STOCK_WRITE_LOCK})`.execute(trx);
    await trx.deleteFrom("vehicle_publications").execute();
    await trx.deleteFrom("vehicles").execute();
    await trx.deleteFrom("dealers").execute();
    for (let i = 0; i < fleet.dealers.length; i += CHUNK)
      await trx
        .insertInto("dealers")
        .values(fleet.dealers.slice(i, i + CHUNK))
        .execute();
    for (let i = 0; i < fleet.vehicles.length; i += CHUNK)
      await trx
        .insertInto("vehicles")
        .values(fleet.vehicles.slice(i, i + CHUNK))
        .execute();
    for (let i = 0; i < fleet.publications.length; i += CHUNK * 4)
      await trx
        .insertInto("vehicle_publications")
        .values(fleet.publications.slice(i, i + CHUNK * 4))
        .execute();
    // In the same transaction: no process can see the new stock under the old revision.
    await bumpSiteRevision(trx, "listings");
  });
}

async function noVehicles(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom("vehicles").select("id").limit(1).executeTakeFirst()) === undefined;
}

/** The whole stock of one database, as the first start and the demo import replace it. */
export class Fleet {
  constructor(private readonly db: Kysely<Database>) {}

  isEmpty(): Promise<boolean> {
    return noVehicles(this.db);
  }

  replace(fleet: DemoFleet): Promise<void> {
    return importFleet(this.db, fleet);
  }
}
