import type { BlockMigration } from "./migrate.ts";

/**
 * A migration step that removes `field` from every item of the repeatable group `group` (items
 * without it are left as they are; props without the group are copied unchanged).
 */
export function dropItemField(group: string, field: string): BlockMigration {
  return (props) => {
    const items = props[group];
    if (!Array.isArray(items)) return { ...props };
    return {
      ...props,
      [group]: items.map((item: unknown) => {
        if (typeof item !== "object" || item === null || !(field in item)) return item;
        const { [field]: _dropped, ...rest } = item as Record<string, unknown>;
        return rest;
      }),
    };
  };
}

/**
 * A migration step that keeps the first of repeated values in the list at `pointer` (a path of
 * property names, e.g. ["vehicles", "list"]), for a list that a schema starts to declare
 * `uniqueItems`; anything else is copied unchanged.
 */
export function dropRepeatedValues(pointer: readonly string[]): BlockMigration {
  const dedupe = (value: unknown, depth: number): unknown => {
    if (depth === pointer.length) {
      if (!Array.isArray(value)) return value;
      const seen = new Set<string>();
      return value.filter((item) => {
        const key = JSON.stringify(item);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
    const name = pointer[depth]!;
    if (!(name in value)) return value;
    return { ...value, [name]: dedupe((value as Record<string, unknown>)[name], depth + 1) };
  };
  return (props) => dedupe(props, 0) as Record<string, unknown>;
}
