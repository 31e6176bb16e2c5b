import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli.ts";

const cli = (script: "validate" | "render", args: string[], env: Record<string, string> = {}) =>
  runCli(script, args, env);

function folderWith(files: Record<string, unknown>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "forecourt-cli-"));
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(folder, name), typeof content === "string" ? content : JSON.stringify(content));
  return folder;
}

describe("npm run validate", () => {
  it("exits 0 when every page in the folders is valid", async () => {
    const result = await cli("validate", ["tests/fixtures/pages"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\d+ documents checked, 0 invalid/);
  });

  it("exits 1 and names file, page path, block id, JSON pointer and message for every error", async () => {
    const folder = folderWith({
      "offers.page.json": {
        path: "/offers",
        title: "Offers",
        document: {
          schemaVersion: 1,
          root: { props: {} },
          content: [
            { type: "quote", props: { id: "good", quote: "Fine" } },
            {
              type: "tabs",
              props: {
                id: "tabs-1",
                tabs: [
                  {
                    tab_label: "A",
                    content: [{ type: "quote", props: { id: "nested-q", alignment: "justify", quote: "x" } }],
                  },
                ],
              },
            },
          ],
        },
      },
      "broken.page.json": "{ not json",
    });
    const result = await cli("validate", [folder]);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    const nested = lines.find((line) => line.includes("nested-q"));
    expect(nested).toContain(path.join(folder, "offers.page.json"));
    expect(nested).toContain("page /offers");
    expect(nested).toContain("block nested-q (quote)");
    expect(nested).toContain("at /content/1/props/tabs/0/content/0/props/alignment");
    expect(nested).toContain('must be one of "left", "center", "right"');
    expect(lines.find((line) => line.includes("broken.page.json"))).toMatch(/not valid JSON \(line 1, column 3\)/);
    expect(lines.at(-1)).toBe("2 documents checked, 2 invalid");
  });

  it("exits 2 when a named file does not exist", async () => {
    const result = await cli("validate", ["no/such/folder"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("no/such/folder: no such file or folder");
  });
});

describe("npm run validate -- --db", () => {
  it.each(["sqlite", "postgres"] as const)(
    "checks every draft and published version in the %s database and names the bad one",
    async (kind) => {
      const { createTestDatabase } = await import("../support/databases.ts");
      const { createServices } = await import("../../services/composition.ts");
      const { loadConfig } = await import("../../services/config.ts");
      const { blockMigrations } = await import("../../generated/registry/block-migrations.ts");
      const database = await createTestDatabase(kind);
      try {
        const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "forecourt-cli-")), LOG_LEVEL: "error" });
        const store = createServices(config, database.handle, blockMigrations).pages;
        const created = await store.create(
          { path: "/ok", title: "OK" },
          { schemaVersion: 1, root: { props: {} }, content: [{ type: "quote", props: { id: "q", quote: "Fine" } }] },
          null,
        );
        if (!created.ok) throw new Error("create failed");
        await store.publish(created.value.id, created.value.revision, null);
        const clean = await cli("validate", ["--db"], { DATABASE_URL: database.url });
        expect(clean.code, clean.stderr).toBe(0);
        expect(clean.stdout).toContain("2 documents checked, 0 invalid");
        // A document broken behind the API's back (e.g. by an older schema) is found.
        await database.handle.db
          .updateTable("pages")
          .set({
            draft: JSON.stringify({
              schemaVersion: 1,
              root: { props: {} },
              content: [{ type: "quote", props: { id: "q" } }],
            }),
          })
          .execute();
        const broken = await cli("validate", ["--db"], { DATABASE_URL: database.url });
        expect(broken.code).toBe(1);
        expect(broken.stderr).toContain(
          `db:${created.value.id}/draft  page /ok  block q (quote)  at /content/0/props/quote: is required`,
        );
      } finally {
        await database.drop();
      }
    },
  );
});

describe("npm run render", () => {
  it("prints the server-rendered HTML of a page document, as the site renders it", async () => {
    const result = await cli("render", ["tests/fixtures/pages/static.page.json"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^<!doctype html><html lang="en" dir="ltr" data-theme="jdx">/);
    expect(result.stdout).toContain("<title>Static blocks | Forecourt Motors</title>");
    expect(result.stdout).toContain('<h1 class="fc-heading fc-heading--xl');
    expect(result.stdout).toContain('id="rdx-owners"');
  });

  it("prints only the blocks with --fragment, and refuses an invalid document with its pointers", async () => {
    const fragment = await cli("render", ["tests/fixtures/pages/static.page.json", "--fragment", "--theme", "lrdx"]);
    expect(fragment.stdout.startsWith('<div class="fc-block fc-block--hero-title-banner"')).toBe(true);
    const folder = folderWith({
      "bad.json": { schemaVersion: 1, root: { props: {} }, content: [{ type: "quote", props: { id: "q" } }] },
    });
    const invalid = await cli("render", [path.join(folder, "bad.json")]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toContain("block q  at /content/0/props/quote: is required");
  });
});
