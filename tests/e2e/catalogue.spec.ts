import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForIslands } from "./support.ts";

const NO_RESULTS = "Sorry there were no results for your search. Please try again with another term or phrase.";
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

test.describe("site search over pages and vehicles, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("finds a page and a vehicle, opens the vehicle's showroom page, and says the seed's text for nothing", async ({
    page,
  }) => {
    await page.goto("/search");
    await page.getByLabel("Search the site").fill("static");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("link", { name: "Static blocks" })).toBeVisible();

    await page.goto("/search?q=f-pace");
    const vehicle = page.locator(".site-search__result--vehicle").first();
    await expect(vehicle.getByText("Vehicle in stock")).toBeVisible();
    await expect(vehicle.locator("img")).toHaveAttribute("src", /^\/media\//);
    const link = vehicle.getByRole("link");
    await expect(link).toContainText("F-PACE");
    await expect(page.getByRole("link", { name: /^See all [\d,]+ matching vehicles in stock$/ })).toHaveAttribute(
      "href",
      "/stock?q=f-pace",
    );
    await link.click();
    await expect(page).toHaveURL(/\/showroom\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("F-PACE");

    await page.goto("/search?q=zeppelin+f-pace");
    await expect(page.getByText(NO_RESULTS)).toBeVisible();
  });
});

for (const viewport of VIEWPORTS) {
  test(`axe-core finds no serious or critical violations on /search with vehicles, and with none, at ${viewport.width} px`, async ({
    page,
  }) => {
    // Two full axe runs on a loaded two-core machine.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    for (const query of ["f-pace", "zeppelin"]) {
      await page.goto(`/search?q=${query}`);
      expect(await seriousViolations(page), query).toEqual([]);
    }
  });
}

test.describe("the Derivatives and Infotainment system blocks", () => {
  test("list a model's derivatives from the stock, with links to them in the stock locator", async ({ page }) => {
    await page.goto("/catalogue");
    const derivatives = page.locator("#range-rover-sport");
    await expect(derivatives.getByRole("heading", { name: "Range Rover Sport derivatives" })).toBeVisible();
    const cards = derivatives.locator(".derivatives__item");
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().locator("dt")).toHaveText(["Power", "Engine", "Battery"]);
    await expect(cards.first().getByText(/^From /)).toBeVisible();
    await cards
      .first()
      .getByRole("link", { name: /^See \d+ vehicles? in stock/ })
      .click();
    await expect(page).toHaveURL(/\/stock\?nameplate_name=Range\+Rover\+Sport&power\.from=\d+&power\.to=\d+$/);
    // Only plug-in hybrids in the F-PACE block.
    await page.goto("/catalogue");
    await expect(page.locator("#f-pace-phev .derivatives__name").first()).toContainText("Plug-in hybrid");
  });

  test("the visitor chooses a vehicle and sees its system; the choice survives a reload", async ({ page }) => {
    await page.goto("/catalogue");
    await scrollThrough(page);
    await waitForIslands(page);
    const block = page.locator(".infotainment-system");
    await expect(block.getByRole("heading", { name: "Infotainment in your Range Rover" })).toBeVisible();
    await expect(block.getByRole("button", { name: "Show" })).toHaveCount(0);
    await block.getByLabel("Choose your vehicle").selectOption({ label: "F-PACE" });
    await expect(block.getByRole("heading", { name: "Infotainment in your F-PACE" })).toBeVisible();
    await expect(block.getByRole("heading", { name: "Pivi Pro with Amazon Alexa" })).toBeVisible();
    await expect(block.getByRole("heading", { name: "Touch Pro" })).toBeHidden();
    await expect(block.getByRole("link", { name: /^See \d+ F-PACE (vehicles )?in stock$/ })).toBeVisible();
    await expect(page).toHaveURL(/[?&]infotainment=f-pace$/);
    await page.reload();
    await expect(block.getByRole("heading", { name: "Infotainment in your F-PACE" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the vehicle choice is a form the server answers", async ({ page }) => {
      await page.goto("/catalogue");
      const block = page.locator(".infotainment-system");
      await block.getByLabel("Choose your vehicle").selectOption({ label: "XE" });
      await block.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/\/catalogue\?infotainment=xe$/);
      await expect(block.getByRole("heading", { name: "Infotainment in your XE" })).toBeVisible();
      await expect(block.getByRole("heading", { name: "Touch Pro" })).toBeVisible();
    });
  });

  test("axe-core finds no serious or critical violations on the page at 390 and 1366 px", async ({ page }) => {
    test.setTimeout(90_000);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto("/catalogue");
      expect(await seriousViolations(page), `at ${viewport.width}px`).toEqual([]);
    }
  });
});
