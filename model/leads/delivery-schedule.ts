/**
 * When a failed delivery (e-mail, lead service) is tried again: exponential backoff from 30 s,
 * doubling, capped at 1 hour, with at most MAX_ATTEMPTS tries before the delivery is marked failed
 * (then only integrations/fix re-queues it). Framework-free so the worker and its tests share it.
 */
export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;
/** How long a claimed delivery stays with its worker before another may take it (a crashed process). */
export const CLAIM_MS = 2 * 60 * 1000;

/** Milliseconds to wait after the `attempts`-th failed try (1-based), or null when no try is left. */
export function retryDelay(attempts: number, maxAttempts = MAX_ATTEMPTS, firstMs = FIRST_RETRY_MS): number | null {
  if (attempts >= maxAttempts) return null;
  return Math.min(MAX_RETRY_MS, firstMs * 2 ** Math.max(0, attempts - 1));
}
