import { fieldUi, type DataSchema, type FieldSchema, type SubmissionIssue, type UiSchema } from "./definition.ts";

/**
 * Validates a lead's `data` against its form's schema: the same function on the site (before sending,
 * and to place the server's 422) and on the server (POST /forms/{id}/leads), so they never disagree.
 *
 * Why not ajv here: the site's Content-Security-Policy has no 'unsafe-eval' and ajv compiles schemas
 * with `new Function`; stored forms change at run time, so they cannot be precompiled either. The
 * vocabulary of a form field is closed (schemas/form.schema.json `$defs/field_schema`), so this reads
 * it directly, and `validate-submission.test.ts` checks it against ajv (draft 2020-12, the same
 * `submissionSchema`) on every field kind and rule. Decision 030.
 *
 * Empty answers (undefined, null, or a string of spaces) count as missing, as an empty input does in
 * the browser. One issue per field, the first rule it breaks, in the order a visitor fixes them.
 */
export function validateSubmission(
  form: { schema: DataSchema; ui_schema?: UiSchema },
  data: unknown,
): SubmissionIssue[] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return [{ pointer: "/data", field: "", keyword: "type", message: "The form data must be an object." }];
  }
  const record = data as Record<string, unknown>;
  const issues: SubmissionIssue[] = [];
  const required = new Set(form.schema.required ?? []);
  const widgetOf = (field: string) => (form.ui_schema ? fieldUi(form.ui_schema, field)["ui:widget"] : undefined);
  for (const [field, schema] of Object.entries(form.schema.properties)) {
    if (!schema) continue;
    const value = record[field];
    const problem = isMissing(value)
      ? required.has(field)
        ? issue("required", requiredMessage(schema, widgetOf(field)))
        : null
      : fieldProblem(schema, value, widgetOf(field));
    if (problem) issues.push({ pointer: `/data/${field}`, field, ...problem });
  }
  for (const field of Object.keys(record)) {
    if (!Object.hasOwn(form.schema.properties, field) && !isMissing(record[field])) {
      issues.push({
        pointer: `/data/${escapePointer(field)}`,
        field,
        keyword: "additionalProperties",
        message: "This field is not part of the form.",
      });
    }
  }
  return issues;
}

/** The data without empty answers: what is stored, and what ajv sees in the agreement test. */
export function withoutEmptyAnswers(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => !isMissing(value)));
}

/** The form's data schema as ajv reads it: fields closed, nothing else. */
export function submissionSchema(schema: DataSchema): Record<string, unknown> {
  return { ...schema, additionalProperties: false };
}

/** The message of a required field left empty. */
function requiredMessage(schema: FieldSchema, widget: string | undefined): string {
  if (widget === "consent" || schema.const === true) return "Please tick this box to continue.";
  if (schema.oneOf) return "Please choose an option.";
  return "This field is required.";
}

function issue(keyword: string, message: string): Pick<SubmissionIssue, "keyword" | "message"> {
  return { keyword, message };
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** ajv counts characters as code points. */
function length(text: string): number {
  let count = 0;
  for (const _char of text) count += 1;
  return count;
}

/** An e-mail address: something, @, a domain with a dot; no spaces. The agreement test gives ajv the same. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/u;

const patterns = new Map<string, RegExp | null>();
function compiled(pattern: string): RegExp | null {
  if (!patterns.has(pattern)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(pattern, "u");
    } catch {
      regex = null;
    }
    patterns.set(pattern, regex);
  }
  return patterns.get(pattern) ?? null;
}

function typeProblem(schema: FieldSchema, value: unknown): Pick<SubmissionIssue, "keyword" | "message"> | null {
  switch (schema.type) {
    case "string":
      return typeof value === "string" ? null : issue("type", "Please enter text.");
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : issue("type", "Please enter a number.");
    case "integer":
      return typeof value === "number" && Number.isInteger(value)
        ? null
        : issue("type", "Please enter a whole number.");
    case "boolean":
      return typeof value === "boolean" ? null : issue("type", "Please tick or untick this box.");
  }
}

function fieldProblem(
  schema: FieldSchema,
  value: unknown,
  widget: string | undefined,
): Pick<SubmissionIssue, "keyword" | "message"> | null {
  const wrongType = typeProblem(schema, value);
  if (wrongType) return wrongType;
  if (schema.const !== undefined && value !== schema.const) {
    return schema.const === true || widget === "consent"
      ? issue("const", "Please tick this box to continue.")
      : issue("const", "This value cannot be changed.");
  }
  if (schema.oneOf && !schema.oneOf.some((option) => option.const === value)) {
    return issue("oneOf", "Please choose one of the options.");
  }
  if (typeof value === "string") {
    if (schema.format === "email" && !EMAIL_PATTERN.test(value)) {
      return issue("format", "Please enter a valid e-mail address.");
    }
    const regex = schema.pattern === undefined ? null : compiled(schema.pattern);
    if (regex && !regex.test(value)) {
      return issue(
        "pattern",
        widget === "phone" ? "Please enter a valid phone number." : "Please use the format asked for.",
      );
    }
    const chars = length(value);
    if (schema.minLength !== undefined && chars < schema.minLength) {
      return issue(
        "minLength",
        schema.maxLength === schema.minLength
          ? `Please enter exactly ${schema.minLength} characters.`
          : `Please enter at least ${schema.minLength} characters.`,
      );
    }
    // Seed 001 section 5: the max rule's message.
    if (schema.maxLength !== undefined && chars > schema.maxLength)
      return issue("maxLength", "Character limit exceeded");
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) {
      return issue("minimum", `Please enter ${schema.minimum} or more.`);
    }
    if (schema.maximum !== undefined && value > schema.maximum) {
      return issue("maximum", `Please enter ${schema.maximum} or less.`);
    }
  }
  return null;
}

function escapePointer(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The form-level sentence of a 422 and of the site's error summary. */
export function invalidLeadMessage(issues: readonly SubmissionIssue[]): string {
  return issues.length === 1 ? "1 field needs your attention." : `${issues.length} fields need your attention.`;
}
