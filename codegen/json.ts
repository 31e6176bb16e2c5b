/** JSON helpers shared by the generators. */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Deterministic, diff-friendly JSON: two-space indent, trailing newline. Key order is the source order. */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}

/** An identifier from a key; a key starting with a digit (the block `360-views`) gets a `Block` prefix. */
export function pascalCase(value: string): string {
  const name = value
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
  return /^[0-9]/.test(name) ? `Block${name}` : name;
}
