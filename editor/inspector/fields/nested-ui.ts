import type { Registry, RJSFSchema, UiSchema } from "@rjsf/utils";

/** Field kinds (`x-field`) that have a custom field of their own inside a group. */
const CUSTOM_KINDS = new Set([
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

/**
 * uiSchema for the properties of a field group the hints leave alone (codegen stops at a custom
 * field): labelled options from `x-enum-labels` and the custom field of each known kind, so a link's
 * "Type" shows "Internal page" rather than `internal`.
 */
export function nestedUiSchema(schema: RJSFSchema, registry: Registry): UiSchema {
  const ui: UiSchema = {};
  for (const [name, raw] of Object.entries(schema.properties ?? {})) {
    if (typeof raw !== "object") continue;
    const sub = registry.schemaUtils.retrieveSchema(raw as RJSFSchema);
    const kind = sub["x-field"];
    const labels = sub["x-enum-labels"];
    if (typeof kind === "string" && CUSTOM_KINDS.has(kind)) ui[name] = { "ui:field": kind };
    else if (typeof sub["x-ref"] === "string") ui[name] = { "ui:field": "ref", "ui:options": { ref: sub["x-ref"] } };
    else if (Array.isArray(sub.enum) && Array.isArray(labels))
      ui[name] = { "ui:widget": "select", "ui:enumNames": labels };
    else if (sub.type === "array" && typeof sub.items === "object" && !Array.isArray(sub.items)) {
      const items = registry.schemaUtils.retrieveSchema(sub.items as RJSFSchema);
      ui[name] = { "ui:options": { orderable: true }, items: nestedUiSchema(items, registry) };
    }
  }
  return ui;
}
