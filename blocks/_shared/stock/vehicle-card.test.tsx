import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseHtml } from "../../../tests/support/render-block.ts";
import { vehicle } from "./stock-locator.fixtures.ts";
import { VehicleCard } from "./vehicle-card.tsx";

const render = (reserved: boolean | undefined) =>
  parseHtml(renderToString(<VehicleCard vehicle={vehicle("v1", { reserved })} attributes={[]} eager={false} />));

describe("a stock vehicle card", () => {
  it("shows a Reserved badge on a vehicle a buyer holds", () => {
    expect(render(true).querySelector(".sl-card__reserved")?.textContent).toBe("Reserved");
  });

  it("shows no badge on a free vehicle, nor on an answer that does not say", () => {
    expect(render(false).querySelector(".sl-card__reserved")).toBeNull();
    expect(render(undefined).querySelector(".sl-card__reserved")).toBeNull();
  });
});
