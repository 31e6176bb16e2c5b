import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, test } from "./support.ts";

/**
 * The rest of the site shell's behaviour (issue 12): the progress bar, the chunk-failure reload, link
 * prefetch, reload_on_each_page, the footer's retailers and dc_strategy, the Cookie settings button and
 * Escape in the video modal's YouTube frame. Each test changes site-wide settings, so this spec runs in
 * the site-wide settings project (its name ends in overlays.spec.ts) and removes what it added after
 * each test. Alone: `npx playwright test <this file>`.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const BANNER = {
  title: "We use cookies",
  accept_label: "Accept all",
  reject_label: "Reject all",
  choose_label: "Choose cookies",
  save_label: "Save choice",
  scope_labels: { C0002: "Statistics cookies", C0004: "Marketing cookies" },
};
const FAILED_RED = "rgb(208, 2, 27)";

let headers: Record<string, string> = {};
const settingIds: string[] = [];
const metaheadIds: string[] = [];
const pageIds: string[] = [];

async function signIn(request: APIRequestContext): Promise<void> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  headers = { "x-csrf-token": csrfToken };
}

async function setSetting(request: APIRequestContext, key: string, value: string): Promise<void> {
  const response = await request.post("/settings", { data: { key, value }, headers });
  expect(response.status(), await response.text()).toBeLessThan(300);
  settingIds.push(((await response.json()) as { id: string }).id);
}

async function addMetahead(request: APIRequestContext, metahead: Record<string, unknown>): Promise<void> {
  const response = await request.post("/metaheads", { data: metahead, headers });
  expect(response.status(), await response.text()).toBe(201);
  metaheadIds.push(((await response.json()) as { id: string }).id);
}

async function hydrated(page: Page, name: string): Promise<void> {
  // The shell's popups load their code at the visitor's first interaction (decision 191).
  await page.mouse.move(20, 20);
  await page.waitForSelector(`[data-island='shell:${name}'][data-hydrated='true']`, { state: "attached" });
}

/** The consent banner's own script (not an island, decision 191) has wired the banner. */
async function consentReady(page: Page): Promise<void> {
  await page.waitForSelector("[data-consent-root][data-consent-ready='true']", { state: "attached" });
}

test.beforeEach(async ({ request }) => {
  await signIn(request);
});

// The test's own request context, still signed in (signing in again in it is refused).
test.afterEach(async ({ request }) => {
  for (const id of metaheadIds.splice(0)) await request.delete(`/metaheads/${id}`, { headers });
  for (const id of pageIds.splice(0)) await request.delete(`/api/cms/pages/${id}`, { headers });
  for (const id of settingIds.splice(0))
    expect((await request.delete(`/settings/${id}`, { headers })).status()).toBe(204);
  // The site re-reads its revisions at most every 200 ms.
  await new Promise((resolve) => setTimeout(resolve, 300));
});

test("the progress bar shows on a slow island fetch, then leaves; a failed fetch turns it red", async ({
  page,
  request,
}) => {
  await setSetting(request, "search.popup.enabled", "true");
  let answer: "slow" | "fail" = "slow";
  await page.route("**/public_api/search?*", async (route) => {
    if (answer === "fail") return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.continue();
  });
  await page.goto("/static");
  await hydrated(page, "popup-search");
  await expect(page.locator(".fc-progress")).toHaveCount(0);
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await page.getByRole("searchbox", { name: "Search the site" }).fill("static");
  const bar = page.locator(".fc-progress");
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("data-state", "loading");
  expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(FAILED_RED);
  // Done: it fills, then is removed after the hide delay.
  await expect(bar).toHaveCount(0, { timeout: 5000 });

  // The failed bar stays for the hide delay (500 ms) only: a polling assertion on a loaded machine can
  // look before it appears and again after it left, so the page records every state the bar takes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      for (const bar of document.querySelectorAll<HTMLElement>(".fc-progress"))
        seen.push(`${bar.dataset.state} ${getComputedStyle(bar).backgroundColor}`);
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
  answer = "fail";
  await page.getByRole("searchbox", { name: "Search the site" }).fill("another");
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen))
    .toContain(`failed ${FAILED_RED}`);
  await expect(page.locator(".fc-progress")).toHaveCount(0, { timeout: 5000 });
});

test("a page of static blocks has no progress bar code and prefetches nothing", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/static");
  await page.waitForTimeout(2500);
  expect(scripts).toEqual([]);
  await expect(page.locator("script[type='speculationrules'], link[rel='prefetch']")).toHaveCount(0);
});

test("a failed island chunk reloads the page once, not again within a minute", async ({ page, request }) => {
  await setSetting(request, "search.popup.enabled", "true");
  let loads = 0;
  page.on("load", () => loads++);
  // The popup search's chunk never arrives, as after a deploy; it is asked for at the first interaction.
  await page.route(/\/assets\/popup-search[^/]*\.js$/, (route) => route.abort());
  await page.goto("/static");
  await page.mouse.move(20, 20);
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem("fc-chunk-reload-at"))).toMatch(/^\d+$/);
  // The chunk still fails after the reload: no second reload.
  await page.waitForLoadState("load");
  await page.mouse.move(40, 40);
  await page.waitForTimeout(3000);
  expect(loads).toBe(2);
});

test("on a page with islands, same-origin links in view are prefetched when idle, but not with data saver", async ({
  page,
  request,
  browser,
  consoleErrors,
}) => {
  await setSetting(request, "search.popup.enabled", "true");
  const rules = page.locator("script[type='speculationrules']");
  await page.goto("/static");
  await hydrated(page, "popup-search");
  // After idle, the links in view are handed to the browser's prefetch (speculation rules), same-origin paths only.
  await expect(rules.first()).toBeAttached({ timeout: 10_000 });
  const urls = (await rules.allTextContents()).flatMap(
    (text) => (JSON.parse(text) as { prefetch: { urls: string[] }[] }).prefetch[0]!.urls,
  );
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url).toMatch(/^\/(?!\/)/);
  expect(urls).not.toContain("/static");
  expect(consoleErrors).toEqual([]);

  const saver = await browser.newContext();
  await saver.addInitScript(() =>
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
  );
  const saving = await saver.newPage();
  await saving.goto("/static");
  await hydrated(saving, "popup-search");
  await saving.waitForTimeout(2500);
  await expect(saving.locator("script[type='speculationrules'], link[rel='prefetch']")).toHaveCount(0);
  await saver.close();
});

test("a reload_on_each_page script metahead runs again when the page comes back from the back/forward cache", async ({
  page,
  request,
}) => {
  await addMetahead(request, {
    language: "javascript",
    content: "window.__everyPage = (window.__everyPage || 0) + 1;",
    reload_on_each_page: true,
    in_body: true,
  });
  await addMetahead(request, {
    language: "javascript",
    content: "window.__once = (window.__once || 0) + 1;",
    in_body: true,
  });
  await page.goto("/static");
  const counts = () =>
    page.evaluate(() => {
      const state = window as unknown as { __everyPage?: number; __once?: number };
      return [state.__everyPage, state.__once];
    });
  expect(await counts()).toEqual([1, 1]);
  // What the browser fires when it shows the page from the back/forward cache (no load, no script runs).
  await page.evaluate(() => dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
  expect(await counts()).toEqual([2, 1]);
  // An ordinary page load does not run it twice.
  await page.reload();
  expect(await counts()).toEqual([1, 1]);
});

test("the footer's retailers section comes from its API, and is left out when the API fails", async ({
  page,
  request,
  baseURL,
}) => {
  await setSetting(request, "general.mena_retailers.footer.config.api", `${baseURL}/dealers?items=3`);
  await page.goto("/static");
  const retailers = page.getByRole("contentinfo").getByRole("region", { name: "Our retailers" });
  await expect(retailers).toBeVisible();
  await expect(retailers.getByRole("listitem")).toHaveCount(3);

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    expect((await new AxeBuilder({ page }).include(".site-footer").analyze()).violations).toEqual([]);
  }

  for (const id of settingIds.splice(0)) await request.delete(`/settings/${id}`, { headers });
  // Nothing listens on port 9: the fetch fails, the page is still served, without the section.
  await setSetting(request, "general.mena_retailers.footer.config.api", "http://127.0.0.1:9/retailers");
  await page.waitForTimeout(300);
  const response = await page.goto("/static");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("region", { name: "Our retailers" })).toHaveCount(0);
});

test("footer items with a url_brands dc_strategy show only on their brand's paths", async ({ page, request }) => {
  const footer = {
    columns: [
      {
        type: "links",
        rows: [
          {
            heading: "Explore",
            items: [
              {
                label: "Defender offers",
                url: "/defender/offers",
                dc_strategy: { key: "url_brands", value: "defender" },
              },
              {
                label: "Range Rover offers",
                url: "/range-rover/offers",
                dc_strategy: { key: "url_brands", value: "Range Rover" },
              },
              { label: "All offers", url: "/offers" },
            ],
          },
        ],
      },
    ],
  };
  await setSetting(request, "footer.config", JSON.stringify(footer));
  const labels = async (path: string) => {
    await page.goto(path);
    return page.getByRole("contentinfo").getByRole("list", { name: "Explore" }).getByRole("link").allTextContents();
  };
  expect(await labels("/defender/no-such-page")).toEqual(["Defender offers", "All offers"]);
  expect(await labels("/range-rover/no-such-page")).toEqual(["Range Rover offers", "All offers"]);
  expect(await labels("/static")).toEqual(["All offers"]);
});

test("Cookie settings in the footer reopens the choice; a new grant runs at once, a withdrawal asks for a reload", async ({
  page,
  request,
}) => {
  await setSetting(request, "consent.banner", JSON.stringify(BANNER));
  await addMetahead(request, {
    language: "javascript",
    content: "window.__statistics = (window.__statistics || 0) + 1;",
    consent_scope: "C0002",
    in_body: true,
  });
  const statistics = () => page.evaluate(() => (window as unknown as { __statistics?: number }).__statistics ?? 0);
  // Reduced motion (base.css shortens every transition): axe reads the modal's colours, never a frame
  // of its 0.35 s fade, which it once measured as #fdfdfd text.
  await page.emulateMedia({ reducedMotion: "reduce" });

  await page.goto("/static");
  await consentReady(page);
  await page.getByRole("region", { name: BANNER.title }).getByRole("button", { name: "Reject all" }).click();
  await expect(page.getByRole("region", { name: BANNER.title })).toBeHidden();
  expect(await statistics()).toBe(0);

  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await settings.click();
    const dialog = page.getByRole("dialog", { name: BANNER.choose_label });
    await expect(dialog).toBeVisible();
    // The modal fades in over 0.35 s: axe must see its final colours, not a frame of the fade.
    await expect(dialog).toHaveCSS("opacity", "1");
    expect((await new AxeBuilder({ page }).include(".fc-consent__modal").analyze()).violations).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();
  }

  // Granting statistics later: its script runs at once, without a reload.
  await settings.click();
  const dialog = page.getByRole("dialog", { name: BANNER.choose_label });
  await dialog.getByRole("checkbox", { name: "Statistics cookies" }).check();
  await dialog.getByRole("button", { name: BANNER.save_label }).click();
  await expect.poll(statistics).toBe(1);
  await expect(page.getByText(/reload the page/)).toHaveCount(0);

  // Withdrawing it: the visitor is told a reload is needed, and after it the script no longer runs.
  await settings.click();
  await expect(dialog.getByRole("checkbox", { name: "Statistics cookies" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Statistics cookies" }).uncheck();
  await dialog.getByRole("button", { name: BANNER.save_label }).click();
  const notice = page.getByRole("region", { name: "Cookie settings saved" });
  await expect(notice).toContainText("Cookies you turned off stop being used once you reload the page.");
  expect((await new AxeBuilder({ page }).include(".fc-consent").analyze()).violations).toEqual([]);
  await notice.getByRole("button", { name: "Reload now" }).click();
  await page.waitForLoadState("load");
  await consentReady(page);
  expect(await statistics()).toBe(0);
  await expect(page.getByRole("region", { name: BANNER.title })).toHaveCount(0);
});

test("Escape closes the video modal after the visitor clicked into the YouTube player", async ({ page, request }) => {
  const path = `/shell-behaviour-video-${Date.now()}`;
  const created = await request.post("/api/cms/pages", {
    data: {
      path,
      title: "Video",
      draft: {
        schemaVersion: 1,
        root: { props: { title: "Video" } },
        content: [
          {
            type: "hero-title-banner",
            props: {
              id: "video-youtube",
              heading: "The film",
              button: {
                url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
                type: "external",
                link_text: "Watch the film",
                target: "_self",
              },
            },
          },
        ],
      },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  pageIds.push(id);
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);

  // A local stand-in for YouTube's player frame: it takes focus and keeps the keys pressed in it.
  await page.route(/youtube(-nocookie)?\.com/, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Player</title><button id=play onclick=\"this.textContent='Pause'\">Play</button>",
    }),
  );
  await page.goto(path);
  await hydrated(page, "video-modal");
  const opener = page.getByRole("link", { name: "Watch the film" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Watch the film" });
  await dialog.getByRole("button", { name: "Play video: Watch the film" }).click();
  const player = page.frameLocator(".fc-modal iframe");
  await player.getByRole("button", { name: "Play" }).click();
  // The click reached the player ...
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
  // ... and Escape still closes the modal.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(opener).toBeFocused();
});
