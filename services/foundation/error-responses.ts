/** schemas/api-error.schema.json: the one error body of every API (registered by registerSchemas). */
export const API_ERROR = { $ref: "https://forecourt.dev/schemas/api-error" } as const;

/** Response schemas for the error statuses a route can answer, all with the shared error body. */
export function errorResponses(statuses: readonly number[]): Record<number, typeof API_ERROR> {
  return Object.fromEntries(statuses.map((status) => [status, API_ERROR]));
}
