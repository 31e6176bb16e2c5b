import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentItems, loadCalculatorItem } from "./content-items.tsx";

describe("accordion content items on the server", () => {
  it("draws a calculator item's figures in the server HTML, before any script runs", async () => {
    // The server loads the calculator's code as it starts.
    await loadCalculatorItem();
    const config = {
      finance_product: "ae-flat",
      fields: [{ key: "price", label: "Vehicle price", default: 250000 }],
      groups: [{ heading: "Your payments", figures: ["monthly_payment", "total_amount_of_credit"] }],
    };
    const server = renderToString(<ContentItems idPrefix="p" items={[{ type: "calculator", config }]} />);
    // AED 250,000 at 20 % deposit over 4 years: the credit is AED 200,000.
    expect(server).toContain("Your payments");
    expect(server).toMatch(/Total amount of credit<\/dt><dd>AED\s200,000\.00/);
  });
});
