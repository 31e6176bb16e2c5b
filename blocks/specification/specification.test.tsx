import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("specification", () => {
  it("draws one table per run of rows with the same category, titled by it", () => {
    const { dom } = renderBlock(
      "specification",
      propsFor("specification", {
        rows: [
          { category: "Engine", label: "Power", value: "300 PS" },
          { category: "Engine", label: "Torque", value: "400 Nm" },
          { category: "Size", label: "Length", value: "4.9 m" },
          { label: "Warranty", value: "3 years" },
        ],
      }),
    );
    const groups = [...dom.querySelectorAll(".specification__group")];
    expect(groups.map((group) => group.querySelector("h3")?.textContent ?? null)).toEqual(["Engine", "Size", null]);
    expect([...groups[0]!.querySelectorAll("th[scope=row]")].map((th) => th.textContent)).toEqual(["Power", "Torque"]);
    expect(groups[0]!.querySelector("table")!.getAttribute("aria-labelledby")).toBe(groups[0]!.querySelector("h3")!.id);
    expect(groups[2]!.querySelector("table")!.hasAttribute("aria-labelledby")).toBe(false);
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(renderBlock("specification", propsFor("specification")).html)).toEqual([]);
  });
});
