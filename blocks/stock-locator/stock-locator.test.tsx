import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockComponents } from "../../generated/registry/block-components.ts";
import type { BlockKey } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { BlockList, type ComponentRegistry } from "../../renderer/page/block-tree.tsx";
import { BlockDataContext } from "../../renderer/page/block-data.ts";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../renderer/page/render-environment.ts";
import { seriousViolations } from "../../tests/support/axe.ts";
import { pageOf, parseHtml, propsFor, renderBlock } from "../../tests/support/render-block.ts";
import { DEALER_NO_RESULTS } from "../_shared/stock/location-search.tsx";
import { listingData, vehicle } from "../_shared/stock/stock-locator.fixtures.ts";
import { FILTER_NO_RESULTS } from "../_shared/stock/result-states.tsx";
import type { StockListingData } from "../../model/stock/stock-data.ts";

/** Server-renders one block as the public site does, with its resolved server data (what renderBlock cannot pass). */
function renderWithData(type: BlockKey, props: Record<string, unknown>, data: unknown) {
  const document = pageOf({ type, props: { id: "subject", ...propsFor(type, props) } });
  const validation = validatePage(document);
  if (!validation.valid) throw new Error(JSON.stringify(validation.issues));
  const environment = createRenderEnvironment("server", "/stock");
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <BlockDataContext.Provider value={{ subject: data }}>
        <BlockList
          nodes={normalizePage(document).content}
          registry={blockComponents as unknown as ComponentRegistry}
          topIndex={null}
        />
      </BlockDataContext.Provider>
    </RenderEnvironmentContext.Provider>,
  );
  return { html, dom: parseHtml(html), islands: environment.islands, failed: environment.failedBlocks };
}

function locator(
  props: Record<string, unknown> = {},
  data: StockListingData = listingData(),
  type: BlockKey = "stock-locator",
) {
  const rendered = renderWithData(type, props, data);
  expect(rendered.failed).toEqual([]);
  const section = rendered.dom.querySelector("section.stock-locator");
  if (!section) throw new Error("no stock locator rendered");
  return { ...rendered, section };
}

function text(element: Element | null | undefined): string {
  return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
}

function cards(section: Element) {
  return [...section.querySelectorAll(".sl-grid .sl-card")];
}

function filterTitles(section: Element): string[] {
  return [...section.querySelectorAll(".sl-filter__summary > span:first-child")].map(text);
}

describe("stock locator: the server's HTML lists the vehicles", () => {
  it("draws one card per vehicle of the server data, each linking to its showroom page", () => {
    const { section } = locator();
    const links = cards(section).map((card) => card.querySelector("a.sl-card__link"));
    expect(links.map((link) => link?.getAttribute("href"))).toEqual([
      "/showroom/new-defender-110-2024-diesel-awd-automatic-santorini-black-v000001",
      "/showroom/approved-jaguar-f-pace-2022-petrol-awd-automatic-firenze-red-v000002",
      "/showroom/new-defender-110-2024-diesel-awd-automatic-santorini-black-v000003",
      "/showroom/new-defender-110-2024-diesel-awd-automatic-santorini-black-v000004",
    ]);
    expect(links.map(text)).toEqual([
      "Defender 110 X",
      "F-PACE R-Dynamic SE",
      "Range Rover SV",
      "Discovery Metropolitan",
    ]);
    expect(cards(section)[0]!.querySelector("h3")).not.toBeNull();
  });

  it("titles the cards one level below the block's heading, so an h1 heading is followed by h2 cards, not h3", () => {
    const { section } = locator({ header_tag: 1 });
    expect(section.querySelector("h1")?.textContent).toBeTruthy();
    expect(cards(section).map((card) => card.querySelector("h2, h3, h4")?.tagName)).toEqual(["H2", "H2", "H2", "H2"]);
  });

  it("shows the first photo by sequence with its sizes, and a placeholder for a vehicle without photos", () => {
    const [first, , third] = cards(locator().section);
    const image = first!.querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/media/images/v000001-0/640x360.jpg");
    expect(image.getAttribute("srcset")).toBe(
      "/media/images/v000001-0/640x360.jpg 640w, /media/images/v000001-0/960x540.jpg 960w, /media/images/v000001-0/1280x720.jpg 1280w",
    );
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("360");
    expect(third!.querySelector("img")).toBeNull();
    expect(third!.querySelector(".sl-card__placeholder")).not.toBeNull();
  });

  it("lists the default card attributes from the vehicle's specification, in the seed's order, each fact once", () => {
    const card = cards(locator().section)[0]!;
    const terms = [...card.querySelectorAll(".sl-card__specs dt")].map(text);
    const values = [...card.querySelectorAll(".sl-card__specs dd")].map(text);
    // Availability and condition are the card's badges, so the list does not repeat them.
    expect(terms).toEqual([
      "Year",
      "Model",
      "Mileage",
      "Engine",
      "Colour",
      "Drivetrain",
      "VIN",
      "Power",
      "Engine size",
      "Interior",
    ]);
    expect(values).toEqual([
      "2024",
      "Defender 110",
      "12 km",
      "Diesel, Mild hybrid",
      "Santorini Black",
      "AWD",
      "SALLA1BX4PA123456",
      "221 kW",
      "3.0 L",
      "Ebony",
    ]);
    expect(text(card.querySelector(".sl-card__status"))).toBe("In stock");
    expect(text(card.querySelector(".sl-card__condition"))).toBe("New");
  });

  it("shows the attributes and the headline the editor chose in the vehicles JSON", () => {
    const { section } = locator({
      vehicles: { headline: "{{count}} vehicles ready for you", list: ["engines", "transmission"] },
    });
    expect([...cards(section)[0]!.querySelectorAll(".sl-card__specs dt")].map(text)).toEqual([
      "Engine",
      "Transmission",
    ]);
    expect(text(section.querySelector(".sl-summary"))).toBe("40 vehicles ready for you");
    expect(text(locator().section.querySelector(".sl-summary"))).toBe("40 vehicles");
    const one = listingData();
    one.meta.total = 1;
    expect(text(locator({}, one).section.querySelector(".sl-summary"))).toBe("1 vehicle");
  });

  it("shows the purchase price; a sale with the old price struck through; nothing for a zero or hidden price", () => {
    const [plain, sale, zero, hidden] = cards(locator().section);
    expect(text(plain!.querySelector(".sl-price__value"))).toBe("158,600 €");
    expect(plain!.querySelector("del")).toBeNull();
    expect(text(sale!.querySelector(".sl-price__value"))).toBe("71,200 €");
    expect(text(sale!.querySelector("del"))).toBe("Was 75,800 €");
    expect(text(sale!.querySelector(".sl-price__badge"))).toBe("Offer");
    expect(text(sale!.querySelector(".sl-price__monthly"))).toBe("or 1,187 €");
    expect(zero!.querySelector(".sl-price")).toBeNull();
    expect(hidden!.querySelector(".sl-price")).toBeNull();
    expect(text(hidden)).not.toContain("156,900");
  });

  it("gives every card a heart button to save it, not pressed on the server (saved vehicles live in the browser)", () => {
    const buttons = cards(locator().section).map((card) => card.querySelector("button.sl-card__save")!);
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Save Defender 110 X",
      "Save F-PACE R-Dynamic SE",
      "Save Range Rover SV",
      "Save Discovery Metropolitan",
    ]);
    expect(buttons.every((button) => button.getAttribute("aria-pressed") === "false")).toBe(true);
  });
});

describe("stock locator: filters, counts, sort and pages", () => {
  it("shows the filters switched on by default, with the counts of meta.facets", () => {
    const { section } = locator();
    expect(filterTitles(section)).toEqual([
      "Brand",
      "Model",
      "Condition",
      "Price",
      "Mileage",
      "Engine",
      "Colour",
      "Retailer",
    ]);
    const brand = [...section.querySelectorAll(".sl-filter")][0]!;
    expect(
      [...brand.querySelectorAll(".sl-check")].map((label) => [
        text(label.querySelector(":scope > span")),
        text(label.querySelector(":scope > small")),
      ]),
    ).toEqual([
      ["Jaguar (16 vehicles)", "16"],
      ["Land Rover (24 vehicles)", "24"],
    ]);
    const condition = [...section.querySelectorAll(".sl-filter")][2]!;
    expect([...condition.querySelectorAll(".sl-check > span")].map(text)).toEqual([
      "Approved (12 vehicles)",
      "New (22 vehicles)",
      "Used (6 vehicles)",
    ]);
  });

  it("shows the model families (the models come with the island); a closed section's values are not in the HTML", () => {
    const { section } = locator();
    const model = [...section.querySelectorAll(".sl-filter")][1]!;
    expect([...model.querySelectorAll("legend")].map(text)).toEqual(["Family"]);
    const filters = [...section.querySelectorAll("details.sl-filter")];
    expect(filters.length).toBeGreaterThan(4);
    for (const filter of filters.slice(4)) {
      expect(filter.hasAttribute("open")).toBe(false);
      expect(filter.querySelector(".sl-filter__body")).toBeNull();
    }
  });

  it("follows the filter switches: every filter on, or none", () => {
    const all = Object.fromEntries(
      [
        "brands",
        "models",
        "financing_options",
        "states",
        "statuses",
        "msrp_price",
        "display_price",
        "mileage",
        "production_year",
        "model_year",
        "power",
        "engine_types",
        "transmissions",
        "colors",
        "specific_colors",
        "dealers",
        "number_of_seats",
      ].map((name) => [`filter-${name}`, true]),
    );
    expect(filterTitles(locator(all).section)).toEqual([
      "Brand",
      "Model",
      "Condition",
      "Price",
      "Recommended price",
      "Ways to pay",
      "Availability",
      "Mileage",
      "Production year",
      "Model year",
      "Power",
      "Engine",
      "Transmission",
      "Colour",
      "Paint",
      "Seats",
      "Retailer",
    ]);
    const none = locator(Object.fromEntries(Object.keys(all).map((key) => [key, false]))).section;
    expect(none.querySelector(".sl-filters")).toBeNull();
    expect(none.querySelector(".sl-filters-toggle")).toBeNull();
  });

  it("offers the nine sort options in plain English, the page's order selected", () => {
    const data = listingData();
    data.meta.sort = "priceAsc";
    const select = locator({ default_sort: "priceAsc" }, data).section.querySelector("select.sl-sort__select")!;
    expect(
      [...select.querySelectorAll("option")].map((option) => [option.getAttribute("value"), text(option)]),
    ).toEqual([
      ["productionYearAsc", "Year: oldest first"],
      ["productionYearDesc", "Year: newest first"],
      ["createdAtAsc", "Listed: oldest first"],
      ["createdAtDesc", "Listed: newest first"],
      ["mileageAsc", "Mileage: lowest first"],
      ["mileageDesc", "Mileage: highest first"],
      ["priceAsc", "Price: lowest first"],
      ["priceDesc", "Price: highest first"],
      ["status", "Availability"],
    ]);
    expect(select.querySelector("option[selected]")?.getAttribute("value")).toBe("priceAsc");
  });

  it("pages the results 12 at a time, marking the server's page", () => {
    const data = listingData();
    data.meta = { ...data.meta, total: 100, pages: 9, page: 5 };
    const pages = locator({}, data).section.querySelector("nav.sl-pages")!;
    expect([...pages.querySelectorAll(".sl-pages__list li")].map(text)).toEqual(["1", "…", "4", "5", "6", "…", "9"]);
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe("5");
    expect(locator().section.querySelector('.sl-pages [aria-current="page"]')?.textContent).toBe("1");
    const single = listingData();
    single.meta.pages = 1;
    expect(locator({}, single).section.querySelector("nav.sl-pages")).toBeNull();
  });
});

describe("stock locator: empty results and the postcode search", () => {
  it("says so when no vehicle matches, with the dealer locator's text after a postcode search", () => {
    const empty = listingData({ data: [] });
    empty.meta = { ...empty.meta, total: 0, pages: 1 };
    expect(text(locator({}, empty).section.querySelector(".sl-empty"))).toBe(FILTER_NO_RESULTS);
    expect(text(locator({}, { ...empty, dealerCodes: ["AU003"] }).section.querySelector(".sl-empty"))).toBe(
      DEALER_NO_RESULTS,
    );
  });

  it("renders the non-closable postcode modal (opened in the browser) when the URL's postcode search found no retailer", () => {
    const data = listingData({ data: [], dealerCodes: [], noDealers: true });
    data.meta = { ...data.meta, total: 0, pages: 1 };
    const dialog = locator({}, data).section.querySelector("dialog#subject-postcode")!;
    expect(text(dialog)).toContain(DEALER_NO_RESULTS);
    expect(dialog.querySelector('button[aria-label="Close"]')).toBeNull();
    expect(dialog.querySelector('input[name="postcode"]')).not.toBeNull();
    expect(locator().section.querySelector("dialog#subject-postcode")!.children).toHaveLength(0);
  });

  it("offers a search by postcode and suburb, state or retailer", () => {
    const form = locator().section.querySelector("form.sl-location")!;
    expect([...form.querySelectorAll('input[type="radio"]')].map((radio) => radio.getAttribute("value"))).toEqual([
      "postcodeSearch",
      "stateSearch",
      "retailerSearch",
    ]);
    expect([...form.querySelectorAll("label.sl-field__label")].map(text)).toEqual(["Postcode", "Suburb"]);
  });
});

describe("stock locator without server data (editor canvas, unknown list)", () => {
  it("renders placeholders and fetches in the browser", () => {
    const { dom } = renderBlock("stock-locator", propsFor("stock-locator"));
    const section = dom.querySelector("section.stock-locator")!;
    expect(text(section.querySelector('[role="status"]'))).toBe("Loading vehicles");
    expect(section.querySelectorAll(".sl-card--placeholder")).toHaveLength(3);
  });
});

describe("stock locator as an island", () => {
  it("hydrates on load, fetching its server data rather than carrying it in the page", () => {
    const rendered = locator();
    expect(rendered.islands.map((island) => island.type)).toEqual(["stock-locator"]);
    expect(rendered.html).toContain('data-hydrate="load"');
    const payload = JSON.parse(rendered.dom.querySelector("script[data-island-props]")!.textContent!) as {
      data?: StockListingData;
      fetchData?: boolean;
    };
    expect(payload.data).toBeUndefined();
    expect(payload.fetchData).toBe(true);
    expect(rendered.html).not.toContain('"v000001"');
  });
});

describe("stock locator overseas", () => {
  it("shares the implementation with the overseas default filters: models, statuses, production year, engine, paint", () => {
    const { section, islands } = locator({}, listingData(), "stock-locator-overseas");
    expect(filterTitles(section)).toEqual(["Model", "Availability", "Production year", "Engine", "Paint"]);
    expect(cards(section)).toHaveLength(4);
    expect(islands.map((island) => island.type)).toEqual(["stock-locator-overseas"]);
  });
});

describe("stock locator carousel", () => {
  function carousel(props: Record<string, unknown> = {}, data: unknown = listingData()) {
    const rendered = renderWithData("stock-locator-carousel", props, data);
    expect(rendered.failed).toEqual([]);
    return { ...rendered, section: rendered.dom.querySelector("section.sl-carousel")! };
  }

  it("is a labelled carousel of vehicle cards linking to their showroom pages", () => {
    const { section } = carousel({ heading: "Available now" });
    expect(section.getAttribute("aria-roledescription")).toBe("carousel");
    expect(text(section.querySelector(`#${section.getAttribute("aria-labelledby")}`))).toBe("Available now");
    const slides = [...section.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    expect(slides[0]!.querySelector("a.sl-card__link")!.getAttribute("href")).toBe(
      "/showroom/new-defender-110-2024-diesel-awd-automatic-santorini-black-v000001",
    );
    expect([...slides[0]!.querySelectorAll(".sl-card__specs dt")].map(text)).toEqual([
      "Year",
      "Mileage",
      "Engine",
      "Power",
    ]);
  });

  it("has previous and next buttons controlling the strip, previous disabled at the start", () => {
    const { section } = carousel();
    const [previous, next] = [...section.querySelectorAll("button.sl-carousel__arrow")];
    expect([previous!.getAttribute("aria-label"), next!.getAttribute("aria-label")]).toEqual([
      "Previous vehicles",
      "Next vehicles",
    ]);
    expect(previous!.getAttribute("aria-controls")).toBe(section.querySelector(".sl-carousel__track")!.id);
    expect(previous!.hasAttribute("disabled")).toBe(true);
    expect(next!.hasAttribute("disabled")).toBe(false);
  });

  it("needs no buttons for one vehicle, says when there is none, and shows its link", () => {
    expect(
      carousel({}, listingData({ data: [vehicle("v1")] })).section.querySelector("button.sl-carousel__arrow"),
    ).toBeNull();
    expect(text(carousel({}, listingData({ data: [] })).section)).toContain("No vehicles are available at the moment.");
    const linked = carousel({ button: { url: "/stock", type: "internal", link_text: "See all vehicles" } }).section;
    expect(linked.querySelector('a.sl-carousel__button[href="/stock"]')).not.toBeNull();
  });
});

describe("stock locator accessibility", () => {
  it("has no serious or critical axe violations: with vehicles, with every filter, empty, overseas and carousel", async () => {
    const every = Object.fromEntries(
      [
        "financing_options",
        "statuses",
        "msrp_price",
        "production_year",
        "model_year",
        "power",
        "transmissions",
        "specific_colors",
        "number_of_seats",
      ].map((name) => [`filter-${name}`, true]),
    );
    const empty = listingData({ data: [], dealerCodes: [], noDealers: true });
    empty.meta = { ...empty.meta, total: 0, pages: 1 };
    expect(await seriousViolations(locator().html)).toEqual([]);
    expect(await seriousViolations(locator({ ...every, box_color: "black-theme", heading: "" }).html)).toEqual([]);
    expect(await seriousViolations(locator({}, empty).html)).toEqual([]);
    expect(await seriousViolations(locator({}, listingData(), "stock-locator-overseas").html)).toEqual([]);
    expect(await seriousViolations(renderWithData("stock-locator-carousel", {}, listingData()).html)).toEqual([]);
    expect(await seriousViolations(renderBlock("stock-locator", propsFor("stock-locator")).html)).toEqual([]);
  });
});
