import { request as playwrightRequest } from "@playwright/test";
import { axeViolations } from "./flow-pages.ts";
import { expect, postSignIn, test, uniqueStamp } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe("the no-access page", () => {
  test("a 403 from the site's own call takes a signed-in viewer to /no-access", async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const viewer = { email: `viewer-${uniqueStamp()}@example.com`, password: "correct horse battery staple" };
    const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
    const signedIn = await postSignIn(admin, ADMIN);
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const created = await admin.post("/api/users", {
      headers: { "x-csrf-token": csrfToken },
      data: { email: viewer.email, name: "Viewer", role: "viewer", password: viewer.password },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.dispose();

    const context = await browser.newContext({ extraHTTPHeaders: { origin } });
    const page = await context.newPage();
    expect((await postSignIn(page.request, viewer)).ok()).toBe(true);
    await page.goto("/islands");
    // The islands runtime is running once the first island has hydrated.
    await page.locator('[data-island][data-hydrated="true"]').first().waitFor();
    // The user list is for admins: the server answers this viewer 403.
    await page.evaluate(() => void fetch("/api/users"));
    await page.waitForURL("**/no-access");
    await expect(page.getByRole("heading", { level: 1, name: "No access" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go back to home" })).toHaveAttribute("href", "/");
    await context.close();
  });

  for (const width of [390, 1366]) {
    test(`is styled and accessible at ${width} px, left to right and right to left`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/no-access");
      const home = page.getByRole("link", { name: "Go back to home" });
      await expect(home).toBeVisible();
      // A real button: padded, not a bare link.
      expect((await home.boundingBox())!.height).toBeGreaterThanOrEqual(40);
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/no-access-en-${width}.png`, fullPage: true });
      await page.goto("/ar/no-access");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByRole("heading", { level: 1, name: "لا تملك صلاحية الوصول" })).toBeVisible();
      const box = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      // Right to left: the heading starts at the right edge of the page.
      expect(box.x + box.width).toBeGreaterThan(width / 2);
      expect(await axeViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/no-access-ar-${width}.png`, fullPage: true });
    });
  }
});

test.describe("the locations screen at /admin/locations", () => {
  for (const width of [1366, 390]) {
    test(`an admin adds a retailer location, is told what is wrong, then edits it (${width} px)`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(60_000);
      const name = `Forecourt ${width === 390 ? "Harbour" : "Hills"} ${uniqueStamp()}`;
      expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin");
      await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Locations" }).click();
      await expect(page).toHaveURL(/\/admin\/locations$/);
      await expect(page.getByRole("heading", { level: 2, name: "Locations" })).toBeVisible();

      await page.getByRole("button", { name: "Add location" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a location" });
      await dialog.getByLabel("E-mail").fill("not an address");
      await dialog.getByLabel("Other attributes (JSON)").fill("[1, 2]");
      await dialog.getByRole("button", { name: "Add location" }).click();
      await expect(dialog.getByText("Name is required")).toBeVisible();
      await expect(dialog.getByText("E-mail must be an e-mail address")).toBeVisible();
      await expect(dialog.getByText(/Other attributes \(JSON\) must be a JSON object/)).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/locations-errors-${width}.png` });

      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Dealer code").fill("FC-042");
      await dialog.getByLabel("Address").fill("1 High Street");
      await dialog.getByLabel("City").fill("Leeds");
      await dialog.getByLabel("Postcode").fill("LS1 4AP");
      await dialog.getByLabel("E-mail").fill("leeds@example.com");
      await dialog.getByLabel("Other attributes (JSON)").fill('{"opening_hours": "Mon-Fri 9:00-18:00"}');
      await dialog.getByRole("button", { name: "Add location" }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole("row", { name: new RegExp(name) });
      if (width > 640) await expect(row).toContainText("FC-042");
      // Nothing sideways: the page is no wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(row).toContainText("1 High Street, LS1 4AP, Leeds");
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/locations-list-${width}.png`, fullPage: true });

      await row.getByRole("button", { name: `Edit location ${name}` }).click();
      const edit = page.getByRole("dialog", { name: `Edit ${name}` });
      await expect(edit.getByLabel("Other attributes (JSON)")).toHaveValue(/opening_hours/);
      await edit.getByLabel("Phone").fill("+44 113 496 0000");
      await edit.getByRole("button", { name: "Save" }).click();
      await expect(edit).toBeHidden();
      if (width > 640) await expect(row).toContainText("+44 113 496 0000 · leeds@example.com");
      // Stored for forms to read, the attributes this screen does not show included.
      const stored = (await (await page.request.get("/locations")).json()) as {
        data: { attributes: Record<string, string> }[];
      };
      expect(stored.data.find((location) => location.attributes.name === name)?.attributes).toMatchObject({
        phone: "+44 113 496 0000",
        opening_hours: "Mon-Fri 9:00-18:00",
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe("the vehicle page's back link (sl.back_button)", () => {
  test("leads from a used car back to the used-car list, at 390 and 1366 px", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const origin = new URL(baseURL!).origin;
    const admin = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin } });
    const { csrfToken } = (await (await postSignIn(admin, ADMIN)).json()) as { csrfToken: string };
    const headers = { "x-csrf-token": csrfToken };
    // Only vehicles read from the "used" list get it: other specs' vehicle pages (the "all" list) stay as they are.
    const saved = await admin.post("/settings", {
      headers,
      data: {
        key: "sl.back_button",
        value: JSON.stringify([{ url: "/static", label: "Back to used cars", publication_lists: ["used"] }]),
      },
    });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
    const { id } = (await saved.json()) as { id: string };
    try {
      const listed = (await (await admin.get("/public_api/listing/used?items=1")).json()) as {
        data: { link: string }[];
      };
      const link = `${listed.data[0]!.link}?list=used`;
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(link);
        const back = page.getByRole("navigation", { name: "Back to results" }).getByRole("link", {
          name: "Back to used cars",
        });
        await expect(back).toBeVisible();
        expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(42);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/showroom-back-${width}.png` });
      }
      await page.getByRole("link", { name: "Back to used cars" }).click();
      await expect(page).toHaveURL(/\/static$/);
    } finally {
      await admin.delete(`/settings/${id}`, { headers });
      await admin.dispose();
    }
  });
});
