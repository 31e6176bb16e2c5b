import { describe, expect, it } from "vitest";
import type { Offer } from "../../generated/contracts/entities/offer.ts";
import {
  filterFromFlags,
  formatOfferPrice,
  isActiveOffer,
  isWithinSchedule,
  matchesFilter,
  nextOffersBoundary,
  offerRecord,
} from "./index.ts";

const offer = (overrides: Partial<Offer> = {}): Offer => ({
  id: "rr-sport-2026",
  car_model_key: "range_rover_sport",
  brand: "land_rover",
  model_family: "range_rover",
  category: "new_cars",
  market: "AE",
  title: "Range Rover Sport",
  published: true,
  revision: 1,
  updated_at: "2026-11-01T00:00:00.000Z",
  ...overrides,
});

describe("offer schedule", () => {
  const schedule = { start: "2026-12-01", end: "2026-12-31" };
  it("starts at 00:00:01 of the start date, not at midnight", () => {
    expect(isWithinSchedule(schedule, new Date("2026-11-30T23:59:59Z"))).toBe(false);
    expect(isWithinSchedule(schedule, new Date("2026-12-01T00:00:00Z"))).toBe(false);
    expect(isWithinSchedule(schedule, new Date("2026-12-01T00:00:01Z"))).toBe(true);
  });
  it("ends after 23:59:59 of the end date", () => {
    expect(isWithinSchedule(schedule, new Date("2026-12-31T23:59:59Z"))).toBe(true);
    expect(isWithinSchedule(schedule, new Date("2027-01-01T00:00:01Z"))).toBe(false);
  });
  it("reads the dates in the site's time zone", () => {
    // 21:00 UTC on 30 November is 01:00 on 1 December in Dubai (UTC+4).
    expect(isWithinSchedule(schedule, new Date("2026-11-30T21:00:00Z"), "Asia/Dubai")).toBe(true);
    expect(isWithinSchedule(schedule, new Date("2026-11-30T21:00:00Z"), "UTC")).toBe(false);
  });
  it("treats a missing start or end as open", () => {
    expect(isWithinSchedule({ start: null, end: null }, new Date("2030-01-01T00:00:00Z"))).toBe(true);
    expect(isWithinSchedule({ start: null, end: "2026-01-01" }, new Date("2025-06-01T00:00:00Z"))).toBe(true);
    expect(isWithinSchedule(undefined, new Date())).toBe(true);
  });
  it("hides unpublished offers whatever the schedule", () => {
    expect(isActiveOffer(offer({ published: false }), new Date())).toBe(false);
    expect(isActiveOffer(offer(), new Date())).toBe(true);
  });
});

describe("when a page showing offers must be rendered again", () => {
  const december = offer({ schedule: { start: "2026-12-01", end: "2026-12-31" } });
  const appears = Date.parse("2026-12-01T00:00:01Z");
  const disappears = Date.parse("2027-01-01T00:00:00Z");
  it("expires just before an offer appears at the first boundary, not earlier", () => {
    expect(nextOffersBoundary([december], new Date("2026-12-01T00:00:00.999Z"))).toBe(appears);
    expect(nextOffersBoundary([december], new Date("2026-11-02T10:00:00Z"))).toBe(appears);
  });
  it("moves on to the end once the start is reached", () => {
    // At the boundary the offer shows (isWithinSchedule), so the next change is its end.
    expect(isActiveOffer(december, new Date(appears))).toBe(true);
    expect(nextOffersBoundary([december], new Date(appears))).toBe(disappears);
    expect(nextOffersBoundary([december], new Date(appears + 1))).toBe(disappears);
  });
  it("has no boundary once every offer has ended, or for unpublished offers", () => {
    expect(nextOffersBoundary([december], new Date(disappears))).toBeNull();
    expect(nextOffersBoundary([{ ...december, published: false }], new Date("2026-11-02T10:00:00Z"))).toBeNull();
    expect(nextOffersBoundary([offer()], new Date("2026-11-02T10:00:00Z"))).toBeNull();
  });
  it("takes the earliest boundary of several offers, in the site's time zone", () => {
    const january = offer({ id: "later", schedule: { start: "2027-01-10", end: null } });
    // Dubai is UTC+4: 00:00:01 on 1 December there is 20:00:01 UTC on 30 November.
    const dubai = Date.parse("2026-11-30T20:00:01Z");
    expect(nextOffersBoundary([january, december], new Date("2026-11-02T10:00:00Z"), "Asia/Dubai")).toBe(dubai);
    expect(isActiveOffer(december, new Date(dubai - 1), "Asia/Dubai")).toBe(false);
    expect(isActiveOffer(december, new Date(dubai), "Asia/Dubai")).toBe(true);
  });
});

describe("offer filter from the block's switches", () => {
  it("lists every offer when no switch in a group is on", () => {
    const filter = filterFromFlags({ new_cars: false, jaguar: false });
    expect(matchesFilter(offer({ category: "owners", model_family: "jaguar" }), filter)).toBe(true);
  });
  it("keeps only the switched-on categories and families", () => {
    const filter = filterFromFlags({ approved: true, defender: true, discovery: true });
    expect(matchesFilter(offer({ category: "approved", model_family: "defender" }), filter)).toBe(true);
    expect(matchesFilter(offer({ category: "new_cars", model_family: "defender" }), filter)).toBe(false);
    expect(matchesFilter(offer({ category: "approved", model_family: "range_rover" }), filter)).toBe(false);
  });
  it("keeps the offers written in the page's language and those written for every language", () => {
    const arabicPage = { ...filterFromFlags({}), locale: "ar" };
    expect(matchesFilter(offer({ locale: "ar" }), arabicPage)).toBe(true);
    expect(matchesFilter(offer({ locale: "" }), arabicPage)).toBe(true);
    expect(matchesFilter(offer(), arabicPage)).toBe(true);
    expect(matchesFilter(offer({ locale: "en" }), arabicPage)).toBe(false);
    // No language asked (the admin's lists): every offer.
    expect(matchesFilter(offer({ locale: "en" }), filterFromFlags({}))).toBe(true);
  });
});

describe("offer records and prices", () => {
  it("gives the dynamic-content engine the filterable keys flat", () => {
    expect(offerRecord(offer())).toEqual({
      id: "rr-sport-2026",
      car_model_key: "range_rover_sport",
      brand: "land_rover",
      model_family: "range_rover",
      category: "new_cars",
      market: "AE",
    });
  });
  it("formats minor units in the site's price format, truncating", () => {
    expect(formatOfferPrice(18_990_099, "AED")).toBe("189,900 AED");
    expect(formatOfferPrice(12_345_678, "KWD")).toBe("12,345 KWD");
    expect(formatOfferPrice(0, "AED")).toBe("");
  });
});
