import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SETTINGS } from "../../model/listings/prices.ts";
import { buildYoursPage } from "./build-yours.ts";

describe("the /build-yours pages", () => {
  it("lists every model with its first configuration and that configuration's price", () => {
    const page = buildYoursPage("/build-yours/", DEFAULT_PRICE_SETTINGS);
    expect(page?.kind).toBe("models");
    const models = page?.kind === "models" ? page.models : [];
    expect(models.find((model) => model.name === "Defender 110")).toMatchObject({
      brand: "Land Rover",
      path: "/build-yours/defender-110/s/1/santorini-black",
    });
    expect(models.every((model) => /^[\d,]+ €$/.test(model.fromPrice))).toBe(true);
  });

  it("sends a model's path to its first configuration, and knows no unknown model", () => {
    expect(buildYoursPage("/build-yours/f-pace", DEFAULT_PRICE_SETTINGS)).toEqual({
      kind: "redirect",
      to: "/build-yours/f-pace/r-dynamic-s/1/santorini-black",
    });
  });

  it("gives a configuration with the choices one step away, the current one marked, and its order journey", () => {
    const page = buildYoursPage("/build-yours/range-rover-sport/autobiography/2/eiger-grey", DEFAULT_PRICE_SETTINGS);
    if (page?.kind !== "configuration") throw new Error("not a configuration");
    const { configuration } = page;
    expect(configuration.title).toBe("Range Rover Sport Autobiography");
    expect(configuration.versions.filter((choice) => choice.selected).map((choice) => choice.label)).toEqual([
      "Autobiography",
    ]);
    expect(configuration.paints.find((choice) => choice.label === "Fuji White")?.path).toBe(
      "/build-yours/range-rover-sport/autobiography/2/fuji-white",
    );
    expect(configuration.facts).toContain("Eiger Grey");
    expect(configuration.orderPath).toBe(
      "/showroom-order-online/?config_url=%2Fbuild-yours%2Frange-rover-sport%2Fautobiography%2F2%2Feiger-grey",
    );
  });

  it("names the seat layouts as the site does (sl.seats_translations), the others as N seats", () => {
    const page = buildYoursPage("/build-yours/range-rover/se/1/fuji-white", DEFAULT_PRICE_SETTINGS, {
      "7": "7 seats (2+3+2)",
    });
    if (page?.kind !== "configuration") throw new Error("not a configuration");
    expect(page.configuration.facts).toContain("5 seats or 7 seats (2+3+2)");
  });

  it("knows nothing of an engine, version or path the catalogue does not have", () => {
    for (const path of [
      "/build-yours/range-rover-sport/autobiography/9/eiger-grey",
      "/build-yours/range-rover-sport/nope/1/eiger-grey",
      "/build-yours/no-such-model",
      "/build-yours/a/b",
    ])
      expect(buildYoursPage(path, DEFAULT_PRICE_SETTINGS), path).toBeNull();
  });
});
