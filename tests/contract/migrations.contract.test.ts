/**
 * The contract every block migration keeps (decision 019): each versioned block ships fixtures,
 * `blocks/<key>/migrations/*.fixture.json` holding a document stored at an older version (and
 * optionally the document expected after migrating it, without `blockVersions`), and every fixture migrates to a document
 * valid against today's schemas. Runs for every block automatically.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../codegen/paths.ts";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { migratePage, type MigratedBlock } from "../../model/page-document/migrate.ts";
import { validatePage } from "../../model/page-document/validate.ts";

interface Fixture {
  description: string;
  document: unknown;
  expected?: unknown;
}

function fixturesOf(key: string): { name: string; fixture: Fixture }[] {
  const folder = path.join(ROOT, "blocks", key, "migrations");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(".fixture.json"))
    .sort()
    .map((name) => ({ name, fixture: JSON.parse(readFileSync(path.join(folder, name), "utf8")) as Fixture }));
}

const versioned = blockKeys.filter((key) => blockMeta[key].version > 1);

describe("block migrations", () => {
  it("cover every block above version 1 (and the registry has exactly their migrations)", () => {
    expect(Object.keys(blockMigrations.migrations).sort()).toEqual([...versioned].sort());
    for (const key of versioned) {
      expect(blockMigrations.migrations[key as keyof typeof blockMigrations.migrations]).toHaveLength(
        blockMeta[key].version - 1,
      );
    }
  });
});

describe.each(versioned)("migrations of block %s", (key) => {
  const fixtures = fixturesOf(key);

  it("ships at least one fixture that exercises its migrations", () => {
    expect(fixtures.length, `add blocks/${key}/migrations/<name>.fixture.json`).toBeGreaterThan(0);
    const migrated: MigratedBlock[] = [];
    for (const { fixture } of fixtures) migratePage(fixture.document, blockMigrations, (block) => migrated.push(block));
    expect(migrated.map((block) => block.type)).toContain(key);
  });

  it.each(fixtures.map(({ name, fixture }) => [name, fixture] as const))(
    "%s migrates to a document valid today",
    (_name, fixture) => {
      const before = JSON.stringify(fixture.document);
      const migrated = migratePage(fixture.document, blockMigrations);
      const validation = validatePage(migrated);
      expect(validation.issues).toEqual([]);
      // The expected document leaves out blockVersions: the stamp grows as other blocks change.
      const { blockVersions, ...content } = migrated as Record<string, unknown>;
      expect(blockVersions ?? {}).toEqual(blockMigrations.versions);
      if (fixture.expected !== undefined) expect(content).toEqual(fixture.expected);
      // Migrating is pure and idempotent: the stored document is untouched, a migrated one is current.
      expect(JSON.stringify(fixture.document)).toBe(before);
      expect(migratePage(migrated, blockMigrations)).toBe(migrated);
    },
  );
});
