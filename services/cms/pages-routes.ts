import type { FastifyError, FastifyReply } from "fastify";
import { MAX_DOCUMENT_BYTES } from "../../model/page-document/limits.ts";
import { guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { etagOf, expectedRevision } from "../foundation/revisions.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import type { ReferenceCheck } from "./page-references.ts";
import type { Outcome, PageDetail, PageStore } from "./pages-store.ts";

const errors = errorResponses([400, 401, 403, 404, 409, 413, 422, 428]);

/** A page write carries at most one document of the largest allowed size and the record fields. */
const PAGE_WRITE_BODY_LIMIT = MAX_DOCUMENT_BYTES + 64 * 1024;
const idParams = ref("page-record", "params");
const versionParams = ref("page-record", "version-params");
const detail = ref("page-record", "detail");

/** Turns a store outcome into the HTTP answer: the page with its ETag, or a precise error. */
function answer(reply: FastifyReply, outcome: Outcome<PageDetail | null>, status = 200): FastifyReply {
  if (outcome.ok) {
    if (outcome.value === null) return reply.code(204).send();
    return reply.code(status).header("etag", etagOf(outcome.value.revision)).send(outcome.value);
  }
  const error = outcome.error;
  switch (error.kind) {
    case "not-found":
      return sendError(reply, 404, "not_found", "There is no such page.");
    case "stale":
      return sendError(
        reply,
        409,
        "conflict",
        "Someone else changed this page since you loaded it. Nothing was overwritten: reload to see their changes.",
        { revision: error.revision },
      );
    case "invalid-document":
      return sendError(
        reply,
        422,
        "invalid_document",
        `The page document has ${error.issues.length} problem${error.issues.length === 1 ? "" : "s"}; nothing was saved.`,
        { issues: error.issues },
      );
    case "invalid-fields":
      return sendError(reply, 422, "invalid_fields", "Some page fields are not valid; nothing was saved.", {
        issues: error.issues,
      });
    case "conflict":
      return sendError(reply, 409, "conflict", error.message);
  }
}

/** The admin pages API: list, create, read, update, delete, publish, versions, compare, restore. */
export function pagesRoutes(store: PageStore, references: ReferenceCheck): RoutePlugin {
  return async (app) => {
    // Scoped to these routes (this plugin is encapsulated); anything else goes on to the app's handler.
    app.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
        return sendError(
          reply,
          413,
          "payload_too_large",
          `The request is larger than ${PAGE_WRITE_BODY_LIMIT} bytes; a page document may be at most ${MAX_DOCUMENT_BYTES} bytes of JSON. Nothing was saved.`,
        );
      }
      throw error;
    });
    const read = guard("pages:read");
    const write = guard("pages:write");
    const publish = guard("pages:publish");
    const tags = ["pages"];

    app.get(
      "/api/cms/pages",
      {
        ...read,
        schema: {
          tags,
          summary: "List pages (the page tree)",
          response: {
            200: ref("page-record", "list"),
            ...errors,
          },
        },
      },
      async () => ({
        data: await store.list(),
      }),
    );

    app.post(
      "/api/cms/pages",
      {
        ...write,
        bodyLimit: PAGE_WRITE_BODY_LIMIT,
        schema: {
          tags,
          summary: "Create a page, folder, redirect or link page",
          body: ref("page-record", "create"),
          response: { 201: detail, ...errors },
        },
      },
      async (request, reply) => {
        const { draft, ...fields } = request.body;
        return answer(reply, await store.create(fields, draft, request.user!.id, references), 201);
      },
    );

    app.get(
      "/api/cms/pages/:id",
      {
        ...read,
        schema: {
          tags,
          summary: "Read a page with its draft; the ETag is its revision",
          params: idParams,
          response: { 200: detail, ...errors },
        },
      },
      async (request, reply) => {
        const page = await store.get(request.params.id);
        if (!page) return sendError(reply, 404, "not_found", "There is no such page.");
        return reply.header("etag", etagOf(page.revision)).send(page);
      },
    );

    app.patch(
      "/api/cms/pages/:id",
      {
        ...write,
        bodyLimit: PAGE_WRITE_BODY_LIMIT,
        schema: {
          tags,
          summary: "Change page fields and/or save the draft (If-Match required)",
          params: idParams,
          body: ref("page-record", "update"),
          response: { 200: detail, ...errors },
        },
      },
      async (request, reply) => {
        const revision = expectedRevision(request, reply);
        if (revision === null) return reply;
        return answer(
          reply,
          await store.update(request.params.id, revision, request.body, request.user!.id, references),
        );
      },
    );

    app.delete(
      "/api/cms/pages/:id",
      {
        ...write,
        schema: {
          tags,
          summary: "Delete a page without children (If-Match required)",
          params: idParams,
          response: { 204: { type: "null" }, ...errors },
        },
      },
      async (request, reply) => {
        const revision = expectedRevision(request, reply);
        if (revision === null) return reply;
        return answer(reply, await store.delete(request.params.id, revision));
      },
    );

    app.post(
      "/api/cms/pages/:id/publish",
      {
        ...publish,
        schema: {
          tags,
          summary: "Publish the draft as a new version (If-Match required; refused while invalid)",
          params: idParams,
          response: { 200: detail, ...errors },
        },
      },
      async (request, reply) => {
        const revision = expectedRevision(request, reply);
        if (revision === null) return reply;
        return answer(reply, await store.publish(request.params.id, revision, request.user!.id));
      },
    );

    app.get(
      "/api/cms/pages/:id/versions",
      {
        ...read,
        schema: {
          tags,
          summary: "List published versions, newest first",
          params: idParams,
          response: {
            200: ref("page-record", "versions"),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const versions = await store.versions(request.params.id);
        if (!versions) return sendError(reply, 404, "not_found", "There is no such page.");
        return { data: versions };
      },
    );

    app.get(
      "/api/cms/pages/:id/versions/:versionId",
      {
        ...read,
        schema: {
          tags,
          summary: "Read the document of one version",
          params: versionParams,
          response: { 200: ref("page-record", "version-document"), ...errors },
        },
      },
      async (request, reply) => {
        const document = await store.versionDocument(request.params.id, request.params.versionId);
        if (!document) return sendError(reply, 404, "not_found", "There is no such version.");
        return { data: document };
      },
    );

    app.get(
      "/api/cms/pages/:id/compare",
      {
        ...read,
        schema: {
          tags,
          summary: "Which blocks changed between two versions (`draft` names the draft)",
          params: idParams,
          querystring: ref("page-record", "compare-query"),
          response: { 200: ref("page-record", "comparison"), ...errors },
        },
      },
      async (request, reply) => {
        const comparison = await store.compare(request.params.id, request.query.from, request.query.to);
        if (!comparison) return sendError(reply, 404, "not_found", "There is no such page or version.");
        return comparison;
      },
    );

    app.post(
      "/api/cms/pages/:id/versions/:versionId/restore",
      {
        ...write,
        schema: {
          tags,
          summary: "Make a version's document the draft again (If-Match required)",
          params: versionParams,
          response: { 200: detail, ...errors },
        },
      },
      async (request, reply) => {
        const revision = expectedRevision(request, reply);
        if (revision === null) return reply;
        return answer(
          reply,
          await store.restore(request.params.id, revision, request.params.versionId, request.user!.id),
        );
      },
    );
  };
}
