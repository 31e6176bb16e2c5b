import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, test } from "./support.ts";

/**
 * Cookie consent on the site (issue 12). The consent settings are site-wide, so this spec runs in the
 * site-wide-settings project, on that project's own server (playwright.config.ts), and removes what it added.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const PAGE = "/static";
const BANNER = {
  title: "We use cookies",
  title_level: 2,
  text: "Some cookies are needed for the site to work; others help us measure and advertise.",
  accept_label: "Accept all",
  reject_label: "Reject all",
  choose_label: "Choose cookies",
  save_label: "Save choice",
  button_position: "right",
  scope_labels: { C0002: "Statistics cookies", C0004: "Marketing cookies" },
};
/** Script metaheads of each scope: a script URL (its request is the proof) and an inline script. */
const METAHEADS = [
  { language: "js-src", content: "/consent-probe/marketing.js", consent_scope: "C0004" },
  { language: "js-src", content: "/consent-probe/statistics.js", consent_scope: "statistic" },
  { language: "javascript", content: "window.__inlineMarketing = true;", consent_scope: "marketing", in_body: true },
  { language: "javascript", content: "window.__obligatory = true;", consent_scope: "C0001" },
];

interface Admin {
  headers: Record<string, string>;
  settingIds: string[];
  metaheadIds: string[];
}

async function signIn(request: APIRequestContext): Promise<Admin> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  return { headers: { "x-csrf-token": csrfToken }, settingIds: [], metaheadIds: [] };
}

async function setSetting(request: APIRequestContext, admin: Admin, key: string, value: string): Promise<void> {
  const response = await request.post("/settings", { data: { key, value }, headers: admin.headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  admin.settingIds.push(((await response.json()) as { id: string }).id);
}

/** Serves the probe scripts and records which were requested. */
async function probeScripts(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route("**/consent-probe/*.js", async (route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop()!.replace(".js", "");
    requested.push(name);
    await route.fulfill({ contentType: "text/javascript", body: `window.__probe_${name} = true;` });
  });
  return requested;
}

const flag = (page: Page, name: string) =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] === true, name);

async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

let admin: Admin;

test.beforeAll(async ({ request }) => {
  admin = await signIn(request);
  const bad = await request.post("/settings", {
    data: { key: "consent.banner", value: JSON.stringify({ title: "No accept button" }) },
    headers: admin.headers,
  });
  expect(bad.status()).toBe(422);
  expect(await bad.text()).toContain("accept_label");
  await setSetting(request, admin, "consent.banner", JSON.stringify(BANNER));
  await setSetting(request, admin, "analytics.enabled", "true");
  for (const metahead of METAHEADS) {
    const response = await request.post("/metaheads", { data: metahead, headers: admin.headers });
    expect(response.status(), await response.text()).toBe(201);
    admin.metaheadIds.push(((await response.json()) as { id: string }).id);
  }
});

test.afterAll(async ({ request }) => {
  // A fresh request context: sign in again (the one of beforeAll is gone).
  const { headers } = await signIn(request);
  admin.headers = headers;
  for (const id of admin.metaheadIds) await request.delete(`/metaheads/${id}`, { headers: admin.headers });
  for (const id of admin.settingIds)
    expect((await request.delete(`/settings/${id}`, { headers: admin.headers })).status()).toBe(204);
});

test("the banner paints with the page for a new visitor, before any island runs, and never for one who decided", async ({
  page,
}) => {
  // No island script arrives: what shows is the server's HTML and the head's check alone (decision 182).
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(PAGE);
  await expect(page.getByRole("region", { name: BANNER.title })).toBeVisible();

  await page.evaluate(() =>
    localStorage.setItem("cookieConsentStatus", JSON.stringify({ status: "rejected", scopes: [] })),
  );
  await page.reload();
  await expect(page.locator("[data-consent-banner]")).toBeAttached();
  await expect(page.getByRole("region", { name: BANNER.title })).toBeHidden();
});

test("before a choice nothing optional runs; rejecting keeps it so across reloads", async ({ page, consoleErrors }) => {
  const requested = await probeScripts(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(PAGE);
  const banner = page.getByRole("region", { name: BANNER.title });
  await expect(banner).toBeVisible();
  expect(await flag(page, "__obligatory")).toBe(true);
  expect(await flag(page, "__inlineMarketing")).toBe(false);
  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);

  await banner.getByRole("button", { name: "Reject all" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.waitForLoadState("networkidle");
  // The banner's own script follows the stored choice; no island, no React runs for it (decision 191).
  await expect(page.locator("[data-consent-root][data-consent-ready='true']")).toBeAttached();
  expect(scripts.filter((url) => /\/assets\/islands-/.test(url))).toEqual([]);
  await expect(page.getByRole("region", { name: BANNER.title })).toHaveCount(0);
  expect(await flag(page, "__inlineMarketing")).toBe(false);
  expect(requested).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("cookieConsentStatus"))).toBe(
    JSON.stringify({ status: "rejected", scopes: [] }),
  );
  expect(consoleErrors).toEqual([]);
});

test("choosing only statistics runs the statistics script and the data layer, never the marketing ones", async ({
  page,
}) => {
  const requested = await probeScripts(page);
  await page.goto(PAGE);
  const banner = page.getByRole("region", { name: BANNER.title });
  await banner.getByRole("button", { name: "Choose cookies" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose cookies" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Statistics cookies" }).check();
  await dialog.getByRole("button", { name: "Save choice" }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  await expect.poll(() => flag(page, "__probe_statistics")).toBe(true);
  expect(await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer))).toBe(true);

  // The choice holds after a reload: statistics again, marketing still never requested.
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect.poll(() => flag(page, "__probe_statistics")).toBe(true);
  expect(await flag(page, "__inlineMarketing")).toBe(false);
  expect(requested.filter((name) => name === "marketing")).toEqual([]);
  expect(requested.filter((name) => name === "statistics")).toHaveLength(2);
});

test("accepting all runs every scope's scripts and keeps the campaign parameters only then", async ({ page }) => {
  const requested = await probeScripts(page);
  await page.goto(`${PAGE}?utm_source=newsletter`);
  const campaignCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === "__gtm_campaign_url")?.value;
  expect(await campaignCookie()).toBeUndefined();
  await page.getByRole("region", { name: BANNER.title }).getByRole("button", { name: "Accept all" }).click();
  await expect.poll(campaignCookie).toBe(encodeURIComponent(`${PAGE}?utm_source=newsletter`));
  await expect.poll(() => flag(page, "__probe_marketing")).toBe(true);
  await expect.poll(() => flag(page, "__inlineMarketing")).toBe(true);
  expect(requested.sort()).toEqual(["marketing", "statistics"]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`banner and choice modal are accessible and shift nothing at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await probeScripts(page);
    await page.goto(PAGE);
    const banner = page.getByRole("region", { name: BANNER.title });
    await expect(banner).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    const bannerAxe = await new AxeBuilder({ page }).include("[data-consent-banner]").analyze();
    expect(bannerAxe.violations).toEqual([]);

    const choose = banner.getByRole("button", { name: "Choose cookies" });
    await choose.click();
    const dialog = page.getByRole("dialog", { name: "Choose cookies" });
    await expect(dialog).toBeVisible();
    // The modal fades in over 0.35 s: axe must see its final colours, not a frame of the fade.
    await expect(dialog).toHaveCSS("opacity", "1");
    const dialogAxe = await new AxeBuilder({ page }).include(".fc-consent__modal").analyze();
    expect(dialogAxe.violations).toEqual([]);
    // Tab stays inside; Escape closes (closable) and focus returns to the button that opened it.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(choose).toBeFocused();
  });
}

test("an Arabic page's banner speaks Arabic, and translations.ar changes one of its texts without a deploy", async ({
  page,
  request,
}) => {
  await page.goto("/ar/model-launch");
  const banner = page.getByRole("region", { name: "ملفات تعريف الارتباط على هذا الموقع" });
  await expect(banner).toBeVisible();
  for (const name of ["قبول الكل", "رفض الكل", "اختيار ملفات تعريف الارتباط"])
    await expect(banner.getByRole("button", { name })).toBeVisible();
  await expect(banner.getByRole("button", { name: BANNER.accept_label })).toHaveCount(0);
  // The choice its script draws (decision 193) speaks Arabic too, right to left: the dialog's name, its
  // boxes and its close button; a click on the backdrop closes it.
  await expect(page.locator("[data-consent-root][data-consent-ready='true']")).toBeAttached();
  await banner.getByRole("button", { name: "اختيار ملفات تعريف الارتباط" }).click();
  const dialog = page.getByRole("dialog", { name: "اختيار ملفات تعريف الارتباط" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "ملفات تعريف ارتباط الأداء والإحصاءات" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "إغلاق" })).toBeVisible();
  expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  // This test's request context is not the signed-in one of beforeAll; the id still goes to afterAll's clean-up.
  const { headers } = await signIn(request);
  await setSetting(
    request,
    { ...admin, headers },
    "translations.ar",
    JSON.stringify({ "consent.accept": "موافق على الكل" }),
  );
  // Each server process reads the settings revision at most once a second: the change shows within it.
  await expect(async () => {
    await page.goto("/ar/model-launch");
    await expect(banner.getByRole("button", { name: "موافق على الكل" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.goto(PAGE);
  await expect(
    page.getByRole("region", { name: BANNER.title }).getByRole("button", { name: "Accept all" }),
  ).toBeVisible();
});
