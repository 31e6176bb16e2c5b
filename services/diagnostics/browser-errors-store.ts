import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { errorGroupKey, type BrowserErrorReport } from "../../model/diagnostics/browser-errors.ts";
import type { BrowserError } from "../../generated/contracts/entities/browser-error.ts";

/** Errors not seen for this long are dropped: the list is about what is broken now. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
const USER_AGENT_MAX = 300;

/** Browser errors grouped by message + script: a repeat counts up and moves last_seen. */
export class BrowserErrorsStore {
  #writes = 0;

  constructor(private readonly db: Kysely<Database>) {}

  async record(reports: readonly BrowserErrorReport[], userAgent: string): Promise<void> {
    const at = new Date().toISOString();
    const agent = userAgent.slice(0, USER_AGENT_MAX);
    for (const report of reports) {
      const fingerprint = createHash("sha256").update(errorGroupKey(report)).digest("hex");
      await this.db
        .insertInto("browser_errors")
        .values({
          fingerprint,
          message: report.message,
          source: report.source,
          kind: report.kind,
          stack: report.stack,
          page: report.page,
          user_agent: agent,
          count: 1,
          first_seen: at,
          last_seen: at,
        })
        .onConflict((oc) =>
          oc.column("fingerprint").doUpdateSet((eb) => ({
            count: eb("browser_errors.count", "+", 1),
            last_seen: at,
            stack: report.stack,
            page: report.page,
            user_agent: agent,
          })),
        )
        .execute();
    }
    // Now and then, not on every report: old errors go.
    if (++this.#writes % 50 === 1)
      await this.db
        .deleteFrom("browser_errors")
        .where("last_seen", "<", new Date(Date.now() - KEEP_MS).toISOString())
        .execute();
  }

  /** Newest first (by the last time each was seen). */
  latest(limit: number): Promise<BrowserError[]> {
    return this.db
      .selectFrom("browser_errors")
      .select(["message", "source", "kind", "stack", "page", "user_agent", "count", "first_seen", "last_seen"])
      .orderBy("last_seen", "desc")
      .orderBy("fingerprint")
      .limit(limit)
      .execute();
  }
}
