/** Timestamps are ISO-8601 UTC text on both databases (they sort as they should). */
export function now(): string {
  return new Date().toISOString();
}

export function newId(): string {
  return crypto.randomUUID();
}
