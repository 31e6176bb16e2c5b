import { AxeBuilder } from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForIslands } from "./support.ts";

/**
 * The carousel blocks on /carousels (tests/fixtures/pages/carousels.page.json), each driven by mouse,
 * by touch (a real swipe through the Chrome DevTools Protocol) and by keyboard alone; autoplay and
 * reduced motion; what shows before JavaScript; layout shift on hydration; axe at 390 and 1366 px.
 */
const CAROUSELS = [
  { type: "hero-carousel", slides: 5, autoplay: true },
  { type: "gallery-carousel", slides: 5, autoplay: false },
  { type: "number-button-carousel", slides: 3, autoplay: false },
  { type: "icon-button-carousel", slides: 3, autoplay: false },
  { type: "dual-frame-carousel-2-0", slides: 2, autoplay: false },
  { type: "seat-slider", slides: 4, autoplay: true },
] as const;

const MOBILE = { width: 390, height: 844 };

function carouselOf(page: Page, type: string) {
  const island = page.locator(`[data-island="${type}"]`);
  return {
    island,
    viewport: island.locator(".fc-carousel__viewport"),
    slides: island.locator(".fc-carousel__slides > li"),
    status: island.locator(".fc-carousel__status"),
    pause: island.getByRole("button", { name: "Pause automatic slide show" }),
    play: island.getByRole("button", { name: "Play automatic slide show" }),
  };
}

async function openCarousel(page: Page, type: string) {
  const carousel = carouselOf(page, type);
  await carousel.island.scrollIntoViewIfNeeded();
  await expect(carousel.island).toHaveAttribute("data-hydrated", "true");
  return carousel;
}

/** A height inside both the element and the window (a slide can be taller than the window). */
function visibleY(page: Page, box: { y: number; height: number }): number {
  const top = Math.max(box.y, 0);
  const bottom = Math.min(box.y + box.height, page.viewportSize()!.height);
  return (top + bottom) / 2;
}

/** A horizontal swipe with a real touch sequence (touchstart, moves, touchend) on the element's centre. */
async function swipe(page: Page, target: Locator, distance: number): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = visibleY(page, box);
  const x = box.x + box.width / 2 + distance / 2;
  const session = await page.context().newCDPSession(page);
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++) {
    await session.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x - (distance * step) / 10, y }],
    });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await session.detach();
}

async function mobilePage(browser: Browser, options: { hasTouch?: boolean } = {}) {
  const context = await browser.newContext({ viewport: MOBILE, hasTouch: options.hasTouch ?? false, isMobile: true });
  return { context, page: await context.newPage() };
}

test.describe("every carousel", () => {
  for (const { type, slides, autoplay } of CAROUSELS) {
    test(`${type}: mouse, with the Next button and by dragging`, async ({ page, consoleErrors }) => {
      await page.goto("/carousels");
      const carousel = await openCarousel(page, type);
      await expect(carousel.slides).toHaveCount(slides);
      if (autoplay) {
        await carousel.pause.click();
        await expect(carousel.play).toBeVisible();
      }
      await expect(carousel.status).toHaveText(/^Slide 1 of \d+$/);
      await carousel.island.getByRole("button", { name: "Next slide" }).click();
      await expect(carousel.status).toHaveText(/^Slide 2 of \d+$/);
      await expect(carousel.slides.first()).not.toBeInViewport();
      // Dragging to the right goes back to the first slide.
      const box = (await carousel.viewport.boundingBox())!;
      const y = visibleY(page, box);
      await page.mouse.move(box.x + box.width * 0.2, y);
      await page.mouse.down();
      for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.2 + step * 0.06), y);
      await page.mouse.up();
      await expect(carousel.status).toHaveText(/^Slide 1 of \d+$/);
      await expect(carousel.slides.first()).toBeInViewport({ ratio: 0.5 });
      expect(consoleErrors).toEqual([]);
    });

    test(`${type}: touch, by swiping`, async ({ browser }) => {
      const { context, page } = await mobilePage(browser, { hasTouch: true });
      await page.goto("/carousels");
      const carousel = await openCarousel(page, type);
      if (autoplay) {
        await carousel.pause.tap();
        await expect(carousel.play).toBeVisible();
      }
      // On touch devices the hero carousel offers its first 4 slides only.
      const offered = type === "hero-carousel" ? 4 : slides;
      await expect(carousel.slides).toHaveCount(offered);
      await expect(carousel.status).toHaveText(`Slide 1 of ${offered}`);
      await swipe(page, carousel.viewport, 250);
      await expect(carousel.status).toHaveText(`Slide 2 of ${offered}`);
      await expect(carousel.slides.nth(1)).toBeInViewport({ ratio: 0.5 });
      await expect(carousel.slides.first()).not.toBeInViewport();
      await swipe(page, carousel.viewport, -250);
      await expect(carousel.status).toHaveText(`Slide 1 of ${offered}`);
      await context.close();
    });

    test(`${type}: keyboard only, with a visible focus and the arrow keys`, async ({ page }) => {
      await page.goto("/carousels");
      const carousel = await openCarousel(page, type);
      // Start from just before the block, then move by keyboard alone.
      await carousel.island.evaluate((island) => {
        const block = island.closest<HTMLElement>(".fc-block")!;
        block.tabIndex = -1;
        block.focus();
      });
      await page.keyboard.press("Tab");
      await expect(carousel.viewport).toBeFocused();
      const outline = await carousel.viewport.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline).not.toBe("none");
      // Focus pauses an autoplaying carousel, so the arrows alone move it.
      await page.keyboard.press("ArrowRight");
      await expect(carousel.status).toHaveText(/^Slide 2 of \d+$/);
      await expect(carousel.slides.first()).not.toBeInViewport();
      await page.keyboard.press("ArrowLeft");
      await expect(carousel.status).toHaveText(/^Slide 1 of \d+$/);
      await expect(carousel.slides.first()).toBeInViewport({ ratio: 0.5 });
      // The Next button works from the keyboard too.
      const next = carousel.island.getByRole("button", { name: "Next slide" });
      await next.focus();
      await page.keyboard.press("Enter");
      await expect(carousel.status).toHaveText(/^Slide 2 of \d+$/);
    });
  }
});

test.describe("autoplay", () => {
  test("the seat slider and the hero carousel move on by themselves, and pause while hovered", async ({ page }) => {
    await page.goto("/carousels");
    await page.mouse.move(0, 0);
    const seats = await openCarousel(page, "seat-slider");
    await expect(seats.pause).toBeVisible();
    await expect(seats.status).not.toHaveText("Slide 1 of 4", { timeout: 5_000 });
    // Hovering holds the current frame for longer than its 1,200 ms.
    await seats.viewport.hover();
    const held = await seats.status.textContent();
    await page.waitForTimeout(2_000);
    await expect(seats.status).toHaveText(held!);
    await expect(carouselOf(page, "hero-carousel").pause).toBeVisible();
  });

  test("stops for visitors who prefer reduced motion: nothing moves, the button offers Play", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/carousels");
    await page.mouse.move(0, 0);
    const hero = await openCarousel(page, "hero-carousel");
    await expect(hero.play).toBeVisible();
    const seats = await openCarousel(page, "seat-slider");
    await page.mouse.move(0, 0);
    await expect(seats.play).toBeVisible();
    await page.waitForTimeout(3_000);
    await expect(seats.status).toHaveText("Slide 1 of 4");
    await expect(hero.status).toHaveText("Slide 1 of 5");
    await expect(page.locator(".fc-carousel__timer")).toHaveCount(0);
  });
});

test.describe("before and during hydration", () => {
  test("without JavaScript every carousel shows its first slide", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/carousels");
    await expect(page.getByRole("heading", { level: 1, name: "Made for the journey" })).toBeInViewport();
    for (const { type } of CAROUSELS) {
      const carousel = carouselOf(page, type);
      await carousel.island.scrollIntoViewIfNeeded();
      // Its left edge is the viewport's (the slide may be taller than the window).
      await expect(carousel.slides.first()).toBeInViewport({ ratio: 0.5 });
      const [slide, frame] = await Promise.all([
        carousel.slides.first().boundingBox(),
        carousel.viewport.boundingBox(),
      ]);
      expect(Math.abs(slide!.x - frame!.x)).toBeLessThan(1);
      await expect(carousel.slides.first().locator("img").first()).toBeVisible();
    }
    await context.close();
  });

  for (const viewport of [MOBILE, { width: 1366, height: 900 }]) {
    test(`hydrating the carousels shifts no layout at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { carouselShifts: string[] }).carouselShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as {
            value: number;
            hadRecentInput: boolean;
            sources: { node: Node | null }[];
          }[]) {
            if (entry.hadRecentInput) continue;
            for (const source of entry.sources) {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              const island = element?.closest("[data-island]");
              if (island) shifts.push(`${island.getAttribute("data-island")} ${entry.value}`);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/carousels");
      await scrollThrough(page);
      await waitForIslands(page);
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { carouselShifts: string[] }).carouselShifts)).toEqual([]);
    });
  }
});

test.describe("accessibility", () => {
  for (const viewport of [MOBILE, { width: 1366, height: 900 }]) {
    test(`axe finds no violations on the carousels page at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/carousels");
      await scrollThrough(page);
      await waitForIslands(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        ),
      ).toEqual([]);
    });
  }
});
