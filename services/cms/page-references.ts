import type { Kysely } from "kysely";
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

/**
 * Checks a document's `x-ref` fields against the database: a form must exist and be published, or
 * the page would show nothing where the editor placed it. One query per kind, whatever the count.
 */
export function databaseReferenceCheck(db: Kysely<Database>): ReferenceCheck {
  return async (document) => {
    const references = referencesOf(document);
    if (references.length === 0) return [];
    const formIds = [...new Set(references.filter((r) => r.kind === "form").map((r) => r.id))];
    const forms =
      formIds.length === 0
        ? []
        : await db.selectFrom("forms").select(["id", "status"]).where("id", "in", formIds).execute();
    const formStatus = new Map(forms.map((form) => [form.id, form.status]));
    const stateOf = (reference: PageReference): ReferenceState => {
      const status = formStatus.get(reference.id);
      if (status === undefined) return "missing";
      return status === "published" ? "ok" : "unpublished";
    };
    return referenceIssues(references, stateOf);
  };
}
