import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";
import blockSchema from "./block.schema.json" with { type: "json" };
import { RESULTS_FILES } from "./results.ts";

function results(props: Record<string, unknown> = {}) {
  return renderBlock("racing-results", propsFor("racing-results", props)).dom;
}

describe("racing results", () => {
  it("offers exactly the five results files it bundles", () => {
    expect(blockSchema.properties.url.enum).toHaveLength(5);
    expect(Object.keys(RESULTS_FILES).sort()).toEqual([...blockSchema.properties.url.enum].sort());
    for (const race of Object.values(RESULTS_FILES)) {
      expect(race.results.map((row) => row.position)).toEqual(race.results.map((_, index) => index + 1));
    }
  });

  it("shows the chosen race, named after it when the heading is empty, up to the row limit", () => {
    const dom = results({ url: "results/2026-round-3-monaco.json", limit: 3 });
    expect(dom.querySelector("h2")!.textContent).toBe("Monaco E-Prix");
    expect(dom.querySelector(".racing-results__meta")!.textContent).toContain("2 May 2026");
    const rows = [...dom.querySelectorAll("tbody tr")];
    expect(rows).toHaveLength(3);
    const monaco = RESULTS_FILES["results/2026-round-3-monaco.json"]!;
    expect(rows[0]!.querySelector("th")!.textContent).toBe(monaco.results[0]!.driver);
  });

  it("marks the highlighted team's rows and can leave out the points", () => {
    const dom = results({ highlight_team: "forecourt racing", show_points: false });
    const highlighted = [...dom.querySelectorAll("tr.racing-results__row--highlight")];
    expect(highlighted.length).toBeGreaterThan(0);
    for (const row of highlighted) expect(row.children[2]!.textContent).toBe("Forecourt Racing");
    expect([...dom.querySelectorAll("thead th")].map((th) => th.textContent)).toEqual([
      "Pos",
      "Driver",
      "Team",
      "Time",
    ]);
  });

  it("has no serious or critical axe violations", async () => {
    expect(await seriousViolations(renderBlock("racing-results", propsFor("racing-results")).html)).toEqual([]);
  });
});
