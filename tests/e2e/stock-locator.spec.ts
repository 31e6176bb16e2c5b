import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForIslands } from "./support.ts";

/** The count shown beside a filter checkbox, as a number. */
async function countOf(page: Page, checkbox: Locator): Promise<number> {
  const text = await page.locator(".sl-check", { has: checkbox }).locator(":scope > small").textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

function vehicles(count: number): string {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? "vehicle" : "vehicles"}`;
}

test.describe("the stock page (/stock)", () => {
  test("arrives with vehicles in the HTML and hydrates without errors", async ({ page, consoleErrors }) => {
    const response = await page.goto("/stock");
    const html = (await response?.text()) ?? "";
    expect(html).toContain('class="sl-card__link"');
    await waitForIslands(page);
    await expect(page.locator(".sl-grid .sl-card")).toHaveCount(12);
    await expect(page.locator(".sl-summary")).toHaveText("2,000 vehicles");
    expect(consoleErrors).toEqual([]);
  });

  test("filter -> counts update -> open a vehicle -> Back restores the filters -> save a vehicle -> still saved after reload", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/stock");
    await waitForIslands(page);
    const summary = page.locator(".sl-summary");
    const newBox = page.getByRole("checkbox", { name: /^New \(/ });
    const jaguar = page.getByRole("checkbox", { name: /^Jaguar \(/ });
    const newCount = await countOf(page, newBox);
    const jaguarBefore = await countOf(page, jaguar);

    // Filter: the URL says so (replaced, not pushed), the list and the other filters' counts follow.
    const historyLength = await page.evaluate(() => history.length);
    await newBox.check();
    await expect(page).toHaveURL(/\/stock\?state=new$/);
    await expect(summary).toHaveText(vehicles(newCount));
    await expect.poll(() => countOf(page, jaguar)).toBeLessThan(jaguarBefore);
    await expect(page.locator(".sl-grid[aria-busy='false'] .sl-card__condition")).toHaveText(Array(12).fill("New"));
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(consoleErrors).toEqual([]);

    // Open a vehicle: its showroom page.
    const link = page.locator("a.sl-card__link").first();
    const href = (await link.getAttribute("href"))!;
    const id = href.slice(href.lastIndexOf("-") + 1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/showroom/[a-z0-9-]+-${id}$`));

    // Back: the filtered list, its URL and the checked box.
    await page.goBack();
    await expect(page).toHaveURL(/\/stock\?state=new$/);
    await waitForIslands(page);
    await expect(page.getByRole("checkbox", { name: /^New \(/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /^Used \(/ })).not.toBeChecked();
    await expect(summary).toHaveText(vehicles(newCount));
    await expect(page.locator("a.sl-card__link").first()).toHaveAttribute("href", href);

    // Save that vehicle; it is still saved after a reload, and listed in the saved view.
    const heart = page.locator(".sl-card", { has: page.locator(`a[href="${href}"]`) }).locator("button.sl-card__save");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await waitForIslands(page);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("checkbox", { name: /^New \(/ })).toBeChecked();
    await page.getByRole("button", { name: /^Saved/ }).click();
    await expect(page.getByRole("heading", { name: "Saved vehicles" })).toBeVisible();
    await expect(page.locator("a.sl-card__link")).toHaveAttribute("href", href);
    await expect(page).toHaveURL(/saved=1/);
  });

  test("a range slider moves by keyboard and narrows the list", async ({ page }) => {
    await page.goto("/stock");
    await waitForIslands(page);
    const summary = page.locator(".sl-summary");
    const before = await summary.textContent();
    // Sections past the first four start closed.
    await page.locator("summary", { hasText: "Mileage" }).click();
    const maximum = page.getByRole("slider", { name: "Maximum mileage" });
    await maximum.focus();
    for (let step = 0; step < 10; step++) await maximum.press("ArrowLeft");
    await expect(page).toHaveURL(/mileage\.to=\d+/);
    await expect(summary).not.toHaveText(before ?? "");
    await expect(page.getByRole("button", { name: /^Remove filter Mileage:/ })).toBeVisible();
  });

  test("a postcode search that finds no retailer opens a modal that Escape does not close", async ({ page }) => {
    await page.goto("/stock");
    await waitForIslands(page);
    await page.getByRole("textbox", { name: "Postcode" }).fill("9999");
    await page.getByRole("textbox", { name: "Suburb" }).fill("Nowhere");
    await page.getByRole("form", { name: "Find vehicles near you" }).getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "No retailers found" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: "Postcode" }).fill("2017");
    await dialog.getByRole("textbox", { name: "Suburb" }).fill("Waterloo");
    await dialog.getByRole("button", { name: "Search" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/_postcode=2017&_locality=Waterloo/);
  });

  for (const width of [1280, 390]) {
    test(`has no serious or critical axe violations at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/stock?state=new");
      await waitForIslands(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});
