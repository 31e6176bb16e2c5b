import { describe, expect, it } from "vitest";
import type { InfotainmentData } from "../../model/catalogue/block-data.ts";
import { seriousViolations } from "../../tests/support/axe.ts";
import { renderBlockWithData } from "../../tests/support/render-block-with-data.tsx";
import { modelTitle } from "./infotainment-system.tsx";

const items = [
  { car_key: "range-rover", system_name: "Pivi Pro", paragraph: "<p>Curved touchscreen.</p>" },
  { car_key: "xe", vehicle_label: "XE (2019 on)", system_name: "Touch Pro", paragraph: "<p>Ten inches.</p>" },
  { car_key: "f-pace", system_name: "Pivi Pro with Alexa", paragraph: "" },
];
const data = (chosen: string | null = null): InfotainmentData => ({
  models: {
    "range-rover": { name: "Range Rover", count: 12, link: "/stock?nameplate_name=Range+Rover" },
    "f-pace": { name: "F-PACE", count: 1, link: "/stock?nameplate_name=F-PACE" },
  },
  chosen,
});

describe("infotainment system block", () => {
  it("lists the vehicles by their stock names (or the editor's name) and shows the first one's system", () => {
    const { dom, islands } = renderBlockWithData("infotainment-system", { items }, data());
    const select = dom.querySelector("select")!;
    expect(dom.querySelector(`label[for="${select.id}"]`)!.textContent).toBe("Choose your vehicle");
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Range Rover",
      "XE (2019 on)",
      "F-PACE",
    ]);
    expect(dom.querySelector(".infotainment-system__model")!.textContent).toBe("Infotainment in your Range Rover");
    const systems = [...dom.querySelectorAll(".infotainment-system__system")];
    expect(systems.map((system) => system.hasAttribute("hidden"))).toEqual([false, true, true]);
    expect(dom.querySelector(".infotainment-system__stock")!.textContent).toBe("See 12 Range Rover vehicles in stock");
    expect(islands.map((island) => island.type)).toEqual(["infotainment-system"]);
  });

  it("without JavaScript, is a GET form whose choice the server renders", () => {
    const { dom } = renderBlockWithData("infotainment-system", { items }, data("f-pace"));
    const form = dom.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.querySelector("select")!.getAttribute("name")).toBe("infotainment");
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe("Show");
    expect(dom.querySelector("option[selected]")!.textContent).toBe("F-PACE");
    expect(dom.querySelector(".infotainment-system__model")!.textContent).toBe("Infotainment in your F-PACE");
    expect(dom.querySelector(".infotainment-system__stock")!.textContent).toBe("See 1 F-PACE in stock");
  });

  it("puts the chosen vehicle in the model title wherever {{model}} stands", () => {
    expect(modelTitle("{{model}}: {{model}} screens", "XE")).toBe("XE: XE screens");
    expect(modelTitle("Infotainment", "XE")).toBe("Infotainment");
  });

  it("has no serious accessibility violations", async () => {
    expect(await seriousViolations(renderBlockWithData("infotainment-system", { items }, data()).html)).toEqual([]);
  });
});
