import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** A page document read from a file: either a bare document or a page record `{ path, document, ... }`. */
export interface PageInput {
  file: string;
  /** The page's path when the file is a page record, else null. */
  pagePath: string | null;
  /** The document; null for a page record that has none (a redirect, folder or link page). */
  document: unknown;
  record: Record<string, unknown> | null;
}

export class InputError extends Error {}

/** The files named, plus every `*.page.json` file in the folders named (searched recursively), in a stable order. */
export function expandInputs(inputs: string[]): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    let stats;
    try {
      stats = statSync(input);
    } catch {
      throw new InputError(`${input}: no such file or folder`);
    }
    if (stats.isDirectory()) {
      const entries = readdirSync(input, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".page.json"))
        .sort();
      files.push(...entries.map((name) => path.join(input, name)));
    } else {
      files.push(input);
    }
  }
  return files;
}

function lineAndColumn(text: string, message: string): string {
  const position = /position (\d+)/.exec(message);
  if (!position) return "";
  const before = text.slice(0, Number(position[1]));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return ` (line ${line}, column ${column})`;
}

export function readPageInput(file: string): PageInput {
  const text = readFileSync(file, "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    throw new InputError(`${file}: not valid JSON${lineAndColumn(text, message)}: ${message}`);
  }
  // A page record has a path; a bare document has schemaVersion, root and content.
  if (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { path?: unknown }).path === "string"
  ) {
    const record = value as Record<string, unknown>;
    return { file, pagePath: record.path as string, document: record.document ?? null, record };
  }
  return { file, pagePath: null, document: value, record: null };
}
