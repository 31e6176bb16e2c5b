import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import { sanitizeRichText } from "../rich-text/sanitize-html.ts";
import { valuesAt } from "./field-paths.ts";
import { forEachBlock } from "./walk.ts";

/**
 * Sanitises, in place, every HTML-bearing field of every block (codegen lists them per block as
 * `htmlPaths`), nested blocks included. Run on every write of a document, so no stored draft or
 * version holds HTML the site would not render. Call it only on a document within the nesting
 * limits (limits.ts): the walk recurses.
 */
export function sanitizePageHtmlInPlace(document: unknown): void {
  if (typeof document !== "object" || document === null) return;
  forEachBlock(document as { content: never }, ({ node }) => {
    if (!isBlockKey(node.type)) return;
    for (const path of blockMeta[node.type].htmlPaths) {
      for (const found of valuesAt(node.props as Record<string, unknown>, path)) {
        if (typeof found.value === "string") found.holder[found.key] = sanitizeRichText(found.value);
      }
    }
  });
}
