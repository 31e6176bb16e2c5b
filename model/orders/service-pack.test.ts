import { describe, expect, it } from "vitest";
import { packWordsIn, packsFor, parseServicePacks, servicePackProblem, storedServicePack } from "./service-pack.ts";

describe("service packs", () => {
  const packs = parseServicePacks([
    { key: "care-3", name: " Care 3 ", years: 3, price: 2400 },
    { key: "care-3", name: "Repeated key", price: 1 },
    { key: "Bad Key", name: "x", price: 1 },
    { key: "neg", name: "Negative", price: -5 },
    { key: "defender", name: "Defender care", price: 3000, models: ["defender 110"], brands: ["Land Rover"] },
    { key: "jag", name: "Jaguar care", price: 900, brands: ["Jaguar"] },
  ]);

  it("keeps only well-formed packs, the first of a repeated key", () => {
    expect(packs.map((pack) => pack.key)).toEqual(["care-3", "defender", "jag"]);
    expect(packs[0]).toMatchObject({ name: "Care 3", description: "", years: 3 });
    expect(parseServicePacks("not a list")).toEqual([]);
  });

  it("offers a vehicle the packs of its brand and nameplate, ignoring case", () => {
    expect(packsFor(packs, { brand: "Land Rover", model: "Defender 110" }).map((pack) => pack.key)).toEqual([
      "care-3",
      "defender",
    ]);
    expect(packsFor(packs, { brand: "Jaguar", model: "F-PACE" }).map((pack) => pack.key)).toEqual(["care-3", "jag"]);
  });

  it("names the offered keys when a pack is not offered", () => {
    const offered = packsFor(packs, { brand: "Jaguar", model: "F-PACE" });
    expect(servicePackProblem("jag", offered)).toBeNull();
    expect(servicePackProblem("defender", offered)?.message).toBe(
      "service_pack must be one of the packs offered for this vehicle (care-3, jag).",
    );
  });

  it("keeps the pack with the vehicle's price and the total", () => {
    expect(storedServicePack(packs[0]!, 95_000, (value) => `€${value}`)).toEqual({
      key: "care-3",
      name: "Care 3",
      years: 3,
      price: 2400,
      price_text: "€2400",
      vehicle_price: 95_000,
      total: 97_400,
      total_text: "€97400",
    });
  });

  describe("in other languages", () => {
    const [pack] = parseServicePacks([
      {
        key: "care-3",
        name: "Service Plan 3",
        description: "At your retailer.",
        price: 2900,
        translations: { AR: { name: " خطة الصيانة 3 ", description: "" }, fr: { name: 7 }, de: "Wartung" },
      },
    ]);

    it("shows the buyer the pack in the buyer's language, the main words where a translation is missing", () => {
      expect(packWordsIn(pack!, "ar")).toEqual({ name: "خطة الصيانة 3", description: "At your retailer." });
      expect(packWordsIn(pack!, "ar-AE").name).toBe("خطة الصيانة 3");
      expect(packWordsIn(pack!, "fr")).toEqual({ name: "Service Plan 3", description: "At your retailer." });
      expect(packWordsIn(pack!, null).name).toBe("Service Plan 3");
    });

    it("keeps the buyer's name of the pack on the order beside the main one", () => {
      const format = (value: number) => `AED ${value}`;
      expect(storedServicePack(pack!, 100000, format, "ar")).toMatchObject({
        name: "Service Plan 3",
        local_name: "خطة الصيانة 3",
      });
      expect(storedServicePack(pack!, 100000, format, "en")).not.toHaveProperty("local_name");
    });
  });
});
