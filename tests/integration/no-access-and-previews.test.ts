import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpSiteRevision } from "../../services/foundation/site-revisions.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

describe.each(STORAGE_NEUTRAL_KINDS)("no-access, disabled-page previews and /cms/_ on %s", (kind) => {
  let testApp: TestApp;
  let viewer: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    viewer = await signIn(testApp, "viewer");
    // The static page is switched off: visitors no longer see it.
    const db = testApp.database.handle.db;
    await db.updateTable("pages").set({ disabled: 1 }).where("path", "=", "/static").execute();
    await bumpSiteRevision(db, "pages");
  });
  afterAll(() => testApp.close());

  const get = (url: string, as?: SignedIn, headers: Record<string, string> = {}) =>
    testApp.app.inject({ url, headers: { ...headers, ...(as ? { cookie: as.headers.cookie } : {}) } });

  it("shows /no-access in the site's language with a way home and a way to sign in", async () => {
    const english = await get("/no-access");
    expect(english.statusCode).toBe(200);
    const dom = parseHtml(english.body.replace(/^<!doctype html>/, ""));
    expect(dom.querySelector("h1")?.textContent).toBe("No access");
    expect(dom.querySelector('.site-message a[href="/"]')?.textContent).toBe("Go back to home");
    expect(dom.querySelector('.site-message a[href^="/auth/login"]')?.textContent).toBe("Sign in");
    // In Arabic under the site's Arabic prefix, right to left.
    const arabic = await get("/ar/no-access");
    expect(arabic.statusCode).toBe(200);
    const arabicDom = parseHtml(arabic.body.replace(/^<!doctype html>/, ""));
    expect(arabicDom.querySelector("h1")?.textContent).toBe("لا تملك صلاحية الوصول");
    expect(arabic.body).toMatch(/<html[^>]*dir="rtl"/);
    // Any other path ending in no-access is an ordinary (here missing) CMS page.
    expect((await get("/some/no-access")).statusCode).toBe(404);
  });

  it("hides a disabled page from visitors and signed-in browsers alike at its own path", async () => {
    expect((await get("/static")).statusCode).toBe(404);
    expect((await get("/static", viewer)).statusCode).toBe(404);
  });

  it("previews a disabled page at /disabled-preview/<path> for signed-in users only, never cached or indexed", async () => {
    const anonymous = await get("/disabled-preview/static");
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe(`/auth/login?returnTo=${encodeURIComponent("/disabled-preview/static")}`);

    const preview = await get("/disabled-preview/static", viewer);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toContain("no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(parseHtml(preview.body.replace(/^<!doctype html>/, "")).querySelector("h1")?.textContent).toBe(
      "Made for the journey",
    );
    // An enabled page previews the same way; an unknown path is the not-found page.
    expect((await get("/disabled-preview/no-such-page", viewer)).statusCode).toBe(404);
  });

  it("redirects /cms/_ to the page tree, and /cms/_/<path> to the editor of the page at that path", async () => {
    const anonymous = await get("/cms/_");
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/auth\/login\?returnTo=/);

    const tree = await get("/cms/_", viewer);
    expect(tree.statusCode).toBe(302);
    expect(tree.headers.location).toBe("/cms");

    const id = await testApp.services.pages.idOfPath("/static");
    const page = await get("/cms/_/static", viewer);
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe(`/cms/pages/${id}`);

    const missing = await get("/cms/_/no-such-page", viewer);
    expect(missing.headers.location).toBe("/cms");
  });
});
