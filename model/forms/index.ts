export {
  fieldUi,
  formColumns,
  orderedFields,
  type DataSchema,
  type FieldUi,
  type FieldValue,
  type FormDefinition,
  type FormSettings,
  type LeadPost,
  type SubmissionIssue,
  type UiSchema,
} from "./definition.ts";
export { FIELD_KINDS, buildFormSchemas, fieldKindOf, type FieldKind, type FieldSpec } from "./field-kinds.ts";
export { validContentItems, type ContentItem } from "./content-items.ts";
export { NO_MAPPINGS, hasMappings, prefillValues, withSiteMappings, type PrefillMappings } from "./prefill.ts";
export { invalidLeadMessage, validateSubmission } from "./validate-submission.ts";
export {
  VERIFICATION_VALID_MS,
  isE164,
  verificationTarget,
  verifiedFields,
  type VerificationKind,
} from "./verification.ts";
