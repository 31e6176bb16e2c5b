import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import type { SettingsStore } from "../settings/index.ts";
import type { PageFields } from "./page-fields.ts";
import type { PageStore } from "./pages-store.ts";

class SeedError extends Error {}

/**
 * Imports a folder of `*.page.json` page records (and an optional `settings.json` of dot-namespaced
 * settings) into an empty content store, publishing every page that has a document. Parents are found
 * by path (`/models/estate` goes under `/models` when that exists). Used for the demo content and the
 * end-to-end fixtures; refuses anything invalid with the file and the pointers.
 */
export async function seedFromFolder(
  { pages, settings }: { pages: PageStore; settings: SettingsStore },
  directory: string,
  userId: string | null,
): Promise<number> {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(".page.json"))
    .sort();
  const records = files.map((name) => ({
    name,
    record: JSON.parse(readFileSync(path.join(directory, name), "utf8")) as Partial<PageFields> & {
      path: string;
      title: string;
      document?: unknown;
    },
  }));
  records.sort(
    (a, b) =>
      a.record.path.split("/").length - b.record.path.split("/").length || a.record.path.localeCompare(b.record.path),
  );
  const idByPath = new Map<string, string>();
  for (const { name, record } of records) {
    const { document, ...fields } = record;
    const parentPath = record.path.replace(/\/[^/]+$/, "") || "/";
    const parent_id = record.path !== "/" && parentPath !== "/" ? (idByPath.get(parentPath) ?? null) : null;
    const created = await pages.create({ ...fields, parent_id, position: idByPath.size }, document, userId);
    if (!created.ok) throw new SeedError(`${name}: ${JSON.stringify(created.error)}`);
    idByPath.set(record.path, created.value.id);
    if (document !== undefined) {
      const published = await pages.publish(created.value.id, created.value.revision, userId);
      if (!published.ok) throw new SeedError(`${name}: could not publish: ${JSON.stringify(published.error)}`);
    }
  }
  const settingsFile = path.join(directory, "settings.json");
  if (existsSync(settingsFile)) {
    const values = JSON.parse(readFileSync(settingsFile, "utf8")) as Record<string, unknown>;
    for (const [key, value] of Object.entries(values)) {
      // Through the store, as the settings API writes: known keys are checked against their schema.
      const written = await settings.upsert(key, typeof value === "string" ? value : JSON.stringify(value));
      if (!written.ok) throw new SeedError(`settings.json: ${key}: ${written.message}`);
    }
  }
  return records.length;
}
