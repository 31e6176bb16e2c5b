import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("hotspots container", () => {
  it("draws each hotspot as a native disclosure at its place, one open at a time, with no island", () => {
    const { dom, html } = renderBlock("hotspots-container", propsFor("hotspots-container"));
    const spots = [...dom.querySelectorAll("details")];
    expect(spots.map((spot) => spot.querySelector("summary")?.textContent)).toEqual([
      "Adaptive headlights",
      "22-inch wheels",
    ]);
    expect(new Set(spots.map((spot) => spot.getAttribute("name"))).size).toBe(1);
    expect(spots[0]?.getAttribute("style")).toContain("--x:78%");
    expect(html).not.toContain("data-island");
  });
});
