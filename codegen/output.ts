import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { GENERATED_DIR, posix } from "./paths.ts";

const NOTICE = "Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.";

/** Adds the "do not edit" banner in the comment syntax of the file's type. */
export function withBanner(file: string, content: string): string {
  if (file.endsWith(".json")) {
    const value = JSON.parse(content) as Record<string, unknown>;
    return `${JSON.stringify({ $comment: NOTICE, ...value }, null, 2)}\n`;
  }
  if (file.endsWith(".css")) return `/* ${NOTICE} */\n${content}`;
  return `// ${NOTICE}\n/* eslint-disable */\n${content.endsWith("\n") ? content : `${content}\n`}`;
}

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [posix(path.relative(base, full))];
  });
}

/** Files whose content differs from what codegen would write, plus files that should not be there. */
export function staleFiles(files: Map<string, string>): string[] {
  const stale: string[] = [];
  for (const [file, content] of files) {
    const full = path.join(GENERATED_DIR, file);
    if (!existsSync(full) || readFileSync(full, "utf8") !== content) stale.push(file);
  }
  for (const file of listFiles(GENERATED_DIR)) if (!files.has(file)) stale.push(file);
  return stale.sort();
}

export function writeFiles(files: Map<string, string>): void {
  for (const file of listFiles(GENERATED_DIR)) if (!files.has(file)) rmSync(path.join(GENERATED_DIR, file));
  for (const [file, content] of files) {
    const full = path.join(GENERATED_DIR, file);
    mkdirSync(path.dirname(full), { recursive: true });
    if (!existsSync(full) || readFileSync(full, "utf8") !== content) writeFileSync(full, content);
  }
}
