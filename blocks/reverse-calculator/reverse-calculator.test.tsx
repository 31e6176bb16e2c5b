import { describe, expect, it } from "vitest";
import { budgetProblem } from "../../model/finance/budget-search.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

describe("reverse calculator block", () => {
  it("renders the budget form with the seed's button label and no result yet", () => {
    const { dom } = renderBlock("reverse-calculator", propsFor("reverse-calculator"));
    const section = dom.querySelector(".reverse-calculator-block")!;
    expect(section.querySelector("button[type=submit]")!.textContent).toBe("Filter By Monthly Budget");
    expect(section.querySelector<HTMLInputElement>("input[inputmode=numeric]")!.getAttribute("value")).toBe("700");
    expect(section.querySelector("[data-testid=budget-results]")!.textContent).toBe("");
    // Reset Filter appears once a filter is applied (tests/e2e/finance.spec.ts).
    expect(section.textContent).not.toContain("Reset Filter");
  });

  it("explains a typed budget outside the limits instead of sending it", () => {
    expect(budgetProblem("700", 200, 3000)).toBeNull();
    expect(budgetProblem("50", 200, 3000)).toBe("Enter a monthly budget from 200 to 3,000.");
    expect(budgetProblem("7.5", 200, 3000)).not.toBeNull();
    expect(budgetProblem("", 200, 3000)).not.toBeNull();
  });
});
