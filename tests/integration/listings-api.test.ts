import { readFileSync } from "node:fs";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CHECKBOX_FILTERS,
  CHECKBOX_FILTER_KEYS,
  RANGE_FILTERS,
  SORT_OPTIONS,
  type CheckboxFilterKey,
} from "../../model/listings/filter-keys.ts";
import type { VehiclesTable } from "../../services/db/schema.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { shapeCard, shapeLight, shapeVehicle } from "../../services/listings/vehicle-shape.ts";
import { parseListingQuery } from "../../model/listings/listing-query.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const fleet = generateFleet(400, 7);
const dealerCode = new Map(fleet.dealers.map((dealer) => [dealer.id, dealer.dealer_code]));

/** The filterable values of a vehicle, as the filter keys name them. */
function valuesOf(vehicle: VehiclesTable, key: CheckboxFilterKey): string[] {
  const raw = (vehicle as unknown as Record<string, string | number>)[key]!;
  return typeof raw === "string" && raw.startsWith("|") ? raw.split("|").filter(Boolean) : [String(raw)];
}

interface ListResponse {
  data: { id: string; raw: Record<string, unknown> }[];
  meta: {
    total: number;
    pages: number;
    facets: Record<string, { value: string; count: number }[]>;
    ranges: Record<string, { min: number | null; max: number | null }>;
  };
}

describe.each(DATABASE_KINDS)("the listings API on %s", (kind) => {
  let testApp: TestApp;
  const list = async (query: string) => {
    const response = await testApp.app.inject({ url: `/public_api/listing/all${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ListResponse;
  };
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace(fleet);
  });
  afterAll(() => testApp.close());

  it.each(CHECKBOX_FILTER_KEYS)(
    "filters by %s with its operator and counts its facet with the other filters applied",
    async (key) => {
      const value = valuesOf(fleet.vehicles[3]!, key)[0]!;
      const operator = CHECKBOX_FILTERS[key];
      const other = "filter[state_in]=new,approved";
      const body = await list(
        `?filter[${key}_${operator}]=${encodeURIComponent(value)}${key === "state" ? "" : `&${other}`}&items=12`,
      );
      const expected = fleet.vehicles.filter(
        (vehicle) =>
          valuesOf(vehicle, key).includes(value) && (key === "state" || ["new", "approved"].includes(vehicle.state)),
      );
      expect(body.meta.total).toBe(expected.length);
      const ids = new Set(expected.map((vehicle) => vehicle.id));
      for (const vehicle of body.data) expect(ids.has(vehicle.id)).toBe(true);
      // The facet of the filtered key counts every value with only the *other* filters applied.
      const facet = body.meta.facets[key]!;
      for (const entry of facet) {
        const count = fleet.vehicles.filter(
          (vehicle) =>
            valuesOf(vehicle, key).includes(entry.value) &&
            (key === "state" || ["new", "approved"].includes(vehicle.state)),
        ).length;
        expect(entry.count, `${key}=${entry.value}`).toBe(count);
      }
    },
  );

  it.each(RANGE_FILTERS)("filters by %s with _gteq and _lteq", async (key) => {
    const values = fleet.vehicles
      .map((vehicle) => Number((vehicle as unknown as Record<string, number>)[key]))
      .sort((a, b) => a - b);
    const low = values[Math.floor(values.length * 0.25)]!;
    const high = values[Math.floor(values.length * 0.75)]!;
    const body = await list(`?filter[${key}_gteq]=${low}&filter[${key}_lteq]=${high}`);
    expect(body.meta.total).toBe(values.filter((value) => value >= low && value <= high).length);
    expect(body.meta.ranges[key]).toEqual({
      min: values[0],
      max: values[values.length - 1],
      absoluteMin: values[0],
      absoluteMax: values[values.length - 1],
    });
  });

  it.each(SORT_OPTIONS)("sorts by %s", async (sort) => {
    const ids: string[] = [];
    for (let page = 1; page <= 3; page++)
      ids.push(...(await list(`?sort=${sort}&page=${page}`)).data.map((vehicle) => vehicle.id));
    const byId = new Map(fleet.vehicles.map((vehicle) => [vehicle.id, vehicle]));
    const field: Record<string, (vehicle: VehiclesTable) => number | string> = {
      productionYearAsc: (v) => v.production_year,
      productionYearDesc: (v) => -v.production_year,
      mileageAsc: (v) => v.mileage,
      mileageDesc: (v) => -v.mileage,
      priceAsc: (v) => v.display_price,
      priceDesc: (v) => -v.display_price,
      createdAtAsc: (v) => v.created_at,
      createdAtDesc: (v) => v.created_at,
      status: (v) =>
        ["stock", "available_soon", "reserved", "sold", "in_production", "on_demand", "delivery", "demo"].indexOf(
          v.status,
        ),
    };
    const keys = ids.map((id) => field[sort]!(byId.get(id)!));
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(sort === "createdAtDesc" ? sorted.reverse() : sorted);
  });

  it("returns at most 12 vehicles a page and refuses more, naming the parameter", async () => {
    expect((await list("")).data).toHaveLength(12);
    const tooMany = await testApp.app.inject({ url: "/public_api/listing/all?items=13" });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ parameter: "items" });
    const unknown = await testApp.app.inject({ url: "/public_api/listing/all?filter[wheels_in]=4" });
    expect(unknown.json()).toMatchObject({ parameter: "filter[wheels_in]" });
    const wrongOperator = await testApp.app.inject({ url: "/public_api/listing/all?filter[engine_type_in]=petrol" });
    expect(wrongOperator.statusCode).toBe(400);
    expect(wrongOperator.json()).toMatchObject({ parameter: "filter[engine_type_in]" });
  });

  it("answers a deep page as it answers the first, and an empty page past the end", async () => {
    const first = await list("?items=5");
    const last = await list(`?items=5&page=${first.meta.pages}`);
    expect(last.data.length).toBeGreaterThan(0);
    const past = await list(`?items=5&page=${first.meta.pages + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(first.meta.total);
  });

  it("searches text ignoring case, accents and punctuation", async () => {
    const target = fleet.vehicles[10]!;
    const body = await list(`?q=${encodeURIComponent(target.vin.toLowerCase())}`);
    expect(body.data.map((vehicle) => vehicle.id)).toEqual([target.id]);
    const accented = await list(`?q=${encodeURIComponent("DÉFENDER, 110!")}`);
    expect(accented.meta.total).toBe(
      fleet.vehicles.filter((vehicle) => vehicle.nameplate_name === "Defender 110").length,
    );
  });

  it("applies forced statuses and dealer codes", async () => {
    const code = dealerCode.get(fleet.vehicles[0]!.owner_id)!;
    const body = await list(`?forced_statuses=stock,reserved&forced_dealer_codes=${code}`);
    expect(body.meta.total).toBe(
      fleet.vehicles.filter(
        (vehicle) => ["stock", "reserved"].includes(vehicle.status) && dealerCode.get(vehicle.owner_id) === code,
      ).length,
    );
    const same = await list(`?forced_statuses=stock,reserved&filter[owner_dealer_codes_includes]=${code}`);
    expect(same.meta.total).toBe(body.meta.total);
  });

  it("answers one vehicle with up to six similar ones of the same nameplate, never itself", async () => {
    const vehicle = fleet.vehicles[0]!;
    const response = await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${vehicle.id}` });
    const body = response.json() as {
      data: { id: string; link: string; model: string };
      meta: { similar: { id: string; model: string }[] };
    };
    expect(body.data.link).toMatch(new RegExp(`^/showroom/[a-z0-9-]+-${vehicle.id}$`));
    expect(body.meta.similar.length).toBeLessThanOrEqual(6);
    expect(body.meta.similar.length).toBeGreaterThan(0);
    for (const similar of body.meta.similar) {
      expect(similar.model).toBe(vehicle.nameplate_name);
      expect(similar.id).not.toBe(vehicle.id);
    }
    expect((await testApp.app.inject({ url: "/public_api/listing/all/vehicle/nope" })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: "/public_api/listing/no-such-list" })).statusCode).toBe(404);
  });

  it("answers exactly what the vehicle shapes build (the documented response schemas drop nothing), valid against schemas/listing", async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema(JSON.parse(readFileSync("schemas/listing.schema.json", "utf8")) as object);
    const valid = (definition: string, value: unknown) => {
      const check = ajv.getSchema(`https://forecourt.dev/schemas/listing#/$defs/${definition}`)!;
      return check(value) ? [] : check.errors;
    };
    const options = { listKey: "all", ...(await testApp.services.listingSettings.shapeOptions()) };
    const { vehicles } = await testApp.services.listings.search(
      "all",
      parseListingQuery({ items: "12", sort: "priceDesc" }),
    );
    const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

    const cards = (await testApp.app.inject({ url: "/public_api/listing/all?items=12&sort=priceDesc" })).json() as {
      data: unknown[];
    };
    expect(cards.data).toEqual(asJson(vehicles.map((vehicle) => shapeCard(vehicle, options))));
    expect(valid("list-answer", cards)).toEqual([]);

    const light = (
      await testApp.app.inject({ url: "/public_api/listing/all/light?items=12&sort=priceDesc" })
    ).json() as { data: unknown[] };
    expect(light.data).toEqual(asJson(vehicles.map((vehicle) => shapeLight(vehicle, options))));
    expect(valid("light-answer", light)).toEqual([]);

    const spec = (await testApp.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, { get?: { responses?: Record<string, unknown> } }>;
    };
    for (const path of [
      "/public_api/listing/{list}",
      "/public_api/listing/{list}/light",
      "/public_api/listing/{list}/vehicle/{id}",
    ]) {
      expect(Object.keys(spec.paths[path]?.get?.responses ?? {}), path).toEqual(
        expect.arrayContaining(["200", "400", "404"]),
      );
    }

    for (const vehicle of vehicles.slice(0, 4)) {
      const one = (await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${vehicle.id}` })).json() as {
        data: unknown;
      };
      expect(one.data).toEqual(asJson(shapeVehicle(vehicle, options)));
      expect(valid("vehicle-answer", one)).toEqual([]);
    }
  });

  it("finds retailers by postcode, state, locality and brand, and lists dealers by brand", async () => {
    const dealer = fleet.dealers.find((candidate) =>
      fleet.vehicles.some((vehicle) => vehicle.owner_id === candidate.id),
    )!;
    const byPostcode = await testApp.app.inject({
      url: `/public_api/listing/all/retailers?q[postcode_eq]=${dealer.postcode}`,
    });
    expect((byPostcode.json() as { data: { id: string }[] }).data.map((d) => d.id)).toContain(dealer.id);
    const byState = await testApp.app.inject({ url: `/public_api/listing/all/retailers?q[state_eq]=${dealer.state}` });
    expect((byState.json() as { data: { state: string }[] }).data.every((d) => d.state === dealer.state)).toBe(true);
    const badState = await testApp.app.inject({ url: "/public_api/listing/all/retailers?q[state_eq]=XX" });
    expect(badState.json()).toMatchObject({ parameter: "q[state_eq]" });
    const nobody = await testApp.app.inject({ url: "/public_api/listing/all/retailers?q[postcode_eq]=9999" });
    expect(nobody.json()).toEqual({ data: [] });
    const jaguar = await testApp.app.inject({ url: "/dealers?items=50&filter[brands_name_eq]=jaguar&sort=name" });
    const names = (jaguar.json() as { data: { name: string; brands: string[] }[] }).data;
    expect(names.every((d) => d.brands.includes("jaguar"))).toBe(true);
    expect(names.map((d) => d.name)).toEqual([...names.map((d) => d.name)].sort());
  });

  it("lists a list's retailers as of the stock the search answers from, and follows a new stock", async () => {
    const owner = fleet.dealers.find((candidate) =>
      fleet.vehicles.some((vehicle) => vehicle.owner_id === candidate.id),
    )!;
    const retailerIds = async () =>
      (
        (await testApp.app.inject({ url: "/public_api/listing/all/retailers" })).json() as { data: { id: string }[] }
      ).data.map((dealer) => dealer.id);
    expect(await retailerIds()).toContain(owner.id);
    // Written behind the stock's back (no new listings revision): the search's index still holds these
    // vehicles, and the retailers are those of the same stock.
    const theirs = fleet.vehicles.filter((vehicle) => vehicle.owner_id === owner.id).map((vehicle) => vehicle.id);
    await testApp.database.handle.db.deleteFrom("vehicle_publications").where("vehicle_id", "in", theirs).execute();
    expect(await retailerIds()).toContain(owner.id);
    // A new stock (an import bumps the revision; each process reads it at most once a second).
    const without = {
      ...fleet,
      vehicles: fleet.vehicles.filter((vehicle) => vehicle.owner_id !== owner.id),
      publications: fleet.publications.filter((publication) => !theirs.includes(publication.vehicle_id)),
    };
    await testApp.services.fleet.replace(without);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await retailerIds()).not.toContain(owner.id);
    await testApp.services.fleet.replace(fleet);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await retailerIds()).toContain(owner.id);
  });
});
