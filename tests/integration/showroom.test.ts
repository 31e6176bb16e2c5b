import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

const fleet = generateFleet(300);

interface ListedVehicle {
  id: string;
  link: string;
  title: string;
  state: string;
  model: string;
  prices: {
    purchase: { formatted: string; hiddenFromVisitors: boolean } | null;
    sale: unknown;
    drive_away: { formatted: string } | null;
  };
}

const text = (node: Element | null | undefined) => node?.textContent?.replaceAll("\u00a0", " ").trim() ?? "";

describe.each(DATABASE_KINDS)("the showroom vehicle page on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  let vehicle: ListedVehicle;
  const page = async (url: string) => {
    const response = await testApp.app.inject({ url });
    return { response, dom: parseHtml(response.body.replace(/^<!doctype html>/, "")) };
  };
  const save = (key: string, value: string) =>
    testApp.app.inject({ method: "POST", url: "/settings", headers: admin.headers, payload: { key, value } });

  beforeAll(async () => {
    testApp = await createTestApp(kind);
    await testApp.services.fleet.replace(fleet);
    admin = await signIn(testApp, "admin");
    // A vehicle with a visible price, not on sale and with no drive-away price: its headline is the purchase price.
    const list = (
      await testApp.app.inject({ url: "/public_api/listing/all?items=12&filter[state_in]=approved" })
    ).json() as { data: ListedVehicle[] };
    vehicle = list.data.find(
      (candidate) =>
        candidate.prices.purchase &&
        !candidate.prices.purchase.hiddenFromVisitors &&
        !candidate.prices.sale &&
        !candidate.prices.drive_away,
    )!;
  });
  afterAll(() => testApp.close());

  it("renders the vehicle at its listing link with its title, prices, specification and similar vehicles", async () => {
    const { response, dom } = await page(vehicle.link);
    expect(response.statusCode).toBe(200);
    expect(text(dom.querySelector("h1"))).toBe(vehicle.title);
    expect(text(dom.querySelector(".showroom-price__main"))).toBe(vehicle.prices.purchase!.formatted);
    expect(dom.querySelector('[data-presentation="list"] [data-attribute="vin"]')).not.toBeNull();
    expect(dom.querySelector('[data-presentation="accordion"] [data-attribute="status"]')).not.toBeNull();
    const similar = [...dom.querySelectorAll("#similar a.vehicle-card__link")].map((link) =>
      link.getAttribute("href")!,
    );
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(6);
    for (const href of similar) {
      expect(href).toMatch(/^\/showroom\/[a-z0-9-]+-v\d{6}$/);
      expect(href.endsWith(`-${vehicle.id}`)).toBe(false);
      const id = /-(v\d{6})$/.exec(href)![1];
      expect(fleet.vehicles.find((candidate) => candidate.id === id)?.nameplate_name).toBe(vehicle.model);
    }
    // The seed's meta tags (Open Graph, Twitter, canonical) are disabled on this route; the page has a title
    // and, for search engines, a description (decision 017).
    expect(text(dom.querySelector("title"))).toContain(vehicle.title);
    expect(dom.querySelectorAll("meta[property^='og:'], meta[name^='twitter:'], link[rel='canonical']")).toHaveLength(
      0,
    );
    expect(dom.querySelectorAll("meta[name='description']")).toHaveLength(1);
    // The gallery and the calculator are islands; the runtime is linked only with a client build, which tests have not.
    expect(dom.querySelector('[data-island="shell:showroom-gallery"]')).not.toBeNull();
    expect(dom.querySelector('[data-island="shell:finance-calculator"]')).not.toBeNull();
  });

  it("follows the listing API: the same similar vehicles as /public_api/listing/all/vehicle/{id}", async () => {
    const api = (await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${vehicle.id}` })).json() as {
      meta: { similar: { link: string }[] };
    };
    const { dom } = await page(vehicle.link);
    expect([...dom.querySelectorAll("#similar a.vehicle-card__link")].map((link) => link.getAttribute("href"))).toEqual(
      api.meta.similar.map((entry) => entry.link),
    );
  });

  it("redirects a wrong slug for a valid id to the canonical slug (301), keeping the query", async () => {
    const wrong = await testApp.app.inject({ url: `/showroom/not-the-right-slug-${vehicle.id}?utm_source=mail` });
    expect(wrong.statusCode).toBe(301);
    expect(wrong.headers.location).toBe(`${vehicle.link}?utm_source=mail`);
    const bare = await testApp.app.inject({ url: `/showroom/${vehicle.id}` });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(vehicle.link);
  });

  it("answers an unknown id, or a vehicle outside the chosen list, with the 404 page", async () => {
    const missing = await page("/showroom/approved-range-rover-v999999");
    expect(missing.response.statusCode).toBe(404);
    expect(text(missing.dom.querySelector("h1"))).toBe("Page not found");
    const otherBrand = vehicle.link.includes("jaguar") ? "land-rover" : "jaguar";
    expect((await testApp.app.inject({ url: `${vehicle.link}?list=${otherBrand}` })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `${vehicle.link}?list=${vehicle.state}` })).statusCode).toBe(200);
  });

  it("reads another publication list with ?list= and keeps it on similar vehicle links", async () => {
    const { response, dom } = await page(`${vehicle.link}?list=${vehicle.state}`);
    expect(response.statusCode).toBe(200);
    const links = [...dom.querySelectorAll("#similar a.vehicle-card__link")].map((link) => link.getAttribute("href")!);
    for (const href of links) expect(href).toMatch(new RegExp(`\\?list=${vehicle.state}$`));
  });

  it("shows the back link of sl.back_button for the vehicle's publication list, and none without the setting", async () => {
    expect((await page(vehicle.link)).dom.querySelector(".showroom-back")).toBeNull();
    const links = [
      { url: "/stock", label: "Back to all stock" },
      { url: `/${vehicle.state}-cars`, publication_lists: [vehicle.state] },
    ];
    expect((await save("sl.back_button", JSON.stringify(links))).statusCode).toBeLessThan(300);
    try {
      const everyList = (await page(vehicle.link)).dom.querySelector(".showroom-back a");
      expect(everyList?.getAttribute("href")).toBe("/stock");
      expect(text(everyList)).toBe("Back to all stock");
      // A vehicle read from its state's list goes back to that list's page, under the default label.
      const ownList = (await page(`${vehicle.link}?list=${vehicle.state}`)).dom.querySelector(".showroom-back a");
      expect(ownList?.getAttribute("href")).toBe(`/${vehicle.state}-cars`);
      expect(text(ownList)).toBe("Back to results");
      // A link that is not a site path or an https address is refused with its path, and nothing changes.
      const refused = await save("sl.back_button", JSON.stringify([{ url: "javascript:alert(1)" }]));
      expect(refused.statusCode).toBe(422);
      expect(refused.body).toContain("/0/url");
      expect((await page(vehicle.link)).dom.querySelector(".showroom-back a")?.getAttribute("href")).toBe("/stock");
    } finally {
      const stored = (await testApp.app.inject({ url: "/settings", headers: admin.headers })).json() as {
        data?: { id: string; key: string }[];
      };
      const id = (stored.data ?? (stored as unknown as { id: string; key: string }[])).find(
        (setting) => setting.key === "sl.back_button",
      )?.id;
      if (id) await testApp.app.inject({ method: "DELETE", url: `/settings/${id}`, headers: admin.headers });
    }
  });

  it("names seat counts as sl.seats_translations says, on the listing API, and as N seats without it", async () => {
    const single = async () =>
      (
        (await testApp.app.inject({ url: `/public_api/listing/all/vehicle/${vehicle.id}` })).json() as {
          data: { specification: { numberOfSeats: string } };
        }
      ).data.specification.numberOfSeats;
    const before = await single();
    expect(before).toMatch(/^\d+ seats?$/);
    const count = before.split(" ")[0]!;
    expect(
      (await save("sl.seats_translations", JSON.stringify({ [count]: `${count} seats, leather` }))).statusCode,
    ).toBeLessThan(300);
    try {
      expect(await single()).toBe(`${count} seats, leather`);
    } finally {
      await save("sl.seats_translations", "null");
    }
    expect(await single()).toBe(before);
  });

  it("hides the retailer when owner_visible is off, and pushes analytics only when analytics.enabled is on", async () => {
    expect((await page(vehicle.link)).response.body).not.toContain("dataLayer");
    expect((await save("sl.owner_visible", "false")).statusCode).toBeLessThan(300);
    expect((await save("analytics.enabled", "true")).statusCode).toBeLessThan(300);
    try {
      const { response, dom } = await page(vehicle.link);
      expect(dom.querySelector("#retailer")).toBeNull();
      expect(dom.querySelector(".showroom__owner")).toBeNull();
      expect(response.body).toContain('"page_type":"pdp"');
      expect(response.body).toContain(`"event":"vehicle_view"`);
      expect(response.body).toContain(`"id":"${vehicle.id}"`);
      expect((await testApp.app.inject({ url: "/no/such/page" })).body).toContain('"page_type":"dx_other"');
    } finally {
      await save("sl.owner_visible", "true");
      await save("analytics.enabled", "false");
    }
  });
});

describe("the showroom behind REQUIRE_USER_LOGIN", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { env: { REQUIRE_USER_LOGIN: "true" } });
    await testApp.services.fleet.replace(generateFleet(20));
  });
  afterAll(() => testApp.close());

  it("sends an anonymous visitor to sign in, and shows the page to a signed-in one", async () => {
    const link = `/showroom/anything-${fleet.vehicles[0]!.id}`;
    const anonymous = await testApp.app.inject({ url: link });
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toContain("/auth/login");
    const viewer = await signIn(testApp, "viewer");
    const signedIn = await testApp.app.inject({ url: link, headers: viewer.headers });
    expect(signedIn.statusCode).toBe(301);
    const canonical = await testApp.app.inject({ url: signedIn.headers.location as string, headers: viewer.headers });
    expect(canonical.statusCode).toBe(200);
  });
});
