import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_RESULTS_TEXT } from "../../model/search/page-search.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

interface Results {
  data: { kind: string; path: string; title: string; snippet: string; image: string | null }[];
  message: string | null;
}

const fleet = generateFleet(200, 5);

describe.each(DATABASE_KINDS)("site search over pages and vehicles on %s", (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    await testApp.services.fleet.replace(fleet);
  }, 60_000);
  afterAll(() => testApp.close());

  const search = async (q: string) =>
    (await testApp.app.inject({ url: `/public_api/search?q=${encodeURIComponent(q)}` })).json<Results>();

  it("finds a vehicle by its model, linking to its showroom page with its photo", async () => {
    const target = fleet.vehicles.find((vehicle) => vehicle.nameplate_name === "F-PACE")!;
    const found = await search(`f pace ${target.vin}`);
    const vehicles = found.data.filter((result) => result.kind === "vehicle");
    expect(vehicles).toHaveLength(1);
    expect(vehicles[0]!.path).toMatch(new RegExp(`^/showroom/[a-z0-9-]+-${target.id}$`));
    expect(vehicles[0]!.title).toContain("F-PACE");
    expect(vehicles[0]!.image).toMatch(/^\/media\//);
  });

  it("ranks pages with vehicles and links to every match in the stock locator", async () => {
    const found = await search("jaguar");
    const kinds = found.data.map((result) => result.kind);
    expect(kinds.filter((value) => value === "vehicle")).toHaveLength(5);
    expect(found.data.at(-1)).toMatchObject({ kind: "stock", path: "/stock?q=jaguar" });
    expect((await search("inspected warranty")).data.map((result) => result.path)).toEqual(["/static"]);
    expect((await search("zeppelin jaguar")).message).toBe(NO_RESULTS_TEXT);
  });

  it("shows vehicles on the /search page without JavaScript", async () => {
    const page = parseHtml((await testApp.app.inject({ url: "/search?q=defender" })).body);
    const vehicle = page.querySelector(".site-search__result--vehicle")!;
    expect(vehicle.querySelector("a")!.getAttribute("href")).toMatch(/^\/showroom\//);
    expect(vehicle.querySelector("img")!.getAttribute("alt")).toBe("");
    expect(page.querySelector(".site-search__result--stock a")!.getAttribute("href")).toBe("/stock?q=defender");
  });
});
