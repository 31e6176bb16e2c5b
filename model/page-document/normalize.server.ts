import { isBlockKey } from "../../generated/contracts/block-meta.ts";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { defaultAppliers } from "../../generated/contracts/validators.ts";
import { sanitizePageHtmlInPlace } from "./sanitize-html.server.ts";
import { forEachBlock } from "./walk.ts";

/**
 * A copy of the document ready to render: every missing default filled in (nested blocks and field
 * groups included) and every rich-text field sanitised. Run once when a document enters the system
 * (publish, file load), not per request.
 */
export function normalizePage<T extends PageDocument>(document: T): T {
  const copy = structuredClone(document);
  forEachBlock(copy, ({ node }) => {
    if (isBlockKey(node.type)) defaultAppliers[node.type](node.props);
  });
  sanitizePageHtmlInPlace(copy);
  return copy;
}
