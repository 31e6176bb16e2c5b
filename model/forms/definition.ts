/**
 * The stored form: its types are generated from schemas/form.schema.json (one schema per entity).
 * The site renders it with react-jsonschema-form; the server validates leads against it
 * (validate-submission.ts).
 */
import type {
  FormDataSchema,
  FormFieldSchema,
  FormFieldUi,
  FormForm,
  FormSettings as GeneratedFormSettings,
  FormUiSchema,
  FormWidget,
} from "../../generated/contracts/entities/form.ts";

export type FieldValue = string | number | boolean;
/** The JSON Schema of one field: the closed vocabulary of `$defs/field_schema`. */
export type FieldSchema = FormFieldSchema;
export type DataSchema = FormDataSchema;
export type Widget = FormWidget;
export type FieldUi = FormFieldUi;
export type UiSchema = FormUiSchema;
export type FormSettings = GeneratedFormSettings;
export type FormDefinition = FormForm;

/** The body of POST /forms/{id}/leads. `website` is the honeypot: a person leaves it empty. */
export interface LeadPost {
  data: Record<string, FieldValue>;
  "g-recaptcha-response"?: string;
  website?: string;
  /** Per verified field (ui:options.verify), the token the check of its code answered. */
  verifications?: Record<string, string>;
}

/** One invalid field of a lead, as the 422 answer and the form show it. */
export interface SubmissionIssue {
  /** `/data/<field>` */
  pointer: string;
  field: string;
  message: string;
  /** The JSON Schema keyword that failed (required, maxLength, format, ...). */
  keyword: string;
}

/** A field's UI entry, or an empty one. */
export function fieldUi(ui: UiSchema, field: string): FieldUi {
  const entry = ui[field];
  return entry && typeof entry === "object" && !Array.isArray(entry) ? (entry as FieldUi) : {};
}

/** The form's fields in display order: `ui:order` first, then any field it does not name. */
export function orderedFields(form: Pick<FormDefinition, "schema" | "ui_schema">): string[] {
  const names = Object.keys(form.schema.properties);
  const order = form.ui_schema["ui:order"].filter((name) => names.includes(name));
  return [...order, ...names.filter((name) => !order.includes(name))];
}

export function formColumns(form: Pick<FormDefinition, "ui_schema">): 1 | 2 {
  return form.ui_schema["ui:options"]?.columns === 2 ? 2 : 1;
}
