import { describe, expect, it } from "vitest";
import type { DerivativesData } from "../../model/catalogue/block-data.ts";
import { derivativesOf, type DerivativeRow } from "../../model/catalogue/derivatives.ts";
import { seriousViolations } from "../../tests/support/axe.ts";
import { renderBlock } from "../../tests/support/render-block.ts";
import { renderBlockWithData } from "../../tests/support/render-block-with-data.tsx";

const row = (overrides: Partial<DerivativeRow>): DerivativeRow => ({
  nameplate: "F-PACE",
  version: "R-Dynamic SE",
  engine_type: "|petrol|phev|",
  power: 297,
  power_unit: "kW",
  engine_capacity_normalized: 2,
  battery_capacity: 19.2,
  transmission: "Automatic",
  drivetrain: "AWD",
  number_of_seats: 5,
  count: 3,
  from_price: 125000,
  ...overrides,
});

const rows = [
  row({}),
  row({
    version: "R-Dynamic HSE",
    engine_type: "|diesel|mhev|",
    power: 150,
    battery_capacity: null,
    count: 1,
    from_price: 99000,
  }),
  row({ version: "SVR", engine_type: "|petrol|", power: 405, battery_capacity: null, count: 2, from_price: null }),
];

const data = (engine = ""): DerivativesData => ({
  model: { key: "f-pace", name: "F-PACE", brand: "Jaguar", count: 6, link: "/stock?nameplate_name=F-PACE" },
  derivatives: derivativesOf(rows, engine).map((derivative) => ({
    ...derivative,
    price: derivative.from_price ? `R ${derivative.from_price.toLocaleString("en-GB")}` : "",
  })),
});

describe("derivativesOf", () => {
  it("names each derivative by version, engine and power, cheapest first, hidden prices last", () => {
    expect(derivativesOf(rows).map((derivative) => derivative.name)).toEqual([
      "R-Dynamic HSE Diesel, Mild hybrid 150 kW",
      "R-Dynamic SE Petrol, Plug-in hybrid 297 kW",
      "SVR Petrol 405 kW",
    ]);
  });

  it("keeps only the derivatives of the chosen engine type, and links to them in the stock locator", () => {
    const phev = derivativesOf(rows, "phev");
    expect(phev.map((derivative) => derivative.specs.batteryCapacity)).toEqual(["19.2 kWh"]);
    expect(phev[0]!.link).toBe("/stock?nameplate_name=F-PACE&power.from=297&power.to=297");
  });
});

describe("derivatives block", () => {
  it("shows a card per derivative with the chosen figures under their labels, the price and the stock link", () => {
    const { dom, html } = renderBlockWithData(
      "derivatives",
      {
        car_key: "f-pace",
        spec_key_1: "batteryCapacity",
        spec_label_1: "Battery",
        spec_key_2: "power",
        spec_key_3: "",
      },
      data(),
    );
    const cards = [...dom.querySelectorAll(".derivatives__item")];
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(first.querySelector("h3")!.textContent).toBe("R-Dynamic HSE Diesel, Mild hybrid 150 kW");
    expect([...first.querySelectorAll("dt")].map((term) => term.textContent)).toEqual(["Battery", "Power"]);
    expect([...first.querySelectorAll("dd")].map((value) => value.textContent)).toEqual(["–", "150 kW"]);
    expect(first.querySelector(".derivatives__price")!.textContent).toBe("From R 99,000");
    expect(first.querySelector("a")!.textContent).toBe(
      "See 1 vehicle in stock: R-Dynamic HSE Diesel, Mild hybrid 150 kW",
    );
    // A hidden price is not shown at all.
    expect(cards[2]!.querySelector(".derivatives__price")).toBeNull();
    expect(html).not.toContain("data-island");
  });

  it("is reachable at #tab_id", () => {
    const { dom } = renderBlockWithData("derivatives", { tab_id: "f-pace" }, data());
    expect(dom.querySelector("section#f-pace.derivatives")).not.toBeNull();
  });

  it("says so when the model is not in stock, and waits for the published page in the editor", () => {
    const none = renderBlockWithData("derivatives", { car_key: "xj" }, { model: null, derivatives: [] });
    expect(none.dom.querySelector(".derivatives__note")!.textContent).toBe(
      "There are no vehicles of this model in stock at the moment.",
    );
    expect(
      renderBlock("derivatives", { car_key: "xj" }).dom.querySelector(".derivatives__note")!.textContent,
    ).toContain("xj");
  });

  it("has no serious accessibility violations", async () => {
    expect(await seriousViolations(renderBlockWithData("derivatives", {}, data()).html)).toEqual([]);
  });
});
