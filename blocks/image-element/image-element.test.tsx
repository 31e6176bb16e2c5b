import { seriousViolations } from "../../tests/support/axe.ts";
import { describe, expect, it } from "vitest";
import { isServedSize } from "../../model/media/served-sizes.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

function imageElement(props: Record<string, unknown> = {}, index = 0) {
  const rendered = renderBlock("image-element", propsFor("image-element", props), { index });
  const figure = rendered.dom.querySelector('[data-block="image-element"] figure.image-element');
  const img = figure?.querySelector("img");
  if (!figure || !img) throw new Error("no image element rendered");
  return { ...rendered, figure, img };
}

/** The srcset as "WxH" candidates, in order. */
function candidates(img: Element): string[] {
  return (img.getAttribute("srcset") ?? "").split(", ").map((entry) => /\/(\d+x\d+)[./]/.exec(entry)?.[1] ?? entry);
}

describe("image element sizes", () => {
  it("offers the 16:9 presets by default", () => {
    const { img } = imageElement({ image: { id: "demo-exterior-1", alt: "Estate" } });
    expect(candidates(img)).toEqual(["1600x900", "1024x576", "640x360"]);
    expect(img.getAttribute("src")).toBe("/media/images/demo-exterior-1/1600x900.jpg");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "900"]);
    expect(img.getAttribute("sizes")).toBe("(min-width: 1440px) 1440px, 100vw");
  });

  it("offers the banner sizes for 16:6.5 and the square widths for 1:1", () => {
    expect(candidates(imageElement({ ratio: "16-6-5" }).img)).toEqual(["1600x650", "1024x416", "640x260"]);
    expect(candidates(imageElement({ ratio: "1-1" }).img)).toEqual(["1245x1245", "830x830", "415x415", "360x360"]);
  });

  it("asks for the served size nearest each chosen width, heights matched by position, the rest from the ratio", () => {
    // 1920x700 and 1280x500 are banner shapes (the widest banner is 1600x650); 800x450 is 16:9, nearest 900x500.
    const { img } = imageElement({ sizes: [1920, 1280, 800], heights: [700, 500], ratio: "16-9" });
    expect(candidates(img)).toEqual(["1600x650", "900x500"]);
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "650"]);
  });

  it("names only sizes the media library serves, so no image of the block is a redirect", () => {
    const { img } = imageElement({ sizes: [1920, 1280, 800], heights: [700], ratio: "16-6-5" });
    const urls = [img.getAttribute("src")!, ...(img.getAttribute("srcset") ?? "").split(", ")];
    for (const url of urls) {
      const [width, height] = /\/(\d+)x(\d+)\./.exec(url)!.slice(1).map(Number) as [number, number];
      expect(isServedSize(width, height), url).toBe(true);
    }
    expect(candidates(img)).toEqual(["1600x650", "1024x416"]);
  });

  it("puts the largest width first and drops repeated widths, whatever order they were entered in", () => {
    const { img } = imageElement({ sizes: [640, 1600, 640], ratio: "16-9" });
    expect(candidates(img)).toEqual(["1600x900", "640x360"]);
    expect(img.getAttribute("src")).toBe("/media/images/demo-exterior-1/1600x900.jpg");
  });

  it("serves one width without a srcset", () => {
    const { img } = imageElement({ sizes: [1200], ratio: "1-1" });
    expect(img.getAttribute("src")).toBe("/media/images/demo-exterior-1/1245x1245.jpg");
    expect(img.hasAttribute("srcset")).toBe(false);
  });
});

describe("image element file name and format", () => {
  it("serves the chosen format under a readable file name taken from fullPath", () => {
    const { img } = imageElement({ format: "webp", fullPath: "/uploads/2026/Grille Detail.JPG", sizes: [1024] });
    expect(img.getAttribute("src")).toBe("/media/images/demo-exterior-1/1024x576/grille-detail.webp");
  });

  it("serves plain jpg URLs by default", () => {
    expect(imageElement().img.getAttribute("src")).toMatch(/\/1600x900\.jpg$/);
  });
});

describe("image element loading", () => {
  it("follows the block position when automatic: eager in the first two blocks, lazy after", () => {
    expect(imageElement({}, 0).img.getAttribute("loading")).toBe("eager");
    expect(imageElement({}, 1).img.getAttribute("loading")).toBe("eager");
    expect(imageElement({}, 3).img.getAttribute("loading")).toBe("lazy");
  });

  it("obeys an explicit choice wherever the block is", () => {
    expect(imageElement({ loading: "lazy" }, 0).img.getAttribute("loading")).toBe("lazy");
    expect(imageElement({ loading: "eager" }, 5).img.getAttribute("loading")).toBe("eager");
  });
});

describe("image element text", () => {
  it("describes the image with its own alternative text first", () => {
    expect(
      imageElement({ image: { id: "demo-detail-1", alt: "Front grille" }, alt: "Fallback" }).img.getAttribute("alt"),
    ).toBe("Front grille");
  });

  it("falls back to the block's alternative text when the image has none, or only blanks", () => {
    expect(imageElement({ image: { id: "demo-detail-1" }, alt: "Front grille at night" }).img.getAttribute("alt")).toBe(
      "Front grille at night",
    );
    expect(
      imageElement({ image: { id: "demo-detail-1", alt: " " }, alt: "Front grille at night" }).img.getAttribute("alt"),
    ).toBe("Front grille at night");
  });

  it("shows a caption under the image only when there is one", () => {
    expect(imageElement({ caption: "Finished by hand." }).figure.querySelector("figcaption")!.textContent).toBe(
      "Finished by hand.",
    );
    expect(imageElement({ caption: "  " }).figure.querySelector("figcaption")).toBeNull();
  });
});

describe("image element accessibility", () => {
  it("has no serious or critical axe violations, freshly inserted or with a caption", async () => {
    expect(await seriousViolations(imageElement().html)).toEqual([]);
    expect(
      await seriousViolations(imageElement({ image: { id: "demo-detail-1" }, alt: "Grille", caption: "Detail" }).html),
    ).toEqual([]);
  });
});
