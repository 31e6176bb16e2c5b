/**
 * Pages stored before a block changed survive the change (decision 019): Tabs and Image Tabs went to
 * version 2 and dropped the legacy `blocks_count`. A page stored at version 1 (written straight into
 * the database, as the old code stored it) loads in the editor API, validates, renders on the site,
 * publishes and restores; `npm run migrate` rewrites it in place, resumably and once.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { createTestApp, signIn, type SignedIn, type TestApp } from "../support/app.ts";
import { DATABASE_KINDS } from "../support/databases.ts";

const run = promisify(execFile);

async function cli(
  script: "validate" | "migrate",
  args: string[],
  databaseUrl: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `services/cli/${script}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A page as the code before Tabs and Image Tabs version 2 stored it: no blockVersions, blocks_count on the tabs. */
const storedBeforeTheChange = (words: string) => ({
  schemaVersion: 1,
  root: { props: { title: "Stored long ago" } },
  content: [
    {
      type: "tabs",
      props: {
        id: "old-tabs",
        heading: "Legacy tabs",
        tabs: [
          {
            tab_label: "First tab",
            tab_id: "first",
            blocks_count: 1,
            content: [{ type: "quote", props: { id: "old-q", quote: words } }],
          },
          {
            tab_label: "Second tab",
            blocks_count: 2,
            content: [
              {
                type: "image-tabs",
                props: { id: "old-itabs", tabs: [{ tab_label: "Nested image tab", blocks_count: 0, content: [] }] },
              },
            ],
          },
        ],
      },
    },
  ],
});

describe.each(DATABASE_KINDS)("pages stored before a block's breaking change, on %s", (kind) => {
  let testApp: TestApp;
  let editor: SignedIn;
  beforeAll(async () => {
    testApp = await createTestApp(kind);
    editor = await signIn(testApp, "editor");
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.handle.db;

  /** A published page whose draft and published version are then overwritten with the old stored form. */
  async function storedPage(path: string, words: string): Promise<{ id: string; versionId: string }> {
    const created = await testApp.services.pages.create(
      { path, title: path },
      { schemaVersion: 1, root: { props: {} }, content: [] },
      null,
    );
    if (!created.ok) throw new Error(JSON.stringify(created.error));
    const published = await testApp.services.pages.publish(created.value.id, created.value.revision, null);
    if (!published.ok) throw new Error(JSON.stringify(published.error));
    const old = JSON.stringify(storedBeforeTheChange(words));
    await db().updateTable("pages").set({ draft: old }).where("id", "=", created.value.id).execute();
    await db()
      .updateTable("page_versions")
      .set({ document: old })
      .where("id", "=", published.value.published_version_id!)
      .execute();
    return { id: created.value.id, versionId: published.value.published_version_id! };
  }

  it("loads in the editor API at today's versions, renders on the site, publishes and restores", async () => {
    const { id, versionId } = await storedPage("/legacy-tabs", "Words from the old days");

    const loaded = await testApp.app.inject({ url: `/api/cms/pages/${id}`, headers: editor.headers });
    expect(loaded.statusCode, loaded.body).toBe(200);
    const draft = (loaded.json() as { draft: Record<string, unknown> }).draft;
    expect(JSON.stringify(draft)).not.toContain("blocks_count");
    // Every block above version 1 is recorded at today's version; Tabs and Image Tabs among them.
    expect(draft.blockVersions).toEqual(
      Object.fromEntries(
        blockKeys.filter((key) => blockMeta[key].version > 1).map((key) => [key, blockMeta[key].version]),
      ),
    );
    expect(draft.blockVersions).toMatchObject({ "image-tabs": 2, tabs: 2 });
    expect(JSON.stringify(draft)).toContain("Words from the old days");

    // The published version, stored in the old form, is served by the site and the public API.
    const site = await testApp.app.inject({ url: "/legacy-tabs" });
    expect(site.statusCode).toBe(200);
    expect(site.body).toContain("First tab");
    expect(site.body).toContain("Nested image tab");
    expect(site.body).toContain("Words from the old days");
    expect(site.body).not.toContain("Something went wrong");
    const api = await testApp.app.inject({ url: "/public_api/pages/by_path/legacy-tabs" });
    expect(api.statusCode).toBe(200);
    expect(api.body).not.toContain("blocks_count");

    // Saving what the editor loaded, publishing the old stored draft and restoring the old version all work.
    const published = await testApp.app.inject({
      method: "POST",
      url: `/api/cms/pages/${id}/publish`,
      headers: { ...editor.headers, "if-match": loaded.headers.etag as string },
    });
    expect(published.statusCode, published.body).toBe(200);
    const newVersion = (published.json() as { published_version_id: string }).published_version_id;
    const stored = await db()
      .selectFrom("page_versions")
      .select("document")
      .where("id", "=", newVersion)
      .executeTakeFirstOrThrow();
    expect(stored.document).not.toContain("blocks_count");
    expect(JSON.parse(stored.document)).toMatchObject({ blockVersions: { "image-tabs": 2, tabs: 2 } });
    const restored = await testApp.app.inject({
      method: "POST",
      url: `/api/cms/pages/${id}/versions/${versionId}/restore`,
      headers: { ...editor.headers, "if-match": published.headers.etag as string },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.body).not.toContain("blocks_count");
    expect((await testApp.app.inject({ url: "/legacy-tabs" })).body).toContain("Words from the old days");
  });

  it("accepts an old document saved through the API (an editor tab opened before the upgrade), migrating it", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: { path: "/old-save", title: "Old save", draft: storedBeforeTheChange("Saved by an old tab") },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await db()
      .selectFrom("pages")
      .select("draft")
      .where("path", "=", "/old-save")
      .executeTakeFirstOrThrow();
    expect(row.draft).not.toContain("blocks_count");
  });

  it("refuses a document from newer code with a pointer at its version, changing nothing", async () => {
    const newer = { ...storedBeforeTheChange("From the future"), blockVersions: { tabs: 3 } };
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/cms/pages",
      headers: editor.headers,
      payload: { path: "/future", title: "Future", draft: newer },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: "invalid_document",
      issues: [{ pointer: "/blockVersions/tabs", blockType: "tabs" }],
    });
    expect(
      await db().selectFrom("pages").select("id").where("path", "=", "/future").executeTakeFirst(),
    ).toBeUndefined();
  });

  it("`validate --db` passes on old pages, and `npm run migrate` rewrites them once, in batches, keeping draft revisions", async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => storedPage(`/to-migrate-${n}`, `Stored page ${n}`)));
    const validated = await cli("validate", ["--db"], testApp.database.url);
    expect(validated.code, validated.stderr).toBe(0);

    const revisionsBefore = await db().selectFrom("pages").select(["id", "revision"]).orderBy("id").execute();
    const progress: string[] = [];
    const first = await testApp.services.storedPages.migrate({
      batchSize: 2,
      onProgress: (p) => progress.push(`${p.table} ${p.scanned}/${p.total}`),
    });
    expect(first.problems).toEqual([]);
    expect(first.drafts.rewritten).toBeGreaterThanOrEqual(3);
    expect(first.versions.rewritten).toBeGreaterThanOrEqual(3);
    // Several batches of two, each reported.
    expect(progress.filter((line) => line.startsWith("pages")).length).toBeGreaterThan(1);

    for (const { id, versionId } of pages) {
      const row = await db().selectFrom("pages").select("draft").where("id", "=", id).executeTakeFirstOrThrow();
      const version = await db()
        .selectFrom("page_versions")
        .select("document")
        .where("id", "=", versionId)
        .executeTakeFirstOrThrow();
      for (const text of [row.draft, version.document]) {
        expect(text).not.toContain("blocks_count");
        expect(JSON.parse(text)).toMatchObject({ blockVersions: { "image-tabs": 2, tabs: 2 } });
      }
    }
    // An editor holding the old revision can still save: the rewrite kept it.
    expect(await db().selectFrom("pages").select(["id", "revision"]).orderBy("id").execute()).toEqual(revisionsBefore);
    expect((await testApp.app.inject({ url: "/to-migrate-2" })).body).toContain("Stored page 2");
    // The page tree does not take the rewrite for an unpublished change.
    const tree = (await testApp.app.inject({ url: "/api/cms/pages", headers: editor.headers })).json() as {
      data: { path: string; has_unpublished_changes: boolean }[];
    };
    expect(
      tree.data.filter((page) => page.path.startsWith("/to-migrate-")).map((page) => page.has_unpublished_changes),
    ).toEqual([false, false, false]);

    // A second run (or one resumed after a kill) finds nothing left to do.
    const again = await cli("migrate", ["--batch-size", "2"], testApp.database.url);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/drafts: \d+\/\d+ checked, 0 rewritten/);
    expect(again.stdout).toContain("0 documents rewritten, 0 left as they were");
  }, 60_000);

  it("`npm run migrate` leaves a document from newer code as it was and says so (exit 1)", async () => {
    const { id } = await storedPage("/newer-stored", "Newer");
    const newer = JSON.stringify({ ...storedBeforeTheChange("Newer"), blockVersions: { tabs: 9 } });
    await db().updateTable("pages").set({ draft: newer }).where("id", "=", id).execute();
    const result = await cli("migrate", [], testApp.database.url);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`db:${id}/draft: was written with the tabs block at version 9`);
    const row = await db().selectFrom("pages").select("draft").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.draft).toBe(newer);
    await db().deleteFrom("pages").where("id", "=", id).execute();
  }, 60_000);
});
