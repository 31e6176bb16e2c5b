import Database from "better-sqlite3";
import type { Frame, Page } from "@playwright/test";
import { XSS_PAYLOADS, xssPages, type XssPage } from "../support/xss-payloads.ts";
import { expect, test, postSignIn } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
/** The e2e server's database (playwright.config.ts). */
const E2E_DATABASE = ".cache/e2e-data/e2e.db";
/** The editor draws every block of pages up to 40 top-level blocks (decision 008). */
const TOP_LEVEL = 30;

test.describe.configure({ mode: "serial", timeout: 180_000 });

/**
 * Every payload records its run in the top window (`top.__xss(n)`); a dialog or an error naming
 * `__xss` would be a run too. Installed in every frame before any of the page's scripts.
 */
async function watchForXss(page: Page): Promise<() => Promise<number[]>> {
  const signals: string[] = [];
  await page.addInitScript(() => {
    const record = (n: unknown) => {
      const holder = window.top as unknown as { __xssHits?: unknown[] };
      (holder.__xssHits ??= []).push(n);
    };
    (window as unknown as { __xss: (n: unknown) => void }).__xss = record;
  });
  page.on("dialog", (dialog) => {
    signals.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => {
    if (error.message.includes("__xss")) signals.push(`error: ${error.message}`);
  });
  page.on("console", (message) => {
    if (message.text().includes("__xss")) signals.push(`console: ${message.text()}`);
  });
  return async () => {
    const hits = await page.evaluate(() => (window as unknown as { __xssHits?: number[] }).__xssHits ?? []);
    expect(signals).toEqual([]);
    return hits;
  };
}

/** What an attacker would need in the DOM: handlers, script URLs, active elements. [] when clean. */
async function dangerousMarkup(frame: Frame | Page, selector: string): Promise<string[]> {
  return frame.evaluate((selector) => {
    const problems: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      for (const element of root.querySelectorAll("*")) {
        const tag = element.tagName.toLowerCase();
        if (
          [
            "script",
            "iframe",
            "object",
            "embed",
            "svg",
            "math",
            "img",
            "style",
            "link",
            "meta",
            "base",
            "form",
            "input",
            "video",
            "audio",
            "details",
            "template",
          ].includes(tag)
        )
          problems.push(`<${tag}>`);
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith("on") || attribute.name === "style" || attribute.name === "srcdoc")
            problems.push(`<${tag} ${attribute.name}>`);
          if (
            ["href", "src", "action", "formaction", "xlink:href"].includes(attribute.name) &&
            !/^(https?:|mailto:|tel:|\/(?![/\\])|#)/i.test(attribute.value.trim())
          )
            problems.push(`<${tag} ${attribute.name}="${attribute.value}">`);
        }
      }
    }
    return problems;
  }, selector);
}

async function signedIn(page: Page): Promise<string> {
  expect((await postSignIn(page.request, ADMIN)).ok()).toBe(true);
  return ((await (await page.request.get("/api/auth/session")).json()) as { csrfToken: string }).csrfToken;
}

async function createPage(page: Page, csrfToken: string, path: string, draft: unknown): Promise<string> {
  const created = await page.request.post("/api/cms/pages", {
    data: { path, title: "Stored XSS", draft },
    headers: { "x-csrf-token": csrfToken },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Opens the draft in the editor; checks every case block is drawn, and no payload ran or is in the DOM. */
async function openAndCheck(page: Page, id: string, xss: XssPage, readHits: () => Promise<number[]>): Promise<void> {
  await page.goto(`/cms/pages/${id}`);
  const canvas = page.frameLocator("#preview-frame");
  const type = xss.cases[0]!.field.type;
  // Each case is its own block, top level or nested: all are drawn (none virtualised away).
  const holder = xss.document.content.at(-1) as { type: string; props: { id: string } };
  const holders = holder.props.id.endsWith("-holder") && holder.type === type ? 1 : 0;
  await expect(canvas.locator(`.fc-block--${type}`)).toHaveCount(xss.cases.length + holders, { timeout: 30_000 });
  await expect(canvas.locator(".fc-rich-text").first()).toBeAttached();
  // Long enough for image errors, animations, focus and toggle events to have fired.
  await page.waitForTimeout(1500);
  expect(await readHits()).toEqual([]);
  const frame = await (await page.locator("#preview-frame").elementHandle())!.contentFrame();
  expect(frame).not.toBeNull();
  expect(await dangerousMarkup(frame!, ".fc-rich-text")).toEqual([]);

  // The inspector's rich-text field puts the stored HTML into the DOM too: open it on blocks across the corpus.
  const inspector = page.locator(".fc-inspector");
  // Top-level blocks (nested ones sit in closed panels): the image, mutation-XSS, iframe and broken-tag payloads.
  for (const payload of [0, 17, 18, 25, TOP_LEVEL - 1]) {
    const block = canvas.locator(`[data-component-index="${payload + 1}"]`);
    await block.click({ position: { x: 5, y: 5 } });
    await expect(inspector.locator(".fc-richtext__area").first()).toBeAttached();
    await page.waitForTimeout(300);
    expect(await dangerousMarkup(page, ".fc-richtext__area")).toEqual([]);
  }
  expect(await readHits()).toEqual([]);
}

test.describe("stored rich text in the editor at /cms", () => {
  const pages = xssPages({ topLevel: TOP_LEVEL, prefix: "e2e" });

  test("the corpus reaches every payload", () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const xss of pages) expect(new Set(xss.cases.map((item) => item.payload)).size).toBe(XSS_PAYLOADS.length);
  });

  for (const [index, xss] of pages.entries()) {
    const field = `${xss.cases[0]!.field.type} ${xss.cases[0]!.field.path}`;

    test(`${field}: a draft saved through the API runs no payload in the editor`, async ({ page }) => {
      const readHits = await watchForXss(page);
      const csrfToken = await signedIn(page);
      const id = await createPage(page, csrfToken, `/e2e-xss-api-${index}-${Date.now()}`, xss.document);
      await openAndCheck(page, id, xss, readHits);
    });

    test(`${field}: a draft written straight into the database runs no payload in the editor (the editor's own defence)`, async ({
      page,
    }) => {
      const readHits = await watchForXss(page);
      const csrfToken = await signedIn(page);
      const id = await createPage(page, csrfToken, `/e2e-xss-db-${index}-${Date.now()}`, {
        schemaVersion: 1,
        root: { props: {} },
        content: [],
      });
      const database = new Database(E2E_DATABASE);
      try {
        database.pragma("busy_timeout = 5000");
        database.prepare("update pages set draft = ? where id = ?").run(JSON.stringify(xss.document), id);
        const stored = database.prepare("select draft from pages where id = ?").get(id) as { draft: string };
        // The raw payloads really are stored: the API's sanitising is bypassed.
        expect(stored.draft).toContain("onerror");
      } finally {
        database.close();
      }
      await openAndCheck(page, id, xss, readHits);
    });
  }
});
