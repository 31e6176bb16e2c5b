import { DEFAULT_MAX_TEXT_LENGTH } from "./pattern-policy.ts";
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
  messages: SubmissionMessages = ENGLISH_SUBMISSION_MESSAGES,
  patterns: PatternMatcher = nativePattern,
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
    // Own answers only: a name like `toString` must not read Object.prototype's.
    const value = Object.hasOwn(record, field) ? record[field] : undefined;
    const problem = isMissing(value)
      ? required.has(field)
        ? issue("required", requiredMessage(schema, widgetOf(field), messages))
        : null
      : fieldProblem(schema, value, widgetOf(field), messages, patterns);
    if (problem) issues.push({ pointer: `/data/${field}`, field, ...problem });
  }
  for (const field of Object.keys(record)) {
    if (!Object.hasOwn(form.schema.properties, field) && !isMissing(record[field])) {
      issues.push({
        pointer: `/data/${escapePointer(field)}`,
        field,
        keyword: "additionalProperties",
        message: messages.notPartOfForm,
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

/**
 * The texts of the issues, replaceable so the site can show them in the page's language (the server's
 * 422 answers in English). The keyword of each issue does not change with them.
 */
export interface SubmissionMessages {
  required: string;
  tick: string;
  chooseAnOption: string;
  notPartOfForm: string;
  text: string;
  number: string;
  wholeNumber: string;
  tickOrUntick: string;
  cannotChange: string;
  chooseOneOf: string;
  email: string;
  phone: string;
  format: string;
  exactly: (count: number) => string;
  atLeast: (count: number) => string;
  /** The max rule's message. */
  tooLong: string;
  minimum: (limit: number) => string;
  maximum: (limit: number) => string;
  invalid: (count: number) => string;
}

export const ENGLISH_SUBMISSION_MESSAGES: SubmissionMessages = {
  required: "This field is required.",
  tick: "Please tick this box to continue.",
  chooseAnOption: "Please choose an option.",
  notPartOfForm: "This field is not part of the form.",
  text: "Please enter text.",
  number: "Please enter a number.",
  wholeNumber: "Please enter a whole number.",
  tickOrUntick: "Please tick or untick this box.",
  cannotChange: "This value cannot be changed.",
  chooseOneOf: "Please choose one of the options.",
  email: "Please enter a valid e-mail address.",
  phone: "Please enter a valid phone number.",
  format: "Please use the format asked for.",
  exactly: (count) => `Please enter exactly ${count} characters.`,
  atLeast: (count) => `Please enter at least ${count} characters.`,
  tooLong: "Character limit exceeded",
  minimum: (limit) => `Please enter ${limit} or more.`,
  maximum: (limit) => `Please enter ${limit} or less.`,
  invalid: (count) => (count === 1 ? "1 field needs your attention." : `${count} fields need your attention.`),
};

/** The message of a required field left empty. */
function requiredMessage(schema: FieldSchema, widget: string | undefined, messages: SubmissionMessages): string {
  if (widget === "consent" || schema.const === true) return messages.tick;
  if (schema.oneOf) return messages.chooseAnOption;
  return messages.required;
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

/**
 * A field pattern as a test (JSON Schema semantics: found anywhere in the text unless anchored), or
 * null to skip a pattern the engine cannot run. The site passes the browser's RegExp; the server a
 * linear-time engine (decision 120).
 */
export type PatternMatcher = (pattern: string) => ((text: string) => boolean) | null;

const nativePatterns = new Map<string, RegExp | null>();
/** The browser's engine, with the `u` flag as JSON Schema (and ajv) read patterns. */
const nativePattern: PatternMatcher = (pattern) => {
  if (!nativePatterns.has(pattern)) {
    let regex: RegExp | null = null;
    try {
      regex = new RegExp(pattern, "u");
    } catch {
      regex = null;
    }
    nativePatterns.set(pattern, regex);
  }
  const regex = nativePatterns.get(pattern) ?? null;
  return regex ? (text) => regex.test(text) : null;
};

function typeProblem(
  schema: FieldSchema,
  value: unknown,
  messages: SubmissionMessages,
): Pick<SubmissionIssue, "keyword" | "message"> | null {
  switch (schema.type) {
    case "string":
      return typeof value === "string" ? null : issue("type", messages.text);
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : issue("type", messages.number);
    case "integer":
      return typeof value === "number" && Number.isInteger(value) ? null : issue("type", messages.wholeNumber);
    case "boolean":
      return typeof value === "boolean" ? null : issue("type", messages.tickOrUntick);
  }
}

function fieldProblem(
  schema: FieldSchema,
  value: unknown,
  widget: string | undefined,
  messages: SubmissionMessages,
  patterns: PatternMatcher,
): Pick<SubmissionIssue, "keyword" | "message"> | null {
  const wrongType = typeProblem(schema, value, messages);
  if (wrongType) return wrongType;
  if (schema.const !== undefined && value !== schema.const) {
    return schema.const === true || widget === "consent"
      ? issue("const", messages.tick)
      : issue("const", messages.cannotChange);
  }
  if (schema.oneOf && !schema.oneOf.some((option) => option.const === value)) {
    return issue("oneOf", messages.chooseOneOf);
  }
  if (typeof value === "string") {
    // The length bound comes before any pattern, so no pattern ever runs on a text longer than the
    // field allows (or than the default cap, for a field with no maxLength).
    const chars = length(value);
    if (chars > (schema.maxLength ?? DEFAULT_MAX_TEXT_LENGTH)) return issue("maxLength", messages.tooLong);
    if (schema.format === "email" && !EMAIL_PATTERN.test(value)) {
      return issue("format", messages.email);
    }
    const test = schema.pattern === undefined ? null : patterns(schema.pattern);
    if (test && !test(value)) {
      return issue("pattern", widget === "phone" ? messages.phone : messages.format);
    }
    if (schema.minLength !== undefined && chars < schema.minLength) {
      return issue(
        "minLength",
        schema.maxLength === schema.minLength ? messages.exactly(schema.minLength) : messages.atLeast(schema.minLength),
      );
    }
  }
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) {
      return issue("minimum", messages.minimum(schema.minimum));
    }
    if (schema.maximum !== undefined && value > schema.maximum) {
      return issue("maximum", messages.maximum(schema.maximum));
    }
  }
  return null;
}

function escapePointer(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The form-level sentence of a 422 and of the site's error summary. */
export function invalidLeadMessage(
  issues: readonly SubmissionIssue[],
  messages: SubmissionMessages = ENGLISH_SUBMISSION_MESSAGES,
): string {
  return messages.invalid(issues.length);
}
