import { randomBytes } from "node:crypto";
import { test as base, expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";

/** A page that records console errors and failed requests, so a test can assert a clean load. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * A stamp unique to this worker, for paths and words a spec creates. Playwright loads a spec module
 * once per worker, and with fullyParallel two workers can load it in the same millisecond: a bare
 * Date.now() then gave both the same page path and the second create failed with "already used".
 */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString("hex")}`;
}

/**
 * Waits until every island that is displayed has hydrated (one inside a hidden tab panel waits, by
 * design, until it is shown). Call scrollThrough first for islands that hydrate when visible.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")].filter(
        (island) => (island.firstElementChild?.getClientRects().length ?? 0) > 0,
      );
      return islands.length > 0 && islands.every((island) => island.dataset.hydrated === "true");
    },
    undefined,
    // Polled on a timer, not on animation frames: headless Chromium on a loaded machine has been seen
    // to stop producing frames for a while (CI: a 30-s timeout with the page idle and every chunk loaded).
    { polling: 100 },
  );
}

/** Scrolls through the whole page so that islands hydrating when visible get their turn. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Two frames, so intersection observers see each position; or 250 ms, if no frame comes (see above).
    const settle = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)));
        setTimeout(() => resolve(null), 250);
      });
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      // The site scrolls smoothly by default; a test scrolls instantly.
      window.scrollTo({ top: y, behavior: "instant" });
      await settle();
    }
    window.scrollTo({ top: 0, behavior: "instant" });
  });
}

/**
 * Signs in through the JSON API as a browser would: when the sign-in hashing queue is full (503,
 * decision 010) it waits the Retry-After the server names and tries again, a few times at most.
 */
export async function postSignIn(
  request: APIRequestContext,
  credentials: { email: string; password: string },
): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await request.post("/api/auth/login", { data: credentials });
    if (response.status() !== 503 || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers()["retry-after"] ?? 1) * 1000));
  }
}
