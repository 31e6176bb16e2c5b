import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { purgeTagsFor } from "../../model/http/shared-cache.ts";
import { enqueuePurge } from "./cache-purges.ts";
import { noteLocalWrite } from "./revision-cache.ts";

/**
 * Site-wide revisions (table `site_revisions`): one counter per kind of content (pages, settings,
 * metaheads, listings, forms, reservations). Every write bumps its counter in the same transaction, and every cache of
 * the site (published lookups, settings, rendered HTML, stock answers) is keyed by the counters it
 * depends on, so a change on any node ages out what was cached under the old value
 * (docs/decisions/004-html-cache.md).
 */
export type SiteRevisionName =
  "pages" | "settings" | "metaheads" | "listings" | "forms" | "navigation" | "reservations" | "offers";

/** How long one reading of the site revisions serves requests (decision 004). */
export const REVISION_TTL_MS = 200;

/**
 * A purge is due once every instance reads the new revision (each reads it at most every
 * REVISION_TTL_MS): purged earlier, the shared cache could fetch the old page again from an instance
 * that has not seen the write yet, and keep it for s-maxage.
 */
const PURGE_DELAY_MS = REVISION_TTL_MS + 300;

/** A stock import shows once each instance has rebuilt its stock index: purged again then (decision 152). */
const STOCK_REPURGE_MS = 15_000;

/**
 * Bumps a site-wide revision: whatever was cached under the old one ages out, and the shared cache in
 * front is told to purge what shows it (`pageId`: the page a page write changed), in the same
 * transaction (services/foundation/cache-purges.ts).
 */
export async function bumpSiteRevision(db: Kysely<Database>, name: SiteRevisionName, pageId?: string): Promise<void> {
  const updated = await db
    .updateTable("site_revisions")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("name", "=", name)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto("site_revisions")
      .values({ name, revision: 2 })
      .onConflict((oc) => oc.column("name").doUpdateSet((eb) => ({ revision: eb("site_revisions.revision", "+", 1) })))
      .execute();
  }
  noteLocalWrite();
  await enqueuePurge(db, purgeTagsFor(name, pageId), PURGE_DELAY_MS);
  // A stock import is shown once each process has rebuilt its stock index: purged again after that.
  if (name === "listings") await enqueuePurge(db, purgeTagsFor(name), STOCK_REPURGE_MS);
}

export async function siteRevision(db: Kysely<Database>, name: SiteRevisionName): Promise<number> {
  const row = await db.selectFrom("site_revisions").select("revision").where("name", "=", name).executeTakeFirst();
  return row?.revision ?? 1;
}

interface SiteRevisions {
  settings: number;
  metaheads: number;
  /** Bumped by every page write: published lookups cached under an older one are read again. */
  pages: number;
  /** Bumped by every menu write (the header and breadcrumbs read the menus). */
  navigation: number;
}

/** Every site-wide revision the site shell depends on, in one query on a table of a few rows. */
async function siteRevisions(db: Kysely<Database>): Promise<SiteRevisions> {
  const rows = await db
    .selectFrom("site_revisions")
    .select(["name", "revision"])
    .where("name", "in", ["settings", "metaheads", "pages", "navigation"])
    .execute();
  const of = (name: string) => rows.find((row) => row.name === name)?.revision ?? 1;
  return { settings: of("settings"), metaheads: of("metaheads"), pages: of("pages"), navigation: of("navigation") };
}

/** The site revisions of one database, as the composition hands them to every domain. */
export interface SiteRevisionReader {
  /** Every revision the site shell depends on, read fresh. */
  all(): Promise<SiteRevisions>;
  one(name: SiteRevisionName): Promise<number>;
}

export function siteRevisionReader(db: Kysely<Database>): SiteRevisionReader {
  return { all: () => siteRevisions(db), one: (name) => siteRevision(db, name) };
}
