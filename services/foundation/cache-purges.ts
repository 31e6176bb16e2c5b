import type { Kysely } from "kysely";
import { newId, now } from "../db/clock.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";
import { DueRowWorker, claimDueRows, recordFailure, backoff } from "./due-row-worker.ts";
import { outboundFetch, type OutboundFetch } from "./outbound-http.ts";

/**
 * Purging the shared cache in front of the instances (docs/decisions/151-shared-cache-and-purges.md).
 * A write that changes what the site shows enqueues the surrogate keys to purge in its own transaction
 * (`enqueuePurge`, called by bumpSiteRevision); the purge worker of any instance claims due rows and
 * sends them to every configured cache, retrying with backoff, so a purge is neither lost with a
 * crashed request nor sent before the write is committed.
 */

/** A purge of `tags`, due in `delayMs`, written with the caller's transaction. */
export async function enqueuePurge(db: Kysely<Database>, tags: readonly string[], delayMs: number): Promise<void> {
  const at = now();
  await db
    .insertInto("cache_purges")
    .values({
      id: newId(),
      tags: tags.join(" "),
      status: "pending",
      next_attempt_at: new Date(Date.now() + delayMs).toISOString(),
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** Where purges go, from the environment (README "Deployment"). */
export interface CachePurgeConfig {
  /** CACHE_PURGE_URLS: caches told by `method` with a `Surrogate-Key` header (Varnish, space-separated). */
  urls: string[];
  /** CACHE_PURGE_METHOD: BAN (default; the shipped VCL bans by surrogate key) or PURGE (xkey and the like). */
  method: "BAN" | "PURGE";
  /** CACHE_PURGE_WEBHOOK_URL: receives `POST {"tags": [...]}` (a CDN's purge-by-tag through a relay). */
  webhookUrl: string | null;
  /** CACHE_PURGE_WEBHOOK_SECRET: sent as `Authorization: Bearer <secret>` to the webhook only. */
  webhookSecret: string | null;
  /** CACHE_PURGE_POLL_MS (default 200). */
  pollMs: number;
}

export function cachePurgeConfig(env: NodeJS.ProcessEnv): CachePurgeConfig {
  const urls = (env.CACHE_PURGE_URLS ?? "")
    .split(",")
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of [...urls, ...(env.CACHE_PURGE_WEBHOOK_URL ? [env.CACHE_PURGE_WEBHOOK_URL] : [])]) {
    if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url))
      throw new Error(`CACHE_PURGE_URLS and CACHE_PURGE_WEBHOOK_URL take http(s) URLs, got ${JSON.stringify(url)}`);
  }
  const method = (env.CACHE_PURGE_METHOD || "BAN").toUpperCase();
  if (method !== "BAN" && method !== "PURGE")
    throw new Error(`CACHE_PURGE_METHOD must be BAN or PURGE, got ${JSON.stringify(env.CACHE_PURGE_METHOD)}`);
  const pollMs = Number(env.CACHE_PURGE_POLL_MS || 200);
  if (!Number.isInteger(pollMs) || pollMs < 10)
    throw new Error(
      `CACHE_PURGE_POLL_MS must be a whole number of milliseconds (10 or more), got ${JSON.stringify(env.CACHE_PURGE_POLL_MS)}`,
    );
  return {
    urls,
    method,
    webhookUrl: env.CACHE_PURGE_WEBHOOK_URL || null,
    webhookSecret: env.CACHE_PURGE_WEBHOOK_SECRET || null,
    pollMs,
  };
}

/** The due rows of one round, merged: one request per cache for all of them. */
interface PurgeBatch {
  ids: string[];
  attempts: number;
  tags: string[];
}

/** How long a claimed batch is this worker's (a crashed worker's rows come back after it). */
const CLAIM_MS = 30_000;
/** Rows a round merges. */
const ROUND_ROWS = 200;
/** First retry after a failed purge; doubling (model/leads/delivery-schedule.ts). */
const RETRY_MS = 1_000;

export class CachePurgeWorker {
  readonly #worker: DueRowWorker<PurgeBatch>;
  /** Purges sent since start (figures for the cluster test's log). */
  sent = 0;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly config: CachePurgeConfig,
    private readonly fetch: OutboundFetch = outboundFetch,
    log: (message: string) => void = () => {},
  ) {
    this.#worker = new DueRowWorker<PurgeBatch>(
      {
        name: "cache purge",
        // Without a cache to tell, rows are only cleared away now and then.
        pollMs: config.urls.length > 0 || config.webhookUrl ? config.pollMs : 60_000,
        batch: ROUND_ROWS,
        claim: async (limit) => {
          const rows = await claimDueRows<{ id: string; tags: string; attempts: number }>(
            database,
            "cache_purges",
            limit,
            CLAIM_MS,
          );
          if (rows.length === 0) return [];
          const tags = new Set(rows.flatMap((row) => row.tags.split(" ").filter(Boolean)));
          const attempts = Math.max(...rows.map((row) => row.attempts));
          return [{ ids: rows.map((row) => row.id), attempts, tags: [...tags].sort() }];
        },
        run: (batch) => this.#purge(batch),
      },
      log,
    );
  }

  /** Whether any cache is configured; without one the rows are simply dropped. */
  get configured(): boolean {
    return this.config.urls.length > 0 || this.config.webhookUrl !== null;
  }

  start(): void {
    this.#worker.start();
  }

  /** One round (tests): claims due rows, purges, returns how many batches it sent (0 or 1). */
  runOnce(): Promise<number> {
    return this.#worker.runOnce();
  }

  /** Stops polling and waits for the round under way. */
  stop(): Promise<void> {
    return this.#worker.stop();
  }

  async #purge(batch: PurgeBatch): Promise<void> {
    try {
      await Promise.all([
        ...this.config.urls.map((url) =>
          this.#send(url, {
            method: this.config.method,
            headers: { "surrogate-key": batch.tags.join(" "), "cache-tag": batch.tags.join(",") },
          }),
        ),
        ...(this.config.webhookUrl
          ? [
              this.#send(this.config.webhookUrl, {
                method: "POST",
                headers: {
                  "content-type": "application/json",
                  ...(this.config.webhookSecret ? { authorization: `Bearer ${this.config.webhookSecret}` } : {}),
                },
                body: JSON.stringify({ tags: batch.tags }),
              }),
            ]
          : []),
      ]);
      await this.database.db.deleteFrom("cache_purges").where("id", "in", batch.ids).execute();
      if (this.configured) this.sent++;
    } catch (error) {
      const retry = backoff(batch.attempts, RETRY_MS);
      for (const id of batch.ids)
        await recordFailure(this.database.db, "cache_purges", id, (error as Error).message, retry);
      throw error;
    }
  }

  async #send(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<void> {
    const response = await this.fetch(url, { ...init, destination: "operator", timeoutMs: 5_000 });
    await response.body?.cancel();
    if (response.status >= 300) throw new Error(`${init.method} ${new URL(url).origin} answered ${response.status}`);
  }
}
