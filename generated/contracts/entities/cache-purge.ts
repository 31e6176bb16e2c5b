// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
/** Cache purges: types of schemas/cache-purge.schema.json (https://forecourt.dev/schemas/cache-purge). */

/**
 * The cache_purges table. The shared cache's outbox (migration 020): surrogate keys to purge once due.
 */
export type CachePurgeTable = {
  id: string;
  /**
   * Space-separated surrogate keys.
   */
  tags: string;
  status: "pending" | "delivering" | "failed";
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};
