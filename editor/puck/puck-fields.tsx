import type { Field, Fields } from "@puckeditor/core";
import type { EditorField, EditorFields } from "../../generated/contracts/editor-fields.ts";

/**
 * Turns a generated field description into a Puck field. Puck needs the field tree mainly to find
 * slots (also inside array items, e.g. `tabs[].content`) and to label things; the inspector replaces
 * Puck's own field panel, so a custom field's render is never shown and only names its widget.
 */
function toPuckField(field: EditorField): Field {
  switch (field.type) {
    case "array":
      return {
        type: "array",
        label: field.label,
        arrayFields: toPuckFields(field.arrayFields),
        ...(field.max !== undefined ? { max: field.max } : {}),
        ...(field.min !== undefined ? { min: field.min } : {}),
      };
    case "object":
      return { type: "object", label: field.label, objectFields: toPuckFields(field.objectFields) };
    case "custom":
      return { type: "custom", label: field.label, metadata: { widget: field.widget }, render: renderNothing };
    case "select":
    case "radio":
      return { type: field.type, label: field.label, options: field.options };
    default:
      return { ...field };
  }
}

export function toPuckFields(fields: EditorFields): Fields {
  const result: Fields = {};
  for (const [name, field] of Object.entries(fields)) result[name] = toPuckField(field);
  return result;
}

function renderNothing() {
  return <></>;
}
