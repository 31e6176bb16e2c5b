import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";

/**
 * Offers and block schedules turn over in the HTML cache at their boundaries, read from the one
 * injected render clock (decisions 105 and 114), here the test clock file a browser test uses too.
 */
describe("scheduled offers and the HTML cache, with the test clock", () => {
  const clockFile = path.join(mkdtempSync(path.join(tmpdir(), "forecourt-clock-")), "now");
  let testApp: TestApp;
  let admin: SignedIn;
  let pageId = "";
  const setClock = (iso: string) => writeFileSync(clockFile, iso);
  const get = () => testApp.app.inject({ method: "GET", url: "/scheduled-offer" });
  const visit = async () => (await get()).body;

  beforeAll(async () => {
    setClock("2030-06-10T12:00:00Z");
    testApp = await createTestApp("sqlite", {
      env: { NODE_ENV: "test", TEST_CLOCK_FILE: clockFile },
      cacheBytes: 4 * 1024 * 1024,
    });
    admin = await signIn(testApp, "admin");
    const inject = (url: string, payload: object, headers: Record<string, string> = {}) =>
      testApp.app.inject({ method: "POST", url, headers: { ...admin.headers, ...headers }, payload });
    const offer = await inject("/api/offers", {
      id: "june-deal",
      car_model_key: "defender_110",
      brand: "land_rover",
      model_family: "defender",
      category: "new_cars",
      market: "AE",
      title: "June Defender deal",
      published: true,
      // Europe/London is on BST (UTC+1) in June: 00:00:01 on 11 June is 23:00:01 UTC on 10 June.
      schedule: { start: "2030-06-11", end: "2030-06-12" },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const block = (type: string, id: string, props: object) => ({ type, props: { id, ...props } });
    const created = await inject("/api/cms/pages", {
      path: "/scheduled-offer",
      title: "Scheduled offer",
      draft: {
        schemaVersion: 1,
        root: { props: {} },
        content: [
          block("single-offer", "deal", { offer_id: "june-deal" }),
          block("quote", "banner", {
            quote: "Weekend banner",
            offer_schedule: { start_date: "2030-06-12", end_date: "2030-06-12" },
          }),
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    pageId = created.json().id;
    const published = await inject(
      `/api/cms/pages/${created.json().id}/publish`,
      {},
      {
        "if-match": created.headers.etag as string,
      },
    );
    expect(published.statusCode, published.body).toBe(200);
  }, 60_000);
  afterAll(() => testApp.close());

  it("shows a scheduled offer from its first second and hides it after its last, through the cache", async () => {
    const first = await get();
    expect(first.body).not.toContain("June Defender deal");
    // Just before the boundary the cached page is served: a render would carry a new nonce, so a new ETag.
    setClock("2030-06-10T23:00:00.999Z");
    const cached = await get();
    expect(cached.body).not.toContain("June Defender deal");
    expect(cached.headers.etag).toBe(first.headers.etag);
    // At the boundary the entry has expired: rendered again, with the offer.
    setClock("2030-06-10T23:00:01Z");
    const turned = await get();
    expect(turned.body).toContain("June Defender deal");
    expect(turned.headers.etag).not.toBe(first.headers.etag);
    expect(await visit()).not.toContain("Weekend banner");
    // The block's own schedule: 12 June, London time.
    setClock("2030-06-11T23:00:01Z");
    const both = await visit();
    expect(both).toContain("June Defender deal");
    expect(both).toContain("Weekend banner");
    // After 23:59:59 on 12 June London time both are gone.
    setClock("2030-06-12T22:59:59.999Z");
    expect(await visit()).toContain("Weekend banner");
    setClock("2030-06-12T23:00:00Z");
    const after = await visit();
    expect(after).not.toContain("June Defender deal");
    expect(after).not.toContain("Weekend banner");
  });

  it("lets a signed-in editor preview the page at another date and time of the site", async () => {
    setClock("2030-06-01T12:00:00Z");
    const preview = (query: string, headers: Record<string, string> = admin.headers) =>
      testApp.app.inject({ method: "GET", url: `/cms/preview/${pageId}${query}`, headers });
    const now = await preview("");
    expect(now.body).not.toContain("June Defender deal");
    // 10:00 on 12 June in London: the offer runs and the block's one-day schedule shows.
    const later = await preview("?at=2030-06-12T10:00");
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain("June Defender deal");
    expect(later.body).toContain("Weekend banner");
    // 00:00:00 on 11 June is one second before the offer starts.
    expect((await preview("?at=2030-06-11T00:00:00")).body).not.toContain("June Defender deal");
    expect((await preview("?at=2030-06-11T00:00:01")).body).toContain("June Defender deal");
    const bad = await preview("?at=2030-02-30T10:00");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("The preview time must be a date and time");
    expect((await preview("?at=2030-06-12T10:00", {})).statusCode).toBe(302);
    // The site itself is untouched by a preview: still no offer at the clock's time.
    expect(await visit()).not.toContain("June Defender deal");
  });

  it("is refused outside a test run", async () => {
    const { loadConfig } = await import("../../services/config.ts");
    expect(() => loadConfig({ NODE_ENV: "production", TEST_CLOCK_FILE: clockFile })).toThrow(
      /TEST_CLOCK_FILE is for browser tests only and needs NODE_ENV=test/,
    );
    expect(() => loadConfig({ TEST_CLOCK_FILE: clockFile })).toThrow(/needs NODE_ENV=test/);
  });
});
