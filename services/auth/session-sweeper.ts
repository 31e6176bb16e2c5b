import type { SessionStore } from "./sessions.ts";

export interface SweeperOptions {
  /** How often to look for expired sessions. */
  intervalMs: number;
  /** Sessions deleted per statement; batches repeat until fewer than this remain. */
  batchSize: number;
  /** Upper bound of batches per sweep, so one sweep never runs for long. */
  maxBatches: number;
}

const DEFAULT_SWEEPER: SweeperOptions = { intervalMs: 10 * 60 * 1000, batchSize: 500, maxBatches: 20 };

/** Deletes expired sessions in bounded batches; the number deleted. */
export async function sweepExpiredSessions(
  sessions: SessionStore,
  { batchSize, maxBatches }: Pick<SweeperOptions, "batchSize" | "maxBatches"> = DEFAULT_SWEEPER,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const deleted = await sessions.deleteExpired(batchSize);
    total += deleted;
    if (deleted < batchSize) break;
  }
  return total;
}

/**
 * Expired sessions are refused when presented but stay in the table until deleted: this deletes
 * them every `intervalMs` in the server process (every process of a cluster sweeps; the deletes are
 * idempotent and cheap). The timer does not keep the process alive; `stop` ends it.
 */
export function startSessionSweeper(
  sessions: SessionStore,
  onError: (error: unknown) => void,
  options: SweeperOptions = DEFAULT_SWEEPER,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepExpiredSessions(sessions, options)
      .catch(onError)
      .finally(() => (running = false));
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
