import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("icons timeline", () => {
  it("lists the milestones in order, each heading one level below the section's", () => {
    const { dom } = renderBlock("icons-timeline", propsFor("icons-timeline", { header_tag: 3 }));
    const items = [...dom.querySelectorAll("ol.icons-timeline__list > li")];
    expect(items.map((item) => item.querySelector(".icons-timeline__label")!.textContent)).toEqual([
      "1948",
      "1970",
      "2026",
    ]);
    expect(items[0]!.querySelector("h4")!.textContent).toBe("The first");
  });

  it("leaves out an empty milestone", () => {
    const { dom } = renderBlock(
      "icons-timeline",
      propsFor("icons-timeline", { milestones: [{ heading: "One" }, {}, { label: "2030" }] }),
    );
    expect(dom.querySelectorAll("ol.icons-timeline__list > li")).toHaveLength(2);
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(renderBlock("icons-timeline", propsFor("icons-timeline")).html)).toEqual([]);
  });
});
