import { validateBlockProps } from "../../model/page-document/validate.ts";
import type { FieldIssue } from "./error-schema.ts";

/**
 * The problems of one block's own fields (not those of blocks nested in its slots, which their own
 * inspector shows), from the same validators the server runs on every save.
 */
export function ownIssues(type: string, props: Record<string, unknown>): FieldIssue[] {
  const result = validateBlockProps(type, props);
  if (result.valid) return [];
  const id = props.id;
  return result.issues
    .filter((issue) => issue.blockId === null || issue.blockId === id)
    .map(({ pointer, message, keyword }) => ({ pointer, message, keyword }));
}
