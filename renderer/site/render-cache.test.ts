import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { RenderCache, type CachedPage } from "./render-cache.ts";

const page = (html: string): CachedPage => ({ html, nonce: "n", etag: '"e"', encoded: {} });

describe("the HTML cache", () => {
  it("keeps at most the given number of entries per page, evicting that page's oldest, not other pages'", () => {
    const cache = new RenderCache(1024 * 1024, 3);
    cache.set("other|/", page("<p>other</p>"), "other");
    for (let i = 0; i < 10; i++) cache.set(`stock|/stock?page=${i}`, page(`<p>${i}</p>`), "stock");
    expect(cache.entriesOf("stock")).toBe(3);
    expect(cache.has("stock|/stock?page=9")).toBe(true);
    expect(cache.has("stock|/stock?page=6")).toBe(false);
    expect(cache.has("other|/")).toBe(true);
    expect(cache.size).toBe(4);
  });

  it("counts keys, HTML and compressed copies against its bound and stays within it", () => {
    const html = `<p>${"x".repeat(10_000)}</p>`;
    const cache = new RenderCache(100_000);
    cache.set("a", page(html), "a");
    const before = cache.bytes;
    expect(before).toBeGreaterThanOrEqual(html.length * 2);
    const br = cache.encoded("a", "br")!;
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(cache.bytes).toBe(before + br.byteLength);
    // The same buffer next time: compressed once.
    expect(cache.encoded("a", "br")).toBe(br);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, page(html), `p${i}`);
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(21);
    // Re-setting a key replaces its bytes rather than adding them.
    const settled = cache.bytes;
    cache.set("k19", page(html), "p19");
    expect(cache.bytes).toBe(settled);
  });

  it("sends a page as kept: each encoding compressed and its headers made on the first request only", () => {
    const html = `<p>${"y".repeat(5_000)}</p>`;
    const cache = new RenderCache(1024 * 1024);
    cache.set("a", page(html), "a");
    let made = 0;
    const headersOf = (kept: CachedPage, encoding: "br" | "gzip" | null) => {
      made++;
      return { etag: kept.etag, ...(encoding ? { "content-encoding": encoding } : {}) };
    };
    const br = cache.variant("a", "br", headersOf)!;
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = cache.variant("a", "gzip", headersOf)!;
    expect(gunzipSync(gzip.body).toString()).toBe(html);
    expect(cache.variant("a", null, headersOf)!.body.toString()).toBe(html);
    expect(made).toBe(3);
    for (let i = 0; i < 5; i++) expect(cache.variant("a", "br", headersOf)).toBe(br);
    expect(made).toBe(3);
    expect(cache.variant("missing", "br", headersOf)).toBeUndefined();
  });
});

describe("the HTML cache and offer schedules", () => {
  it("never serves a page at or past its expiry", () => {
    let now = 1_000;
    const cache = new RenderCache(1024 * 1024, 64, () => now);
    cache.set("scheduled", page("<p>offer</p>"), "p", 2_000);
    cache.set("plain", page("<p>plain</p>"), "q");
    now = 1_999;
    expect(cache.has("scheduled")).toBe(true);
    expect(cache.get("scheduled")?.html).toBe("<p>offer</p>");
    now = 2_000;
    expect(cache.has("scheduled")).toBe(false);
    expect(cache.get("scheduled")).toBeUndefined();
    expect(cache.get("plain")?.html).toBe("<p>plain</p>");
    expect(cache.size).toBe(1);
  });
});
