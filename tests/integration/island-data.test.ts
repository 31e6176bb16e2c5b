import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeUrl } from "../../model/api/route-contract.ts";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { siteRoutes } from "../../model/api/site-routes.ts";
import { createTestApp, type TestApp } from "../support/app.ts";

/**
 * The stock list's data is not embedded in its page twice: its island asks GET /_island-data for it, by the
 * contract the islands runtime calls (model/api/site-routes.ts).
 */
describe("an island's data (GET /_island-data)", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    await testApp.services.fleet.replace(generateFleet(20, 3));
  });
  afterAll(() => testApp.close());

  const get = (query: { page?: string; block?: string }) =>
    testApp.app.inject({ url: routeUrl(siteRoutes.islandData, { query }) });

  it("answers the stock list's data for its page, which the page itself leaves out", async () => {
    const page = await testApp.app.inject({ url: "/stock" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/"fetchData":true/);

    const answer = await get({ page: "/stock", block: "stock" });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-cache");
    // The vehicles whose cards the page shows, here as data: the island renders the same list.
    const data = answer.json() as { listKey: string; data: { link: string }[] };
    expect(data.listKey).toBe("all");
    expect(data.data.length).toBeGreaterThan(0);
    for (const vehicle of data.data) expect(page.body).toContain(`href="${vehicle.link}"`);
  });

  it("is a 404 for a block not on the page, a page that is not there, or a missing parameter", async () => {
    for (const query of [{ page: "/stock", block: "nope" }, { page: "/no-such-page", block: "stock" }, {}]) {
      const answer = await get(query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(404);
    }
  });
});
