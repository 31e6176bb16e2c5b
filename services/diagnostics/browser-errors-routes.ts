import { guard } from "../auth/index.ts";
import { errorResponses } from "../foundation/error-responses.ts";
import { sendError } from "../foundation/errors.ts";
import type { RateLimit } from "../foundation/rate-limit.ts";
import { ref, type RoutePlugin } from "../foundation/schemas.ts";
import {
  BROWSER_ERRORS_PATH,
  MAX_REPORTS_PER_POST,
  scrubReport,
  type BrowserErrorReport,
} from "../../model/diagnostics/browser-errors.ts";
import type { BrowserErrorsStore } from "./browser-errors-store.ts";

/** Posts per visitor address per minute: a page in an error loop cannot flood the table. */
export const POSTS_PER_MINUTE = 20;
/** A post holds at most ten short reports. */
const BODY_LIMIT = 32 * 1024;

/**
 * Browser error reporting: visitors' pages post what their inline buffer caught (anyone may, from
 * this site, rate limited and size-capped; reports are scrubbed again here), admins list them.
 */
export function browserErrorsRoutes(store: BrowserErrorsStore, limiter: RateLimit): RoutePlugin {
  return async (app) => {
    app.post(
      BROWSER_ERRORS_PATH,
      {
        config: { public: true, csrf: "same-origin" },
        bodyLimit: BODY_LIMIT,
        schema: {
          tags: ["diagnostics"],
          summary: "Report errors from a visitor's browser",
          description:
            "202 once stored (grouped by message and script). 429 past 20 posts a minute per address; 413 over 32 KB.",
          body: ref("browser-error", "report_post"),
          response: { 202: { type: "null" }, ...errorResponses([400, 403, 413, 429]) },
        },
      },
      async (request, reply) => {
        const wait = await limiter.hit(request.ip);
        if (wait > 0)
          return sendError(reply.header("retry-after", String(wait)), 429, "rate_limited", "Too many reports.");
        const reports = request.body.errors
          .slice(0, MAX_REPORTS_PER_POST)
          .map(scrubReport)
          .filter((report): report is BrowserErrorReport => report !== null);
        await store.record(reports, String(request.headers["user-agent"] ?? ""));
        return reply.code(202).send();
      },
    );

    app.get(
      BROWSER_ERRORS_PATH,
      {
        ...guard("errors:read"),
        schema: {
          tags: ["diagnostics"],
          summary: "Errors from visitors' browsers, most recently seen first (admins)",
          querystring: ref("browser-error", "list_query"),
          response: { 200: ref("browser-error", "list"), ...errorResponses([400, 401, 403]) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { data: await store.latest(request.query.limit ?? 200) };
      },
    );
  };
}
