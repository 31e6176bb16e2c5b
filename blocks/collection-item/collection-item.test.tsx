import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("collection item", () => {
  it("links to the retailer locator in the chosen button style", () => {
    const { dom } = renderBlock(
      "collection-item",
      propsFor("collection-item", { retailer_locator_url: "/retailers?services=sales", button_style: "secondary" }),
    );
    const link = dom.querySelector(".collection-item a")!;
    expect(link.getAttribute("href")).toBe("/retailers?services=sales");
    expect(link.textContent).toBe("Find a retailer");
    expect(link.classList.contains("fc-button--secondary")).toBe(true);
  });

  it("offers its image in the square widths", () => {
    const { dom } = renderBlock("collection-item", propsFor("collection-item"));
    const srcset = dom.querySelector(".collection-item img")!.getAttribute("srcset")!;
    expect(srcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["1245w", "830w", "415w", "360w"]);
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(renderBlock("collection-item", propsFor("collection-item")).html)).toEqual([]);
  });
});
