import type { FastifyReply, FastifyRequest } from "fastify";
import type { MetaheadLanguage } from "../../model/site/site-data.ts";
import { can, guard } from "../auth/index.ts";
import { sendError } from "../foundation/errors.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { SCRIPT_LANGUAGES, type MetaheadStore, type MetaheadWrite } from "./metahead-store.ts";

const errors = errorResponses([400, 401, 403, 404, 413, 422, 503]);

const metahead = ref("metahead");
const idParams = ref("metahead", "params");

/** Editors may write style metaheads; script-bearing ones (javascript, js-src, html) need metaheads:write-scripts. */
function refuseScripts(
  request: FastifyRequest,
  reply: FastifyReply,
  languages: (MetaheadLanguage | undefined)[],
): boolean {
  const script = languages.find((language) => language !== undefined && SCRIPT_LANGUAGES.has(language));
  if (script === undefined || can(request.user?.role, "metaheads:write-scripts")) return false;
  sendError(
    reply,
    403,
    "forbidden",
    `Only admins may add, change or delete ${script} metaheads: they run in every visitor's browser. Your role (${request.user?.role ?? "none"}) may write css, sass and scss metaheads.`,
  );
  return true;
}

function answer(reply: FastifyReply, result: MetaheadWrite, status = 200): FastifyReply {
  if (result.ok) return reply.code(status).send(result.metahead);
  if (result.kind === "not-found") return sendError(reply, 404, "not_found", "There is no such metahead.");
  if (result.kind === "too-large")
    return sendError(reply, 413, "stylesheet_too_large", result.message, { issues: result.issues });
  if (result.kind === "busy") return sendError(reply.header("retry-after", "5"), 503, "compiler_busy", result.message);
  return sendError(reply, 422, result.error, result.message, { issues: result.issues });
}

/**
 * The metaheads API: `GET /metaheads` with `q[page_id_equal_or_null]`, and the writes the admin panel makes
 * (POST, PUT and DELETE `/metaheads/{id}`). Viewers read; editors write styles; admins write scripts.
 */
export function metaheadsRoutes(store: MetaheadStore): RoutePlugin {
  return async (app) => {
    const tags = ["metaheads"];
    const read = guard("metaheads:read");
    const write = guard("metaheads:write");

    app.get(
      "/metaheads",
      {
        ...read,
        schema: {
          tags,
          summary: "List metaheads in sequence order",
          description:
            "With q[page_id_equal_or_null]=<page id>: that page's metaheads plus the global ones (rdx_core_page_id null).",
          querystring: ref("metahead", "query"),
          response: { 200: ref("metahead", "list"), ...errors },
        },
      },
      async (request) => ({ data: await store.list({ pageIdOrGlobal: request.query["q[page_id_equal_or_null]"] }) }),
    );

    app.get(
      "/metaheads/:id",
      {
        ...read,
        schema: { tags, summary: "Read a metahead", params: idParams, response: { 200: metahead, ...errors } },
      },
      async (request, reply) => {
        const found = await store.get(request.params.id);
        return found ? found : sendError(reply, 404, "not_found", "There is no such metahead.");
      },
    );

    app.post(
      "/metaheads",
      {
        ...write,
        schema: {
          tags,
          summary: "Add a metahead (sass and scss are compiled; a compile error is a 422)",
          body: ref("metahead", "create"),
          response: { 201: metahead, ...errors },
        },
      },
      async (request, reply) => {
        if (refuseScripts(request, reply, [request.body.language])) return reply;
        return answer(reply, await store.create(request.body), 201);
      },
    );

    app.put(
      "/metaheads/:id",
      {
        ...write,
        schema: {
          tags,
          summary: "Change a metahead (the fields given; the rest stay)",
          params: idParams,
          body: ref("metahead", "update"),
          response: { 200: metahead, ...errors },
        },
      },
      async (request, reply) => {
        const existing = await store.get(request.params.id);
        if (!existing) return sendError(reply, 404, "not_found", "There is no such metahead.");
        if (refuseScripts(request, reply, [existing.language, request.body.language])) return reply;
        return answer(reply, await store.update(request.params.id, request.body));
      },
    );

    app.delete(
      "/metaheads/:id",
      {
        ...write,
        schema: {
          tags,
          summary: "Delete a metahead",
          params: idParams,
          response: { 204: { type: "null" }, ...errors },
        },
      },
      async (request, reply) => {
        const existing = await store.get(request.params.id);
        if (!existing) return sendError(reply, 404, "not_found", "There is no such metahead.");
        if (refuseScripts(request, reply, [existing.language])) return reply;
        if (!(await store.delete(request.params.id)))
          return sendError(reply, 404, "not_found", "There is no such metahead.");
        return reply.code(204).send();
      },
    );
  };
}
