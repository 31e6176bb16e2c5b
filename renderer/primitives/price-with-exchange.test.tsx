import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseHtml } from "../../tests/support/render-block.ts";
import { PriceWithExchange } from "./price-with-exchange.tsx";

const render = (element: React.ReactElement) => parseHtml(`<div>${renderToString(element)}</div>`).firstElementChild!;
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("a price with its exchanged price", () => {
  it("puts the converted price, in brackets, after the price in the configured class", () => {
    const dom = render(<PriceWithExchange price="599 € / Month" exchanged="163 USD / Month" exchangeClass="usd" />);
    expect(text(dom)).toBe("599 € / Month (163 USD / Month)");
    expect(dom.querySelector(".usd")?.textContent).toBe("163 USD / Month");
  });

  it("stacks it under a headline price, without brackets, in price-exchange-class by default", () => {
    const dom = render(<PriceWithExchange stacked price={<strong>45,990 €</strong>} exchanged="12,523 USD" />);
    expect(dom.innerHTML).toContain('<span class="price-exchange-class">12,523 USD</span>');
    expect(text(dom)).not.toContain("(");
    expect(dom.querySelector(".price-with-exchange--stacked strong")?.textContent).toBe("45,990 €");
  });

  it("draws the price alone when there is no converted price", () => {
    for (const exchanged of [undefined, null, ""]) {
      const dom = render(<PriceWithExchange price="45,990 €" exchanged={exchanged} exchangeClass="usd" />);
      expect(text(dom)).toBe("45,990 €");
      expect(dom.querySelector(".usd, .price-exchange-class")).toBeNull();
    }
  });
});
