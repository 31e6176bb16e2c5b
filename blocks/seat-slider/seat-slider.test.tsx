import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("seat slider, server-rendered", () => {
  it("shows the frames it has, in order, with their alternative text as captions and numbered buttons", () => {
    const { dom, html } = renderBlock(
      "seat-slider",
      propsFor("seat-slider", {
        frame_1: { id: "demo-interior-1", alt: "All seats up" },
        frame_2: undefined,
        frame_3: { id: "demo-detail-1", alt: "" },
        frame_4: undefined,
      }),
    );
    const frames = [...dom.querySelectorAll(".fc-carousel__slides > li")];
    expect(frames).toHaveLength(2);
    expect(frames[0]!.querySelector("figcaption")?.textContent).toBe("All seats up");
    expect(frames[0]!.querySelector("img")!.getAttribute("alt")).toBe("");
    expect(frames[1]!.querySelector("figcaption")).toBeNull();
    expect(frames[1]!.querySelector("img")!.getAttribute("alt")).toBe("Seat configuration 2");
    expect([...dom.querySelectorAll(".fc-carousel__nav-button")].map((button) => button.textContent)).toEqual([
      "Frame 1",
      "Frame 2",
    ]);
    expect(html).toContain("Pause automatic slide show");
    return expect(seriousViolations(html)).resolves.toEqual([]);
  });

  it("does not rotate when autoplay is off", () => {
    const { html } = renderBlock("seat-slider", propsFor("seat-slider", { is_autoplay: false }));
    expect(html).not.toContain("automatic slide show");
  });
});
