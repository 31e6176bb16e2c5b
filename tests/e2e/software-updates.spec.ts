import { readFileSync } from "node:fs";
import { adminHeaders, axeViolations, openHydrated, publishDemoPage } from "./flow-pages.ts";
import { expect, test, uniqueStamp } from "./support.ts";

/**
 * The seeded "Software updates" page, published at a path of its own for this run.
 * Set by beforeAll, which runs again whenever a worker comes back to this file (fullyParallel): each run
 * publishes a page of its own, since the afterAll before it deleted the last one but its path stays taken.
 */
let PAGE = "";
const VIN_ERROR = "VIN not recognised. Please check you have entered your VIN correctly or try again later.";
const demoCsv = (list: string) => readFileSync(`services/cms/demo-content/${list}.vins.csv`, "utf8");
const firstVin = (list: string) => demoCsv(list).split("\n")[1]!.split(",")[0]!;
let pageId = "";

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async ({ request }) => {
  PAGE = `/software-updates-${uniqueStamp()}`;
  const headers = await adminHeaders(request);
  // The demo VIN lists, uploaded as an admin would (the e2e server seeds only the fixture pages), before
  // the page that names them: a save naming a VIN list that does not exist is refused.
  for (const list of ["map-update", "recall-2026-01"]) {
    const uploaded = await request.put(`/api/vins/${list}`, {
      headers: { ...headers, "content-type": "text/csv" },
      data: demoCsv(list),
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  pageId = await publishDemoPage(request, headers, "software-updates.page.json", PAGE);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/cms/pages/${pageId}`, { headers: await adminHeaders(request) });
});

test("select vehicle to update: Show me filters the systems by vehicle and year, View all and Clear show all, the modal opens", async ({
  page,
}) => {
  await openHydrated(page, PAGE);
  const finder = page.locator(".select-vehicle-to-update");
  const shownGroups = finder.locator(".select-vehicle-to-update__group:visible h2");
  await expect(shownGroups).toHaveCount(3);
  await expect(finder.getByLabel("Model year")).toBeDisabled();
  await finder.getByLabel("Vehicle").selectOption({ label: "Range Rover" });
  await expect(finder.getByRole("button", { name: "Show me" })).toBeDisabled();
  await finder.getByLabel("Model year").selectOption({ label: "2021" });
  await finder.getByRole("button", { name: "Show me" }).click();
  await expect(finder.getByRole("status")).toHaveText("2 systems for your vehicle");
  await expect(shownGroups).toHaveText(["Touch Pro infotainment", "Navigation maps"]);

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(finder.getByRole("status")).toHaveText("2 systems for your vehicle");
  await expect(finder.getByLabel("Model year")).toHaveValue("2021");

  await finder.getByRole("button", { name: "View all systems" }).click();
  await expect(shownGroups).toHaveCount(3);
  await finder.getByRole("button", { name: "Clear" }).click();
  await expect(finder.getByLabel("Vehicle")).toHaveValue("");

  await finder.getByRole("button", { name: "How to update" }).click();
  const modal = page.getByRole("dialog", { name: "HOW TO UPDATE" });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText("about 30 minutes");
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});

test("select vehicle to update works with the keyboard alone", async ({ page }) => {
  await openHydrated(page, PAGE);
  const finder = page.locator(".select-vehicle-to-update");
  await finder.getByLabel("Vehicle").focus();
  await page.keyboard.press("ArrowDown"); // Range Rover
  await page.keyboard.press("ArrowDown"); // Defender
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown"); // 2022
  await page.keyboard.press("Tab"); // Show me
  await page.keyboard.press("Enter");
  await expect(finder.getByRole("status")).toHaveText("2 systems for your vehicle");
  await expect(finder.locator(".select-vehicle-to-update__group:visible h2")).toHaveText([
    "Pivi Pro infotainment",
    "Navigation maps",
  ]);
});

test("map update: an unknown VIN gets the seed's error text; an eligible one reaches the download, kept over a reload", async ({
  page,
}) => {
  await openHydrated(page, PAGE);
  const flow = page.locator(".map-update");
  await flow.getByRole("button", { name: "Get started" }).click();
  const input = flow.getByLabel("Vehicle identification number (VIN)");
  await input.fill("SALGA2BE9PA999999");
  await flow.getByRole("button", { name: "Continue" }).click();
  await expect(flow.getByText(VIN_ERROR)).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await input.fill("not a vin");
  await flow.getByRole("button", { name: "Continue" }).click();
  await expect(flow.getByText(VIN_ERROR)).toBeVisible();

  const vin = firstVin("map-update");
  await input.fill(vin.toLowerCase());
  await input.press("Enter");
  await expect(flow.getByRole("heading", { name: "Your map update is ready" })).toBeVisible();
  await expect(flow.getByText(`VIN ending ${vin.slice(-3)}`)).toBeVisible();
  await expect(flow.getByRole("link", { name: "Download the map update" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(vin);

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(flow.getByRole("heading", { name: "Your map update is ready" })).toBeVisible();
  await flow.getByRole("button", { name: "Start again" }).click();
  await expect(flow.getByRole("button", { name: "Get started" })).toBeVisible();
});

test("VIN checker: an affected VIN gets the positive response, another the negative one, by keyboard", async ({
  page,
}) => {
  await openHydrated(page, PAGE);
  const checker = page.locator(".vin-checker");
  const input = checker.getByLabel("Enter your 17-character VIN");
  await input.focus();
  await page.keyboard.type(firstVin("recall-2026-01"));
  await page.keyboard.press("Enter");
  await expect(checker).toContainText("contact your service centre to book an appointment for parts replacement");

  await page.reload();
  await openHydrated(page, PAGE);
  await expect(checker).toContainText("contact your service centre");

  await input.fill(firstVin("map-update"));
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(checker).toContainText("Your vehicle is NOT an affected vehicle.");
  await input.fill("SALGA2BE9PA10000O");
  await input.press("Enter");
  await expect(checker).toContainText("A VIN has 17 letters and digits (no I, O or Q).");
});

for (const width of [390, 1366]) {
  test(`the software updates page has no axe violations at ${width} px, with errors and the modal shown`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, PAGE);
    expect(await axeViolations(page)).toEqual([]);
    const flow = page.locator(".map-update");
    await flow.getByRole("button", { name: "Get started" }).click();
    await flow.getByLabel("Vehicle identification number (VIN)").fill("SALGA2BE9PA999999");
    await flow.getByRole("button", { name: "Continue" }).click();
    await expect(flow.getByText(VIN_ERROR)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator(".select-vehicle-to-update").getByRole("button", { name: "How to update" }).click();
    const dialog = page.getByRole("dialog", { name: "HOW TO UPDATE" });
    await expect(dialog).toBeVisible();
    // Checked once faded in (0.35 s): half-way, its text is rightly too faint for the contrast check.
    await expect(dialog).toHaveCSS("opacity", "1");
    expect(await axeViolations(page)).toEqual([]);
  });
}
