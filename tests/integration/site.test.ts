import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { ensureDemoImages } from "../../services/media/demo-images.ts";
import { REVISION_TTL_MS, createSiteData } from "../../services/site/index.ts";
import { createTestApp, signIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

const assets = {
  styles: ["/assets/site.css"],
  islandsEntry: "/assets/islands.js",
  islandChunks: {
    tabs: ["/assets/tabs.js", "/assets/primitives.js"],
    "inpage-navigation": ["/assets/inpage-navigation.js"],
    accordion: ["/assets/accordion.js", "/assets/primitives.js"],
  },
  stylesheets: {
    "blocks/hero-title-banner/hero-title-banner.css": {
      href: "/assets/hero-title-banner.css",
      inline: ".hero-title-banner{color:red}",
    },
    "blocks/tabs/tabs.css": { href: "/assets/tabs.css", inline: ".tabs{color:red}" },
    "blocks/stock-locator/stock-locator.css": { href: "/assets/stock-locator.css" },
    "renderer/site/styles/showroom.css": { href: "/assets/showroom.css" },
  },
};

describe.each(STORAGE_NEUTRAL_KINDS)("the public site on %s", (kind) => {
  let app: FastifyInstance;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  it("serves a page at its path with its title, description and canonical link", async () => {
    const response = await app.inject({ url: "/static" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const dom = parseHtml(response.body.replace(/^<!doctype html>/, ""));
    expect(dom.querySelector("title")?.textContent).toBe("Static blocks | Forecourt Motors");
    expect(dom.querySelector('meta[name="description"]')?.getAttribute("content")).toContain("static blocks only");
    // Absolute (Lighthouse): the request's origin when no PUBLIC_URL is configured.
    expect(dom.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("http://localhost:80/static");
    expect(dom.querySelector('meta[name="twitter:card"]')?.getAttribute("content")).toBe("summary_large_image");
    expect(dom.querySelector("h1")?.textContent).toBe("Made for the journey");
  });

  it("answers a redirect page with its status code and Location", async () => {
    const permanent = await app.inject({ url: "/old-offers" });
    expect(permanent.statusCode).toBe(301);
    expect(permanent.headers.location).toBe("/static");
    const temporary = await app.inject({ url: "/summer-event" });
    expect(temporary.statusCode).toBe(302);
    expect(temporary.headers.location).toBe("https://events.example.com/summer");
  });

  it("answers a missing page with 404 and the not-found page inside the site's navigation and footer", async () => {
    const response = await app.inject({ url: "/no/such/page" });
    expect(response.statusCode).toBe(404);
    const dom = parseHtml(response.body.replace(/^<!doctype html>/, ""));
    expect(dom.querySelector("h1")?.textContent).toBe("Page not found");
    expect(dom.querySelector(".site-header")).not.toBeNull();
    expect(dom.querySelector(".site-footer a[href='/privacy-policy']")).not.toBeNull();
    expect(dom.querySelector('a[href="/"]')?.textContent).toBeTruthy();
  });

  it("keeps campaign parameters in __gtm_campaign_url", async () => {
    const campaign = await app.inject({ url: "/static?utm_source=newsletter&utm_campaign=launch" });
    expect(campaign.headers["set-cookie"]).toBe(
      "__gtm_campaign_url=%2Fstatic%3Futm_source%3Dnewsletter%26utm_campaign%3Dlaunch; Path=/; SameSite=Lax",
    );
    expect((await app.inject({ url: "/static" })).headers["set-cookie"]).toBeUndefined();
    // Where consent is configured the consent runtime sets it in the browser instead (tests/e2e/consent.spec.ts).
  });

  it("draws the site-wide floating action button as plain links, and nothing of consent or exit popup when unset", async () => {
    const html = (await app.inject({ url: "/static" })).body;
    expect(html).not.toContain("data-fab");
    expect(html).not.toContain("data-consent-root");
    expect(html).not.toContain("shell:exit-popup");
    const admin = await signIn(testApp, "admin");
    const saved = await app.inject({
      method: "POST",
      url: "/settings",
      headers: admin.headers,
      payload: {
        key: "floating_action_button.config",
        value: JSON.stringify({ items: [{ link: { url: "/test-drive", link_text: "Book a test drive" } }] }),
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    try {
      await new Promise((resolve) => setTimeout(resolve, REVISION_TTL_MS + 50));
      const dom = parseHtml((await app.inject({ url: "/static" })).body.replace(/^<!doctype html>/, ""));
      const link = dom.querySelector('nav[data-fab] a[href="/test-drive"]');
      expect(link?.textContent).toBe("Book a test drive");
      expect(dom.querySelectorAll("script[src]").length).toBe(0);
    } finally {
      await app.inject({
        method: "DELETE",
        url: `/settings/${(saved.json() as { id: string }).id}`,
        headers: admin.headers,
      });
    }
  });

  it("serves /404 itself with the 404 status", async () => {
    expect((await app.inject({ url: "/404" })).statusCode).toBe(404);
  });
});

describe("JavaScript on public pages", () => {
  let testApp: TestApp;
  let render: ReturnType<typeof createSiteRenderer>;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
    render = createSiteRenderer({
      data: createSiteData(testApp.services, { revisionTtlMs: 0 }),
      assets,
    });
  });
  afterAll(() => testApp.close());

  it("a page of static blocks links no script at all", async () => {
    const { body } = await render({ url: "/static" });
    expect(body).not.toMatch(/<script[^>]*\bsrc=/);
    expect(body).not.toContain('type="module"');
    expect(body).not.toContain("modulepreload");
    expect(body).toContain('<link rel="stylesheet" href="/assets/site.css">');
  });

  it("a page with an island loads the islands runtime and preloads that island's chunk only", async () => {
    const { body, nonce } = await render({ url: "/islands" });
    expect(body).toContain(`<script type="module" nonce="${nonce}" src="/assets/islands.js"></script>`);
    expect(body).toContain(`<link rel="modulepreload" nonce="${nonce}" href="/assets/tabs.js">`);
  });

  it("takes the site's stylesheet plus those of the blocks it shows: small ones inline, large ones linked", async () => {
    const statics = (await render({ url: "/static" })).body;
    expect(statics).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(statics).toContain('<style data-href="/assets/hero-title-banner.css">.hero-title-banner{color:red}</style>');
    expect(statics).not.toMatch(/tabs\.css|stock-locator\.css|showroom\.css/);
    const stock = (await render({ url: "/stock" })).body;
    expect(stock).toContain('<link rel="stylesheet" href="/assets/stock-locator.css">');
    expect(stock).not.toMatch(/hero-title-banner\.css|showroom\.css/);
    // An island's nested blocks count too: the tabs on /islands hold quotes.
    expect((await render({ url: "/islands" })).body).toContain('<style data-href="/assets/tabs.css">');
  });

  it("preloads only the code of islands that hydrate on load; idle and visible islands fetch theirs when due", async () => {
    const { body } = await render({ url: "/islands" });
    const preloads = [...body.matchAll(/<link rel="modulepreload"(?: nonce="[^"]+")? href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    // tabs hydrate on load; the in-page navigation when idle, the accordion when visible.
    expect(preloads).toEqual(["/assets/tabs.js", "/assets/primitives.js"]);
  });
});

describe("a publish seen by another node", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: "tests/fixtures/pages" });
  });
  afterAll(() => testApp.close());
  afterEach(() => vi.useRealTimers());

  it("shows within the revision window: a node with its lookups cached reads the page again once the window has passed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // A second node: its own caches, the same database.
    const otherNode = createSiteData(testApp.services);
    const title = async () => {
      const lookup = await otherNode.lookupPage("/static", {});
      return lookup.kind === "page" ? lookup.page.title : lookup.kind;
    };
    expect(await title()).toBe("Static blocks");

    const pages = testApp.services.pages;
    const page = (await pages.list()).find((candidate) => candidate.path === "/static")!;
    const renamed = await pages.update(page.id, page.revision, { fields: { title: "Renamed on another node" } }, null);
    if (!renamed.ok) throw new Error("update failed");
    expect(await title()).toBe("Static blocks");

    vi.setSystemTime(Date.now() + REVISION_TTL_MS + 1);
    expect(await title()).toBe("Renamed on another node");
  });
});

describe("the media library", () => {
  let app: FastifyInstance;
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp("sqlite");
    app = testApp.app;
    await ensureDemoImages(testApp.services.media);
  });
  afterAll(() => testApp.close());

  it("answers an image's variants, the hero sizes among them", async () => {
    const response = await app.inject({ url: "/media/api/v2/images/demo-hero-1" });
    expect(response.statusCode).toBe(200);
    const variants = (response.json() as { data: { variants: { width: number; height: number }[] } }).data.variants;
    expect(variants).toEqual(
      expect.arrayContaining([
        { width: 1600, height: 900 },
        { width: 1024, height: 576 },
        { width: 640, height: 360 },
      ]),
    );
  });

  it("serves a resized variant as an image of exactly that size", async () => {
    const response = await app.inject({ url: "/media/images/demo-hero-1/640x360.webp" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    const sharp = (await import("sharp")).default;
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });

  it("answers 404 for an unknown image and 400 for an absurd size", async () => {
    expect((await app.inject({ url: "/media/images/nope/640x360.jpg" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/media/images/demo-hero-1/99999x1.jpg" })).statusCode).toBe(404);
    expect((await app.inject({ url: "/media/images/demo-hero-1/4000x100.jpg" })).statusCode).toBe(400);
  });
});
