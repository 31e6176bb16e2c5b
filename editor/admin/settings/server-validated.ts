import type { ValidatorType } from "@rjsf/utils";
import { matches } from "../../inspector/project-validator.ts";

/**
 * The validator of the admin's settings forms: it checks nothing itself. The settings API validates
 * every value against the registry on save (rjsf's own ajv validator compiles code at run time, which
 * the editor's CSP forbids), and its issues land beside their fields by JSON pointer. `isValid` only
 * picks between alternatives (anyOf) by their structure.
 */
export const serverValidated: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => matches(schema, formData),
  rawValidation: () => ({}),
};
