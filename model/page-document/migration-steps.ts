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
