import { describe, expect, it } from "vitest";
import { parseListingQuery } from "./listing-query.ts";
import { parseStockUrl, postcodeSearchType, toApiParams, writeStockUrl } from "./url-state.ts";

describe("stock locator state in the URL", () => {
  it("round-trips checkbox keys joined by commas, non-default ranges, sort, page, text and location", () => {
    const search = new URLSearchParams(
      "state=new,used&mileage.to=50000&sort=priceAsc&page=3&q=defender&_postcode=2000&_locality=Sydney&utm_source=mail",
    );
    const state = parseStockUrl(search);
    expect(state).toMatchObject({
      checkboxes: { state: ["new", "used"] },
      ranges: { mileage: { to: 50000 } },
      sort: "priceAsc",
      page: 3,
      text: "defender",
      location: { postcode: "2000", locality: "Sydney" },
    });
    expect(writeStockUrl(state, search).toString()).toBe(search.toString());
  });

  it("leaves out ranges equal to the list's bounds, the default sort and the first page", () => {
    const state = parseStockUrl(new URLSearchParams("mileage.from=0&mileage.to=90000&page=1"));
    const written = writeStockUrl(state, new URLSearchParams(), { bounds: { mileage: { min: 0, max: 90000 } } });
    expect(written.toString()).toBe("");
  });

  it("becomes a listing API query the API accepts", () => {
    const state = parseStockUrl(
      new URLSearchParams(
        "engine_type=hybrid,electric&nameplate_model_group=Defender&production_year.from=2022&q=black",
      ),
    );
    const params = toApiParams(state, { forcedStatuses: ["stock"] });
    const query = parseListingQuery(Object.fromEntries(params));
    expect(query.checkboxes).toEqual({ engine_type: ["hybrid", "electric"], nameplate_model_group: ["Defender"] });
    expect(query.ranges).toEqual({ production_year: { gteq: 2022 } });
    expect(query.forcedStatuses).toEqual(["stock"]);
  });

  it("names the postcode search type by the inputs present", () => {
    expect(postcodeSearchType({ postcode: "2000", locality: "Sydney" })).toBe("postcodeSearch");
    expect(postcodeSearchType({ postcode: "2000", state: "NSW" })).toBe("stateSearch");
    expect(postcodeSearchType({ retailer: "AU001" })).toBe("retailerSearch");
    expect(postcodeSearchType({})).toBe("none");
  });
});
