// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BlockKey, BlockProps } from "../../generated/contracts/block-types.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { BlockContext } from "../../renderer/page/block-context.ts";
import { BlockDataContext } from "../../renderer/page/block-data.ts";
import { pageOf, propsFor } from "../../tests/support/render-block.ts";
import StockLocatorCarousel from "../stock-locator-carousel/stock-locator-carousel.tsx";
import { SAVED_VEHICLES_KEY } from "../../model/stock/saved-vehicles.ts";
import {
  type ListingPage,
  type Retailer,
  type StockListingData,
  type StockVehicle,
} from "../../model/stock/stock-data.ts";
import { META, RETAILERS, listingData, vehicle } from "../_shared/stock/stock-locator.fixtures.ts";
import { SEARCH_NO_RESULTS } from "../_shared/stock/result-states.tsx";
import StockLocator from "./stock-locator.tsx";
import { DEBOUNCE_MS } from "../_shared/stock/use-stock-locator.ts";

type LocatorProps = BlockProps<"stock-locator">;

/** The block's props with every default applied, as the site hands them to the component. */
function propsOf<K extends BlockKey>(type: K, overrides: Record<string, unknown> = {}): BlockProps<K> {
  const document = normalizePage(pageOf({ type, props: { id: "stock", ...propsFor(type, overrides) } }));
  return document.content[0]!.props as unknown as BlockProps<K>;
}

function tree(props: LocatorProps, data: StockListingData | undefined) {
  return (
    <BlockContext.Provider value={{ id: "stock", type: "stock-locator", index: 0, imageLoading: "eager" }}>
      <BlockDataContext.Provider value={data === undefined ? {} : { stock: data }}>
        <StockLocator {...props} />
      </BlockDataContext.Provider>
    </BlockContext.Provider>
  );
}

/** Mounts the block with server data, or with none (null: the editor canvas). */
function mount(overrides: Record<string, unknown> = {}, data: StockListingData | null = listingData()) {
  return render(tree(propsOf("stock-locator", overrides), data ?? undefined));
}

/** A fake listing API: records every request, answers from the handlers given. */
function fakeApi(
  handlers: {
    list?: (params: URLSearchParams) => ListingPage;
    retailers?: (params: URLSearchParams) => Retailer[];
    vehicle?: (list: string, id: string) => StockVehicle | null;
  } = {},
) {
  const requests: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    requests.push(url);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    const retailers = /^\/public_api\/listing\/([^/]+)\/retailers$/.exec(url.pathname);
    if (retailers) return json({ data: (handlers.retailers ?? (() => RETAILERS))(url.searchParams) });
    const one = /^\/public_api\/listing\/([^/]+)\/vehicle\/([^/]+)$/.exec(url.pathname);
    if (one) {
      const found = (handlers.vehicle ?? (() => null))(one[1]!, one[2]!);
      return found ? json({ data: found, meta: { similar: [] } }) : json({ error: "not_found" }, 404);
    }
    if (/^\/public_api\/listing\/[^/]+$/.test(url.pathname))
      return json((handlers.list ?? (() => ({ data: listingData().data, meta: META })))(url.searchParams));
    return json({ error: "unknown" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  const listRequests = () => requests.filter((url) => /^\/public_api\/listing\/[^/]+$/.test(url.pathname));
  return { requests, listRequests };
}

function checkbox(name: RegExp) {
  return screen.getByRole("checkbox", { name });
}

beforeEach(() => {
  window.history.replaceState(null, "", "/stock");
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("stock locator in the browser: filters in the URL", () => {
  it("reads the filters from the URL after hydrating: checked boxes, sort, search text and chips", async () => {
    window.history.replaceState(
      null,
      "",
      "/stock?state=new,used&sort=priceAsc&q=black&mileage.to=50000&utm_source=mail",
    );
    const { listRequests } = fakeApi();
    mount();
    await waitFor(() => expect(checkbox(/^New \(/)).toHaveProperty("checked", true));
    expect(checkbox(/^Used \(/)).toHaveProperty("checked", true);
    expect(checkbox(/^Approved \(/)).toHaveProperty("checked", false);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" }).value).toBe("priceAsc");
    expect(screen.getByRole<HTMLInputElement>("searchbox", { name: "Search vehicles" }).value).toBe("black");
    expect(screen.getByRole("slider", { name: "Maximum mileage" })).toHaveProperty("value", "50000");
    const chips = within(screen.getByRole("list", { name: "Active filters" }));
    expect(chips.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "New",
      "Used",
      "Mileage: 0 km – 50,000 km",
      "“black”",
      "Clear all",
    ]);
    // The server rendered this very URL: nothing to fetch, and the URL is left as it is.
    await act(async () => undefined);
    expect(listRequests()).toEqual([]);
    expect(window.location.search).toBe("?state=new,used&sort=priceAsc&q=black&mileage.to=50000&utm_source=mail");
  });

  it("checking a filter replaces the URL (never pushes), fetches again and updates the counts", async () => {
    const replace = vi.spyOn(window.history, "replaceState");
    const push = vi.spyOn(window.history, "pushState");
    const { listRequests } = fakeApi({
      list: () => ({
        data: [vehicle("v000001")],
        meta: {
          ...META,
          total: 22,
          pages: 2,
          facets: {
            ...META.facets,
            nameplate_brand_name: [
              { value: "Jaguar", count: 7 },
              { value: "Land Rover", count: 15 },
            ],
          },
        },
      }),
    });
    mount();
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Defender 110 X" })).toBeTruthy());
    fireEvent.click(checkbox(/^New \(/));
    await waitFor(() => expect(screen.getByRole("status", { name: "" }).textContent).toBe("22 vehicles"));
    expect(window.location.search).toBe("?state=new");
    expect(replace).toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect(listRequests()).toHaveLength(1);
    const params = listRequests()[0]!.searchParams;
    expect(listRequests()[0]!.pathname).toBe("/public_api/listing/all");
    expect(params.get("filter[state_in]")).toBe("new");
    expect(params.get("page")).toBe("1");
    expect(params.get("items")).toBe("12");
    expect(checkbox(/^Jaguar \(7 vehicles\)/)).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    // Unchecking it leaves a clean URL.
    fireEvent.click(checkbox(/^New \(/));
    await waitFor(() => expect(window.location.search).toBe(""));
    expect(push).not.toHaveBeenCalled();
  });

  it("debounces the range sliders: one request after the visitor stops moving", async () => {
    const { listRequests } = fakeApi();
    mount();
    await act(async () => undefined);
    const maximum = screen.getByRole("slider", { name: "Maximum price" });
    fireEvent.change(maximum, { target: { value: "200000" } });
    fireEvent.change(maximum, { target: { value: "150000" } });
    fireEvent.change(maximum, { target: { value: "120000" } });
    expect(window.location.search).toBe("?display_price.to=120000");
    await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS / 2));
    expect(listRequests()).toHaveLength(0);
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]!.searchParams.get("filter[display_price_lteq]")).toBe("120000");
    expect(listRequests()[0]!.searchParams.has("filter[display_price_gteq]")).toBe(false);
    // Back at the bound, the limit leaves the URL and the query.
    fireEvent.change(maximum, { target: { value: "240000" } });
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("changes the order and the page with a request each, the page going back to 1 on a new order", async () => {
    const { listRequests } = fakeApi({
      list: (params) => ({
        data: [vehicle(`v${params.get("page")}`)],
        meta: { ...META, page: Number(params.get("page")) },
      }),
    });
    mount();
    await act(async () => undefined);
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Page 2" }).getAttribute("aria-current")).toBe("page"),
    );
    expect(window.location.search).toBe("?page=2");
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "mileageAsc" } });
    await waitFor(() => expect(window.location.search).toBe("?sort=mileageAsc"));
    expect(listRequests().map((url) => [url.searchParams.get("sort"), url.searchParams.get("page")])).toEqual([
      ["createdAtDesc", "2"],
      ["mileageAsc", "1"],
    ]);
  });

  it("searches free text and shows the seed's text when nothing matches", async () => {
    const { listRequests } = fakeApi({ list: () => ({ data: [], meta: { ...META, total: 0, pages: 1 } }) });
    mount();
    await act(async () => undefined);
    const box = screen.getByRole("searchbox", { name: "Search vehicles" });
    fireEvent.change(box, { target: { value: "purple unicorn" } });
    fireEvent.submit(box.closest("form")!);
    await waitFor(() => expect(screen.getByText(SEARCH_NO_RESULTS)).toBeTruthy());
    expect(listRequests().at(-1)!.searchParams.get("q")).toBe("purple unicorn");
    expect(window.location.search).toBe("?q=purple+unicorn");
  });

  it("fetches again after hydrating when the block's default order differs from what the server rendered", async () => {
    const { listRequests } = fakeApi();
    mount({ default_sort: "priceAsc", forced_statuses: ["stock"] });
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]!.searchParams.get("sort")).toBe("priceAsc");
    expect(listRequests()[0]!.searchParams.get("forced_statuses")).toBe("stock");
    // The default order is not written into the URL.
    expect(window.location.search).toBe("");
  });
});

describe("stock locator in the editor canvas (no server data)", () => {
  it("fetches the first page on mount and leaves the URL alone", async () => {
    window.history.replaceState(null, "", "/cms/pages/1?tab=content");
    const replace = vi.spyOn(window.history, "replaceState");
    const { listRequests } = fakeApi();
    mount({ ci_key_list: "new" }, null);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(4));
    expect(listRequests().map((url) => url.pathname)).toEqual(["/public_api/listing/new"]);
    fireEvent.click(checkbox(/^New \(/));
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe("/cms/pages/1?tab=content");
  });
});

describe("stock locator in the browser: saved vehicles", () => {
  it("toggles a vehicle's heart, keeping {id, list} in local storage and clearing the key when none is left", async () => {
    fakeApi();
    mount();
    const heart = await screen.findByRole("button", { name: "Save F-PACE R-Dynamic SE" });
    fireEvent.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    expect(JSON.parse(window.localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([{ id: "v000002", list: "all" }]);
    expect(screen.getByRole("button", { name: /^Saved/ }).textContent).toBe("Saved1");
    fireEvent.click(heart);
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(window.localStorage.getItem(SAVED_VEHICLES_KEY)).toBeNull();
  });

  it("shows the vehicles saved earlier as saved once hydrated", async () => {
    window.localStorage.setItem(SAVED_VEHICLES_KEY, JSON.stringify([{ id: "v000001", list: "all" }]));
    fakeApi();
    mount();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save Defender 110 X" }).getAttribute("aria-pressed")).toBe("true"),
    );
    expect(screen.getByRole("button", { name: "Save Range Rover SV" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("lists the saved vehicles in their own view (in the URL), dropping those that answer 404", async () => {
    window.localStorage.setItem(
      SAVED_VEHICLES_KEY,
      JSON.stringify([
        { id: "v000007", list: "used" },
        { id: "gone", list: "all" },
      ]),
    );
    const { requests } = fakeApi({
      vehicle: (_list, id) => (id === "gone" ? null : vehicle(id, { title: "Discovery Sport S" })),
    });
    mount();
    fireEvent.click(await screen.findByRole("button", { name: /^Saved/ }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Discovery Sport S" })).toBeTruthy());
    expect(screen.getByRole("heading", { name: "Saved vehicles" })).toBeTruthy();
    expect(window.location.search).toBe("?saved=1");
    expect(requests.map((url) => url.pathname)).toEqual(
      expect.arrayContaining(["/public_api/listing/used/vehicle/v000007", "/public_api/listing/all/vehicle/gone"]),
    );
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([{ id: "v000007", list: "used" }]),
    );
    expect(screen.getByText("1 vehicle saved")).toBeTruthy();
    // Removing the last one empties the view and the storage.
    fireEvent.click(screen.getByRole("button", { name: "Save Discovery Sport S" }));
    await waitFor(() => expect(screen.getByText("You have not saved any vehicles yet.")).toBeTruthy());
    expect(window.localStorage.getItem(SAVED_VEHICLES_KEY)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "All vehicles" }));
    await waitFor(() => expect(window.location.search).toBe(""));
  });
});

describe("stock locator in the browser: postcode, state and retailer search", () => {
  function fillPostcode(postcode: string, suburb: string, scope: HTMLElement = document.body) {
    fireEvent.change(within(scope).getByRole("textbox", { name: "Postcode" }), { target: { value: postcode } });
    fireEvent.change(within(scope).getByRole("textbox", { name: "Suburb" }), { target: { value: suburb } });
  }

  it("with vehicles listed, opens a modal of the retailers found; showing their vehicles reloads from page 1", async () => {
    window.history.replaceState(null, "", "/stock?page=3");
    const { requests, listRequests } = fakeApi({
      retailers: (params) =>
        RETAILERS.filter(
          (retailer) => !params.get("q[postcode_eq]") || retailer.postcode === params.get("q[postcode_eq]"),
        ),
    });
    mount();
    await act(async () => undefined);
    fillPostcode("2017", "Waterloo");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const dialog = await screen.findByRole("dialog", { name: "Retailers near 2017 Waterloo" });
    expect(within(dialog).getByText("Forecourt Sydney City")).toBeTruthy();
    expect(
      requests.some(
        (url) =>
          url.pathname === "/public_api/listing/all/retailers" &&
          url.searchParams.get("q[postcode_eq]") === "2017" &&
          url.searchParams.get("q[locality_eq]") === "Waterloo",
      ),
    ).toBe(true);
    expect(listRequests()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Show this retailer's vehicles" }));
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(listRequests()[0]!.searchParams.get("forced_dealer_codes")).toBe("AU001");
    expect(listRequests()[0]!.searchParams.get("page")).toBe("1");
    expect(window.location.search).toBe("?_postcode=2017&_locality=Waterloo");
    expect(screen.getByText("2017 Waterloo")).toBeTruthy();
  });

  it("with no vehicles listed, reloads the list from page 1 at once", async () => {
    const data = listingData({ data: [] });
    data.meta = { ...data.meta, total: 0 };
    const { listRequests } = fakeApi();
    mount({}, data);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole("radio", { name: "State" }));
    fireEvent.change(screen.getByRole("combobox", { name: "State" }), { target: { value: "VIC" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(listRequests()).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.location.search).toBe("?_state=VIC");
  });

  it("searches by retailer among the list's retailers of the block's brand", async () => {
    const { requests } = fakeApi();
    mount({ sl_key_brand: "jaguar" });
    await act(async () => undefined);
    fireEvent.click(screen.getByRole("radio", { name: "Retailer" }));
    const select = await screen.findByRole("combobox", { name: "Retailer" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Jaguar Sydney City"]);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("dialog", { name: "Retailers near Jaguar Sydney City" })).toBeTruthy();
    expect(requests.filter((url) => url.pathname.endsWith("/retailers")).every((url) => url.search === "")).toBe(true);
  });

  it("opens the non-closable postcode modal when the search finds no retailer; Escape does not close it", async () => {
    fakeApi({
      retailers: (params) => RETAILERS.filter((retailer) => retailer.postcode === params.get("q[postcode_eq]")),
    });
    mount();
    await act(async () => undefined);
    fillPostcode("9999", "Nowhere");
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    const dialog = await screen.findByRole("dialog", { name: "No retailers found" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(within(dialog).getByText("Sorry, there were no results for your search.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.hasAttribute("open")).toBe(true);
    // Another postcode that finds a retailer ends it and shows that retailer's vehicles.
    fillPostcode("3205", "South Melbourne", dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Search" }));
    await waitFor(() => expect(dialog.hasAttribute("open")).toBe(false));
    expect(window.location.search).toBe("?_postcode=3205&_locality=South+Melbourne");
  });

  it("opens the postcode modal on load when the server says the URL's search found no retailer, and reopens it if the browser closes it", async () => {
    window.history.replaceState(null, "", "/stock?_postcode=9999&_locality=Nowhere");
    const data = listingData({ data: [], dealerCodes: [], noDealers: true });
    data.meta = { ...data.meta, total: 0, pages: 1 };
    fakeApi();
    mount({}, data);
    const dialog = await screen.findByRole<HTMLDialogElement>("dialog", { name: "No retailers found" });
    await waitFor(() => expect(dialog.open).toBe(true));
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
  });
});

describe("stock locator hydrating over the server's HTML", () => {
  it("takes over the server HTML without a mismatch", async () => {
    fakeApi();
    const props = propsOf("stock-locator");
    const data = listingData();
    const html = renderToString(tree(props, data));
    const root = document.createElement("div");
    root.innerHTML = html;
    document.body.append(root);
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => errors.push(args));
    await act(async () => {
      hydrateRoot(root, tree(props, data), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(root.querySelectorAll(".sl-grid .sl-card")).toHaveLength(4);
    // The closed sections' values, left out of the server's HTML, are there once hydrated.
    const filters = [...root.querySelectorAll("details.sl-filter")];
    expect(filters.every((filter) => filter.querySelector(".sl-filter__body") !== null)).toBe(true);
    root.remove();
  });
});

describe("stock locator carousel in the browser", () => {
  it("fetches the newest vehicles of its list in the editor canvas, and saves a vehicle", async () => {
    const { listRequests } = fakeApi();
    render(
      <BlockContext.Provider
        value={{ id: "carousel", type: "stock-locator-carousel", index: 0, imageLoading: "eager" }}
      >
        <StockLocatorCarousel {...propsOf("stock-locator-carousel", { ci_key_list: "approved" })} />
      </BlockContext.Provider>,
    );
    await waitFor(() => expect(screen.getAllByRole("group")).toHaveLength(4));
    expect(listRequests()[0]!.pathname).toBe("/public_api/listing/approved");
    expect(listRequests()[0]!.searchParams.get("sort")).toBe("createdAtDesc");
    fireEvent.click(screen.getByRole("button", { name: "Save Range Rover SV" }));
    expect(JSON.parse(window.localStorage.getItem(SAVED_VEHICLES_KEY)!)).toEqual([{ id: "v000003", list: "approved" }]);
  });

  it("moves by a screenful with the previous and next buttons", async () => {
    fakeApi();
    render(
      <BlockContext.Provider
        value={{ id: "carousel", type: "stock-locator-carousel", index: 0, imageLoading: "eager" }}
      >
        <BlockDataContext.Provider value={{ carousel: listingData() }}>
          <StockLocatorCarousel {...propsOf("stock-locator-carousel")} />
        </BlockDataContext.Provider>
      </BlockContext.Provider>,
    );
    const track = document.querySelector<HTMLElement>(".sl-carousel__track")!;
    const scrollBy = vi.fn();
    track.scrollBy = scrollBy as unknown as HTMLElement["scrollBy"];
    Object.defineProperty(track, "clientWidth", { value: 1000, configurable: true });
    Object.defineProperty(track, "scrollWidth", { value: 4000, configurable: true });
    fireEvent.scroll(track);
    expect(screen.getByRole("button", { name: "Previous vehicles" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("button", { name: "Next vehicles" }));
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: 900 }));
  });
});

describe("stock locator in the browser: every filter section's values", () => {
  function locatorSection(overrides: Record<string, unknown> = {}): Element {
    return mount(overrides).container.querySelector("section.stock-locator")!;
  }
  function text(element: Element | null | undefined): string {
    return (element?.textContent ?? "").replace(/\s+/g, " ").trim();
  }

  it("names the retailers of the list in their closed section once hydrated", () => {
    fakeApi();
    const section = locatorSection();
    const model = [...section.querySelectorAll(".sl-filter")][1]!;
    expect([...model.querySelectorAll("legend")].map(text)).toEqual(["Family", "Model"]);
    const retailer = [...section.querySelectorAll(".sl-filter")][7]!;
    expect([...retailer.querySelectorAll(".sl-check > span")].map(text)).toEqual([
      "Land Rover Sydney City (25 vehicles)",
      "Jaguar Melbourne (15 vehicles)",
    ]);
  });

  it("disables values no vehicle has, and offers only the forced statuses", () => {
    fakeApi();
    const section = locatorSection({ "filter-statuses": true });
    const sold = [...section.querySelectorAll(".sl-check")].find((label) => text(label).startsWith("Sold"))!;
    expect(sold.querySelector("input")!.hasAttribute("disabled")).toBe(true);
    cleanup();
    const forced = locatorSection({ "filter-statuses": true, forced_statuses: ["stock", "available_soon"] });
    const availability = [...forced.querySelectorAll(".sl-filter")].find((filter) =>
      text(filter.querySelector("summary")).startsWith("Availability"),
    )!;
    expect([...availability.querySelectorAll(".sl-check > span")].map(text)).toEqual(["In stock (35 vehicles)"]);
  });

  it("draws each range filter as two labelled sliders over the list's bounds", () => {
    fakeApi();
    const section = locatorSection();
    const sliders = [...section.querySelectorAll('input[type="range"]')];
    expect(sliders.map((slider) => slider.getAttribute("aria-label"))).toEqual([
      "Minimum price",
      "Maximum price",
      "Minimum mileage",
      "Maximum mileage",
    ]);
    const [from, to] = sliders;
    expect([
      from!.getAttribute("min"),
      from!.getAttribute("max"),
      from!.getAttribute("step"),
      from!.getAttribute("value"),
    ]).toEqual(["45000", "240000", "1000", "45000"]);
    expect(to!.getAttribute("value")).toBe("240000");
    expect(to!.getAttribute("aria-valuetext")).toBe("240,000 €");
  });
});
