import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import type { Frame, Page } from "@playwright/test";
import { sanitizeRichText } from "../../model/rich-text/sanitize-html.ts";
import { HTML_FIELDS, XSS_PAYLOADS, editorXssPages, type XssPage } from "../support/xss-payloads.ts";
import { adminHeaders } from "./flow-pages.ts";
import { expect, test, postSignIn, uniqueStamp } from "./support.ts";

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
/** The e2e server's database (playwright.config.ts). */
const E2E_DATABASE = ".cache/e2e-data/e2e.db";
test.describe.configure({ timeout: 180_000 });

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

/**
 * The Content-Security-Policy violations in the page and its frames: what the browser blocked means a
 * payload reached a live DOM unsanitised (the policy is the last defence, not the first). Each is
 * described with the element it came from, to point at the component that drew it.
 */
async function watchForCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const printed: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const holder = target?.closest("[class]");
      const where = target
        ? `<${target.tagName.toLowerCase()}> in .${(holder?.getAttribute("class") ?? "").split(/\s+/).join(".")}`
        : "the document";
      const top = window.top as unknown as { __cspViolations?: string[] };
      (top.__cspViolations ??= []).push(`${event.violatedDirective} "${event.sample}" from ${where}`);
    });
  });
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) printed.push(`console: ${message.text()}`);
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
    ...printed,
  ];
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

/** The draft's top-level blocks: the case blocks that a click opens in the inspector, without the slot holder. */
function topLevelOnly(xss: XssPage): XssPage["document"] {
  return { ...xss.document, content: xss.document.content.slice(0, -1) };
}

/** Opens the draft in the editor; checks every case block is drawn, and no payload ran or is in the DOM. */
async function checkCanvas(page: Page, id: string, xss: XssPage, readHits: () => Promise<number[]>): Promise<void> {
  await page.goto(`/cms/pages/${id}`);
  const canvas = page.frameLocator("#preview-frame");
  const holder = xss.document.content.at(-1) as { type: string };
  // Each case is its own block, top level or nested: all are drawn (none virtualised away).
  const expected = new Map<string, number>([[holder.type, 1]]);
  for (const item of xss.cases) expected.set(item.field.type, (expected.get(item.field.type) ?? 0) + 1);
  for (const [type, count] of expected)
    // A few hundred blocks, some heavy (Rent a Car): 20-30 s on a loaded two-core machine.
    await expect(canvas.locator(`.fc-block--${type}`), type).toHaveCount(count, { timeout: 90_000 });
  await expect(canvas.locator(".fc-rich-text").first()).toBeAttached();
  const frame = await (await page.locator("#preview-frame").elementHandle())!.contentFrame();
  expect(frame).not.toBeNull();
  await settled(frame!, ".fc-rich-text");
  expect(await readHits()).toEqual([]);
  expect(await dangerousMarkup(frame!, ".fc-rich-text")).toEqual([]);
}

/**
 * Waits until what `selector` matches has had its chance to run a payload: every picture in it has
 * loaded or failed (its load or error handler has run), then two frames have been drawn (focus,
 * toggle and animation events fire by then). Fixed pauses did this before (1.5 s on the canvas, 300 ms
 * for each block in the inspector: about a third of each editor test's time), without the pictures'
 * guarantee on a slow machine (decision 189).
 */
async function settled(page: Page | Frame, selector: string): Promise<void> {
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)].every(
        // A lazy picture out of view loads nothing until scrolled to: nothing to wait for.
        (image) => image.complete || image.loading === "lazy",
      ),
    selector,
    // Polled on a timer, not on animation frames (tests/e2e/support.ts, waitForIslands).
    { polling: 50 },
  );
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)));
        // No frame may come on a loaded machine (tests/e2e/support.ts, scrollThrough).
        setTimeout(() => resolve(null), 250);
      }),
  );
}

/**
 * The inspector's rich-text field puts the stored HTML into the DOM too: opens the draft of
 * `topLevelOnly(xss)` and the inspector on each of its blocks (the image, mutation-XSS, iframe and
 * broken-tag payloads of each field). A page without the nested blocks, as each selection redraws the
 * canvas: a few tenths of a second here, several seconds beside a few hundred nested blocks.
 */
async function checkInspector(page: Page, id: string, xss: XssPage, readHits: () => Promise<number[]>): Promise<void> {
  await page.goto(`/cms/pages/${id}`);
  const canvas = page.frameLocator("#preview-frame");
  const inspector = page.locator(".fc-inspector");
  const blocks = topLevelOnly(xss).content as { type: string; props: { id: string } }[];
  expect(blocks.length).toBe(xss.cases.filter((item) => !item.id.endsWith("-nested")).length);
  await expect(canvas.locator("[data-component-index]")).toHaveCount(blocks.length, { timeout: 30_000 });
  for (const [index, block] of blocks.entries()) {
    // Clicked near its top left corner, or, if that selected nothing (the inspector showing the page's
    // fields: a few blocks' corners lie outside what they draw), in its middle.
    const target = canvas.locator(`[data-component-index="${index + 1}"]`);
    let attempt = 0;
    await expect(async () => {
      await target.click({ position: attempt++ % 2 === 0 ? { x: 5, y: 5 } : undefined });
      await expect(inspector.locator(".fc-richtext__area").first(), block.props.id).toBeAttached({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await settled(page, ".fc-richtext__area");
    expect(await dangerousMarkup(page, ".fc-richtext__area"), block.props.id).toEqual([]);
  }
  expect(await readHits()).toEqual([]);
}

test.describe("stored rich text in the editor at /cms", () => {
  // Several fields a page, so one editor load checks them all: the first image, mutation-XSS, iframe and
  // broken-tag payloads of each field at the top level (opened in the inspector), the others nested.
  const pages = editorXssPages({ prefix: "e2e", fieldsPerPage: 7, topLevelPayloads: [0, 17, 18, 25, 29] });

  // Blocks' defaults name the demo's VIN lists, and a page save naming a list that does not exist is
  // refused (decision 132): uploaded as an admin would (the e2e server seeds only the fixture pages).
  test.beforeAll(async ({ request }) => {
    const headers = await adminHeaders(request);
    for (const list of ["map-update", "recall-2026-01"]) {
      const uploaded = await request.put(`/api/vins/${list}`, {
        headers: { ...headers, "content-type": "text/csv" },
        data: readFileSync(`services/cms/demo-content/${list}.vins.csv`, "utf8"),
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
    }
  });

  test("the corpus reaches every payload in every HTML field", () => {
    const reached = new Set(
      pages.flatMap((xss) => xss.cases.map((item) => `${item.field.type} ${item.field.path} ${item.payload}`)),
    );
    expect(reached.size).toBe(HTML_FIELDS.length * XSS_PAYLOADS.length);
    expect(pages.reduce((sum, xss) => sum + xss.cases.length, 0)).toBe(reached.size);
  });

  for (const [index, xss] of pages.entries()) {
    const fields = [...new Set(xss.cases.map((item) => `${item.field.type} ${item.field.path}`))].join(", ");

    test(`${fields}: a draft saved through the API runs no payload in the editor`, async ({ page }) => {
      const readHits = await watchForXss(page);
      const readViolations = await watchForCspViolations(page);
      const csrfToken = await signedIn(page);
      const stamp = uniqueStamp();
      const whole = await createPage(page, csrfToken, `/e2e-xss-api-${index}-${stamp}`, xss.document);
      const topLevel = await createPage(page, csrfToken, `/e2e-xss-api-top-${index}-${stamp}`, topLevelOnly(xss));
      await checkCanvas(page, whole, xss, readHits);
      expect(await readViolations(), "the canvas").toEqual([]);
      await checkInspector(page, topLevel, xss, readHits);
      expect(await readViolations(), "the inspector").toEqual([]);
    });

    test(`${fields}: a draft written straight into the database runs no payload in the editor (the editor's own defence)`, async ({
      page,
    }) => {
      const readHits = await watchForXss(page);
      const readViolations = await watchForCspViolations(page);
      const csrfToken = await signedIn(page);
      const stamp = uniqueStamp();
      const whole = await storedAroundTheApi(page, csrfToken, `/e2e-xss-db-${index}-${stamp}`, xss.document);
      const topLevel = await storedAroundTheApi(
        page,
        csrfToken,
        `/e2e-xss-db-top-${index}-${stamp}`,
        topLevelOnly(xss),
      );
      await checkCanvas(page, whole, xss, readHits);
      expect(await readViolations(), "the canvas").toEqual([]);
      await checkInspector(page, topLevel, xss, readHits);
      expect(await readViolations(), "the inspector").toEqual([]);
    });
  }
});

/** A page whose draft is `draft` written straight into the database: the API's sanitising is bypassed. */
async function storedAroundTheApi(page: Page, csrfToken: string, path: string, draft: unknown): Promise<string> {
  const id = await createPage(page, csrfToken, path, { schemaVersion: 1, root: { props: {} }, content: [] });
  const database = new Database(E2E_DATABASE);
  try {
    database.pragma("busy_timeout = 5000");
    database.prepare("update pages set draft = ? where id = ?").run(JSON.stringify(draft), id);
    const stored = database.prepare("select draft from pages where id = ?").get(id) as { draft: string };
    // The raw payloads really are stored.
    expect(stored.draft).toContain("onerror");
  } finally {
    database.close();
  }
  return id;
}

/** Markup at the edges of the allow-list, beside the attack corpus. */
const EDGE_CASES: readonly string[] = [
  `<button type="submit">buy</button>`,
  `<form action="/x"><input name="q" value="v"><select><option>o</option></select></form>`,
  `<iframe src="https://example.com"></iframe>`,
  `<p style="color:red" class="text-large other">styled</p>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="https://ok.example" target="_blank" rel="opener" title="t">ok</a>`,
  `<a href="/inside" ping="https://track.example">ping</a>`,
  `<img src="/a.png" srcset="javascript:alert(1) 1x, /b.png 2x" alt="a">`,
  `<picture><source srcset="data:image/svg+xml,<svg onload=alert(1)>"><img src="/x.png"></picture>`,
  `<svg><circle r="5"/></svg><math><mi>x</mi></math>`,
  `<div id="login" data-x="1" aria-label="a"><p>text</p></div>`,
  `<h1>top</h1><h2 id="h">sub</h2><blockquote cite="https://x">q</blockquote>`,
  `<a href="mailto:a@b.example">m</a><a href="tel:+100">t</a><a href="#top">#</a><a href="//evil.example">pr</a>`,
];

/** A footer no other spec uses (the lrdx theme's), so the corpus in it disturbs no other test. */
const FOOTER_KEY = "footer.redesign_config";

/**
 * Each element and each attribute with its value, as this browser builds them inside an element of
 * the body (where both the site and the preview put the HTML): of `html` as the site's sanitiser
 * leaves it, or, with no `html`, of the preview's HTML sections (read from this window: the frame
 * runs no script).
 */
async function markupOf(page: Page, html?: string): Promise<string[]> {
  return page.evaluate(
    (siteHtml) => {
      let roots: Element[];
      if (siteHtml === null) {
        const preview = document.querySelector<HTMLIFrameElement>('iframe[title="Footer preview"]')!;
        roots = [...preview.contentDocument!.querySelectorAll(".site-footer__html")];
      } else {
        const holder = document.createElement("div");
        holder.innerHTML = siteHtml;
        roots = [holder];
      }
      const kept = new Set<string>();
      for (const element of roots.flatMap((root) => [...root.querySelectorAll("*")])) {
        const tag = element.tagName.toLowerCase();
        kept.add(`<${tag}>`);
        for (const attribute of element.attributes) kept.add(`<${tag} ${attribute.name}="${attribute.value}">`);
      }
      return [...kept];
    },
    html === undefined ? null : sanitizeRichText(html),
  );
}

/**
 * The text a reader sees, whitespace folded: of `html` as the site's sanitiser leaves it, or, with no
 * `html`, of the preview's HTML sections. Markup that a sanitiser turned into text (the inside of a
 * dropped `<textarea>`, say) shows here.
 */
async function textOf(page: Page, html?: string): Promise<string> {
  return page.evaluate(
    (siteHtml) => {
      let texts: string[];
      if (siteHtml === null) {
        const preview = document.querySelector<HTMLIFrameElement>('iframe[title="Footer preview"]')!;
        texts = [...preview.contentDocument!.querySelectorAll(".site-footer__html")].map(
          (root) => root.textContent ?? "",
        );
      } else {
        const holder = document.createElement("div");
        holder.innerHTML = siteHtml;
        texts = [holder.textContent ?? ""];
      }
      return texts.join(" ").replace(/\s+/g, " ").trim();
    },
    html === undefined ? null : sanitizeRichText(html),
  );
}

test.describe("stored HTML in the footer admin's preview at /admin/footer", () => {
  // Both tests change the same footer setting and put it back after.
  test.describe.configure({ mode: "serial" });
  let previous: { id: string; value: string } | undefined;
  let csrfToken = "";

  test.afterEach(async ({ page }) => {
    // Leave the footer as it was for the next run and for anyone looking at the lrdx pages.
    const now = await footerSetting(page);
    if (previous) {
      await page.request.post("/settings", {
        data: { key: FOOTER_KEY, value: previous.value },
        headers: { "x-csrf-token": csrfToken },
      });
    } else if (now)
      await page.request.delete(`/settings/${encodeURIComponent(now.id)}`, { headers: { "x-csrf-token": csrfToken } });
  });

  async function footerSetting(page: Page): Promise<{ id: string; value: string } | undefined> {
    const list = (await (await page.request.get("/settings")).json()) as {
      data: { id: string; key: string; value: string }[];
    };
    return list.data.find((setting) => setting.key === FOOTER_KEY);
  }

  async function openPreview(page: Page): Promise<Frame> {
    await page.goto("/admin/footer");
    await page.getByLabel("Which footer").selectOption(FOOTER_KEY);
    const element = page.locator('iframe[title="Footer preview"]');
    const frame = await (await element.elementHandle())!.contentFrame();
    expect(frame).not.toBeNull();
    return frame!;
  }

  test("the corpus stored through the API runs nothing in the preview, which shows no element the site does not", async ({
    page,
  }) => {
    const readHits = await watchForXss(page);
    csrfToken = await signedIn(page);
    previous = await footerSetting(page);
    const half = Math.ceil(XSS_PAYLOADS.length / 2);
    const middle = XSS_PAYLOADS.slice(0, half).join("\n");
    const bottom = [...XSS_PAYLOADS.slice(half), ...EDGE_CASES].join("\n");
    const saved = await page.request.post("/settings", {
      data: { key: FOOTER_KEY, value: JSON.stringify({ middle_html: middle, bottom_html: bottom }) },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // Stored as written: the site sanitises when it reads, so the preview's own sanitising is what is tested.
    expect((await footerSetting(page))?.value).toContain("onerror");

    const frame = await openPreview(page);
    await expect(frame.locator(".site-footer__html")).toHaveCount(2, { timeout: 30_000 });
    // Long enough for image errors, animations, focus and toggle events to have fired.
    await page.waitForTimeout(1500);
    expect(await readHits()).toEqual([]);
    expect(await dangerousMarkup(frame, ".site-footer__html")).toEqual([]);
    const site = new Set([...(await markupOf(page, middle)), ...(await markupOf(page, bottom))]);
    expect((await markupOf(page)).filter((item) => !site.has(item))).toEqual([]);

    // One payload at a time, as an admin would type it: the preview keeps nothing the site drops, neither
    // as markup nor as text (markup left as visible text is what the preview showed before). The
    // bottom section's step marker (a tag no payload leaves behind) shows when the preview has caught up with both fields.
    const field = page.getByLabel("Middle section (HTML)", { exact: true });
    const marker = page.getByLabel("Bottom section (HTML)", { exact: true });
    const differences: Record<string, string[]> = {};
    for (const [step, payload] of [...XSS_PAYLOADS, ...EDGE_CASES].entries()) {
      await field.fill(payload);
      await marker.fill(`<small>step ${step}</small>`);
      await expect(frame.getByText(`step ${step}`, { exact: true })).toBeAttached();
      const onSite = new Set([
        ...(await markupOf(page, payload)),
        ...(await markupOf(page, `<small>step ${step}</small>`)),
      ]);
      const extra = (await markupOf(page)).filter((item) => !onSite.has(item));
      const siteText = `${await textOf(page, payload)} ${await textOf(page, `<small>step ${step}</small>`)}`
        .replace(/\s+/g, " ")
        .trim();
      const previewText = await textOf(page);
      if (previewText !== siteText) extra.push(`text "${previewText}" where the site shows "${siteText}"`);
      if (extra.length > 0) differences[payload] = extra;
    }
    expect(differences).toEqual({});
    await page.waitForTimeout(500);
    expect(await readHits()).toEqual([]);
  });

  test("the preview frame runs no script even if markup got past a sanitiser, and still shows the site's styles", async ({
    page,
  }) => {
    const readHits = await watchForXss(page);
    csrfToken = await signedIn(page);
    previous = await footerSetting(page);
    const saved = await page.request.post("/settings", {
      data: { key: FOOTER_KEY, value: JSON.stringify({ middle_html: "<p>Opening hours</p>" }) },
      headers: { "x-csrf-token": csrfToken },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    // A same-origin script, which the editor's policy (script-src 'self') would let run: only the sandbox stops it.
    await page.route("**/e2e-sandbox-probe.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "top.__xss('same-origin script')" }),
    );
    const frame = await openPreview(page);
    await expect(frame.getByText("Opening hours")).toBeVisible({ timeout: 30_000 });
    // The site's stylesheet applies in the frame: the footer is laid out by site.css, not the browser's defaults.
    await expect
      .poll(() => frame.evaluate(() => [...document.styleSheets].some((sheet) => sheet.cssRules.length > 0)))
      .toBe(true);

    // A hole in a sanitiser, simulated: live markup written straight into the frame's document.
    await page.evaluate(() => {
      const preview = document.querySelector<HTMLIFrameElement>('iframe[title="Footer preview"]')!;
      const doc = preview.contentDocument!;
      doc.body.insertAdjacentHTML(
        "beforeend",
        `<img src="x" onerror="top.__xss('img')"><svg onload="top.__xss('svg')"></svg>` +
          `<a id="js-link" href="javascript:top.__xss('link')">link</a>`,
      );
      const inline = doc.createElement("script");
      inline.textContent = "top.__xss('inline script')";
      const sameOrigin = doc.createElement("script");
      sameOrigin.src = "/e2e-sandbox-probe.js";
      doc.body.append(inline, sameOrigin);
    });
    await frame.locator("#js-link").click();
    await page.waitForTimeout(1000);
    expect(await readHits()).toEqual([]);
  });
});
