import type { Kysely } from "kysely";
import type { RefKind } from "../../generated/contracts/block-meta.ts";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import type { PageIssue } from "../../model/page-document/issues.ts";
import {
  referenceIssues,
  referencesOf,
  type PageReference,
  type ReferenceState,
} from "../../model/page-document/references.ts";
import type { Database } from "../db/schema.ts";

/** The problems of a document's references to other stored items; an empty list when all are usable. */
export type ReferenceCheck = (document: Pick<PageDocument, "content">) => Promise<PageIssue[]>;

type Lookup = (db: Kysely<Database>, ids: string[], media: MediaIds) => Promise<Map<string, ReferenceState>>;

/** Which of these ids the media library holds (the library lives in the object store, not the database). */
type MediaIds = (ids: string[]) => Promise<Set<string>>;

/**
 * The page path a link value names, or null when it names no page of the tree: an external, mailto or
 * tel URL, or an anchor. The query and the anchor are not part of the page's path.
 */
function pagePathOf(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  const path = value.replace(/[?#].*$/, "");
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  try {
    return decodeURI(trimmed) || "/";
  } catch {
    return trimmed || "/";
  }
}

/**
 * How each kind is looked up. A form must also be published, or the page would show nothing where
 * the editor placed it; an offer that is not published is the offer blocks' own concern (they hide it).
 */
const LOOKUPS: Record<RefKind, Lookup> = {
  form: async (db, ids) => {
    const rows = await db.selectFrom("forms").select(["id", "status"]).where("id", "in", ids).execute();
    return new Map(rows.map((row) => [row.id, row.status === "published" ? "ok" : "unpublished"]));
  },
  offer: async (db, ids) => {
    const rows = await db.selectFrom("offers").select("id").where("id", "in", ids).execute();
    return new Map(rows.map((row) => [row.id, "ok"]));
  },
  // A VIN list exists while it holds at least one VIN (an upload replaces the whole list).
  "vin-list": async (db, ids) => {
    const rows = await db.selectFrom("vins").select("list").distinct().where("list", "in", ids).execute();
    return new Map(rows.map((row) => [row.list, "ok"]));
  },
  // A publication list exists while the published stock has a vehicle in it (each import replaces them).
  "stock-list": async (db, ids) => {
    const rows = await db
      .selectFrom("vehicle_publications")
      .select("list_key")
      .distinct()
      .where("list_key", "in", ids)
      .execute();
    return new Map(rows.map((row) => [row.list_key, "ok"]));
  },
  /**
   * A link names a page by its path (what the site serves and stored links already hold). Its URL may
   * as well lead outside the tree: another site, an anchor, or one of the site's own routes such as
   * /stock or /search, which no page holds. So only a path a page of the tree holds is checked, and it
   * must be published and not disabled: visitors following the link would otherwise find nothing.
   */
  page: async (db, ids) => {
    const paths = new Map(ids.map((id) => [id, pagePathOf(id)]));
    const wanted = [...new Set([...paths.values()].filter((path): path is string => path !== null))];
    const rows =
      wanted.length === 0
        ? []
        : await db
            .selectFrom("pages")
            .select(["path", "published_version_id", "disabled"])
            .where("path", "in", wanted)
            .execute();
    const pages = new Map(rows.map((row) => [row.path, row.published_version_id !== null && !row.disabled]));
    return new Map(
      ids.map((id): [string, ReferenceState] => {
        const path = paths.get(id);
        const published = path == null ? undefined : pages.get(path);
        return [id, published === false ? "unpublished" : "ok"];
      }),
    );
  },
  /** An image of the media library by its id; an image URL (the field allows one) is not the library's to check. */
  media: async (_db, ids, media) => {
    const libraryIds = ids.filter((id) => IMAGE_ID.test(id));
    const found = libraryIds.length === 0 ? new Set<string>() : await media(libraryIds);
    return new Map(
      ids.map((id): [string, ReferenceState] => [id, !IMAGE_ID.test(id) || found.has(id) ? "ok" : "missing"]),
    );
  },
};

/** The media library's ids: lower-case letters, digits and dashes (a URL has a colon or a slash). */
const IMAGE_ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Checks a document's `x-ref` fields against the database: one query per kind named, whatever the count. */
export function databaseReferenceCheck(db: Kysely<Database>, media: MediaIds): ReferenceCheck {
  return async (document) => {
    const references = referencesOf(document);
    if (references.length === 0) return [];
    const states = new Map<RefKind, Map<string, ReferenceState>>();
    for (const kind of new Set(references.map((reference) => reference.kind))) {
      const ids = [...new Set(references.filter((r) => r.kind === kind).map((r) => r.id))];
      states.set(kind, await LOOKUPS[kind](db, ids, media));
    }
    const stateOf = (reference: PageReference): ReferenceState =>
      states.get(reference.kind)?.get(reference.id) ?? "missing";
    return referenceIssues(references, stateOf);
  };
}
