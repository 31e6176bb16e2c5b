import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./database.ts";

/** A table outside the product's schema, queried through the product's SQLite setup. */
interface Scratch {
  scratch: { id: number; name: string; extra?: string | null };
}

describe("SQLite with kept statements", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  async function scratchDatabase(): Promise<Kysely<Scratch>> {
    handle = openDatabase("sqlite::memory:");
    const db = handle.db as unknown as Kysely<Scratch>;
    await sql`create table scratch (id integer primary key, name text not null)`.execute(db);
    for (let id = 1; id <= 5; id++)
      await db
        .insertInto("scratch")
        .values({ id, name: `row ${id}` })
        .execute();
    return db;
  }

  it("runs a query again after a stream of it, read in full or left early", async () => {
    const db = await scratchDatabase();
    const query = db.selectFrom("scratch").select(["id", "name"]).orderBy("id");
    expect((await query.execute()).map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
    const streamed: number[] = [];
    for await (const row of query.stream()) streamed.push(row.id);
    expect(streamed).toEqual([1, 2, 3, 4, 5]);
    for await (const row of query.stream()) if (row.id === 2) break;
    expect((await query.execute()).map((row) => row.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it("gives each run its own parameters and rows, and sees a column a migration added", async () => {
    const db = await scratchDatabase();
    const named = (id: number) => db.selectFrom("scratch").selectAll().where("id", "=", id).executeTakeFirst();
    expect(await named(2)).toEqual({ id: 2, name: "row 2" });
    expect(await named(4)).toEqual({ id: 4, name: "row 4" });
    await sql`alter table scratch add column extra text`.execute(db);
    await db.updateTable("scratch").set({ extra: "added" }).where("id", "=", 4).execute();
    expect(await named(4)).toEqual({ id: 4, name: "row 4", extra: "added" });
  });
});
