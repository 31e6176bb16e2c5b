import type { BlockMeta } from "../../generated/contracts/block-meta.ts";

export interface BlockCategory {
  title: string;
  components: string[];
}

/**
 * The block list's sections: one per `x-block.group`, each listing its blocks by priority (lower
 * first, then by name). Groups are ordered by their highest-priority block, so the group holding the
 * most common blocks opens the list.
 */
export function blockCategories(metas: readonly BlockMeta[]): Record<string, BlockCategory> {
  const byPriority = [...metas].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  const groups = new Map<string, string[]>();
  for (const meta of byPriority) {
    const list = groups.get(meta.group) ?? [];
    list.push(meta.key);
    groups.set(meta.group, list);
  }
  const categories: Record<string, BlockCategory> = {};
  // Map keeps insertion order, which is the order of each group's first (best) block.
  for (const [group, components] of groups) categories[group] = { title: group, components };
  return categories;
}
