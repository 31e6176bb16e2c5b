import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/app.ts";
import { DATABASE_KINDS } from "../../tests/support/databases.ts";
import { parseHtml } from "../../tests/support/render-block.ts";

describe.each(DATABASE_KINDS)("maps on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
  });
  afterAll(() => testApp.close());

  it("serves the demo's local tiles and refuses coordinates that are not tiles", async () => {
    const tile = await testApp.app.inject({ method: "GET", url: "/map-tiles/12/2398/2360.svg" });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers["content-type"]).toContain("image/svg+xml");
    expect(tile.body).toContain("12/2398/2360");
    expect((await testApp.app.inject({ method: "GET", url: "/map-tiles/40/1/1.svg" })).statusCode).toBe(400);
  });

  it("gives map blocks no tiles until maps.tiles is set, then the URL with the key filled in", async () => {
    const { mapTiles } = testApp.services;
    expect(await mapTiles.current()).toBeNull();
    await testApp.services.settings.upsert(
      "maps.tiles",
      JSON.stringify({
        url: "https://tiles.example/{z}/{x}/{y}.png?key={key}",
        attribution: "© Example",
        api_key: "k1",
      }),
    );
    expect(await mapTiles.current()).toEqual({
      url: "https://tiles.example/{z}/{x}/{y}.png?key=k1",
      attribution: "© Example",
      max_zoom: 18,
    });
    // The Find a retailer page: the map block's island payload carries the tiles; the address list is in the HTML.
    const page = await testApp.app.inject({ method: "GET", url: "/find-a-retailer" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("tiles.example");
    const dom = parseHtml(page.body);
    expect(dom.querySelector(".dual-frame-map .fc-map__address")?.textContent).toContain("1 Rivonia Road");
  });
});
