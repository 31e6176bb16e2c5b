import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { NavigationStore } from "./navigation-store.ts";

/** An entry of a seed file: `page` names a page by path (its id is looked up), `url` any other link. */
interface SeedEntry {
  label: string;
  page?: string;
  url?: string;
  target?: "_self" | "_blank";
  children?: SeedEntry[];
}

/**
 * Writes the menus of `<directory>/navigation.json` (`{ "<page set>": [entries] }`) through the store,
 * as the admin would: a wrong entry stops the seed with the file, page set and pointers.
 */
export async function seedNavigation(navigation: NavigationStore, directory: string): Promise<number> {
  const file = path.join(directory, "navigation.json");
  if (!existsSync(file)) return 0;
  const menus = JSON.parse(readFileSync(file, "utf8")) as Record<string, SeedEntry[]>;
  const paths = Object.values(menus).flatMap((entries) =>
    entries.flatMap((entry) => [entry, ...(entry.children ?? [])]).flatMap((entry) => entry.page ?? []),
  );
  const ids = await navigation.pageIdsByPath(paths);
  const toInput = ({ label, page, url, target, children }: SeedEntry, top: boolean): Record<string, unknown> => ({
    label,
    ...(page !== undefined
      ? { link_type: "page", page_id: ids.get(page) ?? `missing page ${page}` }
      : { link_type: "url", url }),
    ...(target ? { target } : {}),
    ...(top && children ? { children: children.map((child) => toInput(child, false)) } : {}),
  });
  for (const [pageSet, entries] of Object.entries(menus)) {
    const written = await navigation.replace(pageSet, { entries: entries.map((entry) => toInput(entry, true)) });
    if (!written.ok) throw new Error(`navigation.json: ${pageSet}: ${written.message}`);
  }
  return Object.keys(menus).length;
}
