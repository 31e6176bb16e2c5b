import path from "node:path";
import { format, resolveConfig } from "prettier";
import { GENERATED_DIR } from "./paths.ts";

/** Files Prettier leaves alone (see .prettierignore): ajv's standalone validators. */
function isUnformatted(file: string): boolean {
  return file.startsWith("contracts/validators/");
}

/**
 * Formats generated files as Prettier formats the hand-written code (.prettierrc.json), so a
 * diff of generated/ shows only what changed and `prettier --check` passes on the whole tree.
 */
export async function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  const formatted = new Map<string, string>();
  for (const [file, content] of files) {
    if (isUnformatted(file)) {
      formatted.set(file, content);
      continue;
    }
    const filepath = path.join(GENERATED_DIR, file);
    const options = (await resolveConfig(filepath)) ?? {};
    formatted.set(file, await format(content, { ...options, filepath }));
  }
  return formatted;
}
