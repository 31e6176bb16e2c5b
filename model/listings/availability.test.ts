import { describe, expect, it } from "vitest";
import { availabilityOf, canBeBought, UNBUYABLE_STATUSES } from "./availability.ts";

describe("whether a vehicle can be bought", () => {
  it("is bought only when in stock and held by nobody", () => {
    expect(availabilityOf("stock", false)).toBe("available");
    expect(availabilityOf("available_soon", false)).toBe("available");
    expect(canBeBought("stock", false)).toBe(true);
  });

  it("is reserved while a buyer holds it, whatever the stock record says", () => {
    expect(availabilityOf("stock", true)).toBe("reserved");
    expect(canBeBought("stock", true)).toBe(false);
  });

  it("follows the stock record's reserved and sold statuses", () => {
    expect(availabilityOf("reserved", false)).toBe("reserved");
    expect(availabilityOf("sold", false)).toBe("sold");
    expect(availabilityOf("sold", true)).toBe("sold");
    for (const status of UNBUYABLE_STATUSES) expect(canBeBought(status, false)).toBe(false);
  });
});
