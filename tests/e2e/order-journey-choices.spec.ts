import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, test } from "./support.ts";
import { reachCheckout } from "./order-journey-support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

interface ListedVehicle {
  id: string;
  status: string;
  title: string;
}

/**
 * A stock vehicle no other order spec reserves: order-online and order-payments take the first four
 * of this list, the admin specs count from its end.
 */
async function ourVehicle(request: APIRequestContext): Promise<ListedVehicle> {
  const response = await request.get("/public_api/listing/all?filter[status_in]=stock&items=12&sort=createdAtAsc");
  expect(response.ok()).toBe(true);
  const stock = ((await response.json()) as { data: ListedVehicle[] }).data.filter(
    (vehicle) => vehicle.status === "stock",
  );
  expect(stock.length).toBeGreaterThan(6);
  return stock[4]!;
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${what}: ${violation.id}: ${violation.nodes.map((n) => n.target).join(", ")}`,
    ),
  ).toEqual([]);
}

test("a buyer reserves a car with finance and a part exchange and books a handover; the confirmation and the admin show all three", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(150_000);
  const vehicle = await ourVehicle(request);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The steps before the checkout: the vehicle held, the buyer's details sent.
  await reachCheckout(page, vehicle.id);

  // Finance: the calculators' quote for this car, changing with the deposit and the term.
  const finance = page.getByRole("group", { name: "How would you like to pay?" });
  await expect(finance.getByRole("radio", { name: "Pay in full" })).toBeChecked();
  await finance.getByRole("radio", { name: "Finance" }).check();
  const quote = page.getByTestId("finance-quote");
  await expect(quote).toContainText("Monthly payment");
  const monthlyAt20 = await quote.locator(".order-online__quote-main dd").textContent();
  await finance.getByLabel("Deposit").selectOption("30");
  await finance.getByLabel("Term").selectOption("5");
  await expect(quote).toContainText("60");
  await expect(quote.locator(".order-online__quote-main dd")).not.toHaveText(monthlyAt20!);
  const monthly = (await quote.locator(".order-online__quote-main dd").textContent())!.trim();

  // Part exchange: a wrong year is pointed out at its field, before anything is sent.
  const tradeIn = page.getByRole("group", { name: "Part exchange" });
  await tradeIn.getByRole("checkbox", { name: /part-exchange/ }).check();
  await tradeIn.getByLabel("Registration number").fill("dxb 12345");
  await tradeIn.getByLabel("Make").fill("Land Rover");
  await tradeIn.getByLabel("Model").fill("Discovery Sport");
  await tradeIn.getByLabel("Year").fill("1800");
  await tradeIn.getByLabel("Mileage").fill("61,000");

  // Handover: a date from the offered window, then one of that day's slots.
  const handover = page.getByRole("group", { name: "Handover" });
  const date = handover.getByLabel("Date");
  const earliest = (await date.getAttribute("min"))!;
  expect(earliest > new Date().toISOString().slice(0, 10)).toBe(true);
  const day = new Date(`${earliest}T12:00:00Z`);
  // Two days on, skipping Sunday, when some of the demo's retailers are closed.
  day.setUTCDate(day.getUTCDate() + (day.getUTCDay() === 5 ? 3 : 2));
  const chosenDate = day.toISOString().slice(0, 10);
  await date.fill(chosenDate);
  const slots = handover.getByRole("radio");
  await expect(slots.first()).toBeVisible();
  const slot = (await slots.nth(1).getAttribute("value"))!;
  await slots.nth(1).check();

  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Reserve now" }).click();
  await expect(tradeIn.getByText(/The year must be between 1950 and \d{4}\./)).toBeVisible();
  await expect(tradeIn.getByLabel("Year")).toBeFocused();
  await expect(page).toHaveURL(/\/showroom-order-online\/checkout$/);
  await tradeIn.getByLabel("Year").fill("2019");

  // What the buyer chose survives a reload (a lost connection, a closed tab).
  await page.reload();
  await expect(finance.getByRole("radio", { name: "Finance" })).toBeChecked();
  await expect(quote.locator(".order-online__quote-main dd")).toHaveText(monthly);
  await expect(tradeIn.getByLabel("Year")).toHaveValue("2019");
  await expect(handover.getByRole("radio", { name: slot })).toBeChecked();

  // A lost connection is said, Reserve waits for it, and the journey carries on when it is back.
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.context().setOffline(true);
  await expect(page.getByText("You are offline.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Reserve now" })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByText("You are offline.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Reserve now" })).toBeEnabled();

  // Finished at both widths, and accessible.
  await expectNoAxeViolations(page, "checkout at 1366 px");
  await page.screenshot({ path: testInfo.outputPath("checkout-1366.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, "checkout at 390 px");
  await page.screenshot({ path: testInfo.outputPath("checkout-390.png"), fullPage: true });

  await page.getByRole("button", { name: "Reserve now" }).click();
  await expect(page).toHaveURL(/\/showroom-order-online\/success$/);
  const number = (await page.locator(".order-online__order-number strong").textContent())!.trim();

  // The confirmation reads the order back from the server.
  await page.getByRole("link", { name: "View your order confirmation" }).click();
  await expect(page.getByTestId("confirmation-finance")).toContainText(`${monthly} a month for 60 months`);
  await expect(page.getByTestId("confirmation-trade-in")).toHaveText(
    "2019 Land Rover Discovery Sport: valuation requested",
  );
  await expect(page.getByTestId("confirmation-handover")).toContainText(`at ${slot}`);
  await expectNoAxeViolations(page, "confirmation at 390 px");

  // The admin's order detail shows all three.
  expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/orders/${encodeURIComponent(number)}`);
    const section = page.getByRole("region", { name: "Finance, part exchange and handover" });
    await expect(section.getByTestId("order-finance")).toContainText("30% deposit");
    await expect(section.getByTestId("order-finance")).toContainText("for 60 months");
    await expect(section.getByTestId("order-trade-in")).toContainText("2019 Land Rover Discovery Sport");
    await expect(section.getByTestId("order-trade-in")).toContainText("registration DXB 12345");
    await expect(section.getByTestId("order-trade-in")).toContainText("mileage 61,000");
    await expect(section.getByTestId("order-handover")).toContainText(`at ${slot}`);
    await expectNoAxeViolations(page, `admin order at ${width} px`);
    await page.screenshot({ path: testInfo.outputPath(`admin-order-${width}.png`), fullPage: true });
  }
  expect(consoleErrors).toEqual([]);
});
