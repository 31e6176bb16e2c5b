/**
 * What a form knows about each of its fields: the name the server's issues point at, the label the
 * user reads, and whether it must be filled. A list is written by hand where the entity has no schema
 * yet, or derived from the entity's JSON Schema with `fieldsFromSchema` (names, required, lengths from
 * the schema; labels from the editor, falling back to the schema's `title`).
 */
export interface FieldSpec {
  name: string;
  label: string;
  required?: boolean;
  /** From the schema's `maxLength`, for forms that want to check it before sending. */
  maxLength?: number;
}

export type FieldList = readonly FieldSpec[];

/** Field name to message ("is required"); the message is a fragment the field leads with its label. */
export type FieldProblems = Record<string, string>;

/** The part of a JSON Schema a field list is read from. */
export interface ObjectSchema {
  properties?: Record<string, { title?: string; maxLength?: number; [keyword: string]: unknown } | boolean>;
  required?: readonly string[];
}

/**
 * The fields of an object schema, in the order of `labels` (the form's order). A name the schema does
 * not have is a mistake in the editor, caught at once rather than shown as a field the server rejects.
 */
export function fieldsFromSchema(schema: ObjectSchema, labels: Readonly<Record<string, string>>): FieldList {
  return Object.entries(labels).map(([name, label]) => {
    const property = schema.properties?.[name];
    if (property === undefined) throw new Error(`The schema has no field "${name}".`);
    const title = typeof property === "object" ? property.title : undefined;
    const spec: FieldSpec = { name, label: label || title || name };
    if (schema.required?.includes(name)) spec.required = true;
    if (typeof property === "object" && property.maxLength !== undefined) spec.maxLength = property.maxLength;
    return spec;
  });
}

export function fieldNames(fields: FieldList): string[] {
  return fields.map((field) => field.name);
}

export function specOf(fields: FieldList, name: string): FieldSpec {
  const spec = fields.find((field) => field.name === name);
  if (!spec) throw new Error(`The form has no field "${name}".`);
  return spec;
}

/** "is required" for each required field whose text is empty (a field not in `values` is not checked). */
export function missingRequired(fields: FieldList, values: Readonly<Record<string, unknown>>): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.required && typeof value === "string" && value.trim() === "") problems[field.name] = "is required";
  }
  return problems;
}
