import type { PageSummary } from "../api/pages-client.ts";

/**
 * Framework-free logic of the page tree: building the tree from the flat list, what kind of row a
 * page is, its publishing status, path suggestions, which parents a page may move under, and the
 * fewest position writes that put siblings in a wanted order.
 */
export interface TreeNode {
  page: PageSummary;
  depth: number;
  children: TreeNode[];
}

/** Siblings in the server's order: position, then path. */
function compareSiblings(a: PageSummary, b: PageSummary): number {
  return a.position - b.position || a.path.localeCompare(b.path);
}

/**
 * The pages as a forest by parent_id, siblings ordered by position. A page whose parent is missing
 * from the list (or that sits in a parent cycle) is shown at the top level rather than lost.
 */
export function buildTree(pages: readonly PageSummary[]): TreeNode[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const childrenOf = new Map<string | null, PageSummary[]>();
  for (const page of pages) {
    const parent = page.parent_id !== null && byId.has(page.parent_id) && !inCycle(page, byId) ? page.parent_id : null;
    const list = childrenOf.get(parent) ?? [];
    list.push(page);
    childrenOf.set(parent, list);
  }
  const grow = (parent: string | null, depth: number): TreeNode[] =>
    (childrenOf.get(parent) ?? [])
      .sort(compareSiblings)
      .map((page) => ({ page, depth, children: grow(page.id, depth + 1) }));
  return grow(null, 0);
}

function inCycle(page: PageSummary, byId: Map<string, PageSummary>): boolean {
  let current = page.parent_id;
  for (let steps = 0; current !== null && steps <= byId.size; steps++) {
    if (current === page.id) return true;
    current = byId.get(current)?.parent_id ?? null;
  }
  return false;
}

/** The tree in display order, depth first. */
export function flattenTree(nodes: readonly TreeNode[]): TreeNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** The ids of a page and everything below it. */
function subtreeIds(pages: readonly PageSummary[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const page of pages) {
      if (page.parent_id !== null && ids.has(page.parent_id) && !ids.has(page.id)) {
        ids.add(page.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Where a page may move: any page or folder that is not the page itself or one of its descendants. */
export function moveTargets(pages: readonly PageSummary[], id: string): TreeNode[] {
  const excluded = subtreeIds(pages, id);
  return flattenTree(buildTree(pages)).filter((node) => !excluded.has(node.page.id));
}

/** The children of `parentId` (null: the top level), in order. */
export function siblingsOf(pages: readonly PageSummary[], parentId: string | null): PageSummary[] {
  const ids = new Set(pages.map((page) => page.id));
  return pages
    .filter((page) => (page.parent_id !== null && ids.has(page.parent_id) ? page.parent_id : null) === parentId)
    .sort(compareSiblings);
}

export type PageKind = "page" | "folder" | "redirect" | "link";

export function pageKind(page: Pick<PageSummary, "page_type" | "link_type" | "redirect_path">): PageKind {
  if (page.page_type === "folder") return "folder";
  if (page.link_type !== "internal") return "link";
  if (page.redirect_path) return "redirect";
  return "page";
}

export const KIND_LABELS: Record<PageKind, string> = {
  page: "Page",
  folder: "Folder",
  redirect: "Redirect",
  link: "Link",
};

export type PageStatus = "draft" | "published" | "changed" | "live" | "none";

/**
 * Content pages are Draft only, Published or have Unpublished changes. Redirects and links answer
 * from their record as soon as it is saved, so they are live; folders are never served.
 */
export function pageStatus(page: PageSummary): PageStatus {
  const kind = pageKind(page);
  if (kind === "folder") return "none";
  if (kind !== "page") return "live";
  if (page.published_version_id === null) return "draft";
  return page.has_unpublished_changes ? "changed" : "published";
}

export const STATUS_LABELS: Record<PageStatus, string> = {
  draft: "Draft only",
  published: "Published",
  changed: "Unpublished changes",
  live: "Live",
  none: "Not served",
};

/** A path segment from a title: lower-case ASCII letters, digits and single dashes. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The path a new page under `parentPath` (null: the top level) would get from its title. */
export function suggestPath(parentPath: string | null, title: string): string {
  const base = parentPath === null || parentPath === "/" ? "" : parentPath.replace(/\/+$/, "");
  return `${base}/${slugify(title)}`;
}

/** The next free position at the end of a parent's children. */
export function nextPosition(pages: readonly PageSummary[], parentId: string | null): number {
  const siblings = siblingsOf(pages, parentId);
  return siblings.reduce((max, page) => Math.max(max, page.position + 1), 0);
}

export interface PositionChange {
  id: string;
  position: number;
}

/**
 * The fewest position changes that make `ordered` (siblings in the wanted order, each with its
 * current position) strictly increasing. Positions that already fit are kept: the kept ones form the
 * longest run where each leaves room (whole numbers, from 0) for the pages between them.
 */
export function planPositions(ordered: readonly { id: string; position: number }[]): PositionChange[] {
  const n = ordered.length;
  // Keeping i and j (i < j) needs p_j - p_i >= j - i, i.e. a non-decreasing slack p - index >= 0.
  const slack = ordered.map((entry, index) => entry.position - index);
  const best: number[] = new Array<number>(n).fill(0);
  const previous: number[] = new Array<number>(n).fill(-1);
  let end = -1;
  for (let j = 0; j < n; j++) {
    if (slack[j]! < 0) continue;
    best[j] = 1;
    for (let i = 0; i < j; i++) {
      if (best[i]! > 0 && slack[i]! <= slack[j]! && best[i]! + 1 > best[j]!) {
        best[j] = best[i]! + 1;
        previous[j] = i;
      }
    }
    if (end === -1 || best[j]! > best[end]!) end = j;
  }
  const kept = new Set<number>();
  for (let index = end; index !== -1; index = previous[index]!) kept.add(index);
  const changes: PositionChange[] = [];
  let last = -1;
  ordered.forEach((entry, index) => {
    const position = kept.has(index) ? entry.position : last + 1;
    if (position !== entry.position) changes.push({ id: entry.id, position });
    last = position;
  });
  return changes;
}

/** `ordered` with the page `id` moved to `index` (taken out first, then inserted). */
function reorder<T extends { id: string }>(ordered: readonly T[], id: string, index: number): T[] {
  const moving = ordered.find((entry) => entry.id === id);
  const rest = ordered.filter((entry) => entry.id !== id);
  if (!moving) return rest;
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** One write of a move: the page, the revision it is based on, and the fields to change. */
export interface MoveStep {
  id: string;
  revision: number;
  fields: { parent_id?: string | null; position?: number };
}

/**
 * The writes that put page `id` under `parentId` (null: the top level) at `index` among its new
 * siblings: the page itself first (its parent and position), then any sibling whose position must
 * change to keep the order. Empty when nothing changes.
 */
export function planMove(
  pages: readonly PageSummary[],
  id: string,
  parentId: string | null,
  index: number,
): MoveStep[] {
  const page = pages.find((candidate) => candidate.id === id);
  if (!page) return [];
  const siblings = siblingsOf(pages, parentId).filter((sibling) => sibling.id !== id);
  const ordered = reorder([...siblings, page], id, index);
  const changes = new Map(planPositions(ordered).map((change) => [change.id, change.position]));
  const currentParent = placeOf(pages, id).parentId;
  const steps: MoveStep[] = [];
  const own: MoveStep["fields"] = {};
  if (currentParent !== parentId) own.parent_id = parentId;
  if (changes.has(id)) own.position = changes.get(id)!;
  else if (own.parent_id !== undefined) own.position = page.position;
  if (Object.keys(own).length > 0) steps.push({ id, revision: page.revision, fields: own });
  for (const sibling of ordered) {
    const position = changes.get(sibling.id);
    if (sibling.id !== id && position !== undefined)
      steps.push({ id: sibling.id, revision: sibling.revision, fields: { position } });
  }
  return steps;
}

/** Where page `id` sits among its siblings, and how many siblings there are. */
export function placeOf(
  pages: readonly PageSummary[],
  id: string,
): { parentId: string | null; index: number; count: number } {
  const page = pages.find((candidate) => candidate.id === id);
  const ids = new Set(pages.map((candidate) => candidate.id));
  const parentId = page && page.parent_id !== null && ids.has(page.parent_id) ? page.parent_id : null;
  const siblings = siblingsOf(pages, parentId);
  return { parentId, index: siblings.findIndex((sibling) => sibling.id === id), count: siblings.length };
}

/**
 * The tree narrowed to the pages whose title or path contains `query` (any case), each kept with the
 * folders and pages above it so it is shown where it lives; the whole tree for an empty query.
 */
export function filterTree(nodes: readonly TreeNode[], query: string): TreeNode[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [...nodes];
  const matches = (page: PageSummary) =>
    page.title.toLowerCase().includes(needle) || page.path.toLowerCase().includes(needle);
  return nodes.flatMap((node) => {
    const children = filterTree(node.children, needle);
    return matches(node.page) || children.length > 0 ? [{ ...node, children }] : [];
  });
}
