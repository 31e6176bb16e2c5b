import { describe, expect, it } from "vitest";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { validateBlockProps } from "../../model/page-document/validate.ts";
import { renderBlocksToHtml } from "../../renderer/render-blocks.server.tsx";
import { seriousViolations } from "../../tests/support/axe.ts";
import { pageOf, parseHtml, propsFor, renderBlock } from "../../tests/support/render-block.ts";

const links = [
  { label: "Offers", blockId: "offers" },
  { label: "Not linked yet", blockId: "" },
  { label: "Contact", blockId: "contact_us" },
];

function inpageNavigation(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("inpage-navigation", propsFor("inpage-navigation", props));
  const nav = rendered.dom.querySelector('[data-block="inpage-navigation"] nav.inpage-navigation');
  return { ...rendered, nav };
}

function linksOf(nav: Element | null) {
  return [...(nav?.querySelectorAll(".inpage-navigation__list a") ?? [])];
}

describe("inpage navigation: what a visitor sees", () => {
  it("is a labelled navigation landmark that the scroll manager counts as a sticky bar", () => {
    const { nav } = inpageNavigation();
    expect(nav).not.toBeNull();
    expect(nav!.getAttribute("aria-label")).toBe("On this page");
    expect(nav!.hasAttribute("data-scroll-offset")).toBe(true);
  });

  it("links to each block by its Block Scroll ID with a real anchor, in order", () => {
    const { nav } = inpageNavigation();
    expect(linksOf(nav).map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Overview", "#rdx-overview"],
      ["Design", "#rdx-design"],
      ["Performance", "#rdx-performance"],
      ["Specifications", "#rdx-specifications"],
    ]);
  });

  it("leaves out links without a Block Scroll ID", () => {
    const { nav } = inpageNavigation({ items: links });
    expect(linksOf(nav).map((link) => link.textContent)).toEqual(["Offers", "Contact"]);
  });

  it("ends with a go-to-top link, labelled 'Top' unless the editor chose another label", () => {
    const top = inpageNavigation().nav!.querySelector("a.inpage-navigation__top")!;
    expect(top.textContent).toBe("Top");
    expect(top.getAttribute("href")).toBe("#");
    expect(
      inpageNavigation({ goTopShort: "Back to top" }).nav!.querySelector("a.inpage-navigation__top")!.textContent,
    ).toBe("Back to top");
  });

  it("highlights no link before the browser knows what is in view", () => {
    const { nav } = inpageNavigation();
    expect(nav!.querySelector("[aria-current]")).toBeNull();
  });

  it("draws nothing when no link has a Block Scroll ID", () => {
    expect(inpageNavigation({ items: [{ label: "Soon", blockId: "" }] }).nav).toBeNull();
    expect(inpageNavigation({ items: [] }).nav).toBeNull();
  });

  it("takes the chosen colour theme", () => {
    expect(inpageNavigation({ box_color: "black-theme" }).nav!.classList.contains("fc-theme-black-theme")).toBe(true);
  });
});

describe("inpage navigation on a page", () => {
  it("links reach the blocks with those Block Scroll IDs without any JavaScript", () => {
    const page = pageOf(
      { type: "inpage-navigation", props: propsFor("inpage-navigation", { items: links }) },
      { type: "quote", props: { quote: "Our offers", block_scroll_id: "offers" } },
      { type: "quote", props: { quote: "Get in touch", block_scroll_id: "contact_us" } },
    );
    const dom = parseHtml(renderBlocksToHtml(normalizePage(page)).html);
    const anchors = linksOf(dom.querySelector("nav.inpage-navigation"));
    expect(anchors).toHaveLength(2);
    for (const anchor of anchors) {
      const target = dom.querySelector(anchor.getAttribute("href")!);
      expect(target?.getAttribute("data-block")).toBe("quote");
    }
  });

  it("has no Block Scroll ID of its own", () => {
    const result = validateBlockProps("inpage-navigation", {
      id: "nav",
      ...propsFor("inpage-navigation"),
      block_scroll_id: "nav",
    });
    expect(result.valid).toBe(false);
    const { dom } = inpageNavigation();
    expect(dom.querySelector('[data-block="inpage-navigation"]')!.hasAttribute("id")).toBe(false);
  });

  it("hydrates as an island", () => {
    expect(inpageNavigation().islands.map((island) => island.type)).toEqual(["inpage-navigation"]);
  });
});

describe("inpage navigation accessibility", () => {
  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(inpageNavigation().html)).toEqual([]);
    expect(
      await seriousViolations(
        inpageNavigation({ items: links, goTopShort: "Back to top", box_color: "dark-theme" }).html,
      ),
    ).toEqual([]);
  });
});
