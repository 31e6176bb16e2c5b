import { AxeBuilder } from "@axe-core/playwright";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** The tree row of the page titled `title`. */
const row = (page: Page, title: string) =>
  page.locator(".page-row").filter({ has: page.locator(".page-row__title", { hasText: new RegExp(`^${title}$`) }) });

test.describe("the page tree at /cms", () => {
  test.beforeEach(async ({ page }) => {
    // The session cookie the API sets belongs to the browser context, so the editor opens signed in.
    const login = await postSignIn(page.request, ADMIN);
    expect(login.ok()).toBe(true);
  });

  test("creates a folder, a page under it, renames the page and adds a redirect that the site serves", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto("/cms");
    await expect(page.getByRole("heading", { level: 1, name: "Pages" })).toBeVisible();
    await expect(row(page, "Static blocks")).toBeVisible();

    // A folder at the top level.
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByRole("menuitem", { name: "Folder" }).click();
    let dialog = page.getByRole("dialog", { name: "New folder" });
    await dialog.getByLabel("Title").fill("Summer range");
    await expect(dialog.getByLabel("Path")).toHaveValue("/summer-range");
    await dialog.getByRole("button", { name: "Create folder" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, "Summer range")).toContainText("Folder");

    // A page under it: the path is suggested from the folder's path and the title.
    await row(page, "Summer range").getByRole("button", { name: "Add a page under “Summer range”" }).click();
    dialog = page.getByRole("dialog", { name: "New page" });
    await expect(dialog.getByLabel("Parent")).toHaveValue(/.+/);
    await dialog.getByLabel("Title").fill("Estate offers");
    await expect(dialog.getByLabel("Path")).toHaveValue("/summer-range/estate-offers");
    await dialog.getByRole("button", { name: "Create page" }).click();
    await expect(dialog).toBeHidden();
    // A new page opens in the page editor, ready for its first block; the tree is one step back.
    await expect(page).toHaveURL(/\/cms\/pages\/[^/]+$/);
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/cms$/);
    const created = row(page, "Estate offers");
    await expect(created).toContainText("/summer-range/estate-offers");
    await expect(created).toContainText("Draft only");
    await expect(
      page.getByRole("list", { name: "Pages under “Summer range”" }).getByText("Estate offers"),
    ).toBeVisible();

    // Rename it; the write is based on the row's revision.
    await created.getByRole("button", { name: "Rename “Estate offers”" }).click();
    dialog = page.getByRole("dialog", { name: "Rename “Estate offers”" });
    await dialog.getByLabel("Title").fill("Estate deals");
    await dialog.getByRole("button", { name: "Use /summer-range/estate-deals" }).click();
    await expect(dialog.getByLabel("Path")).toHaveValue("/summer-range/estate-deals");
    const patch = page.waitForRequest(
      (request) => request.method() === "PATCH" && request.url().includes("/api/cms/pages/"),
    );
    await dialog.getByRole("button", { name: "Save" }).click();
    expect((await patch).headers()["if-match"]).toMatch(/^"\d+"$/);
    await expect(dialog).toBeHidden();
    await expect(row(page, "Estate deals")).toContainText("/summer-range/estate-deals");
    await expect(row(page, "Estate offers")).toHaveCount(0);

    // A redirect page to it, with a temporary code.
    await page.getByRole("button", { name: "New", exact: true }).click();
    await page.getByRole("menuitem", { name: "Redirect" }).click();
    dialog = page.getByRole("dialog", { name: "New redirect" });
    await dialog.getByLabel("Title").fill("Estate promo");
    await expect(dialog.getByLabel("Path")).toHaveValue("/estate-promo");
    await dialog.getByLabel("Redirect to").fill("/summer-range/estate-deals");
    await dialog.getByLabel("HTTP status code").selectOption("307");
    await dialog.getByRole("button", { name: "Create redirect" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, "Estate promo")).toContainText("Redirect");
    await expect(row(page, "Estate promo")).toContainText("/summer-range/estate-deals");

    // A visitor (no cookie) gets the redirect with its code and target.
    const anonymous = await playwrightRequest.newContext({ baseURL });
    try {
      const response = await anonymous.get("/estate-promo", { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers()["location"]).toBe("/summer-range/estate-deals");
    } finally {
      await anonymous.dispose();
    }
    expect(consoleErrors).toEqual([]);
  });

  test("explains a field error from the server next to the field", async ({ page }) => {
    await page.goto("/cms");
    await row(page, "Static blocks").getByRole("button", { name: "Rename “Static blocks”" }).click();
    const dialog = page.getByRole("dialog", { name: "Rename “Static blocks”" });
    await dialog.getByLabel("Path").fill("/islands");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByLabel("Path")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Path is already used by another page")).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, "Static blocks")).toContainText("/static");
  });

  test("has no detectable accessibility problems", async ({ page }) => {
    await page.goto("/cms");
    await expect(row(page, "Static blocks")).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
