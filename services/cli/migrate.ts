/**
 * `npm run migrate [-- --batch-size <n>]`: rewrites every draft and published version in the database
 * DATABASE_URL names that is not at today's block versions (blocks/<key>/migrations.ts), in batches,
 * each in a transaction, printing progress. Safe to stop and run again: migrated rows are skipped.
 * The server migrates stored pages as it reads them anyway; this makes the stored form current (so
 * reads take the no-op path) before an old block version's migration is ever retired. Exit code 0
 * when every stored document is current; 1 when some could not be migrated (named on stderr); 2 when
 * the command could not run. Decision 019.
 */
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import type { TableProgress } from "../cms/index.ts";
import { createServices } from "../composition.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";

const USAGE = "usage: npm run migrate [-- --batch-size <rows per transaction, default 100>]";

function describe(progress: TableProgress): string {
  const what = progress.table === "pages" ? "drafts" : "published versions";
  return `${what}: ${progress.scanned}/${progress.total} checked, ${progress.rewritten} rewritten`;
}

async function main(argv: string[]): Promise<number> {
  const sizeIndex = argv.indexOf("--batch-size");
  const batchSize = sizeIndex >= 0 ? Number(argv[sizeIndex + 1]) : 100;
  const unknown = argv.filter((arg, index) => index !== sizeIndex && index !== sizeIndex + 1);
  if (unknown.length > 0 || !Number.isInteger(batchSize) || batchSize < 1) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    const { storedPages } = createServices(config, database, blockMigrations);
    const report = await storedPages.migrate({
      batchSize,
      onProgress: (progress) => console.log(describe(progress)),
    });
    for (const problem of report.problems) console.error(`${problem.source}: ${problem.message}`);
    const summary = `${report.drafts.rewritten + report.versions.rewritten} documents rewritten, ${report.problems.length} left as they were`;
    (report.problems.length > 0 ? console.error : console.log)(summary);
    return report.problems.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`migrate: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 2;
  },
);
