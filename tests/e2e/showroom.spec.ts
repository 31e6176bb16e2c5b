import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectStyledLeadForm, storedLead } from "./lead-form-checks.ts";
import { expect, postSignIn, scrollThrough, test, uniqueStamp, waitForIslands } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

interface ListedVehicle {
  id: string;
  link: string;
  title: string;
  state: string;
  prices: { purchase: { hiddenFromVisitors: boolean } | null };
}

async function listed(request: APIRequestContext, query = ""): Promise<ListedVehicle[]> {
  const response = await request.get(`/public_api/listing/all${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ListedVehicle[] }).data;
}

/** The first listed vehicle's showroom page, as a visitor coming from the stock list would open it. */
async function openFirstVehicle(page: Page, request: APIRequestContext, query = ""): Promise<ListedVehicle> {
  const vehicles = await listed(request, query);
  const vehicle =
    vehicles.find((candidate) => candidate.prices.purchase && !candidate.prices.purchase.hiddenFromVisitors) ??
    vehicles[0]!;
  await page.goto(vehicle.link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(vehicle.title);
  return vehicle;
}

test.describe("the showroom vehicle page", () => {
  test("opens from the listing API's link with the vehicle's title, prices and no console errors", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const vehicle = await openFirstVehicle(page, request);
    expect(new URL(page.url()).pathname).toBe(vehicle.link);
    await expect(page.locator(".showroom-price__main")).toHaveText(/\d/);
    await scrollThrough(page);
    await waitForIslands(page);
    expect(consoleErrors).toEqual([]);
  });

  test("the gallery switches photos with the buttons, the thumbnails and the keyboard", async ({ page, request }) => {
    await openFirstVehicle(page, request);
    const gallery = page.locator('[data-island="shell:showroom-gallery"]');
    await expect(gallery).toHaveAttribute("data-hydrated", "true");
    const image = gallery.locator(".showroom-gallery__image");
    const counter = gallery.locator(".showroom-gallery__counter");
    const first = await image.getAttribute("src");
    await expect(counter).toContainText("1 / 4");

    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(counter).toContainText("2 / 4");
    await expect(image).not.toHaveAttribute("src", first!);
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    await gallery.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toContainText("1 / 4");
    await gallery.getByRole("button", { name: "Previous photo" }).click();
    await expect(counter).toContainText("4 / 4");

    await gallery.locator(".showroom-gallery__thumb").nth(2).click();
    await expect(counter).toContainText("3 / 4");
    await expect(gallery.locator(".showroom-gallery__thumb").nth(2)).toHaveAttribute("aria-current", "true");

    await gallery.locator(".showroom-gallery").focus();
    await page.keyboard.press("ArrowRight");
    await expect(counter).toContainText("4 / 4");
    await page.keyboard.press("Home");
    await expect(counter).toContainText("1 / 4");
    await expect(image).toHaveAttribute("src", first!);
  });

  test("the finance calculator updates the monthly payment when the deposit or the term changes", async ({
    page,
    request,
  }) => {
    await openFirstVehicle(page, request, "?filter[state_in]=new,used,approved");
    const calculator = page.locator('[data-island="shell:finance-calculator"]');
    await calculator.scrollIntoViewIfNeeded();
    await expect(calculator).toHaveAttribute("data-hydrated", "true");
    const monthly = calculator.getByTestId("monthly-payment");
    const amount = async () => Number((await monthly.textContent())!.replace(/[^\d]/g, ""));
    const atTwentyPercent = await amount();
    expect(atTwentyPercent).toBeGreaterThan(0);

    const deposit = calculator.getByLabel("Deposit");
    await expect(deposit).toHaveValue("20");
    await deposit.focus();
    await page.keyboard.press("ArrowRight");
    await expect(deposit).toHaveValue("25");
    await expect(calculator.locator(".finance-calculator__value")).toContainText("25%");
    await expect.poll(amount).toBeLessThan(atTwentyPercent);
    const atTwentyFive = await amount();
    await expect(calculator.locator(".finance-calculator__example")).toContainText("(25%)");

    await calculator.getByRole("radio", { name: "7 years" }).check();
    await expect.poll(amount).toBeLessThan(atTwentyFive);
    await expect(calculator.locator(".finance-calculator__example")).toContainText("84 monthly payments");
  });

  test("similar vehicles link to other vehicles' showroom pages", async ({ page, request }) => {
    const vehicle = await openFirstVehicle(page, request);
    const links = page.locator("#similar a.vehicle-card__link");
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
    for (const href of hrefs) {
      expect(href).toMatch(/^\/showroom\/[a-z0-9-]+-v\d{6}$/);
      expect(href).not.toBe(vehicle.link);
    }
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    await expect(page.locator("article.showroom")).not.toHaveAttribute("data-vehicle-id", vehicle.id);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("Enquire opens the vehicle enquiry form, and the lead names the vehicle and its retailer", async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    const vehicle = await openFirstVehicle(page, request);
    const retailer = (await page.locator("#retailer address").textContent()) ?? "";
    await scrollThrough(page);
    await waitForIslands(page);
    const email = `enquiry.${uniqueStamp()}@example.com`;
    await page.locator(".showroom__actions").getByRole("link", { name: "Enquire" }).click();
    const dialog = page.getByRole("dialog", { name: "Enquire" });
    await expect(dialog).toBeVisible();
    await expectStyledLeadForm(dialog);
    await dialog.getByLabel("Name").fill("Omar Khalil");
    await dialog.getByLabel("E-mail").fill(email);
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Send my enquiry" }).click();
    await expect(dialog.getByText("Thank you for your enquiry")).toBeVisible();
    expect(consoleErrors).toEqual([]);

    const admin = await browser.newContext();
    await postSignIn(admin.request, ADMIN);
    const lead = await storedLead(admin.request, "demo-vehicle-enquiry", email);
    expect(lead?.spam).toBe(false);
    expect(lead?.data).toMatchObject({ name: "Omar Khalil", vehicle_id: vehicle.id, vehicle: vehicle.title });
    expect(retailer).toContain(String(lead?.data.retailer));
    await admin.close();
  });

  test("a wrong slug redirects to the canonical page", async ({ page, request }) => {
    const [vehicle] = await listed(request);
    await page.goto(`/showroom/an-old-slug-${vehicle!.id}`);
    expect(new URL(page.url()).pathname).toBe(vehicle!.link);
  });

  for (const width of [1280, 390]) {
    test(`axe-core finds no serious or critical violations at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await openFirstVehicle(page, request);
      await scrollThrough(page);
      await waitForIslands(page);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === "serious" || violation.impact === "critical",
      );
      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});
