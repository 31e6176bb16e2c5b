import { describe, expect, it } from "vitest";
import { buildFormSchemas } from "./field-kinds.ts";
import { NO_MAPPINGS, prefillValues, type PrefillMappings } from "./prefill.ts";

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

describe("prefill from query parameters (seed 001 section 5)", () => {
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
