import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Frame, type Page } from "playwright-core";
import { buildPage } from "./page-builder.ts";
import { percentile, printTable } from "./measure.ts";
import { startServer } from "./server-process.ts";
import { CHROMIUM } from "../support/chromium.ts";

const ADMIN = { email: "bench@example.com", password: "benchmark-password" };
/** Position of the block typed into: a column group whose heading the canvas draws as text (buildPage's order). */
const TYPED_BLOCK = 3;
const KEYSTROKES = 60;

async function canvas(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector("iframe#preview-frame", { timeout: 60_000 });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error("no canvas frame");
  await frame.waitForSelector("[data-component-index]", { timeout: 60_000 });
  return frame;
}

/** Per keystroke, milliseconds from the key event's timestamp to two paints (see typingTimes). */
interface KeystrokeTimes {
  input: number[];
  canvas: number[];
}

interface Keystroke {
  at: number;
  /** The input's value once the key went in; null until the input event. */
  value: string | null;
  inputPaint: number | null;
  canvasPaint: number | null;
}

/**
 * Installs the probes in the editor page: for every keydown in `input` (matched by `selector`), its
 * event timestamp; the first paint after the input event (the input shows the character), and the
 * first paint after the canvas block `blockId` in the iframe contains the input's new value. "First
 * paint after" is a requestAnimationFrame callback followed by a message-channel task, which runs
 * once that frame has been handed to the compositor. All times are the editor window's
 * performance.now(), the clock of `event.timeStamp`; the iframe's own clock has another origin.
 */
function installProbes({ selector, blockId }: { selector: string; blockId: string }): void {
  const input = document.querySelector<HTMLInputElement>(selector);
  const frame = document.querySelector<HTMLIFrameElement>("#preview-frame")?.contentDocument;
  if (!input || !frame) throw new Error("no inspector input or canvas");
  const strokes: Keystroke[] = [];
  (window as unknown as { __strokes: Keystroke[] }).__strokes = strokes;
  const afterPaint = (done: (at: number) => void): void => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  };
  const blockSelector = `[data-puck-component="${CSS.escape(blockId)}"]`;
  let block = frame.querySelector(blockSelector);
  input.addEventListener(
    "keydown",
    (event) => strokes.push({ at: event.timeStamp, value: null, inputPaint: null, canvasPaint: null }),
    { capture: true },
  );
  input.addEventListener(
    "input",
    () => {
      const stroke = strokes[strokes.length - 1];
      if (!stroke || stroke.value !== null) return;
      stroke.value = input.value;
      afterPaint((at) => (stroke.inputPaint = at));
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (!block?.isConnected) block = frame.querySelector(blockSelector);
    const text = block?.textContent ?? "";
    for (const stroke of strokes) {
      if (stroke.canvasPaint !== null || stroke.value === null || !text.includes(stroke.value)) continue;
      stroke.canvasPaint = -1; // seen; the paint time follows
      afterPaint((at) => (stroke.canvasPaint = at));
    }
  }).observe(frame.body, { subtree: true, childList: true, characterData: true });
}

/**
 * Types `count` real key presses (Playwright, one every `pauseMs`, a brisk typist, so keystrokes do
 * not pile up) at the end of the inspector field `selector` of the selected block `blockId`, and
 * returns both figures per keystroke: keystroke-to-input and keystroke-to-canvas. A keystroke the
 * canvas never showed counts as infinitely slow, so a broken canvas update cannot pass for a fast one.
 */
async function typingTimes(
  page: Page,
  selector: string,
  blockId: string,
  count: number,
  pauseMs = 150,
): Promise<KeystrokeTimes> {
  const input = page.locator(selector);
  await input.waitFor({ timeout: 30_000 });
  await input.click();
  await page.keyboard.press("End");
  await page.evaluate(installProbes, { selector, blockId });
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)));
    await page.waitForTimeout(pauseMs);
  }
  await page.waitForTimeout(1000);
  const strokes = await page.evaluate(() => (window as unknown as { __strokes: Keystroke[] }).__strokes);
  if (strokes.length !== count) throw new Error(`expected ${count} keystrokes in the inspector, saw ${strokes.length}`);
  const since = (stroke: Keystroke, at: number | null): number =>
    at === null || at < 0 ? Number.POSITIVE_INFINITY : at - stroke.at;
  return {
    input: strokes.map((stroke) => since(stroke, stroke.inputPaint)),
    canvas: strokes.map((stroke) => since(stroke, stroke.canvasPaint)),
  };
}

/** Selects the block at `position` on the canvas (a top-level one in view); returns its id. */
async function selectBlock(frame: Frame, position: number): Promise<string> {
  const block = frame.locator("[data-component-index]").nth(position);
  await block.scrollIntoViewIfNeeded();
  await block.click({ position: { x: 5, y: 5 } });
  await frame.page().waitForTimeout(300);
  const id = await block.evaluate((element) =>
    element.closest("[data-puck-component]")?.getAttribute("data-puck-component"),
  );
  if (!id) throw new Error(`no block id at position ${position}`);
  return id;
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
          if (
            label === "Delete"
              ? target !== undefined && !target.isConnected
              : records.some((record) =>
                  [...record.addedNodes].some(
                    (node) =>
                      node instanceof Element &&
                      (node.matches(".fc-block") || node.querySelector(".fc-block") !== null),
                  ),
                )
          )
            done();
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
 * typing in the inspector (from the key event to the input's paint, and to the canvas's), and the
 * time to delete and to duplicate a block. `BENCH_EDITOR_SIZES=1000` runs some sizes only.
 */
export async function runEditorBench(
  sizes = (process.env.BENCH_EDITOR_SIZES ?? "100,500,1000").split(",").map(Number),
): Promise<Record<string, number>> {
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
  const browser = await chromium.launch(CHROMIUM).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, baseURL: server.base });
    const login = await context.request.post("/api/auth/login", { data: ADMIN });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    for (const size of sizes) {
      const created = await context.request.post("/api/cms/pages", {
        headers: { "x-csrf-token": csrfToken },
        data: { path: `/bench-${size}`, title: `Bench ${size}`, draft: buildPage(size) },
      });
      if (!created.ok()) throw new Error(`creating the ${size}-block page failed: ${await created.text()}`);
      const { id } = (await created.json()) as { id: string };
      const page = await context.newPage();
      const opened = performance.now();
      await page.goto(`/cms/pages/${id}`);
      let frame = await canvas(page);
      const openSeconds = (performance.now() - opened) / 1000;
      // The fourth block is a column group whose heading is drawn as text (see buildPage).
      const typed = await selectBlock(frame, TYPED_BLOCK);
      const typing = await typingTimes(page, ".fc-inspector #root_heading", typed, KEYSTROKES);
      const deletes: number[] = [];
      const duplicates: number[] = [];
      for (let round = 0; round < 3; round++) {
        await selectBlock(frame, 2);
        duplicates.push(await actionTime(frame, 2, "Duplicate"));
        await selectBlock(frame, 2);
        deletes.push(await actionTime(frame, 2, "Delete"));
        frame = await canvas(page);
      }
      figures[`editor_${size}_input_p95`] = percentile(typing.input, 0.95);
      figures[`editor_${size}_canvas_p95`] = percentile(typing.canvas, 0.95);
      figures[`editor_${size}_delete_median`] = percentile(deletes, 0.5);
      rows.push([
        String(size),
        openSeconds.toFixed(1),
        `${percentile(typing.input, 0.5).toFixed(0)} / ${percentile(typing.input, 0.95).toFixed(0)}`,
        `${percentile(typing.canvas, 0.5).toFixed(0)} / ${percentile(typing.canvas, 0.95).toFixed(0)}`,
        `${percentile(deletes, 0.5).toFixed(0)} (max ${Math.max(...deletes).toFixed(0)})`,
        `${percentile(duplicates, 0.5).toFixed(0)} (max ${Math.max(...duplicates).toFixed(0)})`,
      ]);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  printTable(
    "Editor on generated pages (production build, Chromium)",
    [
      "top-level blocks",
      "open s",
      "keystroke-to-input p50 / p95 ms",
      "keystroke-to-canvas p50 / p95 ms",
      "delete ms",
      "duplicate ms",
    ],
    rows,
  );
  console.log(
    `targets: keystroke-to-canvas p95 <= 50 ms at 1,000 blocks -> ${figures.editor_1000_canvas_p95?.toFixed(0)} ms; delete at 500 blocks <= 200 ms -> ${figures.editor_500_delete_median?.toFixed(0)} ms\n`,
  );
  return figures;
}
