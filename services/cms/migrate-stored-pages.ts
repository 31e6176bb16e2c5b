import type { Kysely } from "kysely";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { BlockVersionError, migratePage, type BlockMigrations } from "../../model/page-document/migrate.ts";
import { normalizePage } from "../../model/page-document/normalize.server.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import type { Database } from "../db/schema.ts";

export interface TableProgress {
  table: "pages" | "page_versions";
  /** Rows read so far, of `total` when the run started. */
  scanned: number;
  total: number;
  /** Rows written in today's block versions. */
  rewritten: number;
}

interface MigrationProblem {
  /** `db:<page id>/draft` or `db:<page id>/version <id>`, as `npm run validate -- --db` names them. */
  source: string;
  message: string;
}

export interface StoredPagesReport {
  drafts: TableProgress;
  versions: TableProgress;
  /** Rows left as they were: written by newer code, invalid after migrating, or unreadable. */
  problems: MigrationProblem[];
}

type Rewrite = { kind: "current" } | { kind: "rewrite"; json: string } | { kind: "problem"; message: string };

/**
 * Rewrites every stored draft and published version that is not at today's block versions
 * (`npm run migrate`, decision 019). Rows are read in batches by id, each batch in its own
 * transaction, so a run can be stopped at any point and started again: rows already migrated are
 * current and skipped, so a re-run continues where the last one stopped, and a second run writes
 * nothing. A draft keeps its revision (the content is the same, only its shape is today's), so an
 * editor's open session saves on as before; the write is conditional on that revision, so a save
 * that lands meanwhile (already current) is never overwritten.
 */
export async function migrateStoredPages(
  db: Kysely<Database>,
  migrations: BlockMigrations,
  options: { batchSize?: number; onProgress?: (progress: TableProgress) => void } = {},
): Promise<StoredPagesReport> {
  const batchSize = options.batchSize ?? 100;
  const problems: MigrationProblem[] = [];
  const count = async (table: "pages" | "page_versions"): Promise<number> =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirst()
      )?.count ?? 0,
    );

  const drafts: TableProgress = { table: "pages", scanned: 0, total: await count("pages"), rewritten: 0 };
  for (let after = ""; ;) {
    const batch = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("pages")
        .select(["id", "revision", "draft"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(batchSize)
        .execute();
      for (const row of rows) {
        const outcome = rewriteOf(row.draft, migrations, "draft");
        if (outcome.kind === "problem") problems.push({ source: `db:${row.id}/draft`, message: outcome.message });
        if (outcome.kind !== "rewrite") continue;
        const written = await trx
          .updateTable("pages")
          .set({ draft: outcome.json })
          .where("id", "=", row.id)
          .where("revision", "=", row.revision)
          .executeTakeFirst();
        drafts.rewritten += Number(written.numUpdatedRows);
      }
      return rows;
    });
    drafts.scanned += batch.length;
    options.onProgress?.({ ...drafts });
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1]!.id;
  }

  const versions: TableProgress = {
    table: "page_versions",
    scanned: 0,
    total: await count("page_versions"),
    rewritten: 0,
  };
  for (let after = ""; ;) {
    const batch = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom("page_versions")
        .select(["id", "page_id", "document"])
        .where("id", ">", after)
        .orderBy("id")
        .limit(batchSize)
        .execute();
      for (const row of rows) {
        const outcome = rewriteOf(row.document, migrations, "published");
        if (outcome.kind === "problem")
          problems.push({ source: `db:${row.page_id}/version ${row.id}`, message: outcome.message });
        if (outcome.kind !== "rewrite") continue;
        await trx.updateTable("page_versions").set({ document: outcome.json }).where("id", "=", row.id).execute();
        versions.rewritten++;
      }
      return rows;
    });
    versions.scanned += batch.length;
    options.onProgress?.({ ...versions });
    if (batch.length < batchSize) break;
    after = batch[batch.length - 1]!.id;
  }
  return { drafts, versions, problems };
}

/**
 * What to do with one stored document: leave it (current), write its migrated form, or report it.
 * Published versions are stored normalised, so a migrated one is normalised again (as the site does).
 */
function rewriteOf(json: string, migrations: BlockMigrations, kind: "draft" | "published"): Rewrite {
  let migrated: unknown;
  try {
    const stored = JSON.parse(json) as unknown;
    migrated = migratePage(stored, migrations);
    if (migrated === stored) return { kind: "current" };
  } catch (error) {
    if (error instanceof BlockVersionError || error instanceof SyntaxError)
      return { kind: "problem", message: error.message };
    throw error;
  }
  const validation = validatePage(migrated);
  if (!validation.valid) {
    const first = validation.issues[0]!;
    return {
      kind: "problem",
      message: `is not valid after migrating (${first.pointer || "/"}: ${first.message}); left as it was, see npm run validate -- --db`,
    };
  }
  return {
    kind: "rewrite",
    json: JSON.stringify(kind === "published" ? normalizePage(migrated as PageDocument) : migrated),
  };
}
