import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { CACHE_TAGS } from "../../model/http/shared-cache.ts";
import { fieldsOf } from "./page-fields.ts";
import { pageBlockPositions } from "../../model/cms/block-positions.ts";
import type { PageStore } from "./pages-store.ts";

/** Fetching a page without its path fails with this message. */
const MISSING_PATH_MESSAGE = "You have to provide current page pathname.";

/**
 * `GET /public_api/pages/by_path/{path}`: a published page by path, for headless clients. The path
 * may be given as the rest of the URL (`by_path/models/estate`) or encoded (`by_path/%2Fmodels%2Festate`,
 * `by_path/%2F` for the home page). Redirect and link pages answer their record, so the client can
 * follow them by type and code. Disabled pages need `Authorization: Bearer <session token>`.
 */
export function publicPagesRoutes(store: PageStore): RoutePlugin {
  return async (app) => {
    app.get(
      "/public_api/pages/by_path/*",
      {
        // Any page write purges it: the answer is a page, and redirects and links name others.
        config: { sharedCache: [CACHE_TAGS.pages] },
        schema: {
          tags: ["public"],
          summary: "A published page by its path",
          params: ref("page-record", "path-params"),
          response: { 200: ref("page-record", "published"), ...errorResponses([400, 404]) },
        },
      },
      async (request, reply) => {
        let raw: string;
        try {
          raw = decodeURIComponent(request.params["*"] ?? "").trim();
        } catch {
          return sendError(reply, 400, "bad_request", "The page path is not correctly URL-encoded.");
        }
        if (raw === "") return sendError(reply, 400, "missing_path", MISSING_PATH_MESSAGE);
        const path = raw.startsWith("/") ? raw.replace(/(.)\/+$/, "$1") : `/${raw.replace(/\/+$/, "")}`;
        const row = await store.findPublished(path);
        if (!row) return sendError(reply, 404, "not_found", `No page at ${path}.`);
        if (row.page.disabled === 1 && !request.user) return sendError(reply, 404, "not_found", `No page at ${path}.`);
        const isLink = row.page.page_type === "folder" || row.page.link_type !== "internal" || row.page.redirect_path;
        if (!isLink && !row.document)
          return sendError(reply, 404, "not_found", `The page at ${path} is not published.`);
        const document = isLink || !row.document ? null : store.publishedDocument(row.document);
        return {
          data: {
            id: row.page.id,
            ...fieldsOf(row.page),
            version_id: row.versionId,
            document,
            // Each block with where it shows on the page (the CMS page's blocks with id and active_positions).
            blocks: document ? pageBlockPositions(document) : [],
          },
        };
      },
    );
  };
}
