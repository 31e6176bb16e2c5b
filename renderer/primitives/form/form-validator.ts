import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from "@rjsf/utils";
import {
  validateSubmission,
  type DataSchema,
  type FieldValue,
  type SubmissionIssue,
  type UiSchema,
} from "../../../model/forms/index.ts";
import type { SubmissionMessages } from "../../../model/forms/validate-submission.ts";

/** Issues as rjsf's error schema: `{ field: { __errors: [message] } }`. */
export function errorSchemaOf(issues: readonly SubmissionIssue[]): ErrorSchema {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const issue of issues) {
    if (issue.field === "") continue;
    // Field names come from data (an unknown field's issue names it): own entries only, never a prototype's.
    if (!Object.hasOwn(schema, issue.field))
      Object.defineProperty(schema, issue.field, {
        value: { __errors: [] },
        enumerable: true,
        writable: true,
        configurable: true,
      });
    schema[issue.field]!.__errors.push(issue.message);
  }
  return schema as ErrorSchema;
}

function validationErrorsOf(issues: readonly SubmissionIssue[]): RJSFValidationError[] {
  return issues.map((issue) => ({
    name: issue.keyword,
    property: `.${issue.field}`,
    message: issue.message,
    stack: `${issue.field}: ${issue.message}`,
    schemaPath: `#/properties/${issue.field}`,
  }));
}

function matches(schema: RJSFSchema, value: unknown): boolean {
  if ("const" in schema && schema.const !== value) return false;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value as never)) return false;
  return true;
}

/**
 * rjsf's validator, injected: model/forms/validate-submission.ts, the function the server runs on every
 * lead post, so the form shows the server's messages before sending (decision 030: no ajv in the page).
 */
export function submissionValidator(
  form: { schema: DataSchema; ui_schema: UiSchema },
  messages?: SubmissionMessages,
): ValidatorType {
  return {
    validateFormData(formData: unknown): ValidationData<unknown> {
      const issues = validateSubmission(form, (formData ?? {}) as Record<string, FieldValue>, messages);
      return { errors: validationErrorsOf(issues), errorSchema: errorSchemaOf(issues) };
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      return matches(schema, formData);
    },
    rawValidation<Result>(): { errors?: Result[]; validationError?: Error } {
      return {};
    },
  };
}
