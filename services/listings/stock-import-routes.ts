import type { FastifyPluginAsync } from "fastify";
import type { Readable } from "node:stream";
import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { sendError } from "../foundation/errors.ts";
import { ref } from "../foundation/schemas.ts";
import type { StockImports } from "./feed/stock-import.ts";

const tags = ["stock"];
/** The feed's content types: NDJSON or CSV, read as a stream (never buffered whole). */
const FEED_CONTENT_TYPES = ["application/x-ndjson", "application/ndjson", "text/csv"];

/**
 * Stock feed imports for admins (decision 090): POST the feed as the body, streamed into the import
 * as it arrives; the answer is the finished import with its first rejected rows. While it runs,
 * GET /api/stock/imports shows its progress (rows and bytes read), which the admin polls.
 */
export function stockImportRoutes(imports: StockImports): FastifyPluginAsync {
  return async (app) => {
    const admin = guard("stock:import");
    app.addContentTypeParser(FEED_CONTENT_TYPES, (_request, payload, done) => done(null, payload));

    app.post<{
      Querystring: { mode: "full" | "delta"; format: "ndjson" | "csv"; force_switch?: boolean };
      Body: Readable;
    }>(
      "/api/stock/imports",
      {
        ...admin,
        schema: {
          tags,
          summary: "Import a stock feed (admins)",
          description: `The body is the feed itself (schemas/stock-feed.schema.json), sent as ${FEED_CONTENT_TYPES.join(", ")}. mode=full unpublishes published vehicles the feed leaves out, unless no row of the feed is valid or more rows are rejected than the setting stock_import.max_rejected_ratio allows: then the stock is left as it was, the import answers status failed with its refusal, and force_switch=true switches anyway. mode=delta only adds and updates.`,
          querystring: ref("stock-feed", "query"),
          response: { 200: ref("stock-feed", "answer"), ...errorResponses([400, 401, 403, 415]) },
        },
      },
      async (request, reply) => {
        if (!request.body || typeof (request.body as Readable).pipe !== "function")
          return sendError(
            reply,
            415,
            "unsupported_media_type",
            `Send the feed itself as the request body, as ${FEED_CONTENT_TYPES.join(", ")}.`,
          );
        const format =
          request.query.format ?? (request.headers["content-type"]?.startsWith("text/csv") ? "csv" : "ndjson");
        const length = Number(request.headers["content-length"]);
        const result = await imports.run(request.body, {
          mode: request.query.mode ?? "full",
          format,
          source: "upload",
          bytesTotal: Number.isFinite(length) && length > 0 ? length : null,
          forceSwitch: request.query.force_switch === true,
        });
        return { data: (await imports.read(result.id))! };
      },
    );

    app.get(
      "/api/stock/imports",
      {
        ...admin,
        schema: {
          tags,
          summary: "The 20 latest stock imports, newest first, with their progress (admins)",
          response: { 200: ref("stock-feed", "list"), ...errorResponses([401, 403]) },
        },
      },
      async () => ({ data: await imports.latest() }),
    );

    app.get<{ Params: { id: string } }>(
      "/api/stock/imports/:id",
      {
        ...admin,
        schema: {
          tags,
          summary: "One stock import with its first 1,000 rejected rows (admins)",
          params: ref("stock-feed", "params"),
          response: { 200: ref("stock-feed", "answer"), ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const found = await imports.read(request.params.id);
        return found ? { data: found } : sendError(reply, 404, "not_found", "No stock import has this id.");
      },
    );
  };
}
