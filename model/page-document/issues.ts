import type { SchemaIssue } from "../../generated/contracts/validators.ts";

/** A problem in a page document, located by JSON pointer and attributed to the block that holds it. */
export interface PageIssue {
  /** JSON pointer into the document, pointing at the offending field (a missing field included). */
  pointer: string;
  /** Id of the innermost block containing the pointer, or null for the envelope. */
  blockId: string | null;
  blockType: string | null;
  message: string;
  keyword: string;
}

function escapeSegment(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

function list(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(", ") : String(values);
}

/**
 * Turns an ajv error into a pointer at the field concerned and a sentence an editor understands.
 * Missing and unknown fields point at the field itself, not at the object holding it.
 */
export function describeSchemaIssue(issue: SchemaIssue): { pointer: string; message: string } {
  const { params } = issue;
  switch (issue.keyword) {
    case "required":
      return {
        pointer: `${issue.instancePath}/${escapeSegment(String(params.missingProperty))}`,
        message: "is required",
      };
    case "additionalProperties":
      return {
        pointer: `${issue.instancePath}/${escapeSegment(String(params.additionalProperty))}`,
        message: `is not a field of this ${issue.instancePath.endsWith("/props") ? "block" : "object"}`,
      };
    case "enum":
      return { pointer: issue.instancePath, message: `must be one of ${list(params.allowedValues)}` };
    case "const":
      return { pointer: issue.instancePath, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "discriminator":
      return params.error === "mapping"
        ? {
            pointer: `${issue.instancePath}/type`,
            message: `is not a known block type (${JSON.stringify(params.tagValue)})`,
          }
        : { pointer: `${issue.instancePath}/type`, message: "is required and must be a block type" };
    case "maxItems":
      return { pointer: issue.instancePath, message: `must have at most ${String(params.limit)} items` };
    case "minItems":
      return { pointer: issue.instancePath, message: `must have at least ${String(params.limit)} items` };
    case "minLength":
      return {
        pointer: issue.instancePath,
        message: params.limit === 1 ? "must not be empty" : `must be at least ${String(params.limit)} characters long`,
      };
    case "maxLength":
      return { pointer: issue.instancePath, message: `must be at most ${String(params.limit)} characters long` };
    case "pattern":
      // The shared link URL pattern (fields#/$defs/link_url) is the one that names mailto.
      if (String(params.pattern).includes("mailto:"))
        return {
          pointer: issue.instancePath,
          message: "must be empty, a path on this site (/page), an anchor (#id) or an http, https, mailto or tel URL",
        };
      return { pointer: issue.instancePath, message: "is not in the expected format" };
    case "type":
      return { pointer: issue.instancePath, message: `must be ${article(String(params.type))}` };
    default:
      return { pointer: issue.instancePath, message: issue.message ?? issue.keyword };
  }
}

function article(type: string): string {
  const names: Record<string, string> = {
    string: "text",
    number: "a number",
    integer: "a whole number",
    boolean: "true or false",
    object: "an object",
    array: "a list",
    null: "empty",
  };
  return names[type] ?? type;
}
