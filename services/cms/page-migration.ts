import { BlockVersionError, migratePage, type BlockMigrations } from "../../model/page-document/migrate.ts";
import type { PageIssue } from "../../model/page-document/validate.ts";

/**
 * Where stored documents enter the page store, they are migrated to today's block versions before
 * anything else looks at them (decision 019). The migrations come from generated/registry, which
 * services may not import: the composition roots hand them in.
 */

export type MigratedInput = { ok: true; document: unknown } | { ok: false; issues: PageIssue[] };

/** A document about to be validated and written (a save, an import, a restore, a publish). */
export function migrateInput(document: unknown, migrations: BlockMigrations): MigratedInput {
  try {
    return { ok: true, document: migratePage(document, migrations) };
  } catch (error) {
    if (!(error instanceof BlockVersionError)) throw error;
    return {
      ok: false,
      issues: [
        {
          pointer: error.pointer,
          message: error.message,
          keyword: "blockVersion",
          blockId: null,
          blockType: error.pointer.split("/")[2] ?? null,
        },
      ],
    };
  }
}
