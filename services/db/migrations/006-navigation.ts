import { sql, type Kysely } from "kysely";

/**
 * Site menus (docs/decisions/055-navigation-menus.md): one row per entry, in the menu of a brand page
 * set, under its parent (null: top level) by position. A page link names the page (its path is read
 * when the menu is served, so a moved page keeps its entry); a URL link holds the URL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("nav_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("page_set", "text", (c) => c.notNull())
    .addColumn("parent_id", "text", (c) => c.references("nav_entries.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("link_type", "text", (c) => c.notNull().check(sql`link_type in ('page', 'url')`))
    .addColumn("page_id", "text")
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("target", "text", (c) => c.notNull().check(sql`target in ('_self', '_blank')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("nav_entries_by_page_set").on("nav_entries").columns(["page_set", "position"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("nav_entries").execute();
}
