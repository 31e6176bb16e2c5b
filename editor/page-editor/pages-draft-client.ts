import { pagesClient } from "../api/pages-client.ts";
import type { DraftClient } from "./draft-store.ts";

function etagOrFail(etag: string | null): string {
  if (!etag) throw new Error("the server did not send the page's new revision (ETag)");
  return etag;
}

/**
 * The draft's writes through the pages API: PATCH the draft and POST publish, both with If-Match.
 * Saves are keepalive requests, so one under way (or started as the author leaves) still reaches the
 * server after the page is gone; the server validates it like any other write.
 */
export function pagesDraftClient(pageId: string): DraftClient {
  return {
    async save(etag, document) {
      const response = await pagesClient.update(pageId, etag, { draft: document }, { keepalive: true });
      return { etag: etagOrFail(response.etag), hasUnpublishedChanges: response.data.has_unpublished_changes };
    },
    async publish(etag) {
      const response = await pagesClient.publish(pageId, etag);
      return { etag: etagOrFail(response.etag) };
    },
  };
}
