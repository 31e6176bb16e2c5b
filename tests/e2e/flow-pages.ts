import { readFileSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, postSignIn, scrollThrough, waitForIslands } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** Signs in as the e2e admin; the headers a write needs. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  expect((await postSignIn(request, ADMIN)).ok()).toBe(true);
  const { csrfToken } = (await (await request.get("/api/auth/session")).json()) as { csrfToken: string };
  return { "x-csrf-token": csrfToken };
}

/**
 * Publishes a seeded demo page (services/cms/demo-content) at a fresh path: the e2e server seeds the
 * fixture pages, and the demo pages are what a visitor of `npm start` sees. Returns the page id.
 */
export async function publishDemoPage(
  request: APIRequestContext,
  headers: Record<string, string>,
  file: string,
  path: string,
): Promise<string> {
  // A bare file name is a demo page; a path names another market's version kept for its tests (decision 128).
  const demo = JSON.parse(readFileSync(file.includes("/") ? file : `services/cms/demo-content/${file}`, "utf8")) as {
    title: string;
    document: unknown;
  };
  const created = await request.post("/api/cms/pages", {
    data: { path, title: demo.title, draft: demo.document },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/cms/pages/${id}/publish`, {
    headers: { ...headers, "if-match": created.headers().etag! },
  });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

/** Opens a page with every island hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await scrollThrough(page);
  await waitForIslands(page);
}

export async function axeViolations(page: Page): Promise<string[]> {
  // Judge the page a visitor sees once it has settled: a panel still fading in has its text at part
  // opacity, which axe reports as too little contrast (it did on CI's loaded machine).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
