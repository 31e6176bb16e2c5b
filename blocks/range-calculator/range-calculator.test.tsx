import { describe, expect, it } from "vitest";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("range calculator block", () => {
  it("arrives with a loading status (the island reads data_url) and the seed's bounds", () => {
    const { dom } = renderBlock("range-calculator", propsFor("range-calculator"));
    const section = dom.querySelector(".range-calculator-block")!;
    expect(section.querySelector("[role=status]")!.textContent).toBe("Loading range data");
    expect(section.querySelector("h2")!.textContent).toBe("How far can you go?");
    expect(propsFor("range-calculator")).toMatchObject({ data_url: "/public_api/finance/range-data" });
  });
});
