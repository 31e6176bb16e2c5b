import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, test, uniqueStamp } from "./support.ts";

/**
 * The settings screen's forms (issue 27): an admin turns on the consent banner, the exit popup and
 * the popup search from their groups' forms, and sees each on the public site. They change every
 * page, so this spec runs in the site-wide settings project and removes what it saved.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const KEYS = [
  "consent.banner",
  "exit_popup.config",
  "search.popup.enabled",
  "forms.field_mappings",
  "translations.en_au",
];
const BANNER_TITLE = `Cookies on this site ${uniqueStamp()}`;

async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

async function removeSettings(request: APIRequestContext): Promise<void> {
  const headers = await csrfHeaders(request);
  for (const key of KEYS) {
    const { data } = (await (await request.get(`/settings?key=${key}`)).json()) as { data: { id: string }[] };
    for (const { id } of data) expect((await request.delete(`/settings/${id}`, { headers })).status()).toBe(204);
  }
  // The site re-reads its revisions at most every 200 ms.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

test.beforeAll(async ({ request }) => removeSettings(request));
test.afterAll(async ({ request }) => removeSettings(request));

async function openSettings(page: Page): Promise<void> {
  expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Consent settings" })).toBeVisible();
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(" ")}`,
  );
}

test("the settings screen passes axe at 390 and 1366 px, and keeps the raw values as an Expert view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSettings(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await axeViolations(page)).toEqual([]);
  // No sideways scrolling on a phone: no element runs past the screen's right edge.
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > 391)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${element.id}`),
  );
  expect(overflowing).toEqual([]);

  await page.getByRole("button", { name: "Expert (raw values)" }).click();
  await expect(page.getByRole("button", { name: "Add setting" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("an admin adds a language's texts in the key families form, edits and removes them; the form passes axe at 1366 and 390 px", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSettings(page);
  const family = page
    .getByRole("region", { name: "Per language and per retailer" })
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Texts of one language" }) });
  const add = family.getByRole("form", { name: "Add to Texts of one language" });
  await add.getByLabel(/New key: translations\./).fill("en_au");
  await add.getByRole("button", { name: "Add" }).click();
  const editor = family.getByRole("form", { name: "Edit translations.en_au" });
  await editor.getByLabel(/^translations\.en_au/).fill('{ "search.title": "Search the site, mate" }');
  await family.scrollIntoViewIfNeeded();
  await testInfo.attach("key family at 1366 px", {
    body: await family.screenshot({ path: testInfo.outputPath("family-1366.png") }),
    contentType: "image/png",
  });
  expect(await axeViolations(page)).toEqual([]);
  await editor.getByRole("button", { name: "Save translations.en_au" }).click();
  await expect(family.getByRole("status")).toHaveText("Saved translations.en_au. The site shows it now.");
  const stored = async () =>
    ((await (await page.request.get("/settings?key=translations.en_au")).json()) as { data: { value: string }[] }).data;
  expect((await stored()).map((setting) => JSON.parse(setting.value) as unknown)).toEqual([
    { "search.title": "Search the site, mate" },
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  const members = family.getByRole("list", { name: "Texts of one language: keys" });
  await members.getByRole("button", { name: "Edit translations.en_au" }).click();
  await expect(family.getByRole("form", { name: "Edit translations.en_au" })).toBeVisible();
  await members.getByRole("button", { name: "Remove translations.en_au" }).click();
  await testInfo.attach("key family at 390 px", {
    body: await family.screenshot({ path: testInfo.outputPath("family-390.png") }),
    contentType: "image/png",
  });
  expect(await axeViolations(page)).toEqual([]);
  await members
    .getByRole("group", { name: "Remove translations.en_au?" })
    .getByRole("button", { name: "Yes, remove" })
    .click();
  await expect(family.getByRole("status")).toHaveText(
    "Removed translations.en_au: the site uses the shared value again.",
  );
  expect(await stored()).toEqual([]);
});

test("an admin turns on the consent banner, the exit popup and the popup search from their forms and sees them on the site", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSettings(page);

  // Consent: the banner's form, with a required field left out first: the server's message shows under it.
  const consent = page.getByRole("form", { name: "Consent settings" });
  const banner = consent.getByRole("group", { name: "Cookie consent banner" });
  await banner.getByLabel("Banner text").fill("We use cookies to run the site.");
  await consent.getByRole("button", { name: "Save Consent" }).click();
  await expect(consent.getByText("Some Consent settings were not saved: see the messages under them.")).toBeVisible();
  await expect(banner).toContainText("/title is required");
  // ...and under the field itself.
  await expect(banner.locator("#consent_banner_title__error")).toHaveText("is required");
  await banner.getByRole("textbox", { name: /^Banner title/ }).fill(BANNER_TITLE);
  await banner.getByLabel("Accept button label").fill("Accept all");
  await consent.getByRole("button", { name: "Save Consent" }).click();
  await expect(consent.getByRole("status")).toHaveText("Saved Consent. The site shows it now.");

  // Overlays: the exit popup asks before links to the partner site.
  const overlays = page.getByRole("form", { name: "Overlays settings" });
  const popup = overlays.getByRole("group", { name: "Exit popup" });
  await popup.getByRole("textbox", { name: /^Popup title/ }).fill("You are leaving our site");
  await popup.getByLabel("Continue button label").fill("Continue");
  await popup.getByLabel("Stay button label").fill("Stay here");
  const whitelist = popup.getByRole("group", { name: "Links that ask first (patterns)" });
  await whitelist.getByRole("button", { name: "+ Add" }).click();
  await whitelist.getByRole("textbox").first().fill("^https://partner\\.example\\.com/");
  await overlays.getByRole("button", { name: "Save Overlays" }).click();
  await expect(overlays.getByRole("status")).toHaveText("Saved Overlays. The site shows it now.");

  // Search: a toggle.
  const search = page.getByRole("form", { name: "Search settings" });
  await search.getByRole("checkbox", { name: "Popup search" }).check();
  await search.getByRole("button", { name: "Save Search" }).click();
  await expect(search.getByRole("status")).toHaveText("Saved Search. The site shows it now.");
  await expect(search.getByRole("link", { name: /View on site/ })).toHaveAttribute("href", "/");

  // The public site, as a visitor (no session).
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  await site.route("https://partner.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Partner</title><h1>Partner site</h1>" }),
  );
  await site.goto("/");
  await expect(site.getByRole("region", { name: BANNER_TITLE })).toBeVisible();
  await site.getByRole("region", { name: BANNER_TITLE }).getByRole("button", { name: "Accept all" }).click();

  // Loaded at the first interaction (decision 191).
  await site.mouse.move(20, 20);
  await site.waitForSelector("[data-island='shell:popup-search'][data-hydrated='true']", { state: "attached" });
  await site.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await expect(site.getByRole("searchbox", { name: "Search the site" })).toBeVisible();
  await site.keyboard.press("Escape");

  // Loaded at the first interaction (decision 191).
  await site.mouse.move(20, 20);
  await site.waitForSelector("[data-island='shell:exit-popup'][data-hydrated='true']", { state: "attached" });
  await site.evaluate(() => {
    const link = document.createElement("a");
    link.href = "https://partner.example.com/finance";
    link.textContent = "Partner finance";
    document.querySelector("main")!.append(link);
  });
  await site.getByRole("link", { name: "Partner finance" }).click();
  await expect(site.getByRole("dialog", { name: "You are leaving our site" })).toBeVisible();
  await visitor.close();
});

test("the site's form field mappings fill a form from the page address", async ({ page, request }) => {
  const headers = await csrfHeaders(request);
  const mappings = {
    params: [{ param: "when", field: "preferred_date" }],
    location_params: [{ param: "car", field: "model" }],
    location_mapping: [{ from: "v1", to: "voyager" }],
  };
  const saved = await request.post("/settings", {
    data: { key: "forms.field_mappings", value: JSON.stringify(mappings) },
    headers,
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await page.goto("/test-drive?when=Saturday%20morning&car=v1");
  await expect(page.locator('[data-island="form"]').first()).toHaveAttribute("data-hydrated", "true");
  const form = page.locator(".fc-form").first();
  await expect(form.getByLabel("Preferred date")).toHaveValue("Saturday morning");
  await expect(form.getByLabel("Model")).toHaveValue("voyager");
});
