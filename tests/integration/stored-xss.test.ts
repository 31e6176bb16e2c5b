import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockAtPointer } from "../../model/page-document/pointer.ts";
import { valuesAt } from "../../model/page-document/field-paths.ts";
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PREFIXES,
  RICH_TEXT_TAGS,
  isAllowedHref,
} from "../../model/rich-text/allow-list.ts";
import { sanitizeRichText } from "../../model/rich-text/sanitize-html.ts";
import { forEachBlock } from "../../model/page-document/walk.ts";
import { seedFromFolder } from "../../services/cms/seed.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { STORAGE_NEUTRAL_KINDS } from "../support/databases.ts";
import { storeDefaultReferences } from "../support/default-references.ts";
import { HTML_FIELDS, XSS_PAYLOADS, xssPages, type XssPage } from "../support/xss-payloads.ts";

const window = new Window();

/** What is wrong with stored HTML, judged by the allow-list itself: tags, attributes, classes, hrefs. */
function unsafeParts(html: string): string[] {
  const container = window.document.createElement("div");
  container.innerHTML = html;
  const problems: string[] = [];
  for (const element of container.querySelectorAll("*")) {
    const tag = element.tagName.toLowerCase();
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (!(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(attribute.name)) problems.push(`<${tag} ${attribute.name}>`);
      if (attribute.name === "href" && !isAllowedHref(attribute.value ?? ""))
        problems.push(`<${tag} href="${attribute.value}">`);
      if (
        attribute.name === "class" &&
        (attribute.value ?? "")
          .split(/\s+/)
          .some((name) => !(RICH_TEXT_CLASS_PREFIXES[tag] ?? []).some((prefix) => name.startsWith(prefix)))
      ) {
        problems.push(`<${tag} class="${attribute.value}">`);
      }
    }
  }
  return problems;
}

/** Every HTML value in a stored document that is not safe, with where it is; [] when all are. */
function unsafeValues(document: unknown, cases: XssPage["cases"]): string[] {
  const problems: string[] = [];
  let checked = 0;
  forEachBlock(document as { content: never }, ({ node, pointer }) => {
    const found = cases.find((candidate) => candidate.id === node.props.id);
    if (!found) return;
    for (const value of valuesAt(node.props as Record<string, unknown>, found.field.path)) {
      checked++;
      const html = String(value.value);
      for (const part of unsafeParts(html))
        problems.push(`${pointer}/props${value.pointer} (payload ${found.payload}): ${part}`);
      // A fixed point: what is stored is exactly what the site's sanitiser leaves.
      if (sanitizeRichText(html) !== html)
        problems.push(`${pointer}/props${value.pointer} (payload ${found.payload}): not sanitised`);
    }
  });
  if (checked < cases.length)
    problems.push(`only ${checked} of ${cases.length} HTML values were found in the stored document`);
  return problems;
}

describe("the corpus", () => {
  it("reaches every HTML-bearing field of every block, at the top level and nested", () => {
    expect(HTML_FIELDS.length).toBeGreaterThan(0);
    const pages = xssPages({ topLevel: Infinity, prefix: "c" });
    expect(pages.flatMap((page) => page.cases)).toHaveLength(HTML_FIELDS.length * XSS_PAYLOADS.length * 2);
    for (const page of pages) {
      // Unsanitised, the corpus is caught by the check the stored documents must pass.
      expect(unsafeValues(page.document, page.cases).length).toBeGreaterThan(XSS_PAYLOADS.length);
      expect(blockAtPointer(page.document, "/content/0")).not.toBeNull();
    }
  });
});

describe.each(STORAGE_NEUTRAL_KINDS)("stored rich text on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    editor = await signIn(testApp, "editor");
    await storeDefaultReferences(testApp);
  });
  afterAll(() => testApp.close());

  /** The corpus's pages, each with its index (the tests store each one under its own path). */
  const corpus = () => xssPages({ topLevel: Infinity, prefix: "x" }).map((page, index) => ({ ...page, index }));
  const emptyDocument = { schemaVersion: 1, root: { props: {} }, content: [] };

  async function storedDraft(id: string): Promise<{ api: unknown; row: unknown }> {
    const response = await testApp.app.inject({ url: `/api/cms/pages/${id}`, headers: editor.headers });
    expect(response.statusCode).toBe(200);
    const row = await testApp.database.handle.db
      .selectFrom("pages")
      .select("draft")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    return { api: (response.json() as { draft: unknown }).draft, row: JSON.parse(row.draft) };
  }

  it("creating a page stores only sanitised HTML, in every field, top level and nested", async () => {
    for (const { document, cases, index } of corpus()) {
      const created = await testApp.app.inject({
        method: "POST",
        url: "/api/cms/pages",
        headers: editor.headers,
        payload: { path: `/xss-create-${index}`, title: "x", draft: document },
      });
      expect(created.statusCode, created.body).toBe(201);
      const { api, row } = await storedDraft((created.json() as { id: string }).id);
      expect(unsafeValues(row, cases)).toEqual([]);
      expect(unsafeValues(api, cases)).toEqual([]);
    }
  });

  it("saving a draft stores only sanitised HTML", async () => {
    for (const { document, cases, index } of corpus()) {
      const created = await testApp.app.inject({
        method: "POST",
        url: "/api/cms/pages",
        headers: editor.headers,
        payload: { path: `/xss-update-${index}`, title: "x", draft: emptyDocument },
      });
      const saved = await testApp.app.inject({
        method: "PATCH",
        url: `/api/cms/pages/${(created.json() as { id: string }).id}`,
        headers: { ...editor.headers, "if-match": created.headers.etag as string },
        payload: { draft: document },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(unsafeValues((saved.json() as { draft: unknown }).draft, cases)).toEqual([]);
      expect(unsafeValues((await storedDraft((created.json() as { id: string }).id)).row, cases)).toEqual([]);
    }
  });

  it("restoring a version written straight into the database stores only sanitised HTML", async () => {
    for (const { document, cases, index } of corpus()) {
      const created = await testApp.app.inject({
        method: "POST",
        url: "/api/cms/pages",
        headers: editor.headers,
        payload: { path: `/xss-restore-${index}`, title: "x", draft: emptyDocument },
      });
      const id = (created.json() as { id: string }).id;
      await testApp.database.handle.db
        .insertInto("page_versions")
        .values({
          id: `raw-version-${index}`,
          page_id: id,
          number: 1,
          document: JSON.stringify(document),
          title: "x",
          created_at: new Date().toISOString(),
          created_by: null,
        })
        .execute();
      const restored = await testApp.app.inject({
        method: "POST",
        url: `/api/cms/pages/${id}/versions/raw-version-${index}/restore`,
        headers: { ...editor.headers, "if-match": created.headers.etag as string },
      });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(unsafeValues((await storedDraft(id)).row, cases)).toEqual([]);
    }
  });

  it("seeding (importing page files) stores and publishes only sanitised HTML", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "forecourt-xss-seed-"));
    const pages = corpus();
    for (const { document, index } of pages)
      writeFileSync(
        path.join(folder, `xss-${index}.page.json`),
        JSON.stringify({ path: `/xss-seeded-${index}`, title: "Seeded", document }),
      );
    await seedFromFolder(testApp.services, folder, null);
    for (const { cases, index } of pages) {
      const row = await testApp.database.handle.db
        .selectFrom("pages")
        .select(["id", "published_version_id"])
        .where("path", "=", `/xss-seeded-${index}`)
        .executeTakeFirstOrThrow();
      expect(unsafeValues((await storedDraft(row.id)).row, cases)).toEqual([]);
      const version = await testApp.database.handle.db
        .selectFrom("page_versions")
        .select("document")
        .where("id", "=", row.published_version_id!)
        .executeTakeFirstOrThrow();
      expect(unsafeValues(JSON.parse(version.document), cases)).toEqual([]);
      const site = await testApp.app.inject({ url: `/xss-seeded-${index}` });
      expect(site.statusCode).toBe(200);
      const page = window.document.createElement("html");
      page.innerHTML = site.body;
      const richTexts = [...page.querySelectorAll(".fc-rich-text")];
      expect(richTexts.length).toBeGreaterThan(0);
      expect(richTexts.flatMap((element) => unsafeParts(element.innerHTML))).toEqual([]);
    }
  }, 120_000); // Seeds and renders one page per eight HTML fields of the whole catalogue.

  it("a save changes nothing else: text, allowed formatting and safe links survive sanitising", async () => {
    const field = HTML_FIELDS[0]!;
    const { blockWithHtml } = await import("../support/xss-payloads.ts");
    const html =
      '<p class="text-l">Fast &amp; <strong>quiet</strong>, <a href="/models" target="_blank" rel="noopener noreferrer">see models</a> or <a href="mailto:sales@example.com">mail us</a></p>';
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: {
        path: "/xss-clean",
        title: "x",
        draft: { ...emptyDocument, content: [blockWithHtml(field, "clean", html)] },
      },
    });
    expect(created.statusCode).toBe(201);
    const { row } = await storedDraft((created.json() as { id: string }).id);
    const [stored] = valuesAt((row as { content: { props: Record<string, unknown> }[] }).content[0]!.props, field.path);
    expect(stored!.value).toBe(html);
  });
});
