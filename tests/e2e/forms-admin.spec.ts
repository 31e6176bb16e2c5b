import { AxeBuilder } from "@axe-core/playwright";
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { request as playwrightRequest } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

test.describe("the forms admin at /cms/forms", () => {
  test.beforeEach(async ({ page }) => {
    const login = await postSignIn(page.request, ADMIN);
    expect(login.ok()).toBe(true);
  });

  test("an admin builds and publishes a form, finds a posted lead, filters by date and exports it as CSV", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // A whole journey with two accessibility scans, on a machine shared with other builds.
    test.setTimeout(90_000);
    const name = `Test drive ${randomUUID().slice(0, 8)}`;
    await page.goto("/cms/forms");
    await page.getByRole("button", { name: "New form" }).click();
    const dialog = page.getByRole("dialog", { name: "New form" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Create form" }).click();
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(name) })).toBeVisible();
    const formId = new URL(page.url()).pathname.split("/").at(-1)!;

    // Two fields: a required name and an e-mail, the e-mail moved above the name.
    await page.getByLabel("New field").selectOption("string");
    await page.getByRole("button", { name: "Add field" }).click();
    let editor = page.getByRole("group", { name: /Short text field/ });
    await editor.getByRole("textbox", { name: /^Label/ }).fill("Your name");
    await editor.getByRole("textbox", { name: /^Name/ }).fill("full_name");
    await editor.getByLabel("Required", { exact: true }).check();
    await page.getByLabel("New field").selectOption("email");
    await page.getByRole("button", { name: "Add field" }).click();
    editor = page.getByRole("group", { name: /E-mail field/ });
    await editor.getByRole("textbox", { name: /^Label/ }).fill("Your e-mail");
    await page.getByRole("button", { name: "Move Your e-mail up" }).click();
    await expect(page.getByRole("list", { name: "Fields" }).getByRole("listitem").first()).toContainText("Your e-mail");
    await expect(page.getByRole("region", { name: "Preview" }).getByLabel(/Your name/)).toBeVisible();

    const builderAxe = await new AxeBuilder({ page }).analyze();
    expect(builderAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText(`Published ${name}: visitors can send it.`)).toBeVisible();

    // A visitor posts a lead from the site (no session; a browser sends the site's Origin).
    const visitor = await playwrightRequest.newContext({ baseURL });
    const posted = await visitor.post(`/forms/${formId}/leads`, {
      headers: { "idempotency-key": randomUUID(), origin: new URL(baseURL!).origin },
      data: { data: { full_name: "Grace Hopper", email: "grace@example.com" } },
    });
    expect(posted.status()).toBe(201);
    await visitor.dispose();

    await page.getByRole("link", { name: "Leads of this form" }).click();
    const leads = page.getByRole("table", { name: "Leads", exact: true });
    await expect(leads).toContainText("Grace Hopper");
    await expect(page.getByText(/Leads per day, .*: 1 in all/)).toBeVisible();

    // Filter by date: tomorrow has none, today has the lead.
    const today = utcDay(Date.now());
    await page.getByLabel("From (UTC day)").fill(utcDay(Date.now() + DAY_MS));
    await expect(page.getByText("No leads in this range.")).toBeVisible();
    await page.getByLabel("From (UTC day)").fill(today);
    await page.getByLabel("To (UTC day)").fill(today);
    await expect(page.getByText("1 lead in this range")).toBeVisible();
    await expect(leads).toContainText("grace@example.com");

    const leadsAxe = await new AxeBuilder({ page }).analyze();
    expect(leadsAxe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

    // Export as CSV: progress, then the file, UTF-8 with a BOM, holding the lead.
    await page.getByRole("button", { name: "Export leads" }).click();
    const download = page.getByRole("link", { name: "Download CSV" });
    await expect(download).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("progressbar")).toBeVisible();
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    expect(file.suggestedFilename()).toMatch(/-leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text).toContain("Grace Hopper");
    expect(text).toContain("grace@example.com");
    await page.getByRole("button", { name: /View the lead/ }).click();
    await expect(page.getByRole("dialog", { name: "Lead" })).toContainText("Grace Hopper");
    expect(consoleErrors).toEqual([]);
  });
});
