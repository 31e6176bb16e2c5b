import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("electrifying power", () => {
  it("lists each figure with its unit under its label", () => {
    const { dom } = renderBlock("electrifying-power", propsFor("electrifying-power"));
    const figures = [...dom.querySelectorAll(".electrifying-power__figure")];
    expect(figures.map((figure) => figure.querySelector("dt")!.textContent)).toEqual([
      "Range (WLTP)",
      "10-80% rapid charge",
      "Maximum power",
    ]);
    expect(figures[0]!.querySelector("dd")!.textContent).toBe("560 km");
  });

  it("marks the reversed layout and the vertical alignment for the stylesheet", () => {
    const { dom } = renderBlock(
      "electrifying-power",
      propsFor("electrifying-power", { is_reversed: true, vertical_alignment: "bottom" }),
    );
    const section = dom.querySelector(".electrifying-power")!;
    expect(section.classList.contains("electrifying-power--reversed")).toBe(true);
    expect(section.classList.contains("electrifying-power--align-bottom")).toBe(true);
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(renderBlock("electrifying-power", propsFor("electrifying-power")).html)).toEqual([]);
  });
});
