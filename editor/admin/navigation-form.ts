import type { NavEntryMenu, NavEntryTreeEntry } from "../api/navigation-client.ts";

/** One entry as the navigation screen edits it; `key` only tells rows apart while editing. */
export interface EditedEntry {
  key: string;
  label: string;
  link_type: "page" | "url";
  page_id: string;
  url: string;
  newTab: boolean;
  children: EditedEntry[];
}

let counter = 0;
const nextKey = () => `entry-${++counter}`;

export function blankEntry(): EditedEntry {
  return { key: nextKey(), label: "", link_type: "page", page_id: "", url: "", newTab: false, children: [] };
}

/** A stored menu as rows to edit. */
export function editedFrom(entries: readonly NavEntryTreeEntry[]): EditedEntry[] {
  return entries.map((entry) => ({
    key: nextKey(),
    label: entry.label,
    link_type: entry.link_type,
    page_id: entry.page_id ?? "",
    url: entry.link_type === "url" ? entry.url : "",
    newTab: entry.target === "_blank",
    children: editedFrom(entry.children),
  }));
}

function written(entry: EditedEntry) {
  return {
    label: entry.label,
    link_type: entry.link_type,
    ...(entry.link_type === "page" ? { page_id: entry.page_id || null } : { url: entry.url }),
    target: entry.newTab ? ("_blank" as const) : ("_self" as const),
  };
}

/** The rows as the API's menu, in order. */
export function menuOf(entries: readonly EditedEntry[]): NavEntryMenu {
  return {
    entries: entries.map((entry) => ({ ...written(entry), children: entry.children.map(written) })),
  };
}

/** Moves the item at `index` by `by` places (within bounds). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= items.length) return [...items];
  const copy = [...items];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}

/** The JSON pointer prefix of a row: `/entries/2` or `/entries/2/children/0`. */
export function pointerOf(index: number, childIndex?: number): string {
  return childIndex === undefined ? `/entries/${index}` : `/entries/${index}/children/${childIndex}`;
}
