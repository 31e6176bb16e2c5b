import type { PageFields, PageSummary } from "../api/pages-client.ts";
import { buildTree, flattenTree, pageKind, type TreeNode } from "./page-tree.ts";
import type { SelectOption } from "../ui/index.ts";

/** The value of the "no parent" option in parent pickers. */
export const TOP_LEVEL = "";

/** Tree nodes as indented select options (title and path), for parent and page pickers. */
export function pageOptions(nodes: readonly TreeNode[]): SelectOption[] {
  return nodes.map((node) => ({
    value: node.page.id,
    label: `${"\u00a0\u00a0\u00a0".repeat(node.depth)}${node.page.title} (${node.page.path})`,
  }));
}

export function allPageOptions(pages: readonly PageSummary[]): SelectOption[] {
  return pageOptions(flattenTree(buildTree(pages)));
}

/** The paths of content pages (what a redirect usually points at), in tree order. */
export function contentPaths(pages: readonly PageSummary[]): string[] {
  return flattenTree(buildTree(pages))
    .filter((node) => pageKind(node.page) === "page")
    .map((node) => node.page.path);
}

export const HTTP_CODE_OPTIONS: SelectOption[] = [
  { value: "301", label: "301 Moved permanently (default)" },
  { value: "302", label: "302 Found (temporary)" },
  { value: "303", label: "303 See other" },
  { value: "307", label: "307 Temporary redirect" },
  { value: "308", label: "308 Permanent redirect" },
];

export function httpCodeOf(value: string): PageFields["http_code"] {
  const code = Number(value);
  return code === 302 || code === 303 || code === 307 || code === 308 ? code : 301;
}

/** Empty text means "not set" (null) for the optional page fields. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}
