import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";
import { sweepPosition } from "./compare-images.tsx";

describe("compare images", () => {
  it("starts at the start position (50 by default) with a labelled slider", () => {
    const { dom } = renderBlock("compare-images", propsFor("compare-images"));
    const slider = dom.querySelector<HTMLInputElement>('input[type="range"]')!;
    expect(slider.getAttribute("value")).toBe("50");
    expect(slider.getAttribute("aria-label")).toBe("Compare Silver and Green");
    expect(dom.querySelector(".compare-images__stage")?.getAttribute("style")).toContain("--position:50%");
  });

  it("sweeps out and back to where it started, within the images", () => {
    expect(sweepPosition(50, 0)).toBe(50);
    expect(sweepPosition(50, 0.25)).toBe(30);
    expect(sweepPosition(50, 0.75)).toBe(70);
    expect(sweepPosition(50, 1)).toBe(50);
    expect(sweepPosition(95, 0.75)).toBe(100);
  });
});
