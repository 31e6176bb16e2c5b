import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, postSignIn, scrollThrough, test, waitForIslands, uniqueStamp } from "./support.ts";

/**
 * The Finance page (issue 14) in its Irish version (tests/fixtures/markets/finance-ie.page.json, the demo
 * finance page before the demo became a UAE retailer, decision 128),
 * published here (the e2e server seeds the fixture pages), and each calculator driven to its result
 * with the keyboard alone, their error views, axe at phone and desktop widths, and no calculator code
 * on a page without calculators.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const PATH = `/finance-e2e-${uniqueStamp()}`;
const demo = JSON.parse(readFileSync("tests/fixtures/markets/finance-ie.page.json", "utf8")) as {
  title: string;
  document: unknown;
};

test.beforeAll(async ({ request }) => {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  const headers = { "x-csrf-token": csrfToken };
  const created = await request.post("/api/cms/pages", {
    data: { path: PATH, title: demo.title, draft: demo.document },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
});

async function open(page: Page): Promise<void> {
  await page.goto(PATH);
  await scrollThrough(page);
  await waitForIslands(page);
}

test("finance calculator: deposit and duration by keyboard to the monthly payment, a bad price explained", async ({
  page,
}) => {
  await open(page);
  const block = page.locator(".finance-calculator-block");
  await block.getByLabel("On-the-road price (EUR)").focus();
  await page.keyboard.press("Tab");
  await expect(block.getByRole("slider", { name: "Deposit" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowRight");
  // €65,000 at 30 % deposit, 5 years, 6.9 % APR, 30 % GMFV: credit 4,550,000c, balloon 1,950,000c,
  // r = 1.069^(1/12) - 1, PMT = (4,550,000 x 1.069^5 - 1,950,000) x r / (1.069^5 - 1) = 61,977.64c -> €619.78
  await expect(block.getByTestId("monthly-payment")).toHaveText("€619.78 / month");
  await expect(block.locator('[data-figure="cash_deposit"] dd')).toHaveText("€19,500.00");
  await expect(block.locator('[data-figure="monthly_payments"] dd')).toHaveText("60");
  await expect(block.getByText("Quote created")).toBeVisible();

  const price = block.getByLabel("On-the-road price (EUR)");
  await price.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("500");
  await expect(block.getByRole("alert")).toHaveText("Enter a price from €1,000.00 to €5,000,000.00.");
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(block.getByTestId("monthly-payment")).toHaveText("€619.78 / month");
});

test("calculator: choosing a model by keyboard quotes it at its own rate", async ({ page }) => {
  await open(page);
  const block = page.locator(".calculator-block");
  await expect(block.getByTestId("monthly-payment")).toContainText("/ month");
  await block.getByLabel("Model").focus();
  await page.keyboard.press("ArrowDown");
  // Discovery Sport €48,900 at 20 %, 4 years, 4.9 % APR, no balloon: credit 3,912,000c,
  // r = 1.049^(1/12) - 1, PMT = 3,912,000 x 1.049^4 x r / (1.049^4 - 1) = 89,724.73c -> €897.25
  await expect(block.getByTestId("monthly-payment")).toHaveText("€897.25 / month");
  await expect(block.locator(".calculator-block__free")).toHaveCount(0);
});

test("range calculator: wheels, temperature and climate by keyboard; the seed's text when data_url fails", async ({
  page,
}) => {
  await open(page);
  const block = page.locator(".range-calculator-block");
  // Starts at the middle temperature of the data (10 °C): 493 x 1 (19-inch) x 0.88 = 433.84 -> 434
  await expect(block.getByTestId("range-estimate")).toHaveText("434 km");
  await block.getByRole("radio", { name: "19-inch" }).focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Home");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  // 493 x 0.93 (21-inch) x 0.6 (-10 °C) x 0.82 (climate) = 225.58 -> 226
  await expect(block.getByTestId("range-estimate")).toHaveText("226 km");

  let failing = true;
  await page.route("**/public_api/finance/range-data", (route) => (failing ? route.abort() : route.continue()));
  await open(page);
  await expect(block.getByRole("alert")).toContainText("Something went wrong, please try again.");
  await expect(page.locator(".finance-calculator-block").getByTestId("monthly-payment")).toBeVisible();
  failing = false;
  await block.getByRole("button", { name: "Try again" }).focus();
  await page.keyboard.press("Enter");
  await expect(block.getByTestId("range-estimate")).toHaveText("434 km");
});

test("reverse calculator: filter the stock by monthly budget, reset, and the error views", async ({
  page,
  request,
}) => {
  await open(page);
  const block = page.locator(".reverse-calculator-block");
  const budget = block.getByLabel("Monthly budget", { exact: true });
  await budget.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("900");
  await page.keyboard.press("Enter");
  const expected = (await (await request.get("/public_api/listing/all/light?monthly_budget=900")).json()) as {
    meta: { total: number };
  };
  expect(expected.meta.total).toBeGreaterThan(0);
  await expect(block.getByTestId("budget-count")).toHaveText(
    `${expected.meta.total} vehicles fit a budget of 900 a month`,
  );
  await expect(block.locator(".reverse-calculator__item").first()).toBeVisible();

  await block.getByRole("button", { name: "Reset Filter" }).focus();
  await page.keyboard.press("Enter");
  await expect(block.getByTestId("budget-results")).toHaveText("");
  await expect(budget).toHaveValue("700");

  await budget.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("50");
  await page.keyboard.press("Enter");
  await expect(block.getByRole("alert")).toHaveText("Enter a monthly budget from 200 to 3,000.");

  await page.route("**/public_api/listing/all/light?**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("800");
  await page.keyboard.press("Enter");
  await expect(block.getByRole("alert")).toHaveText("Something went wrong, please refresh the page and try again.");
});

for (const width of [390, 1366]) {
  test(`axe finds no violations on the Finance page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      ),
    ).toEqual([]);
  });
}

test("a page without calculators loads no calculator code", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/islands");
  await scrollThrough(page);
  await waitForIslands(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => /calculator|finance/i.test(script))).toEqual([]);
  expect(await page.locator(".fin-calc").count()).toBe(0);

  const onFinance: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") onFinance.push(new URL(request.url()).pathname);
  });
  await open(page);
  expect(onFinance.filter((script) => /calculator/i.test(script)).length).toBeGreaterThan(0);
});
