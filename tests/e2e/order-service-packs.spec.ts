import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { expect, postSignIn, test } from "./support.ts";
import { reachCheckout } from "./order-journey-support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/**
 * A stock vehicle no other order spec reserves: order-online and order-payments take the first four
 * of this list, order-journey-choices the fifth, the admin specs count from its end.
 */
async function ourVehicle(request: APIRequestContext): Promise<{ id: string; status: string }> {
  const response = await request.get("/public_api/listing/all?filter[status_in]=stock&items=12&sort=createdAtAsc");
  expect(response.ok()).toBe(true);
  const stock = ((await response.json()) as { data: { id: string; status: string }[] }).data.filter(
    (vehicle) => vehicle.status === "stock",
  );
  expect(stock.length).toBeGreaterThan(7);
  return stock[5]!;
}

test("a buyer adds a service pack at checkout; the confirmation and the admin's order show it with the total", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const vehicle = await ourVehicle(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await reachCheckout(page, vehicle.id);

  // Optional: nothing is chosen until the buyer picks a pack.
  const packs = page.getByRole("group", { name: "Service pack" });
  await expect(packs.getByRole("radio", { name: "No service pack" })).toBeChecked();
  const plan = packs.getByRole("radio", { name: /Service Plan 3/ });
  await expect(plan).toHaveAccessibleDescription(/3 years of scheduled servicing/);
  await plan.check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page }).include(".order-online__choices").analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  await packs.screenshot({ path: testInfo.outputPath("service-packs-390.png") });

  // The choice survives a reload (the journey's stored data), and the reservation goes through.
  await page.reload();
  await expect(packs.getByRole("radio", { name: /Service Plan 3/ })).toBeChecked();
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  const reserve = page.getByRole("button", { name: "Reserve now" });
  await reserve.scrollIntoViewIfNeeded();
  await reserve.click();
  await expect(page).toHaveURL(/\/showroom-order-online\/success$/);
  const number = (await page.locator(".order-online__order-number strong").textContent())!.trim();

  await page.getByRole("link", { name: "View your order confirmation" }).click();
  const confirmation = page.getByTestId("confirmation-service-pack");
  await expect(confirmation).toContainText("Service Plan 3, 2,900 €. Vehicle with the pack: ");
  const confirmed = (await confirmation.textContent())!;

  // The admin's order detail: the pack, its price and the total the server computed.
  expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/admin/orders/${encodeURIComponent(number)}`);
  const section = page.getByRole("region", { name: "Service pack" });
  await expect(section.getByTestId("order-service-pack-name")).toHaveText("Service Plan 3 (care-3), 3 years");
  await expect(section.getByTestId("order-service-pack-price")).toHaveText("2,900 €");
  const total = (await section.getByTestId("order-service-pack-total").textContent())!;
  expect(total).toMatch(/^[\d,]+ €$/);
  expect(confirmed).toBe(`Service Plan 3, 2,900 €. Vehicle with the pack: ${total}`);
  await page.screenshot({ path: testInfo.outputPath("admin-order-1366.png"), fullPage: true });
  expect(consoleErrors).toEqual([]);
});
