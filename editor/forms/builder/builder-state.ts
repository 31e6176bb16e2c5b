import {
  FIELD_KINDS,
  buildFormSchemas,
  fieldKindOf,
  fieldUi,
  formColumns,
  orderedFields,
  type FieldKind,
  type FieldSpec,
  type FormDefinition,
  type FormSettings,
} from "../../../model/forms/index.ts";
import type { FormInput } from "../../api/forms-client.ts";

/** What the builder edits: the form's fields as an editor describes them, not its stored schemas. */
export interface BuilderState {
  name: string;
  status: FormDefinition["status"];
  columns: 1 | 2;
  submitText: string;
  fields: FieldSpec[];
  settings: FormSettings;
}

export const KIND_LABELS: Record<FieldKind, string> = {
  string: "Short text",
  text: "Long text",
  email: "E-mail",
  phone: "Phone",
  number: "Number",
  bool: "Yes / no",
  select: "Select",
  hidden: "Hidden",
  consent: "Consent",
};

export const DEFAULT_SETTINGS: FormSettings = {
  thank_you: { title: "Thank you", html: "<p>We have received your request and will be in touch soon.</p>" },
  notifications: { enabled: false, recipients: [], subject: "New lead" },
  confirmations: { enabled: false, email_field: "email", subject: "We have received your request", html: "" },
};

/** The stored schema's field name rule (schemas/form.schema.json `field_name`). */
const FIELD_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/**
 * One stored field read back as the builder's FieldSpec: the inverse of model/forms' `fieldSchema` and
 * `fieldUiFor` (the kind comes from model/forms' `fieldKindOf`). A size is a min equal to the max.
 */
function fieldSpecOf(form: Pick<FormDefinition, "schema" | "ui_schema">, name: string): FieldSpec {
  const schema = form.schema.properties[name] ?? { type: "string" };
  const ui = fieldUi(form.ui_schema, name);
  const kind = fieldKindOf(schema, ui);
  const spec: FieldSpec = { name, kind, label: schema.title ?? name };
  if (form.schema.required?.includes(name) || (kind === "consent" && schema.const === true)) spec.required = true;
  if (kind === "number") {
    if (schema.minimum !== undefined) spec.min = schema.minimum;
    if (schema.maximum !== undefined) spec.max = schema.maximum;
  } else if (schema.minLength !== undefined && schema.minLength === schema.maxLength) {
    spec.size = schema.minLength;
  } else {
    if (schema.minLength !== undefined) spec.min = schema.minLength;
    if (schema.maxLength !== undefined) spec.max = schema.maxLength;
  }
  if (schema.oneOf) spec.options = schema.oneOf.map((option) => ({ value: String(option.const), label: option.title }));
  if (ui["ui:placeholder"]) spec.placeholder = ui["ui:placeholder"];
  if (ui["ui:help"]) spec.help = ui["ui:help"];
  const options = ui["ui:options"];
  if (options?.width) spec.width = options.width;
  if (options?.label_html) spec.consentHtml = options.label_html;
  if (options?.verify && options.verify === kind) spec.verify = true;
  if (kind === "hidden" && typeof schema.default === "string") spec.defaultValue = schema.default;
  return spec;
}

export function builderStateOf(form: FormDefinition): BuilderState {
  const submit = form.ui_schema["ui:submitButtonOptions"];
  return {
    name: form.name,
    status: form.status,
    columns: formColumns(form),
    submitText: submit && "submitText" in submit ? (submit.submitText ?? "") : "",
    fields: orderedFields(form).map((name) => fieldSpecOf(form, name)),
    settings: { ...DEFAULT_SETTINGS, ...form.settings },
  };
}

/** The body of PUT /forms/{id}: the fields turned into schemas by model/forms. */
export function formInputOf(state: BuilderState): FormInput {
  const { schema, ui_schema } = buildFormSchemas(state.fields, state.columns, state.submitText.trim() || undefined);
  return { name: state.name.trim(), status: state.status, schema, ui_schema, settings: state.settings };
}

/** A new field of a kind, with a name no other field has. */
export function newField(kind: FieldKind, fields: readonly FieldSpec[]): FieldSpec {
  const taken = new Set(fields.map((field) => field.name));
  const stem = kind === "bool" ? "yes_no" : kind;
  let name = stem;
  for (let n = 2; taken.has(name); n += 1) name = `${stem}_${n}`;
  const label = KIND_LABELS[kind];
  if (kind === "select") return { name, kind, label, options: [{ value: "option_1", label: "Option 1" }] };
  if (kind === "consent") return { name, kind, label: "I agree to be contacted", required: true };
  return { name, kind, label };
}

export function moveField(fields: readonly FieldSpec[], from: number, to: number): FieldSpec[] {
  if (to < 0 || to >= fields.length || from === to) return [...fields];
  const next = [...fields];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Problems that would make the server refuse the form, by field index (and "form" for the whole form). */
export function builderProblems(state: BuilderState): { form: string[]; fields: Map<number, string[]> } {
  const form: string[] = [];
  const fields = new Map<number, string[]>();
  if (!state.name.trim()) form.push("The form needs a name.");
  if (state.fields.length === 0) form.push("Add at least one field.");
  const uses = new Map<string, number>();
  for (const field of state.fields) uses.set(field.name, (uses.get(field.name) ?? 0) + 1);
  state.fields.forEach((field, at) => {
    const problems: string[] = [];
    if (!field.label.trim()) problems.push("Enter a label.");
    if (!FIELD_NAME.test(field.name))
      problems.push("The name must start with a lower case letter, then letters, digits or _ (at most 63).");
    else if ((uses.get(field.name) ?? 0) > 1) problems.push(`Another field is already named ${field.name}.`);
    if (field.kind === "select" && (field.options ?? []).filter((option) => option.value.trim()).length === 0)
      problems.push("A select needs at least one option.");
    if (field.min !== undefined && field.max !== undefined && field.min > field.max)
      problems.push("Min is more than max.");
    if (problems.length > 0) fields.set(at, problems);
  });
  if (
    state.settings.confirmations.enabled &&
    !state.fields.some((f) => f.name === state.settings.confirmations.email_field)
  )
    form.push("Confirmations are on but no field is named as their e-mail field.");
  return { form, fields };
}

export { FIELD_KINDS };
