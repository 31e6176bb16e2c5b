import { seriousViolations } from "../../tests/support/axe.ts";
import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

function contentBlocks(props: Record<string, unknown> = {}, index = 0) {
  const rendered = renderBlock("content-blocks", propsFor("content-blocks", props), { index });
  const section = rendered.dom.querySelector('[data-block="content-blocks"] .content-blocks');
  if (!section) throw new Error("no content blocks rendered");
  return { ...rendered, section, cards: [...section.querySelectorAll(".content-blocks__grid > li")] };
}

const card = (heading: string, extra: Record<string, unknown> = {}) => ({
  image: { id: "demo-exterior-1", alt: `${heading} photo` },
  heading,
  paragraph: `<p>About ${heading}</p>`,
  ...extra,
});

describe("content blocks grid", () => {
  it("marks how many cards go in a row", () => {
    expect(contentBlocks().section.classList.contains("content-blocks--cols-3")).toBe(true);
    for (const count of [1, 2, 4]) {
      expect(contentBlocks({ "col-numbers": count }).section.classList.contains(`content-blocks--cols-${count}`)).toBe(
        true,
      );
    }
  });

  it("lists every card with its image, heading and text, in order", () => {
    const { cards } = contentBlocks({ cards: [card("Design"), card("Interior")] });
    expect(cards.map((item) => item.querySelector("h3")?.textContent)).toEqual(["Design", "Interior"]);
    expect(cards[1]!.querySelector("img")!.getAttribute("alt")).toBe("Interior photo");
    expect(cards[1]!.querySelector(".fc-rich-text")!.textContent).toBe("About Interior");
  });

  it("draws a card without an image as text only, and leaves out a card with nothing to show", () => {
    const { cards } = contentBlocks({
      cards: [{ heading: "Service" }, { heading: "", "rdx-link": { url: "/x", link_text: "" } }, card("Parts")],
    });
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector("img")).toBeNull();
    expect(cards[0]!.querySelector("h3")!.textContent).toBe("Service");
  });

  it("renders a thousand cards, its maximum", () => {
    const { cards } = contentBlocks({ cards: Array.from({ length: 1000 }, (_, i) => ({ heading: `Card ${i + 1}` })) });
    expect(cards).toHaveLength(1000);
    expect(cards[999]!.textContent).toBe("Card 1000");
  });

  it("themes the section with the chosen colour and spacing", () => {
    const { section } = contentBlocks({ box_color: "black-theme", padding: "y-space-0" });
    expect(section.classList.contains("fc-theme-black-theme")).toBe(true);
    expect(section.classList.contains("fc-padding-y-space-0")).toBe(true);
  });
});

describe("content blocks images", () => {
  it("offers 16:9 card images by default, drawn a third of the width on large screens", () => {
    const img = contentBlocks({ cards: [card("Design")] }).cards[0]!.querySelector("img")!;
    expect(img.getAttribute("srcset")).toBe(
      "/media/images/demo-exterior-1/1600x900.jpg 1600w, /media/images/demo-exterior-1/1024x576.jpg 1024w, /media/images/demo-exterior-1/640x360.jpg 640w",
    );
    expect(img.getAttribute("sizes")).toBe("(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw");
  });

  it("offers 16:6.5 images when that ratio is chosen", () => {
    const { section, cards } = contentBlocks({ "image-ratio": "16-6-5", "col-numbers": 4, cards: [card("Design")] });
    const img = cards[0]!.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/media/images/demo-exterior-1/1600x650.jpg");
    expect(img.getAttribute("sizes")).toBe("(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw");
    expect(section.classList.contains("content-blocks--ratio-16-6-5")).toBe(true);
  });

  it("loads images eagerly in the first two blocks of a page and lazily after", () => {
    expect(contentBlocks({}, 1).cards[0]!.querySelector("img")!.getAttribute("loading")).toBe("eager");
    expect(contentBlocks({}, 3).cards[0]!.querySelector("img")!.getAttribute("loading")).toBe("lazy");
  });
});

describe("content blocks headings", () => {
  it("shows the section heading at its level and size, and names the section after it", () => {
    const { section } = contentBlocks({ heading: "Latest offers", header_tag: 3, header_size: "xl" });
    const heading = section.querySelector("h3.content-blocks__heading")!;
    expect(heading.textContent).toBe("Latest offers");
    expect(heading.classList.contains("fc-heading--xl")).toBe(true);
    expect(section.getAttribute("aria-labelledby")).toBe(heading.id);
  });

  it("has no section heading, and no dangling label, when it is blank", () => {
    const { section } = contentBlocks({ heading: "" });
    expect(section.querySelector(".content-blocks__heading")).toBeNull();
    expect(section.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("gives each card heading its own level", () => {
    expect(
      contentBlocks({ cards: [card("Design", { header_tag: 4 })] }).cards[0]!.querySelector("h4")!.textContent,
    ).toBe("Design");
  });
});

describe("content blocks links", () => {
  it("shows a card link with both a URL and a label", () => {
    const link = contentBlocks({
      cards: [card("Design", { "rdx-link": { url: "/design", link_text: "Explore design" } })],
    }).cards[0]!.querySelector("a")!;
    expect(link.textContent).toBe("Explore design");
    expect(link.getAttribute("href")).toBe("/design");
  });

  it("hides a card link without a label or a URL", () => {
    const { cards } = contentBlocks({
      cards: [
        card("Design", { "rdx-link": { url: "/design", link_text: "" } }),
        card("Interior", { "rdx-link": { url: "", type: "external", link_text: "Go" } }),
      ],
    });
    expect(cards.map((item) => item.querySelector("a"))).toEqual([null, null]);
  });

  it("shows a form link without a URL and draws a tertiary link small", () => {
    const { cards } = contentBlocks({
      cards: [
        card("Offer", { "rdx-link": { type: "form", link_text: "Enquire", rdx_forms_form_id: "offer" } }),
        card("Design", { "rdx-link": { url: "/design", link_text: "More", ui_type: "tertiary", size: "medium" } }),
      ],
    });
    expect(cards[0]!.querySelector("a")!.getAttribute("href")).toBe("#form-offer");
    expect(cards[1]!.querySelector("a")!.classList.contains("fc-button--small")).toBe(true);
  });
});

describe("content blocks accessibility", () => {
  it("has no serious or critical axe violations, freshly inserted or in other layouts", async () => {
    expect(await seriousViolations(contentBlocks().html)).toEqual([]);
    expect(
      await seriousViolations(
        contentBlocks({
          heading: "",
          "col-numbers": 4,
          cards: [{ heading: "Service" }, { image: { id: "demo-detail-1" } }],
        }).html,
      ),
    ).toEqual([]);
  });
});
