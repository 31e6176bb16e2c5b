import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, scrollThrough, test, waitForIslands } from "./support.ts";

/**
 * Currency exchange (issue 15, decision 112): with currency_exchange.api_url set, the server fetches
 * GET {api_url}/currency-exchange (here a local HTTP server) and the stock cards and the showroom show
 * a second price converted with its rate, truncated, in an element of class price-exchange-class, in
 * the server's HTML and unchanged after hydration (similar-vehicle cards and lease prices too, decision
 * 118); when the service answers 500 the plain prices show.
 * Site-wide settings: this spec runs in the site-wide settings project and removes what it set.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const RATE = 0.2723;

let headers: Record<string, string>;
const settingIds = new Set<string>();
let exchange: Server;
let exchangeHost = "";
let exchangeRequests = 0;

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  headers = { "x-csrf-token": csrfToken };
}

async function setSetting(request: APIRequestContext, key: string, value: string): Promise<void> {
  const response = await request.post("/settings", { data: { key, value }, headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  settingIds.add(((await response.json()) as { id: string }).id);
}

/** A price converted with RATE, truncated, as the site writes it (delimiter ',', symbol after). */
function converted(value: number, symbol: string): string {
  return `${Math.trunc(Number((value * RATE).toPrecision(12)))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",")} ${symbol}`;
}

interface Card {
  link: string;
  prices: { purchase: { value_raw: number; formatted: string; hiddenFromVisitors: boolean } | null; sale: unknown };
}

/** The first vehicle of the stock page (newest first) whose price visitors may see, not on sale (the showroom's headline is then that price). */
async function firstPricedCard(page: Page): Promise<{ card: Card; index: number }> {
  const answer = (await (await page.request.get("/public_api/listing/all?items=12")).json()) as { data: Card[] };
  const index = answer.data.findIndex(
    (candidate) => candidate.prices.purchase && !candidate.prices.purchase.hiddenFromVisitors && !candidate.prices.sale,
  );
  expect(index).toBeGreaterThanOrEqual(0);
  return { card: answer.data[index]!, index };
}

test.beforeAll(async ({ request }) => {
  exchange = createServer((incoming, response) => {
    exchangeRequests++;
    if (incoming.url === "/fx/currency-exchange") {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ exchangeRate: RATE, startDate: "2026-11-01" }));
    } else {
      response.statusCode = 500;
      response.end("exchange down");
    }
  });
  await new Promise<void>((resolve) => exchange.listen(0, "127.0.0.1", resolve));
  exchangeHost = `http://127.0.0.1:${(exchange.address() as AddressInfo).port}`;
  await signIn(request);
  const bad = await request.post("/settings", { data: { key: "double_price.rate", value: "-2" }, headers });
  expect(bad.status()).toBe(422);
  await setSetting(request, "double_price.symbol", "USD");
});

test.afterAll(async ({ request }) => {
  // A fresh request context: sign in again (the one of beforeAll is gone).
  await signIn(request);
  for (const id of settingIds) expect((await request.delete(`/settings/${id}`, { headers })).status()).toBe(204);
  await new Promise<void>((resolve) => exchange.close(() => resolve()));
});

test("converted prices show on the stock cards and the showroom, in the HTML and after hydration", async ({
  page,
  request,
  consoleErrors,
}) => {
  await signIn(request);
  await setSetting(request, "currency_exchange.api_url", `${exchangeHost}/fx`);
  const { card, index } = await firstPricedCard(page);
  const expected = converted(card.prices.purchase!.value_raw, "USD");

  const response = await page.goto("/stock");
  expect(await response!.text()).toContain(`<span class="price-exchange-class">${expected}</span>`);
  const shown = page.locator(".sl-grid .sl-card").nth(index);
  await expect(shown.locator(".sl-price__value")).toHaveText(card.prices.purchase!.formatted);
  await expect(shown.locator(".price-exchange-class")).toHaveText(expected);
  await waitForIslands(page);
  await expect(shown.locator(".price-exchange-class")).toHaveText(expected);
  await expect(shown.locator(".price-exchange-class")).toBeVisible();

  await page.goto(card.link);
  await expect(page.locator(".showroom-price .price-exchange-class").first()).toHaveText(expected);
  // Fetched once by the server for every page, never by the browser.
  expect(exchangeRequests).toBe(1);
  expect(consoleErrors).toEqual([]);
});

interface PriceEntry {
  value_raw: number;
  formatted: string;
  hiddenFromVisitors: boolean;
  exchanged?: string;
}
interface Listed {
  id: string;
  link: string;
  prices: Record<"purchase" | "sale" | "drive_away" | "lease", PriceEntry | null>;
}

const visible = (entry: PriceEntry | null): entry is PriceEntry =>
  entry !== null && !entry.hiddenFromVisitors && entry.value_raw > 0;

test("a similar-vehicle card and a lease price show their converted prices, in the HTML and after hydration", async ({
  page,
  request,
  consoleErrors,
}) => {
  await signIn(request);
  await setSetting(request, "currency_exchange.api_url", `${exchangeHost}/fx`);
  let leased: Listed | undefined;
  for (let pageNumber = 1; pageNumber <= 5 && !leased; pageNumber++) {
    const listed = await page.request.get(`/public_api/listing/all?items=12&page=${pageNumber}`);
    expect(listed.status()).toBe(200);
    leased = ((await listed.json()) as { data: Listed[] }).data.find((vehicle) => visible(vehicle.prices.lease));
  }
  expect(leased).toBeDefined();
  const lease = leased!.prices.lease!;
  const expectedLease = `${converted(lease.value_raw, "USD")} / Month`;

  const response = await page.goto(leased!.link);
  const html = await response!.text();
  // The lease line: '% ^ / Month' in both currencies, drawn by the server.
  expect(html).toContain(`<span class="price-exchange-class">${expectedLease}</span>`);
  const leaseLine = page.locator('.showroom-price [data-price-kind="lease"]');
  await expect(leaseLine).toContainText(lease.formatted);
  await expect(leaseLine.locator(".price-exchange-class")).toHaveText(expectedLease);

  // A similar vehicle's card: its headline price (drive-away, else sale, else purchase) and that price converted.
  const card = page.locator(".showroom-similar .vehicle-card").first();
  const similarId = await card.locator("a").getAttribute("data-vehicle-id");
  const similar = (await (await page.request.get(`/public_api/listing/all/vehicle/${similarId}`)).json()) as {
    data?: Listed;
  } & Listed;
  const prices = (similar.data ?? similar).prices;
  const headline = [prices.drive_away, prices.sale, prices.purchase].find(visible);
  expect(headline).toBeDefined();
  const expectedSimilar = converted(headline!.value_raw, "USD");
  expect(html).toContain(`<span class="price-exchange-class">${expectedSimilar}</span>`);
  await expect(card.locator(".vehicle-card__price")).toContainText(headline!.formatted);
  await expect(card.locator(".price-exchange-class")).toHaveText(expectedSimilar);
  await expect(card.locator(".price-exchange-class")).toBeVisible();
  // The page's islands (gallery, finance calculator) hydrate when scrolled into view.
  await scrollThrough(page);
  await waitForIslands(page);
  await expect(card.locator(".price-exchange-class")).toHaveText(expectedSimilar);
  await expect(leaseLine.locator(".price-exchange-class")).toHaveText(expectedLease);
  expect(consoleErrors).toEqual([]);
});

test("the plain prices show when the exchange service answers 500", async ({ page, request, consoleErrors }) => {
  await signIn(request);
  await setSetting(request, "currency_exchange.api_url", `${exchangeHost}/down`);
  const { card, index } = await firstPricedCard(page);
  await page.goto("/stock");
  const shown = page.locator(".sl-grid .sl-card").nth(index);
  await expect(shown.locator(".sl-price__value")).toHaveText(card.prices.purchase!.formatted);
  await expect(page.locator(".price-exchange-class")).toHaveCount(0);
  await page.goto(card.link);
  await expect(page.locator(".showroom-price")).toContainText(card.prices.purchase!.formatted);
  await expect(page.locator(".price-exchange-class")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
