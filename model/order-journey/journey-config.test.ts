import { describe, expect, it } from "vitest";
import {
  CONFIG_TYPES,
  DEFAULT_STEPS,
  configTypeFor,
  journeyMode,
  journeyPages,
  journeySteps,
  journeyViewOf,
  orderCallToAction,
  orderOnlineSettings,
  type ShowroomConfigEntry,
} from "./journey-config.ts";

describe("showroom config entries", () => {
  it("has every base type and its config_ variant", () => {
    expect(CONFIG_TYPES).toContain("order_online_success_page");
    expect(CONFIG_TYPES).toContain("config_order_online_steps_page");
    expect(CONFIG_TYPES).toContain("config_cash");
    expect(CONFIG_TYPES).toHaveLength(16);
  });

  it("normal mode reads the base entries, configurator mode the config_ variants", () => {
    expect(journeyMode(null)).toBe("normal");
    expect(journeyMode("https://configurator.example/abc")).toBe("configurator");
    expect(configTypeFor("normal", "order_online")).toBe("order_online");
    expect(configTypeFor("configurator", "order_online")).toBe("config_order_online");
    const entries: ShowroomConfigEntry[] = [
      { config_type: "order_online_steps_page", data: { steps: [{ label: "Car", type: "vehicle" }] } },
      { config_type: "config_order_online_steps_page", data: { steps: [{ label: "Build", type: "vehicle" }] } },
    ];
    expect(journeySteps(entries, "normal")[0]!.label).toBe("Car");
    expect(journeySteps(entries, "configurator")[0]!.label).toBe("Build");
  });

  it("step count and labels come from the steps page entry, the checkout step last", () => {
    const steps = journeySteps(
      [
        {
          config_type: "order_online_steps_page",
          data: {
            steps: [
              { label: "Pay", type: "checkout" },
              { label: "The car", type: "vehicle" },
              { label: "You", type: "customer_details" },
              { label: "Bad", type: "unknown" },
            ],
          },
        },
      ],
      "normal",
    );
    expect(steps.map((step) => step.label)).toEqual(["The car", "You", "Pay"]);
  });

  it("without usable steps, the default three", () => {
    expect(journeySteps([], "normal")).toEqual(DEFAULT_STEPS);
    expect(
      journeySteps(
        [{ config_type: "order_online_steps_page", data: { steps: [{ label: "x", type: "checkout" }] } }],
        "normal",
      ),
    ).toEqual(DEFAULT_STEPS);
  });

  it("the showroom call to action: only for an orderable status; free reservation says Reserve online", () => {
    const settings = orderOnlineSettings([], "normal");
    const inStock = { id: "v1", status: "stock", availability: "available" } as const;
    expect(orderCallToAction(settings, inStock)).toEqual({
      label: "Reserve online",
      href: "/showroom-order-online/vehicle/v1",
    });
    expect(orderCallToAction(settings, { id: "v1", status: "sold", availability: "sold" })).toBeNull();
    const paid = orderOnlineSettings([{ config_type: "order_online", data: { vendor: "STRIPE" } }], "normal");
    expect(orderCallToAction(paid, inStock)?.label).toBe("Order online");
    const off = orderOnlineSettings([{ config_type: "order_online", data: { enabled: false } }], "normal");
    expect(orderCallToAction(off, inStock)).toBeNull();
  });

  it("the showroom call to action: none for a vehicle a buyer holds, whatever its stock status", () => {
    const settings = orderOnlineSettings([], "normal");
    expect(orderCallToAction(settings, { id: "v1", status: "stock", availability: "reserved" })).toBeNull();
  });

  it("pages come from the page entries, defaults otherwise", () => {
    const pages = journeyPages(
      [{ config_type: "order_online_checkout_page", data: { page_path: "/buy/pay" } }],
      "normal",
    );
    expect(pages).toEqual({ steps: "/order-online/steps", checkout: "/buy/pay", success: "/order-online/success" });
  });

  it("names the journey view of a path", () => {
    expect(journeyViewOf("/showroom-order-online/vehicle/abc")).toEqual({ view: "details", param: "abc" });
    expect(journeyViewOf("/showroom-order-online/vehicle/")).toEqual({ view: "details", param: null });
    expect(journeyViewOf("/showroom-order-online/checkout")).toEqual({ view: "checkout", param: null });
    expect(journeyViewOf("/showroom-order-online/confirmation/ORD-1")).toEqual({
      view: "confirmation",
      param: "ORD-1",
    });
    expect(journeyViewOf("/showroom-order-online/")).toEqual({ view: "start", param: null });
    expect(journeyViewOf("/stock")).toBeNull();
  });
});
