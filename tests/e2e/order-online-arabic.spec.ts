import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./support.ts";
import { latinLeftIn, perceivableTexts } from "../support/latin-text.ts";

interface ListedVehicle {
  id: string;
  link: string;
  title: string;
  status: string;
}

/**
 * A stock vehicle no other order spec reserves: order-online, order-payments and the journey choices
 * take the first five of this list, the admin specs count from its end.
 */
async function ourVehicle(request: APIRequestContext): Promise<ListedVehicle> {
  const response = await request.get("/public_api/listing/all?filter[status_in]=stock&items=12&sort=createdAtAsc");
  expect(response.ok()).toBe(true);
  const stock = ((await response.json()) as { data: ListedVehicle[] }).data.filter(
    (vehicle) => vehicle.status === "stock",
  );
  expect(stock.length).toBeGreaterThan(8);
  return stock[6]!;
}

/**
 * The English left in the journey's block, as a buyer reads or hears it; the vehicle's own title and
 * facts (the stock's data: model and paint names in the maker's words) aside.
 */
async function englishInJourney(page: Page): Promise<string[]> {
  const html = await page.locator(".order-online").evaluate((section) => {
    const copy = section.cloneNode(true) as Element;
    // The form's spam trap is off screen and hidden from assistive technology: no buyer meets it.
    for (const trap of copy.querySelectorAll(".fc-form__trap")) trap.remove();
    // Retailers are named as they name themselves (data, like the vehicle's title).
    for (const retailer of copy.querySelectorAll("select[id$='handover-retailer_id'] option")) retailer.remove();
    // Service packs are named and described by the site's admin, in one language (a setting), like retailers.
    for (const pack of copy.querySelectorAll(
      ".order-online__pack:not(:first-child) .order-online__pack-name, .order-online__pack-description",
    ))
      pack.remove();
    for (const data of copy.querySelectorAll(
      ".order-online__vehicle-title, .order-online__facts, .order-online__done-vehicle, .order-online__order-number strong, dd",
    ))
      data.remove();
    return copy.outerHTML;
  });
  return perceivableTexts(html).flatMap((text) => latinLeftIn(text).map((latin) => `"${latin}" in "${text}"`));
}

async function expectAccessible(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${what}: ${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
  ).toEqual([]);
}

/** Axe and a screenshot (kept under test-results/ for a person to look at) at phone and laptop widths. */
async function atBothWidths(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    expect(widths[0], `${name} at ${width} px is wider than the window`).toBeLessThanOrEqual(widths[1]!);
    await expectAccessible(page, `${name} at ${width} px`);
    const file = testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: "image/png" });
  }
}

test("an Arabic buyer reserves a car end to end in Arabic, under /ar, and reads an Arabic confirmation", async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(150_000);
  const vehicle = await ourVehicle(request);
  await page.setViewportSize({ width: 1366, height: 900 });

  // The Arabic vehicle page's call to action leads into the Arabic journey.
  await page.goto(`/ar${vehicle.link}`);
  const cta = page.getByRole("link", { name: "احجز عبر الإنترنت" });
  await expect(cta).toHaveAttribute("href", `/ar/showroom-order-online/vehicle/${vehicle.id}`);
  await cta.click();
  await expect(page).toHaveURL(new RegExp(`/ar/showroom-order-online/vehicle/${vehicle.id}$`));
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // The vehicle step: the lock's dialog, the steps and the countdown in Arabic.
  const held = page.getByRole("dialog", { name: "هذه السيارة محجوزة لك" });
  await expect(held).toContainText(/لا يمكن لأي شخص آخر حجزها خلال الدقائق \d+:\d\d القادمة/);
  expect(await englishInJourney(page)).toEqual([]);
  await held.getByRole("button", { name: "متابعة" }).click();
  await expect(held).toBeHidden();
  const steps = page.getByRole("navigation", { name: "خطوات الطلب" });
  await expect(steps.locator("[aria-current=step]")).toContainText("سيارتك");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("احجز سيارتك عبر الإنترنت");
  await expect(page.getByTestId("lock-countdown")).toContainText(/محجوزة لك لمدة \d+:\d\d/);
  expect(await englishInJourney(page)).toEqual([]);

  // The details step: the Arabic form.
  await page.getByRole("button", { name: "متابعة" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "بياناتك" })).toBeVisible();
  await page.getByLabel("الاسم الأول").fill("ليلى");
  await page.getByLabel("اسم العائلة").fill("حداد");
  await page.getByLabel("البريد الإلكتروني").fill("layla@example.com");
  await page.getByLabel("الهاتف").fill("+971 50 555 0100");
  await page.getByRole("checkbox", { name: /أوافق على التواصل معي بشأن حجزي/ }).check();
  expect(await englishInJourney(page)).toEqual([]);
  await page.getByRole("button", { name: "متابعة" }).click();

  // The checkout, still under /ar: the choices, the terms and Reserve in Arabic.
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/checkout$/);
  await expect(page.getByRole("heading", { level: 2, name: "الحجز" })).toBeVisible();
  await expect(page.getByText("يُرسل التأكيد إلى layla@example.com")).toBeVisible();
  await expect(page.getByText("الحجز عبر الإنترنت مجاني: لا تدفع شيئًا الآن.")).toBeVisible();
  const finance = page.getByRole("group", { name: "كيف تود أن تدفع؟" });
  await finance.getByRole("radio", { name: "التمويل" }).check();
  await expect(page.getByTestId("finance-quote")).toContainText("القسط الشهري");
  await expect(finance.getByLabel("المدة").locator("option:checked")).toHaveText("4 سنوات");
  expect(await englishInJourney(page)).toEqual([]);
  await atBothWidths(page, testInfo, "ar-checkout");
  await finance.getByRole("radio", { name: "الدفع كاملًا" }).check();
  const reserve = page.getByRole("button", { name: "احجز الآن" });
  await expect(reserve).toBeDisabled();
  await page.getByRole("checkbox", { name: "أوافق على شروط وأحكام الحجز عبر الإنترنت." }).check();
  await reserve.click();

  // Success and the confirmation, in Arabic, with the date the Arabic way.
  await expect(page).toHaveURL(/\/ar\/showroom-order-online\/success$/);
  await expect(page.getByRole("heading", { name: "شكرًا لك، تم حجز سيارتك" })).toBeVisible();
  const number = (await page.locator(".order-online__order-number strong").textContent())!.trim();
  expect(number).not.toBe("");
  expect(await englishInJourney(page)).toEqual([]);
  await page.getByRole("link", { name: "عرض تأكيد طلبك" }).click();
  await expect(page).toHaveURL(new RegExp(`/ar/showroom-order-online/confirmation/${encodeURIComponent(number)}$`));
  await expect(page.getByRole("heading", { level: 1, name: "تأكيد طلبك" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  const order = page.locator(".order-online__order");
  await expect(order).toContainText("مؤكد");
  await expect(order).toContainText("الدفع كاملًا");
  const months = [
    "يناير",
    "فبراير",
    "مارس",
    "أبريل",
    "مايو",
    "يونيو",
    "يوليو",
    "أغسطس",
    "سبتمبر",
    "أكتوبر",
    "نوفمبر",
    "ديسمبر",
  ];
  await expect(order).toContainText(new RegExp(`\\d{1,2} (${months.join("|")}) \\d{4}`));
  expect(await englishInJourney(page)).toEqual([]);
  await atBothWidths(page, testInfo, "ar-confirmation");
  expect(consoleErrors).toEqual([]);
});

test("an Arabic journey page without a vehicle says so in Arabic and leads back to the Arabic stock", async ({
  page,
}) => {
  await page.goto("/ar/showroom-order-online/checkout");
  await expect(page.getByRole("heading", { name: "لا يوجد ما يمكن إتمام حجزه" })).toBeVisible();
  await expect(page.getByRole("link", { name: "مخزوننا" })).toHaveAttribute("href", "/ar/stock");
  expect(await englishInJourney(page)).toEqual([]);
});
