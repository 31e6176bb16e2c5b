import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Frame, type Page } from "playwright-core";
import { buildPage } from "./page-builder.ts";
import { percentile, printTable } from "./measure.ts";
import { startServer } from "./server-process.ts";

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
const ADMIN = { email: "bench@example.com", password: "benchmark-password" };

async function canvas(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector("iframe#preview-frame", { timeout: 60_000 });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error("no canvas frame");
  await frame.waitForSelector("[data-component-index]", { timeout: 60_000 });
  return frame;
}

/**
 * Keystroke-to-paint: from keydown to the first frame painted after it (a task queued from the next
 * animation frame runs once that frame is presented), for each of `count` keystrokes in an
 * inspector text field.
 */
async function typingTimes(page: Page, count: number): Promise<number[]> {
  const input = page.locator(".fc-inspector input[type='text']").first();
  await input.waitFor({ timeout: 30_000 });
  await input.evaluate((element) => {
    const times: number[] = [];
    (window as unknown as { __keyTimes: number[] }).__keyTimes = times;
    element.addEventListener(
      "keydown",
      () => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => times.push(performance.now() - start), 0));
      },
      { capture: true },
    );
  });
  await input.click();
  for (let i = 0; i < count; i++) {
    await page.keyboard.type(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(500);
  return page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes);
}

/** Selects the block at `position` on the canvas (a top-level one in view). */
async function selectBlock(frame: Frame, position: number): Promise<void> {
  const block = frame.locator("[data-component-index]").nth(position);
  await block.scrollIntoViewIfNeeded();
  await block.click({ position: { x: 5, y: 5 } });
  await frame.page().waitForTimeout(300);
}

/**
 * From the click on Delete (or Duplicate) to the first paint after the canvas shows the result: the
 * selected block's frame gone (delete), or a new block frame added (duplicate).
 */
async function actionTime(frame: Frame, position: number, label: "Delete" | "Duplicate"): Promise<number> {
  await frame.evaluate(
    ({ position, label }) => {
      const target = document.querySelectorAll("[data-component-index]")[position];
      (window as unknown as { __changed: Promise<number> }).__changed = new Promise((resolve) => {
        const done = (): void => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
        };
        const observer = new MutationObserver((records) => {
          if (label === "Delete" ? target !== undefined && !target.isConnected : records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && (node.matches(".fc-block") || node.querySelector(".fc-block") !== null)))) done();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    },
    { position, label },
  );
  const button = frame.locator(`button[title="${label}"], button[aria-label="${label}"]`).first();
  await button.waitFor({ timeout: 10_000 });
  const start = await button.evaluate((element) => {
    const begin = performance.now();
    (element as HTMLButtonElement).click();
    return begin;
  });
  const end = await frame.evaluate(() => (window as unknown as { __changed: Promise<number> }).__changed);
  return end - start;
}

/**
 * The editor with generated pages of 100, 500 and 1,000 top-level blocks (production build, Chromium):
 * keystroke-to-paint in the inspector, and the time to delete and to duplicate a block.
 */
export async function runEditorBench(sizes = [100, 500, 1000]): Promise<Record<string, number>> {
  const directory = mkdtempSync(path.join(tmpdir(), "forecourt-editor-bench-"));
  mkdirSync(path.join(directory, "pages"));
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: path.join(directory, "data"),
    DATABASE_URL: `sqlite:${path.join(directory, "data", "bench.db")}`,
    SEED_PAGES_DIR: path.join(directory, "pages"),
    DEMO_VEHICLES: "0",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
  };
  const rows: string[][] = [];
  const figures: Record<string, number> = {};
  const server = await startServer(env);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.base });
    const login = await context.request.post("/api/auth/login", { data: ADMIN });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    for (const size of sizes) {
      const created = await context.request.post("/api/cms/pages", { headers: { "x-csrf-token": csrfToken }, data: { path: `/bench-${size}`, title: `Bench ${size}`, draft: buildPage(size) } });
      if (!created.ok()) throw new Error(`creating the ${size}-block page failed: ${await created.text()}`);
      const { id } = (await created.json()) as { id: string };
      const page = await context.newPage();
      const opened = performance.now();
      await page.goto(`/cms/pages/${id}`);
      let frame = await canvas(page);
      const openSeconds = (performance.now() - opened) / 1000;
      await selectBlock(frame, 1);
      const typing = await typingTimes(page, 40);
      const deletes: number[] = [];
      const duplicates: number[] = [];
      for (let round = 0; round < 3; round++) {
        await selectBlock(frame, 2);
        duplicates.push(await actionTime(frame, 2, "Duplicate"));
        await selectBlock(frame, 2);
        deletes.push(await actionTime(frame, 2, "Delete"));
        frame = await canvas(page);
      }
      figures[`editor_${size}_keystroke_p95`] = percentile(typing, 0.95);
      figures[`editor_${size}_delete_median`] = percentile(deletes, 0.5);
      rows.push([
        String(size),
        openSeconds.toFixed(1),
        `${percentile(typing, 0.5).toFixed(0)} / ${percentile(typing, 0.95).toFixed(0)}`,
        `${percentile(deletes, 0.5).toFixed(0)} (max ${Math.max(...deletes).toFixed(0)})`,
        `${percentile(duplicates, 0.5).toFixed(0)} (max ${Math.max(...duplicates).toFixed(0)})`,
      ]);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable("Editor on generated pages (production build, Chromium)", ["top-level blocks", "open s", "keystroke-to-paint p50 / p95 ms", "delete ms", "duplicate ms"], rows);
  console.log(`target at 500 blocks: keystroke p95 <= 50 ms -> ${figures.editor_500_keystroke_p95?.toFixed(0)} ms; delete <= 200 ms -> ${figures.editor_500_delete_median?.toFixed(0)} ms\n`);
  return figures;
}
