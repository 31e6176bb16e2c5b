import { describe, expect, it } from "vitest";
import type { SearchResult } from "./page-search.ts";
import { VEHICLE_RESULTS, mergeResults, vehicleResult, type SearchableVehicle } from "./vehicle-search.ts";

const vehicle = (overrides: Partial<SearchableVehicle> = {}): SearchableVehicle => ({
  id: "v1",
  link: "/showroom/new-range-rover-sport-2024-diesel-awd-v1",
  title: "Range Rover Sport",
  brand: "Land Rover",
  model: "Range Rover Sport Range Rover",
  version: "Dynamic SE",
  state: "New",
  specs: ["2024", "Diesel, Mild hybrid", "221 kW", "Automatic", "Santorini Black"],
  photo: "/media/photo.jpg",
  price: "R 1,650,000",
  ...overrides,
});
const page = (title: string, score: number): SearchResult => ({
  id: title,
  kind: "page",
  path: `/${title}`,
  title,
  snippet: "",
  image: null,
  score,
});

describe("site search over vehicles", () => {
  it("scores a vehicle on the pages' scale: title words most, then model, brand and state, then specs", () => {
    expect(vehicleResult(vehicle(), "sport").score).toBe(10 + 5 + 4);
    expect(vehicleResult(vehicle(), "new").score).toBe(4);
    expect(vehicleResult(vehicle(), "santorini").score).toBe(1);
    // Every word counts; case and accents are ignored.
    expect(vehicleResult(vehicle(), "SPÖRT diesel").score).toBe(19 + 1);
  });

  it("shows the vehicle by brand, name and version, with its photo, showroom link and specs", () => {
    expect(vehicleResult(vehicle(), "sport")).toMatchObject({
      kind: "vehicle",
      path: "/showroom/new-range-rover-sport-2024-diesel-awd-v1",
      title: "Land Rover Range Rover Sport Dynamic SE",
      snippet: "New · 2024 · Diesel, Mild hybrid · 221 kW · Automatic · Santorini Black · R 1,650,000",
      image: "/media/photo.jpg",
    });
  });

  it("ranks pages and vehicles together, a page first on a tie, at most five vehicles, then a link to all", () => {
    const vehicles = Array.from({ length: 8 }, (_, index) =>
      vehicleResult(vehicle({ id: `v${index}`, version: `V${index}` }), "sport"),
    );
    const merged = mergeResults(
      [page("sport-tips", 19), page("brochure", 2)],
      vehicles,
      { total: 40, query: "sport" },
      20,
    );
    expect(merged[0]!.kind).toBe("page");
    expect(merged.filter((result) => result.kind === "vehicle")).toHaveLength(VEHICLE_RESULTS);
    expect(merged.at(-2)!.title).toBe("brochure");
    expect(merged.at(-1)).toMatchObject({
      kind: "stock",
      path: "/stock?q=sport",
      title: "See all 40 matching vehicles in stock",
    });
    // No link when every match is listed.
    expect(
      mergeResults([], vehicles.slice(0, 2), { total: 2, query: "sport" }, 20).map((result) => result.kind),
    ).toEqual(["vehicle", "vehicle"]);
  });
});
