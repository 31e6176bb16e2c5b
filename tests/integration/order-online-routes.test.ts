import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { parseHtml } from "../support/render-block.ts";

/** The order-online routes and the showroom's call to action. */
describe("order-online routes", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  const page = async (url: string) => {
    const response = await testApp.app.inject({ url });
    return { response, dom: parseHtml(response.body.replace(/^<!doctype html>/, "")) };
  };
  const save = (key: string, value: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key, value: typeof value === "string" ? value : JSON.stringify(value) },
    });

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    await testApp.services.fleet.replace(generateFleet(60));
    admin = await signIn(testApp, "admin");
  }, 60_000);
  afterAll(() => testApp.close());

  it("shows the journey's CMS pages with the checkout block, without meta tags", async () => {
    for (const url of [
      "/showroom-order-online/",
      "/showroom-order-online/vehicle/abc",
      "/showroom-order-online/vehicle/",
      "/showroom-order-online/checkout",
      "/showroom-order-online/success",
      "/showroom-order-online/confirmation/A-1",
    ]) {
      const { response, dom } = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(dom.querySelector("[data-island] .order-online, .order-online"), url).not.toBeNull();
      expect(dom.querySelector('meta[name="description"]'), url).toBeNull();
      expect(dom.querySelector('link[rel="canonical"]'), url).toBeNull();
    }
    // The fixture's steps page, as the editor wrote it.
    expect((await page("/showroom-order-online/vehicle/abc")).dom.querySelector("h1")?.textContent).toBe(
      "Reserve your vehicle online",
    );
  });

  it("shows the page the showroom config names, or the block's defaults when there is none", async () => {
    expect((await save("showroom_config.order_online_checkout_page", { page_path: "/no-such-page" })).statusCode).toBe(
      201,
    );
    try {
      expect((await page("/showroom-order-online/checkout")).dom.querySelector("h1")?.textContent).toBe(
        "Reserve your vehicle",
      );
    } finally {
      await save("showroom_config.order_online_checkout_page", { page_path: "/order-online/checkout" });
    }
  });

  it("reports the analytics page types by route", async () => {
    await save("analytics.enabled", "true");
    try {
      const types = {
        "/showroom-order-online/vehicle/abc": "checkout",
        "/showroom-order-online/checkout": "checkout_reservation",
        "/showroom-order-online/success": "checkout_order_confirmation",
        "/showroom-order-online/confirmation/A-1": "checkout_order_confirmation",
      };
      for (const [url, type] of Object.entries(types))
        expect((await page(url)).response.body, url).toContain(`"page_type":"${type}"`);
    } finally {
      await save("analytics.enabled", "false");
    }
  });

  it("puts Reserve online on the showroom page of an orderable vehicle only, as the config says", async () => {
    const list = (await testApp.app.inject({ url: "/public_api/listing/all?items=12" })).json() as {
      data: { id: string; link: string; status: string }[];
    };
    const inStock = list.data.find((vehicle) => vehicle.status === "stock")!;
    const sold = list.data.find((vehicle) => vehicle.status === "sold" || vehicle.status === "in_production");
    const cta = async (link: string) =>
      (await page(link)).dom.querySelector<HTMLAnchorElement>(".showroom__order-online");
    expect((await cta(inStock.link))?.getAttribute("href")).toBe(`/showroom-order-online/vehicle/${inStock.id}`);
    expect((await cta(inStock.link))?.textContent).toBe("Reserve online");
    if (sold) expect(await cta(sold.link)).toBeNull();
    await save("showroom_config.order_online", { enabled: true, vendor: "STRIPE" });
    expect((await cta(inStock.link))?.textContent).toBe("Order online");
    await save("showroom_config.order_online", { enabled: false });
    expect(await cta(inStock.link)).toBeNull();
  });

  it("answers the journey routes behind sign-in when REQUIRE_USER_LOGIN is on", async () => {
    const locked = await createTestApp("sqlite", { env: { REQUIRE_USER_LOGIN: "true" } });
    try {
      const response = await locked.app.inject({ url: "/showroom-order-online/checkout" });
      expect([302, 303]).toContain(response.statusCode);
      expect(response.headers.location).toContain("/auth/login");
    } finally {
      await locked.close();
    }
  }, 60_000);
});
