/**
 * `npm run validate -- <files or folders>`: validates stored page documents (bare documents or page
 * records; in folders, the `*.page.json` files) against the generated schemas.
 * `npm run validate -- --db`: validates every draft and every published version in the database
 * DATABASE_URL names. Exit code 0 only when every document is valid; 1 when any is invalid; 2 when
 * the command could not run. Each error names the file (or database source), page path, block id,
 * JSON pointer and message. Documents are migrated to today's block versions first, as the server
 * migrates them when it reads them (decision 019), so a page stored before a block changed is valid
 * when its migration makes it so.
 */
import { blockMigrations } from "../../generated/registry/block-migrations.ts";
import { validatePage, type PageIssue } from "../../model/page-document/validate.ts";
import { migrateInput } from "../cms/page-migration.ts";
import { createServices } from "../composition.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { InputError, expandInputs, readPageInput } from "./page-input.ts";

interface Problem extends Partial<PageIssue> {
  /** A file, or `db:<page id>/draft` / `db:<page id>/v<number>`. */
  file: string;
  pagePath: string | null;
  message: string;
}

interface Report {
  checked: number;
  invalid: number;
  problems: Problem[];
}

const USAGE = "usage: npm run validate -- [--json] <page files or folders>...  |  npm run validate -- [--json] --db";

function formatProblem(problem: Problem): string {
  const parts = [problem.file];
  parts.push(`page ${problem.pagePath ?? "-"}`);
  parts.push(`block ${problem.blockId ?? "-"}${problem.blockType ? ` (${problem.blockType})` : ""}`);
  if (problem.pointer !== undefined) parts.push(`at ${problem.pointer === "" ? "/" : problem.pointer}`);
  return `${parts.join("  ")}: ${problem.message}`;
}

function check(report: Report, source: string, pagePath: string | null, document: unknown): void {
  report.checked++;
  let result: ReturnType<typeof validatePage>;
  try {
    const migrated = migrateInput(document, blockMigrations);
    result = migrated.ok ? validatePage(migrated.document) : { valid: false as const, issues: migrated.issues };
  } catch (error) {
    // One document that breaks the validator is reported; the others are still checked.
    report.invalid++;
    report.problems.push({ file: source, pagePath, message: `could not be validated: ${String(error)}` });
    return;
  }
  if (result.valid) return;
  report.invalid++;
  for (const issue of result.issues) report.problems.push({ ...issue, file: source, pagePath });
}

function validateFiles(inputs: string[]): Report {
  const report: Report = { checked: 0, invalid: 0, problems: [] };
  for (const file of expandInputs(inputs)) {
    try {
      const input = readPageInput(file);
      if (input.record && input.document === null) continue; // a redirect or folder: no document to check
      check(report, file, input.pagePath, input.document);
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      report.checked++;
      report.invalid++;
      report.problems.push({ file, pagePath: null, message: error.message.replace(`${file}: `, "") });
    }
  }
  return report;
}

/** Every draft and every published version; rows are read in pages so a large store fits in memory. */
async function validateDatabase(): Promise<Report> {
  const report: Report = { checked: 0, invalid: 0, problems: [] };
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  try {
    const { storedPages } = createServices(config, database, blockMigrations);
    for await (const stored of storedPages.documents()) {
      let document: unknown;
      try {
        document = JSON.parse(stored.text) as unknown;
      } catch (error) {
        report.problems.push({
          file: stored.source,
          pagePath: stored.path ?? "-",
          message: `stored document is not valid JSON: ${(error as Error).message}`,
        });
        report.invalid++;
        continue;
      }
      check(report, stored.source, stored.path, document);
    }
  } finally {
    await database.close();
  }
  return report;
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes("--json");
  const database = argv.includes("--db");
  const inputs = argv.filter((arg) => arg !== "--json" && arg !== "--db");
  if (
    (!database && inputs.length === 0) ||
    (database && inputs.length > 0) ||
    inputs.some((arg) => arg.startsWith("--"))
  ) {
    console.error(USAGE);
    return 2;
  }
  let report: Report;
  try {
    report = database ? await validateDatabase() : validateFiles(inputs);
  } catch (error) {
    console.error(error instanceof InputError ? error.message : `validate: ${(error as Error).message}`);
    return 2;
  }
  if (json) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    for (const problem of report.problems) console.error(formatProblem(problem));
    const summary = `${report.checked} document${report.checked === 1 ? "" : "s"} checked, ${report.invalid} invalid`;
    (report.invalid > 0 ? console.error : console.log)(summary);
  }
  return report.invalid > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
