import type { FastifyReply } from "fastify";
import type { Readable } from "node:stream";
import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { sendError } from "../foundation/errors.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { ImportAlreadyRunning, type BackgroundImports } from "./feed/background-imports.ts";
import { feedFormatOf } from "./feed/feed-source.ts";
import type { FeedFormat } from "./feed/feed-records.ts";
import { FeedUploadTooLarge, keepFeedUpload } from "./feed/feed-upload.ts";
import type { StockImport, StockImports } from "./feed/stock-import.ts";

const tags = ["stock"];
/** The feed's content types and the format each names: NDJSON or CSV, read as a stream (never buffered whole). */
const FEED_FORMATS: Readonly<Record<string, FeedFormat>> = {
  "application/x-ndjson": "ndjson",
  "application/ndjson": "ndjson",
  "text/csv": "csv",
};
const FEED_CONTENT_TYPES = Object.keys(FEED_FORMATS);
const STARTED =
  "The answer (202) is the import as recorded, status running: it runs in the background of the server; follow it at GET /api/stock/imports/{id}. 409 while another import runs.";

/** The format a Content-Type names (its parameters, such as charset, aside); null for any other type. */
function formatOfContentType(contentType: string | undefined): FeedFormat | null {
  const essence = contentType?.split(";", 1)[0]!.trim().toLowerCase() ?? "";
  return FEED_FORMATS[essence] ?? null;
}

/** An import with its rate: rows read per second from its start until now, or until it finished. */
function withRate<T extends StockImport>(record: T, at = Date.now()): T & { rows_per_second: number } {
  const end = record.finished_at ? Date.parse(record.finished_at) : at;
  const seconds = (end - Date.parse(record.started_at)) / 1000;
  return { ...record, rows_per_second: seconds > 0 ? Math.round(record.rows_read / seconds) : 0 };
}

function refusedAsBusy(reply: FastifyReply, error: unknown) {
  if (error instanceof ImportAlreadyRunning) return sendError(reply, 409, "import_running", error.message);
  throw error;
}

/**
 * Stock feed imports for admins (decisions 090, 136): upload the feed as the body, or name its URL; the
 * import runs in the background of the server, one at a time, and GET /api/stock/imports shows its
 * progress (rows read, rate, rejected rows), which the admin screen polls.
 */
export function stockImportRoutes(imports: StockImports, background: BackgroundImports): RoutePlugin {
  return async (app) => {
    const admin = guard("stock:import");
    app.addContentTypeParser(FEED_CONTENT_TYPES, (_request, payload, done) => done(null, payload));
    app.addHook("onClose", () => background.settled());

    // The body is the feed as a stream (the content-type parser above), which no schema describes.
    app.post(
      "/api/stock/imports",
      {
        ...admin,
        schema: {
          tags,
          summary: "Import an uploaded stock feed in the background (admins)",
          description: `The body is the feed itself (schemas/stock-feed.schema.json), sent as ${FEED_CONTENT_TYPES.join(", ")}, at most 1 GB (413 beyond); format names its format, else its Content-Type does (csv for text/csv). mode=full unpublishes published vehicles the feed leaves out, unless no row of the feed is valid or more rows are rejected than the setting stock_import.max_rejected_ratio allows: then the stock is left as it was, the import ends failed with its refusal, and force_switch=true switches anyway. mode=delta only adds and updates. ${STARTED}`,
          querystring: ref("stock-feed", "query"),
          response: { 202: ref("stock-feed", "answer"), ...errorResponses([400, 401, 403, 409, 413, 415]) },
        },
      },
      async (request, reply) => {
        const body = request.body as Readable | undefined;
        // format=ndjson|csv when given, else the one the Content-Type names.
        const format = request.query.format ?? formatOfContentType(request.headers["content-type"]);
        if (!body || typeof body.pipe !== "function" || !format)
          return sendError(
            reply,
            415,
            "unsupported_media_type",
            `Send the feed itself as the request body, as ${FEED_CONTENT_TYPES.join(", ")}.`,
          );
        // Refused before the upload is read and kept; checked again when it starts.
        const running = await imports.running();
        if (running) {
          body.resume();
          return refusedAsBusy(reply, new ImportAlreadyRunning(running));
        }
        let kept: { path: string; bytes: number };
        try {
          kept = await keepFeedUpload(body);
        } catch (error) {
          if (!(error instanceof FeedUploadTooLarge)) throw error;
          body.resume();
          return sendError(reply, 413, "too_large", error.message);
        }
        try {
          const started = await background.start(
            { kind: "file", path: kept.path, bytes: kept.bytes, name: request.query.name || "feed" },
            { mode: request.query.mode ?? "full", format, forceSwitch: request.query.force_switch === true },
          );
          return reply.code(202).send({ data: withRate(started) });
        } catch (error) {
          return refusedAsBusy(reply, error);
        }
      },
    );

    app.post(
      "/api/stock/imports/url",
      {
        ...admin,
        schema: {
          tags,
          summary: "Import a stock feed fetched from a URL, in the background (admins)",
          description: `The server fetches the feed when the import starts, under the outbound policy: http or https only, and a host on this machine or a private network only when OUTBOUND_ALLOW_HOSTS names it (the import then fails with the reason). mode and force_switch as for an upload. ${STARTED}`,
          body: ref("stock-feed", "url_import"),
          response: { 202: ref("stock-feed", "answer"), ...errorResponses([400, 401, 403, 409]) },
        },
      },
      async (request, reply) => {
        const { url, mode = "full", force_switch } = request.body;
        try {
          const started = await background.start(
            { kind: "url", url },
            { mode, format: request.body.format ?? feedFormatOf(url), forceSwitch: force_switch === true },
          );
          return reply.code(202).send({ data: withRate(started) });
        } catch (error) {
          return refusedAsBusy(reply, error);
        }
      },
    );

    app.post(
      "/api/stock/imports/:id/switch_anyway",
      {
        ...admin,
        schema: {
          tags,
          summary: "Run a refused full import again, switching the stock anyway (admins)",
          description: `Only for the latest refused full import whose feed this server still holds (410 otherwise: import the feed again with force_switch). ${STARTED}`,
          params: ref("stock-feed", "params"),
          response: { 202: ref("stock-feed", "answer"), ...errorResponses([400, 401, 403, 404, 409, 410]) },
        },
      },
      async (request, reply) => {
        const refused = await imports.read(request.params.id);
        if (!refused) return sendError(reply, 404, "not_found", "No stock import has this id.");
        if (!refused.refusal)
          return sendError(reply, 409, "not_refused", "Only a refused full import can be switched anyway.");
        try {
          const started = await background.switchAnyway(refused.id);
          if (!started)
            return sendError(
              reply,
              410,
              "feed_gone",
              "This import's feed is no longer kept (another import ran since, or the server restarted): import the feed again with “Switch even if refused”.",
            );
          return reply.code(202).send({ data: withRate(started) });
        } catch (error) {
          return refusedAsBusy(reply, error);
        }
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
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: (await imports.latest()).map((record) => withRate(record)) };
      },
    );

    app.get(
      "/api/stock/imports/:id",
      {
        ...admin,
        schema: {
          tags,
          summary: "One stock import with its progress and its first 1,000 rejected rows (admins)",
          params: ref("stock-feed", "params"),
          response: { 200: ref("stock-feed", "answer"), ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const found = await imports.read(request.params.id);
        reply.header("cache-control", "no-store");
        return found ? { data: withRate(found) } : sendError(reply, 404, "not_found", "No stock import has this id.");
      },
    );
  };
}
