/**
 * The stored form (schemas/form.schema.json), typed by hand until codegen emits entity types. The site
 * renders it with react-jsonschema-form; the server validates leads against it (validate-submission.ts).
 */

export type FieldValue = string | number | boolean;

/** The JSON Schema of one field: the closed vocabulary of `$defs/field_schema`. */
export interface FieldSchema {
  type: "string" | "number" | "integer" | "boolean";
  title?: string;
  description?: string;
  default?: FieldValue;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: "email";
  minimum?: number;
  maximum?: number;
  const?: FieldValue;
  /** A select field's options. */
  oneOf?: { const: string | number; title: string }[];
}

export interface DataSchema {
  type: "object";
  title?: string;
  description?: string;
  properties: Record<string, FieldSchema>;
  required?: string[];
}

export type Widget = "text" | "textarea" | "email" | "phone" | "number" | "checkbox" | "select" | "hidden" | "consent";

export interface FieldUi {
  "ui:widget"?: Widget;
  "ui:placeholder"?: string;
  "ui:help"?: string;
  "ui:options"?: {
    /** In a two-column form, `full` spans both columns. */
    width?: "half" | "full";
    /** The consent text with its links (sanitised HTML). */
    label_html?: string;
    autocomplete?: string;
    rows?: number;
  };
}

export interface UiSchema {
  "ui:order": string[];
  "ui:submitButtonOptions"?: { submitText?: string };
  "ui:options"?: { columns?: 1 | 2 };
  [field: string]: FieldUi | string[] | { submitText?: string } | { columns?: 1 | 2 } | undefined;
}

export interface FormSettings {
  thank_you: { title: string; html: string };
  notifications: { enabled: boolean; recipients: string[]; subject: string };
  confirmations: { enabled: boolean; email_field: string | null; subject: string; html: string };
}

export interface FormDefinition {
  id: string;
  name: string;
  status: "draft" | "published";
  schema: DataSchema;
  ui_schema: UiSchema;
  settings: FormSettings;
  created_at: string;
  updated_at: string;
}

/** The body of POST /forms/{id}/leads. `website` is the honeypot: a person leaves it empty. */
export interface LeadPost {
  data: Record<string, FieldValue>;
  "g-recaptcha-response"?: string;
  website?: string;
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
