import type { Page } from "@playwright/test";
import { adminHeaders, axeViolations, openHydrated, publishDemoPage } from "./flow-pages.ts";
import { expectStyledLeadForm, storedLead } from "./lead-form-checks.ts";
import { expect, test, uniqueStamp } from "./support.ts";

/**
 * The "Rent a car" page in its Polish version (Warsaw and Kraków, in euros), published at a path of its own for this run.
 * Set by beforeAll, which runs again whenever a worker comes back to this file (fullyParallel): each run
 * publishes a page of its own, since the afterAll before it deleted the last one but its path stays taken.
 */
let PAGE = "";
let pageId = "";

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  PAGE = `/rent-a-car-${uniqueStamp()}`;
  const headers = await adminHeaders(request);
  pageId = await publishDemoPage(request, headers, "tests/fixtures/markets/rent-a-car-pl.page.json", PAGE);
  // Where the rental desk's inquiry e-mails go (the company names no address of its own).
  const saved = await request.post("/settings", {
    data: { key: "buy_online.inquiry_email", value: "rentals@example.com" },
    headers,
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
});

test.afterAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  await request.delete(`/api/cms/pages/${pageId}`, { headers });
});

/** Next month's first Monday, the Wednesday after it and the Sunday before that Monday (ISO days). */
function nextMonthDays(): { monday: string; wednesday: string; sunday: string } {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1, 12);
  const monday = new Date(first);
  while (monday.getDay() !== 1) monday.setDate(monday.getDate() + 1);
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  const wednesday = new Date(monday);
  wednesday.setDate(monday.getDate() + 2);
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 6);
  return { monday: iso(monday), wednesday: iso(wednesday), sunday: iso(sunday) };
}

const enUS = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

async function chooseLocationAndDates(page: Page) {
  const flow = page.locator(".rent-a-car");
  const days = nextMonthDays();
  await flow.getByLabel("Pick-up location").selectOption({ label: "Warsaw: Chopin Airport" });
  await flow.getByRole("button", { name: /next month/i }).click();
  await flow.locator(`[data-day="${days.monday}"] button`).click();
  await flow.locator(`[data-day="${days.wednesday}"] button`).click();
  await expect(flow.getByTestId("pick-up-date")).toHaveText(enUS(days.monday));
  await expect(flow.getByTestId("return-date")).toHaveText(enUS(days.wednesday));
  return days;
}

test("a visitor rents a car from location and dates to the thank-you, and a reload keeps the answers", async ({
  page,
  request,
}) => {
  await openHydrated(page, PAGE);
  const flow = page.locator(".rent-a-car");
  await expect(flow.getByText("Step 1 of 4")).toBeVisible();
  await expect(flow.getByRole("button", { name: "Next", exact: true })).toBeDisabled();
  const days = await chooseLocationAndDates(page);
  // Sundays are closed: the day cannot be chosen.
  await expect(flow.locator(`[data-day="${days.sunday}"] button`)).toBeDisabled();
  await flow.getByRole("button", { name: "Next", exact: true }).click();

  await expect(flow.getByText("Step 2 of 4")).toBeVisible();
  await flow.getByRole("radio", { name: /Defender 110/ }).check();

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(flow.getByText("Step 2 of 4")).toBeVisible();
  await expect(flow.getByRole("radio", { name: /Defender 110/ })).toBeChecked();
  // Keyboard alone: the focused radio's form is sent with Enter.
  await flow.getByRole("radio", { name: /Defender 110/ }).focus();
  await page.keyboard.press("Enter");

  await expect(flow.getByText("Step 3 of 4")).toBeVisible();
  await flow.getByLabel("Child seat: amount").fill("2");
  await flow.getByRole("radio", { name: "Add full insurance" }).check();
  await flow.getByRole("button", { name: "Next", exact: true }).click();

  await expect(flow.getByText("Step 4 of 4")).toBeVisible();
  // 2 days: 219.50 × 2 = 439.00; child seats 8 × 2 × 2 = 32.00; insurance 49.99 once.
  const summary = flow.locator(".rent-a-car__summary");
  await expect(summary).toContainText("Defender 110 from Chopin Airport, Warsaw");
  await expect(summary).toContainText(`${enUS(days.monday)} to ${enUS(days.wednesday)}: 2 days`);
  await expect(summary.locator(".rent-a-car__total")).toContainText("€520.99");
  const message = flow.getByLabel("Message");
  await expect(message).toHaveValue(/^Rental inquiry: Defender 110 from Chopin Airport/);

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(flow.getByText("Step 4 of 4")).toBeVisible();
  await expect(summary.locator(".rent-a-car__total")).toContainText("€520.99");

  // The contact step's form comes after the server render: the page loaded its stylesheet anyway.
  await expectStyledLeadForm(flow);
  const email = `ada.${Date.now()}@example.com`;
  await flow.getByLabel("Name").fill("Ada Renter");
  await flow.getByLabel("E-mail").fill(email);
  await flow.getByRole("checkbox").check();
  const inquiry = page.waitForResponse((response) => response.url().endsWith("/buy_online/orders/send_inquiry_email"));
  await flow.getByRole("button", { name: "Send" }).click();
  await expect(flow.getByRole("heading", { name: "Thank you for your inquiry" })).toBeVisible();
  // The rental desk is e-mailed the inquiry: queued with the visitor's answers and the rental chosen.
  const answered = await inquiry;
  expect(answered.status()).toBe(202);
  const sent = answered.request().postDataJSON() as {
    customer_data: Record<string, unknown>;
    vehicle_data: Record<string, unknown>;
  };
  expect(sent.customer_data).toMatchObject({ name: "Ada Renter", email });
  expect(sent.vehicle_data).toMatchObject({ vehicle: "Defender 110", total: "€520.99", days: "2" });
  await adminHeaders(request);
  const lead = await storedLead(request, "demo-contact", email);
  expect(lead?.spam).toBe(false);
  expect(lead?.data).toMatchObject({ name: "Ada Renter" });
  await flow.getByRole("button", { name: "Start again" }).click();
  await expect(flow.getByText("Step 1 of 4")).toBeVisible();
});

test("a failed inquiry shows the error view, and Try again returns to the contact step", async ({ page }) => {
  await page.route("**/forms/*/leads", (route) => route.fulfill({ status: 503, body: "{}" }));
  await openHydrated(page, PAGE);
  const flow = page.locator(".rent-a-car");
  await chooseLocationAndDates(page);
  await flow.getByRole("button", { name: "Next", exact: true }).click();
  await flow.getByRole("radio", { name: /Range Rover Velar/ }).check();
  await flow.getByRole("button", { name: "Next", exact: true }).click();
  await flow.getByRole("button", { name: "Next", exact: true }).click();
  await flow.getByLabel("Name").fill("Grace Renter");
  await flow.getByLabel("E-mail").fill("grace@example.com");
  await flow.getByRole("checkbox").check();
  await flow.getByRole("button", { name: "Send" }).click();
  await expect(flow.getByRole("heading", { name: "Oops! Something went wrong." })).toBeVisible();
  await expect(flow.getByText("Your inquiry has not been sent. Please try again.")).toBeVisible();
  await flow.getByRole("button", { name: "Try again" }).click();
  await expect(flow.getByText("Step 4 of 4")).toBeVisible();
});

test("an inquiry e-mail that fails shows the error view; Try again sends the e-mail alone, then thanks", async ({
  page,
  request,
}) => {
  let refusals = 0;
  await page.route("**/buy_online/orders/send_inquiry_email", async (route) => {
    if (refusals++ === 0) return route.fulfill({ status: 503, body: "{}" });
    return route.continue();
  });
  let leadPosts = 0;
  page.on("request", (sent) => {
    if (sent.method() === "POST" && /\/forms\/[^/]+\/leads$/.test(sent.url())) leadPosts += 1;
  });
  await openHydrated(page, PAGE);
  const flow = page.locator(".rent-a-car");
  await chooseLocationAndDates(page);
  await flow.getByRole("button", { name: "Next", exact: true }).click();
  await flow.getByRole("radio", { name: /Range Rover Velar/ }).check();
  await flow.getByRole("button", { name: "Next", exact: true }).click();
  await flow.getByRole("button", { name: "Next", exact: true }).click();
  const email = `hedy.${Date.now()}@example.com`;
  await flow.getByLabel("Name").fill("Hedy Renter");
  await flow.getByLabel("E-mail").fill(email);
  await flow.getByRole("checkbox").check();
  await flow.getByRole("button", { name: "Send" }).click();
  await expect(flow.getByRole("heading", { name: "Oops! Something went wrong." })).toBeVisible();
  await flow.getByRole("button", { name: "Try again" }).click();
  await expect(flow.getByRole("heading", { name: "Thank you for your inquiry" })).toBeVisible();
  expect(refusals).toBe(2);
  expect(leadPosts).toBe(1);
  await adminHeaders(request);
  expect((await storedLead(request, "demo-contact", email))?.data).toMatchObject({ name: "Hedy Renter" });
});

for (const width of [390, 1366]) {
  test(`the Rent a car page has no axe violations at ${width} px, on the dates and the contact step`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, PAGE);
    expect(await axeViolations(page)).toEqual([]);
    const flow = page.locator(".rent-a-car");
    await chooseLocationAndDates(page);
    await flow.getByRole("button", { name: "Next", exact: true }).click();
    await flow.getByRole("radio", { name: /Range Rover Velar/ }).check();
    await flow.getByRole("button", { name: "Next", exact: true }).click();
    await flow.getByRole("button", { name: "Next", exact: true }).click();
    await expect(flow.getByLabel("Name")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
