import { AxeBuilder } from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, scrollThrough, test, waitForIslands } from "./support.ts";

/** The fixture page tests/fixtures/pages/media-blocks.page.json: one of each media block. */
const PAGE = "/media-blocks";
const YOUTUBE = /youtube/i;

/** Scrolls a block into view and waits until its island has hydrated. */
async function hydrated(page: Page, type: string, index = 0): Promise<Locator> {
  const island = page.locator(`[data-island="${type}"]`).nth(index);
  await island.locator(":scope > *").first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-hydrated", "true");
  return island;
}

/** Drags with one finger through the DevTools protocol (Playwright's touchscreen only taps). */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let step = 1; step <= 8; step++) {
    const point = { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 };
    await session.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await session.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await session.detach();
  // Chromium's gesture detector swallows a tap that follows a swipe at once (a person's finger takes longer).
  await page.waitForTimeout(500);
}

async function centre(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width, height: box.height };
}

test.describe("media blocks with a mouse and the keyboard", () => {
  test("compare images: it sweeps once when shown; clicking along the images and the arrow keys move the divide", async ({
    page,
  }) => {
    await page.goto(PAGE);
    const block = await hydrated(page, "compare-images");
    const slider = block.getByRole("slider", { name: "Compare Silver and Green" });
    // The autostart sweep moves the handle away from the start position and brings it back.
    await expect.poll(async () => Number(await slider.inputValue()), { intervals: [50] }).not.toBe(50);
    await expect(slider).toHaveValue("50", { timeout: 5000 });
    const stage = await centre(block.locator(".compare-images__stage"));
    await page.mouse.click(stage.x - stage.width / 4, stage.y);
    await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(35);
    const before = block.locator(".compare-images__before");
    await expect(before).not.toHaveCSS("clip-path", "inset(0px 50% 0px 0px)");

    await slider.focus();
    await page.keyboard.press("Home");
    await expect(slider).toHaveValue("0");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(slider).toHaveValue("2");
    await expect(slider).toHaveAttribute("aria-valuetext", "2% Silver, 98% Green");
  });

  test("360 views: dragging and the arrow keys turn the car, the buttons too", async ({ page }) => {
    await page.goto(PAGE);
    const block = await hydrated(page, "360-views");
    const view = block.getByRole("slider", { name: "Turn: All the way round" });
    await expect(view).toHaveAttribute("aria-valuenow", "1");
    await expect(block.getByRole("img", { name: "The car turned 0 degrees" })).toBeVisible();

    const stage = await centre(view);
    await page.mouse.move(stage.x, stage.y);
    await page.mouse.down();
    await page.mouse.move(stage.x - stage.width / 4 - 10, stage.y, { steps: 6 });
    await page.mouse.up();
    await expect(view).toHaveAttribute("aria-valuenow", "3");
    await expect(block.getByRole("img", { name: "The car turned 90 degrees" })).toBeVisible();
    await expect(block.getByRole("img", { name: "The car turned 0 degrees" })).toBeHidden();

    await view.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(view).toHaveAttribute("aria-valuenow", "2");
    await page.keyboard.press("End");
    await expect(view).toHaveAttribute("aria-valuenow", "8");
    await page.keyboard.press("ArrowRight");
    await expect(view).toHaveAttribute("aria-valuenow", "1");
    await block.getByRole("button", { name: "Turn left" }).click();
    await expect(view).toHaveAttribute("aria-valuetext", "315 degrees, frame 8 of 8");
    await expect(block.getByRole("img", { name: "The car turned 315 degrees" })).toBeVisible();
  });

  test("gallery categories: a click and the arrow keys switch the category shown", async ({ page }) => {
    await page.goto(PAGE);
    const block = await hydrated(page, "gallery-categories");
    await expect(block.getByRole("img", { name: "Silver estate, side view" })).toBeVisible();
    await block.getByRole("tab", { name: "Interior" }).click();
    await expect(block.getByRole("img", { name: "Tan leather cabin" })).toBeVisible();
    await expect(block.getByRole("img", { name: "Silver estate, side view" })).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(block.getByRole("tab", { name: "Details" })).toBeFocused();
    await expect(block.getByRole("tab", { name: "Details" })).toHaveAttribute("aria-selected", "true");
    await expect(block.getByRole("img", { name: "Illuminated grille" })).toBeVisible();
  });

  test("masonry: its background video plays muted, and its button pauses and restarts it", async ({ page }) => {
    await page.goto(PAGE);
    const block = await hydrated(page, "masonry");
    const video = block.locator("video");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted)).toBe(true);
    await block.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await block.getByRole("button", { name: "Play background video" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });

  test("the YouTube facade asks YouTube for nothing until clicked; then the player loads from youtube-nocookie.com", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (YOUTUBE.test(request.url())) requests.push(request.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title><p>Player</p>" }),
    );
    await page.goto(PAGE);
    await scrollThrough(page);
    await waitForIslands(page);
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
    await expect(page.locator("iframe")).toHaveCount(0);

    await page.getByRole("button", { name: "Play video: The launch film" }).click();
    const player = page.locator('iframe[title="The launch film"]');
    await expect(player).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/M7lc1UVf-VE\?/);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests.every((url) => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true);
    await expect(player).toBeFocused();
  });

  test("the YouTube facade plays with the keyboard alone", async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>Player</p>" }),
    );
    await page.goto(PAGE);
    await hydrated(page, "video");
    const play = page.getByRole("button", { name: "Play video: The launch film" });
    await play.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator('iframe[title="The launch film"]')).toBeFocused();
  });

  test("a video file loads nothing before play, offers captions, and plays from its controls", async ({ page }) => {
    await page.goto(PAGE);
    const block = await hydrated(page, "video", 1);
    const file = block.locator("video");
    await expect(file).toHaveAttribute("preload", "none");
    await expect(file).toHaveAttribute("aria-label", "The estate on the coast road");
    await expect(file.locator("track[kind=captions]")).toHaveAttribute("src", "/media/videos/demo-drive.en.vtt");
    await page.waitForTimeout(300);
    expect(await file.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
    await file.evaluate((element: HTMLVideoElement) => element.play());
    await expect.poll(() => file.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  });

  test("hotspots open one card at a time by click and by keyboard, with no JavaScript of their own", async ({
    page,
  }) => {
    await page.goto(PAGE);
    await expect(page.locator('[data-island="hotspots-container"], [data-island="parallax"]')).toHaveCount(0);
    const block = page.locator(".hotspots-container");
    await block.scrollIntoViewIfNeeded();
    await block.locator("summary").first().click();
    await expect(block.getByText("They turn with the steering.")).toBeVisible();
    await block.locator("summary").nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(block.getByText("Forged, in two finishes.")).toBeVisible();
    await expect(block.getByText("They turn with the steering.")).toBeHidden();
  });
});

test.describe("media blocks by touch", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("compare images, 360 views, gallery, masonry and the YouTube facade answer taps and swipes", async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      if (YOUTUBE.test(request.url())) requests.push(request.url());
    });
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>Player</p>" }),
    );
    await page.goto(PAGE);

    const compare = await hydrated(page, "compare-images");
    const slider = compare.getByRole("slider", { name: "Compare Silver and Green" });
    const stage = await centre(compare.locator(".compare-images__stage"));
    await touchDrag(page, { x: stage.x, y: stage.y }, { x: stage.x + stage.width / 3, y: stage.y });
    await expect.poll(async () => Number(await slider.inputValue())).toBeGreaterThan(65);

    const spin = await hydrated(page, "360-views");
    const view = spin.getByRole("slider", { name: "Turn: All the way round" });
    const box = await centre(view);
    await touchDrag(page, { x: box.x + box.width / 3, y: box.y }, { x: box.x - box.width / 3, y: box.y });
    await expect(view).not.toHaveAttribute("aria-valuenow", "1");
    // Chromium may still swallow the first tap after a swipe on a busy machine: tap again until it lands,
    // each time expecting exactly one frame to the right.
    await expect(async () => {
      const turned = Number(await view.getAttribute("aria-valuenow"));
      await spin.getByRole("button", { name: "Turn right" }).tap();
      await expect(view).toHaveAttribute("aria-valuenow", String((turned % 8) + 1), { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    const gallery = await hydrated(page, "gallery-categories");
    await gallery.getByRole("tab", { name: "Details" }).tap();
    await expect(gallery.getByRole("img", { name: "Illuminated grille" })).toBeVisible();

    const masonry = await hydrated(page, "masonry");
    const video = masonry.locator("video");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await masonry.getByRole("button", { name: "Pause background video" }).tap();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);

    expect(requests).toEqual([]);
    const youtube = await hydrated(page, "video");
    await youtube.getByRole("button", { name: "Play video: The launch film" }).tap();
    await expect(youtube.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/M7lc1UVf-VE/);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });
});

test.describe("visitors who prefer reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("get a still background video (it plays only when they press play), and no autostart", async ({ page }) => {
    await page.goto(PAGE);
    const compare = await hydrated(page, "compare-images");
    const values = await compare.getByRole("slider").evaluate(
      (input: HTMLInputElement) =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const timer = setInterval(() => seen.push(input.value), 50);
          setTimeout(() => {
            clearInterval(timer);
            resolve([...new Set(seen)]);
          }, 3000);
        }),
    );
    expect(values).toEqual(["50"]);
    const masonry = await hydrated(page, "masonry");
    const video = masonry.locator("video");
    await page.waitForTimeout(500);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await masonry.getByRole("button", { name: "Play background video" }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });
});

for (const width of [390, 1366]) {
  test(`axe finds no violations on the media blocks at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
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
