import type { RJSFSchema, ValidationData, ValidatorType } from "@rjsf/utils";
import { validateBlockProps } from "../../model/page-document/validate.ts";
import { errorSchemaOf, validationErrorsOf } from "./error-schema.ts";

/**
 * rjsf's validator, injected: the project's precompiled block validators (the ones the server runs
 * on every save) instead of compiling the schemas again in the browser with ajv. The form shows the
 * same messages, at the same pointers, as the page-level problem list and the API.
 *
 * rjsf also asks `isValid` to pick a branch of `if`/`oneOf`/`anyOf`; block schemas use none of
 * them today, so a structural match (type, const, enum, required, properties) is enough to choose
 * between alternatives if one appears.
 */
export function projectValidator(blockType: string): ValidatorType {
  return {
    validateFormData(formData: unknown): ValidationData<unknown> {
      const result = validateBlockProps(blockType, formData);
      const own = result.issues.filter(
        (issue) => issue.blockId === null || issue.blockId === (formData as { id?: unknown } | null)?.id,
      );
      return { errors: validationErrorsOf(own), errorSchema: errorSchemaOf(own) };
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      return matches(schema, formData);
    },
    rawValidation<Result>(_schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
      const result = validateBlockProps(blockType, formData);
      return result.valid ? {} : { errors: result.issues as unknown as Result[] };
    },
  };
}

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

/** A structural, recursive check of the keywords that tell alternatives apart. */
export function matches(schema: RJSFSchema | boolean | undefined, value: unknown): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  if ("const" in schema && JSON.stringify(schema.const) !== JSON.stringify(value)) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value)))
    return false;
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = typeOf(value);
    if (!types.some((type) => type === actual || (type === "number" && actual === "integer"))) return false;
  }
  if (typeOf(value) === "object") {
    const record = value as Record<string, unknown>;
    if (Array.isArray(schema.required) && !schema.required.every((name) => name in record)) return false;
    for (const [name, sub] of Object.entries(schema.properties ?? {})) {
      if (name in record && !matches(sub as RJSFSchema | boolean, record[name])) return false;
    }
  }
  return true;
}
