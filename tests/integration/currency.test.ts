import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import type { ListingPage, StockVehicle } from "../../model/stock/stock-data.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { parseHtml } from "../support/render-block.ts";

/**
 * Currency exchange end to end on the server (decision 112): the currency_exchange.* and double_price.*
 * settings saved through the settings API, the rate fetched from GET {api_url}/currency-exchange (msw),
 * and the converted prices in the listing API, the /stock page's cards and the showroom page.
 */
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

// Each test uses its own host: the rate is cached per host and keys for ten minutes.
let hosts = 0;
const nextHost = () => `https://fx${++hosts}.example.test`;
let answer: () => Response | Promise<Response> = () => HttpResponse.json({ exchangeRate: 1.5 });
const mock = setupServer(http.get("https://:host/currency-exchange", () => answer()));

describe("converted (double) prices", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  let vehicle: StockVehicle;
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});

  const save = async (key: string, value: string) => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key, value },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const listing = async () =>
    (await testApp.app.inject({ url: "/public_api/listing/all?sort=priceAsc&items=12" })).json() as ListingPage;
  const page = async (url: string) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return parseHtml(response.body);
  };
  const withPrice = (found: ListingPage) =>
    found.data.find((candidate) => candidate.prices.purchase && !candidate.prices.purchase.hiddenFromVisitors)!;

  beforeAll(async () => {
    mock.listen({ onUnhandledRequest: "bypass" });
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    await importFleet(testApp.database.handle.db, generateFleet(120, 5));
    admin = await signIn(testApp, "admin");
    vehicle = withPrice(await listing());
  }, 60_000);
  afterEach(() => errors.mockClear());
  afterAll(async () => {
    await testApp.close();
    mock.close();
    errors.mockRestore();
  });

  it("shows no second price until one is configured", async () => {
    expect(vehicle.prices.purchase!.exchanged).toBeUndefined();
    const dom = await page("/stock?sort=priceAsc");
    expect(dom.querySelector(".price-exchange-class")).toBeNull();
  });

  it("converts with the exchange service's rate, truncated, on the API, the stock cards and the showroom", async () => {
    answer = () => HttpResponse.json({ exchangeRate: 0.2723, startDate: "2026-11-01" });
    await save("double_price.symbol", "USD");
    await save("currency_exchange.api_url", nextHost());
    const found = withPrice(await listing());
    const expected = `${Math.trunc(found.prices.purchase!.value_raw * 0.2723)
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, ",")} USD`;
    expect(found.prices.purchase!.exchanged).toBe(expected);

    const stock = await page("/stock?sort=priceAsc");
    const card = [...stock.querySelectorAll(".sl-card")].find(
      (candidate) => candidate.querySelector("a.sl-card__link")!.getAttribute("href") === found.link,
    )!;
    expect(text(card.querySelector(".sl-price__value"))).toBe(found.prices.purchase!.formatted);
    expect(text(card.querySelector(".price-exchange-class"))).toBe(expected);

    const showroom = await page(found.link);
    expect(text(showroom.querySelector(".showroom-price .price-exchange-class"))).toBe(expected);
    expect(errors).not.toHaveBeenCalled();
  });

  it("uses the configured response key, decimals and class", async () => {
    answer = () => HttpResponse.json({ aed: "3.6725", exchangeRate: 99 });
    await save("currency_exchange.response_key", "aed");
    await save("double_price.decimals", "2");
    await save("double_price.css_class", "aed-price");
    await save("currency_exchange.api_url", nextHost());
    const found = withPrice(await listing());
    const converted = Math.trunc(Number((found.prices.purchase!.value_raw * 3.6725 * 100).toPrecision(12))) / 100;
    const [whole, fraction] = converted.toFixed(2).split(".");
    const expected = `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction} USD`;
    expect(found.prices.purchase!.exchanged).toBe(expected);
    const dom = await page("/stock?sort=priceAsc");
    const card = [...dom.querySelectorAll(".sl-card")].find(
      (candidate) => candidate.querySelector("a.sl-card__link")!.getAttribute("href") === found.link,
    )!;
    expect(text(card.querySelector(".aed-price"))).toBe(expected);
    expect(dom.querySelector(".price-exchange-class")).toBeNull();
    await save("currency_exchange.response_key", "exchangeRate");
    await save("double_price.decimals", "0");
    await save("double_price.css_class", "price-exchange-class");
  });

  it("logs the missing key and shows the plain prices when the answer lacks it", async () => {
    answer = () => HttpResponse.json({ rate: 1.2 });
    await save("currency_exchange.api_url", nextHost());
    const found = withPrice(await listing());
    expect(found.prices.purchase!.exchanged).toBeUndefined();
    const dom = await page("/stock?sort=priceAsc");
    expect(dom.querySelector(".price-exchange-class")).toBeNull();
    expect(text(dom.querySelector(".sl-card .sl-price__value"))).not.toBe("");
    expect(errors.mock.calls.flat().join("\n")).toContain("Exchange response lacks the key exchangeRate");
  });

  it("shows the plain prices, and serves the page, when the service answers 500", async () => {
    answer = () => new HttpResponse(null, { status: 500 });
    await save("currency_exchange.api_url", nextHost());
    const dom = await page(vehicle.link);
    expect(text(dom.querySelector(".showroom-price__main"))).toBe(vehicle.prices.purchase!.formatted);
    expect(dom.querySelector(".price-exchange-class")).toBeNull();
    expect(errors.mock.calls.flat().join("\n")).toContain("it answered HTTP 500");
  });

  it("shows the plain prices when the service is too slow", async () => {
    answer = async () => {
      await delay(5000);
      return HttpResponse.json({ exchangeRate: 2 });
    };
    await save("currency_exchange.api_url", nextHost());
    const started = Date.now();
    const dom = await page("/stock?sort=priceAsc");
    expect(Date.now() - started).toBeLessThan(4500);
    expect(dom.querySelector(".price-exchange-class")).toBeNull();
    expect(errors.mock.calls.flat().join("\n")).toContain("it timed out");
  });

  it("converts nothing with a rate whose start date is still ahead (decision 118), and refuses an unreadable one", async () => {
    answer = () => HttpResponse.json({ exchangeRate: 0.2723, startDate: "2999-01-01" });
    await save("currency_exchange.api_url", nextHost());
    expect(withPrice(await listing()).prices.purchase!.exchanged).toBeUndefined();
    expect((await page(vehicle.link)).querySelector(".price-exchange-class")).toBeNull();
    answer = () => HttpResponse.json({ exchangeRate: 0.2723, startDate: "01/11/2026" });
    await save("currency_exchange.api_url", nextHost());
    expect(withPrice(await listing()).prices.purchase!.exchanged).toBeUndefined();
    expect(errors.mock.calls.flat().join("\n")).toContain(
      'Exchange response key startDate is not a date: "01/11/2026"',
    );
  });

  it("without an exchange service, converts with double_price.rate when the double price is enabled", async () => {
    await save("currency_exchange.api_url", "");
    await save("double_price.rate", "2");
    expect(withPrice(await listing()).prices.purchase!.exchanged).toBeUndefined();
    await save("double_price.enabled", "true");
    const found = withPrice(await listing());
    const value = found.prices.purchase!.value_raw;
    expect(found.prices.purchase!.exchanged).toBe(
      `${Math.trunc(value * 2)
        .toString()
        .replace(/\B(?=(\d{3})+(?!\d))/g, ",")} USD`,
    );
  });

  it("refuses a rate that is not a positive number, naming the setting", async () => {
    for (const value of ["0", "-1", "abc", "1e3"]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/settings",
        headers: admin.headers,
        payload: { key: "double_price.rate", value },
      });
      expect(response.statusCode, value).toBe(422);
      expect(response.body).toContain("double_price.rate");
    }
  });
});
