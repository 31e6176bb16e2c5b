import type { APIRequestContext } from "@playwright/test";
import { adminHeaders, publishDemoPage } from "./flow-pages.ts";
import { expect, test, uniqueStamp, waitForIslands } from "./support.ts";

interface ListedVehicle {
  id: string;
  link: string;
  title: string;
  availability: string;
  specification: { vin: string };
}

/**
 * A stock vehicle that can be bought and that no other spec reserves: they take the oldest vehicles
 * (sort=createdAtAsc), this one takes from the newest.
 */
async function newestBuyableVehicle(request: APIRequestContext): Promise<ListedVehicle> {
  const response = await request.get("/public_api/listing/all?filter[status_in]=stock&items=12&sort=createdAtDesc");
  expect(response.ok()).toBe(true);
  const vehicle = ((await response.json()) as { data: ListedVehicle[] }).data.find(
    (candidate) => candidate.availability === "available",
  );
  expect(vehicle).toBeDefined();
  return vehicle!;
}

test.describe("a reserved vehicle", () => {
  test("stops selling itself: its page says Reserved without Reserve online, its card says Reserved and not In stock, the count drops, and a second visitor is told up front", async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The demo's stock page, whose results line is "{{count}} vehicles available".
    const stockPath = `/stock-available-${uniqueStamp()}`;
    await publishDemoPage(request, await adminHeaders(request), "stock.page.json", stockPath);
    const vehicle = await newestBuyableVehicle(request);
    // The stock page narrowed to this vehicle (its VIN): its card, and a count of one or none.
    const stockOfVehicle = `${stockPath}?q=${encodeURIComponent(vehicle.specification.vin)}`;
    const card = page.locator(".sl-card", { has: page.locator(`a[href="${vehicle.link}"]`) });
    const summary = page.locator(".sl-summary");

    await page.goto(stockOfVehicle);
    await expect(summary).toHaveText("1 vehicles available");
    await expect(card.locator(".sl-card__status")).toHaveText("In stock");
    await expect(card.locator(".sl-card__reserved")).toHaveCount(0);

    // The first buyer starts a reservation from the vehicle page: the lock is taken.
    await page.goto(vehicle.link);
    await page.getByRole("link", { name: "Reserve online" }).click();
    await expect(page.getByRole("dialog", { name: "This vehicle is held for you" })).toBeVisible();

    // The stock page (cached before the reservation) follows it: Reserved, never beside In stock; one fewer available.
    await page.goto(stockOfVehicle);
    await waitForIslands(page);
    await expect(summary).toHaveText("0 vehicles available");
    await expect(card.locator(".sl-card__reserved")).toHaveText("Reserved");
    await expect(card).not.toContainText("In stock");

    // A second visitor, in a browser of their own.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(vehicle.link);
      await expect(second.getByRole("heading", { level: 1 })).toHaveText(vehicle.title);
      await expect(second.getByRole("status").filter({ hasText: "This vehicle is reserved" })).toBeVisible();
      await expect(second.locator(".showroom__chips")).toContainText("Reserved");
      await expect(second.getByRole("link", { name: "Reserve online" })).toHaveCount(0);

      // Opening the order journey directly: told before anything starts, no lock asked for, no dialog after a click.
      let inits = 0;
      second.on("request", (sent) => {
        if (sent.url().includes("/buy_online/orders/init")) inits++;
      });
      await second.goto(`/showroom-order-online/vehicle/${vehicle.id}`);
      await expect(second.getByRole("heading", { name: "This vehicle is reserved" })).toBeVisible();
      await expect(second.getByRole("link", { name: "See the vehicles in stock" })).toHaveAttribute("href", "/stock");
      await expect(second.getByRole("dialog")).toHaveCount(0);
      await expect(second.getByRole("button", { name: "Continue" })).toHaveCount(0);
      expect(inits).toBe(0);
    } finally {
      await other.close();
    }
  });
});
