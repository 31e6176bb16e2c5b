import { AxeBuilder } from "@axe-core/playwright";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { axeViolations } from "./flow-pages.ts";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const EDITOR = { email: "vins-editor@example.com", password: "Marmalade harbour whistles 17 tunes" };
/** A list of this spec's own, so no other spec's lists (software-updates.spec.ts) are touched. */
const LIST = "e2e-vin-admin";

const csvFile = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

async function upload(page: Page, list: string, file: ReturnType<typeof csvFile>) {
  const form = page.getByRole("region", { name: "Upload a list" });
  await form.getByLabel("List key").fill(list);
  await form.getByLabel("CSV file").setInputFiles(file);
  await form.getByRole("button", { name: "Upload" }).click();
}

test.describe("the VIN lists admin at /admin/vins", () => {
  test("an admin uploads a CSV and sees the list and its count; a bad CSV shows its problems by line and changes nothing", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "VIN lists" }).click();
    await expect(page).toHaveURL(/\/admin\/vins$/);
    await expect(page.getByRole("heading", { level: 2, name: "VIN lists" })).toBeVisible();

    // Three VINs, one of them twice and one written with spaces and in lower case: the list counts three.
    await upload(
      page,
      LIST,
      csvFile(
        "campaign.csv",
        "vin;model\nWVWZZZ1JZ3W000001;Coupe\nWVWZZZ1JZ3W000002;Coupe\nwvwzzz 1jz3w 000003;Estate\nWVWZZZ1JZ3W000001;Coupe\n",
      ),
    );
    await expect(page.getByRole("status")).toContainText(`Uploaded list ${LIST}: 3 VINs.`);
    const row = page.getByRole("table", { name: "VIN lists" }).getByRole("row").filter({ hasText: LIST });
    await expect(row.getByRole("cell").nth(0)).toHaveText("3");
    await expect(row.getByRole("cell").nth(1)).toContainText("UTC");

    // A file with two bad rows to the same list: both named by line, and the list keeps its three VINs.
    await upload(
      page,
      LIST,
      csvFile("broken.csv", "vin,note\nWVWZZZ1JZ3W000004,fine\nWVWZZZ1JZ3W,short\nWVWZZZ1JZ3W00000I,letter I\n"),
    );
    const problems = page.getByRole("list", { name: "Problems in the file" });
    await expect(page.getByText("The CSV has 2 problem(s); nothing was changed.")).toBeVisible();
    await expect(problems.getByRole("listitem")).toHaveText([
      "Line 3: A VIN has 17 characters.",
      "Line 4: A VIN holds only digits and the letters A to Z without I, O and Q.",
    ]);
    await page.reload();
    await expect(row.getByRole("cell").nth(0)).toHaveText("3");

    // Shown again with its problems, the screen passes axe at 1366 px.
    await upload(page, LIST, csvFile("no-header.csv", "WVWZZZ1JZ3W000005\n"));
    await expect(page.getByRole("list", { name: "Problems in the file" })).toHaveText(
      "Line 1: The first row must name a vin column.",
    );
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(consoleErrors.filter((error) => !error.includes("422"))).toEqual([]);
  });

  test("an editor reads the VIN lists with no upload control; the API refuses the editor's upload", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
    const signedIn = await postSignIn(admin, ADMIN);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const created = await admin.post("/api/users", {
      headers: { "x-csrf-token": csrfToken },
      data: { email: EDITOR.email, name: "VIN lists editor", role: "editor", password: EDITOR.password },
    });
    expect(created.status(), await created.text()).toBe(201);
    const list = await admin.put("/api/vins/e2e-vin-editor", {
      headers: { "x-csrf-token": csrfToken, "content-type": "text/csv" },
      data: "vin\nWVWZZZ1JZ3W000009\n",
    });
    expect(list.status(), await list.text()).toBe(200);
    await admin.dispose();

    const context = await browser.newContext({ extraHTTPHeaders: { origin } });
    const page = await context.newPage();
    const editorSignedIn = await postSignIn(page.request, EDITOR);
    expect(editorSignedIn.ok()).toBe(true);
    await page.goto("/admin/orders");
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "VIN lists" }).click();
    await expect(page).toHaveURL(/\/admin\/vins$/);
    const row = page.getByRole("table", { name: "VIN lists" }).getByRole("row").filter({ hasText: "e2e-vin-editor" });
    await expect(row.getByRole("cell").nth(0)).toHaveText("1");
    await expect(page.getByText("Only admins may upload lists.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload" })).toHaveCount(0);
    await expect(page.getByLabel("CSV file")).toHaveCount(0);
    const { csrfToken: editorCsrf } = (await editorSignedIn.json()) as { csrfToken: string };
    const refused = await page.request.put("/api/vins/e2e-vin-editor", {
      headers: { "x-csrf-token": editorCsrf, "content-type": "text/csv" },
      data: "vin\n",
    });
    expect(refused.status()).toBe(403);
    await context.close();
  });

  test("an admin opens a list, pages through it, finds a VIN, adds and removes one, and downloads the list", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    const list = "e2e-vin-read";
    const vins = Array.from({ length: 60 }, (_, index) => `SALLA2BE9PA${String(700000 + index).padStart(6, "0")}`);
    const signedIn = await postSignIn(page.request, ADMIN);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const created = await page.request.put(`/api/vins/${list}`, {
      headers: { "x-csrf-token": csrfToken, "content-type": "text/csv" },
      data: `vin\n${vins.join("\n")}\n`,
    });
    expect(created.status(), await created.text()).toBe(200);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/admin/vins");
    await page.getByRole("table", { name: "VIN lists" }).getByRole("link", { name: list, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/vins/${list}$`));
    const count = page.locator(".admin-vin-list__count");
    await expect(count).toHaveText("VINs 1–25 of 60");
    const table = page.getByRole("table", { name: `VINs in ${list}` });
    await expect(table.getByRole("row").nth(1)).toContainText(vins[0]!);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(count).toHaveText("VINs 26–50 of 60");
    await expect(table.getByRole("row").nth(1)).toContainText(vins[25]!);

    // Part of a VIN from its middle, in lower case: one match.
    await page.getByLabel("Match").selectOption("contains");
    await page.getByRole("searchbox", { name: "Search VINs" }).fill("pa700042");
    await expect(count).toHaveText("VINs 1–1 of 1 matching");
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("row").nth(1)).toContainText(vins[42]!);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    // Adding: a malformed VIN is refused with the upload's reason; a good one, typed loosely, is added.
    const add = page.getByRole("region", { name: "Add a VIN" });
    await add.getByLabel("VIN to add").fill("SALLA2BE9PA79999O");
    await add.getByRole("button", { name: "Add VIN" }).click();
    await expect(add.getByText("A VIN holds only digits and the letters A to Z without I, O and Q.")).toBeVisible();
    await add.getByLabel("VIN to add").fill("salla2be9pa-799999");
    await add.getByRole("button", { name: "Add VIN" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Added" })).toContainText(
      `Added SALLA2BE9PA799999 to ${list}.`,
    );
    await page.getByRole("searchbox", { name: "Search VINs" }).fill("");
    await expect(count).toHaveText("VINs 1–25 of 61");

    // Removing one: it is gone from the list.
    await page.getByLabel("Match").selectOption("prefix");
    await page.getByRole("searchbox", { name: "Search VINs" }).fill(vins[7]!);
    await table.getByRole("button", { name: `Remove ${vins[7]}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed" })).toContainText(
      `Removed ${vins[7]} from ${list}.`,
    );
    await expect(count).toHaveText("No VIN matches.");

    // The download is the whole list as CSV, the added VIN in and the removed one out.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${list}.csv`);
    const csv = await readFile((await download.path())!, "utf8");
    const downloaded = csv
      .trim()
      .split("\n")
      .slice(1)
      .map((line) => line.split(",")[0]);
    expect(downloaded).toHaveLength(60);
    expect(downloaded).toContain("SALLA2BE9PA799999");
    expect(downloaded).not.toContain(vins[7]);
    expect(consoleErrors.filter((error) => !error.includes("422"))).toEqual([]);
  });
});
