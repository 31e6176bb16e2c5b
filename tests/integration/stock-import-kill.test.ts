/**
 * A killed import leaves the previous stock served (issue 16): `npm run import:stock` runs as a real
 * process and is killed with SIGKILL while it stages a feed; the listings API still answers the
 * stock of the import before, and the next run completes and switches to the new feed.
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { finished } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importStockFeed } from "../../services/listings/feed/stock-import.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { feedFixture, ndjson } from "../support/stock-feed.ts";

const COUNT = 10_000;

async function writeFeed(file: string, priceOffset: number): Promise<void> {
  const out = createWriteStream(file);
  const { rows } = feedFixture(COUNT, 5);
  for (const row of rows) {
    if (!out.write(`${JSON.stringify({ ...row, display_price: row.display_price + priceOffset })}\n`))
      await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  out.end();
  await finished(out);
}

function importProcess(url: string, file: string) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "services/cli/import-stock.ts", "--batch-size", "100", file],
    {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "error" },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exit, stderr: () => stderr };
}

describe.each(DATABASE_KINDS)("a stock import killed on %s", (kind) => {
  let testApp: TestApp;
  const dir = mkdtempSync(path.join(tmpdir(), "fc-feed-"));
  const feed = path.join(dir, "stock.ndjson");
  const { dealers, rows } = feedFixture(50, 5);
  const first = async () => {
    const response = await testApp.app.inject({ url: `/public_api/listing/all?sort=createdAtDesc&items=12` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      meta: { total: number };
      data: { id: string; prices: { purchase: { value_raw: number } } }[];
    };
  };

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace({ dealers, vehicles: [], publications: [] });
    await importStockFeed(testApp.database.handle.db, ndjson(rows), {
      mode: "full",
      format: "ndjson",
      source: "before",
    });
    await writeFeed(feed, 1);
  }, 120_000);
  afterAll(() => testApp.close());

  it("keeps serving the previous stock, and the next run completes", async () => {
    const before = await first();
    expect(before.meta.total).toBe(50);

    const killed = importProcess(testApp.database.url, feed);
    const db = testApp.database.handle.db;
    await expect
      .poll(
        async () =>
          (await db.selectFrom("stock_imports").select("rows_read").where("status", "=", "running").executeTakeFirst())
            ?.rows_read ?? 0,
        { timeout: 60_000, interval: 50 },
      )
      .toBeGreaterThan(0);
    killed.child.kill("SIGKILL");
    expect(await killed.exit).toBe(null);

    // Killed mid-way: the import never finished. SQLite left staged rows (swept by the next run);
    // PostgreSQL's import transaction was rolled back with its connection.
    const killedImport = await db
      .selectFrom("stock_imports")
      .select(["status", "rows_read"])
      .where("status", "=", "running")
      .executeTakeFirstOrThrow();
    expect(killedImport.rows_read).toBeLessThan(COUNT);
    if (kind === "sqlite") {
      const staged = await db.selectFrom("stock_import_rows").select(db.fn.countAll().as("count")).executeTakeFirst();
      expect(Number(staged?.count)).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await first()).toEqual(before);

    const again = importProcess(testApp.database.url, feed);
    expect(await again.exit, again.stderr()).toBe(0);
    await expect.poll(async () => (await first()).meta.total, { timeout: 10_000 }).toBe(COUNT);
    const plain = rows.find((row) => row.drive_away_price === null)!;
    const vehicle = await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${plain.id}` });
    const shown = vehicle.json() as { data: { prices: { purchase: { value_raw: number } } } };
    expect(shown.data.prices.purchase.value_raw).toBe(plain.display_price + 1);
  }, 300_000);
});
