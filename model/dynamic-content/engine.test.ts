import { describe, expect, it, vi } from "vitest";
import {
  INITIAL_DYNAMIC_CONTENT_STATE,
  REFFINE_MISSING_SETTINGS_MESSAGE,
  decideOnServer,
  expandStockKeys,
  isDynamicContentVisible,
  matchesExternalStock,
  matchesOffers,
  nextDynamicContentState,
  normaliseValue,
  offerCriteria,
  type DynamicContentFacts,
} from "./engine.ts";

const facts = (over: Partial<DynamicContentFacts> = {}): DynamicContentFacts => ({
  path: "/",
  offers: [],
  lists: null,
  ...over,
});

describe("normalisation", () => {
  it("trims, turns spaces into underscores and lower-cases", () => {
    expect(normaliseValue("  Range Rover  Sport ")).toBe("range_rover_sport");
    expect(normaliseValue("DEFENDER")).toBe("defender");
    expect(normaliseValue(2025)).toBe("2025");
  });
});

describe("url_brands", () => {
  it("shows content only under its brand's path", () => {
    expect(decideOnServer({ key: "url_brands", value: "Range Rover" }, facts({ path: "/range-rover/sport" }))).toBe(
      "visible",
    );
    expect(decideOnServer({ key: "url_brands", value: "defender" }, facts({ path: "/discovery" }))).toBe("hidden");
    expect(decideOnServer({ key: "url_brands", value: "defender" }, facts({ path: "/" }))).toBe("hidden");
    expect(decideOnServer({ key: "url_brands", value: "defender", fallback: true }, facts({ path: "/" }))).toBe(
      "visible",
    );
  });

  it("leaves content without a rule visible", () => {
    expect(decideOnServer(null, facts())).toBe("visible");
    expect(decideOnServer(undefined, facts())).toBe("visible");
  });
});

describe("mena_offers", () => {
  const offers = [
    { car_model_key: "range_rover_sport", category: "New Cars", model_year: 2025 },
    { car_model_key: "defender", category: "approved", model_year: null },
  ];

  it("reads the supplied keys as JSON or key=value pairs", () => {
    expect([...offerCriteria('{"car_model_key": " Defender ", "x": null}')]).toEqual([
      ["car_model_key", "defender"],
      ["x", null],
    ]);
    expect([...offerCriteria("car_model_key=Range Rover Sport, category=")]).toEqual([
      ["car_model_key", "range_rover_sport"],
      ["category", null],
    ]);
  });

  it("is visible when every supplied key equals one offer's value after normalising", () => {
    expect(matchesOffers("car_model_key=Range Rover Sport, category=new cars", offers)).toBe(true);
    expect(matchesOffers("car_model_key=range_rover_sport, category=approved", offers)).toBe(false);
    expect(matchesOffers('{"car_model_key":"DEFENDER","category":"Approved"}', offers)).toBe(true);
    expect(matchesOffers("car_model_key=discovery", offers)).toBe(false);
  });

  it("hides on an empty offer list", () => {
    expect(matchesOffers("car_model_key=defender", [])).toBe(false);
    expect(decideOnServer({ key: "mena_offers", value: "" }, facts({ offers: [] }))).toBe("hidden");
  });

  it("counts null values as visible", () => {
    expect(matchesOffers('{"car_model_key": null}', offers)).toBe(true);
    expect(matchesOffers("car_model_key=defender, model_year=2030", offers)).toBe(true);
    expect(decideOnServer({ key: "mena_offers", value: "car_model_key=defender" }, facts({ offers }))).toBe("visible");
  });
});

describe("reffine_sl", () => {
  const lists = new Map([["models", new Set(["range_rover_sport", "defender"])]]);

  it("is visible when the named list holds the normalised value", () => {
    expect(decideOnServer({ key: "reffine_sl", name: "models", value: " Range Rover Sport" }, facts({ lists }))).toBe(
      "visible",
    );
    expect(decideOnServer({ key: "reffine_sl", name: "models", value: "discovery" }, facts({ lists }))).toBe("hidden");
    expect(decideOnServer({ key: "reffine_sl", name: "other", value: "defender" }, facts({ lists }))).toBe("hidden");
  });

  it("shows the content when the name or the value is missing", () => {
    expect(decideOnServer({ key: "reffine_sl", value: "discovery" }, facts({ lists }))).toBe("visible");
    expect(decideOnServer({ key: "reffine_sl", name: "models", value: " " }, facts({ lists }))).toBe("visible");
  });

  it("logs an error and shows the content when the lists are not configured", () => {
    const log = vi.fn();
    expect(decideOnServer({ key: "reffine_sl", name: "models", value: "discovery" }, facts({ log }))).toBe("visible");
    expect(log).toHaveBeenCalledWith(REFFINE_MISSING_SETTINGS_MESSAGE);
  });
});

describe("mena_external_sl", () => {
  it("is left to the browser", () => {
    expect(decideOnServer({ key: "mena_external_sl", value: "defender" }, facts())).toBe("browser");
  });

  it("matches a value among the keys of the first returned item only", () => {
    expect(matchesExternalStock("f_pace", [{ f_pace: 3 }, { defender: 1 }])).toBe(true);
    expect(matchesExternalStock("defender", [{ f_pace: 3 }, { defender: 1 }])).toBe(false);
    expect(matchesExternalStock("defender", [])).toBe(false);
    expect(matchesExternalStock("defender", null)).toBe(false);
  });

  it("expands model families and the any_jag / any_lr brand groups", () => {
    expect([...expandStockKeys(["Range Rover Sport", "defender_110", "discovery_sport"])].sort()).toEqual([
      "any_lr",
      "defender",
      "defender_110",
      "discovery",
      "discovery_sport",
      "range_rover",
      "range_rover_sport",
    ]);
    expect(matchesExternalStock("Range Rover", [{ range_rover_velar: 1 }])).toBe(true);
    expect(matchesExternalStock("any_lr", [{ discovery_sport: 1 }])).toBe(true);
    expect(matchesExternalStock("any_jag", [{ discovery_sport: 1 }])).toBe(false);
    expect(matchesExternalStock("any_jag", [{ "f-pace": 1 }])).toBe(true);
    expect(matchesExternalStock("any_lr", [{ xe: 1 }])).toBe(false);
  });
});

describe("the browser-side state machine", () => {
  it("is visible until mounted, fetches only once mounted and enabled, then follows the verdict", () => {
    let state = INITIAL_DYNAMIC_CONTENT_STATE;
    expect(state.status).toBe("not_initialised");
    expect(isDynamicContentVisible(state)).toBe(true);
    expect(nextDynamicContentState(state, { type: "fetched", valid: false })).toBe(state);
    state = nextDynamicContentState(state, { type: "mounted", enabled: true });
    expect(state.status).toBe("fetching");
    expect(isDynamicContentVisible(state)).toBe(true);
    state = nextDynamicContentState(state, { type: "fetched", valid: false });
    expect(state.status).toBe("fetched");
    expect(isDynamicContentVisible(state)).toBe(false);
  });

  it("does not start when disabled and shows the fallback when the source fails", () => {
    const disabled = nextDynamicContentState(INITIAL_DYNAMIC_CONTENT_STATE, { type: "mounted", enabled: false });
    expect(disabled.status).toBe("not_initialised");
    expect(isDynamicContentVisible(disabled)).toBe(true);
    const fetching = nextDynamicContentState(INITIAL_DYNAMIC_CONTENT_STATE, { type: "mounted", enabled: true });
    const failed = nextDynamicContentState(fetching, { type: "failed" });
    expect(isDynamicContentVisible(failed)).toBe(false);
    expect(isDynamicContentVisible(failed, true)).toBe(true);
  });
});
