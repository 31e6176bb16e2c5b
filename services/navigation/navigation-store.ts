import { Ajv } from "ajv";
import type { Kysely } from "kysely";
import navEntrySchema from "../../schemas/nav-entry.schema.json" with { type: "json" };
import type { NavEntry, NavEntryMenu } from "../../generated/contracts/entities/nav-entry.ts";
import { describeSchemaIssue } from "../../model/page-document/issues.ts";
import {
  breadcrumbsForEntry,
  menuLinkIssues,
  menuRows,
  menuTree,
  type Breadcrumb,
  type MenuEntry,
  type MenuIssue,
  type SiteMenus,
} from "../../model/navigation/menu.ts";
import { newId, now } from "../db/clock.ts";
import type { Database } from "../db/schema.ts";
import { bumpSiteRevision } from "../foundation/site-revisions.ts";

export type MenuWrite = { ok: true; entries: MenuEntry[] } | { ok: false; message: string; issues: MenuIssue[] };

type Warn = (message: string) => void;

let validateMenu: ReturnType<Ajv["compile"]> | null = null;

/** The menu definition of schemas/nav-entry.schema.json, compiled once (the same draft as the API's other schemas). */
function menuValidator(): ReturnType<Ajv["compile"]> {
  if (!validateMenu) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addSchema(navEntrySchema);
    validateMenu = ajv.getSchema(`${navEntrySchema.$id}#/$defs/menu`)!;
  }
  return validateMenu;
}

/**
 * Site menus, one per brand page set (docs/decisions/055-navigation-menus.md). A menu is written whole
 * (entries, children, order) in one transaction that bumps the "navigation" site revision, so every
 * cached page with the old header ages out. A page link is served with the page's current path; an
 * entry whose page was deleted is dropped when served, and logged.
 */
export class NavigationStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The page sets that have a menu, sorted. */
  async pageSets(): Promise<string[]> {
    const rows = await this.db.selectFrom("nav_entries").select("page_set").distinct().orderBy("page_set").execute();
    return rows.map((row) => row.page_set);
  }

  /** Entries as served: page links with their page's path; entries of deleted pages (and their children) left out. */
  private async served(pageSet: string | null, warn: Warn, newWindow?: Set<string>): Promise<NavEntry[]> {
    let query = this.db
      .selectFrom("nav_entries")
      .leftJoin("pages", "pages.id", "nav_entries.page_id")
      .select([
        "nav_entries.id",
        "nav_entries.page_set",
        "nav_entries.parent_id",
        "nav_entries.position",
        "nav_entries.label",
        "nav_entries.link_type",
        "nav_entries.page_id",
        "nav_entries.url",
        "nav_entries.target",
        "pages.path as page_path",
        "pages.link_new_window as page_new_window",
      ]);
    if (pageSet !== null) query = query.where("nav_entries.page_set", "=", pageSet);
    const rows = await query.execute();
    const entries: NavEntry[] = [];
    for (const { page_path, page_new_window, ...row } of rows) {
      if (row.link_type === "page" && page_path === null) {
        warn(
          `navigation: entry "${row.label}" of the ${row.page_set} menu links to a page that no longer exists; left out`,
        );
        continue;
      }
      entries.push({ ...row, url: row.link_type === "page" ? page_path! : row.url });
      if (row.link_type === "page" && page_new_window) newWindow?.add(row.id);
    }
    return entries;
  }

  /** A page set's entries flat (GET /nav_entries): parents before children, each level by position. */
  async list(pageSet: string, warn: Warn = () => {}): Promise<NavEntry[]> {
    return menuRows(await this.served(pageSet, warn));
  }

  /** A page set's menu as a tree (GET /nav_entries_v2, the admin screen). */
  async menu(pageSet: string, warn: Warn = () => {}): Promise<MenuEntry[]> {
    return menuTree(await this.served(pageSet, warn));
  }

  /**
   * Every page set's menu, for the site's header and breadcrumbs. An entry linking to a page whose
   * link_new_window is set opens in a new window, whatever the entry's own target.
   */
  async forSite(warn: Warn = () => {}): Promise<SiteMenus> {
    const newWindow = new Set<string>();
    const rows = (await this.served(null, warn, newWindow)).map((row) =>
      newWindow.has(row.id) ? { ...row, target: "_blank" as const } : row,
    );
    const bySet = new Map<string, NavEntry[]>();
    for (const row of rows) bySet.set(row.page_set, [...(bySet.get(row.page_set) ?? []), row]);
    return Object.fromEntries([...bySet].map(([set, entries]) => [set, menuTree(entries)]));
  }

  /** Page ids by path, for the paths that name a page (seed files link pages by path). */
  async pageIdsByPath(paths: readonly string[]): Promise<Map<string, string>> {
    if (paths.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("pages")
      .select(["id", "path"])
      .where("path", "in", [...paths])
      .execute();
    return new Map(rows.map((row) => [row.path, row.id]));
  }

  /** Home, then the entry's parents and the entry; null for an unknown id. */
  async breadcrumbs(id: string): Promise<Breadcrumb[] | null> {
    const row = await this.db.selectFrom("nav_entries").select("page_set").where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    return breadcrumbsForEntry(await this.menu(row.page_set), id);
  }

  /**
   * Replaces a page set's menu with `input` (checked against the schema's `menu`, then its page links
   * against the pages): nothing is written when any entry is wrong. An empty list removes the menu.
   */
  async replace(pageSet: string, input: unknown): Promise<MenuWrite> {
    const validate = menuValidator();
    if (!validate(input)) {
      const issues = (validate.errors ?? []).map((error) => ({
        ...describeSchemaIssue(error as Parameters<typeof describeSchemaIssue>[0]),
        keyword: error.keyword,
      }));
      return { ok: false, message: issuesMessage(issues), issues };
    }
    const menu = input as NavEntryMenu;
    const pageIds = [
      ...new Set(menu.entries.flatMap((entry) => [entry, ...(entry.children ?? [])]).flatMap((e) => e.page_id ?? [])),
    ];
    const existing = new Set(
      pageIds.length === 0
        ? []
        : (await this.db.selectFrom("pages").select("id").where("id", "in", pageIds).execute()).map((row) => row.id),
    );
    const issues = menuLinkIssues(menu, (id) => existing.has(id));
    if (issues.length > 0) return { ok: false, message: issuesMessage(issues), issues };
    const time = now();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom("nav_entries").where("page_set", "=", pageSet).execute();
      const insert = async (
        entry: NavEntryMenu["entries"][number] | NonNullable<NavEntryMenu["entries"][number]["children"]>[number],
        parentId: string | null,
        position: number,
      ): Promise<string> => {
        const id = newId();
        await trx
          .insertInto("nav_entries")
          .values({
            id,
            page_set: pageSet,
            parent_id: parentId,
            position,
            label: entry.label.trim(),
            link_type: entry.link_type,
            page_id: entry.link_type === "page" ? (entry.page_id ?? null) : null,
            url: entry.link_type === "url" ? (entry.url ?? "") : "",
            target: entry.target ?? "_self",
            created_at: time,
            updated_at: time,
          })
          .execute();
        return id;
      };
      for (const [index, entry] of menu.entries.entries()) {
        const id = await insert(entry, null, index);
        for (const [childIndex, child] of (entry.children ?? []).entries()) await insert(child, id, childIndex);
      }
      await bumpSiteRevision(trx, "navigation");
    });
    return { ok: true, entries: await this.menu(pageSet) };
  }
}

function issuesMessage(issues: readonly MenuIssue[]): string {
  return `The menu was not saved: ${issues.map((issue) => `${issue.pointer || "/"} ${issue.message}`).join("; ")}`;
}
