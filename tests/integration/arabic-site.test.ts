import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedNavigation } from "../../services/navigation/index.ts";
import { createTestApp, type TestApp } from "../support/app.ts";
import { latinLeftIn, perceivableTexts } from "../support/latin-text.ts";
import { parseHtml } from "../support/render-block.ts";

const DEMO = "services/cms/demo-content";

/** Every demo page under /ar, from the seed files (the pages `npm start` publishes). */
const ARABIC_PATHS = readdirSync(DEMO)
  .filter((name) => name.endsWith(".page.json"))
  .map((name) => (JSON.parse(readFileSync(path.join(DEMO, name), "utf8")) as { path: string }).path)
  .filter((pagePath) => pagePath === "/ar" || pagePath.startsWith("/ar/"))
  .sort();

/** The order-online journey under /ar: steps, checkout, success and an order's confirmation. */
const ARABIC_JOURNEY_PATHS = [
  "/ar/showroom-order-online",
  "/ar/showroom-order-online/vehicle/some-vehicle",
  "/ar/showroom-order-online/checkout",
  "/ar/showroom-order-online/success",
  "/ar/showroom-order-online/confirmation/FC-1",
];

describe("the Arabic demo site", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: DEMO });
    await seedNavigation(testApp.services.navigation, DEMO);
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: "GET", url });

  it("serves the order-online journey under /ar from the Arabic journey pages, and only for the site's languages", async () => {
    const steps = await get("/ar/showroom-order-online/vehicle/some-vehicle");
    expect(steps.body).toContain('<html lang="ar" dir="rtl"');
    expect(steps.body).toContain("احجز سيارتك عبر الإنترنت");
    expect(steps.body).toContain("جارٍ تحميل طلبك…");
    expect((await get("/ar/showroom-order-online/success")).body).toContain("<title>اكتمل الحجز");
    expect((await get("/fr/showroom-order-online/checkout")).statusCode).toBe(404);
    expect((await get("/showroom-order-online/checkout")).body).toContain('<html lang="en"');
  });

  it("has Arabic pages to check, /ar among them", () => {
    expect(ARABIC_PATHS).toContain("/ar");
    expect(ARABIC_PATHS.length).toBeGreaterThan(4);
  });

  it("shows no English interface text on any /ar page", async () => {
    const found: string[] = [];
    // The not-found page of the Arabic site is one of its pages too, and so are the order-online journey's
    // routes (their islands' texts are checked in the browser: tests/e2e/order-online-arabic.spec.ts).
    for (const pagePath of [...ARABIC_PATHS, ...ARABIC_JOURNEY_PATHS, "/ar/no-such-page"]) {
      const response = await get(pagePath);
      expect(response.statusCode, pagePath).toBe(pagePath === "/ar/no-such-page" ? 404 : 200);
      expect(response.body, pagePath).toContain('<html lang="ar" dir="rtl"');
      for (const text of perceivableTexts(response.body))
        for (const latin of latinLeftIn(text)) found.push(`${pagePath}: "${latin}" (in "${text.slice(0, 80)}")`);
    }
    expect([...new Set(found)]).toEqual([]);
  });
});

describe("the language switcher, menus and footer per language", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp("sqlite", { seed: DEMO });
    await seedNavigation(testApp.services.navigation, DEMO);
  });
  afterAll(() => testApp.close());

  const page = async (url: string) => {
    const response = await testApp.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return { html: response.body, root: parseHtml(response.body) as unknown as Element };
  };
  const switcher = (root: Element) =>
    [...root.querySelectorAll(".site-header__languages a")].map((link) => ({
      text: link.textContent,
      href: link.getAttribute("href"),
      lang: link.getAttribute("lang"),
    }));
  const menuLabels = (root: Element) =>
    [...root.querySelectorAll(".site-header__nav > ul > li")].map((item) =>
      item.querySelector("summary, a")!.textContent!.trim(),
    );

  it("pairs each page with its translation, else the other language's home, with hreflang alternates", async () => {
    const home = await page("/ar");
    expect(switcher(home.root)).toEqual([{ text: "English", href: "/", lang: "en" }]);
    expect(home.html).toContain('<link rel="alternate" hreflang="en" href="http://localhost:80/"');
    expect(switcher((await page("/")).root)).toEqual([{ text: "العربية", href: "/ar", lang: "ar" }]);
    expect(switcher((await page("/news/new-defender-octa-arrives")).root)).toEqual([
      { text: "العربية", href: "/ar/news/defender-octa", lang: "ar" },
    ]);
    const news = await page("/ar/news/defender-octa");
    expect(switcher(news.root)).toEqual([{ text: "English", href: "/news/new-defender-octa-arrives", lang: "en" }]);
    expect(news.html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/news\/new-defender-octa-arrives">/);
    // No Arabic translation: the switcher leads to the Arabic home.
    expect(switcher((await page("/about")).root)).toEqual([{ text: "العربية", href: "/ar", lang: "ar" }]);
    // The stock locator, offers and the legal pages have their Arabic translations.
    for (const [english, arabic] of [
      ["/stock", "/ar/stock"],
      ["/offers", "/ar/offers"],
      ["/privacy-policy", "/ar/privacy-policy"],
      ["/cookie-policy", "/ar/cookie-policy"],
      ["/terms-conditions", "/ar/terms-conditions"],
    ]) {
      expect(switcher((await page(english!)).root), english).toEqual([{ text: "العربية", href: arabic, lang: "ar" }]);
      expect(switcher((await page(arabic!)).root), arabic).toEqual([{ text: "English", href: english, lang: "en" }]);
    }
  });

  it("shows the Arabic menu, footer, home link and dates on Arabic pages and the English ones elsewhere", async () => {
    const arabic = await page("/ar/news");
    expect(menuLabels(arabic.root)).toEqual(["الطرازات", "الأخبار", "المخزون", "تجربة القيادة", "اتصل بنا"]);
    expect(arabic.root.querySelector(".site-header__logo")!.getAttribute("href")).toBe("/ar");
    expect(arabic.root.querySelector(".breadcrumbs a")!.getAttribute("href")).toBe("/ar");
    expect(arabic.root.querySelector(".site-footer h2")!.textContent).toBe("السيارات");
    expect([...arabic.root.querySelectorAll(".mena-news__date")].map((date) => date.textContent)).toContain(
      "20 نوفمبر 2026",
    );
    const english = await page("/news");
    expect(menuLabels(english.root)[0]).toBe("Models");
    expect(english.root.querySelector(".site-header__logo")!.getAttribute("href")).toBe("/");
    expect(english.root.querySelector(".site-footer h2")!.textContent).toBe("Vehicles");
    expect([...english.root.querySelectorAll(".mena-news__date")].map((date) => date.textContent)).toContain(
      "20 November 2026",
    );
  });
});
