import { describe, expect, it } from "vitest";
import { EMPTY_FOOTERS, footerFor, footerKeyLocale, localeFooterKey, normaliseFooter } from "./footer.ts";

const keep = (html: string) => html;

describe("the structured footer", () => {
  it("applies the seed's validity and fallback rules, logging each drop", () => {
    const warnings: string[] = [];
    const footer = normaliseFooter(
      {
        columns: [
          {
            type: "links",
            rows: [
              {
                heading: "Vehicles",
                heading_html_tag: "h9",
                items: [
                  { label: "Stock", url: "/stock", target: "_top", type: "button", tag: "section" },
                  { type: "link", url: "/nolabel" },
                  { type: "image", image: { alt: "no source" } },
                  { type: "image", image: { src: "/logo.svg", alt: "Logo" } },
                  { type: "wrapper", tag: "span" },
                  { label: "Bad", url: "javascript:alert(1)" },
                ],
              },
              { heading: "Empty row", items: [] },
              { heading: "Only a heading link", heading_link: { url: "/all", target: "_blank" } },
            ],
          },
          { type: "pictures", rows: [{ items: [] }] },
        ],
        medium_links: [{ label: "Privacy", url: "/privacy-policy" }, "nonsense"],
      },
      "footer.config",
      (message) => warnings.push(message),
      keep,
    );
    const [first] = footer.columns;
    expect(footer.columns).toHaveLength(1);
    expect(first!.rows.map((row) => row.heading)).toEqual(["Vehicles", "Only a heading link"]);
    const vehicles = first!.rows[0]!;
    expect(vehicles.heading_html_tag).toBe("h2");
    expect(vehicles.items.map((item) => [item.type, item.label, item.url, item.target, item.tag])).toEqual([
      ["link", "Stock", "/stock", "_self", "div"],
      ["image", "", "#", "_self", "div"],
      ["wrapper", "", "#", "_self", "span"],
      ["link", "Bad", "#", "_self", "div"],
    ]);
    expect(footer.medium_links.map((item) => item.label)).toEqual(["Privacy"]);
    expect(warnings).toEqual([
      "footer.config /columns/0/rows/0/items/1: a link item needs a label; dropped",
      "footer.config /columns/0/rows/0/items/2: an image item needs a source; dropped",
      `footer.config /columns/0/rows/0/items/5: URL "javascript:alert(1)" is not a site path or an http(s), mailto or tel URL; '#' used`,
      "footer.config /columns/0/rows/1: a row needs items or a heading link; dropped",
      "footer.config /columns/1/rows/0: a row needs items or a heading link; dropped",
      "footer.config /columns/1: a column needs rows; dropped",
      "footer.config /medium_links/1: not an object; dropped",
    ]);
  });

  it("picks the L460 footer under /l460, the redesign footer on lrdx, then the main one, the raw HTML, the built-in links", () => {
    const footer = (label: string) => normaliseFooter({ medium_links: [{ label, url: "/x" }] }, "f", () => {}, keep);
    const footers = { main: footer("main"), redesign: footer("redesign"), l460: footer("l460"), html: "<p>raw</p>" };
    const label = (chosen: ReturnType<typeof footerFor>) =>
      chosen.kind === "structured" ? chosen.footer.medium_links[0]!.label : chosen.kind;
    expect(label(footerFor(footers, "jdx", "/l460/range"))).toBe("l460");
    expect(label(footerFor(footers, "lrdx", "/models"))).toBe("redesign");
    expect(label(footerFor(footers, "jdx", "/models"))).toBe("main");
    expect(label(footerFor({ ...footers, redesign: EMPTY_FOOTERS.main }, "lrdx", "/"))).toBe("main");
    expect(footerFor({ ...EMPTY_FOOTERS, html: "<p>raw</p>" }, "jdx", "/")).toEqual({
      kind: "html",
      html: "<p>raw</p>",
    });
    expect(footerFor(EMPTY_FOOTERS, "jdx", "/")).toEqual({ kind: "default" });
  });

  it("gives a page in another language that language's footer when it has content, else the footers above", () => {
    const footer = (label: string) => normaliseFooter({ medium_links: [{ label, url: "/x" }] }, "f", () => {}, keep);
    const footers = { ...EMPTY_FOOTERS, main: footer("main"), l460: footer("l460"), byLocale: { ar: footer("ar") } };
    const label = (chosen: ReturnType<typeof footerFor>) =>
      chosen.kind === "structured" ? chosen.footer.medium_links[0]!.label : chosen.kind;
    expect(label(footerFor(footers, "jdx", "/ar/news", "ar"))).toBe("ar");
    expect(label(footerFor(footers, "jdx", "/l460/x", "ar"))).toBe("ar");
    expect(label(footerFor(footers, "jdx", "/news", null))).toBe("main");
    expect(label(footerFor(footers, "jdx", "/fr", "fr"))).toBe("main");
    expect(label(footerFor({ ...footers, byLocale: { ar: EMPTY_FOOTERS.main } }, "jdx", "/ar", "ar"))).toBe("main");
    expect(localeFooterKey("en-AU")).toBe("footer.config.en_au");
    expect(footerKeyLocale("footer.config.en_au")).toBe("en_au");
    expect(footerKeyLocale("footer.config")).toBeNull();
    expect(footerKeyLocale("footer.redesign_config")).toBeNull();
  });

  it("leaves out items whose url_brands rule fails on the path, and rows and columns left empty", () => {
    const main = normaliseFooter(
      {
        columns: [
          {
            type: "links",
            rows: [
              {
                heading: "Defender",
                items: [
                  {
                    label: "Defender offers",
                    url: "/defender/offers",
                    dc_strategy: { key: "url_brands", value: "defender" },
                  },
                ],
              },
              {
                heading: "All",
                items: [
                  { label: "Jaguar only", url: "/j", dc_strategy: { key: "url_brands", value: "jaguar" } },
                  { label: "Offers", url: "/offers", dc_strategy: { key: "mena_offers", value: "x" } },
                ],
              },
            ],
          },
        ],
      },
      "footer.config",
      () => {},
      keep,
    );
    const labels = (path: string) => {
      const chosen = footerFor({ ...EMPTY_FOOTERS, main }, "jdx", path);
      return chosen.kind === "structured"
        ? chosen.footer.columns.flatMap((column) => column.rows.flatMap((row) => row.items.map((entry) => entry.label)))
        : [];
    };
    expect(labels("/defender/110")).toEqual(["Defender offers", "Offers"]);
    expect(labels("/jaguar")).toEqual(["Jaguar only", "Offers"]);
    expect(labels("/")).toEqual(["Offers"]);
  });
});
