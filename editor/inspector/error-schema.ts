import type { ErrorSchema, RJSFValidationError } from "@rjsf/utils";
import { parsePointer } from "../../model/page-document/pointer.ts";

export interface FieldIssue {
  /** JSON pointer relative to the block's props, e.g. `/tabs/0/tab_label`. */
  pointer: string;
  message: string;
  keyword?: string;
}

/** rjsf's error tree from issues located by pointer: each message lands beside its field. */
export function errorSchemaOf(issues: readonly FieldIssue[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const issue of issues) {
    let node = root;
    for (const segment of parsePointer(issue.pointer)) {
      // Segments come from document keys: own entries only, so `__proto__` never walks into Object.prototype.
      if (!Object.hasOwn(node, segment))
        Object.defineProperty(node, segment, { value: {}, enumerable: true, writable: true, configurable: true });
      node = node[segment] as Record<string, unknown>;
    }
    const errors = (node.__errors ??= []) as string[];
    if (!errors.includes(issue.message)) errors.push(issue.message);
  }
  return root as ErrorSchema;
}

/** rjsf's flat error list from the same issues (for validateFormData). */
export function validationErrorsOf(issues: readonly FieldIssue[]): RJSFValidationError[] {
  return issues.map((issue) => {
    const property = parsePointer(issue.pointer)
      .map((segment) => `.${segment}`)
      .join("");
    return { name: issue.keyword, property, message: issue.message, stack: `${property || "."} ${issue.message}` };
  });
}
