import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("parallax", () => {
  it("serves the banner presets, loads only the first panel eagerly at the top of a page, and ships no island", () => {
    const { dom, html } = renderBlock("parallax", propsFor("parallax"));
    const images = [...dom.querySelectorAll("img")];
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", "lazy"]);
    expect(images[0]?.getAttribute("srcset")).toBe(
      "/media/images/demo-landscape-1/1600x650.jpg 1600w, /media/images/demo-landscape-1/1024x416.jpg 1024w, /media/images/demo-landscape-1/640x260.jpg 640w",
    );
    expect(html).not.toContain("data-island");
  });
});
