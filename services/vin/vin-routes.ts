import { Readable } from "node:stream";
import { type LimitStore, RateLimit } from "../foundation/rate-limit.ts";
import { normaliseVin, vinProblem } from "../../model/vin/index.ts";
import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { sendError } from "../foundation/errors.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import { readVinCsv, VIN_PROBLEM_TEXT } from "./vin-csv.ts";
import type { VinStore } from "./vin-store.ts";

const tags = ["vin"];
/** A CSV of 200,000 VINs with a short note each stays under this. */
const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** An anonymous lookup is a list key and a VIN: anything bigger is refused (413) before it is read. */
const MAX_LOOKUP_BYTES = 16 * 1024;

/** Lookups per client address per minute (decision 081): enough for a visitor's typos, not for a sweep. */
const LOOKUPS_PER_MINUTE = 30;

/** The public lookup's limit, counted where `limits` counts (this process, or Redis shared by every instance). */
export function vinLookupLimit(limits: LimitStore): RateLimit {
  return new RateLimit(LOOKUPS_PER_MINUTE, 60_000, { store: limits, name: "vin-lookup" });
}

/**
 * VIN lists: admins replace a list by uploading its CSV; the public lookup answers only whether a VIN is
 * in a list, per client address rate-limited, so it cannot be used to collect VINs.
 */
export function vinRoutes(store: VinStore, lookups: RateLimit): RoutePlugin {
  return async (app) => {
    // The upload is the CSV itself (text/csv), read as text; no multipart.
    app.addContentTypeParser(
      ["text/csv", "text/plain"],
      { parseAs: "string", bodyLimit: MAX_CSV_BYTES },
      (_r, body, done) => done(null, body),
    );

    app.post(
      "/public_api/vin_lookup",
      {
        // Anyone may ask (a write-method read: the VIN stays out of URLs and logs); cross-site posts are refused.
        config: { public: true },
        bodyLimit: MAX_LOOKUP_BYTES,
        schema: {
          tags,
          summary:
            "Whether a VIN is in a list (yes or no only); 422 for a VIN that is not well-formed; 413 over 16 KiB; 429 rate limited",
          body: ref("vin", "lookup"),
          response: { 200: ref("vin", "lookup_result"), ...errorResponses([400, 413, 422, 429]) },
        },
      },
      async (request, reply) => {
        const wait = await lookups.hit(request.ip);
        if (wait > 0)
          return sendError(
            reply.header("retry-after", String(wait)),
            429,
            "rate_limited",
            "Too many requests; try again shortly.",
          );
        const vin = normaliseVin(request.body.vin);
        const problem = vinProblem(vin, { checkDigit: request.body.check_digit === true });
        if (problem)
          return sendError(reply, 422, "invalid_vin", "This is not a valid VIN.", {
            issues: [{ pointer: "/vin", message: problem, keyword: problem }],
          });
        reply.header("cache-control", "no-store");
        return { found: await store.has(request.body.list, vin) };
      },
    );

    app.get(
      "/api/vins",
      {
        ...guard("vins:read"),
        schema: {
          tags,
          summary: "The VIN lists: key, number of VINs, last upload",
          response: { 200: ref("vin", "lists"), ...errorResponses([401, 403]) },
        },
      },
      async () => ({ data: await store.lists() }),
    );

    app.put(
      "/api/vins/:list",
      {
        ...guard("vins:write"),
        schema: {
          tags,
          summary:
            "Replace a VIN list with an uploaded CSV (text/csv, a header row naming a vin column). Any bad row refuses the whole file (422, each issue with its line); nothing is half-written.",
          params: ref("vin", "list_params"),
          body: ref("vin", "csv"),
          querystring: ref("vin", "upload_query"),
          response: { 200: ref("vin"), ...errorResponses([400, 401, 403, 413, 415, 422]) },
        },
      },
      async (request, reply) => {
        if (typeof request.body !== "string")
          return sendError(reply, 415, "unsupported_media_type", "Upload the list as text/csv.");
        const read = readVinCsv(request.body, { checkDigit: request.query.check_digit });
        if (!read.ok)
          return sendError(
            reply,
            422,
            "invalid_csv",
            `The CSV has ${read.issues.length} problem(s); nothing was changed.`,
            {
              issues: read.issues.map((issue) => ({ ...issue, keyword: "vin" })),
            },
          );
        return store.replace(request.params.list, read.vins);
      },
    );

    app.get(
      "/api/vins/:list/entries",
      {
        ...guard("vins:read"),
        schema: {
          tags,
          summary:
            "One page of a list's VINs in order (at most 100), searched by the start of the VIN or anywhere in it, ignoring case, spaces and dashes",
          params: ref("vin", "list_params"),
          querystring: ref("vin", "page_query"),
          response: { 200: ref("vin", "page"), ...errorResponses([400, 401, 403]) },
        },
      },
      async (request, reply) => {
        const { q, match, offset, limit } = request.query;
        reply.header("cache-control", "no-store");
        // Only letters and digits can be part of a VIN: anything else is dropped, so no LIKE wildcard survives.
        const term = normaliseVin(q).replace(/[^A-Z0-9]/g, "");
        const page = await store.page(request.params.list, { q: term, match, offset, limit });
        return { list: request.params.list, offset, limit, ...page };
      },
    );

    app.post(
      "/api/vins/:list/entries",
      {
        ...guard("vins:write"),
        schema: {
          tags,
          summary:
            "Add one VIN to a list (the list is created when new), checked like a row of an uploaded CSV; 422 for a VIN that is not well-formed, 409 when the list has it already",
          params: ref("vin", "list_params"),
          body: ref("vin", "add"),
          response: { 201: ref("vin", "entry"), ...errorResponses([400, 401, 403, 409, 422]) },
        },
      },
      async (request, reply) => {
        const vin = normaliseVin(request.body.vin);
        const problem = vinProblem(vin, { checkDigit: request.body.check_digit === true });
        if (problem)
          return sendError(reply, 422, "invalid_vin", VIN_PROBLEM_TEXT[problem], {
            issues: [{ pointer: "/vin", message: VIN_PROBLEM_TEXT[problem], keyword: problem }],
          });
        if (!(await store.add(request.params.list, vin)))
          return sendError(reply, 409, "conflict", `${vin} is in list ${request.params.list} already.`);
        const entry = await store.page(request.params.list, { q: vin, match: "prefix", offset: 0, limit: 1 });
        // The VIN was added just above, so the page searched for it holds it.
        return reply.code(201).send(entry.data[0]!);
      },
    );

    app.delete(
      "/api/vins/:list/entries/:vin",
      {
        ...guard("vins:write"),
        schema: {
          tags,
          summary: "Remove one VIN from a list; 404 when the list does not have it",
          params: ref("vin", "entry_params"),
          response: { 204: { type: "null" }, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        const vin = normaliseVin(request.params.vin);
        if (!(await store.removeOne(request.params.list, vin)))
          return sendError(reply, 404, "not_found", `List ${request.params.list} does not have ${vin}.`);
        return reply.code(204).send();
      },
    );

    app.get(
      "/api/vins/:list/download",
      {
        ...guard("vins:read"),
        schema: {
          tags,
          summary:
            "Download a list as CSV (a vin column and when each was added), streamed: the same format an upload takes",
          params: ref("vin", "list_params"),
          produces: ["text/csv"],
          response: { 200: { type: "string", format: "binary" }, ...errorResponses([400, 401, 403]) },
        },
      },
      async (request, reply) => {
        const list = request.params.list;
        async function* csv() {
          yield "vin,added_at\n";
          for await (const rows of store.stream(list))
            yield rows.map((row) => `${row.vin},${row.created_at}\n`).join("");
        }
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("cache-control", "no-store")
          .header("content-disposition", `attachment; filename="${list}.csv"`)
          .send(Readable.from(csv()));
      },
    );

    app.delete(
      "/api/vins/:list",
      {
        ...guard("vins:write"),
        schema: {
          tags,
          summary:
            "Delete a whole VIN list. The VIN checker and Map update blocks that name its key answer 'not found' until a list of that key is uploaded again.",
          params: ref("vin", "list_params"),
          response: { 204: { type: "null" }, ...errorResponses([400, 401, 403, 404]) },
        },
      },
      async (request, reply) => {
        if ((await store.remove(request.params.list)) === 0)
          return sendError(reply, 404, "not_found", `There is no VIN list ${request.params.list}.`);
        return reply.code(204).send();
      },
    );
  };
}
