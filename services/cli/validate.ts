/**
 * `npm run validate -- <files or folders>`: validates stored page documents (bare documents or page
 * records; in folders, the `*.page.json` files) against the generated schemas. Exit code 0 only when every document is valid; 1 when any
 * is invalid; 2 when the command could not run.
 */
import { validatePage, type PageIssue } from "../../model/page-document/validate.ts";
import { InputError, expandInputs, readPageInput } from "./page-input.ts";

interface Problem extends Partial<PageIssue> {
  file: string;
  pagePath: string | null;
  message: string;
}

const USAGE = "usage: npm run validate -- [--json] <page files or folders>...";

function formatProblem(problem: Problem): string {
  const parts = [problem.file];
  parts.push(`page ${problem.pagePath ?? "-"}`);
  parts.push(`block ${problem.blockId ?? "-"}${problem.blockType ? ` (${problem.blockType})` : ""}`);
  if (problem.pointer !== undefined) parts.push(`at ${problem.pointer === "" ? "/" : problem.pointer}`);
  return `${parts.join("  ")}: ${problem.message}`;
}

function main(argv: string[]): number {
  const json = argv.includes("--json");
  const inputs = argv.filter((arg) => arg !== "--json");
  if (inputs.length === 0 || inputs.some((arg) => arg.startsWith("--"))) {
    console.error(inputs.includes("--db") ? "validate --db needs the content store (DATABASE_URL); it is not available in this build" : USAGE);
    return 2;
  }
  let files: string[];
  try {
    files = expandInputs(inputs);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const problems: Problem[] = [];
  let invalid = 0;
  for (const file of files) {
    try {
      const input = readPageInput(file);
      if (input.record && input.document === null) continue; // a redirect or folder: no document to check
      const result = validatePage(input.document);
      if (!result.valid) {
        invalid++;
        for (const issue of result.issues) problems.push({ ...issue, file, pagePath: input.pagePath });
      }
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      invalid++;
      problems.push({ file, pagePath: null, message: error.message.replace(`${file}: `, "") });
    }
  }
  if (json) {
    console.log(JSON.stringify({ checked: files.length, invalid, problems }, null, 2));
  } else {
    for (const problem of problems) console.error(formatProblem(problem));
    const summary = `${files.length} document${files.length === 1 ? "" : "s"} checked, ${invalid} invalid`;
    (invalid > 0 ? console.error : console.log)(summary);
  }
  return invalid > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
