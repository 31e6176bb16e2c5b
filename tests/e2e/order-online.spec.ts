import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForIslands } from "./support.ts";

interface ListedVehicle {
  id: string;
  link: string;
  title: string;
  status: string;
}

const STEPS_KEY = "sl_order_online_steps";

/** Stock vehicles a visitor may reserve; each test takes its own, so tests in parallel never meet. */
async function stockVehicles(request: APIRequestContext): Promise<ListedVehicle[]> {
  const response = await request.get("/public_api/listing/all?filter[status_in]=stock&items=12&sort=createdAtAsc");
  expect(response.ok()).toBe(true);
  const vehicles = ((await response.json()) as { data: ListedVehicle[] }).data.filter(
    (vehicle) => vehicle.status === "stock",
  );
  expect(vehicles.length).toBeGreaterThan(3);
  return vehicles;
}

function stepTab(page: Page, label: string) {
  return page.getByRole("navigation", { name: "Order steps" }).getByRole("button", { name: label });
}

/** The step the journey shows as current. */
async function expectActiveStep(page: Page, label: string) {
  await expect(page.getByRole("navigation", { name: "Order steps" }).locator("[aria-current=step]")).toContainText(
    label,
  );
  await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
}

async function storedSteps(page: Page): Promise<{ active: number; enabled: number[] } | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { active: number; enabled: number[] });
  }, STEPS_KEY);
}

test.describe("order online", () => {
  test("reserves a stock vehicle on the free vendor, each step surviving a reload; a second visitor is told it is reserved", async ({
    page,
    request,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const vehicle = (await stockVehicles(request))[0]!;

    // Stock list -> the vehicle's showroom page.
    await page.goto("/stock?q=");
    await page.goto(vehicle.link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(vehicle.title);
    const cta = page.getByRole("link", { name: "Reserve online" });
    await expect(cta).toHaveAttribute("href", `/showroom-order-online/vehicle/${vehicle.id}`);
    await cta.click();

    // Vehicle step: the lock is taken, the init modal says so, the countdown runs.
    await expect(page).toHaveURL(new RegExp(`/showroom-order-online/vehicle/${vehicle.id}$`));
    const held = page.getByRole("dialog", { name: "This vehicle is held for you" });
    await expect(held).toBeVisible();
    await held.getByRole("button", { name: "Continue" }).click();
    await expect(held).toBeHidden();
    await expectActiveStep(page, "Your vehicle");
    await expect(page.getByText(vehicle.title).first()).toBeVisible();
    await expect(page.getByTestId("lock-countdown")).toContainText(/Reserved for you for \d+:\d\d/);

    // Reload: the same step, the same lock, and no init modal again.
    await page.reload();
    await expectActiveStep(page, "Your vehicle");
    await expect(page.getByTestId("lock-countdown")).toBeVisible();
    await expect(held).toBeHidden();

    // Meanwhile a second visitor tries the same car and is told it is reserved, before anything starts.
    const other = await browser.newContext();
    try {
      const second = await other.newPage();
      await second.goto(`/showroom-order-online/vehicle/${vehicle.id}`);
      await expect(second.getByRole("heading", { name: "This vehicle is reserved" })).toBeVisible();
      await expect(second.getByRole("link", { name: "See the vehicles in stock" })).toBeVisible();
      await expect(second.getByRole("button", { name: "Continue" })).toHaveCount(0);
    } finally {
      await other.close();
    }

    // Details step: a form through the forms service.
    await page.getByRole("button", { name: "Continue" }).click();
    await expectActiveStep(page, "Your details");
    await expect(stepTab(page, "Reserve")).toBeDisabled();
    await page.reload();
    await expectActiveStep(page, "Your details");
    // Going back to the vehicle step is allowed (it is validated), and forward again.
    await stepTab(page, "Your vehicle").click();
    await expectActiveStep(page, "Your vehicle");
    await stepTab(page, "Your details").click();
    await expectActiveStep(page, "Your details");

    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("E-mail").fill("ada@example.com");
    await page.getByLabel("Phone").fill("+27 21 555 0100");
    await page.getByRole("checkbox", { name: /I agree to be contacted/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();

    // Checkout form.
    await expect(page).toHaveURL(/\/showroom-order-online\/checkout$/);
    await expectActiveStep(page, "Reserve");
    await expect(page.getByText("Confirmation goes to ada@example.com")).toBeVisible();
    await page.reload();
    await expectActiveStep(page, "Reserve");
    const reserve = page.getByRole("button", { name: "Reserve now" });
    await expect(reserve).toBeDisabled();
    await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
    await expect(reserve).toBeEnabled();
    await reserve.click();

    // Success, then the confirmation page with the order number.
    await expect(page).toHaveURL(/\/showroom-order-online\/success$/);
    await expect(page.getByRole("heading", { name: "Thank you, your vehicle is reserved" })).toBeVisible();
    const number = (await page.locator(".order-online__order-number strong").textContent())!.trim();
    expect(number).not.toBe("");
    await page.reload();
    await expect(page.locator(".order-online__order-number strong")).toHaveText(number);
    await page.getByRole("link", { name: "View your order confirmation" }).click();
    await expect(page).toHaveURL(new RegExp(`/showroom-order-online/confirmation/${encodeURIComponent(number)}$`));
    await expect(page.getByTestId("order-number")).toHaveText(number);
    await page.reload();
    await expect(page.getByTestId("order-number")).toHaveText(number);
    expect(await storedSteps(page)).toBeNull();
    expect(consoleErrors.filter((message) => !/409|Conflict/.test(message))).toEqual([]);
  });

  test("a stored step that may not be restored resets the journey to the first step and clears its storage", async ({
    page,
    request,
  }) => {
    const vehicle = (await stockVehicles(request))[2]!;
    const url = `/showroom-order-online/vehicle/${vehicle.id}`;
    await page.goto(url);
    const held = page.getByRole("dialog", { name: "This vehicle is held for you" });
    await held.getByRole("button", { name: "Continue" }).click();
    await expect(held).toBeHidden();
    await page.getByRole("button", { name: "Continue" }).click();
    await expectActiveStep(page, "Your details");
    expect(await storedSteps(page)).toMatchObject({ active: 1, enabled: [0, 1] });

    // Step 2 stored as active while step 1 is not enabled: not restorable.
    await page.evaluate(
      (key) =>
        window.localStorage.setItem(
          key,
          JSON.stringify({ active: 2, enabled: [0, 2], validated: [], disabledButtons: {} }),
        ),
      STEPS_KEY,
    );
    await page.reload();
    await waitForIslands(page);
    await expectActiveStep(page, "Your vehicle");
    await expect(stepTab(page, "Your details")).toBeDisabled();
    expect(await storedSteps(page)).toBeNull();

    // The checkout refuses a journey whose stored step is not the checkout: back to the steps.
    await page.goto("/showroom-order-online/checkout");
    await expect(page).toHaveURL(new RegExp(`${url}$`));
    await expectActiveStep(page, "Your vehicle");
  });

  test("the journey's routes carry no meta tags", async ({ request }) => {
    const details = await request.get("/showroom-order-online/vehicle/x");
    expect(details.status()).toBe(200);
    const html = await details.text();
    expect(html).not.toMatch(/<meta name="description"/);
    expect(html).not.toMatch(/<link rel="canonical"/);
    const confirmation = await request.get("/showroom-order-online/confirmation/NOPE-1");
    expect(confirmation.status()).toBe(200);
  });
});
