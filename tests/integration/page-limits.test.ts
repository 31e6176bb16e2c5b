import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MAX_BLOCKS, MAX_DOCUMENT_BYTES, MAX_NESTING_DEPTH } from "../../model/page-document/limits.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const doc = (...content: unknown[]) => ({ schemaVersion: 1, root: { props: {} }, content });
const quote = (id: string) => ({ type: "quote", props: { id, quote: "Nested" } });

/** Tabs inside tabs, `levels` blocks deep (1 = a lone top-level block), built without recursion. */
function nestedTabs(levels: number): { type: string; props: Record<string, unknown> } {
  let node: { type: string; props: Record<string, unknown> } = quote(`q${levels}`);
  for (let level = levels - 1; level >= 1; level--)
    node = { type: "tabs", props: { id: `t${level}`, tabs: [{ tab_label: "Tab", content: [node] }] } };
  return node;
}

/**
 * The JSON text of a document with tabs nested `levels` deep, built as text: JSON.stringify itself
 * overflows the stack long before that depth.
 */
function nestedTabsJson(levels: number): string {
  const open = '{"type":"tabs","props":{"id":"t","tabs":[{"tab_label":"Tab","content":[';
  const close = "]}]}}";
  return `{"schemaVersion":1,"root":{"props":{}},"content":[${open.repeat(levels - 1)}{"type":"quote","props":{"id":"q","quote":"Deep"}}${close.repeat(levels - 1)}]}`;
}

/** The JSON pointer of the block `level` levels deep in nestedTabs. */
function pointerAtLevel(level: number): string {
  return `/content/0${"/props/tabs/0/content/0".repeat(level - 1)}`;
}

describe.each(DATABASE_KINDS)("page size limits on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  const warnings: string[] = [];
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    editor = await signIn(testApp, "editor");
    // The store reports damaged rows through console.warn by default (the app's store is its own instance).
    vi.spyOn(console, "warn").mockImplementation((message: unknown) => void warnings.push(String(message)));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await testApp.close();
  });

  const create = (path: string, draft: unknown) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: { path, title: path, draft },
    });

  it(`stores a page nested ${MAX_NESTING_DEPTH} levels deep and refuses one level more with 422 and the pointer of the first too-deep block`, async () => {
    expect((await create("/deep-ok", doc(nestedTabs(MAX_NESTING_DEPTH)))).statusCode).toBe(201);
    const refused = await create("/deep-refused", doc(quote("first"), nestedTabs(MAX_NESTING_DEPTH + 1)));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: "invalid_document",
      issues: [
        {
          pointer: pointerAtLevel(MAX_NESTING_DEPTH + 1).replace("/content/0", "/content/1"),
          keyword: "maxDepth",
          blockId: `q${MAX_NESTING_DEPTH + 1}`,
        },
      ],
    });
    const stored = await testApp.database.handle.db
      .selectFrom("pages")
      .select("id")
      .where("path", "=", "/deep-refused")
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it("answers 422, not 500, for a document nested deep enough to overflow a recursive validator", async () => {
    const body = `{"path":"/very-deep","title":"Very deep","draft":${nestedTabsJson(20_000)}}`;
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: { ...editor.headers, "content-type": "application/json" },
      payload: body,
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(422);
    expect(response.json()).toMatchObject({
      issues: [{ pointer: pointerAtLevel(MAX_NESTING_DEPTH + 1), keyword: "maxDepth" }],
    });
  });

  it(`refuses a page of more than ${MAX_BLOCKS} blocks with 422`, async () => {
    const blocks = Array.from({ length: MAX_BLOCKS + 1 }, (_, index) => quote(`b${index}`));
    const response = await create("/too-many", doc(...blocks));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ issues: [{ pointer: `/content/${MAX_BLOCKS}`, keyword: "maxBlocks" }] });
  });

  it("refuses a request body above the page write limit with a clear 413, and a document above the byte limit with 422", async () => {
    const huge = await create(
      "/huge",
      doc({ type: "quote", props: { id: "q", quote: "x".repeat(MAX_DOCUMENT_BYTES + 100_000) } }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: "payload_too_large" });
    expect((huge.json() as { message: string }).message).toContain(String(MAX_DOCUMENT_BYTES));
    // Under the body limit as sent, over the document limit once sanitised (every & becomes &amp;).
    const paragraph = "&".repeat(MAX_DOCUMENT_BYTES / 4);
    const big = await create(
      "/big",
      doc({ type: "accordion", props: { id: "a", items: [{ heading: "Big", paragraph }] } }),
    );
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ issues: [{ pointer: "", keyword: "maxBytes" }] });
  });

  describe("with damaged rows written straight into the database", () => {
    let good: string;
    let deep: string;
    let broken: string;
    let deepPublished: string;
    beforeAll(async () => {
      const created = await Promise.all(
        ["/good", "/bad-deep", "/bad-json", "/bad-published"].map(
          async (path) => (await create(path, doc(quote("q")))).json() as { id: string; revision: number },
        ),
      );
      [good, deep, broken, deepPublished] = created.map((page) => page.id) as [string, string, string, string];
      for (const page of created) {
        const published = await testApp.app.inject({
          method: "POST",
          url: `/api/cms/pages/${page.id}/publish`,
          headers: { ...editor.headers, "if-match": `"${page.revision}"` },
        });
        expect(published.statusCode).toBe(200);
      }
      const db = testApp.database.handle.db;
      await db
        .updateTable("pages")
        .set({ draft: JSON.stringify(doc(nestedTabs(400))) })
        .where("id", "=", deep)
        .execute();
      await db.updateTable("pages").set({ draft: "{not json" }).where("id", "=", broken).execute();
      const version = await db
        .selectFrom("pages")
        .select("published_version_id")
        .where("id", "=", deepPublished)
        .executeTakeFirstOrThrow();
      await db
        .updateTable("page_versions")
        .set({ document: nestedTabsJson(20_000) })
        .where("id", "=", version.published_version_id!)
        .execute();
    });

    it("the page list still answers every page, and reports the damaged drafts", async () => {
      warnings.length = 0;
      const list = await testApp.app.inject({ url: "/api/cms/pages", headers: editor.headers });
      expect(list.statusCode).toBe(200);
      const pages = (list.json() as { data: { id: string; has_unpublished_changes: boolean }[] }).data;
      expect(pages.map((page) => page.id)).toEqual(expect.arrayContaining([good, deep, broken, deepPublished]));
      expect(pages.find((page) => page.id === good)!.has_unpublished_changes).toBe(false);
      expect(pages.find((page) => page.id === deep)!.has_unpublished_changes).toBe(true);
      expect(warnings.some((message) => message.includes(deep) && message.includes("levels deep"))).toBe(true);
      expect(warnings.some((message) => message.includes(broken) && message.includes("not valid JSON"))).toBe(true);
    });

    it("a damaged draft opens as an empty page that says why, and can be saved over", async () => {
      for (const id of [deep, broken]) {
        const page = await testApp.app.inject({ url: `/api/cms/pages/${id}`, headers: editor.headers });
        expect(page.statusCode).toBe(200);
        expect(page.json()).toMatchObject({
          draft: { content: [] },
          draft_problem: expect.stringContaining("The stored draft"),
        });
        const saved = await testApp.app.inject({
          method: "PATCH",
          url: `/api/cms/pages/${id}`,
          headers: { ...editor.headers, "if-match": page.headers.etag as string },
          payload: { draft: doc(quote("fixed")) },
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.json()).not.toHaveProperty("draft_problem");
      }
    });

    it("a damaged published version answers 404 on the site and the public API, and versions and compare still answer", async () => {
      warnings.length = 0;
      expect((await testApp.app.inject({ url: "/bad-published" })).statusCode).toBe(404);
      expect((await testApp.app.inject({ url: "/public_api/pages/by_path/bad-published" })).statusCode).toBe(404);
      expect((await testApp.app.inject({ url: "/good" })).statusCode).toBe(200);
      expect(
        warnings.some((message) => message.includes(deepPublished) && message.includes("published document")),
      ).toBe(true);
      const versions = await testApp.app.inject({
        url: `/api/cms/pages/${deepPublished}/versions`,
        headers: editor.headers,
      });
      expect(versions.statusCode).toBe(200);
      const [version] = (versions.json() as { data: { id: string }[] }).data;
      const compare = await testApp.app.inject({
        url: `/api/cms/pages/${deepPublished}/compare?from=${version!.id}&to=draft`,
        headers: editor.headers,
      });
      expect(compare.statusCode).toBe(404);
      const restore = await testApp.app.inject({
        method: "POST",
        url: `/api/cms/pages/${deepPublished}/versions/${version!.id}/restore`,
        headers: { ...editor.headers, "if-match": '"2"' },
      });
      expect([404, 409]).toContain(restore.statusCode);
    });
  });
});
