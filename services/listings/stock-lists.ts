import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

/** A publication list of the stock as an editor picks it for a block: its key, its size, its last change. */
interface PublicationList {
  list: string;
  vehicles: number;
  /** When the last stock import that switched the stock finished; null when the stock was never imported. */
  updated_at: string | null;
}

/**
 * The publication lists the published stock holds (the `{x}` of /public_api/listing/{x}). A list is
 * only its vehicles: it exists while the stock has one in it, and every import replaces them.
 */
export class StockLists {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async all(): Promise<PublicationList[]> {
    const [rows, last] = await Promise.all([
      this.#db
        .selectFrom("vehicle_publications")
        .select(["list_key", (eb) => eb.fn.countAll<number | string>().as("vehicles")])
        .groupBy("list_key")
        .orderBy("list_key")
        .execute(),
      this.#db
        .selectFrom("stock_imports")
        .select("finished_at")
        .where("status", "=", "finished")
        .orderBy("finished_at", "desc")
        .limit(1)
        .executeTakeFirst(),
    ]);
    return rows.map((row) => ({
      list: row.list_key,
      vehicles: Number(row.vehicles),
      updated_at: last?.finished_at ?? null,
    }));
  }
}
