import { describe, expect, it } from "vitest";
import { buildFormSchemas } from "./field-kinds.ts";
import { NO_MAPPINGS, prefillValues, siteFieldMappings, withSiteMappings, type PrefillMappings } from "./prefill.ts";

const form = buildFormSchemas([
  { name: "name", kind: "string", label: "Name" },
  { name: "retailer", kind: "string", label: "Retailer" },
  { name: "budget", kind: "number", label: "Budget" },
  {
    name: "model",
    kind: "select",
    label: "Model",
    options: [
      { value: "defender", label: "Defender" },
      { value: "discovery", label: "Discovery" },
    ],
  },
  { name: "campaign", kind: "hidden", label: "Campaign" },
]);

const mappings: PrefillMappings = {
  params: [
    { param: "n", field: "name" },
    { param: "b", field: "budget" },
    { param: "m", field: "model" },
    { param: "c", field: "campaign" },
  ],
  locationParams: [{ param: "dealer", field: "retailer" }],
  locationMapping: [{ from: "syd-01", to: "Sydney City" }],
  hiddenFields: [{ name: "campaign", value: "spring-offer" }],
};

const prefill = (query: string, modal = false, with_ = mappings) =>
  prefillValues(form, new URLSearchParams(query), with_, { modal });

describe("prefill from query parameters", () => {
  it("fills mapped fields from non-empty parameters only", () => {
    expect(prefill("n=Ada&b=25000&m=discovery")).toEqual({ name: "Ada", budget: 25000, model: "discovery" });
    expect(prefill("n=%20&b=")).toEqual({});
    expect(prefill("name=Ada", false, NO_MAPPINGS)).toEqual({});
  });

  it("leaves out a value its field cannot take", () => {
    expect(prefill("b=lots&m=mustang")).toEqual({});
  });

  it("translates a location parameter through the location mapping when it has the value, else uses it directly", () => {
    expect(prefill("dealer=syd-01")).toEqual({ retailer: "Sydney City" });
    expect(prefill("dealer=mel-02")).toEqual({ retailer: "mel-02" });
  });

  it("prefills hidden fields only in a modal form", () => {
    expect(prefill("c=from-url")).toEqual({});
    expect(prefill("", true)).toEqual({ campaign: "spring-offer" });
    expect(prefill("c=from-url", true, { ...mappings, hiddenFields: [] })).toEqual({ campaign: "from-url" });
  });
});

describe("the site's form field mappings (forms.field_mappings)", () => {
  const site = siteFieldMappings({
    params: [
      { param: "utm_campaign", field: "campaign" },
      { param: "who", field: "name" },
    ],
    location_params: [{ param: "dealer", field: "retailer" }],
    location_mapping: [
      { from: "dxb", to: "Dubai" },
      { from: "syd-01", to: "Site Sydney" },
    ],
  });

  it("fill every form's fields from the address, below a block's own mappings for the fields it names", () => {
    const merged = withSiteMappings({ ...NO_MAPPINGS, params: [{ param: "n", field: "name" }] }, site);
    expect(prefillValues(form, new URLSearchParams("who=Site&n=Block&dealer=dxb"), merged, { modal: false })).toEqual({
      name: "Block",
      retailer: "Dubai",
    });
    // A block's own location translation wins over the site's for the same location.
    const local = withSiteMappings({ ...NO_MAPPINGS, locationMapping: [{ from: "syd-01", to: "Sydney City" }] }, site);
    expect(prefillValues(form, new URLSearchParams("dealer=syd-01"), local, { modal: false })).toEqual({
      retailer: "Sydney City",
    });
  });

  it("keep only complete pairs, and nothing from a setting that is not there", () => {
    expect(siteFieldMappings(null)).toEqual(NO_MAPPINGS);
    expect(
      siteFieldMappings({
        params: [{ param: "a" } as never, { param: "b", field: "c" }],
        location_mapping: "x" as never,
      }),
    ).toEqual({ ...NO_MAPPINGS, params: [{ param: "b", field: "c" }] });
  });
});
