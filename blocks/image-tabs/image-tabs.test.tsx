import { describe, expect, it } from "vitest";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { renderBlocksToHtml } from "../../renderer/render-blocks.server.tsx";
import { seriousViolations } from "../../tests/support/axe.ts";
import { pageOf, parseHtml, propsFor, renderBlock } from "../../tests/support/render-block.ts";
import migrations from "./migrations.ts";

const quote = (id: string, text: string) => ({ type: "quote", props: { id, quote: text } });

const threeTabs = [
  {
    tab_label: "Exterior",
    tab_id: "exterior",
    image: { id: "demo-exterior-1", alt: "The estate on a mountain road" },
    content: [quote("q-ext", "Reductive design.")],
  },
  {
    tab_label: "Interior",
    image: { id: "demo-interior-1", alt: "The cabin in tan leather" },
    content: [quote("q-int", "A sanctuary on the move.")],
  },
  { tab_label: "Words", tab_id: "words", content: [quote("q-words", "No image, just words.")] },
];

function imageTabs(props: Record<string, unknown> = {}, options: { index?: number } = {}) {
  const rendered = renderBlock("image-tabs", propsFor("image-tabs", props), options);
  const section = rendered.dom.querySelector('[data-block="image-tabs"] section.image-tabs');
  if (!section) throw new Error("no image tabs rendered");
  const tabButtons = [...section.querySelectorAll('[role="tablist"] [role="tab"]')];
  const panels = [...section.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
  return { ...rendered, section, tabButtons, panels };
}

describe("image tabs: what a visitor sees first", () => {
  it("lists one tab per tab, in order, with the first selected and alone in the tab order", () => {
    const { tabButtons } = imageTabs({ tabs: threeTabs });
    expect(tabButtons.map((tab) => tab.textContent)).toEqual(["Exterior", "Interior", "Words"]);
    expect(tabButtons.map((tab) => tab.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabButtons.map((tab) => tab.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
  });

  it("shows only the first tab's image and content; the others are in the HTML but hidden", () => {
    const { panels } = imageTabs({ tabs: threeTabs });
    expect(panels.map((panel) => panel.hasAttribute("hidden"))).toEqual([false, true, true]);
    expect(panels[0]!.querySelector("img")!.getAttribute("alt")).toBe("The estate on a mountain road");
    expect(panels[0]!.textContent).toContain("Reductive design.");
    expect(panels[1]!.querySelector("img")!.getAttribute("src")).toContain("demo-interior-1");
    expect(panels[1]!.textContent).toContain("A sanctuary on the move.");
    expect(panels[2]!.querySelector("img")).toBeNull();
    expect(panels[2]!.textContent).toContain("No image, just words.");
  });

  it("serves each image in the 16:9 sizes 1600, 1024 and 640 wide", () => {
    const image = imageTabs({ tabs: threeTabs }).panels[0]!.querySelector("img")!;
    expect(image.getAttribute("srcset")).toBe(
      "/media/images/demo-exterior-1/1600x900.jpg 1600w, /media/images/demo-exterior-1/1024x576.jpg 1024w, /media/images/demo-exterior-1/640x360.jpg 640w",
    );
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["1600", "900"]);
  });

  it("renders every nested block exactly once", () => {
    const { section } = imageTabs({ tabs: threeTabs });
    expect(section.querySelectorAll('[data-block="quote"]')).toHaveLength(3);
    expect(section.querySelectorAll(".fc-slot")).toHaveLength(3);
  });

  it("ties each tab to its panel both ways and names tabs by their Tab ID for in-page links", () => {
    const { section, tabButtons, panels } = imageTabs({ tabs: threeTabs });
    tabButtons.forEach((tab, index) => {
      expect(section.querySelector(`#${tab.getAttribute("aria-controls")!}`)).toBe(panels[index]);
      expect(panels[index]!.getAttribute("aria-labelledby")).toBe(tab.id);
    });
    expect(tabButtons.map((tab) => tab.getAttribute("data-anchor"))).toEqual(["exterior", null, "words"]);
  });

  it("shows the heading and names the section and tab list after it; no heading, no label", () => {
    const { section } = imageTabs({ heading: "Inside and out", header_tag: 3, header_size: "l" });
    const heading = section.querySelector("h3.image-tabs__heading")!;
    expect(heading.textContent).toBe("Inside and out");
    expect(heading.classList.contains("fc-heading--l")).toBe(true);
    expect(section.querySelector('[role="tablist"]')!.getAttribute("aria-labelledby")).toBe(heading.id);
    const bare = imageTabs({ heading: "" }).section;
    expect(bare.querySelector(".image-tabs__heading")).toBeNull();
    expect(bare.querySelector('[role="tablist"]')!.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("draws stored version 1 tabs with the legacy blocks_count as it draws them without, once migrated", () => {
    const stored = { tabs: threeTabs.map((tab, index) => ({ ...tab, blocks_count: index + 1 })) };
    const migrated = migrations[0]!(stored);
    expect(JSON.stringify(migrated)).not.toContain("blocks_count");
    expect(imageTabs(migrated).section.outerHTML).toBe(imageTabs({ tabs: threeTabs }).section.outerHTML);
  });

  it("gives two image tabs blocks on one page their own element ids", () => {
    const page = pageOf(
      { type: "image-tabs", props: propsFor("image-tabs", { id: "first" }) },
      { type: "image-tabs", props: propsFor("image-tabs", { id: "second" }) },
    );
    const dom = parseHtml(renderBlocksToHtml(normalizePage(page)).html);
    const ids = [...dom.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.length).toBeGreaterThan(6);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("image tabs: image loading (has_lazyload)", () => {
  const loadingOf = (rendered: ReturnType<typeof imageTabs>) =>
    rendered.panels.map((panel) => panel.querySelector("img")?.getAttribute("loading") ?? null);

  it("near the top of the page: the first image loads at once, the hidden tabs' images lazily", () => {
    expect(loadingOf(imageTabs({ tabs: threeTabs }))).toEqual(["eager", "lazy", null]);
  });

  it("without has_lazyload, every image loads like the block's first one", () => {
    expect(loadingOf(imageTabs({ tabs: threeTabs, has_lazyload: false }))).toEqual(["eager", "eager", null]);
  });

  it("further down the page, every image loads lazily either way", () => {
    expect(loadingOf(imageTabs({ tabs: threeTabs }, { index: 3 }))).toEqual(["lazy", "lazy", null]);
    expect(loadingOf(imageTabs({ tabs: threeTabs, has_lazyload: false }, { index: 3 }))).toEqual([
      "lazy",
      "lazy",
      null,
    ]);
  });
});

describe("image tabs as an island", () => {
  it("hydrates in the browser without sending the nested blocks twice", () => {
    const rendered = imageTabs({ tabs: threeTabs });
    expect(rendered.islands.map((island) => island.type)).toEqual(["image-tabs"]);
    const payload = rendered.dom.querySelector("script[data-island-props]")!.textContent!;
    expect(payload).not.toContain("Reductive design.");
    expect(payload).toContain('"tab_label":"Exterior"');
  });
});

describe("image tabs accessibility", () => {
  it("has no serious or critical axe violations, with and without a heading", async () => {
    expect(await seriousViolations(imageTabs({ tabs: threeTabs }).html)).toEqual([]);
    expect(await seriousViolations(imageTabs({ heading: "", box_color: "black-theme" }).html)).toEqual([]);
  });
});
