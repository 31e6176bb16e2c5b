import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseHtml } from "../../../tests/support/render-block.ts";
import type { StockVehicle } from "../../../model/stock/stock-data.ts";
import { vehicle } from "./stock-locator.fixtures.ts";
import { VehicleCard } from "./vehicle-card.tsx";
import { UiStringsContext } from "../../../renderer/primitives/ui-text.tsx";
import { uiDictionary } from "../../../model/i18n/ui-translator.ts";

const arabic = { locale: "ar", dictionary: uiDictionary("ar"), isDefaultLocale: false };

// The listing API sends both: reserved, and the availability it makes.
const render = (reserved: boolean) =>
  parseHtml(
    renderToString(
      <VehicleCard
        vehicle={vehicle("v1", { reserved, availability: reserved ? "reserved" : "available" })}
        attributes={[]}
        eager={false}
      />,
    ),
  );

describe("a stock vehicle card", () => {
  it("shows a Reserved badge on a vehicle a buyer holds", () => {
    expect(render(true).querySelector(".sl-card__reserved")?.textContent).toBe("Reserved");
  });

  it("never shows Reserved beside In stock: a held vehicle's stock status gives way to its badge", () => {
    const held = parseHtml(
      renderToString(
        <VehicleCard
          vehicle={{ ...vehicle("v1", { reserved: true }), availability: "reserved" }}
          attributes={[]}
          eager={false}
        />,
      ),
    );
    expect(held.querySelector(".sl-card__reserved")?.textContent).toBe("Reserved");
    expect(held.querySelector(".sl-card")?.textContent).not.toContain("In stock");
    expect(render(false).querySelector(".sl-card")?.textContent).toContain("In stock");
  });

  it("shows Sold on a sold vehicle, in the page's language", () => {
    const sold = parseHtml(
      renderToString(
        <UiStringsContext.Provider value={arabic}>
          <VehicleCard vehicle={{ ...vehicle("v1"), availability: "sold" }} attributes={[]} eager={false} />
        </UiStringsContext.Provider>,
      ),
    );
    expect(sold.querySelector(".sl-card__reserved")?.textContent).toBe("مباعة");
  });

  it("shows no badge on a free vehicle", () => {
    expect(render(false).querySelector(".sl-card__reserved")).toBeNull();
  });
});

describe("a stock vehicle card's double price", () => {
  const card = (prices: Partial<StockVehicle["prices"]>) => {
    const base = vehicle("v2");
    return parseHtml(
      renderToString(
        <VehicleCard vehicle={{ ...base, prices: { ...base.prices, ...prices } }} attributes={[]} eager={false} />,
      ),
    );
  };

  it("shows the converted price under the price, in the class the answer names", () => {
    const dom = card({
      purchase: { value_raw: 158600, formatted: "158,600 €", hiddenFromVisitors: false, exchanged: "43,186 USD" },
      exchange_class: "usd-price",
    });
    expect(dom.querySelector(".sl-price__value")?.textContent).toBe("158,600 €");
    expect(dom.querySelector(".sl-price .usd-price")?.textContent).toBe("43,186 USD");
  });

  it("uses price-exchange-class by default, and shows nothing for a hidden price or without a converted one", () => {
    const exchanged = { value_raw: 158600, formatted: "158,600 €", hiddenFromVisitors: false, exchanged: "1 USD" };
    expect(card({ purchase: exchanged }).querySelector(".price-exchange-class")?.textContent).toBe("1 USD");
    expect(
      card({ purchase: { ...exchanged, hiddenFromVisitors: true } }).querySelector(".price-exchange-class"),
    ).toBeNull();
    expect(card({}).querySelector(".price-exchange-class")).toBeNull();
  });
});
