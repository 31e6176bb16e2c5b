import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, postSignIn, scrollThrough, test, waitForIslands } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
/** The fixture page of the content blocks (tests/fixtures/pages/content-blocks.page.json). */
const FIXTURE = "/content-blocks";
const MODEL_LAUNCH = JSON.parse(readFileSync("services/cms/demo-content/model-launch.page.json", "utf8")) as {
  title: string;
  document: unknown;
};

/** The name in the colour picker's view that is shown (only one is). */
function shownColour(picker: Locator): Locator {
  return picker.locator(".color-picker__view:visible .color-picker__name");
}

async function expectShown(picker: Locator, name: string): Promise<void> {
  await expect(shownColour(picker)).toHaveCount(1);
  await expect(shownColour(picker)).toHaveText(name);
  await expect(picker.locator(".color-picker__view:visible img")).toHaveAttribute("alt", new RegExp(name));
}

test.describe("the color picker, without JavaScript", () => {
  test("picks a colour by mouse: the image, name and note change", async ({ page }) => {
    await page.goto(FIXTURE);
    const picker = page.locator(".color-picker");
    await expectShown(picker, "Santorini Black");
    const swatch = picker.locator(".color-picker__swatch").nth(1);
    await swatch.scrollIntoViewIfNeeded();
    const box = (await swatch.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expectShown(picker, "Firenze Red");
    await expect(picker.locator(".color-picker__view:visible .color-picker__note")).toHaveText("Metallic, €850");
    await expect(picker.getByRole("radio", { name: "Firenze Red" })).toBeChecked();
    // The chosen view's image is the one that loads (the others are lazy and hidden).
    const image = picker.locator(".color-picker__view:visible img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test("picks colours by keyboard alone: Tab reaches the swatches, the arrow keys move through them", async ({
    page,
  }) => {
    await page.goto(FIXTURE);
    const picker = page.locator(".color-picker");
    let reached = false;
    for (let press = 0; press < 80 && !reached; press++) {
      await page.keyboard.press("Tab");
      reached = await page.evaluate(() => document.activeElement?.matches(".color-picker__input") ?? false);
    }
    expect(reached).toBe(true);
    await expect(picker.getByRole("radio", { name: "Santorini Black" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expectShown(picker, "Firenze Red");
    await page.keyboard.press("ArrowRight");
    await expectShown(picker, "Eiger Grey");
    await expect(picker.getByRole("radio", { name: "Eiger Grey" })).toBeFocused();
    // The focused swatch shows where focus is.
    const outline = await picker
      .locator(".color-picker__swatch")
      .nth(2)
      .evaluate((label) => getComputedStyle(label).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("ArrowLeft");
    await expectShown(picker, "Firenze Red");
  });
});

test.describe("the color picker on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("picks a colour by tapping its swatch", async ({ page }) => {
    await page.goto(FIXTURE);
    const picker = page.locator(".color-picker");
    await expectShown(picker, "Santorini Black");
    // The finger lands on the swatch's radio, which lies over the drawn swatch.
    await picker.getByRole("radio", { name: "Fuji White" }).tap();
    await expectShown(picker, "Fuji White");
    await picker.getByRole("radio", { name: "Eiger Grey" }).tap();
    await expectShown(picker, "Eiger Grey");
  });
});

test.describe("the static content blocks", () => {
  test("ship no JavaScript: the page loads no script at all", async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || /\.m?js(\?|$)/.test(request.url())) scripts.push(request.url());
    });
    await page.goto(FIXTURE);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    await expect(page.locator("script[src], script[type='module'], [data-island]")).toHaveCount(0);
    for (const key of [
      "ready-to-go-bar",
      "icons-timeline",
      "jlr-image-box",
      "electrifying-power",
      "key-details-post",
      "specification",
      "specification-at-glance",
      "color-picker",
      "racing-results",
      "collection-item",
    ]) {
      await expect(page.locator(`[data-block="${key}"]`), key).toHaveCount(1);
    }
    expect(consoleErrors).toEqual([]);
  });

  test("the ready to go bar shows the first four of its five steps", async ({ page }) => {
    await page.goto(FIXTURE);
    await expect(page.locator(".ready-to-go-bar__step a")).toHaveText([
      "Build yours",
      "Find a retailer",
      "Book a test drive",
      "Request a brochure",
    ]);
  });
});

/** Publishes the Model launch demo page under a path of its own, as an editor would import it. */
async function publishModelLaunch(request: APIRequestContext, path: string): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  const headers = { "x-csrf-token": csrfToken };
  const created = await request.post("/api/cms/pages", {
    data: { path, title: MODEL_LAUNCH.title, draft: MODEL_LAUNCH.document },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

for (const width of [390, 1366]) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("finds no violations on the content blocks page", async ({ page }) => {
      await page.goto(FIXTURE);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("finds no violations on the Model launch demo page", async ({ request, browser, baseURL }) => {
      const path = `/e2e-model-launch-${width}-${Date.now()}`;
      await publishModelLaunch(request, path);
      // A visitor, without the editor's session (no toolbar).
      const visitor = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const visitorPage = await visitor.newPage();
      expect((await visitorPage.goto(path))?.status()).toBe(200);
      await scrollThrough(visitorPage);
      if ((await visitorPage.locator("[data-island]").count()) > 0) await waitForIslands(visitorPage);
      await expect(visitorPage.locator('[data-block="color-picker"]')).toHaveCount(1);
      expect(await axeViolations(visitorPage)).toEqual([]);
      await visitor.close();
    });
  });
}

test.describe("the editor's block list", () => {
  test("shows each block's thumbnail beside its name", async ({ page, consoleErrors }) => {
    expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
    const { csrfToken } = (await (await page.request.get("/api/auth/session")).json()) as { csrfToken: string };
    const created = await page.request.post("/api/cms/pages", {
      data: { path: `/e2e-thumbnails-${Date.now()}`, title: "Thumbnails" },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/cms/pages/${id}`);
    for (const name of ["Quote", "Hero title banner", "Color picker", "Racing results"]) {
      const entry = page
        .locator("[data-puck-drawer-item]")
        .filter({ has: page.getByText(name, { exact: true }) })
        .first();
      await entry.scrollIntoViewIfNeeded();
      const thumbnail = entry.locator("img.fc-block-list-item__thumbnail");
      await expect(thumbnail, name).toBeVisible();
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), {
          message: name,
        })
        .toBeGreaterThan(0);
    }
    // Every block declares a thumbnail: no entry falls back to the initials tile.
    await expect(page.locator("[data-puck-drawer-item] .fc-block-list-item__initials")).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
