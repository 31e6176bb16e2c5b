import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { importFleet } from "../../services/listings/fleet-import.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";

/**
 * A page whose blocks carry mena_offers and reffine_sl rules (decisions 100 and 118): served from the
 * HTML cache, it reads neither the offers nor the stock; an offer change renders it again.
 */
const quote = (id: string, dc_strategy: Record<string, string>) => ({
  type: "quote",
  props: {
    id,
    quote: `Quote ${id}`,
    alignment: "center",
    author: "",
    author_position: "",
    box_color: "light-theme",
    padding: "normal",
    block_scroll_id: "",
    dc_strategy,
  },
});

describe("pages with dynamic-content rules in the HTML cache", () => {
  let testApp: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { cacheBytes: 8 * 1024 * 1024 });
    await importFleet(testApp.database.handle.db, generateFleet(20, 3));
    admin = await signIn(testApp, "admin");
    const lists = [{ uuid: "models-1", name: "models", field: "brand" }];
    const saved = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "dynamic_content.lists", value: JSON.stringify(lists) },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/offers",
      headers: admin.headers,
      payload: {
        id: "defender-deal",
        car_model_key: "defender",
        brand: "land_rover",
        model_family: "defender",
        category: "new_cars",
        market: "AE",
        title: "Defender deal",
        description: "<p>Deal</p>",
        prices: [{ label: "From", amount: 38990000, currency: "AED" }],
        published: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = await testApp.services.pages.create(
      { path: "/regional", title: "Regional" },
      {
        schemaVersion: 1,
        root: { props: {} },
        content: [
          quote("offer", { key: "mena_offers", value: "car_model_key=defender" }),
          quote("listed", { key: "reffine_sl", name: "models", value: "Land Rover" }),
          quote("unlisted", { key: "reffine_sl", name: "models", value: "Lotus" }),
        ],
      } as never,
      null,
    );
    if (!page.ok) throw new Error(JSON.stringify(page.error));
    const published = await testApp.services.pages.publish(page.value.id, page.value.revision, null);
    if (!published.ok) throw new Error(JSON.stringify(published.error));
  }, 60_000);
  afterAll(() => testApp.close());

  it("decides the rules on the first request, then serves the page without reading offers or stock", async () => {
    const offerReads = vi.spyOn(testApp.services.offers, "listActiveOffers");
    const listReads = vi.spyOn(testApp.services.dynamicContentLists, "byName");
    try {
      const first = await testApp.app.inject({ url: "/regional" });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain("Quote offer");
      expect(first.body).toContain("Quote listed");
      expect(first.body).not.toContain("Quote unlisted");
      expect(offerReads).toHaveBeenCalledTimes(1);
      expect(listReads).toHaveBeenCalledTimes(1);

      const second = await testApp.app.inject({ url: "/regional" });
      expect(second.body).toBe(first.body);
      expect(offerReads).toHaveBeenCalledTimes(1);
      expect(listReads).toHaveBeenCalledTimes(1);

      // The offer leaves: the offers revision moves, so the page is rendered again without its block.
      const removed = await testApp.app.inject({
        method: "DELETE",
        url: "/api/offers/defender-deal",
        headers: { ...admin.headers, "if-match": '"1"' },
      });
      expect(removed.statusCode).toBe(204);
      const third = await testApp.app.inject({ url: "/regional" });
      expect(third.body).not.toContain("Quote offer");
      expect(third.body).toContain("Quote listed");
      expect(offerReads).toHaveBeenCalledTimes(2);
    } finally {
      offerReads.mockRestore();
      listReads.mockRestore();
    }
  });
});
