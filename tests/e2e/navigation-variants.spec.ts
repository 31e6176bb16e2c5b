import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, test, uniqueStamp } from "./support.ts";

/**
 * Navigation variants, theme icon sets and the stock locator's quick searches (issue 29, decisions 173
 * and 174). They change what every page shows, so this spec runs with the site-wide settings specs and
 * removes what it added.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const KEYS = ["site.theme", "navigation.variant", "navigation.external", "sl.predefined_links"];
const stamp = uniqueStamp();
const LOGO_ONLY_PAGE = `/launch-${stamp}`;

let headers: Record<string, string>;
let service: Server;
let serviceBase = "";
const pageIds: string[] = [];

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  headers = { "x-csrf-token": csrfToken };
}

async function setSetting(request: APIRequestContext, key: string, value: string): Promise<void> {
  const response = await request.post("/settings", { data: { key, value }, headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  // The site re-reads its revisions at most every 200 ms.
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function removeSettings(request: APIRequestContext): Promise<void> {
  for (const key of KEYS) {
    const { data } = (await (await request.get(`/settings?key=${key}`, { headers })).json()) as {
      data: { id: string }[];
    };
    for (const { id } of data) expect((await request.delete(`/settings/${id}`, { headers })).status()).toBe(204);
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/navigation-variants/${name}-${width}.png` });
  }
}

test.beforeAll(async ({ request }) => {
  service = createServer((incoming, response) => {
    if (incoming.url === "/naas/nav.locale=en.json") {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          entries: [
            {
              id: "vehicles",
              label: "Group vehicles",
              url: "/models",
              children: [{ id: "stock", label: "Group stock", url: "/stock" }],
            },
            { id: "owners", label: "Group owners", url: "/faq" },
            { id: "internal", label: "Staff only", url: "/staff" },
          ],
        }),
      );
    } else {
      response.statusCode = 503;
      response.end();
    }
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceBase = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  await signIn(request);
  await removeSettings(request);
});

test.afterAll(async ({ request }) => {
  await signIn(request);
  await removeSettings(request);
  for (const id of pageIds) await request.delete(`/api/cms/pages/${id}`, { headers });
  service.close();
});

test("the newer navigation opens every entry from one Menu button, and the lrdx theme draws outlined icons", async ({
  page,
  request,
  consoleErrors,
}) => {
  await signIn(request);
  await setSetting(request, "site.theme", "lrdx");
  await setSetting(request, "navigation.variant", "newer");
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/static");
  const header = page.locator("header.site-header");
  const menu = header.getByText("Menu", { exact: true });
  await expect(menu).toBeVisible();
  const panel = page.getByRole("navigation", { name: "Main" });
  await expect(panel).toBeHidden();
  await menu.click();
  await expect(panel).toBeVisible();
  // A sub-entry is on show at once, with its parent: no second click per group.
  await expect(panel.getByRole("link", { name: "Showroom" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Book a test drive" })).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("header.site-header").analyze();
  expect(
    axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical"),
  ).toEqual([]);
  await shoot(page, "newer-open");
  await page.setViewportSize({ width: 1366, height: 900 });
  await panel.getByRole("link", { name: "Book a test drive" }).click();
  await expect(page).toHaveURL(/\/test-drive$/);

  // The stock locator's search button and saved heart come from the lrdx set: outlines, not solid shapes.
  await page.goto("/stock");
  const searchIcon = page.locator(".sl-search__submit svg");
  await expect(searchIcon).toHaveClass(/fc-icon--outline/);
  await expect(searchIcon.locator("path")).toHaveAttribute("stroke", "currentColor");
  await page.locator(".stock-locator[data-hydrated], .stock-locator").first().waitFor();
  expect(consoleErrors).toEqual([]);

  await setSetting(request, "site.theme", "jdx");
  await page.goto("/stock");
  await expect(page.locator(".sl-search__submit svg")).not.toHaveClass(/fc-icon--outline/);
  await expect(page.locator(".sl-search__submit svg path")).toHaveAttribute("fill", "currentColor");
});

test("the navigation service's menu is shown while it answers, and the site's own menu when it fails", async ({
  page,
  request,
}) => {
  await signIn(request);
  await setSetting(request, "navigation.variant", "external");
  await setSetting(
    request,
    "navigation.external",
    JSON.stringify({ url: `${serviceBase}/naas/nav.locale={locale}.json`, disable: ["internal"] }),
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/static");
  const main = page.getByRole("navigation", { name: "Main" });
  await expect(main.getByRole("link", { name: "Group owners" })).toBeVisible();
  await expect(main.getByText("Staff only")).toHaveCount(0);
  await main.locator("summary", { hasText: "Group vehicles" }).click();
  await expect(main.getByRole("link", { name: "Group stock" })).toBeVisible();
  await shoot(page, "external");

  await setSetting(
    request,
    "navigation.external",
    JSON.stringify({ url: `${serviceBase}/down/nav.locale={locale}.json`, timeout_ms: 500 }),
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/static");
  await expect(main.getByRole("link", { name: "Islands" })).toBeVisible();
  await expect(main.getByText("Group owners")).toHaveCount(0);
  await setSetting(request, "navigation.variant", "standard");
});

test("an editor ticks “Only the logo in the header” in a page's settings, and that page's header shows the logo alone", async ({
  page,
  request,
}) => {
  await signIn(request);
  const title = `Launch ${stamp}`;
  const created = await request.post("/api/cms/pages", {
    data: {
      path: LOGO_ONLY_PAGE,
      title,
      draft: {
        schemaVersion: 1,
        root: { props: { title } },
        content: [{ type: "quote", props: { id: "launch-quote", quote: "The new model is here." } }],
      },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  pageIds.push(id);
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
  await page.goto(LOGO_ONLY_PAGE);
  await expect(page.locator("header.site-header").getByRole("navigation", { name: "Main" })).toHaveCount(1);

  expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
  await page.goto("/cms");
  await page.getByRole("button", { name: `Settings of “${title}”` }).click();
  const dialog = page.getByRole("dialog", { name: `Settings of “${title}”` });
  await dialog.getByLabel("Only the logo in the header").check();
  await dialog.getByRole("button", { name: "Save settings" }).click();
  await expect(dialog).toBeHidden();

  await page.goto(LOGO_ONLY_PAGE);
  const header = page.locator("header.site-header");
  await expect(header.getByRole("link", { name: /home/i })).toBeVisible();
  await expect(header.getByRole("navigation")).toHaveCount(0);
  await expect(header.getByText("Menu", { exact: true })).toHaveCount(0);
  await expect(page.getByText("The new model is here.")).toBeVisible();
  await shoot(page, "logo-only");
  await page.goto("/static");
  await expect(page.locator("header.site-header").getByRole("navigation", { name: "Main" })).toHaveCount(1);
});

test("the stock locator offers the quick searches of the settings and marks the one on screen", async ({
  page,
  request,
}) => {
  await signIn(request);
  await setSetting(
    request,
    "sl.predefined_links",
    JSON.stringify([
      { label: "New stock", url: "?state=new" },
      { label: "Cheapest first", url: "?sort=priceAsc" },
    ]),
  );
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto("/stock");
  const quick = page.getByRole("navigation", { name: "Quick searches" });
  await expect(quick.getByRole("link")).toHaveText(["New stock", "Cheapest first"]);
  await expect(quick.locator("[aria-current]")).toHaveCount(0);
  await quick.getByRole("link", { name: "New stock" }).click();
  await expect(page).toHaveURL(/\/stock\?state=new$/);
  await expect(quick.getByRole("link", { name: "New stock" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator(".sl-grid[aria-busy='false'] .sl-card__condition").first()).toHaveText("New");
  await shoot(page, "quick-searches");
});
