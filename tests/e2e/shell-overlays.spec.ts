import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, test, uniqueStamp } from "./support.ts";

/**
 * The popup search and the video modal (issue 12). The popup search is a site-wide setting
 * (search.popup.enabled), so this spec runs in the site-wide settings Playwright project after every
 * other spec (its name matches there) and removes what it added.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const NO_RESULTS = "Sorry there were no results for your search. Please try again with another term or phrase.";

let headers: Record<string, string>;
const settingIds: string[] = [];
const pageIds: string[] = [];
const stamp = uniqueStamp();
const VIDEO_PAGE = `/shell-overlays-video-${stamp}`;
const SEARCH_WORD = `Zanzibarite${stamp}`;

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  headers = { "x-csrf-token": csrfToken };
}

async function publish(request: APIRequestContext, path: string, title: string, content: unknown[]): Promise<void> {
  const created = await request.post("/api/cms/pages", {
    data: { path, title, draft: { schemaVersion: 1, root: { props: { title } }, content } },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  pageIds.push(id);
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
}

const banner = (id: string, heading: string, url: string, type: "internal" | "external", text: string) => ({
  type: "hero-title-banner",
  props: { id, heading, button: { url, type, link_text: text, target: "_self" } },
});

async function hydrated(page: Page, name: string): Promise<void> {
  // The shell's popups load their code at the visitor's first interaction (decision 191).
  await page.mouse.move(20, 20);
  await page.waitForSelector(`[data-island='shell:${name}'][data-hydrated='true']`, { state: "attached" });
}

test.beforeAll(async ({ request }) => {
  await signIn(request);
  await publish(request, VIDEO_PAGE, `Films ${SEARCH_WORD}`, [
    banner("video-youtube", "The film", "https://www.youtube.com/watch?v=dQw4w9WgXcQ", "external", "Watch the film"),
    banner("video-file", "The drive", "/media/videos/drive.webm", "internal", "Watch the drive"),
  ]);
});

test.afterAll(async ({ request }) => {
  await signIn(request);
  for (const id of pageIds) await request.delete(`/api/cms/pages/${id}`, { headers });
  for (const id of settingIds) expect((await request.delete(`/settings/${id}`, { headers })).status()).toBe(204);
});

test("with the popup search off, the header's search is a plain link to /search and the page has no script", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/static");
  const link = page.getByRole("banner").getByRole("link", { name: "Search" });
  await expect(link).toHaveAttribute("href", "/search");
  expect(scripts).toEqual([]);
  await link.click();
  await page.waitForURL("**/search");
});

test("the popup search: keyboard, results as the visitor types, no-results text, Escape restores focus", async ({
  page,
  request,
}) => {
  await signIn(request);
  const response = await request.post("/settings", { data: { key: "search.popup.enabled", value: "true" }, headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  settingIds.push(((await response.json()) as { id: string }).id);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto("/static");
    await hydrated(page, "popup-search");
    const button = page.getByRole("banner").getByRole("button", { name: "Search" });
    await button.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Search" });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole("searchbox", { name: "Search the site" });
    await expect(field).toBeFocused();
    await page.keyboard.type(SEARCH_WORD.toLowerCase());
    const result = dialog.getByRole("link", { name: new RegExp(`Films ${SEARCH_WORD}`) });
    await expect(result).toHaveAttribute("href", VIDEO_PAGE);
    await expect(dialog).toHaveCSS("opacity", "1");
    expect((await new AxeBuilder({ page }).include(".fc-modal--search").analyze()).violations).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await expect(result).toBeFocused();

    await field.fill("qqqxqqq nothing matches");
    await expect(dialog.getByText(NO_RESULTS)).toBeVisible();
    await expect(dialog.getByRole("link")).toHaveCount(0);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect((await new AxeBuilder({ page }).include(".site-header").analyze()).violations).toEqual([]);
  }

  // A chosen result is followed.
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search the site" }).fill(SEARCH_WORD);
  await page
    .getByRole("dialog")
    .getByRole("link", { name: new RegExp(SEARCH_WORD) })
    .click();
  await page.waitForURL(`**${VIDEO_PAGE}`);
});

test("without JavaScript the popup search is a link to the /search page", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/static");
  const link = page.getByRole("banner").getByRole("link", { name: "Search" });
  await expect(link).toHaveAttribute("href", "/search");
  await link.click();
  await page.waitForURL("**/search");
  await page.getByRole("searchbox").first().fill(SEARCH_WORD);
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page.getByRole("link", { name: new RegExp(SEARCH_WORD) }).first()).toHaveAttribute("href", VIDEO_PAGE);
  await context.close();
});

test("the video modal opens a marked video link, plays nothing before asked, and closing stops it", async ({
  page,
}) => {
  const youtube: string[] = [];
  page.on("request", (request) => {
    if (/youtube/.test(new URL(request.url()).hostname)) youtube.push(request.url());
  });
  await page.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>player</p>" }),
  );
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(VIDEO_PAGE);
    await hydrated(page, "video-modal");
    const opener = page.getByRole("link", { name: "Watch the film" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Watch the film" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Play video: Watch the film" })).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    expect(youtube).toEqual([]);
    await expect(dialog).toHaveCSS("opacity", "1");
    expect((await new AxeBuilder({ page }).include(".fc-modal--video").analyze()).violations).toEqual([]);
    await dialog.getByRole("button", { name: "Play video: Watch the film" }).click();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
    // Focus is inside YouTube's frame now, whose keys the page never sees: the close button closes.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(opener).toBeFocused();
    youtube.length = 0;
    // Before playing, Escape closes it too.
    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  await page.getByRole("link", { name: "Watch the drive" }).click();
  const dialog = page.getByRole("dialog", { name: "Watch the drive" });
  const video = dialog.locator("video");
  await expect(video).toHaveAttribute("preload", "none");
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(".fc-modal video")).toHaveCount(0);
});
