/**
 * The full-import guard (issue 26, decision 121): a full stock feed with no valid row (an HTML error
 * page, an empty file) or with more rejected rows than `stock_import.max_rejected_ratio` allows does
 * not switch the stock: the previous stock stays published and the import says why. `force_switch`
 * (`--force-switch` on the command line) switches anyway, e.g. to empty the stock on purpose. A delta
 * feed of garbage changes nothing. On both databases, through the public listings API.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteRevision } from "../../services/foundation/site-revisions.ts";
import { importStockFeed, type StockImport } from "../../services/listings/feed/stock-import.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { feedFixture, ndjson } from "../support/stock-feed.ts";
import { endOfImport } from "../support/stock-imports.ts";

const { dealers, rows } = feedFixture(20, 7);

/** What a feed URL answers when the dealer system is down: a proxy's error page. */
const ERROR_PAGE = `<!DOCTYPE html>
<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/** The whole feed with `bad` of its rows broken (a mileage that is not a number), the others with a new mileage. */
function feedWithRejected(bad: number, mileage: number) {
  return rows.map((row, index) => (index < bad ? { ...row, mileage: "unknown" } : { ...row, mileage }));
}

function cli(url: string, args: string[]) {
  const child = spawn(process.execPath, ["--import", "tsx", "services/cli/import-stock.ts", ...args], {
    env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
}

describe.each(DATABASE_KINDS)("the full stock import guard on %s", (kind) => {
  let testApp: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), "fc-guard-"));
  const db = () => testApp.database.handle.db;
  const total = async () => {
    const response = await testApp.app.inject({ url: `/public_api/listing/all?items=1` });
    // A list no vehicle is published in is not known: the site answers 404 for it.
    if (response.statusCode === 404) return 0;
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { meta: { total: number } }).meta.total;
  };
  const mileage = async (id: string) =>
    (
      (await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${id}` })).json() as {
        data: { specification: { mileage: string } };
      }
    ).data.specification.mileage;
  const run = (input: Readable, mode: "full" | "delta" = "full", forceSwitch?: boolean): Promise<StockImport> =>
    importStockFeed(db(), input, { mode, format: "ndjson", source: "test", batchSize: 7, forceSwitch });
  const setRatio = async (value: string | null) => {
    if (value === null)
      await db().deleteFrom("settings").where("key", "=", "stock_import.max_rejected_ratio").execute();
    else {
      const written = await testApp.services.settings.upsert("stock_import.max_rejected_ratio", value);
      expect(written.ok).toBe(true);
    }
  };
  /** Publishes the whole fixture again, every vehicle at `mileage` km. */
  const publishAll = async (mileageKm = 1000) => {
    const result = await run(ndjson(rows.map((row) => ({ ...row, mileage: mileageKm }))));
    expect(result.status).toBe("finished");
    await expect.poll(() => total(), { timeout: 5000 }).toBe(rows.length);
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace({ dealers, vehicles: [], publications: [] });
    const first = await run(ndjson(rows.map((row) => ({ ...row, mileage: 1000 }))));
    expect(first.status).toBe("finished");
  }, 60_000);
  afterAll(() => testApp.close());

  it("keeps the published stock when an HTML error page is given as the full feed, and says why", async () => {
    const before = await siteRevision(db(), "listings");
    const result = await run(Readable.from([ERROR_PAGE]));
    expect(result).toMatchObject({
      status: "failed",
      refusal: "no_valid_rows",
      rows_read: 8,
      rejected: 8,
      inserted: 0,
      updated: 0,
      unpublished: 0,
    });
    expect(result.error).toMatch(/no valid row.*previous stock stays published/);
    expect(await total()).toBe(rows.length);
    expect(await siteRevision(db(), "listings")).toBe(before);
    // Nothing left half-written: no staging rows (SQLite), nothing but the refusal in the history.
    expect(await db().selectFrom("stock_import_rows").select("id").execute()).toEqual([]);

    const admin = await signIn(testApp, "admin");
    const history = await testApp.app.inject({ url: "/api/stock/imports", headers: admin.headers });
    expect(history.statusCode, history.body).toBe(200);
    expect((history.json() as { data: StockImport[] }).data[0]).toMatchObject({
      id: result.id,
      status: "failed",
      refusal: "no_valid_rows",
      error: result.error,
    });
  }, 60_000);

  it("refuses an error page uploaded by an admin as a full feed, answering why", async () => {
    const admin = await signIn(testApp, "admin");
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/stock/imports?mode=full",
      headers: { ...admin.headers, "content-type": "application/x-ndjson" },
      payload: ERROR_PAGE,
    });
    const answer = { data: await endOfImport(testApp, admin.headers, response) };
    expect(answer.data).toMatchObject({ status: "failed", refusal: "no_valid_rows", unpublished: 0 });
    expect(answer.data.rejections).toHaveLength(8);
    expect(await total()).toBe(rows.length);
  }, 60_000);

  it("keeps the published stock when more rows are rejected than the setting allows, and switches below it", async () => {
    await publishAll(1000);
    // 11 of 20 rejected: above the default half.
    const above = await run(ndjson(feedWithRejected(11, 2000)));
    expect(above).toMatchObject({ status: "failed", refusal: "too_many_rejections", inserted: 0, updated: 0 });
    expect(above.error).toMatch(/11 of 20 rows .*rejected.*stock_import\.max_rejected_ratio/);
    expect(await total()).toBe(rows.length);
    expect(await mileage(rows[15]!.id)).toBe("1,000 km");

    // 9 of 20: below it, the feed switches (the rejected vehicles are unpublished, as a full feed does).
    const below = await run(ndjson(feedWithRejected(9, 3000)));
    expect(below).toMatchObject({ status: "finished", refusal: null, updated: 11, unpublished: 9 });
    await expect.poll(() => total(), { timeout: 5000 }).toBe(11);
    expect(await mileage(rows[15]!.id)).toBe("3,000 km");
  }, 60_000);

  it("follows stock_import.max_rejected_ratio as a dealer sets it", async () => {
    await publishAll(1000);
    try {
      await setRatio("0.1");
      const strict = await run(ndjson(feedWithRejected(3, 2000)));
      expect(strict).toMatchObject({ status: "failed", refusal: "too_many_rejections" });
      expect(await total()).toBe(rows.length);
      await setRatio("0.2");
      const allowed = await run(ndjson(feedWithRejected(3, 2000)));
      expect(allowed).toMatchObject({ status: "finished", unpublished: 3 });
      await expect.poll(() => total(), { timeout: 5000 }).toBe(17);
    } finally {
      await setRatio(null);
    }
    const admin = await signIn(testApp, "admin");
    const broken = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "stock_import.max_rejected_ratio", value: "half" },
    });
    expect(broken.statusCode, broken.body).toBe(422);
  }, 60_000);

  it("switches to an empty stock when told to explicitly", async () => {
    await publishAll();
    const admin = await signIn(testApp, "admin");
    const refused = await run(ndjson([]));
    expect(refused).toMatchObject({ status: "failed", refusal: "no_valid_rows" });
    expect(await total()).toBe(rows.length);

    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/stock/imports?mode=full&force_switch=true",
      headers: { ...admin.headers, "content-type": "application/x-ndjson" },
      payload: "",
    });
    expect(await endOfImport(testApp, admin.headers, response)).toMatchObject({
      status: "finished",
      refusal: null,
      unpublished: rows.length,
    });
    await expect.poll(() => total(), { timeout: 5000 }).toBe(0);

    await publishAll();
    const forced = await run(Readable.from([ERROR_PAGE]), "full", true);
    expect(forced).toMatchObject({ status: "finished", unpublished: rows.length, rejected: 8 });
    await expect.poll(() => total(), { timeout: 5000 }).toBe(0);
  }, 60_000);

  it("unpublishes nothing when a delta feed is garbage", async () => {
    await publishAll();
    const before = await siteRevision(db(), "listings");
    const result = await run(Readable.from([ERROR_PAGE]), "delta");
    expect(result).toMatchObject({ rows_read: 8, rejected: 8, inserted: 0, updated: 0, unpublished: 0 });
    expect(await siteRevision(db(), "listings")).toBe(before);
    expect(await total()).toBe(rows.length);
  }, 60_000);

  it("refuses from the command line, exit code 1 and the reason, and switches with --force-switch", async () => {
    await publishAll();
    const page = path.join(dir, "stock.ndjson");
    writeFileSync(page, ERROR_PAGE);
    const refused = await cli(testApp.database.url, [page]);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toMatch(/no valid row.*previous stock stays published/);
    expect(refused.output).toContain("--force-switch");
    expect(await total()).toBe(rows.length);

    const forced = await cli(testApp.database.url, ["--force-switch", page]);
    expect(forced.code, forced.output).toBe(0);
    await expect.poll(() => total(), { timeout: 5000 }).toBe(0);
  }, 120_000);
});
