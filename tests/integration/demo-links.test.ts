import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { buildApp } from "../../services/app.ts";
import { createServices } from "../../services/composition.ts";
import { loadConfig } from "../../services/config.ts";
import { prepare } from "../../services/server.ts";
import { composeSite } from "../../services/site-composition.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";
import { latinLeftIn, perceivableTexts } from "../support/latin-text.ts";
import { parseHtml } from "../support/render-block.ts";

const DEMO = "services/cms/demo-content";

/** Every page the demo seeds, by its path. */
const seededPaths = readdirSync(DEMO)
  .filter((name) => name.endsWith(".page.json"))
  .map((name) => (JSON.parse(readFileSync(path.join(DEMO, name), "utf8")) as { path: string }).path);

/** What another market's demo said: euros, GST, Irish finance, Polish and South African places. */
const OTHER_MARKETS =
  /€|\bEUR\b|\bGST\b|Ireland|South Africa|Warsaw|Krak[oó]w|Sydney|Melbourne|Hobart|Darwin|Johannesburg|Cape Town|Durban|\+61 |\+27 /;

const TAGS = /<(a|img|source|link|script)\b[^>]*>/gi;
const ATTRIBUTE = /\s(href|src|srcset)\s*=\s*"([^"]*)"/gi;

function decode(value: string): string {
  return value.replaceAll("&amp;", "&").replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
}

/** The same-origin URLs a page names in links, pictures, stylesheets and scripts. */
function internalUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(TAGS)) {
    for (const [, name, raw] of tag.matchAll(ATTRIBUTE)) {
      const values =
        name!.toLowerCase() === "srcset"
          ? decode(raw!)
              .split(",")
              .map((part) => part.trim().split(/\s+/)[0]!)
          : [decode(raw!)];
      for (const value of values) {
        if (!value.startsWith("/") || value.startsWith("//")) continue;
        urls.push(value.split("#")[0]!);
      }
    }
  }
  return urls.filter((url) => url !== "");
}

describe("the demo site as npm start seeds it", () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const env = {
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-demo-links-")),
      DEMO_VEHICLES: "12",
      LOG_LEVEL: "error",
    };
    await prepare(env);
    const config = loadConfig({ ...env, CLIENT_DIR: path.join(env.DATA_DIR, "no-build") });
    const services = createServices(config, database.handle, blockMigrations);
    app = await buildApp({
      config,
      services,
      site: composeSite(services, config, { revisionTtlMs: 0, cacheBytes: 0 }),
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("has no dead internal link, picture, stylesheet or script on any page a visitor can reach, and speaks of one market", async () => {
    const referrers = new Map<string, string>();
    const queue = ["/", ...seededPaths];
    for (const url of queue) referrers.set(url, "(seeded page)");
    const dead: string[] = [];
    const mixed: string[] = [];
    let pages = 0;
    while (queue.length > 0) {
      const url = queue.shift()!;
      const response = await app.inject({ method: "GET", url });
      if (response.statusCode >= 400) {
        dead.push(`${referrers.get(url)} -> ${url} (${response.statusCode})`);
        continue;
      }
      if (response.statusCode >= 300) {
        const location = String(response.headers.location ?? "");
        if (location.startsWith("/") && !referrers.has(location)) {
          referrers.set(location, url);
          queue.push(location);
        }
        continue;
      }
      if (!String(response.headers["content-type"]).startsWith("text/html")) continue;
      pages++;
      // One market (decision 128), in both languages: prices in dirhams including VAT, no other
      // country's currency or tax.
      const foreign = OTHER_MARKETS.exec(response.body);
      if (foreign) mixed.push(`${url}: "${foreign[0]}"`);
      for (const link of internalUrls(response.body)) {
        if (referrers.has(link)) continue;
        referrers.set(link, url);
        queue.push(link);
      }
    }
    expect(dead).toEqual([]);
    expect(mixed).toEqual([]);
    // The crawl reached the demo's pages, not just the home page.
    expect(pages).toBeGreaterThan(seededPaths.length);
    // Both languages: the Arabic site's pages are reached from the Arabic menus and footer too.
    for (const arabic of [
      "/ar",
      "/ar/stock",
      "/ar/offers",
      "/ar/finance",
      "/ar/privacy-policy",
      "/ar/cookie-policy",
      "/ar/terms-conditions",
    ])
      expect(referrers.get(arabic), arabic).toBeDefined();
    // The Arabic vehicle pages' Reserve online leads into the Arabic journey (which the crawl then visited).
    const journey = [...referrers.keys()].filter((url) => url.startsWith("/ar/showroom-order-online/vehicle/"));
    expect(journey.length).toBeGreaterThan(0);
    expect(referrers.get(journey[0]!)).toMatch(/^\/ar\/showroom\//);
  }, 240_000);

  it("shows every site-wide feature, in English and on Arabic pages in Arabic", async () => {
    const homeHtml = (await app.inject({ url: "/" })).body;
    const home = parseHtml(homeHtml);
    expect(home.querySelector(".hero-title-banner__image")).not.toBeNull();
    expect(home.querySelector("[data-consent-root] [data-consent-banner]")).not.toBeNull();
    for (const island of ["shell:popup-search", "shell:exit-popup"])
      expect(home.querySelector(`[data-island="${island}"]`), island).not.toBeNull();
    expect(home.querySelector(".fc-fab")!.textContent).toContain("Book a test drive");
    expect(homeHtml).toContain("Cookies on Forecourt Motors");
    expect(homeHtml).toContain("You are leaving Forecourt Motors");
    expect(home.querySelector('footer a[href="https://www.facebook.com/"] svg')).not.toBeNull();

    const arabicHtml = (await app.inject({ url: "/ar/model-launch" })).body;
    const arabic = parseHtml(arabicHtml);
    expect(arabic.querySelector(".fc-fab")!.textContent).toContain("احجز تجربة قيادة");
    expect(arabicHtml).toContain("ملفات تعريف الارتباط على موقع فوركورت موتورز");
    expect(arabicHtml).toContain("أنت تغادر موقع فوركورت موتورز");
    expect(arabicHtml).not.toContain("You are leaving Forecourt Motors");
  });

  it("shows a vehicle page in Arabic under /ar, its links staying in Arabic, its labels and known values in Arabic", async () => {
    const english = (await app.inject({ url: "/stock" })).body;
    const link = /href="(\/showroom\/[^"?#]+)"/.exec(english)?.[1] ?? (await firstVehicleLink());
    const response = await app.inject({ url: `/ar${link}` });
    expect(response.statusCode, `/ar${link}`).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl"');
    const page = parseHtml(response.body);
    // Its own links, the breadcrumbs and similar vehicles, stay on the Arabic site.
    expect(page.querySelector(".showroom__breadcrumbs a[href='/ar/stock']")).not.toBeNull();
    for (const similar of page.querySelectorAll(".showroom-similar a"))
      expect(similar.getAttribute("href")).toMatch(/^\/ar\/showroom\//);
    // The interface is Arabic: headings, labels, badges, buttons; the feed's own words (description,
    // paint and equipment names) are data and stay as the stock writes them.
    const interfaceTexts = [
      ...page.querySelectorAll(
        "h2, h3:not(.vehicle-card__title), dt, .showroom-badge, .fc-button, .showroom-price__label, .showroom-price__tax, .vehicle-card__eyebrow, .fc-breadcrumbs a",
      ),
    ].flatMap((element) => perceivableTexts(element.outerHTML));
    const latin = interfaceTexts.flatMap((text) => latinLeftIn(text).map((word) => `"${word}" in "${text}"`));
    expect(latin).toEqual([]);
    // The language switcher leads from one language's vehicle page to the other's.
    expect(page.querySelector('a[hreflang="en"]')?.getAttribute("href")).toBe(link);
    const englishPage = parseHtml((await app.inject({ url: link })).body);
    expect(englishPage.querySelector('a[hreflang="ar"]')?.getAttribute("href")).toBe(`/ar${link}`);
    // A wrong language prefix is no page; the English page stays English.
    expect((await app.inject({ url: `/xx${link}` })).statusCode).toBe(404);
    expect((await app.inject({ url: link })).body).toContain('<html lang="en"');

    async function firstVehicleLink(): Promise<string> {
      const answer = await app.inject({ url: "/public_api/listing/all/light" });
      return (JSON.parse(answer.body) as { data: { link: string }[] }).data[0]!.link;
    }
  });

  it("lists each language's offers on its offers page: Arabic titles under /ar, English ones on /offers", async () => {
    const titles = async (url: string) =>
      [...parseHtml((await app.inject({ url })).body).querySelectorAll(".offer-summary__title")]
        .map((heading) => heading.textContent?.trim() ?? "")
        .filter(Boolean);
    const arabic = await titles("/ar/offers");
    const english = await titles("/offers");
    expect(arabic).toContain("رينج روفر سبورت: خدمة صيانة لخمس سنوات مشمولة");
    expect(arabic).toContain("لملاك جاكوار: فحص صيانة الشتاء");
    expect(arabic.filter((title) => /[A-Za-z]{3}/.test(title))).toEqual([]);
    expect(english).toContain("Jaguar owners: winter service check");
    expect(english.filter((title) => /[\u0600-\u06FF]/.test(title))).toEqual([]);
  });
});
