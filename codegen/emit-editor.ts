import { isObject, type JsonObject } from "./json.ts";
import type { BlockDefinition, SchemaSet } from "./load.ts";
import { SLOT_REF } from "./paths.ts";
import type { SchemaRegistry } from "./schema-registry.ts";

/**
 * Field kinds that need a project widget in the editor. The editor maps each to a custom field
 * (Puck) and an rjsf widget; blocks never add editor code, they only name a kind in their schema.
 */
const WIDGET_KINDS = new Set([
  "image",
  "link",
  "link-or-button",
  "button",
  "markdown",
  "json",
  "icon",
  "video",
  "date-range",
  "separator",
]);

type Resolved = { schema: JsonObject; baseId: string };

function labelOf(schema: JsonObject, fallback: string): string {
  return typeof schema.title === "string"
    ? schema.title
    : fallback.replaceAll(/[_-]+/g, " ").replace(/^./, (c) => c.toUpperCase());
}

function optionsOf(schema: JsonObject): { label: string; value: string | number | boolean }[] {
  const values = schema.enum as (string | number | boolean)[];
  const labels = (schema["x-enum-labels"] as string[] | undefined) ?? [];
  return values.map((value, index) => ({ label: labels[index] ?? String(value), value }));
}

/** A Puck-compatible field description (custom fields carry a `widget` name instead of a render function). */
function puckField(raw: JsonObject, baseId: string, name: string, registry: SchemaRegistry): JsonObject {
  if (raw.$ref === SLOT_REF) return { type: "slot", label: labelOf(raw, name) };
  const { schema, baseId: base }: Resolved = registry.deref(raw, baseId);
  const label = labelOf(schema, name);
  const kind = schema["x-field"];
  if (typeof kind === "string" && WIDGET_KINDS.has(kind)) return { type: "custom", widget: kind, label };
  if (typeof schema["x-ref"] === "string") return { type: "custom", widget: "ref", label };
  if (Array.isArray(schema.enum)) {
    return schema.enum.length <= 3 && schema.enum.every((v) => typeof v === "boolean" || typeof v === "number")
      ? { type: "radio", label, options: optionsOf(schema) }
      : { type: "select", label, options: optionsOf(schema) };
  }
  switch (schema.type) {
    case "boolean":
      return {
        type: "radio",
        label,
        options: [
          { label: "Yes", value: true },
          { label: "No", value: false },
        ],
      };
    case "number":
    case "integer":
      return { type: "number", label, ...numberLimits(schema) };
    case "string":
      return { type: kind === "text" ? "textarea" : "text", label };
    case "array": {
      if (!isObject(schema.items)) return { type: "custom", widget: "json", label };
      const items = registry.deref(schema.items, base);
      if (items.schema["x-field"] !== undefined || !isObject(items.schema.properties)) {
        return {
          type: "custom",
          widget: typeof items.schema["x-field"] === "string" ? `${items.schema["x-field"]}-list` : "json",
          label,
        };
      }
      return {
        type: "array",
        label,
        arrayFields: fieldsOf(items.schema.properties, items.baseId, registry),
        ...(typeof schema.maxItems === "number" ? { max: schema.maxItems } : {}),
        ...(typeof schema.minItems === "number" ? { min: schema.minItems } : {}),
      };
    }
    case "object":
      if (isObject(schema.properties)) {
        return { type: "object", label, objectFields: fieldsOf(schema.properties, base, registry) };
      }
      return { type: "custom", widget: "json", label };
    default:
      return { type: "custom", widget: "json", label };
  }
}

function numberLimits(schema: JsonObject): JsonObject {
  const limits: JsonObject = {};
  if (typeof schema.minimum === "number") limits.min = schema.minimum;
  if (typeof schema.maximum === "number") limits.max = schema.maximum;
  if (schema.type === "integer") limits.step = 1;
  return limits;
}

function fieldsOf(properties: JsonObject, baseId: string, registry: SchemaRegistry): JsonObject {
  const fields: JsonObject = {};
  for (const [name, sub] of Object.entries(properties)) {
    if (name === "id" || !isObject(sub)) continue;
    fields[name] = puckField(sub, baseId, name, registry);
  }
  return fields;
}

function editorFieldsOf(block: BlockDefinition, registry: SchemaRegistry): JsonObject {
  return fieldsOf(block.schema.properties as JsonObject, block.schema.$id as string, registry);
}

/** rjsf uiSchema for a block: widget per field kind, labelled options, field order, then the block's own `x-hints`. */
function inspectorHintsOf(block: BlockDefinition, registry: SchemaRegistry): JsonObject {
  const ui = uiFor(block.schema.properties as JsonObject, block.schema.$id as string, registry);
  ui["ui:order"] = [...Object.keys(block.schema.properties as JsonObject).filter((name) => name !== "id"), "*"];
  ui.id = { "ui:widget": "hidden" };
  const own = block.authored["x-hints"];
  return isObject(own) ? deepMerge(ui, own) : ui;
}

function uiFor(properties: JsonObject, baseId: string, registry: SchemaRegistry): JsonObject {
  const ui: JsonObject = {};
  for (const [name, raw] of Object.entries(properties)) {
    if (!isObject(raw)) continue;
    if (raw.$ref === SLOT_REF) {
      ui[name] = { "ui:widget": "slot" };
      continue;
    }
    const { schema, baseId: base } = registry.deref(raw, baseId);
    const entry: JsonObject = {};
    const kind = schema["x-field"];
    if (typeof kind === "string" && WIDGET_KINDS.has(kind)) entry["ui:field"] = kind;
    else if (typeof schema["x-ref"] === "string") {
      // A searchable picker of the referenced items instead of a text box for their id.
      entry["ui:field"] = "ref";
      entry["ui:options"] = { ref: schema["x-ref"] };
    } else if (Array.isArray(schema.enum)) {
      entry["ui:widget"] = "select";
      entry["ui:enumNames"] = optionsOf(schema).map((option) => option.label);
    } else if (kind === "text") entry["ui:widget"] = "textarea";
    if (schema.type === "array" && isObject(schema.items)) {
      const items = registry.deref(schema.items, base);
      entry["ui:options"] = {
        orderable: true,
        ...(typeof schema.maxItems === "number" ? { maxItems: schema.maxItems } : {}),
      };
      if (isObject(items.schema.properties) && items.schema["x-field"] === undefined) {
        entry.items = uiFor(items.schema.properties, items.baseId, registry);
      } else if (typeof items.schema["x-field"] === "string") {
        entry.items = { "ui:field": items.schema["x-field"] };
      }
    } else if (schema.type === "object" && isObject(schema.properties) && entry["ui:field"] === undefined) {
      Object.assign(entry, uiFor(schema.properties, base, registry));
    }
    if (Object.keys(entry).length > 0) ui[name] = entry;
  }
  return ui;
}

function deepMerge(base: JsonObject, extra: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = isObject(current) && isObject(value) ? deepMerge(current, value) : value;
  }
  return out;
}

export function emitEditorConfig(set: SchemaSet): { fields: string; hints: string } {
  const fields: JsonObject = {};
  const hints: JsonObject = {};
  for (const block of set.blocks) {
    fields[block.key] = editorFieldsOf(block, set.registry);
    hints[block.key] = inspectorHintsOf(block, set.registry);
  }
  return {
    fields: `import type { BlockKey } from "./block-types.ts";

/** A Puck field without render functions; \`custom\` fields name the project widget that edits them. */
export type EditorField =
  | { type: "text" | "textarea"; label: string }
  | { type: "number"; label: string; min?: number; max?: number; step?: number }
  | { type: "select" | "radio"; label: string; options: { label: string; value: string | number | boolean }[] }
  | { type: "array"; label: string; arrayFields: EditorFields; max?: number; min?: number }
  | { type: "object"; label: string; objectFields: EditorFields }
  | { type: "slot"; label: string }
  | { type: "custom"; label: string; widget: string };

export type EditorFields = { [prop: string]: EditorField };

/** The editor's field config for every block, generated from the block schemas. */
export const editorFields: { readonly [K in BlockKey]: EditorFields } = ${JSON.stringify(fields, null, 2)};
`,
    hints: `import type { BlockKey } from "./block-types.ts";

/** react-jsonschema-form uiSchema for every block's inspector, generated from the schemas and their \`x-hints\`. */
export const inspectorHints: { readonly [K in BlockKey]: Readonly<Record<string, unknown>> } = ${JSON.stringify(hints, null, 2)};
`,
  };
}
