import { describe, expect, it } from "vitest";
import { calculatorModels } from "../../model/finance/models-info.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { pageOf, propsFor, renderBlock } from "../../tests/support/render-block.ts";

const MODELS = [
  { key: "d110", nameplate_key: "defender", name: "Defender 110", price: 50000, free_items: ["3 years servicing"] },
  { key: "ds", nameplate_key: "discovery", name: "Discovery Sport", price: 40000 },
];

function calculator(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("calculator", propsFor("calculator", { models_info: MODELS, ...props }));
  return rendered.dom.querySelector(".calculator-block")!;
}

describe("calculator block", () => {
  it("offers the models of models_info and quotes the first on the chosen product", () => {
    const section = calculator();
    expect([...section.querySelectorAll("select option")].map((option) => option.textContent)).toEqual([
      "Defender 110",
      "Discovery Sport",
    ]);
    // UK PCP, £50,000, 20 %, 4 years: £656.60 (model/finance/quote.test.ts).
    expect(section.querySelector("[data-testid=monthly-payment]")!.textContent).toBe("£656.60 / month");
    expect(section.querySelector(".calculator-block__free li")!.textContent).toBe("3 years servicing");
  });

  it("narrows the models by nameplate, hides the free items on request and says when none is left", () => {
    const filtered = calculator({ nameplate_key_filter: "discovery", hide_free_items: true });
    expect([...filtered.querySelectorAll("select option")].map((option) => option.textContent)).toEqual([
      "Discovery Sport",
    ]);
    expect(calculator({ hide_free_items: true }).querySelector(".calculator-block__free")).toBeNull();
    expect(calculator({ nameplate_key_filter: "jaguar" }).textContent).toContain(
      "No models are available for this calculator.",
    );
    expect(calculatorModels(MODELS, " Defender , x").map((model) => model.key)).toEqual(["d110"]);
  });

  it("the mena style leads with the free items and uses the flat-rate product's figures", () => {
    const section = calculator({
      calculator_style: "mena",
      finance_product: "ae-flat",
      models_info: [{ key: "rr", name: "Range Rover", price: 200000, free_items: ["Tinting"] }],
    });
    expect(section.classList.contains("calculator-block--mena")).toBe(true);
    const result = section.querySelector(".fin-calc__result")!;
    expect(result.firstElementChild!.className).toBe("calculator-block__free");
    // AED 200,000 at 2.99 % flat over 4 years: AED 3,732.00 (model/finance/quote.test.ts).
    expect(section.querySelector("[data-testid=monthly-payment]")!.textContent).toBe("AED\u00a03,732.00 / month");
  });

  it("refuses malformed models_info with the path of the problem", () => {
    const result = validatePage(
      pageOf({
        type: "calculator",
        props: propsFor("calculator", { models_info: [{ key: "a", name: "A", price: "10k" }] }),
      }),
    );
    expect(result.valid ? [] : result.issues.map((issue) => issue.pointer)).toContain(
      "/content/0/props/models_info/0/price",
    );
  });
});
