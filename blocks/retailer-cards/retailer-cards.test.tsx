import { describe, expect, it } from "vitest";
import { seriousViolations } from "../../tests/support/axe.ts";
import { propsFor, renderBlock } from "../../tests/support/render-block.ts";

const RETAILERS = [
  {
    name: "Forecourt Cape Town",
    address: "12 Buitengracht Street",
    city: "Cape Town",
    latitude: -33.921,
    longitude: 18.417,
    contact_info: { phone: "+27 21 555 0100", email: "capetown@example.com" },
    services: ["Sales", "Parts"],
  },
  { name: "Forecourt Sandton", city: "Johannesburg", latitude: -26.107, longitude: 28.056 },
];

describe("retailer cards", () => {
  it("renders every retailer on the server in the editor's order, without distances", () => {
    const { dom } = renderBlock("retailer-cards", propsFor("retailer-cards", { items: RETAILERS }));
    const names = [...dom.querySelectorAll(".retailer-card__name")].map((name) => name.textContent);
    expect(names).toEqual(["Forecourt Cape Town", "Forecourt Sandton"]);
    expect(dom.querySelector(".retailer-card__distance")).toBeNull();
    const first = dom.querySelector(".retailer-card")!;
    expect(first.querySelector('a[href^="tel:"]')!.getAttribute("href")).toBe("tel:+27215550100");
    expect(first.querySelector('a[href^="mailto:"]')!.textContent).toBe("capetown@example.com");
    expect(first.querySelector(".retailer-card__services")!.textContent).toBe("SalesParts");
    expect(first.querySelector(".retailer-card__maps-link")!.getAttribute("href")).toContain("openstreetmap.org");
  });

  it("asks for a postcode with a labelled field and offers the location only as a button", () => {
    const { dom } = renderBlock("retailer-cards", propsFor("retailer-cards", { items: RETAILERS }));
    const input = dom.querySelector<HTMLInputElement>(".retailer-cards__search input")!;
    expect(dom.querySelector(`label[for="${input.id}"]`)!.textContent).toBe("Your postcode");
    expect(input.getAttribute("autocomplete")).toBe("postal-code");
    expect([...dom.querySelectorAll(".retailer-cards__search button")].map((button) => button.textContent)).toEqual([
      "Find retailers",
      "Use my location",
    ]);
  });

  it("has no serious or critical axe violations", async () => {
    expect(
      await seriousViolations(renderBlock("retailer-cards", propsFor("retailer-cards", { items: RETAILERS })).html),
    ).toEqual([]);
  });
});
