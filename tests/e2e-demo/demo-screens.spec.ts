import type { Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForIslands } from "../e2e/support.ts";

/**
 * The demo's main pages as a new user meets them, in both languages, on a phone and a laptop: nothing
 * scrolls sideways, no picture stays empty, and a full-page screenshot of each is kept under
 * test-results/ for a person to look at.
 */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** The first showroom vehicle the stock page links to (the demo stock is random). */
async function vehiclePath(page: Page, stockPath: string): Promise<string> {
  await page.goto(stockPath);
  const href = await page.locator('a[href^="/showroom/"]').first().getAttribute("href");
  expect(href, "the stock page links to a vehicle").toBeTruthy();
  return href!;
}

const PAGES: { name: string; path: string | ((page: Page) => Promise<string>) }[] = [
  { name: "home", path: "/" },
  { name: "ar-home", path: "/ar" },
  { name: "model-launch", path: "/model-launch" },
  { name: "ar-model-launch", path: "/ar/model-launch" },
  { name: "stock", path: "/stock" },
  { name: "ar-stock", path: "/ar/stock" },
  { name: "vehicle", path: (page) => vehiclePath(page, "/stock") },
  { name: "ar-vehicle", path: async (page) => `/ar${await vehiclePath(page, "/stock")}` },
  { name: "offers", path: "/offers" },
  { name: "ar-offers", path: "/ar/offers" },
  { name: "finance", path: "/finance" },
  { name: "ar-finance", path: "/ar/finance" },
  { name: "news", path: "/news" },
  { name: "ar-news", path: "/ar/news" },
];

/**
 * Pictures a visitor should see and does not: an <img> laid out but not loaded, or a background that
 * failed. A picture counts when it is laid out and not clipped away (a carousel's slides beyond its
 * window are not seen until the visitor moves it); a lazy one is scrolled to first and given 10 s.
 */
async function emptyPictures(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const seen = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === "hidden") return false;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || x > window.innerWidth) return false;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflow === "visible") continue;
        const clip = parent.getBoundingClientRect();
        if (x < clip.left || x > clip.right || y < clip.top || y > clip.bottom) return false;
      }
      return !element.closest("[hidden], dialog:not([open])");
    };
    const settled = (image: HTMLImageElement) =>
      Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    const empty: string[] = [];
    for (const image of document.querySelectorAll("img")) {
      if (!seen(image)) continue;
      if (!image.complete) {
        image.scrollIntoView({ block: "center", behavior: "instant" });
        await settled(image);
      }
      if (image.naturalWidth === 0) empty.push(`img ${image.currentSrc || image.src}`);
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    for (const element of document.querySelectorAll("body *")) {
      const match = /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage);
      if (!match || !seen(element)) continue;
      const probe = new Image();
      probe.src = match[1]!;
      await settled(probe);
      if (probe.naturalWidth === 0)
        empty.push(`background of ${element.tagName.toLowerCase()}.${element.className} ${match[1]}`);
    }
    return empty;
  });
}

for (const viewport of VIEWPORTS) {
  for (const { name, path } of PAGES) {
    test(`${name} at ${viewport.width} px: no sideways scrolling, no empty picture`, async ({ page }, testInfo) => {
      await page.setViewportSize(viewport);
      const target = typeof path === "string" ? path : await path(page);
      const response = await page.goto(target);
      expect(response?.status(), target).toBe(200);
      await scrollThrough(page);
      await waitForIslands(page);
      // Not "networkidle": a page prefetches up to 20 of the pages it links to (link-prefetch.ts), and on a
      // busy demo server those can keep the network from going quiet for a minute. What the checks and
      // the screenshot need is the pictures (scrollThrough and emptyPictures wait for each) and the fonts.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // The consent banner (checked in consent.spec.ts) would cover the page in the screenshot.
      const essentialOnly = page.locator("[data-consent-banner] .fc-button--secondary");
      if (await essentialOnly.isVisible()) {
        await essentialOnly.click();
        await expect(page.locator("[data-consent-banner]")).toBeHidden();
      }

      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.document, `${target} is wider than the window`).toBeLessThanOrEqual(widths.viewport);
      expect(await emptyPictures(page), target).toEqual([]);

      const file = testInfo.outputPath(`${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${viewport.width}`, { path: file, contentType: "image/png" });
    });
  }
}

for (const path of ["/stock", "/ar/stock"])
  test(`${path} at 390 px: every order choice is read whole in the sort box`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await waitForIslands(page);
    const cut = await page.locator(".sl-sort__select").evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      // The room for the text: the box less its padding and the drop-down arrow (about 24 px).
      const room = select.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd) - 24;
      return [...select.options]
        .filter((option) => context.measureText(option.text).width > room)
        .map((option) => `${option.text} (${Math.ceil(context.measureText(option.text).width)} px > ${room} px)`);
    });
    expect(cut).toEqual([]);
  });
