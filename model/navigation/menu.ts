import type {
  NavEntry,
  NavEntryBreadcrumb,
  NavEntryMenu,
  NavEntryTreeEntry,
} from "../../generated/contracts/entities/nav-entry.ts";

/** A menu entry with its children, as the header draws it and /nav_entries_v2 answers it. */
export type MenuEntry = NavEntryTreeEntry;
export type Breadcrumb = NavEntryBreadcrumb;

/** The page set every path falls back to ("defaults to one named set"). */
export const DEFAULT_PAGE_SET = "default";

/** Menus by page set; a page set without an entry here uses the default one. */
export type SiteMenus = Readonly<Record<string, readonly MenuEntry[]>>;

/**
 * The brand page set of a path (chosen from the current path): the path's first segment when
 * a menu exists for it (`/defender/110` -> `defender`), else the default set.
 */
export function pageSetForPath(path: string, available: Iterable<string>): string {
  const first = /^\/([^/?#]+)/.exec(path)?.[1]?.toLowerCase();
  if (first && first !== DEFAULT_PAGE_SET) for (const name of available) if (name === first) return first;
  return DEFAULT_PAGE_SET;
}

/**
 * The menu of a path's page set (empty when no page set has one). A page in a language other than the
 * default (`locale`, e.g. `ar`) gets the page set named after that language when it has a menu
 * (decision 129): menus stored before languages had their own keep serving every page.
 */
export function menuForPath(menus: SiteMenus, path: string, locale: string | null = null): readonly MenuEntry[] {
  const ofLocale = locale ? menus[locale] : undefined;
  if (ofLocale && ofLocale.length > 0) return ofLocale;
  return menus[pageSetForPath(path, Object.keys(menus))] ?? [];
}

/** Rows (any order) as a tree: children under their parent, each level by position. Orphans are dropped. */
export function menuTree(rows: readonly NavEntry[]): MenuEntry[] {
  const byParent = new Map<string | null, NavEntry[]>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parent: string | null, depth: number): MenuEntry[] =>
    (byParent.get(parent) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((row) => ({
        id: row.id,
        label: row.label,
        link_type: row.link_type,
        page_id: row.page_id,
        url: row.url,
        target: row.target,
        children: depth < 2 ? build(row.id, depth + 1) : [],
      }));
  return build(null, 1);
}

/** Rows flat in reading order: parents before their children, each level by position. */
export function menuRows(rows: readonly NavEntry[]): NavEntry[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const out: NavEntry[] = [];
  const walk = (entries: readonly MenuEntry[]) => {
    for (const entry of entries) {
      out.push(byId.get(entry.id)!);
      walk(entry.children);
    }
  };
  walk(menuTree(rows));
  return out;
}

const trimPath = (path: string): string => path.replace(/(.)\/+$/, "$1");

/** Whether an entry's URL is the page at `path` (a trailing slash ignored). */
export function isCurrent(entry: Pick<MenuEntry, "url">, path: string): boolean {
  return entry.url.startsWith("/") && trimPath(entry.url) === trimPath(path);
}

/** The chain of entries from the top level down to the first whose URL is `path`, or null. */
function chainTo(entries: readonly MenuEntry[], found: (entry: MenuEntry) => boolean): MenuEntry[] | null {
  for (const entry of entries) {
    if (found(entry)) return [entry];
    const below = chainTo(entry.children, found);
    if (below) return [entry, ...below];
  }
  return null;
}

const HOME_CRUMB: Breadcrumb = { label: "Home", url: "/" };

/** Home, the entry's parents, then the entry itself; null when no entry has that id. */
export function breadcrumbsForEntry(entries: readonly MenuEntry[], id: string): Breadcrumb[] | null {
  const chain = chainTo(entries, (entry) => entry.id === id);
  return chain ? [HOME_CRUMB, ...chain.map((entry) => ({ label: entry.label, url: entry.url }))] : null;
}

/**
 * The breadcrumbs of a page: Home, then the menu entries above the page's own entry (if the menu links
 * to it), then the page itself under `title`. `under` is for a page the menu cannot link to (a showroom
 * vehicle): the trail passes through the menu's entry for that URL (the stock page) and the entries
 * above it, or through `under` itself when the menu has no such entry. `home` is the home page of the
 * page's language (`/ar` for Arabic pages). Empty on the home page.
 */
export function breadcrumbsForPage(
  entries: readonly MenuEntry[],
  path: string,
  title: string,
  under?: Breadcrumb,
  home = "/",
): Breadcrumb[] {
  if (trimPath(path) === trimPath(home)) return [];
  const crumb = (entry: MenuEntry): Breadcrumb => ({ label: entry.label, url: entry.url });
  const above =
    under !== undefined
      ? (chainTo(entries, (entry) => isCurrent(entry, under.url))?.map(crumb) ?? [under])
      : (chainTo(entries, (entry) => isCurrent(entry, path)) ?? []).slice(0, -1).map(crumb);
  return [{ ...HOME_CRUMB, url: home }, ...above, { label: title, url: path }];
}

/** A problem with a menu the schema cannot see, at its JSON pointer into the written menu. */
export interface MenuIssue {
  pointer: string;
  message: string;
  keyword: string;
}

/**
 * What a schema-valid menu may still get wrong: a page link must name a page that exists, a URL link
 * must have its URL.
 */
export function menuLinkIssues(menu: NavEntryMenu, pageExists: (id: string) => boolean): MenuIssue[] {
  const issues: MenuIssue[] = [];
  const check = (entry: { link_type: string; page_id?: string | null; url?: string }, pointer: string) => {
    if (entry.link_type === "page") {
      if (!entry.page_id)
        issues.push({ pointer: `${pointer}/page_id`, message: "is required for a page link", keyword: "required" });
      else if (!pageExists(entry.page_id))
        issues.push({ pointer: `${pointer}/page_id`, message: "names no page of this site", keyword: "page" });
    } else if (!entry.url) {
      issues.push({ pointer: `${pointer}/url`, message: "is required for a URL link", keyword: "required" });
    }
  };
  menu.entries.forEach((entry, index) => {
    check(entry, `/entries/${index}`);
    entry.children?.forEach((child, childIndex) => check(child, `/entries/${index}/children/${childIndex}`));
  });
  return issues;
}
