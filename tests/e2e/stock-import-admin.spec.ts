import type { Locator } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { feedFixture } from "../support/stock-feed.ts";
import { axeViolations } from "./flow-pages.ts";
import { expect, postSignIn, test } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
/** Rows before the feed server holds the rest back: more than a batch (2,000 on SQLite), so progress shows. */
const FIRST = 2500;
const MORE = 100;

/**
 * A delta feed of new vehicles published in no list (ids and VINs of this spec's own), so importing
 * it changes nothing any other spec sees; its last three rows are bad.
 */
function deltaFeed(): string {
  const { rows } = feedFixture(FIRST + MORE, 27);
  const good = rows.map((row, index) => ({
    ...row,
    id: `e2e-stock-${index}`,
    vin: `SALE2E${String(index).padStart(11, "0")}`,
    lists: [],
  }));
  const bad = [
    { ...good[0]!, id: "e2e-stock-bad-1", vin: "SALE2EBAD00000001", mileage: "far" },
    { ...good[1]!, id: "e2e-stock-bad-2", vin: "SALE2EBAD00000002", state: "old" },
    "this line is not JSON",
  ];
  return [...good, ...bad].map((row) => (typeof row === "string" ? row : JSON.stringify(row))).join("\n") + "\n";
}

/** Serves the feed at /slow.ndjson: the first rows at once, the rest when `release` is called. */
async function slowFeedServer() {
  const lines = deltaFeed().split(/(?<=\n)/);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/x-ndjson" });
    response.write(lines.slice(0, FIRST).join(""));
    void held.then(() => response.end(lines.slice(FIRST).join("")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/slow.ndjson`,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One figure of an import's progress ("Rows processed", "Rejected", ...): the value under its name. */
const figure = (report: Locator, name: string) =>
  report.getByRole("group", { name: "Progress" }).locator("dl > div", { hasText: name }).getByRole("definition");

test.describe("the stock import screen at /admin/stock-import", () => {
  // One import at a time on the server: these tests take turns.
  test.describe.configure({ mode: "serial" });

  test("an admin imports a feed from a URL, watches its progress across a reload, is refused a second import meanwhile, then reads the report", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const feed = await slowFeedServer();
    try {
      expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto("/admin");
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Stock import" })
        .click();
      await expect(page).toHaveURL(/\/admin\/stock-import$/);
      await expect(page.getByRole("heading", { level: 2, name: "Stock import" })).toBeVisible();

      const start = page.getByRole("region", { name: "Start an import" });
      await start.getByLabel("From a URL").check();
      await start.getByLabel("Feed URL").fill(feed.url);
      await start.getByLabel("Kind of feed").selectOption("delta");
      await start.getByRole("button", { name: "Start import" }).click();

      const report = page.getByRole("region", { name: /Import in progress: delta feed/ });
      await expect(report.getByRole("status")).toHaveText(
        "Running: the import goes on if you leave or reload this page.",
      );
      await expect(figure(report, "Rows processed")).toHaveText("2,000", { timeout: 30_000 });
      await expect(figure(report, "Rows per second")).not.toHaveText("0");

      // A second import while this one runs is refused, with the running one named.
      await start.getByLabel("Upload a file").check();
      await start.getByLabel("Feed file").setInputFiles({
        name: "second.ndjson",
        mimeType: "application/x-ndjson",
        buffer: Buffer.from("{}\n"),
      });
      await start.getByRole("button", { name: "Start import" }).click();
      await expect(start.getByRole("alert")).toContainText(`A stock import is already running (delta, ${feed.url}`);

      // The progress survives a reload; the screen passes axe at 390 px while the import runs.
      await page.reload();
      await expect(figure(report, "Rows processed")).toHaveText("2,000");
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 900 });

      feed.release();
      const done = page.getByRole("region", { name: /Import report: delta feed/ });
      await expect(done.getByRole("status")).toHaveText(
        "Finished: 2,600 added, 0 updated, 0 unpublished, 3 rejected.",
        { timeout: 30_000 },
      );
      await expect(figure(done, "Rows processed")).toHaveText("2,603");
      const rejected = done.getByRole("table", { name: "Rejected rows" });
      await expect(rejected.getByRole("row")).toHaveCount(4);
      await expect(rejected.getByRole("row").nth(1)).toHaveText(/2601\s*mileage\s*must be integer/);
      await expect(rejected.getByRole("row").nth(2)).toHaveText(/2602\s*state\s*must be one of new, used, approved/);
      await expect(rejected.getByRole("row").nth(3)).toHaveText(/2603\s*the whole row/);
      const history = page.getByRole("table", { name: "Stock imports" });
      await expect(history.getByRole("row").nth(1)).toContainText(feed.url);
      await expect(history.getByRole("row").nth(1)).toContainText("Finished");
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors.filter((error) => !error.includes("409"))).toEqual([]);
    } finally {
      feed.release();
      await feed.close();
    }
  });

  test("the report of a delta feed that takes a vehicle out of its lists names the vehicle it unpublished", async ({
    page,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin/stock-import");
    const start = page.getByRole("region", { name: "Start an import" });
    // A vehicle of this spec's own, in a list of its own, so no other spec sees it come and go.
    const [row] = feedFixture(1, 31).rows;
    const car = { ...row!, id: "e2e-unpublish-1", vin: "SALE2EUNP00000001" };
    const importDelta = async (name: string, lists: string[]) => {
      await start.getByLabel("Feed file").setInputFiles({
        name,
        mimeType: "application/x-ndjson",
        buffer: Buffer.from(`${JSON.stringify({ ...car, lists })}\n`),
      });
      await start.getByLabel("Kind of feed").selectOption("delta");
      await start.getByRole("button", { name: "Start import" }).click();
      const report = page.getByRole("region", { name: new RegExp(`Import report: delta feed, upload: ${name}`) });
      await expect(report.getByRole("status")).toContainText("Finished", { timeout: 30_000 });
      return report;
    };
    await importDelta("publish-one.ndjson", ["e2e-unpublish"]);
    const report = await importDelta("unpublish-one.ndjson", []);
    await expect(report.getByRole("status")).toHaveText("Finished: 0 added, 0 updated, 1 unpublished, 0 rejected.");
    const table = report.getByRole("table", { name: "Unpublished vehicles" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1)).toHaveText(`${car.model_display_name}${car.vin}${car.id}`);
    await testInfo.attach("unpublished vehicles at 1366 px", {
      body: await report.screenshot({ path: testInfo.outputPath("unpublished-1366.png") }),
      contentType: "image/png",
    });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await testInfo.attach("unpublished vehicles at 390 px", {
      body: await table.screenshot({ path: testInfo.outputPath("unpublished-390.png") }),
      contentType: "image/png",
    });
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a refused full import says why and offers to switch anyway; the stock stays as it was", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin/stock-import");
    const start = page.getByRole("region", { name: "Start an import" });
    await start.getByLabel("Feed file").setInputFiles({
      name: "error-page.ndjson",
      mimeType: "text/html",
      buffer: Buffer.from("<!DOCTYPE html>\n<html><body><h1>502 Bad Gateway</h1></body></html>\n"),
    });
    await expect(start.getByLabel("Kind of feed")).toHaveValue("full");
    await start.getByRole("button", { name: "Start import" }).click();
    const done = page.getByRole("region", { name: /Import report: full feed, upload: error-page.ndjson/ });
    await expect(done.getByRole("alert")).toContainText("The stock was not switched.", { timeout: 30_000 });
    await expect(done.getByRole("alert")).toContainText("previous stock stays published");
    await expect(done.getByRole("button", { name: "Switch anyway" })).toBeVisible();
    // Both lines of the error page, each the whole row.
    await expect(done.getByRole("table", { name: "Rejected rows" }).getByRole("row")).toHaveCount(3);
    await expect(page.getByRole("table", { name: "Stock imports" }).getByRole("row").nth(1)).toContainText("Refused");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
