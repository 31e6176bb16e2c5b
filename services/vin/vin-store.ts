import type { Kysely } from "kysely";
import { now } from "../db/clock.ts";
import type { Database } from "../db/schema.ts";

export interface VinListSummary {
  list: string;
  count: number;
  updated_at: string | null;
}

/** Rows per insert statement: well under SQLite's and PostgreSQL's bound-parameter limits. */
const BATCH = 500;

/** The uploaded VIN lists (migration 010, decision 081). */
export class VinStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether a normalised VIN is in a list. */
  async has(list: string, vin: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("vins")
      .select("vin")
      .where("list", "=", list)
      .where("vin", "=", vin)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Replaces a list's VINs in one transaction: a reader sees the old list or the new one, never half. */
  async replace(list: string, vins: readonly string[]): Promise<VinListSummary> {
    const at = now();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("vins").where("list", "=", list).execute();
      for (let start = 0; start < vins.length; start += BATCH) {
        const rows = vins.slice(start, start + BATCH).map((vin) => ({ list, vin, created_at: at }));
        await trx.insertInto("vins").values(rows).execute();
      }
    });
    return { list, count: vins.length, updated_at: vins.length > 0 ? at : null };
  }

  /** Deletes a whole list in one statement; the number of VINs it held (0: there was no such list). */
  async remove(list: string): Promise<number> {
    const result = await this.db.deleteFrom("vins").where("list", "=", list).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Every list with its size and last upload, by key. */
  async lists(): Promise<VinListSummary[]> {
    const rows = await this.db
      .selectFrom("vins")
      .select((eb) => ["list", eb.fn.countAll<number | string>().as("count"), eb.fn.max("created_at").as("updated_at")])
      .groupBy("list")
      .orderBy("list")
      .execute();
    return rows.map((row) => ({ list: row.list, count: Number(row.count), updated_at: row.updated_at ?? null }));
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.selectFrom("vins").select("vin").limit(1).executeTakeFirst()) === undefined;
  }
}
