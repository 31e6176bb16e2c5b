import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

const threeSlides = [
  { quote: "Every detail has been considered.", author: "Sam Patel", author_position: "Chief Designer" },
  { quote: "Quiet, composed, quick.", author: "Road test editor" },
  { quote: "A sanctuary on the move.", author_position: "Interior review" },
];

function slider(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("quote-slider", propsFor("quote-slider", props));
  const section = rendered.dom.querySelector('[data-block="quote-slider"] section.quote-slider');
  if (!section) throw new Error("no quote slider rendered");
  const slides = [...section.querySelectorAll('[aria-roledescription="slide"]')];
  return { ...rendered, section, slides };
}

describe("quote slider: what a visitor sees first", () => {
  it("shows the first quote; the others are in the HTML but hidden", () => {
    const { slides } = slider({ slides: threeSlides });
    expect(slides.map((slide) => slide.querySelector("blockquote")!.textContent)).toEqual(
      threeSlides.map((slide) => slide.quote),
    );
    expect(slides.map((slide) => slide.hasAttribute("hidden"))).toEqual([false, true, true]);
  });

  it("attributes each quote to its author and position, leaving out what is empty", () => {
    const { slides } = slider({ slides: threeSlides });
    expect(slides[0]!.querySelector(".quote-slider__author")!.textContent).toBe("Sam Patel");
    expect(slides[0]!.querySelector(".quote-slider__position")!.textContent).toBe("Chief Designer");
    expect(slides[1]!.querySelector(".quote-slider__position")).toBeNull();
    expect(slides[2]!.querySelector(".quote-slider__author")).toBeNull();
    expect(slider({ slides: [{ quote: "Alone." }] }).slides[0]!.querySelector("figcaption")).toBeNull();
  });

  it("is a labelled carousel whose slides say where they are", () => {
    const { section, slides } = slider({ slides: threeSlides });
    expect(section.getAttribute("aria-roledescription")).toBe("carousel");
    expect(section.getAttribute("aria-label")).toBe("Quotes");
    expect(slides.map((slide) => slide.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(slides.every((slide) => slide.getAttribute("role") === "group")).toBe(true);
  });

  it("has named previous and next buttons and one indicator per slide, the first marked current", () => {
    const { section } = slider({ slides: threeSlides });
    expect(section.querySelector(".quote-slider__arrow--prev")!.getAttribute("aria-label")).toBe("Previous slide");
    expect(section.querySelector(".quote-slider__arrow--next")!.getAttribute("aria-label")).toBe("Next slide");
    const dots = [...section.querySelectorAll(".quote-slider__dot")];
    expect(dots.map((dot) => dot.getAttribute("aria-label"))).toEqual(["Slide 1", "Slide 2", "Slide 3"]);
    expect(dots.map((dot) => dot.getAttribute("aria-current"))).toEqual(["true", null, null]);
  });

  it("announces the position politely: Slide 1 of 3", () => {
    const status = slider({ slides: threeSlides }).section.querySelector(".quote-slider__status")!;
    expect(status.textContent).toBe("Slide 1 of 3");
    expect(status.getAttribute("aria-live")).toBe("polite");
  });

  it("draws a single quote without any slider controls", () => {
    const { section } = slider({ slides: [{ quote: "Alone." }], has_timer: true });
    expect(section.querySelectorAll("button")).toHaveLength(0);
    expect(section.querySelector(".quote-slider__status")).toBeNull();
    expect(section.textContent).toContain("Alone.");
  });

  it("with has_timer, offers a pause button before the slides; without, none", () => {
    const timed = slider({ slides: threeSlides, has_timer: true }).section;
    const rotation = timed.querySelector("button.quote-slider__rotation")!;
    expect(rotation.getAttribute("aria-label")).toBe("Pause automatic slide show");
    expect(timed.querySelector("button")).toBe(rotation);
    expect(
      slider({ slides: threeSlides, has_timer: false }).section.querySelector(".quote-slider__rotation"),
    ).toBeNull();
  });

  it("aligns, justifies and themes the block as chosen", () => {
    const { section } = slider({ section_class: "right", justify_text: true, slider_theme: "all-white-theme" });
    expect([...section.classList]).toEqual(
      expect.arrayContaining(["quote-slider--align-right", "quote-slider--justify", "fc-theme-all-white-theme"]),
    );
    const plain = slider({ section_class: "left" }).section;
    expect(plain.classList.contains("quote-slider--align-left")).toBe(true);
    expect(plain.classList.contains("quote-slider--justify")).toBe(false);
    expect(plain.classList.contains("fc-theme-light-theme")).toBe(true);
  });
});

describe("quote slider as an island", () => {
  it("hydrates in the browser with its quotes in the payload", () => {
    const rendered = slider({ slides: threeSlides });
    expect(rendered.islands.map((island) => island.type)).toEqual(["quote-slider"]);
    expect(rendered.dom.querySelector("script[data-island-props]")!.textContent).toContain("Quiet, composed, quick.");
  });
});

describe("quote slider accessibility", () => {
  it("has no serious or critical axe violations: plain, timed, and with one slide", async () => {
    expect(await seriousViolations(slider({ slides: threeSlides }).html)).toEqual([]);
    expect(
      await seriousViolations(slider({ slides: threeSlides, has_timer: true, slider_theme: "black-theme" }).html),
    ).toEqual([]);
    expect(await seriousViolations(slider({ slides: [{ quote: "Alone." }] }).html)).toEqual([]);
  });
});
