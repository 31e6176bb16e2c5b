import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Presses Tab until the focused element has this accessible text (at most `limit` presses). */
async function tabTo(page: Page, text: string, limit = 30): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (focused === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("the header menu", () => {
  test("is usable with the keyboard alone on a desktop: a submenu opens, its links are reached and followed", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/static");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main).toBeVisible();
    await expect(main.getByRole("link", { name: "Static" })).toHaveAttribute("aria-current", "page");
    const submenuLink = main.getByRole("link", { name: "Book a test drive" });
    await expect(submenuLink).toBeHidden();

    await tabTo(page, "Showroom");
    await page.keyboard.press("Enter");
    await expect(submenuLink).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    await expect(main.getByRole("link", { name: "Showroom" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(submenuLink).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/test-drive$/);

    // Breadcrumbs: Home, the menu entry above the page, the page itself.
    const trail = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(trail).toBeVisible();
    await expect(trail.getByRole("link")).toHaveText(["Home", "Showroom"]);
    await expect(trail.locator('[aria-current="page"]')).toBeVisible();
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { "@type": string })["@type"],
    );
    expect(types).toContain("BreadcrumbList");
    expect(consoleErrors).toEqual([]);
  });

  test("folds into a Menu disclosure at 390 px that the keyboard opens and whose links work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/static");
    await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
    // The folded header fits the phone: the page does not scroll sideways, not even by a pixel.
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    const mobile = page.getByRole("navigation", { name: "Main (mobile)" });
    await expect(mobile).toBeHidden();
    await tabTo(page, "Menu");
    await page.keyboard.press("Enter");
    await expect(mobile).toBeVisible();
    await expect(mobile.getByRole("link")).toHaveText(["Showroom", "Book a test drive", "Islands", "Static"]);
    expect(await seriousViolations(page)).toEqual([]);
    await mobile.getByRole("link", { name: "Islands" }).click();
    await expect(page).toHaveURL(/\/islands$/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the submenu and the mobile menu still open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/static");
    const main = page.getByRole("navigation", { name: "Main" });
    await main.getByText("Showroom", { exact: true }).first().click();
    await expect(main.getByRole("link", { name: "Book a test drive" })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByText("Menu", { exact: true }).click();
    await expect(
      page.getByRole("navigation", { name: "Main (mobile)" }).getByRole("link", { name: "Static" }),
    ).toBeVisible();
  });
});

test.describe("the navigation admin", () => {
  test.beforeEach(async ({ page }) => {
    const login = await postSignIn(page.request, ADMIN);
    expect(login.ok()).toBe(true);
  });

  test("an admin builds a menu, sees a refused URL marked on its field, saves, and finds the menu on the site", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // Its own page set (the /no-access page's), so the other tests keep the default menu.
    await page.goto("/admin/navigation");
    await page.getByLabel("Page set").fill("no-access");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByText("No menu for this page set yet")).toBeVisible();

    await page.getByRole("button", { name: "Add entry" }).click();
    const first = page.getByRole("group", { name: "Entry 1" });
    await first.getByLabel("Label").fill("Admin pick");
    await first.getByLabel("Page", { exact: true }).selectOption({ label: "Static blocks (/static)" });
    await page.getByRole("button", { name: "Add entry" }).click();
    const second = page.getByRole("group", { name: "Entry 2" });
    await second.getByLabel("Label").fill("Bad link");
    await second.getByLabel("Links to").selectOption("url");
    await second.getByLabel("URL").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save menu" }).click();
    await expect(page.getByRole("alert")).toContainText("not saved");
    await expect(second.getByLabel("URL")).toHaveAttribute("aria-invalid", "true");

    await second.getByLabel("URL").fill("/islands");
    await page.getByRole("button", { name: "Move Bad link up" }).click();
    await page.getByRole("button", { name: "Save menu" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved the no-access menu" })).toBeVisible();

    await page.goto("/no-access");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText([
      "Bad link",
      "Admin pick",
    ]);

    // Leave no menu behind.
    await page.goto("/admin/navigation");
    await page.getByLabel("Page set").fill("no-access");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Remove Bad link" }).click();
    await page.getByRole("button", { name: "Remove Admin pick" }).click();
    await page.getByRole("button", { name: "Save menu" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  });
});

test.describe("the footer admin", () => {
  test.beforeEach(async ({ page }) => {
    const login = await postSignIn(page.request, ADMIN);
    expect(login.ok()).toBe(true);
  });

  test("an admin edits a footer in a form from its schema, sees it in the live preview and on the site", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/admin/footer");
    // The L460 footer (pages under /l460), so the other tests keep the built-in footer links.
    await page.getByLabel("Which footer").selectOption("footer.l460_config");
    await page.getByRole("button", { name: "+ Add" }).nth(1).click();
    await page.getByLabel("Label", { exact: true }).fill("E2E footer link");
    await page.getByLabel("URL", { exact: true }).fill("javascript:alert(1)");
    const preview = page.frameLocator('iframe[title="Footer preview"]');
    await expect(preview.getByRole("link", { name: "E2E footer link" })).toBeVisible();

    await page.getByRole("button", { name: "Save footer" }).click();
    await expect(page.getByText(/^The footer was not saved/)).toBeVisible();
    // The server's pointer puts its message beside the field.
    await expect(page.locator("#root_medium_links_0_url__error")).toBeVisible();

    await page.getByLabel("URL", { exact: true }).fill("/static");
    await page.getByRole("button", { name: "Save footer" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved footer.l460_config" })).toBeVisible();

    await page.goto("/l460");
    await expect(page.locator("footer").getByRole("link", { name: "E2E footer link" })).toHaveAttribute(
      "href",
      "/static",
    );
    await page.goto("/static");
    await expect(page.locator("footer").getByRole("link", { name: "E2E footer link" })).toHaveCount(0);
  });
});

test.describe("search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/search finds a page by its text and says the seed's words when nothing matches", async ({ page }) => {
    await page.goto("/search");
    await page.getByLabel("Search the site").fill("inspected");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=inspected$/);
    await expect(page.getByRole("status")).toHaveText("1 result for “inspected”");
    await page.getByRole("link", { name: "Static blocks" }).click();
    await expect(page).toHaveURL(/\/static$/);

    await page.goto("/search?q=zeppelin");
    await expect(
      page.getByText("Sorry there were no results for your search. Please try again with another term or phrase."),
    ).toBeVisible();
  });
});

test("axe-core finds no serious or critical violations on /search, with and without results", async ({ page }) => {
  for (const query of ["inspected", "zeppelin"]) {
    await page.goto(`/search?q=${query}`);
    expect(await seriousViolations(page)).toEqual([]);
  }
});
