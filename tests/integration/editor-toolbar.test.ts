import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RenderCache } from "../../renderer/site/render-cache.ts";
import { createSiteRenderer } from "../../renderer/site/render-site.server.tsx";
import { createSiteData } from "../../services/site/index.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { parseHtml } from "../support/render-block.ts";

const dom = (html: string) => parseHtml(html.replace(/^<!doctype html>/, ""));

describe.each(STORAGE_NEUTRAL_KINDS)("the editor toolbar on %s", (kind) => {
  let testApp: TestApp;
  let pageId: string;
  let signedIn: Record<"viewer" | "editor" | "admin", SignedIn>;
  beforeAll(async () => {
    testApp = await createTestApp(kind, { seed: "tests/fixtures/pages" });
    pageId = (await testApp.services.pages.findPublished("/static"))!.page.id;
    signedIn = {
      viewer: await signIn(testApp, "viewer"),
      editor: await signIn(testApp, "editor"),
      admin: await signIn(testApp, "admin"),
    };
  });
  afterAll(() => testApp.close());

  it("shows signed-in users of every role an 'Edit this page' link to the page in the editor, without JavaScript", async () => {
    for (const [role, user] of Object.entries(signedIn)) {
      const response = await testApp.app.inject({ url: "/static", headers: { cookie: user.headers.cookie } });
      expect(response.statusCode).toBe(200);
      const toolbar = dom(response.body).querySelector('aside.editor-toolbar[aria-label="Editor toolbar"]');
      expect(toolbar, role).not.toBeNull();
      const link = toolbar!.querySelector("a.editor-toolbar__edit")!;
      expect(link.textContent).toBe("Edit this page");
      expect(link.getAttribute("href")).toBe(`/cms/pages/${pageId}`);
      expect(toolbar!.textContent).toContain(`(${role})`);
      // The published page is the live one: only the editor's draft preview says "Draft preview".
      expect(toolbar!.querySelector(".editor-toolbar__draft"), role).toBeNull();
      expect(toolbar!.querySelector('form[method="post"][action="/auth/logout"]')).not.toBeNull();
      // The static page stays script-free with the toolbar on it (its breadcrumbs' JSON-LD is data, not script).
      expect(response.body).not.toMatch(/<script(?![^>]*type="application\/ld\+json")/);
    }
  });

  it("speaks the page's language: Arabic on an Arabic page, the draft marker included", async () => {
    const render = createSiteRenderer({
      data: createSiteData(testApp.services, { revisionTtlMs: 0 }),
      assets: { styles: [], islandsEntry: null, islandChunks: {} },
    });
    const viewer = { name: "Vera", email: "vera@example.com", role: "editor" as const, draftPreview: true };
    const arabic = dom((await render({ url: "/ar/model-launch", viewer })).body).querySelector("aside.editor-toolbar")!;
    expect(arabic.getAttribute("aria-label")).toBe("شريط أدوات التحرير");
    expect(arabic.querySelector(".editor-toolbar__draft")!.textContent).toBe(
      "معاينة المسودة: غير منشورة، ولا يراها الزوار",
    );
    expect(arabic.querySelector("a.editor-toolbar__edit")!.textContent).toBe("تحرير هذه الصفحة");
    expect(arabic.querySelector("button[type=submit]")!.textContent).toBe("تسجيل الخروج");
    expect(arabic.textContent).toContain("تم تسجيل الدخول باسم Vera (محرر)");
    expect(arabic.textContent).not.toMatch(/Edit this page|Draft preview|Sign out|Signed in/);
    const english = dom((await render({ url: "/static", viewer })).body).querySelector("aside.editor-toolbar")!;
    expect(english.querySelector(".editor-toolbar__draft")!.textContent).toBe(
      "Draft preview: not published, visitors do not see this",
    );
    expect(english.textContent).toContain("Signed in as Vera (editor)");
  });

  it("is not shown to anonymous visitors, to scripts with a bearer token, or on pages that are not CMS pages", async () => {
    expect(dom((await testApp.app.inject({ url: "/static" })).body).querySelector(".editor-toolbar")).toBeNull();
    const token = signedIn.editor.headers.cookie.replace("fc_session=", "");
    expect(
      dom(
        (await testApp.app.inject({ url: "/static", headers: { authorization: `Bearer ${token}` } })).body,
      ).querySelector(".editor-toolbar"),
    ).toBeNull();
    const missing = await testApp.app.inject({
      url: "/no/such/page",
      headers: { cookie: signedIn.editor.headers.cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(dom(missing.body).querySelector(".editor-toolbar")).toBeNull();
  });

  it("never comes from, nor goes into, the HTML cache for anonymous visitors", async () => {
    const cache = new RenderCache(1024 * 1024);
    const render = createSiteRenderer({
      data: createSiteData(testApp.services, { revisionTtlMs: 0 }),
      assets: { styles: [], islandsEntry: null, islandChunks: {} },
      cache,
    });
    const anonymous = await render({ url: "/static", anonymous: true });
    expect(anonymous.body).not.toContain("editor-toolbar");
    // Even if a caller forgot to clear `anonymous`, a viewer is never served the cached anonymous page.
    const withViewer = await render({
      url: "/static",
      anonymous: true,
      viewer: { name: "Vera", email: "vera@example.com", role: "viewer" },
    });
    expect(withViewer.body).toContain("Edit this page");
    const again = await render({ url: "/static", anonymous: true });
    expect(again.body).toBe(anonymous.body);
    expect(cache.hits).toBe(1);
  });
});
