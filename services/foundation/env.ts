/**
 * A positive whole number from an environment variable, or `fallback` when it is unset or empty;
 * anything else stops the server with the variable's name and value.
 */
export function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number, got ${JSON.stringify(value)}`);
  return parsed;
}
