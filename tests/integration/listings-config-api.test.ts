import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOWROOM_SPEC_ATTRIBUTES } from "../../model/listings/showroom-vehicle.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const fleet = generateFleet(300);

describe.each(DATABASE_KINDS)("the listings configuration API on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });
  const save = (key: string, value: string) =>
    testApp.app.inject({ method: "POST", url: "/settings", headers: admin.headers, payload: { key, value } });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace(fleet);
    admin = await signIn(testApp, "admin");
  });
  afterAll(() => testApp.close());

  describe("GET /public_api/company_config/{all or key}", () => {
    it("answers the company's whole config with the seed's defaults", async () => {
      const response = await get("/public_api/company_config/all", { "Company-Config": "default" });
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json() as { data: Record<string, unknown>; meta: { company: string } };
      expect(meta.company).toBe("default");
      expect(data).toMatchObject({
        company: "default",
        price_settings: {
          symbol: "€",
          delimiter: ",",
          format: "% ^",
          leaseFormat: "% ^ / Month",
          subscribeFormat: "from % ^ / Month",
          fullPrefix: "From",
          double: { symbol: "EUR", rate: 1, decimals: 0 },
        },
        features: { owner_visible: true, postcode_search: false },
        statuses: ["stock", "available_soon", "reserved", "sold", "in_production", "on_demand", "delivery", "demo"],
        sort_options: [
          "productionYearAsc",
          "productionYearDesc",
          "createdAtAsc",
          "createdAtDesc",
          "mileageAsc",
          "mileageDesc",
          "priceAsc",
          "priceDesc",
          "status",
        ],
        similar_vehicles: 6,
        items_per_page: 12,
        showroom_attributes: [...SHOWROOM_SPEC_ATTRIBUTES],
        mini_finance: {
          depositMin: 20,
          depositMax: 50,
          depositStep: 5,
          depositDefault: 20,
          yearsMin: 4,
          yearsMax: 7,
          yearsDefault: 4,
        },
      });
    });

    it("answers one key", async () => {
      const response = await get("/public_api/company_config/statuses", { "company-config": "default" });
      expect(response.json()).toEqual({
        data: ["stock", "available_soon", "reserved", "sold", "in_production", "on_demand", "delivery", "demo"],
        meta: { company: "default", key: "statuses" },
      });
    });

    it("reads settings: the owner_visible and postcode search flags, price settings, and per-company overrides", async () => {
      await save("sl.owner_visible", "false");
      await save("sl.postcode_search", "true");
      await save("sl.price_settings", JSON.stringify({ symbol: "A$", format: "^%" }));
      await save(
        "sl.company_config.dealer_group",
        JSON.stringify({ statuses: ["stock", "reserved"], features: { saved_vehicles: false } }),
      );
      try {
        const group = (await get("/public_api/company_config/all", { "Company-Config": "dealer_group" })).json() as {
          data: Record<string, unknown>;
        };
        expect(group.data).toMatchObject({
          company: "dealer_group",
          statuses: ["stock", "reserved"],
          features: { owner_visible: false, postcode_search: true, saved_vehicles: false },
          price_settings: { symbol: "A$", format: "^%", delimiter: "," },
        });
        const other = (await get("/public_api/company_config/statuses", { "Company-Config": "default" })).json() as {
          data: string[];
        };
        expect(other.data).toHaveLength(8);
      } finally {
        await testApp.database.handle.db
          .deleteFrom("settings")
          .where("key", "in", [
            "sl.owner_visible",
            "sl.postcode_search",
            "sl.price_settings",
            "sl.company_config.dealer_group",
          ])
          .execute();
      }
    });

    it("refuses a missing or malformed Company-Config header and an unknown key with a 400 naming it", async () => {
      const missing = await get("/public_api/company_config/all");
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: "bad_parameter", parameter: "Company-Config" });
      const malformed = await get("/public_api/company_config/all", { "Company-Config": "Not A Company!" });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ parameter: "Company-Config" });
      const key = await get("/public_api/company_config/wheels", { "Company-Config": "default" });
      expect(key.statusCode).toBe(400);
      expect(key.json()).toMatchObject({ parameter: "key" });
    });
  });

  describe("GET /public_api/widget_translations_configs/{id}", () => {
    it("answers the translations at data.attributes.data (clients read data.data.attributes.data)", async () => {
      const response = await get("/public_api/widget_translations_configs/en");
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        data: { id: string; type: string; attributes: { data: Record<string, string> } };
      };
      expect(body.data).toMatchObject({ id: "en", type: "widget_translations_config" });
      expect(body.data.attributes.data["showroom.seats_other"]).toBe("{{count}} seats");
      expect(body.data.attributes.data["stock.no_results"]).toBe(
        "Sorry there were no results for your search. Please try again with another term or phrase.",
      );
    });

    it("adds a stored translations setting over the built-in texts, keeping only text values; other languages exist only when stored", async () => {
      expect((await get("/public_api/widget_translations_configs/fr")).statusCode).toBe(404);
      await save(
        "translations.en",
        JSON.stringify({ "showroom.enquire": "Ask us", "showroom.custom": "Custom", "showroom.number": 5 }),
      );
      await save("translations.fr", JSON.stringify({ "showroom.enquire": "Nous contacter" }));
      try {
        const en = (await get("/public_api/widget_translations_configs/en")).json() as {
          data: { attributes: { data: Record<string, unknown> } };
        };
        expect(en.data.attributes.data).toMatchObject({
          "showroom.enquire": "Ask us",
          "showroom.custom": "Custom",
          "showroom.call": "Call retailer",
        });
        expect(en.data.attributes.data["showroom.number"]).toBeUndefined();
        const fr = (await get("/public_api/widget_translations_configs/fr")).json() as {
          data: { attributes: { data: Record<string, unknown> } };
        };
        expect(fr.data.attributes.data).toEqual({ "showroom.enquire": "Nous contacter" });
        // The showroom page reads the site language's translations too.
        const vehicle = fleet.vehicles[0]!;
        const page = await get(`/showroom/x-${vehicle.id}`);
        const canonical = await get(page.headers.location as string);
        expect(canonical.body).toContain("Ask us");
      } finally {
        await testApp.database.handle.db
          .deleteFrom("settings")
          .where("key", "in", ["translations.en", "translations.fr"])
          .execute();
      }
    });

    it("refuses a malformed id with a 400 naming it", async () => {
      const response = await get("/public_api/widget_translations_configs/EN-gb!");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ parameter: "id" });
    });
  });

  describe("GET /public_api/vehicles/config_data", () => {
    it("answers the configured vehicle of a new vehicle's config_url", async () => {
      const vehicle = fleet.vehicles.find((candidate) => candidate.state === "new")!;
      const details = JSON.parse(vehicle.details) as { config_url: string };
      expect(details.config_url).toMatch(/^\/build-yours\//);
      const response = await get(
        `/public_api/vehicles/config_data?config_url=${encodeURIComponent(details.config_url)}`,
      );
      expect(response.statusCode).toBe(200);
      const { data } = response.json() as {
        data: {
          config_url: string;
          model: string;
          version: string;
          journey: string;
          state: string;
          specification: { color: string };
          prices: { purchase: { value_raw: number } };
          photos: unknown[];
          options: { colours: unknown[] };
        };
      };
      expect(data).toMatchObject({
        config_url: details.config_url,
        model: vehicle.nameplate_name,
        version: vehicle.version,
        journey: "configurator",
        state: "new",
        specification: { color: vehicle.color_name },
      });
      expect(data.prices.purchase.value_raw).toBe(vehicle.msrp_price);
      expect(data.photos).toHaveLength(4);
      expect(data.options.colours.length).toBeGreaterThan(1);
      // An absolute URL with the same path names the same configuration.
      const absolute = await get(
        `/public_api/vehicles/config_data?config_url=${encodeURIComponent(`https://www.example.com${details.config_url}`)}`,
      );
      expect((absolute.json() as { data: { config_url: string } }).data.config_url).toBe(details.config_url);
    });

    it("answers 404 for an unknown configuration and 400 naming config_url when it is missing", async () => {
      const unknown = await get(
        `/public_api/vehicles/config_data?config_url=${encodeURIComponent("/build-yours/f-pace/no-such-version/1/firenze-red")}`,
      );
      expect(unknown.statusCode).toBe(404);
      expect((await get("/public_api/vehicles/config_data?config_url=nonsense")).statusCode).toBe(404);
      const missing = await get("/public_api/vehicles/config_data");
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: "bad_parameter", parameter: "config_url" });
      const extra = await get("/public_api/vehicles/config_data?config_url=x&colour=red");
      expect(extra.statusCode).toBe(400);
      expect(extra.json()).toMatchObject({ parameter: "colour" });
    });
  });

  describe("GET /trade_in/form_options", () => {
    it("answers body types, brands, models and fuel types from the demo catalogue", async () => {
      const response = await get("/trade_in/form_options?lang=en");
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json() as {
        data: {
          bodyTypes: { key: string; label: string }[];
          brands: { key: string; label: string }[];
          models: { key: string; label: string; brand: string; bodyType: string; fuelTypes: string[] }[];
          fuelTypes: { key: string; label: string }[];
        };
        meta: { lang: string };
      };
      expect(meta.lang).toBe("en");
      expect(data.brands).toEqual([
        { key: "land_rover", label: "Land Rover" },
        { key: "jaguar", label: "Jaguar" },
      ]);
      expect(data.bodyTypes.map((type) => type.key).sort()).toEqual(["saloon", "sports", "suv"]);
      expect(data.models.find((model) => model.label === "F-TYPE")).toMatchObject({
        key: "f-type",
        brand: "jaguar",
        bodyType: "sports",
        fuelTypes: ["petrol"],
      });
      expect(data.models).toHaveLength(new Set(fleet.vehicles.map((vehicle) => vehicle.nameplate_name)).size);
      expect(data.fuelTypes.find((type) => type.key === "phev")?.label).toBe("Plug-in hybrid");
    });

    it("labels in French when asked, in English for a language it has no labels in, and refuses a malformed lang", async () => {
      const fr = (await get("/trade_in/form_options?lang=fr")).json() as {
        data: { bodyTypes: { key: string; label: string }[] };
        meta: { lang: string };
      };
      expect(fr.data.bodyTypes.find((type) => type.key === "saloon")?.label).toBe("Berline");
      const de = (await get("/trade_in/form_options?lang=de")).json() as { meta: { lang: string; requested: string } };
      expect(de.meta).toEqual({ lang: "en", requested: "de" });
      expect((await get("/trade_in/form_options")).statusCode).toBe(200);
      const bad = await get("/trade_in/form_options?lang=english");
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ parameter: "lang" });
      const unknown = await get("/trade_in/form_options?brand=jaguar");
      expect(unknown.json()).toMatchObject({ parameter: "brand" });
    });
  });

  it("documents the new routes under the listings tag", async () => {
    const spec = (await get("/api/openapi.json")).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const path of [
      "/public_api/company_config/{key}",
      "/public_api/widget_translations_configs/{id}",
      "/public_api/vehicles/config_data",
      "/trade_in/form_options",
    ]) {
      expect(spec.paths[path]?.get?.tags, path).toEqual(["listings"]);
    }
  });
});
