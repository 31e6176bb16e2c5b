import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Drags with small pointer steps, as a person would: Puck's drag sensor starts only after some movement. */
async function dragInto(page: Page, source: Locator, target: Locator, offsetY = 80): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + offsetY };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 20; step++) {
    await page.mouse.move(start.x + ((end.x - start.x) * step) / 20, start.y + ((end.y - start.y) * step) / 20);
  }
  await page.mouse.up();
}

test.describe("the page editor at /cms/pages/:id", () => {
  test("adds a hero from the block list, edits its heading in the inspector, publishes, and the site shows it", async ({ page, browser, baseURL, consoleErrors }) => {
    // Signed in through the API: the session cookie belongs to the page's browser context.
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
    const { csrfToken } = (await (await page.request.get("/api/auth/session")).json()) as { csrfToken: string };
    const path = `/e2e-editor-${Date.now()}`;
    const created = await page.request.post("/api/cms/pages", { data: { path, title: "Editor test page" }, headers: { "x-csrf-token": csrfToken } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/cms/pages/${id}`);
    const canvas = page.frameLocator("#preview-frame");
    const blockList = page.locator("[data-puck-drawer-item]").filter({ hasText: "Hero title banner" }).first();
    await expect(blockList).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible();

    await dragInto(page, blockList, page.locator("#preview-frame"));
    // The new block is drawn in the site's own frame and selected, so the inspector shows its form.
    await expect(canvas.locator(".fc-block--hero-title-banner")).toHaveCount(1);
    const inspector = page.locator(".fc-inspector");
    const heading = inspector.getByLabel(/^Heading \*?$/);
    await expect(heading).toBeVisible();

    const text = `Built in the editor ${Date.now()}`;
    await heading.fill(text);
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveText(text);

    const publish = page.waitForResponse((response) => response.request().method() === "POST" && response.url().endsWith(`/api/cms/pages/${id}/publish`));
    await page.getByRole("button", { name: "Publish" }).click();
    const published = await publish;
    expect(published.status()).toBe(200);
    expect(published.request().headers()["if-match"]).toMatch(/^"\d+"$/);
    await expect(page.getByRole("status").filter({ hasText: "Published" })).toBeVisible();

    // A visitor (a fresh browser context without the editor's cookie) sees the published heading.
    const visitor = await browser.newContext({ baseURL });
    const visitorPage = await visitor.newPage();
    const response = await visitorPage.goto(path);
    expect(response?.status()).toBe(200);
    await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(text);
    await visitor.close();

    expect(consoleErrors).toEqual([]);
  });
});
