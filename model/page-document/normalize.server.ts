import { blockMeta, isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { defaultAppliers } from "../../generated/contracts/validators.ts";
import { sanitizeRichText } from "../rich-text/sanitize-html.server.ts";
import { valuesAt } from "./field-paths.ts";
import { forEachBlock } from "./walk.ts";

/**
 * A copy of the document ready to render: every missing default filled in (nested blocks and field
 * groups included) and every rich-text field sanitised. Run once when a document enters the system
 * (publish, file load), not per request.
 */
export function normalizePage<T extends PageDocument>(document: T): T {
  const copy = structuredClone(document);
  forEachBlock(copy, ({ node }) => {
    if (!isBlockKey(node.type)) return;
    defaultAppliers[node.type](node.props);
    for (const path of blockMeta[node.type].htmlPaths) {
      for (const found of valuesAt(node.props as Record<string, unknown>, path)) {
        if (typeof found.value === "string") found.holder[found.key] = sanitizeRichText(found.value);
      }
    }
  });
  return copy;
}
