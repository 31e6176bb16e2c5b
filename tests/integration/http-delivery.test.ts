import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { generateFleet } from "../../services/listings/demo-fleet.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";
import { loadConfig } from "../../services/config.ts";

/** A built client folder: one asset with its precompressed copies, and the editor's index.html. */
function builtClient(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), "forecourt-client-"));
  mkdirSync(path.join(clientDir, "assets"));
  mkdirSync(path.join(clientDir, "editor"));
  const script = `export const answer = ${JSON.stringify("x".repeat(4000))};\n`;
  writeFileSync(path.join(clientDir, "assets", "app-abc123.js"), script);
  writeFileSync(path.join(clientDir, "assets", "app-abc123.js.br"), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, "assets", "app-abc123.js.gz"), gzipSync(script));
  writeFileSync(
    path.join(clientDir, "editor", "index.html"),
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/editor.js"></script><link rel="modulepreload" href="/assets/react.js"></head><body><div id="editor-root"></div></body></html>',
  );
  return clientDir;
}

/** The nonce the response's Content-Security-Policy allows scripts with. */
function policyNonce(policy: string | undefined): string {
  const nonce = /script-src[^;]*'nonce-([^']+)'/.exec(policy ?? "")?.[1];
  if (!nonce) throw new Error(`no script nonce in ${policy}`);
  return nonce;
}

/** Every <script> element that a browser would execute (not JSON data islands), with its nonce attribute. */
function executableScripts(html: string): { tag: string; nonce: string | null }[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    .map((tag) => ({ tag, nonce: /\snonce="([^"]+)"/.exec(tag)?.[1] ?? null }));
}

const BROWSER = { "accept-encoding": "br, gzip" };

describe.each(DATABASE_KINDS)("HTTP delivery on %s", (kind) => {
  let testApp: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind, {
      seed: "tests/fixtures/pages",
      cacheBytes: 8 * 1024 * 1024,
      env: { CLIENT_DIR: builtClient() },
    });
    await testApp.services.fleet.replace(generateFleet(60, 3));
    admin = await signIn(testApp, "admin");
  });
  afterAll(() => testApp.close());
  const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url, headers });

  it("sends the security headers on site pages, the editor, API JSON and assets", async () => {
    const responses = {
      page: await get("/static"),
      editor: await get("/cms", admin.headers),
      json: await get("/public_api/pages/by_path/static"),
      asset: await get("/assets/app-abc123.js"),
      missing: await get("/api/no-such-route"),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers["content-security-policy"], name).toMatch(/frame-ancestors 'self'/);
      expect(response.headers["content-security-policy"], name).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers["x-content-type-options"], name).toBe("nosniff");
      expect(response.headers["referrer-policy"], name).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"], name).toBe("SAMEORIGIN");
      // Plain http: no HSTS (it would be ignored, and on localhost it would stick).
      expect(response.headers["strict-transport-security"], name).toBeUndefined();
    }
    expect(responses.editor.statusCode).toBe(200);
    expect(responses.asset.statusCode).toBe(200);
  });

  it("sends HSTS when the request came over https through a trusted proxy, and not for a forged header", async () => {
    // X-Forwarded-Proto from an untrusted client is ignored (TRUST_PROXY is off by default).
    expect(
      (await get("/static", { "x-forwarded-proto": "https" })).headers["strict-transport-security"],
    ).toBeUndefined();
    const proxied = await createTestApp(kind, { seed: "tests/fixtures/pages", env: { TRUST_PROXY: "127.0.0.1" } });
    try {
      const response = await proxied.app.inject({ url: "/static", headers: { "x-forwarded-proto": "https" } });
      expect(response.headers["strict-transport-security"]).toMatch(/^max-age=31536000/);
    } finally {
      await proxied.close();
    }
  });

  it("gives every executable script of a page the nonce of the response's policy, admin metaheads and analytics included", async () => {
    await testApp.app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: { key: "analytics.enabled", value: "true" },
    });
    const metaheads = [
      { language: "javascript", content: "window.inlineMetahead = true;", in_body: false },
      { language: "js-src", content: "https://tags.example.com/tag.js", in_body: true },
      {
        language: "html",
        content: '<script>window.htmlMetahead = true;</script><div onclick="alert(1)">x</div>',
        in_body: true,
      },
    ];
    for (const metahead of metaheads) {
      const created = await testApp.app.inject({
        method: "POST",
        url: "/metaheads",
        headers: admin.headers,
        payload: { ...metahead, sequence: 1, rdx_core_page_id: null, reload_on_each_page: false },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    for (const url of ["/islands", "/static", "/stock"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      const nonce = policyNonce(response.headers["content-security-policy"] as string);
      const scripts = executableScripts(response.body);
      // Analytics, the three metahead scripts, and the islands runtime where there are islands.
      expect(scripts.length, url).toBeGreaterThanOrEqual(4);
      for (const script of scripts) expect(script.nonce, `${url}: ${script.tag}`).toBe(nonce);
      expect(response.headers["content-security-policy"]).toContain("'strict-dynamic'");
    }
    const islands = await get("/islands");
    expect(islands.body).toMatch(/<script type="application\/json" data-island-props="i1">/);
    // Two anonymous responses of the same cached page share its nonce; a signed-in render gets its own.
    const signedIn = await get("/islands", { cookie: admin.headers.cookie });
    expect(policyNonce(signedIn.headers["content-security-policy"] as string)).not.toBe(
      policyNonce(islands.headers["content-security-policy"] as string),
    );
    for (const script of executableScripts(signedIn.body))
      expect(script.nonce).toBe(policyNonce(signedIn.headers["content-security-policy"] as string));
  });

  it("gives the editor's scripts the nonce of its policy, with inline styles allowed for Puck's canvas and inline scripts not", async () => {
    const response = await get("/cms", admin.headers);
    const policy = response.headers["content-security-policy"] as string;
    const nonce = policyNonce(policy);
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(executableScripts(response.body).map((script) => script.nonce)).toEqual([nonce]);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(policyNonce((await get("/cms", admin.headers)).headers["content-security-policy"] as string)).not.toBe(
      nonce,
    );
  });

  it("marks session, user and admin JSON no-store", async () => {
    const privateReads = ["/api/auth/session", "/api/users", "/api/cms/pages", "/settings", "/metaheads"];
    for (const url of privateReads) {
      const response = await get(url, admin.headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toMatch(/^application\/json/);
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    // Public JSON stays cacheable by validation.
    expect((await get("/public_api/pages/by_path/static")).headers["cache-control"]).not.toBe("no-store");
  });

  it("compresses pages with Brotli and gzip to the same HTML, with Vary: Accept-Encoding", async () => {
    for (const url of ["/static", "/no/such/page"]) {
      const plain = await get(url);
      const br = await get(url, { "accept-encoding": "br" });
      const gzip = await get(url, { "accept-encoding": "gzip" });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(gzip.headers["content-encoding"], url).toBe("gzip");
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      // A cached page is the same bytes every time; the 404 page has a fresh nonce per response.
      const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');
      expect(withoutNonces(brotliDecompressSync(br.rawPayload).toString("utf8"))).toBe(withoutNonces(plain.body));
      expect(withoutNonces(gunzipSync(gzip.rawPayload).toString("utf8"))).toBe(withoutNonces(plain.body));
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      // Compressed whole, not streamed: the length is known up front (no chunked encoding).
      expect(br.headers["content-length"], url).toBe(String(br.rawPayload.length));
      expect(br.headers["transfer-encoding"], url).toBeUndefined();
    }
  });

  it("compresses JSON and serves the build's precompressed assets", async () => {
    const json = await get("/public_api/listing/all", BROWSER);
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString("utf8"))).toHaveProperty("data");
    expect(json.headers["content-length"]).toBe(String(json.rawPayload.length));
    const asset = await get("/assets/app-abc123.js", BROWSER);
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(asset.rawPayload).toString("utf8")).toContain("export const answer");
    expect((await get("/assets/app-abc123.js", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe(
      "gzip",
    );
  });

  it("answers a revalidation of an unchanged page or JSON with 304, and the policy still names the nonce the kept body has", async () => {
    const first = await get("/static", BROWSER);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    const again = await get("/static", { ...BROWSER, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(policyNonce(again.headers["content-security-policy"] as string)).toBe(
      policyNonce(first.headers["content-security-policy"] as string),
    );
    // The body the browser keeps (analytics and metaheads are on: it has scripts) runs under the 304's policy.
    const kept = executableScripts(brotliDecompressSync(first.rawPayload).toString("utf8"));
    expect(kept.length).toBeGreaterThan(0);
    for (const script of kept)
      expect(script.nonce).toBe(policyNonce(again.headers["content-security-policy"] as string));
  });

  it("answers If-None-Match on JSON with 304", async () => {
    const first = await get("/public_api/pages/by_path/static");
    expect(first.headers.etag).toMatch(/^W\/"/);
    const again = await get("/public_api/pages/by_path/static", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("keys the HTML cache by the parameters a page reads: a random query reuses the cached page, stock filters do not", async () => {
    const nonceOf = async (url: string) => policyNonce((await get(url)).headers["content-security-policy"] as string);
    const home = await nonceOf("/static");
    // The same cached entry (same nonce) whatever unread parameter comes along.
    for (let i = 0; i < 5; i++) expect(await nonceOf(`/static?r=${Math.random()}`)).toBe(home);
    const stock = await nonceOf("/stock");
    expect(await nonceOf("/stock?utm_source=mail")).toBe(stock);
    const filtered = await nonceOf("/stock?state=new");
    expect(filtered).not.toBe(stock);
    expect(await nonceOf("/stock?utm_source=mail&state=new")).toBe(filtered);
  });

  it("serves the stock page from the cache without searching again, until a stock import moves the listings revision", async () => {
    const search = vi.spyOn(testApp.services.listings, "search");
    try {
      const first = await get("/stock?state=used");
      const searches = search.mock.calls.length;
      const second = await get("/stock?state=used");
      expect(search.mock.calls.length).toBe(searches);
      expect(second.body).toBe(first.body);
      // The count the filter panel's button shows ("Show 23 vehicles"): the page carries no list data.
      const total = (html: string) => /Show (\d+) vehicles?/.exec(html)?.[1];
      expect(total(first.body)).toBeDefined();
      await testApp.services.fleet.replace(generateFleet(20, 5));
      // The index is rebuilt in the background once the revision (read at most once a second) moved.
      let changed = "";
      for (let attempt = 0; attempt < 40 && !changed; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const body = (await get("/stock?state=used")).body;
        if (total(body) !== total(first.body)) changed = body;
      }
      expect(total(changed)).toBeDefined();
      expect(Number(total(changed))).toBeLessThan(Number(total(first.body)));
    } finally {
      search.mockRestore();
    }
  });
});

describe("the canonical URL", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite", {
      seed: "tests/fixtures/pages",
      env: { PUBLIC_URL: "https://www.example.com/" },
    });
  });
  afterAll(() => testApp.close());

  it("is absolute, from PUBLIC_URL whatever Host the request names", async () => {
    const response = await testApp.app.inject({ url: "/static", headers: { host: "attacker.example" } });
    expect(response.body).toContain('<link rel="canonical" href="https://www.example.com/static">');
    expect(response.body).toContain('<meta property="og:url" content="https://www.example.com/static">');
  });
});

describe("PUBLIC_URL", () => {
  it("is an http(s) origin without a path, a trailing slash dropped; anything else stops the start with a message", () => {
    expect(loadConfig({ PUBLIC_URL: "https://www.example.com/" }).publicUrl).toBe("https://www.example.com");
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000" }).publicUrl).toBe("http://localhost:3000");
    expect(loadConfig({}).publicUrl).toBeNull();
    for (const value of [
      "www.example.com",
      "ftp://example.com",
      "https://example.com/site",
      "https://example.com/?a=1",
      "https://user:pw@example.com",
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL must be the site's origin/);
    }
  });
});
