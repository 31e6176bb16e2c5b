import { fieldUi, type DataSchema, type FieldSchema, type FieldUi, type UiSchema, type Widget } from "./definition.ts";

/** The field kinds an editor picks from (issue 10): each is a JSON Schema plus a widget. */
export const FIELD_KINDS = [
  "string",
  "text",
  "email",
  "phone",
  "number",
  "bool",
  "select",
  "hidden",
  "consent",
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A phone number: digits, spaces, brackets and dashes, optionally after a leading +; 6 to 20 characters. */
const PHONE_PATTERN = "^\\+?[0-9 ()-]{6,20}$";

/** A field as an editor describes it; `fieldSchema` and `fieldUiFor` turn it into the stored schemas. */
export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: string;
  /** Validation rules: required, min, size, max. */
  required?: boolean;
  min?: number;
  max?: number;
  /** Exactly this many characters. */
  size?: number;
  options?: { value: string; label: string }[];
  placeholder?: string;
  help?: string;
  width?: "half" | "full";
  /** A consent field's text, with links (sanitised HTML). */
  consentHtml?: string;
  /** A hidden field's value when nothing prefills it. */
  defaultValue?: string;
  /** An e-mail or phone field the visitor confirms with a code sent to it before the form is sent. */
  verify?: boolean;
}

const WIDGETS: Record<FieldKind, Widget> = {
  string: "text",
  text: "textarea",
  email: "email",
  phone: "phone",
  number: "number",
  bool: "checkbox",
  select: "select",
  hidden: "hidden",
  consent: "consent",
};

function lengthRules(spec: FieldSpec): Pick<FieldSchema, "minLength" | "maxLength"> {
  if (spec.size !== undefined) return { minLength: spec.size, maxLength: spec.size };
  return {
    ...(spec.min !== undefined ? { minLength: spec.min } : {}),
    ...(spec.max !== undefined ? { maxLength: spec.max } : {}),
  };
}

/** The JSON Schema of one field kind with its rules. */
function fieldSchema(spec: FieldSpec): FieldSchema {
  const title = spec.label;
  switch (spec.kind) {
    case "string":
    case "text":
      return { type: "string", title, ...lengthRules(spec) };
    case "email":
      return {
        type: "string",
        title,
        format: "email",
        maxLength: spec.max ?? 320,
        ...(spec.min ? { minLength: spec.min } : {}),
      };
    case "phone":
      return { type: "string", title, pattern: PHONE_PATTERN, ...lengthRules(spec) };
    case "number":
      return {
        type: "number",
        title,
        ...(spec.min !== undefined ? { minimum: spec.min } : {}),
        ...(spec.max !== undefined ? { maximum: spec.max } : {}),
      };
    case "bool":
      return { type: "boolean", title };
    case "select":
      return {
        type: "string",
        title,
        oneOf: (spec.options ?? []).map((option) => ({ const: option.value, title: option.label })),
      };
    case "hidden":
      return {
        type: "string",
        title,
        maxLength: spec.max ?? 500,
        ...(spec.defaultValue ? { default: spec.defaultValue } : {}),
      };
    case "consent":
      return spec.required ? { type: "boolean", title, const: true } : { type: "boolean", title };
  }
}

function fieldUiFor(spec: FieldSpec): FieldUi {
  const options: NonNullable<FieldUi["ui:options"]> = {
    ...(spec.width ? { width: spec.width } : {}),
    ...(spec.kind === "consent" && spec.consentHtml ? { label_html: spec.consentHtml } : {}),
    ...(spec.kind === "email" ? { autocomplete: "email" } : {}),
    ...(spec.kind === "phone" ? { autocomplete: "tel" } : {}),
    ...(spec.verify && (spec.kind === "email" || spec.kind === "phone") ? { verify: spec.kind } : {}),
  };
  return {
    "ui:widget": WIDGETS[spec.kind],
    ...(spec.placeholder ? { "ui:placeholder": spec.placeholder } : {}),
    ...(spec.help ? { "ui:help": spec.help } : {}),
    ...(Object.keys(options).length > 0 ? { "ui:options": options } : {}),
  };
}

/** The stored schema and UI schema of a list of fields, in order, in one or two columns. */
export function buildFormSchemas(
  fields: readonly FieldSpec[],
  columns: 1 | 2 = 1,
  submitText?: string,
): { schema: DataSchema; ui_schema: UiSchema } {
  const schema: DataSchema = { type: "object", properties: {}, required: [] };
  const ui_schema: UiSchema = { "ui:order": [], "ui:options": { columns } };
  if (submitText) ui_schema["ui:submitButtonOptions"] = { submitText };
  for (const spec of fields) {
    schema.properties[spec.name] = fieldSchema(spec);
    if (spec.required) schema.required!.push(spec.name);
    ui_schema["ui:order"].push(spec.name);
    ui_schema[spec.name] = fieldUiFor(spec);
  }
  return { schema, ui_schema };
}

/** The kind of a stored field, read back from its schema and widget (the builder's inverse). */
export function fieldKindOf(schema: FieldSchema, ui: FieldUi): FieldKind {
  switch (ui["ui:widget"]) {
    case "textarea":
      return "text";
    case "email":
      return "email";
    case "phone":
      return "phone";
    case "hidden":
      return "hidden";
    case "consent":
      return "consent";
    case "select":
      return "select";
    case "checkbox":
      return "bool";
    case "number":
      return "number";
    default:
      if (schema.oneOf) return "select";
      if (schema.format === "email") return "email";
      if (schema.type === "boolean") return "bool";
      if (schema.type === "number" || schema.type === "integer") return "number";
      return "string";
  }
}

export function fieldKindIn(form: { schema: DataSchema; ui_schema: UiSchema }, field: string): FieldKind | null {
  const schema = form.schema.properties[field];
  return schema ? fieldKindOf(schema, fieldUi(form.ui_schema, field)) : null;
}
