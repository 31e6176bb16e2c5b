import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Signs in, creates a page with one hero, opens it in the editor and selects the hero. */
async function openHeroPage(page: Page): Promise<{ id: string; csrfToken: string }> {
  expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await page.request.get("/api/auth/session")).json()) as { csrfToken: string };
  const draft = {
    schemaVersion: 1,
    root: { props: { title: "Leaving the editor" } },
    content: [{ type: "hero-title-banner", props: { id: "hero-leave", heading: "Before the edit" } }],
  };
  const created = await page.request.post("/api/cms/pages", {
    data: { path: `/e2e-leave-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, title: "Leave", draft },
    headers: { "x-csrf-token": csrfToken },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/cms/pages/${id}`);
  // The editor (Puck and the inspector) loads on demand: on a busy machine that takes a while.
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toBeVisible({ timeout: 30_000 });
  await page.frameLocator("#preview-frame").locator(".fc-block--hero-title-banner").click();
  return { id, csrfToken };
}

function heading(page: Page) {
  return page.locator(".fc-inspector").getByLabel(/^Heading \*?$/);
}

async function storedHeading(request: APIRequestContext, id: string): Promise<unknown> {
  const detail = (await (await request.get(`/api/cms/pages/${id}`)).json()) as {
    draft: { content: { props: { heading?: unknown } }[] };
  };
  return detail.draft.content[0]?.props.heading;
}

/** Counts the draft saves the page sends, so a test can show none had gone out before the author left. */
function countSaves(page: Page, id: string): { sent: number } {
  const saves = { sent: 0 };
  page.on("request", (request) => {
    if (request.method() === "PATCH" && request.url().endsWith(`/api/cms/pages/${id}`)) saves.sent++;
  });
  return saves;
}

test.describe("leaving the page editor never loses the last edit", () => {
  test.setTimeout(90_000);
  test("an edit typed just before a reload is saved and is there when the page is opened again", async ({ page }) => {
    const { id } = await openHeroPage(page);
    const saves = countSaves(page, id);
    // The browser asks before unloading while a save is under way: the author leaves anyway.
    page.on("dialog", (dialog) => void dialog.accept());

    // As on a busy machine, no frame is painted between the last keystroke and the reload: the inspector
    // hands a keystroke to the page's draft after the next paint, and leaving must not wait for it.
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    const text = `Typed just before leaving ${Date.now()}`;
    await heading(page).fill(text);
    // Within the autosave delay: nothing has been saved yet when the author reloads.
    expect(saves.sent).toBe(0);
    await page.reload();

    await expect.poll(() => storedHeading(page.request, id), { timeout: 10_000 }).toBe(text);
    await page.goto(`/cms/pages/${id}`);
    await expect(page.frameLocator("#preview-frame").getByRole("heading", { level: 1 })).toHaveText(text, {
      timeout: 30_000,
    });
  });

  test("an edit typed just before moving to another editor screen is saved first", async ({ page }) => {
    const { id } = await openHeroPage(page);
    const saves = countSaves(page, id);

    const text = `Typed just before the page tree ${Date.now()}`;
    await heading(page).fill(text);
    expect(saves.sent).toBe(0);
    // The page tree is part of the editor's first bundle: the navigation is immediate.
    await page.getByRole("link", { name: "Pages", exact: true }).click();

    await expect(page).toHaveURL(/\/cms$/);
    await expect.poll(() => storedHeading(page.request, id), { timeout: 5_000 }).toBe(text);
  });

  test("while the last save failed, leaving asks first: in the editor and in the browser", async ({ page }) => {
    const { id } = await openHeroPage(page);
    await page.route(`**/api/cms/pages/${id}`, (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal"}' })
        : route.continue(),
    );
    await heading(page).fill(`Never stored ${Date.now()}`);
    await expect(page.getByRole("status").filter({ hasText: "Not saved" })).toBeVisible();

    // Another editor screen: the save is tried again, fails, and the author is asked.
    await page.getByRole("link", { name: "Forms", exact: true }).click();
    const ask = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Stay" }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/cms/pages/${id}$`));

    // Closing the tab: the browser's own "leave site?" prompt.
    const prompt = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe("beforeunload");
    await dialog.dismiss();
    expect(await storedHeading(page.request, id)).toBe("Before the edit");
    // Closed here without the prompt: left open, the guard would hold up the context's teardown.
    await page.close({ runBeforeUnload: false });
  });
});
