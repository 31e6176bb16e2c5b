import type { Kysely } from "kysely";
import { DEFAULT_SETTINGS, type SiteSettings } from "../../model/site/site-data.ts";
import type { Database } from "../db/schema.ts";

/** Bumps a site-wide revision (settings, metaheads): rendered HTML cached under the old one ages out. */
export async function bumpSiteRevision(db: Kysely<Database>, name: string): Promise<void> {
  const updated = await db.updateTable("site_revisions").set((eb) => ({ revision: eb("revision", "+", 1) })).where("name", "=", name).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db.insertInto("site_revisions").values({ name, revision: 2 }).onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ revision: eb("revision", "+", 1) }))).execute();
  }
}

export async function siteRevision(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db.selectFrom("site_revisions").select("revision").where("name", "=", name).executeTakeFirst();
  return row?.revision ?? 1;
}

/**
 * The settings the site shell reads, from the dot-namespaced settings table. Unknown or broken values
 * fall back to the defaults (logged by `warn`).
 */
export async function readSiteSettings(db: Kysely<Database>, warn: (message: string) => void = () => {}): Promise<SiteSettings> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", ["site.theme", "site.name", "meta.title_divider", "site.origin"]).execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const theme = values.get("site.theme");
  if (theme !== undefined && theme !== "jdx" && theme !== "lrdx") warn(`site.theme must be jdx or lrdx, got ${JSON.stringify(theme)}; using ${DEFAULT_SETTINGS.theme}`);
  return {
    ...DEFAULT_SETTINGS,
    theme: theme === "jdx" || theme === "lrdx" ? theme : DEFAULT_SETTINGS.theme,
    siteName: values.get("site.name") ?? DEFAULT_SETTINGS.siteName,
    titleDivider: values.get("meta.title_divider") ?? DEFAULT_SETTINGS.titleDivider,
    origin: values.get("site.origin") ?? DEFAULT_SETTINGS.origin,
    revision: String(await siteRevision(db, "settings")),
  };
}
