/**
 * Codegen's check that a block at version n ships exactly n - 1 migrations, with an error that says
 * what to do (the copy-of-the-repository test covers the missing file; these the wrong counts).
 */
import { describe, expect, it } from "vitest";
import type { SchemaSet } from "../../codegen/load.ts";
import { checkMigrations } from "../../codegen/migrations.ts";

/** A schema set holding only what the check reads: the real Tabs migrations file at a stated version. */
const tabsAt = (version: number, migrationsFile: string | null = "blocks/tabs/migrations.ts") =>
  ({ blocks: [{ key: "tabs", folder: "blocks/tabs", migrationsFile, meta: { version } }] }) as unknown as SchemaSet;

describe("codegen's migration check", () => {
  it("accepts Tabs at version 2 with its one migration", async () => {
    await expect(checkMigrations(tabsAt(2))).resolves.toBeUndefined();
  });

  it("refuses a version raised without its migration, naming the count expected", async () => {
    await expect(checkMigrations(tabsAt(3))).rejects.toThrow(
      "blocks/tabs/migrations.ts: x-block.version is 3, so it must hold exactly 2 migrations (one per version step), not 1",
    );
  });

  it("refuses migrations for a block still at version 1", async () => {
    await expect(checkMigrations(tabsAt(1))).rejects.toThrow("must hold exactly 0 migrations");
  });

  it("asks for the migrations file of a block above version 1", async () => {
    await expect(checkMigrations(tabsAt(2, null))).rejects.toThrow(
      "blocks/tabs: x-block.version is 2, so add blocks/tabs/migrations.ts default-exporting 1 migration",
    );
  });
});
