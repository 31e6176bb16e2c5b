import { describe, expect, it } from "vitest";
import { pageTags, publicCacheControl, purgeTagsFor, tagHeaders } from "./shared-cache.ts";

describe("what a shared cache may keep", () => {
  const policy = { sharedMaxAge: 300, staleWhileRevalidate: 30 };

  it("lets a CDN keep a page for the configured time while browsers always revalidate", () => {
    expect(publicCacheControl(policy)).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=30");
  });

  it("keeps a page no longer than until its offer ends, and never serves it stale past that", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(publicCacheControl(policy, now + 90_500, now)).toBe(
      "public, max-age=0, s-maxage=90, stale-while-revalidate=0",
    );
    expect(publicCacheControl(policy, now, now)).toBe("public, max-age=0, s-maxage=0, must-revalidate");
  });

  it("tags a stock page with the stock it shows, and every page with the site and itself", () => {
    expect(pageTags("p1", ["stock-listing"], { offers: false, lists: false })).toEqual(["page:p1", "site", "stock"]);
    expect(pageTags("p2", [], { offers: true, lists: false })).toEqual(["offers", "page:p2", "site"]);
  });

  it("purges what a change shows: a publish its page, a settings change every page, an import the stock", () => {
    expect(purgeTagsFor("pages", "p1")).toEqual(["pages", "page:p1"]);
    expect(purgeTagsFor("settings")).toEqual(["site"]);
    expect(purgeTagsFor("reservations")).toEqual(["stock"]);
    expect(tagHeaders(["page:p1", "site"])).toEqual({ "surrogate-key": "page:p1 site", "cache-tag": "page:p1,site" });
  });
});
