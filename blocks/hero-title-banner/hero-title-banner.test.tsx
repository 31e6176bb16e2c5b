import { seriousViolations } from "../../tests/support/axe.ts";
import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

const ALL_HERO_VARIANTS = [
  { width: 1600, height: 900 },
  { width: 1024, height: 576 },
  { width: 640, height: 360 },
];

function hero(props: Record<string, unknown> = {}, index = 0) {
  return renderBlock("hero-title-banner", propsFor("hero-title-banner", props), { index });
}

function subject(dom: ParentNode): Element {
  const section = dom.querySelector('[data-block="hero-title-banner"] .hero-title-banner');
  if (!section) throw new Error("no hero title banner rendered");
  return section;
}

describe("hero title banner image", () => {
  it("offers the three hero sizes when the image has all of them", () => {
    const { dom } = hero({ "rdx-image": { id: "demo-hero-1", alt: "A car", variants: ALL_HERO_VARIANTS } });
    const img = subject(dom).querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/media/images/demo-hero-1/1600x900.jpg");
    expect(img.getAttribute("srcset")).toBe(
      "/media/images/demo-hero-1/1600x900.jpg 1600w, /media/images/demo-hero-1/1024x576.jpg 1024w, /media/images/demo-hero-1/640x360.jpg 640w",
    );
    expect(img.getAttribute("sizes")).toBe("100vw");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "900"]);
  });

  it("names the 900x500 picture to draw if the chosen size fails to load, unless that is already drawn", () => {
    const full = hero({ "rdx-image": { id: "demo-hero-1", alt: "A car", variants: ALL_HERO_VARIANTS } });
    const media = full.dom.querySelector<HTMLElement>(".hero-title-banner__media")!;
    expect(media.getAttribute("style")).toBe('--hero-fallback:url("/media/images/demo-hero-1/900x500.jpg")');
    const single = hero({ "rdx-image": { id: "demo-hero-1", alt: "A car", variants: ALL_HERO_VARIANTS.slice(0, 2) } });
    const singleMedia = single.dom.querySelector<HTMLElement>(".hero-title-banner__media")!;
    expect(singleMedia.getAttribute("style")).toBeNull();
  });

  it("falls back to one 900x500 image when a hero size is missing", () => {
    const { dom } = hero({ "rdx-image": { id: "demo-hero-1", alt: "A car", variants: ALL_HERO_VARIANTS.slice(0, 2) } });
    const img = subject(dom).querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/media/images/demo-hero-1/900x500.jpg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["900", "500"]);
  });

  it("falls back to 900x500 when the image has no size metadata at all", () => {
    const { dom } = hero({ "rdx-image": { id: "demo-interior-1", alt: "Cabin" } });
    expect(subject(dom).querySelector("img")!.getAttribute("src")).toBe("/media/images/demo-interior-1/900x500.jpg");
  });

  it("loads eagerly in the first two blocks of a page and lazily after", () => {
    const first = subject(hero({}, 0).dom).querySelector("img")!;
    const second = subject(hero({}, 1).dom).querySelector("img")!;
    const fourth = subject(hero({}, 3).dom).querySelector("img")!;
    expect(first.getAttribute("loading")).toBe("eager");
    expect(first.getAttribute("fetchpriority")).toBe("high");
    expect(second.getAttribute("loading")).toBe("eager");
    expect(fourth.getAttribute("loading")).toBe("lazy");
    expect(fourth.hasAttribute("fetchpriority")).toBe(false);
  });

  it("describes the image with its alternative text", () => {
    const { dom } = hero({ "rdx-image": { id: "demo-hero-1", alt: "Silver estate on a mountain pass" } });
    expect(subject(dom).querySelector("img")!.getAttribute("alt")).toBe("Silver estate on a mountain pass");
  });

  it("draws only the box when no image is chosen", () => {
    const { dom } = renderBlock("hero-title-banner", { heading: "Just words" });
    const section = subject(dom);
    expect(section.querySelector("img")).toBeNull();
    expect(section.classList.contains("hero-title-banner--text-only")).toBe(true);
    expect(section.querySelector("h1")!.textContent).toBe("Just words");
  });
});

describe("hero title banner heading", () => {
  it("is an extra-large H1 by default, since the hero usually opens the page", () => {
    const { dom } = renderBlock("hero-title-banner", { heading: "Made for the journey" });
    const heading = subject(dom).querySelector("h1")!;
    expect(heading.textContent).toBe("Made for the journey");
    expect(heading.classList.contains("fc-heading--xl")).toBe(true);
  });

  it("takes its level and its size independently", () => {
    const { dom } = hero({ heading: "Section title", level: 3, header_size: "s", header_font: "secondary" });
    const section = subject(dom);
    expect(section.querySelector("h1")).toBeNull();
    const heading = section.querySelector("h3")!;
    expect(heading.classList.contains("fc-heading--s")).toBe(true);
    expect(heading.classList.contains("fc-heading--font-secondary")).toBe(true);
  });

  it("names the section after its heading", () => {
    const section = subject(hero({ heading: "Grand tourer" }).dom);
    const labelledBy = section.getAttribute("aria-labelledby")!;
    expect(section.querySelector(`[id="${labelledBy}"]`)!.textContent).toBe("Grand tourer");
  });
});

describe("hero title banner button", () => {
  it("shows a button with both a URL and a label", () => {
    const { dom } = hero({ button: { url: "/models", type: "internal", link_text: "Explore the range" } });
    const link = subject(dom).querySelector("a")!;
    expect(link.textContent).toBe("Explore the range");
    expect(link.getAttribute("href")).toBe("/models");
    expect(link.classList.contains("fc-button--primary")).toBe(true);
  });

  it("hides an internal or external button without a label or without a URL", () => {
    expect(
      subject(hero({ button: { url: "/models", type: "internal", link_text: "" } }).dom).querySelector("a"),
    ).toBeNull();
    expect(subject(hero({ button: { url: "", type: "external", link_text: "Go" } }).dom).querySelector("a")).toBeNull();
  });

  it("shows a file button without a URL, pointing at '#'", () => {
    const link = subject(hero({ button: { type: "file", link_text: "Brochure" } }).dom).querySelector("a")!;
    expect(link.getAttribute("href")).toBe("#");
    expect(link.textContent).toBe("Brochure");
  });

  it("draws a tertiary button small even when medium is chosen", () => {
    const link = subject(
      hero({ button: { url: "/x", link_text: "More", ui_type: "tertiary", size: "medium" } }).dom,
    ).querySelector("a")!;
    expect(link.classList.contains("fc-button--small")).toBe(true);
    expect(link.classList.contains("fc-button--medium")).toBe(false);
  });

  it("opens an external site in a new window", () => {
    const link = subject(
      hero({ button: { url: "https://example.com", type: "external", link_text: "Visit" } }).dom,
    ).querySelector("a")!;
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });
});

describe("hero title banner box colour", () => {
  it("themes the banner with the chosen colour", () => {
    expect(subject(hero().dom).classList.contains("fc-theme-black-theme")).toBe(true);
    expect(subject(hero({ box_color: "grey-theme" }).dom).classList.contains("fc-theme-grey-theme")).toBe(true);
  });
});

describe("hero title banner accessibility", () => {
  it("has no serious or critical axe violations, freshly inserted or fully configured", async () => {
    for (const props of [
      {},
      { level: 2, button: { type: "form", link_text: "Book a test drive", rdx_forms_form_id: "td" } },
    ]) {
      expect(await seriousViolations(hero(props).html)).toEqual([]);
    }
  });
});
