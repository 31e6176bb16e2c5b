import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForIslands } from "./support.ts";

/**
 * The "Find a retailer" page (issue 14): retailer cards sorted by distance from a postcode the visitor
 * types, the dealer locator's no-results text, and the map's stand-in (this project runs without the
 * maps.tiles setting, so maps are off: the address list with maps app links shows, no map code loads).
 * tests/e2e/retailers-consent.spec.ts covers the map itself.
 */
const PAGE = "/find-a-retailer";
const NO_RESULTS = "Sorry, there were no results for your search.";

/** Tabs from the top of the page to the element, as a keyboard user would. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await isTarget()) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("never reached by Tab");
}

async function searchPostcode(page: Page, postcode: string): Promise<void> {
  const input = page.getByLabel("Your postcode");
  await tabTo(page, () => input.evaluate((element) => element === document.activeElement));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(postcode);
  await page.keyboard.press("Enter");
}

const cardNames = (page: Page) => page.locator(".retailer-card__name").allTextContents();

async function openPage(page: Page, path = PAGE): Promise<void> {
  await page.goto(path);
  await scrollThrough(page);
  await waitForIslands(page);
}

test("a postcode sorts the retailers nearest first, with distances, and a reload keeps the search", async ({
  page,
  consoleErrors,
}) => {
  await openPage(page);
  // Served in the editor's order, without distances: nothing is assumed about the visitor.
  expect((await cardNames(page))[0]).toBe("Forecourt Cape Town");
  await expect(page.locator(".retailer-card__distance")).toHaveCount(0);

  await searchPostcode(page, "2196");
  await expect(page.getByRole("status")).toContainText("retailers nearest to 2196 first");
  await expect.poll(() => cardNames(page)).toEqual(["Forecourt Sandton", "Forecourt Pretoria East"]);
  const distances = await page.locator(".retailer-card__distance").allTextContents();
  expect(distances[0]).toMatch(/^\d+(\.\d)? km away$/);
  expect(Number.parseFloat(distances[0]!)).toBeLessThan(Number.parseFloat(distances[1]!));
  expect(page.url()).toContain("postcode=2196");

  await page.reload();
  await scrollThrough(page);
  await waitForIslands(page);
  await expect(page.getByLabel("Your postcode")).toHaveValue("2196");
  await expect.poll(() => cardNames(page)).toEqual(["Forecourt Sandton", "Forecourt Pretoria East"]);

  await searchPostcode(page, "8001");
  await expect.poll(() => cardNames(page)).toEqual(["Forecourt Cape Town", "Forecourt Stellenbosch"]);
  expect(consoleErrors).toEqual([]);
});

test("a postcode with no retailer within reach, or one the file does not know, shows the no-results text", async ({
  page,
}) => {
  await openPage(page);
  await searchPostcode(page, "9301");
  await expect(page.getByRole("status")).toHaveText(NO_RESULTS);
  await expect(page.locator(".retailer-card")).toHaveCount(0);

  await searchPostcode(page, "1234");
  await expect(page.getByRole("status")).toHaveText(NO_RESULTS);

  await searchPostcode(page, "abc");
  await expect(page.getByRole("status")).toHaveText("Enter a postcode of 4 digits, e.g. 2196.");
  await expect(page.getByLabel("Your postcode")).toHaveAttribute("aria-invalid", "true");
});

test("with maps off the map block shows the address with a maps app link, and no map code loads", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await openPage(page);
  const map = page.locator(".dual-frame-map");
  await expect(map.locator(".fc-map__address")).toContainText("1 Rivonia Road, Sandton");
  await expect(map.getByRole("link", { name: /^Open in maps\s*: Forecourt Sandton$/ })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\/search\?/,
  );
  await expect(map.locator(".leaflet-container")).toHaveCount(0);
  expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([]);
});

test("the page publishes the flagship retailer as AutoDealer structured data", async ({ page }) => {
  await page.goto(PAGE);
  const documents = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
    );
  const dealer = documents.find((document) => document["@type"] === "AutoDealer");
  expect(dealer).toMatchObject({ name: "Forecourt Sandton", address: { postalCode: "2196" } });
});

for (const width of [390, 1366]) {
  test(`axe finds no violations at ${width} px, searched or not`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await searchPostcode(page, "2196");
    await expect(page.locator(".retailer-card__distance").first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}

test.describe("the location button", () => {
  // Near Umhlanga Rocks, north of Durban: the nearest demo retailer is Forecourt Umhlanga.
  test.use({ geolocation: { latitude: -29.72, longitude: 31.08 } });

  test("asks the browser only when pressed, then sorts the retailers nearest to the visitor first", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await openPage(page);
    await expect(page.locator(".retailer-card__distance")).toHaveCount(0);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("status")).toContainText("nearest to your location first");
    expect((await cardNames(page))[0]).toBe("Forecourt Umhlanga");
    await expect(page.locator(".retailer-card__distance").first()).toHaveText(/^\d+(\.\d)? km away$/);
    expect(new URL(page.url()).searchParams.has("postcode")).toBe(false);
  });

  test("a refused location says so and offers the postcode instead", async ({ page, context }) => {
    await context.clearPermissions();
    await openPage(page);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByRole("status")).toHaveText("We could not get your location. Enter your postcode instead.");
    await expect(page.locator(".retailer-card__distance")).toHaveCount(0);
  });
});
