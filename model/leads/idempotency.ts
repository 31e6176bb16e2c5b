/**
 * Idempotency-Key rules for lead posts: a key is 1 to 200 printable ASCII characters (the island
 * sends a UUID per submission attempt). A retried post with the same key and body gets the first
 * answer; the same key with another body is a client error (409), never a second lead.
 */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** How long a stored answer is kept: retries come within minutes; a day is generous. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
