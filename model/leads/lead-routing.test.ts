import { describe, expect, it } from "vitest";
import { routeLead, type RoutableRetailer } from "./lead-routing.ts";

const RETAILERS: RoutableRetailer[] = [
  { id: "sydney", dealer_code: "AU001", name: "Forecourt Sydney", postcode: "2017" },
  { id: "parramatta", dealer_code: "AU003", name: "Forecourt Parramatta", postcode: "2150" },
  { id: "melbourne", dealer_code: "AU005", name: "Forecourt Melbourne", postcode: "3205" },
];

describe("routing a lead to a retailer", () => {
  it("takes the lead's own retailer first, by dealer code, then by name, whatever its postcode", () => {
    expect(routeLead({ retailer_code: "au005", postcode: "2017" }, RETAILERS)).toMatchObject({
      retailer_id: "melbourne",
      routed_by: "lead_retailer",
    });
    expect(routeLead({ retailer: "Forecourt Parramatta" }, RETAILERS)).toMatchObject({
      retailer_id: "parramatta",
      routed_by: "lead_retailer",
    });
  });

  it("falls back to the postcode: the retailer's own, else the closest in the same area", () => {
    expect(routeLead({ retailer: "Nobody", postcode: " 2150 " }, RETAILERS)).toEqual({
      retailer_id: "parramatta",
      routed_by: "postcode",
      reason: "postcode 2150 (the retailer's own)",
    });
    expect(routeLead({ post_code: "2020" }, RETAILERS)).toMatchObject({ retailer_id: "sydney", routed_by: "postcode" });
    expect(routeLead({ zip: "3216" }, RETAILERS)).toMatchObject({ retailer_id: "melbourne" });
  });

  it("routes nowhere rather than across the country, and says why", () => {
    expect(routeLead({ postcode: "6000" }, RETAILERS)).toEqual({
      retailer_id: null,
      routed_by: "unrouted",
      reason: "no retailer near postcode 6000",
    });
    expect(routeLead({ name: "Ann" }, RETAILERS).routed_by).toBe("unrouted");
    expect(routeLead({ postcode: "2017" }, []).routed_by).toBe("unrouted");
  });
});
