import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";
import { turn } from "./360-views.tsx";

describe("360 views", () => {
  it("turns all the way round in both directions", () => {
    expect(turn(7, 1, 8)).toBe(0);
    expect(turn(0, -1, 8)).toBe(7);
    expect(turn(2, -19, 8)).toBe(7);
  });

  it("shows the start frame from the server, and leaves the other frames to load when the visitor turns", () => {
    const { dom } = renderBlock("360-views", propsFor("360-views", { start_frame: 3 }), { index: 3 });
    const frames = [...dom.querySelectorAll(".views-360__frame")];
    expect(frames).toHaveLength(8);
    expect(
      frames.filter((frame) => !frame.hasAttribute("hidden")).map((frame) => frame.querySelector("img")?.alt),
    ).toEqual(["The car turned 90 degrees"]);
    expect(dom.querySelector('[role="slider"]')?.getAttribute("aria-valuetext")).toBe("90 degrees, frame 3 of 8");
    expect(dom.querySelectorAll('img[loading="lazy"]')).toHaveLength(8);
  });
});
