import path from "node:path";
import { format, resolveConfig } from "prettier";
import { GENERATED_DIR } from "./paths.ts";

/**
 * Formats generated files as Prettier formats the hand-written code (.prettierrc.json), so a
 * diff of generated/ shows only what changed and `prettier --check` passes on the whole tree.
 */
export async function formatFiles(files: Map<string, string>): Promise<Map<string, string>> {
  const formatted = new Map<string, string>();
  for (const [file, content] of files) {
    const filepath = path.join(GENERATED_DIR, file);
    const options = (await resolveConfig(filepath)) ?? {};
    formatted.set(file, await format(content, { ...options, filepath }));
  }
  return formatted;
}
