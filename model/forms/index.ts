export {
  fieldUi,
  formColumns,
  orderedFields,
  type DataSchema,
  type FieldSchema,
  type FieldUi,
  type FieldValue,
  type FormDefinition,
  type FormSettings,
  type LeadInvalid,
  type LeadPost,
  type SubmissionIssue,
  type UiSchema,
  type Widget,
} from "./definition.ts";
export {
  FIELD_KINDS,
  PHONE_PATTERN,
  buildFormSchemas,
  fieldKindIn,
  fieldKindOf,
  fieldSchema,
  fieldUiFor,
  type FieldKind,
  type FieldSpec,
} from "./field-kinds.ts";
export { isValidContentItem, validContentItems, type ContentItem } from "./content-items.ts";
export { NO_MAPPINGS, prefillValues, type ParamMapping, type PrefillMappings } from "./prefill.ts";
export {
  EMAIL_PATTERN,
  invalidLeadMessage,
  submissionSchema,
  validateSubmission,
  withoutEmptyAnswers,
} from "./validate-submission.ts";
