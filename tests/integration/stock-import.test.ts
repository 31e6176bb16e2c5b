/**
 * Stock feed import (issue 16): bad rows are reported and the rest imported; a re-run changes
 * nothing; a full feed unpublishes what it leaves out (the row kept); a delta feed only adds and
 * updates; CSV reads as NDJSON does. On both databases, through the public listings API.
 */
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readImport, importStockFeed, type Rejection } from "../../services/listings/feed/stock-import.ts";
import { siteRevision } from "../../services/foundation/site-revisions.ts";
import { postgresPool } from "../../services/db/database.ts";
import { STOCK_WRITE_LOCK } from "../../services/listings/feed/postgres-stock-writer.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { csv, feedFixture, ndjson } from "../support/stock-feed.ts";
import { endOfImport } from "../support/stock-imports.ts";

const { dealers, rows } = feedFixture(60);

describe.each(DATABASE_KINDS)("stock feed import on %s", (kind) => {
  let testApp: TestApp;
  const total = async (list = "all") => {
    const response = await testApp.app.inject({ url: `/public_api/listing/${list}?items=1` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { meta: { total: number } }).meta.total;
  };
  const vehicle = async (id: string) => testApp.app.inject({ url: `/public_api/listing/all/vehicle/${id}` });
  /** A delta feed posted to the upload route as `contentType`, naming no format. */
  const upload = (headers: Record<string, string>, contentType: string, payload: string) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/stock/imports?mode=delta",
      headers: { ...headers, "content-type": contentType },
      payload,
    });
  const run = (input: Readable, mode: "full" | "delta" = "full", format: "ndjson" | "csv" = "ndjson") => {
    const rejections: Rejection[] = [];
    return importStockFeed(testApp.database.handle.db, input, {
      mode,
      format,
      source: "test",
      batchSize: 7,
      onRejection: (rejection) => rejections.push(rejection),
    }).then((result) => ({ result, rejections }));
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace({ dealers, vehicles: [], publications: [] });
  });
  afterAll(() => testApp.close());

  it("imports the good rows of a feed with bad ones and reports each bad one by line, field and reason", async () => {
    const feed = [
      ...rows.slice(0, 3),
      "{not json",
      { ...rows[3]!, mileage: "lots" },
      { ...rows[4]!, vin: undefined },
      { ...rows[5]!, owner_dealer_code: "NOPE" },
      { ...rows[6]!, colour: "red" },
      rows[1]!,
      ...rows.slice(7),
    ];
    const { result, rejections } = await run(ndjson(feed));
    expect(result.status).toBe("finished");
    expect(rejections).toEqual([
      { line: 4, field: "", reason: expect.stringContaining("is not JSON") },
      { line: 5, field: "mileage", reason: "must be integer" },
      { line: 6, field: "vin", reason: "is required" },
      { line: 7, field: "owner_dealer_code", reason: "is not the code of a known dealer" },
      { line: 8, field: "colour", reason: "is not a field of the stock feed" },
      { line: 9, field: "id", reason: "repeats the id or VIN of an earlier row" },
    ]);
    expect(result).toMatchObject({ rows_read: 62, rejected: 6, inserted: 60 - 4, updated: 0, unpublished: 0 });
    await expect.poll(() => total(), { timeout: 5000 }).toBe(56);
    expect((await vehicle(rows[3]!.id)).statusCode).toBe(404);
    const shown = (await vehicle(rows[0]!.id)).json() as { data: { vin: string; specification: { vin: string } } };
    expect(shown.data.specification.vin).toBe(rows[0]!.vin);
    expect((await readImport(testApp.database.handle.db, result.id))!.rejections).toHaveLength(6);
  });

  it("changes nothing when the same feed runs again", async () => {
    const feed = rows.filter((_, index) => ![3, 4, 5, 6].includes(index));
    const before = await siteRevision(testApp.database.handle.db, "listings");
    const { result, rejections } = await run(ndjson(feed));
    expect(rejections).toEqual([]);
    expect(result).toMatchObject({ status: "finished", inserted: 0, updated: 0, unpublished: 0 });
    expect(await siteRevision(testApp.database.handle.db, "listings")).toBe(before);
    await expect.poll(() => total(), { timeout: 5000 }).toBe(56);
  });

  it("updates a changed vehicle and unpublishes, without deleting, one a full feed leaves out", async () => {
    const kept = rows.filter((_, index) => ![3, 4, 5, 6, 10].includes(index));
    const changed = kept.map((row, index) => (index === 0 ? { ...row, display_price: 12_345 } : row));
    const { result } = await run(ndjson(changed));
    expect(result).toMatchObject({ status: "finished", inserted: 0, updated: 1, unpublished: 1 });
    // The report names the vehicle it unpublished, as it was.
    expect((await readImport(testApp.database.handle.db, result.id))!.unpublished_vehicles).toEqual([
      { id: rows[10]!.id, vin: rows[10]!.vin, name: rows[10]!.model_display_name },
    ]);
    await expect.poll(() => total(), { timeout: 5000 }).toBe(55);
    expect((await vehicle(rows[10]!.id)).statusCode).toBe(404);
    const row = await testApp.database.handle.db
      .selectFrom("vehicles")
      .select("id")
      .where("id", "=", rows[10]!.id)
      .executeTakeFirst();
    expect(row).toEqual({ id: rows[10]!.id });
    const price = (await vehicle(rows[0]!.id)).json() as { data: { prices: { purchase: { value_raw: number } } } };
    expect(price.data.prices.purchase.value_raw).toBe(12_345);
  });

  it("adds and updates from a delta feed, unpublishing only a vehicle whose lists are empty", async () => {
    const { result } = await run(
      ndjson([rows[10]!, { ...rows[3]!, mileage: 10 }, { ...rows[20]!, lists: [] }, { ...rows[21]!, lists: ["all"] }]),
      "delta",
    );
    expect(result).toMatchObject({ status: "finished", inserted: 1, updated: 0, unpublished: 1 });
    expect((await readImport(testApp.database.handle.db, result.id))!.unpublished_vehicles).toEqual([
      { id: rows[20]!.id, vin: rows[20]!.vin, name: rows[20]!.model_display_name },
    ]);
    await expect.poll(() => total(), { timeout: 5000 }).toBe(55 + 2 - 1);
    expect((await vehicle(rows[20]!.id)).statusCode).toBe(404);
    expect((await vehicle(rows[10]!.id)).statusCode).toBe(200);
    const listOf21 = rows[21]!.state;
    const inState = await testApp.app.inject({ url: `/public_api/listing/${listOf21}/vehicle/${rows[21]!.id}` });
    expect(inState.statusCode).toBe(404);
  });

  it("reads a CSV feed: a header of field names, JSON in array cells, an empty cell no value", async () => {
    const feed = csv([
      { ...rows[40]!, id: "v900001", vin: "SALCSV00000000001" },
      { ...rows[41]!, power: "strong" },
    ]);
    const { result, rejections } = await run(Readable.from([feed]), "delta", "csv");
    expect(rejections).toEqual([{ line: 3, field: "power", reason: "must be integer" }]);
    expect(result).toMatchObject({ status: "finished", inserted: 1 });
    await expect.poll(async () => (await vehicle("v900001")).statusCode, { timeout: 5000 }).toBe(200);
    const shown = (await vehicle("v900001")).json() as { data: { financing_options: string[] } };
    expect(shown.data.financing_options).toEqual(rows[40]!.financing_options);
  });

  it("takes a feed uploaded by an admin, streamed, and shows it among the latest imports; editors may not", async () => {
    const body = [
      { ...rows[50]!, id: "v900002", vin: "SALUPL00000000002" },
      { ...rows[51]!, state: "old" },
    ]
      .map((row) => JSON.stringify(row))
      .join("\n");
    const editor = await signIn(testApp, "editor");
    const refused = await upload(editor.headers, "application/x-ndjson", body);
    expect(refused.statusCode).toBe(403);
    const admin = await signIn(testApp, "admin");
    const response = await upload(admin.headers, "application/x-ndjson", body);
    const answer = { data: await endOfImport(testApp, admin.headers, response) };
    expect(answer.data).toMatchObject({
      status: "finished",
      inserted: 1,
      rejections: [{ line: 2, field: "state", reason: "must be one of new, used, approved" }],
    });
    const latest = await testApp.app.inject({ url: "/api/stock/imports", headers: admin.headers });
    expect((latest.json() as { data: { id: string }[] }).data[0]!.id).toBe(answer.data.id);
    await expect.poll(async () => (await vehicle("v900002")).statusCode, { timeout: 5000 }).toBe(200);
  });

  it("reads an upload that names no format by its Content-Type: text/csv as CSV", async () => {
    const admin = await signIn(testApp, "admin");
    const response = await upload(
      admin.headers,
      "text/csv",
      csv([{ ...rows[52]!, id: "v900010", vin: "SALCSV00000000010" }]),
    );
    expect(await endOfImport(testApp, admin.headers, response)).toMatchObject({
      status: "finished",
      inserted: 1,
      rejections: [],
    });
    await expect.poll(async () => (await vehicle("v900010")).statusCode, { timeout: 5000 }).toBe(200);
  });

  it("refuses an upload that is no feed with 415, naming the feed types it takes", async () => {
    const admin = await signIn(testApp, "admin");
    const response = await upload(admin.headers, "application/json", JSON.stringify([rows[53]]));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message: "Send the feed itself as the request body, as application/x-ndjson, application/ndjson, text/csv.",
    });
  });

  it("keeps text with tabs, line breaks, backslashes and \\N exactly as the feed gave it", async () => {
    const text = 'Tab\there, a new\nline, a back\\slash, \\N, \u00e9t\u00e9 and "quotes"';
    const { result, rejections } = await run(
      ndjson([{ ...rows[20]!, long_description: text, interior_color: "Ebony\\Ivory\t2" }]),
      "delta",
    );
    expect(rejections).toEqual([]);
    expect(result.status).toBe("finished");
    expect(result.inserted + result.updated).toBe(1);
    await expect
      .poll(async () => {
        const shown = (await vehicle(rows[20]!.id)).json() as {
          data: { description: string; specification: { colorInterior: string } };
        };
        return [shown.data.description, shown.data.specification.colorInterior];
      })
      .toEqual([text, "Ebony\\Ivory\t2"]);
  });

  it("rejects a VIN a vehicle already has, and one an earlier batch's new vehicle took, and imports the rest", async () => {
    // Batches of 7: the new vehicle v900003 is written in the first, its VIN repeated in the second.
    const feed = [
      { ...rows[30]!, id: "v900003", vin: "SALUPL00000000003" },
      ...rows.slice(31, 36),
      { ...rows[36]!, id: "v900004", vin: rows[0]!.vin },
      rows[37]!,
      { ...rows[38]!, id: "v900005", vin: "SALUPL00000000003" },
    ];
    const { result, rejections } = await run(ndjson(feed), "delta");
    // SQLite finds VIN clashes at its switch, after the batches: in line order for the comparison.
    expect(rejections.sort((a, b) => a.line - b.line)).toEqual([
      { line: 7, field: "vin", reason: `is the VIN of vehicle ${rows[0]!.id}` },
      { line: 9, field: "id", reason: "repeats the id or VIN of an earlier row" },
    ]);
    expect(result).toMatchObject({ status: "finished", inserted: 1, rejected: 2 });
    await expect.poll(async () => (await vehicle("v900003")).statusCode, { timeout: 5000 }).toBe(200);
    expect((await vehicle("v900004")).statusCode).toBe(404);
    expect((await vehicle("v900005")).statusCode).toBe(404);
  });

  it("rejects a row repeating the id or VIN of an earlier batch of new vehicles, and imports the rest", async () => {
    // Batches of 7, every vehicle new: the first goes in whole (straight into the stock on PostgreSQL);
    // the second repeats an id and a VIN of the first, and the third is all new again.
    const fresh = (index: number) => ({
      ...rows[42 + (index % 15)]!,
      id: `v92${String(index).padStart(4, "0")}`,
      vin: `SALUPL1000000${String(index).padStart(4, "0")}`,
    });
    const feed = [
      ...Array.from({ length: 7 }, (_, index) => fresh(index)),
      { ...fresh(7), id: fresh(2).id },
      { ...fresh(8), vin: fresh(4).vin },
      ...Array.from({ length: 12 }, (_, index) => fresh(9 + index)),
    ];
    const { result, rejections } = await run(ndjson(feed), "delta");
    expect(rejections.sort((a, b) => a.line - b.line)).toEqual([
      { line: 8, field: "id", reason: "repeats the id or VIN of an earlier row" },
      { line: 9, field: "id", reason: "repeats the id or VIN of an earlier row" },
    ]);
    expect(result).toMatchObject({ status: "finished", inserted: 19, updated: 0, rejected: 2 });
    const vin = async (id: string) =>
      ((await vehicle(id)).json() as { data: { specification: { vin: string } } }).data.specification.vin;
    await expect.poll(() => vin(fresh(20).id), { timeout: 5000 }).toBe(fresh(20).vin);
    expect(await vin(fresh(2).id)).toBe(fresh(2).vin);
    expect((await vehicle(fresh(8).id)).statusCode).toBe(404);
  });

  it("runs two imports started at once one after the other, both complete", async () => {
    const [one, two] = await Promise.all([
      run(ndjson([{ ...rows[40]!, mileage: 111 }]), "delta"),
      run(
        ndjson([
          { ...rows[40]!, mileage: 222 },
          { ...rows[41]!, mileage: 333 },
        ]),
        "delta",
      ),
    ]);
    expect([one.result.status, two.result.status]).toEqual(["finished", "finished"]);
    expect(one.result.updated + two.result.updated).toBe(3);
    const mileage = async (id: string) =>
      ((await vehicle(id)).json() as { data: { specification: { mileage: string } } }).data.specification.mileage;
    await expect.poll(() => mileage(rows[41]!.id), { timeout: 5000 }).toBe("333 km");
    expect(["111 km", "222 km"]).toContain(await mileage(rows[40]!.id));
  });

  // SQLite imports stage apart and switch in one short transaction: only PostgreSQL's wait for each other.
  if (kind === "postgres")
    it("says an import waits for another, keeps its heartbeat while it waits, and runs when that one ends", async () => {
      const db = testApp.database.handle.db;
      // Another import's transaction, as far as the lock goes.
      const other = await postgresPool(db)!.connect();
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock($1)", [STOCK_WRITE_LOCK]);
      let waiting = false;
      let waitingId = "";
      const importing = importStockFeed(db, ndjson([{ ...rows[42]!, mileage: 444 }]), {
        mode: "delta",
        format: "ndjson",
        source: "test",
        heartbeatMs: 50,
        onWaiting: () => (waiting = true),
      });
      try {
        await expect.poll(() => waiting, { timeout: 5000 }).toBe(true);
        const row = await db
          .selectFrom("stock_imports")
          .selectAll()
          .orderBy("started_at", "desc")
          .executeTakeFirstOrThrow();
        expect(row.status).toBe("running");
        waitingId = row.id;
        await expect
          .poll(
            async () =>
              (
                await db
                  .selectFrom("stock_imports")
                  .select("heartbeat_at")
                  .where("id", "=", row.id)
                  .executeTakeFirstOrThrow()
              ).heartbeat_at,
            { timeout: 5000 },
          )
          .not.toBe(row.heartbeat_at);
      } finally {
        await other.query("rollback");
        other.release();
      }
      const result = await importing;
      expect(result.status).toBe("finished");
      expect(result.inserted + result.updated).toBe(1);
      expect(result.id).toBe(waitingId);
    });
});
