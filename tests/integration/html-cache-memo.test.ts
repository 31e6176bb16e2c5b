import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { RenderCache } from "../../renderer/site/render-cache.ts";
import type { SiteData } from "../../model/site/site-data.ts";
import { createSiteData } from "../../services/site/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";

const assets = { styles: ["/assets/site.css"], islandsEntry: "/assets/islands.js", islandChunks: {} };

/** The nonce of the response's policy: the same nonce means the same cached entry was sent. */
function nonceOf(policy: unknown): string {
  const nonce = /'nonce-([^']+)'/.exec(String(policy))?.[1];
  if (!nonce) throw new Error(`no nonce in ${String(policy)}`);
  return nonce;
}

// The HTML cache's hit path finds a URL's entry by a memo of its key, without the router (decision 190):
// everything the key depends on must still show on the very next request.
describe("cached pages found by the URL's memo", () => {
  let testApp: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages", cacheBytes: 8 * 1024 * 1024 });
    admin = await signIn(testApp, "admin");
  });
  afterAll(() => testApp.close());

  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

  it("serves a repeat visit from the cache reading the settings once, not the routes' loaders", async () => {
    const site = createSiteData(testApp.services, { revisionTtlMs: 0 });
    let settingsReads = 0;
    const counted: SiteData = {
      ...site,
      settings: () => {
        settingsReads++;
        return site.settings();
      },
    };
    const render = createSiteRenderer({ data: counted, assets, cache: new RenderCache(1024 * 1024) });
    const first = await render({ url: "/static", anonymous: true });
    // The router's path: its root loader, the page's loader and the cache probe each read them.
    const second = await render({ url: "/static", anonymous: true });
    expect(second.nonce).toBe(first.nonce);
    settingsReads = 0;
    const third = await render({ url: "/static", anonymous: true });
    expect(third.nonce).toBe(first.nonce);
    expect(third.body).toBe(first.body);
    expect(settingsReads).toBe(1);
  });

  it("answers a hit before the app's hooks with the very headers of the ordinary way, and 304 to a revalidation", async () => {
    const browser = { "accept-encoding": "br, gzip" };
    // Another page than the other tests', so that the first request renders it.
    const ordinary = await get("/media-blocks", browser);
    const early = await get("/media-blocks", browser);
    const comparable = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => name !== "date" && name !== "connection"));
    expect(ordinary.statusCode).toBe(200);
    expect(comparable(early.headers)).toEqual(comparable(ordinary.headers));
    expect(early.rawPayload.equals(ordinary.rawPayload)).toBe(true);
    expect(early.headers["x-content-type-options"]).toBe("nosniff");
    expect(early.headers["surrogate-key"]).toBeDefined();

    const again = await get("/media-blocks", { ...browser, "if-none-match": String(early.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.headers["content-security-policy"]).toBe(early.headers["content-security-policy"]);
  });

  it("shows a publish on the next request", async () => {
    const before = await get("/static");
    expect(nonceOf((await get("/static")).headers["content-security-policy"])).toBe(
      nonceOf(before.headers["content-security-policy"]),
    );
    const pages = testApp.services.pages;
    const summary = (await pages.list()).find((candidate) => candidate.path === "/static")!;
    const page = (await pages.get(summary.id))!;
    const draft = JSON.parse(JSON.stringify(page.draft).replace("Made for the journey", "Made for the weekend"));
    const updated = await pages.update(page.id, page.revision, { draft }, null);
    if (!updated.ok) throw new Error(JSON.stringify(updated.error));
    // A saved draft is not published: the cached page stands.
    expect((await get("/static")).body).toContain("Made for the journey");
    const published = await pages.publish(page.id, updated.value.revision, null);
    if (!published.ok) throw new Error(JSON.stringify(published.error));
    const after = await get("/static");
    expect(after.body).toContain("Made for the weekend");
    expect(after.body).not.toContain("Made for the journey");
    expect(nonceOf(after.headers["content-security-policy"])).not.toBe(
      nonceOf(before.headers["content-security-policy"]),
    );
  });

  it("shows a settings change on the next request", async () => {
    expect((await get("/static")).body).toContain("<title>Static blocks | Forecourt Motors</title>");
    const saved = await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "site.name", value: "Memo Motors" },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    expect((await get("/static")).body).toContain("<title>Static blocks | Memo Motors</title>");
  });

  it("keeps each language, each origin and each query of its own", async () => {
    const english = await get("/model-launch");
    const arabic = await get("/ar/model-launch");
    expect(english.body).toContain('<html lang="en"');
    expect(arabic.body).toContain('<html lang="ar"');
    expect((await get("/ar/model-launch")).body).toBe(arabic.body);
    expect((await get("/model-launch")).body).toBe(english.body);

    const canonical = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
    expect(canonical((await get("/static", { host: "one.example" })).body)).toBe("http://one.example/static");
    expect(canonical((await get("/static", { host: "two.example" })).body)).toBe("http://two.example/static");
    expect(canonical((await get("/static", { host: "one.example" })).body)).toBe("http://one.example/static");

    const stock = nonceOf((await get("/stock")).headers["content-security-policy"]);
    const used = nonceOf((await get("/stock?state=used")).headers["content-security-policy"]);
    expect(used).not.toBe(stock);
    expect(nonceOf((await get("/stock?state=used")).headers["content-security-policy"])).toBe(used);
    expect(nonceOf((await get("/stock")).headers["content-security-policy"])).toBe(stock);
  });

  it("never sends the cached page to a visitor with a session, nor theirs to anyone else", async () => {
    const cached = await get("/static");
    const again = await get("/static");
    expect(nonceOf(again.headers["content-security-policy"])).toBe(nonceOf(cached.headers["content-security-policy"]));
    const signedIn = await get("/static", admin.headers);
    expect(signedIn.body).toContain("editor-toolbar");
    expect(signedIn.headers["cache-control"]).toContain("no-store");
    expect(nonceOf(signedIn.headers["content-security-policy"])).not.toBe(
      nonceOf(cached.headers["content-security-policy"]),
    );
    const anonymous = await get("/static");
    expect(anonymous.body).not.toContain("editor-toolbar");
    expect(nonceOf(anonymous.headers["content-security-policy"])).toBe(
      nonceOf(cached.headers["content-security-policy"]),
    );
  });

  it("follows a page turned into a redirect", async () => {
    await get("/content-blocks");
    expect((await get("/content-blocks")).statusCode).toBe(200);
    const pages = testApp.services.pages;
    const summary = (await pages.list()).find((candidate) => candidate.path === "/content-blocks")!;
    const page = (await pages.get(summary.id))!;
    const updated = await pages.update(
      page.id,
      page.revision,
      { fields: { redirect_path: "/static", http_code: 301 } },
      null,
    );
    if (!updated.ok) throw new Error(JSON.stringify(updated.error));
    const moved = await get("/content-blocks");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/static");
  });
});
