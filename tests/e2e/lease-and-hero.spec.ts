import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support.ts";

interface Price {
  value_raw: number;
  formatted: string;
  hiddenFromVisitors: boolean;
}
interface ListedVehicle {
  link: string;
  title: string;
  prices: { lease: Price | null };
}

async function listed(request: APIRequestContext): Promise<ListedVehicle[]> {
  const response = await request.get("/public_api/listing/all");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ListedVehicle[] }).data;
}

const leased = (vehicle: ListedVehicle) =>
  vehicle.prices.lease !== null && !vehicle.prices.lease.hiddenFromVisitors && vehicle.prices.lease.value_raw > 0;

test("the vehicle page's lease accordion opens on the lease price; a vehicle without one has none", async ({
  page,
  request,
  consoleErrors,
}) => {
  const vehicles = await listed(request);
  const withLease = vehicles.find(leased);
  const without = vehicles.find((vehicle) => !leased(vehicle));
  expect(withLease, "a demo vehicle with a lease price").toBeDefined();
  await page.goto(withLease!.link);
  const accordion = page.getByTestId("lease-accordion");
  await expect(accordion.getByText(withLease!.prices.lease!.formatted, { exact: true })).toBeHidden();
  await accordion.getByText("Lease", { exact: true }).click();
  await expect(accordion.getByText(withLease!.prices.lease!.formatted, { exact: true })).toBeVisible();
  await page.screenshot({ path: ".cache/screens/lease-accordion-1366.png" });
  if (without) {
    await page.goto(without.link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(without.title);
    await expect(page.getByTestId("lease-accordion")).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test("a hero image that fails to load is replaced by its 900x500 picture, with no script on the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The hero sizes fail (a media server that lost them); the 900x500 fallback still loads.
  await page.route(/\/media\/images\/[^/]+\/(1600x900|1024x576|640x360)\./, (route) => route.abort());
  const fallbackLoaded = page.waitForResponse((response) => /\/900x500\.jpg/.test(response.url()) && response.ok());
  await page.goto("/static");
  await fallbackLoaded;
  const hero = page.locator(".hero-title-banner__image");
  await expect(hero).toHaveJSProperty("complete", true);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
  const cover = await hero.evaluate((image) => {
    const after = getComputedStyle(image, "::after");
    const box = image.getBoundingClientRect();
    return { background: after.backgroundImage, content: after.content, width: box.width };
  });
  expect(cover.content).toBe('""');
  expect(cover.background).toMatch(/900x500\.jpg/);
  await expect(page.locator("script[src], script[type='module']")).toHaveCount(0);
  await page.screenshot({ path: ".cache/screens/hero-fallback-390.png" });
});
