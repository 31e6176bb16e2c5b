import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { inspectorHints } from "../../generated/contracts/inspector-hints.ts";
import { formSchemaFor } from "./form-schema.ts";

const cache = new Map<string, UiSchema>();

type Schema = RJSFSchema & Record<string, unknown>;

/** A local `#/$defs/...` ref resolved, its sibling keywords kept on top (2020-12 semantics). */
function resolve(schema: Schema, root: Schema, depth = 0): Schema {
  if (typeof schema.$ref !== "string" || depth > 10) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, "");
  const target = (root.$defs as Record<string, Schema> | undefined)?.[name];
  const { $ref: _ref, ...siblings } = schema;
  return target ? { ...resolve(target, root, depth + 1), ...siblings } : (siblings as Schema);
}

function acceptsEmpty(schema: Schema): boolean {
  if (schema.type !== "string" || Array.isArray(schema.enum)) return false;
  if (typeof schema.pattern !== "string") return true;
  try {
    return new RegExp(schema.pattern, "u").test("");
  } catch {
    return false;
  }
}

/**
 * rjsf turns an emptied text input into a missing property; the site's text fields are stored as
 * `""` instead (and a required one then says "must not be empty" rather than "is required", and
 * the block still renders). Text fields whose pattern rejects "" (dates) keep rjsf's behaviour.
 */
function keepEmptyStrings(ui: UiSchema, schema: Schema, root: Schema): UiSchema {
  const out: UiSchema = { ...ui };
  for (const [name, raw] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    const sub = resolve(raw, root);
    const entry = (out[name] ?? {}) as UiSchema;
    if (typeof entry["ui:field"] === "string") continue; // custom fields handle their own values
    if (acceptsEmpty(sub)) out[name] = { "ui:emptyValue": "", ...entry };
    else if (sub.type === "object") out[name] = keepEmptyStrings(entry, sub, root);
    else if (sub.type === "array" && typeof sub.items === "object" && !Array.isArray(sub.items)) {
      const items = resolve(sub.items as Schema, root);
      const itemsUi = (entry.items ?? {}) as UiSchema;
      if (typeof itemsUi["ui:field"] === "string") continue;
      out[name] = {
        ...entry,
        items:
          items.type === "object"
            ? keepEmptyStrings(itemsUi, items, root)
            : acceptsEmpty(items)
              ? { "ui:emptyValue": "", ...itemsUi }
              : itemsUi,
      };
    }
  }
  return out;
}

/**
 * The rjsf uiSchema of a block type: codegen's inspector hints (widgets by field kind, labelled
 * options, order, the block's own `x-hints`), empty text kept as "", and no submit button (the
 * inspector saves as you type).
 */
export function uiSchemaFor(type: string): UiSchema {
  const cached = cache.get(type);
  if (cached) return cached;
  const hints = (inspectorHints as Readonly<Record<string, Readonly<Record<string, unknown>>>>)[type] ?? {};
  const schema = formSchemaFor(type) as Schema | null;
  const base: UiSchema = structuredClone(hints) as UiSchema;
  const ui: UiSchema = {
    ...(schema ? keepEmptyStrings(base, schema, schema) : base),
    "ui:submitButtonOptions": { norender: true },
  };
  cache.set(type, ui);
  return ui;
}

/** Every `ui:field` and `ui:widget` name a uiSchema uses (the inspector must have each registered). */
export function widgetNamesIn(
  ui: unknown,
  names: { fields: Set<string>; widgets: Set<string> } = { fields: new Set(), widgets: new Set() },
) {
  if (typeof ui !== "object" || ui === null) return names;
  for (const [key, value] of Object.entries(ui)) {
    if (key === "ui:field" && typeof value === "string") names.fields.add(value);
    else if (key === "ui:widget" && typeof value === "string") names.widgets.add(value);
    else widgetNamesIn(value, names);
  }
  return names;
}
