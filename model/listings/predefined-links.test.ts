import { describe, expect, it } from "vitest";
import { isCurrentPredefinedLink, predefinedLinksOf } from "./predefined-links.ts";
import { parseStockUrl } from "./url-state.ts";

describe("the stock locator's quick searches (sl.predefined_links)", () => {
  it("keeps links with a label and a search or a site path, at most 12", () => {
    expect(
      predefinedLinksOf([
        { label: " Used Defender ", url: "?nameplate_name=Defender&state=used" },
        { label: "Approved", url: "/approved?sort=priceAsc" },
        { label: "", url: "?state=new" },
        { label: "Elsewhere", url: "https://other.example.com/" },
        { label: "Protocol-relative", url: "//other.example.com/" },
        "not a link",
      ]),
    ).toEqual([
      { label: "Used Defender", url: "?nameplate_name=Defender&state=used" },
      { label: "Approved", url: "/approved?sort=priceAsc" },
    ]);
    expect(predefinedLinksOf(null)).toEqual([]);
    expect(
      predefinedLinksOf(Array.from({ length: 20 }, (_, index) => ({ label: `L${index}`, url: "?" }))),
    ).toHaveLength(12);
  });

  it("marks the link whose search is on screen, whatever the order of its parameters or the page number", () => {
    const link = { label: "Used Defender", url: "?state=used&nameplate_name=Defender" };
    const on = (search: string, path = "/stock") => ({ path, query: parseStockUrl(new URLSearchParams(search)) });
    expect(isCurrentPredefinedLink(link, on("nameplate_name=Defender&state=used&page=2"))).toBe(true);
    expect(isCurrentPredefinedLink(link, on("nameplate_name=Defender"))).toBe(false);
    expect(isCurrentPredefinedLink(link, on("nameplate_name=Defender&state=used&sort=priceAsc"))).toBe(false);
    const withPath = { label: "Approved", url: "/approved?state=approved" };
    expect(isCurrentPredefinedLink(withPath, on("state=approved", "/approved"))).toBe(true);
    expect(isCurrentPredefinedLink(withPath, on("state=approved", "/stock"))).toBe(false);
  });
});
