import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modelKey } from "../../model/catalogue/model-key.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const fleet = generateFleet(300, 11);
const inAll = new Set(fleet.publications.filter((entry) => entry.list_key === "all").map((entry) => entry.vehicle_id));
const stock = fleet.vehicles.filter((vehicle) => inAll.has(vehicle.id));

describe.each(DATABASE_KINDS)("the CMS API vehicle paths on %s", (kind) => {
  let testApp: TestApp;
  const get = async (url: string) => testApp.app.inject({ url });
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace(fleet);
  }, 60_000);
  afterAll(() => testApp.close());

  it("GET /vehicles pages through the stock with the listings filters, and names a bad parameter", async () => {
    const response = await get("/vehicles?filter[state_in]=new&items=5&page=2");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      data: { id: string; link: string; state: string }[];
      meta: Record<string, unknown>;
    }>();
    const expected = stock.filter((vehicle) => vehicle.state === "new").length;
    expect(body.meta).toMatchObject({
      total: expected,
      page: 2,
      items: 5,
      list: "all",
      pages: Math.ceil(expected / 5),
    });
    expect(body.data).toHaveLength(5);
    expect(
      body.data.every((vehicle) => vehicle.state === "new" && /^\/showroom\/.+-[a-z0-9]+$/.test(vehicle.link)),
    ).toBe(true);
    const jaguars = (await get("/vehicles?list=jaguar&items=1")).json<{ meta: { total: number } }>();
    expect(jaguars.meta.total).toBe(stock.filter((vehicle) => vehicle.nameplate_brand_name === "Jaguar").length);
    const bad = await get("/vehicles?filter[colour_in]=red");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: "bad_parameter", parameter: "filter[colour_in]" });
    expect((await get("/vehicles?list=nowhere")).statusCode).toBe(404);
  });

  it("GET /vehicles/grouped_nameplates counts every vehicle under its brand, model group and nameplate", async () => {
    const response = await get("/vehicles/grouped_nameplates");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      total: number;
      data: {
        name: string;
        key: string;
        count: number;
        models: { name: string; count: number; nameplates: { name: string; key: string; count: number }[] }[];
      }[];
    }>();
    expect(body.total).toBe(stock.length);
    expect(body.data.map((brand) => [brand.name, brand.key])).toEqual([
      ["Jaguar", "jaguar"],
      ["Land Rover", "land_rover"],
    ]);
    const rangeRovers = body.data[1]!.models.find((model) => model.name === "Range Rover")!;
    const sport = rangeRovers.nameplates.find((nameplate) => nameplate.name === "Range Rover Sport")!;
    expect(sport).toEqual({
      name: "Range Rover Sport",
      key: "range-rover-sport",
      count: stock.filter((vehicle) => vehicle.nameplate_name === "Range Rover Sport").length,
    });
    expect(rangeRovers.count).toBe(stock.filter((vehicle) => vehicle.nameplate_model_group === "Range Rover").length);
  });

  it("GET /vehicles/{id}/specs and /compare/spec/{id} give the vehicle's specification, 404 for an unknown id", async () => {
    const vehicle = stock.find((candidate) => candidate.battery_capacity !== null)!;
    const specs = (await get(`/vehicles/${vehicle.id}/specs`)).json<{
      id: string;
      groups: { key: string; label: string; items: { key: string; label: string; value: string }[] }[];
    }>();
    expect(specs.id).toBe(vehicle.id);
    expect(specs.groups.map((group) => group.key)).toEqual(["overview", "engine", "drivetrain", "interior"]);
    const engine = specs.groups.find((group) => group.key === "engine")!;
    expect(engine.items).toContainEqual({
      key: "power",
      label: "Power",
      value: `${vehicle.power} ${vehicle.power_unit}`,
    });
    expect(engine.items.find((item) => item.key === "batteryCapacity")!.value).toMatch(/kWh$/);

    const compared = (await get(`/compare/spec/${vehicle.id}`)).json<{
      rows: { key: string; value: string | null }[];
    }>();
    const other = stock.find((candidate) => candidate.battery_capacity === null)!;
    const otherRows = (await get(`/compare/spec/${other.id}`)).json<{
      rows: { key: string; value: string | null }[];
    }>();
    // Columns line up: the same rows in the same order, a missing value is null.
    expect(compared.rows.map((row) => row.key)).toEqual(otherRows.rows.map((row) => row.key));
    expect(otherRows.rows.find((row) => row.key === "batteryCapacity")!.value).toBeNull();

    for (const url of ["/vehicles/nosuchvehicle/specs", "/compare/spec/nosuchvehicle"]) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: "not_found", message: "No vehicle nosuchvehicle." });
    }
  });

  it("GET /offer_car_models lists one model per nameplate in stock with its model keys", async () => {
    const body = (await get("/offer_car_models")).json<{
      data: { car_model_key: string; ci_key_brand: string; name: string; model_keys: string[]; vehicles: number }[];
    }>();
    const nameplates = new Set(stock.map((vehicle) => vehicle.nameplate_name));
    expect(body.data.map((model) => model.name).sort()).toEqual([...nameplates].sort());
    const fPace = body.data.find((model) => model.car_model_key === "f-pace")!;
    expect(fPace.ci_key_brand).toBe("jaguar");
    expect(fPace.model_keys.every((key) => /^\d\dMY$/.test(key))).toBe(true);
    expect(body.data.reduce((sum, model) => sum + model.vehicles, 0)).toBe(stock.length);
    expect(modelKey("Range Rover Évoque")).toBe("range-rover-evoque");
  });

  it("describes every path in the OpenAPI document", async () => {
    const document = (await get("/api/openapi.json")).json<{ paths: Record<string, { get?: object }> }>();
    for (const path of [
      "/vehicles",
      "/vehicles/grouped_nameplates",
      "/vehicles/{id}/specs",
      "/offer_car_models",
      "/compare/spec/{id}",
    ])
      expect(document.paths[path]?.get, path).toBeDefined();
  });
});
