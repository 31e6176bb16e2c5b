import { describe, expect, it } from "vitest";
import { FINANCE_PRODUCT_KEYS } from "../../model/finance/products.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { pageOf, propsFor, renderBlock } from "../../tests/support/render-block.ts";
import schema from "./block.schema.json" with { type: "json" };

function calculator(props: Record<string, unknown> = {}) {
  const rendered = renderBlock("finance-calculator", propsFor("finance-calculator", props));
  const section = rendered.dom.querySelector(".fin-calc");
  if (!section) throw new Error("no finance calculator rendered");
  const figure = (key: string) => section.querySelector(`[data-figure="${key}"] dd`)?.textContent;
  return { ...rendered, section, figure };
}

describe("finance calculator block", () => {
  it("offers every product of the catalogue, and only those", () => {
    expect(schema.properties.finance_product.enum).toEqual(FINANCE_PRODUCT_KEYS);
  });

  it("renders the default quote of the product on the server: 20 % deposit, 4 years", () => {
    // UK PCP at £50,000: the hand computation is in model/finance/quote.test.ts (£656.60 a month).
    const { section, figure } = calculator();
    expect(section.querySelector("[data-testid=monthly-payment]")!.textContent).toBe("£656.60 / month");
    expect(figure("cash_deposit")).toBe("£10,000.00");
    expect(figure("total_amount_of_credit")).toBe("£40,000.00");
    expect(figure("monthly_payments")).toBe("48");
    expect(figure("duration_of_agreement")).toBe("49 months");
    expect(section.querySelector<HTMLInputElement>("input[type=range]")!.getAttribute("step")).toBe("5");
    expect([...section.querySelectorAll("input[type=radio]")].map((radio) => radio.getAttribute("value"))).toEqual([
      "4",
      "5",
      "6",
      "7",
    ]);
    expect(section.querySelector("input[type=radio][value='4']")!.hasAttribute("checked")).toBe(true);
    expect(section.textContent).toContain("150,000 km for diesel");
  });

  it("follows the editor's inputs within the product's limits, and hides an output with an empty label", () => {
    const { section, figure } = calculator({
      finance_product: "de-klassik",
      vehicle_price: 70000,
      finance_product_input: { down_payment: { default: 50 }, duration: { min: 5, default: 7 } },
      finance_product_output: { cash_deposit: "Anzahlung", total_deposit: "" },
    });
    // €70,000, 50 %, 7 years at 6.49 % APR: €516.43 (model/finance/quote.test.ts).
    expect(section.querySelector("[data-testid=monthly-payment]")!.textContent).toBe("516,43\u00a0€ / month");
    expect(section.querySelector('[data-figure="cash_deposit"] dt')!.textContent).toBe("Anzahlung");
    expect(figure("total_deposit")).toBeUndefined();
    expect([...section.querySelectorAll("input[type=radio]")].map((radio) => radio.getAttribute("value"))).toEqual([
      "5",
      "6",
      "7",
    ]);
  });

  it("refuses malformed JSON configuration with the path of the problem", () => {
    const check = (props: Record<string, unknown>) => {
      const result = validatePage(pageOf({ type: "finance-calculator", props: propsFor("finance-calculator", props) }));
      return result.valid ? [] : result.issues.map((issue) => issue.pointer);
    };
    expect(check({ finance_product_input: { duration: { max: 9 } } })).toContain(
      "/content/0/props/finance_product_input/duration/max",
    );
    expect(check({ finance_product_input: "deposit=20" })).toContain("/content/0/props/finance_product_input");
    expect(check({ finance_product_output: { monthly_payment: ["x"] } })).toContain(
      "/content/0/props/finance_product_output/monthly_payment",
    );
  });
});
