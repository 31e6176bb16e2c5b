import { describe, expect, it } from "vitest";
import { showroomVehicle, price } from "../../tests/support/showroom-vehicle.ts";
import {
  ANALYTICS_STATE_LABELS,
  STOCK_LOCATOR_ROUTES,
  analyticsNameplate,
  analyticsPaymentType,
  analyticsState,
  analyticsVehicle,
  classifyPageType,
  financeCalculatorEvent,
  pageTypeEvent,
  pushEvent,
  vehicleViewEvent,
  type DataLayerHost,
} from "./index.ts";

describe("the vehicle as mapped for analytics", () => {
  it("maps every field the seed lists", () => {
    expect(analyticsVehicle(showroomVehicle())).toEqual({
      brand: "Jaguar",
      series: "F-PACE",
      version_name: "R-Dynamic SE",
      id: "v000042",
      nameplate: "x761",
      status: "stock",
      availability_date: "2026-03-15",
      state: "approved",
      state_label: "approved_vehicle",
      vin: "SALJA1BC2DE345678",
      mileage: 24310,
      transmission: "automatic",
      engine_type: "diesel, mhev",
      power: "221 kW",
      engine_capacity: "3.0 L",
      color_interior: "Ebony",
      color: "Firenze Red",
      productionYear: 2023,
      prices: { purchase: 61000, sale: 61000, drive_away: null, msrp: 98000, lease: 1083, subscribe: null },
      price_hide: false,
      prices_type: "inc_gst",
      owner: {
        name: "Jaguar Sydney City",
        city: "Sydney",
        phone: "+61 2 9000 1000",
        email: "sales.sydneycity@forecourt.example",
        dealer_code: "AU001",
      },
      nameplateModelGroup: "F-PACE",
    });
  });

  it("maps external model names to the platform codes x761, x590, x152, x760 and x260", () => {
    const codes = { "F-PACE": "x761", "I-PACE": "x590", "F-TYPE": "x152", XE: "x760", XF: "x260" };
    for (const [name, code] of Object.entries(codes)) {
      expect(analyticsNameplate({ nameplate_external_code: name, model: "anything" }), name).toBe(code);
      expect(
        analyticsNameplate({ nameplate_external_code: name.toLowerCase().replace("-", " "), model: "anything" }),
      ).toBe(code);
      expect(analyticsNameplate({ nameplate_external_code: null, model: name }), `${name} by model`).toBe(code);
      expect(analyticsNameplate({ nameplate_external_code: code.toUpperCase(), model: "anything" })).toBe(code);
    }
    expect(analyticsNameplate({ nameplate_external_code: null, model: "Defender 110" })).toBe("Defender 110");
    expect(analyticsNameplate({ nameplate_external_code: "L663", model: "Defender 110" })).toBe("L663");
  });

  it("labels new as the new-vehicle label, used and approved as the approved label, the configurator as new_config", () => {
    expect(ANALYTICS_STATE_LABELS[analyticsState("new")]).toBe("new_vehicle");
    expect(ANALYTICS_STATE_LABELS[analyticsState("used")]).toBe("approved_vehicle");
    expect(ANALYTICS_STATE_LABELS[analyticsState("approved")]).toBe("approved_vehicle");
    expect(analyticsState("new", "configurator")).toBe("configurator");
    expect(analyticsVehicle(showroomVehicle({ state: "new" }), "configurator")).toMatchObject({
      state: "configurator",
      state_label: "new_config",
    });
    expect(analyticsVehicle(showroomVehicle({ state: "used" }))).toMatchObject({
      state: "used",
      state_label: "approved_vehicle",
    });
  });

  it("counts the payment option 'calculator' as lease", () => {
    expect(analyticsPaymentType("calculator")).toBe("lease");
    expect(analyticsPaymentType("cash")).toBe("cash");
    expect(financeCalculatorEvent("v1", { depositPercent: 25, years: 5 })).toMatchObject({
      payment_type: "lease",
      category: "finance_calculator",
    });
  });

  it("keeps hidden prices out of the data layer and sets the price-hide flag", () => {
    const hidden = showroomVehicle();
    hidden.prices = {
      ...hidden.prices,
      purchase: price(61000, true),
      sale: price(61000, true),
      old: price(65000, true),
      msrp: price(98000, true),
      on_the_road: null,
      lease: price(1083, true, "lease"),
    };
    const mapped = analyticsVehicle(hidden);
    expect(mapped.price_hide).toBe(true);
    expect(Object.values(mapped.prices).every((value) => value === null)).toBe(true);
  });

  it("joins the engine types and tolerates a vehicle without owner or delivery date", () => {
    const vehicle = showroomVehicle({ owner: null });
    vehicle.specification = { ...vehicle.specification, deliveryDate: "", nameplateModelGroup: "" };
    expect(analyticsVehicle(vehicle)).toMatchObject({
      owner: null,
      availability_date: null,
      engine_type: "diesel, mhev",
      nameplateModelGroup: "F-PACE",
    });
  });
});

describe("page type classification", () => {
  it("classifies the order-online steps, the showroom, stock pages and everything else", () => {
    expect(classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.success })).toBe("checkout_order_confirmation");
    expect(classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.confirmation })).toBe("checkout_order_confirmation");
    expect(classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.checkout })).toBe("checkout_reservation");
    expect(classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.details })).toBe("checkout");
    expect(classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.preview })).toBe("pdp");
    expect(classifyPageType({ routeName: "cms-page", blockTypes: ["hero-title-banner", "stock-locator"] })).toBe("plp");
    expect(classifyPageType({ blockTypes: new Set(["quote", "stock-locator-carousel"]) })).toBe("plp");
    expect(classifyPageType({ blockTypes: ["quote", "tabs"] })).toBe("dx_other");
    expect(classifyPageType({ blockTypes: ["stocklocator"] })).toBe("dx_other");
    expect(classifyPageType({})).toBe("dx_other");
  });

  it("the route wins over the blocks", () => {
    expect(classifyPageType({ routeName: STOCK_LOCATOR_ROUTES.preview, blockTypes: ["stock-locator"] })).toBe("pdp");
  });
});

describe("the data layer", () => {
  it("pushes events, creating the layer when asked to", () => {
    const host: DataLayerHost = {};
    expect(pushEvent(host, pageTypeEvent("pdp"))).toBe(true);
    expect(host.dataLayer).toEqual([{ event: "page_type", category: "page_type", page_type: "pdp" }]);
  });

  it("de-duplicates by category only when asked", () => {
    const host: DataLayerHost = { dataLayer: [] };
    const first = financeCalculatorEvent("v1", { depositPercent: 25, years: 4 });
    const second = financeCalculatorEvent("v1", { depositPercent: 30, years: 4 });
    expect(pushEvent(host, first, { dedupeByCategory: true })).toBe(true);
    expect(pushEvent(host, second, { dedupeByCategory: true })).toBe(false);
    expect(host.dataLayer).toHaveLength(1);
    expect(pushEvent(host, second)).toBe(true);
    expect(host.dataLayer).toHaveLength(2);
    // Events without a category are never de-duplicated.
    expect(pushEvent(host, { event: "x" }, { dedupeByCategory: true })).toBe(true);
    expect(pushEvent(host, { event: "x" }, { dedupeByCategory: true })).toBe(true);
  });

  it("with onlyIfPresent, pushes nothing on a page that set up no data layer", () => {
    const host: DataLayerHost = {};
    expect(pushEvent(host, { event: "x" }, { onlyIfPresent: true })).toBe(false);
    expect(host.dataLayer).toBeUndefined();
  });

  it("the vehicle view event carries the mapped vehicle", () => {
    expect(vehicleViewEvent(showroomVehicle())).toMatchObject({
      event: "vehicle_view",
      category: "vehicle_view",
      vehicle: { id: "v000042", nameplate: "x761" },
    });
  });
});
