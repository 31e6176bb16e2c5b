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

type Lookup = (db: Kysely<Database>, ids: string[]) => Promise<Map<string, ReferenceState>>;

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
};

/** Checks a document's `x-ref` fields against the database: one query per kind named, whatever the count. */
export function databaseReferenceCheck(db: Kysely<Database>): ReferenceCheck {
  return async (document) => {
    const references = referencesOf(document);
    if (references.length === 0) return [];
    const states = new Map<RefKind, Map<string, ReferenceState>>();
    for (const kind of new Set(references.map((reference) => reference.kind))) {
      const ids = [...new Set(references.filter((r) => r.kind === kind).map((r) => r.id))];
      states.set(kind, await LOOKUPS[kind](db, ids));
    }
    const stateOf = (reference: PageReference): ReferenceState =>
      states.get(reference.kind)?.get(reference.id) ?? "missing";
    return referenceIssues(references, stateOf);
  };
}
