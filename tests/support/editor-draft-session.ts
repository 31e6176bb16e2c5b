import type { Data } from "@puckeditor/core";
import type { PageDetail } from "../../editor/api/pages-client.ts";
import type { DraftSession } from "../../editor/page-editor/draft-session.ts";
import { createDraftStore } from "../../editor/page-editor/draft-store.ts";
import { toPageDocument } from "../../editor/puck/page-data.ts";

/**
 * The page editor's draft session around `data` for DOM tests: a draft store whose saves and publishes
 * succeed at once, and the page it edits.
 */
export function offlineDraftSession(data: Data, page: { path: string; title: string }): DraftSession {
  const document = toPageDocument(data);
  const store = createDraftStore({
    etag: '"1"',
    document,
    hasUnpublishedChanges: false,
    client: {
      save: async () => ({ etag: '"2"', hasUnpublishedChanges: true }),
      publish: async () => ({ etag: '"3"' }),
    },
    toDocument: (changed) => toPageDocument(changed as Data),
  });
  const detail = { id: "p1", ...page, draft: document, has_unpublished_changes: false } as unknown as PageDetail;
  return { page: detail, store, reload: () => {}, restore: async () => {} };
}
