import { expect, test, uniqueStamp } from "./support.ts";
import { adminHeaders, axeViolations, openHydrated, publishDemoPage } from "./flow-pages.ts";

/**
 * Calculators and the finance options table inside an accordion's sections (they once drew an empty
 * panel): a section's calculator item, its finance options table and a Calculator block nested in a
 * section, each opened and used as a visitor would.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const PATH = `/accordion-finance-${uniqueStamp()}`;

test.beforeAll(async ({ request }) => {
  await publishDemoPage(
    request,
    await adminHeaders(request),
    "tests/fixtures/blocks/accordion-finance.page.json",
    PATH,
  );
});

test("a calculator inside an accordion shows its numbers and follows the visitor's price", async ({
  page,
  consoleErrors,
}) => {
  await openHydrated(page, PATH);
  const section = page.getByRole("button", { name: "What would I pay each month?" });
  await section.click();
  const calculator = page.getByTestId("accordion-calculator");
  await expect(calculator).toBeVisible();
  // AED 250,000, 20 % deposit, 4 years at the flat rate: AED 200,000 of credit.
  await expect(calculator.locator('[data-figure="total_amount_of_credit"] dd')).toHaveText("AED 200,000.00");
  await expect(calculator.locator('[data-figure="monthly_payment"] dd')).toHaveText(/^AED\s[\d,]+\.\d\d$/);
  await expect(calculator.locator('[data-figure="monthly_payments"] dd')).toHaveText("48");
  const before = await calculator.locator('[data-figure="monthly_payment"] dd').textContent();
  await calculator.getByLabel("Vehicle price (AED)").fill("100000");
  await expect(calculator.locator('[data-figure="total_amount_of_credit"] dd')).toHaveText("AED 80,000.00");
  await calculator.getByRole("radio", { name: "6 years" }).check();
  await expect(calculator.locator('[data-figure="monthly_payments"] dd')).toHaveText("72");
  await expect(calculator.locator('[data-figure="monthly_payment"] dd')).not.toHaveText(before ?? "");
  expect(consoleErrors).toEqual([]);
});

test("the finance options table lists the named options; a Calculator block nested in a section works", async ({
  page,
}) => {
  await openHydrated(page, PATH);
  await page.getByRole("button", { name: "Which finance can I choose?" }).click();
  const table = page.getByRole("table");
  await expect(table.getByRole("rowheader")).toHaveText([/^Flat-rate auto loan/, /^Islamic finance \(Murabaha\)/]);
  await expect(table.getByRole("row", { name: /Flat-rate auto loan/ })).toContainText("2.49 % flat");

  await page.getByRole("button", { name: "Can I compare models?" }).click();
  const nested = page.locator('[data-island="calculator"]');
  await expect(nested.getByTestId("monthly-payment")).toBeVisible();
  await expect(nested).toHaveAttribute("data-hydrated", "true");
  const first = await nested.getByTestId("monthly-payment").textContent();
  await nested.getByLabel("Model", { exact: true }).selectOption({ label: "Range Rover Sport" });
  await expect(nested.getByTestId("monthly-payment")).not.toHaveText(first ?? "");
  expect(await axeViolations(page)).toEqual([]);
});

for (const width of [390, 1366]) {
  test(`the opened sections at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, PATH);
    await page.getByRole("button", { name: "Open all" }).click();
    await expect(page.getByTestId("accordion-calculator")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `.cache/screens/accordion-finance-${width}.png`, fullPage: true });
  });
}
