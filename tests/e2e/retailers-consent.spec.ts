import type { APIRequestContext, Page } from "@playwright/test";
import { adminHeaders, openHydrated, publishDemoPage } from "./flow-pages.ts";
import { expect, postSignIn, test, uniqueStamp } from "./support.ts";

/**
 * The map of the "Find a retailer" page once map tiles are configured (issue 14): it loads only when
 * scrolled near, and, with cookie consent configured, only after the visitor allowed marketing
 * cookies; until then the address list stands in. maps.tiles and consent.banner are site-wide
 * settings, so this spec runs in the site-wide-settings project (its name ends in consent.spec.ts)
 * and removes what it added.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const PAGE = "/find-a-retailer";
const TILES = { url: "/map-tiles/{z}/{x}/{y}.svg", attribution: "Demo map tiles", max_zoom: 16 };
const BANNER = { title: "We use cookies", accept_label: "Accept all", reject_label: "Reject all" };

let headers: Record<string, string> = {};
const settingIds: string[] = [];

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  headers = { "x-csrf-token": csrfToken };
}

async function setSetting(request: APIRequestContext, key: string, value: unknown): Promise<void> {
  const response = await request.post("/settings", { data: { key, value: JSON.stringify(value) }, headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  settingIds.push(((await response.json()) as { id: string }).id);
}

/** Records requests for Leaflet's chunk and for map tiles. */
function mapRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/leaflet/i.test(url) || url.includes("/map-tiles/")) urls.push(url);
  });
  return urls;
}

const mapBlock = (page: Page) => page.locator(".dual-frame-map");

test.beforeAll(async ({ request }) => {
  await signIn(request);
  const bad = await request.post("/settings", {
    data: { key: "maps.tiles", value: JSON.stringify({ url: "//tiles.example/{z}/{x}/{y}.png", attribution: "x" }) },
    headers,
  });
  expect(bad.status()).toBe(422);
  expect(await bad.text()).toContain("/url");
  await setSetting(request, "maps.tiles", TILES);
});

test.afterAll(async ({ request }) => {
  await signIn(request);
  for (const id of settingIds) expect((await request.delete(`/settings/${id}`, { headers })).status()).toBe(204);
});

test("with tiles configured and no consent asked, the map loads only once scrolled near", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  const requested = mapRequests(page);
  await page.goto(PAGE);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  await expect(mapBlock(page).locator(".fc-map__address")).toBeVisible();

  await mapBlock(page).scrollIntoViewIfNeeded();
  await expect(mapBlock(page).locator(".leaflet-container")).toBeVisible();
  await expect(mapBlock(page).locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(mapBlock(page).getByRole("region", { name: "Map of Forecourt Sandton" })).toBeVisible();
  await expect(mapBlock(page).locator(".fc-map__addresses")).toHaveCount(0);
  await expect(mapBlock(page).locator(".leaflet-control-attribution")).toContainText("Demo map tiles");
  expect(consoleErrors).toEqual([]);
});

test("Rent a Car shows its pick-up points on the map, each named, with the address list gone", async ({
  page,
  request,
  consoleErrors,
}) => {
  const path = `/rent-a-car-map-${uniqueStamp()}`;
  await publishDemoPage(request, await adminHeaders(request), "tests/fixtures/markets/rent-a-car-pl.page.json", path);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, path);
    const flow = page.locator(".rent-a-car");
    const map = flow.getByRole("region", { name: "Pick-up points on the map" });
    await map.scrollIntoViewIfNeeded();
    // Leaflet draws into the labelled frame itself.
    await expect(map).toHaveClass(/leaflet-container/);
    await expect(map.locator("img.leaflet-tile-loaded").first()).toBeVisible();
    // One marker per pick-up point: Warsaw's airport and Kraków's centre.
    await expect(map.locator("path.leaflet-interactive")).toHaveCount(2);
    await expect(flow.locator(".fc-map__addresses")).toHaveCount(0);
    await page.screenshot({ path: `.cache/screens/rent-a-car-map-${width}.png`, fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});

test("with consent configured the map waits for marketing cookies; the address list stands in until then", async ({
  page,
  request,
}) => {
  await signIn(request);
  await setSetting(request, "consent.banner", BANNER);
  const requested = mapRequests(page);
  // The island hydrates the server's HTML as it is: not thrown away and drawn again on the client.
  const redrawn: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("re-rendered on the client")) redrawn.push(message.text());
  });
  await page.goto(PAGE);
  await mapBlock(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await expect(mapBlock(page).locator(".fc-map__address")).toContainText("1 Rivonia Road");
  await expect(mapBlock(page).getByRole("link", { name: /^Open in maps\s*: Forecourt Sandton$/ })).toBeVisible();
  await expect(mapBlock(page).locator(".leaflet-container")).toHaveCount(0);
  expect(requested).toEqual([]);

  // Keyboard only: focus the placeholder's button and press Enter.
  const allow = mapBlock(page).getByRole("button", { name: "Allow marketing cookies" });
  await allow.focus();
  await page.keyboard.press("Enter");
  await expect(mapBlock(page).locator(".leaflet-container")).toBeVisible();
  await expect(mapBlock(page).locator("img.leaflet-tile-loaded").first()).toBeVisible();
  expect(requested.some((url) => url.includes("/map-tiles/"))).toBe(true);
  await expect(mapBlock(page).locator(".fc-map__addresses")).toHaveCount(0);

  // The choice is kept: on the next visit the map loads without asking again.
  await page.reload();
  await mapBlock(page).scrollIntoViewIfNeeded();
  await expect(mapBlock(page).locator(".leaflet-container")).toBeVisible();
  expect(redrawn).toEqual([]);
});
