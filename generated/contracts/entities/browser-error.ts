// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Browser error: types of schemas/browser-error.schema.json (https://forecourt.dev/schemas/browser-error). */

/**
 * Browser error: An error from visitors' browsers as admins see it (GET /api/browser-errors): one entry per message and script, with how often and when it was seen. Reports carry no query strings, form values, e-mail addresses or long numbers.
 */
export type BrowserError = {
  message: string;
  /**
   * The script's address (no query); empty for a rejection.
   */
  source: string;
  kind: "error" | "rejection";
  /**
   * The latest report's stack, shortened.
   */
  stack: string;
  /**
   * The path of the latest page it happened on.
   */
  page: string;
  /**
   * The latest report's browser.
   */
  user_agent: string;
  count: number;
  first_seen: string;
  last_seen: string;
};

/**
 * POST /api/browser-errors: what a page's error reporter sends (at most 10 reports; each is scrubbed again on the server).
 */
export type BrowserErrorReportPost = {
  /**
   * @maxItems 10
   */
  errors: {
    kind?: string;
    message?: string;
    source?: string;
    line?: number;
    column?: number;
    stack?: string;
    page?: string;
  }[];
};

export type BrowserErrorListQuery = {
  limit?: number;
};

export type BrowserErrorList = {
  data: BrowserError[];
};

/**
 * The browser_errors table. Migration 021: errors from visitors' browsers, grouped by message + source.
 */
export type BrowserErrorTable = {
  fingerprint: string;
  message: string;
  source: string;
  kind: "error" | "rejection";
  stack: string;
  page: string;
  user_agent: string;
  count: number;
  first_seen: string;
  last_seen: string;
};
