import { sql, type Kysely } from "kysely";
import { retryDelay } from "../../model/leads/delivery-schedule.ts";
import { now } from "../db/clock.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Database } from "../db/schema.ts";

/**
 * One due-row worker (decision 083) for every "poll the rows that are due, claim them, run them, retry
 * with backoff" loop: the forms outbox, the order outbox and the automatic refunds. Every `pollMs` it
 * claims up to `batch` rows and runs them; a full batch polls again at once (a backlog drains without
 * waiting). A round that throws is logged (`name: message`) and the next one comes after `pollMs`.
 * `stop()` ends the polling and waits for (drains) the round under way.
 */
export interface DueRowJob<Row> {
  /** Log prefix of a failed round. */
  name: string;
  pollMs: number;
  /** At most this many rows a round (default 10). */
  batch?: number;
  /** Claims the due rows (a lease, so another process does not take them while this one runs them). */
  claim(batch: number): Promise<Row[]>;
  /** Runs one row and records its outcome (success or failure with its retry). */
  run(row: Row): Promise<void>;
  /** Before each round (housekeeping such as sweeping expired keys). */
  beforeRound?(): Promise<void>;
  /** One row after another instead of all of a batch at once. */
  sequential?: boolean;
}

export class DueRowWorker<Row> {
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = false;
  readonly #batch: number;

  constructor(
    private readonly job: DueRowJob<Row>,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.#batch = job.batch ?? 10;
  }

  get started(): boolean {
    return this.#timer !== null && !this.#stopped;
  }

  /** Runs a round now, then every `pollMs`. */
  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce()
        .then((count) => this.#schedule(count === this.#batch ? 0 : this.job.pollMs))
        .catch((error: unknown) => {
          this.log(`${this.job.name}: ${(error as Error).message}`);
          this.#schedule(this.job.pollMs);
        });
    }, delay);
    this.#timer.unref();
  }

  /** One round: claim, run. Returns how many rows it handled. */
  async runOnce(): Promise<number> {
    await this.job.beforeRound?.();
    const claimed = await this.job.claim(this.#batch);
    if (this.job.sequential) for (const row of claimed) await this.job.run(row);
    else await Promise.all(claimed.map((row) => this.job.run(row)));
    return claimed.length;
  }

  /** Stops polling and waits for the round under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running?.catch(() => {});
  }
}

/** The outbox tables: rows with status, attempts, next_attempt_at, last_error. */
export type OutboxTable = "lead_deliveries" | "order_deliveries" | "order_lead_calls" | "cache_purges";

/**
 * Claims up to `limit` due rows of an outbox table (pending, or delivering with a lapsed lease): each
 * gets status 'delivering', one more attempt and a lease of `leaseMs` (its next_attempt_at), so a
 * crashed process's claims come back. Safe across processes: one update, `skip locked` on PostgreSQL.
 */
export async function claimDueRows<Row>(
  database: DatabaseHandle,
  table: OutboxTable,
  limit: number,
  leaseMs: number,
): Promise<Row[]> {
  const at = now();
  const until = new Date(Date.now() + leaseMs).toISOString();
  const skipLocked = database.dialect === "postgres" ? sql`for update skip locked` : sql``;
  const result = await sql<Row>`
    update ${sql.table(table)}
    set status = 'delivering', attempts = attempts + 1, next_attempt_at = ${until}, updated_at = ${at}
    where id in (
      select id from ${sql.table(table)}
      where status in ('pending', 'delivering') and next_attempt_at <= ${at}
      order by next_attempt_at
      limit ${limit}
      ${skipLocked}
    )
    returning *`.execute(database.db);
  return result.rows;
}

/**
 * The backoff of a row that failed its `attempts`-th try (model/leads/delivery-schedule.ts, from
 * `firstRetryMs`): milliseconds until it is due again, or null when it is failed for good (no tries
 * left, or `permanent`: no retry can help).
 */
export function backoff(attempts: number, firstRetryMs: number, permanent = false): number | null {
  return permanent ? null : retryDelay(attempts, undefined, firstRetryMs);
}

/** Records a failed try: due again after `retryMs`, or 'failed' when that is null. */
export async function recordFailure(
  db: Kysely<Database>,
  table: OutboxTable,
  id: string,
  error: string,
  retryMs: number | null,
): Promise<void> {
  const at = now();
  await db
    .updateTable(table)
    .set({
      status: retryMs === null ? "failed" : "pending",
      next_attempt_at: new Date(Date.now() + (retryMs ?? 0)).toISOString(),
      last_error: error.slice(0, 2000),
      updated_at: at,
    })
    .where("id", "=", id)
    .execute();
}
