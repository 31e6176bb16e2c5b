import { request as requestContext, type APIRequestContext, type Page } from "@playwright/test";
import { startClockServer, type ClockServer } from "./clock-server.ts";
import { expect, postSignIn, test } from "./support.ts";

/**
 * Issue 15's acceptance: a scheduled offer appears and disappears as the server clock moves, with the
 * HTML cache in play. The server is a process of this spec's own whose clock reads a file the test
 * writes (decision 114); in June Europe/London (the default site.time_zone) is UTC+1, so 00:00:01 on
 * 11 June there is 23:00:01 UTC on 10 June.
 */
const ADMIN = { email: "clock-admin@example.com", password: "clock-e2e-admin-password" };
const PATH = "/scheduled-offers";
const OFFER = "June Defender deal";
const BANNER = "Only on 12 June";

test.describe.configure({ mode: "serial" });

let server: ClockServer;
let pageId = "";

/** Publishes the offer and the page; returns the page's id. */
async function publishSchedulePage(api: APIRequestContext): Promise<string> {
  expect((await postSignIn(api, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await api.get("/api/auth/session")).json()) as { csrfToken: string };
  const headers = { "x-csrf-token": csrfToken };
  const offer = await api.post("/api/offers", {
    headers,
    data: {
      id: "june-defender",
      car_model_key: "defender_110",
      brand: "land_rover",
      model_family: "defender",
      category: "new_cars",
      market: "AE",
      title: OFFER,
      prices: [{ label: "From", amount: 29900000, currency: "AED" }],
      published: true,
      schedule: { start: "2030-06-11", end: "2030-06-12" },
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const block = (type: string, id: string, props: object) => ({ type, props: { id, ...props } });
  const created = await api.post("/api/cms/pages", {
    headers,
    data: {
      path: PATH,
      title: "Scheduled offers",
      draft: {
        schemaVersion: 1,
        root: { props: {} },
        content: [
          block("offers", "list", { category: "Offers this month", form_id: "demo-offer-enquiry" }),
          block("single-offer", "one", { offer_id: "june-defender" }),
          block("quote", "banner", {
            quote: BANNER,
            offer_schedule: { start_date: "2030-06-12", end_date: "2030-06-12" },
          }),
        ],
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await api.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** Opens the page as an anonymous visitor; returns the HTML's ETag (the same ETag = the same cached HTML). */
async function visit(page: Page): Promise<string> {
  const response = await page.goto(PATH);
  expect(response?.ok()).toBe(true);
  return (await response!.headerValue("etag")) ?? "";
}

async function expectOfferShown(page: Page, shown: boolean): Promise<void> {
  const list = page.locator('[data-block="offers"]');
  const single = page.locator('[data-block="single-offer"]');
  if (shown) {
    await expect(list.getByRole("heading", { name: OFFER })).toBeVisible();
    await expect(single.getByRole("heading", { name: OFFER })).toBeVisible();
  } else {
    await expect(list.getByText("There are no offers at the moment.")).toBeVisible();
    // An inactive Single offer shows nothing (no heading, no call to action).
    await expect(page.getByText(OFFER)).toHaveCount(0);
    await expect(single.getByRole("heading")).toHaveCount(0);
  }
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000);
  server = await startClockServer(ADMIN, "2030-06-10T12:00:00Z");
  const api = await requestContext.newContext({ baseURL: server.baseURL });
  try {
    pageId = await publishSchedulePage(api);
  } finally {
    await api.dispose();
  }
});

test.afterAll(async () => {
  await server?.close();
});

test("a scheduled offer and a scheduled block appear and disappear as the server clock passes their boundaries", async ({
  browser,
}) => {
  // No cookies: an anonymous visitor, whose pages come from the HTML cache.
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const api = await requestContext.newContext({ baseURL: server.baseURL });

  const first = await visit(page);
  await expectOfferShown(page, false);
  await expect(page.getByText(BANNER)).toHaveCount(0);

  // One millisecond before the offer starts the cached page is still right, and served as it is.
  server.setClock("2030-06-10T23:00:00.999Z");
  expect((await api.get(PATH)).headers().etag).toBe(first);
  await visit(page);
  await expectOfferShown(page, false);

  // At 00:00:01 local time the cached page has expired: the next request renders it with the offer.
  server.setClock("2030-06-10T23:00:01Z");
  const started = await visit(page);
  expect(started).not.toBe(first);
  await expectOfferShown(page, true);
  await expect(page.getByText(BANNER)).toHaveCount(0);

  // The block with its own offer_schedule shows on 12 June only; the offer runs through 12 June.
  server.setClock("2030-06-11T23:00:01Z");
  await visit(page);
  await expect(page.getByText(BANNER)).toBeVisible();
  await expectOfferShown(page, true);

  // After 23:59:59 on 12 June both are gone, again without any write.
  server.setClock("2030-06-12T23:00:00Z");
  await visit(page);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await expectOfferShown(page, false);

  await api.dispose();
  await context.close();
});

test("an editor previews the page at a later date and sees what will show then", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  expect((await postSignIn(context.request, ADMIN)).ok()).toBe(true);
  const page = await context.newPage();
  // The site's clock is before the offer; the preview is asked for 10:00 on 12 June, site time.
  server.setClock("2030-06-01T12:00:00Z");
  await page.goto(`/cms/pages/${pageId}`);
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();
  await page.getByLabel("Preview at").fill("2030-06-12T10:00");
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    page.getByRole("link", { name: "Preview draft" }).click(),
  ]);
  await preview.waitForLoadState();
  expect(preview.url()).toContain("?at=2030-06-12T10%3A00");
  await expect(preview.getByText(BANNER)).toBeVisible();
  await expectOfferShown(preview, true);
  // The public page, meanwhile, is as the site's clock has it.
  const visitor = await browser.newContext({ baseURL: server.baseURL });
  const site = await visitor.newPage();
  await visit(site);
  await expectOfferShown(site, false);
  await visitor.close();
  await context.close();
});
