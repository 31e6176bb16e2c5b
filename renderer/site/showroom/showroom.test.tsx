import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { price, showroomVehicle } from "../../../tests/support/showroom-vehicle.ts";
import { parseHtml } from "../../../tests/support/render-block.ts";
import { defaultCompanyConfig } from "../../../model/listings/company-config.ts";
import { DEFAULT_SETTINGS, type ShowroomData, type SiteData } from "../../../model/site/site-data.ts";
import type { ShowroomVehicle } from "../../../model/listings/showroom-vehicle.ts";
import { createSiteRenderer } from "../render-site.server.tsx";
import { showroomDescription } from "../pages/showroom-page.tsx";
import { Equipment } from "./equipment.tsx";
import FinanceCalculator from "./finance-calculator.tsx";
import Gallery from "./gallery.tsx";
import { labelsFrom } from "./labels.ts";
import { PricePanel } from "./price-panel.tsx";
import { LeaseAccordion } from "./lease-accordion.tsx";
import { RetailerCard } from "./retailer-card.tsx";
import { SimilarVehicles } from "./similar-vehicles.tsx";
import { Specification } from "./specification.tsx";
import { DEFAULT_MINI_FINANCE } from "../../../model/listings/mini-finance.ts";
import { DEFAULT_PRICE_SETTINGS } from "../../../model/listings/prices.ts";

const labels = labelsFrom();
const html = (element: React.ReactElement) => parseHtml(renderToString(element));
const text = (node: Element | null | undefined) => node?.textContent?.replaceAll("\u00a0", " ").trim() ?? "";

describe("showroom page parts (server HTML)", () => {
  it("the price panel shows the sale price, the struck-through old price, tax notice, lease and an info-tip for the disclaimers", () => {
    const dom = html(<PricePanel vehicle={showroomVehicle()} labels={labels} />);
    expect(text(dom.querySelector(".showroom-price__main"))).toBe("61,000 €");
    expect(text(dom.querySelector(".showroom-price__label"))).toContain("Sale");
    expect(text(dom.querySelector(".showroom-price__old s"))).toBe("65,000 €");
    expect(text(dom.querySelector(".showroom-price__tax"))).toBe("Including GST");
    expect(text(dom.querySelector('[data-price-kind="lease"] dd'))).toBe("1,083 € / Month");
    const tip = dom.querySelector('details.info-tip[data-display-type="icon-info-tip"]');
    expect(tip?.querySelector("svg.fc-icon")).not.toBeNull();
    expect(text(tip?.querySelector(".info-tip__bubble"))).toBe("Sale price valid while stock lasts.");
  });

  it("the price panel shows no info-tip without disclaimers, and 'Price on request' for hidden prices", () => {
    const hidden = showroomVehicle();
    hidden.prices = {
      ...hidden.prices,
      purchase: price(61000, true),
      sale: price(61000, true),
      old: price(65000, true),
      msrp: price(1, true),
      on_the_road: price(63400, true),
      lease: null,
      disclaimers: [],
    };
    const dom = html(<PricePanel vehicle={hidden} labels={labels} />);
    expect(text(dom.querySelector(".showroom-price__main"))).toBe("Price on request");
    expect(dom.querySelector(".info-tip")).toBeNull();
    expect(dom.querySelector(".showroom-price__secondary")).toBeNull();
    expect(renderToString(<PricePanel vehicle={hidden} labels={labels} />)).not.toContain("61,000");
  });

  it("the lease accordion opens on the monthly lease price, and is absent for a hidden, zero or missing lease price", () => {
    const lease = (prices: Partial<ShowroomVehicle["prices"]>) => {
      const vehicle = showroomVehicle();
      vehicle.prices = { ...vehicle.prices, ...prices };
      return html(<LeaseAccordion vehicle={vehicle} labels={labels} exchangeClass="price-exchange-class" />);
    };
    const shown = lease({});
    const details = shown.querySelector("details.showroom-lease");
    expect(details?.hasAttribute("open")).toBe(false);
    expect(text(details?.querySelector("summary"))).toBe("Lease");
    expect(text(details?.querySelector('[data-price-kind="lease"]'))).toBe("1,083 € / Month");
    expect(
      lease({ lease: { ...price(1083, false, "lease"), hiddenFromVisitors: true } }).querySelector("details"),
    ).toBeNull();
    expect(lease({ lease: price(0) }).querySelector("details")).toBeNull();
    expect(lease({ lease: null }).querySelector("details")).toBeNull();
  });

  it("a drive-away price is the headline", () => {
    const vehicle = showroomVehicle();
    vehicle.prices = { ...vehicle.prices, sale: null, old: null, drive_away: price(70000) };
    const dom = html(<PricePanel vehicle={vehicle} labels={labels} />);
    expect(text(dom.querySelector(".showroom-price__label"))).toBe("Drive-away price");
    expect(text(dom.querySelector(".showroom-price__main"))).toBe("70,000 €");
    expect(dom.querySelector(".showroom-price__old")).toBeNull();
  });

  it("the specification comes as a list (seed attributes) and as an accordion that adds status; empty values are left out", () => {
    const dom = html(<Specification vehicle={showroomVehicle()} labels={labels} />);
    const list = [...dom.querySelectorAll('[data-presentation="list"] [data-attribute]')].map((row) =>
      row.getAttribute("data-attribute"),
    );
    const accordion = [...dom.querySelectorAll('[data-presentation="accordion"] [data-attribute]')].map((row) =>
      row.getAttribute("data-attribute"),
    );
    expect(list).toEqual([
      "state",
      "deliveryDate",
      "productionYear",
      "mileage",
      "transmission",
      "engines",
      "capacity",
      "power",
      "color",
      "colorInterior",
      "vin",
      "avl",
    ]);
    expect(accordion).toEqual([...list, "status"]);
    expect(dom.querySelector('[data-presentation="accordion"]')?.tagName).toBe("DETAILS");
    expect(text(dom.querySelector('[data-presentation="list"] [data-attribute="deliveryDate"] dd'))).toBe(
      "15 March 2026",
    );
    expect(text(dom.querySelector('[data-presentation="list"] [data-attribute="transmission"] dd'))).toBe("Automatic");
    expect(text(dom.querySelector('[data-presentation="list"] [data-attribute="vin"] dt'))).toBe("VIN");
  });

  it("specification labels come from the translations, with the built-in text as fallback", () => {
    const dom = html(<Specification vehicle={showroomVehicle()} labels={labelsFrom({ "spec.color": "Paint" })} />);
    expect(text(dom.querySelector('[data-presentation="list"] [data-attribute="color"] dt'))).toBe("Paint");
    expect(text(dom.querySelector('[data-presentation="list"] [data-attribute="mileage"] dt'))).toBe("Mileage");
  });

  it("equipment lists standard, optional and accessories", () => {
    const dom = html(<Equipment vehicle={showroomVehicle()} labels={labels} />);
    expect([...dom.querySelectorAll("h3")].map(text)).toEqual([
      "Standard equipment",
      "Optional equipment",
      "Accessories",
    ]);
    expect(text(dom.querySelector('[aria-labelledby="equipment-optional"] li'))).toBe("Panoramic roof");
  });

  it("the retailer card uses the owner's full HTML variant and is absent without an owner", () => {
    const dom = html(<RetailerCard owner={showroomVehicle().owner} subject="Enquiry" labels={labels} />);
    expect(dom.querySelector("address a[href='tel:+61290001000']")).not.toBeNull();
    expect(dom.querySelector("address a[href^='mailto:']")).not.toBeNull();
    expect(
      dom.querySelector(
        ".showroom-retailer__actions a[href^='mailto:sales.sydneycity@forecourt.example?subject=Enquiry']",
      ),
    ).not.toBeNull();
    expect(renderToString(<RetailerCard owner={null} subject="x" labels={labels} />)).toBe("");
  });

  it("similar vehicles link to their showroom pages, never the current one, at most six, carrying the query", () => {
    const others = Array.from({ length: 8 }, (_, index) =>
      showroomVehicle({ id: `v00010${index}`, link: `/showroom/x-v00010${index}` }),
    );
    const dom = html(
      <SimilarVehicles
        vehicles={[showroomVehicle({ id: "v000100", link: "/showroom/x-v000100" }), ...others]}
        currentId="v000100"
        query="list=jaguar"
        labels={labels}
      />,
    );
    const links = [...dom.querySelectorAll("a.vehicle-card__link")].map((link) => link.getAttribute("href"));
    expect(links).toHaveLength(6);
    expect(links).not.toContain("/showroom/x-v000100?list=jaguar");
    expect(links[0]).toBe("/showroom/x-v000101?list=jaguar");
    expect(text(dom.querySelector(".vehicle-card__price"))).toBe("61,000 €");
    expect(text(dom.querySelector(".vehicle-card__ref"))).toBe("Ref. …678");
  });

  it("the gallery renders the first photo with its size paths, previous/next and thumbnails", () => {
    const vehicle = showroomVehicle();
    const dom = html(
      <Gallery
        photos={vehicle.photos}
        title={vehicle.title}
        labels={{ gallery: "Photos", previous: "Previous photo", next: "Next photo" }}
      />,
    );
    const image = dom.querySelector(".showroom-gallery__image");
    expect(image?.getAttribute("src")).toBe("/media/images/stock-red-front/1600x900.jpg");
    expect(image?.getAttribute("srcset")).toContain("/media/images/stock-red-front/640x360.jpg 640w");
    expect(image?.getAttribute("srcset")).toContain("/media/images/stock-red-front/2400x1350.jpg 2400w");
    expect(dom.querySelector('button[aria-label="Previous photo"]')).not.toBeNull();
    expect(dom.querySelectorAll(".showroom-gallery__thumb")).toHaveLength(3);
    expect(dom.querySelector('.showroom-gallery__thumb[aria-current="true"] img')?.getAttribute("src")).toBe(
      "/media/images/stock-red-front/640x360.jpg",
    );
    expect(text(dom.querySelector(".showroom-gallery__counter"))).toContain("1 / 3");
  });

  it("the finance calculator starts at a 20% deposit over 4 years and shows a representative example", () => {
    const dom = html(
      <FinanceCalculator
        vehicleId="v1"
        price={100000}
        prices={DEFAULT_PRICE_SETTINGS}
        settings={DEFAULT_MINI_FINANCE}
        mileageLimit={120000}
        heading="Finance this vehicle"
      />,
    );
    expect(dom.querySelector('input[type="range"]')?.getAttribute("value")).toBe("20");
    expect(dom.querySelector('input[type="range"]')?.getAttribute("step")).toBe("5");
    expect([...dom.querySelectorAll('input[type="radio"]')].map((input) => input.getAttribute("value"))).toEqual([
      "4",
      "5",
      "6",
      "7",
    ]);
    expect(dom.querySelector('input[type="radio"][value="4"]')?.hasAttribute("checked")).toBe(true);
    expect(text(dom.querySelector('[data-testid="monthly-payment"]'))).toMatch(/^[\d,]+ € \/ month$/);
    expect(text(dom.querySelector(".finance-calculator__example"))).toMatch(
      /^Representative example: cash price 100,000 €, deposit 20,000 € \(20%\)/,
    );
  });
});

function siteWith(
  vehicle: ShowroomVehicle | null,
  options: { similar?: ShowroomVehicle[]; analytics?: boolean } = {},
): SiteData {
  const config = defaultCompanyConfig("default");
  return {
    lookupPage: async () => ({ kind: "not-found" }),
    settings: async () => ({ ...DEFAULT_SETTINGS, analyticsEnabled: options.analytics ?? false }),
    showroomVehicle: async ({ id, list }): Promise<ShowroomData | null> =>
      vehicle && vehicle.id === id && list === "all"
        ? { listKey: list, vehicle, similar: options.similar ?? [], config, translations: {} }
        : null,
  };
}

describe("the showroom route", () => {
  const assets = { styles: [], islandsEntry: "/assets/islands.js", islandChunks: {} };
  const vehicle = showroomVehicle();

  it("renders the vehicle page with islands for the gallery and the calculator, and no meta tags but its description", async () => {
    const render = createSiteRenderer({
      data: siteWith(vehicle, { similar: [showroomVehicle({ id: "v000043", link: "/showroom/other-v000043" })] }),
      assets,
    });
    const response = await render({ url: vehicle.link });
    expect(response.status).toBe(200);
    const dom = parseHtml(response.body.replace(/^<!doctype html>/, ""));
    expect(text(dom.querySelector("title"))).toBe("F-PACE R-Dynamic SE, Approved 2023 | Forecourt Motors");
    expect(dom.querySelectorAll("meta[property^='og:'], meta[name^='twitter:'], link[rel='canonical']")).toHaveLength(
      0,
    );
    // Search results need a description (Lighthouse SEO: meta-description); the seed's other tags stay off.
    expect(dom.querySelector("meta[name='description']")?.getAttribute("content")).toBe(
      "Jaguar F-PACE R-Dynamic SE in Firenze Red with an Ebony interior.",
    );
    expect(text(dom.querySelector("h1"))).toBe("F-PACE R-Dynamic SE");
    expect(dom.querySelector('[data-island="shell:showroom-gallery"]')).not.toBeNull();
    expect(dom.querySelector('[data-island="shell:finance-calculator"]')).not.toBeNull();
    expect(dom.querySelector('script[type="module"][src="/assets/islands.js"]')).not.toBeNull();
    expect(dom.querySelector('#similar a[href="/showroom/other-v000043"]')).not.toBeNull();
    expect(text(dom.querySelector(".showroom-facts"))).toContain("5 seats");
    expect(dom.querySelector("script[data-analytics]")).toBeNull();
  });

  it("describes a vehicle with a long description in under 160 characters, cut at a word, and one without by its title", () => {
    const original = "A very well kept vehicle. ".repeat(10);
    const long = showroomDescription(showroomVehicle({ description: original }));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.length).toBeGreaterThan(140);
    expect(long.endsWith("…")).toBe(true);
    const kept = long.slice(0, -1);
    expect(original.startsWith(kept) && original[kept.length] === " ").toBe(true);
    expect(showroomDescription(showroomVehicle({ description: "  " }))).toBe(
      "F-PACE R-Dynamic SE, Approved 2023: photos, price, specification and equipment.",
    );
  });

  it("redirects a wrong slug to the canonical one (301), keeping the query; an unknown id is a 404", async () => {
    const render = createSiteRenderer({ data: siteWith(vehicle), assets });
    const wrong = await render({ url: "/showroom/some-old-slug-v000042?utm_source=x" });
    expect(wrong.status).toBe(301);
    expect(wrong.headers.location).toBe(`${vehicle.link}?utm_source=x`);
    expect((await render({ url: "/showroom/v000042" })).headers.location).toBe(vehicle.link);
    const missing = await render({ url: "/showroom/anything-v999999" });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("Page not found");
    expect((await render({ url: `${vehicle.link}?list=NOT%20A%20LIST` })).status).toBe(404);
  });

  it("shows no finance calculator without a visible price, and none for hidden prices in the data layer", async () => {
    const hidden = showroomVehicle();
    hidden.prices = {
      ...hidden.prices,
      purchase: price(61000, true),
      sale: price(61000, true),
      old: null,
      msrp: null,
      on_the_road: null,
      lease: null,
    };
    const render = createSiteRenderer({ data: siteWith(hidden, { analytics: true }), assets });
    const response = await render({ url: hidden.link });
    expect(response.body).not.toContain("shell:finance-calculator");
    expect(response.body).not.toContain("61000");
    expect(response.body).toContain('"price_hide":true');
  });

  it("pushes the pdp page type and the vehicle view to the data layer only when analytics is on", async () => {
    const off = await createSiteRenderer({ data: siteWith(vehicle), assets })({ url: vehicle.link });
    expect(off.body).not.toContain("dataLayer");
    const on = await createSiteRenderer({ data: siteWith(vehicle, { analytics: true }), assets })({
      url: vehicle.link,
    });
    const script = /<script data-analytics nonce="[^"]+">(.*?)<\/script>/.exec(on.body)?.[1] ?? "";
    const window: { dataLayer?: unknown[] } = {};
    new Function("window", script)(window);
    expect(window.dataLayer).toEqual([
      { event: "page_type", category: "page_type", page_type: "pdp" },
      expect.objectContaining({
        event: "vehicle_view",
        vehicle: expect.objectContaining({ id: "v000042", nameplate: "x761", state_label: "approved_vehicle" }),
      }),
    ]);
    const notFound = await createSiteRenderer({ data: siteWith(vehicle, { analytics: true }), assets })({
      url: "/no/such/page",
    });
    expect(notFound.body).toContain('"page_type":"dx_other"');
  });
});
