import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

const HERO_VARIANTS = [
  { width: 1600, height: 900 },
  { width: 1024, height: 576 },
  { width: 640, height: 360 },
];
const slide = (n: number, extra: Record<string, unknown> = {}) => ({
  image: { id: `demo-hero-${n}`, alt: `Slide ${n} photo`, variants: HERO_VARIANTS },
  heading: `Slide heading ${n}`,
  ...extra,
});

function hero(props: Record<string, unknown> = {}, index = 0) {
  const rendered = renderBlock("hero-carousel", propsFor("hero-carousel", props), { index });
  const carousel = rendered.dom.querySelector('[data-block="hero-carousel"] section.fc-carousel');
  if (!carousel) throw new Error("no carousel rendered");
  return { ...rendered, carousel, items: [...carousel.querySelectorAll("ul > li")] };
}

describe("hero carousel, server-rendered", () => {
  it("is an island whose slides are list items in a labelled carousel, first slide first", () => {
    const { carousel, items, islands } = hero({ slides: [slide(1), slide(2), slide(3)] });
    expect(islands.map((island) => island.type)).toEqual(["hero-carousel"]);
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(items.map((item) => item.querySelector("h2")?.textContent)).toEqual([
      "Slide heading 1",
      "Slide heading 2",
      "Slide heading 3",
    ]);
    expect(carousel.querySelector(".fc-carousel__status")?.textContent).toBe("Slide 1 of 3");
    expect(carousel.querySelectorAll(".fc-carousel__dot")).toHaveLength(3);
  });

  it("offers the hero sizes with srcset; eager only for the first slide of the first two blocks", () => {
    const first = hero({ slides: [slide(1), slide(2)] }).items.map((item) => item.querySelector("img")!);
    expect(first[0]!.getAttribute("srcset")).toContain("/media/images/demo-hero-1/1024x576.jpg 1024w");
    expect(first[0]!.getAttribute("sizes")).toBe("100vw");
    expect(first.map((image) => image.getAttribute("loading"))).toEqual(["eager", "lazy"]);
    const third = hero({ slides: [slide(1), slide(2)] }, 2).items.map((item) => item.querySelector("img")!);
    expect(third.map((image) => image.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
  });

  it("falls back to the single 900x500 size when the library lacks a hero variant", () => {
    const { items } = hero({ slides: [{ image: { id: "demo-hero-1", alt: "x" } }] });
    expect(items[0]!.querySelector("img")!.getAttribute("src")).toBe("/media/images/demo-hero-1/900x500.jpg");
  });

  it("keeps a single H1: later slides' headings become H2 when the level is 1", () => {
    const { items } = hero({ slides: [slide(1), slide(2)], header_tag: 1 });
    expect(items.map((item) => item.querySelector("h1, h2")!.tagName)).toEqual(["H1", "H2"]);
  });

  it("limits touch devices to 4 slides by default, and marks offer and personalisation", () => {
    const slides = [1, 2, 3, 4, 5].map((n) => slide(n));
    const limited = hero({ slides, offer_key: "spring-offer", has_mxo: true });
    expect(limited.carousel.className).toContain("fc-carousel--touch-limit-4");
    const block = limited.dom.querySelector(".hero-carousel")!;
    expect(block.getAttribute("data-offer-key")).toBe("spring-offer");
    expect(block.getAttribute("data-mxo")).toBe("true");
    expect(hero({ slides, has_touch_devices_slides_limit: false }).carousel.className).not.toContain("touch-limit");
  });

  it("offers a pause button only when it rotates, and no controls for a single slide", () => {
    const rotating = hero({ slides: [slide(1), slide(2)] });
    expect(rotating.carousel.querySelector("button[aria-label='Pause automatic slide show']")).not.toBeNull();
    const still = hero({ slides: [slide(1), slide(2)], is_autoplay: false });
    expect(still.carousel.querySelector(".fc-carousel__rotation")).toBeNull();
    expect(hero({ slides: [slide(1)] }).carousel.querySelector("button")).toBeNull();
  });

  it("streams a slide's video with desktop and mobile sources, poster, captions and preload none", () => {
    const { items } = hero({
      slides: [
        slide(1, {
          video_type: "video",
          video_desktop: "/media/videos/a.mp4",
          video_mobile: "https://cdn.example.com/a-640.webm",
          video_captions: "/media/videos/a.vtt",
        }),
      ],
    });
    const video = items[0]!.querySelector("video")!;
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.hasAttribute("controls")).toBe(true);
    expect(video.getAttribute("poster")).toBe("/media/images/demo-hero-1/1600x900.jpg");
    expect([...video.querySelectorAll("source")].map((source) => source.getAttribute("src"))).toEqual([
      "https://cdn.example.com/a-640.webm",
      "/media/videos/a.mp4",
    ]);
    expect(video.querySelector("track[kind='captions']")?.getAttribute("src")).toBe("/media/videos/a.vtt");
    expect(items[0]!.querySelector("img")).toBeNull();
  });

  it("has no serious accessibility violations", async () => {
    expect(await seriousViolations(hero({ slides: [slide(1), slide(2)] }).html)).toEqual([]);
  });
});
