/**
 * Position of a top-level block on the page (for its frame's `data-component-index`), or -1 for a
 * nested one. Every block asks on every change, so the id -> position map is built once per content
 * array (Puck replaces the array whenever the page changes) and then answers in constant time.
 */
const positions = new WeakMap<readonly unknown[], Map<string, number>>();

export function topLevelIndex(content: readonly unknown[], id: string): number {
  let map = positions.get(content);
  if (!map) {
    map = new Map();
    content.forEach((node, index) => {
      const nodeId = (node as { props?: { id?: unknown } }).props?.id;
      if (typeof nodeId === "string") map!.set(nodeId, index);
    });
    positions.set(content, map);
  }
  return map.get(id) ?? -1;
}
