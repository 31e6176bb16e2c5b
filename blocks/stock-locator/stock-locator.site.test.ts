/**
 * The stock page through the whole product: the fixture page /stock, the stock-listing resolver
 * reading the page URL, the listing API and the block's server HTML must agree.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { parseHtml } from "../../tests/support/render-block.ts";
import { DEALER_NO_RESULTS } from "../_shared/stock/location-search.tsx";
import type { ListingPage } from "../../model/stock/stock-data.ts";

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

describe("the /stock page on the server", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    await importFleet(testApp.database.handle.db, generateFleet(300, 11));
  });
  afterAll(() => testApp.close());

  async function page(url: string) {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    return parseHtml(response.body);
  }

  /** What the page's stock locator island fetches before hydrating (decision 178). */
  async function islandData(pageUrl: string): Promise<{ noDealers: boolean; data: { link: string }[] }> {
    const response = await testApp.app.inject({
      url: `/_island-data?${new URLSearchParams({ page: pageUrl, block: "stock" }).toString()}`,
    });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    return response.json() as { noDealers: boolean; data: { link: string }[] };
  }

  async function api(query: string): Promise<ListingPage> {
    const response = await testApp.app.inject({ url: `/public_api/listing/all?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListingPage;
  }

  it("lists the vehicles, the count and the facet counts of the URL's filters", async () => {
    const dom = await page("/stock?state=new&nameplate_brand_name=Jaguar");
    const expected = await api(
      "filter[state_in]=new&filter[nameplate_brand_name_in]=Jaguar&sort=createdAtDesc&page=1&items=12",
    );
    const cards = [...dom.querySelectorAll(".sl-grid .sl-card")];
    expect(cards.map((card) => card.querySelector("a.sl-card__link")!.getAttribute("href"))).toEqual(
      expected.data.map((vehicle) => vehicle.link),
    );
    expect(cards.every((card) => text(card.querySelector(".sl-card__condition")) === "New")).toBe(true);
    // The island's data for the same URL is what the server rendered; the page does not carry it.
    expect(
      (await islandData("/stock?state=new&nameplate_brand_name=Jaguar")).data.map((vehicle) => vehicle.link),
    ).toEqual(expected.data.map((vehicle) => vehicle.link));
    expect(dom.querySelector("script[data-island-props]")!.textContent).not.toContain(expected.data[0]!.link);
    expect(text(dom.querySelector(".sl-summary"))).toBe(`${expected.meta.total} vehicles`);
    const landRover = [...dom.querySelectorAll(".sl-check")].find((label) =>
      text(label.querySelector(":scope > span")).startsWith("Land Rover ("),
    )!;
    expect(text(landRover.querySelector(":scope > small"))).toBe(
      String(expected.meta.facets.nameplate_brand_name!.find((facet) => facet.value === "Land Rover")!.count),
    );
  });

  it("renders the page of the URL", async () => {
    const dom = await page("/stock?page=2&sort=priceAsc");
    expect(dom.querySelector('.sl-pages [aria-current="page"]')?.textContent).toBe("2");
    expect(dom.querySelector("select.sl-sort__select option[selected]")?.getAttribute("value")).toBe("priceAsc");
    const expected = await api("sort=priceAsc&page=2&items=12");
    expect([...dom.querySelectorAll("a.sl-card__link")].map((link) => link.getAttribute("href"))).toEqual(
      expected.data.map((vehicle) => vehicle.link),
    );
  });

  it("lists the vehicles of the retailers a postcode search finds, and asks for another postcode when it finds none", async () => {
    const found = await page("/stock?_postcode=2017&_locality=Waterloo");
    const cards = [...found.querySelectorAll(".sl-grid .sl-card")];
    expect(cards.length).toBeGreaterThan(0);
    const none = await page("/stock?_postcode=9999&_locality=Nowhere");
    expect(none.querySelectorAll(".sl-grid .sl-card")).toHaveLength(0);
    expect(text(none.querySelector(".sl-empty"))).toBe(DEALER_NO_RESULTS);
    // What the island fetches before hydrating says so too.
    const island = await islandData("/stock?_postcode=9999&_locality=Nowhere");
    expect(island.noDealers).toBe(true);
  });
});
