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

interface VinEntry {
  vin: string;
  created_at: string;
}

/** How a search term matches a VIN: its start, or anywhere. */
type VinMatch = "prefix" | "contains";

interface VinPageQuery {
  /** Normalised (upper case, letters and digits only); "" lists every VIN. */
  q: string;
  match: VinMatch;
  offset: number;
  limit: number;
}

/** The character after the last one a prefix search can meet: `vin >= q and vin < q + AFTER_LAST` is a range scan. */
const AFTER_LAST = "~";

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

  /**
   * One page of a list's VINs in order, with how many match. A prefix is a range over the primary key
   * (list, vin), so it stays quick on a large list; "contains" scans the list's rows. The term holds only
   * letters and digits (the caller normalises it), so it carries no LIKE wildcard.
   */
  async page(list: string, query: VinPageQuery): Promise<{ total: number; data: VinEntry[] }> {
    const matching = () => {
      let select = this.db.selectFrom("vins").where("list", "=", list);
      if (query.q !== "")
        select =
          query.match === "prefix"
            ? select.where("vin", ">=", query.q).where("vin", "<", `${query.q}${AFTER_LAST}`)
            : select.where("vin", "like", `%${query.q}%`);
      return select;
    };
    const [counted, rows] = await Promise.all([
      matching()
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirst(),
      matching().select(["vin", "created_at"]).orderBy("vin").limit(query.limit).offset(query.offset).execute(),
    ]);
    return { total: Number(counted?.count ?? 0), data: rows };
  }

  /** Adds one normalised VIN to a list (creating the list); false when it was there already. */
  async add(list: string, vin: string): Promise<boolean> {
    const result = await this.db
      .insertInto("vins")
      .values({ list, vin, created_at: now() })
      .onConflict((conflict) => conflict.columns(["list", "vin"]).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Removes one VIN from a list; false when it was not there. */
  async removeOne(list: string, vin: string): Promise<boolean> {
    const result = await this.db.deleteFrom("vins").where("list", "=", list).where("vin", "=", vin).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * A list's VINs in order, read `BATCH` at a time after the last one seen (keyset paging), so a
   * download of a large list never holds it whole.
   */
  async *stream(list: string): AsyncGenerator<VinEntry[]> {
    let after = "";
    for (;;) {
      const rows = await this.db
        .selectFrom("vins")
        .select(["vin", "created_at"])
        .where("list", "=", list)
        .where("vin", ">", after)
        .orderBy("vin")
        .limit(BATCH)
        .execute();
      if (rows.length === 0) return;
      yield rows;
      after = rows[rows.length - 1]!.vin;
      if (rows.length < BATCH) return;
    }
  }

  async isEmpty(): Promise<boolean> {
    return (await this.db.selectFrom("vins").select("vin").limit(1).executeTakeFirst()) === undefined;
  }
}
