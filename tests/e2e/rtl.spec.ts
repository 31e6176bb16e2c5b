import { AxeBuilder } from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { expect, scrollThrough, test, waitForIslands } from "./support.ts";

/**
 * The Arabic page (tests/fixtures/pages/ar-model-launch.page.json, a translation of /model-launch):
 * laid out right to left, without sideways scrolling on a phone or a laptop, and accessible.
 */
const PATH = "/ar/model-launch";
const VIEWPORTS = [
  { name: "390", width: 390, height: 844 },
  { name: "1366", width: 1366, height: 900 },
];

async function openArabicPage(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const response = await page.goto(PATH);
  expect(response?.status()).toBe(200);
  await scrollThrough(page);
  await waitForIslands(page);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: "image/png" });
}

test.describe("Arabic page", () => {
  test("is marked Arabic and right to left, and names its English translation", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [link.getAttribute("hreflang"), new URL((link as HTMLLinkElement).href).pathname]),
      );
    expect(alternates).toEqual([
      ["ar", "/ar/model-launch"],
      ["en", "/model-launch"],
      ["x-default", "/model-launch"],
    ]);
    await page.goto("/model-launch");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('head link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
  });

  test("speaks Arabic in its interface, before and after the islands hydrate; the English page stays English", async ({
    page,
  }) => {
    await page.goto(PATH);
    const check = async () => {
      await expect(page.locator(".skip-link")).toHaveText("انتقل إلى المحتوى");
      await expect(page.locator(".site-header__search-label")).toHaveText("بحث");
      const breadcrumbs = page.getByRole("navigation", { name: "مسار التنقل" });
      await expect(breadcrumbs.getByRole("link").first()).toHaveText("الرئيسية");
      const carousel = page.locator('[data-island="number-button-carousel"]');
      await expect(carousel.getByRole("button", { name: "الشريحة السابقة" })).toHaveCount(1);
      await expect(carousel.getByRole("group", { name: /: الشرائح$/ })).toHaveCount(1);
      await expect(page.getByRole("slider", { name: /^قارن بين / })).toHaveCount(1);
    };
    await check();
    await scrollThrough(page);
    await waitForIslands(page);
    await check();
    // No English interface text anywhere in the body (editor-written content of this page is Arabic).
    const english = await page.locator(".skip-link, .site-header__search-label, .breadcrumbs").allInnerTexts();
    expect(english.join(" ")).not.toMatch(/Skip to content|Search|Home|Breadcrumb/);

    await page.goto("/model-launch");
    await expect(page.locator(".skip-link")).toHaveText("Skip to content");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link").first()).toHaveText("Home");
  });

  test("an unknown page under /ar says so in Arabic", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
    await expect(page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" })).toBeVisible();
  });

  for (const viewport of VIEWPORTS) {
    test(`lays out from the right with no sideways scrolling at ${viewport.name} px`, async ({ page }, testInfo) => {
      await openArabicPage(page, viewport);
      await attachScreenshot(page, testInfo, `ar-model-launch-${viewport.name}.png`);
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement!;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
      });
      expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);

      // A block's start edge is on the right: its heading's text hugs the right side of its column.
      const heading = page.locator('[data-block="key-details-post"]').getByRole("heading").first();
      const edges = await heading.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const text = range.getBoundingClientRect();
        const block = element.parentElement!.getBoundingClientRect();
        return {
          left: text.left - block.left,
          right: block.right - text.right,
          direction: getComputedStyle(element).direction,
        };
      });
      expect(edges.direction).toBe("rtl");
      expect(edges.right).toBeLessThan(edges.left);

      // The carousel starts with its first slide on the right, and its "next" arrow points left.
      const carousel = page.locator('[data-island="number-button-carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      const first = carousel.locator(".fc-carousel__slides > li").first();
      const second = carousel.locator(".fc-carousel__slides > li").nth(1);
      const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
      expect(firstBox!.x).toBeGreaterThan(secondBox!.x);
      const nextIcon = carousel.getByRole("button", { name: "الشريحة التالية" }).locator(".fc-icon");
      await expect(nextIcon).toHaveCount(1);
      expect(await nextIcon.evaluate((icon) => getComputedStyle(icon).scale)).toBe("-1 1");
    });

    test(`has no accessibility violations at ${viewport.name} px`, async ({ page }) => {
      await openArabicPage(page, viewport);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});
