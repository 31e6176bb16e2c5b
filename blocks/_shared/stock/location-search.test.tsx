import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Retailer } from "../../../model/stock/stock-data.ts";
import { parseHtml } from "../../../tests/support/render-block.ts";
import { LocationSearch } from "./location-search.tsx";

const retailer = (code: string, postcode: string, state: string): Retailer => ({
  id: code,
  dealer_code: code,
  ciCode: code,
  name: `Forecourt ${code}`,
  display_name_jag: `Jaguar ${code}`,
  display_name_lr: `Land Rover ${code}`,
  address: "1 Main Road",
  city: "City",
  locality: "Locality",
  postcode,
  state,
  mainPhone: "",
  email: "",
  opening_hours: "",
  latitude: 0,
  longitude: 0,
  brands: ["land_rover"],
});

function searchTypes(retailers: Retailer[]): string[] {
  const html = renderToString(
    <LocationSearch
      id="loc"
      retailers={retailers}
      brand=""
      active={{}}
      onSearch={async () => null}
      onClear={() => {}}
    />,
  );
  return [...parseHtml(html).querySelectorAll(".sl-segment span")].map((node) => node.textContent ?? "");
}

describe("the stock locator's location search", () => {
  it("offers postcode and state searches where the retailers have postcodes and Australian states", () => {
    expect(searchTypes([retailer("AU001", "2017", "NSW")])).toEqual(["Postcode", "State", "Retailer"]);
  });

  it("offers only the retailer search where retailers have no postcode and no Australian state (the UAE demo)", () => {
    expect(searchTypes([retailer("AE001", "", "Dubai"), retailer("AE002", "", "Sharjah")])).toEqual(["Retailer"]);
    expect(
      parseHtml(
        renderToString(
          <LocationSearch
            id="loc"
            retailers={[retailer("AE001", "", "Dubai")]}
            brand=""
            active={{}}
            onSearch={async () => null}
            onClear={() => {}}
          />,
        ),
      ).querySelector("select#loc-retailer"),
    ).not.toBeNull();
  });
});
