// Generated from schemas/ and blocks/*/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";

/** react-jsonschema-form uiSchema for every block's inspector, generated from the schemas and their `x-hints`. */
export const inspectorHints: { readonly [K in BlockKey]: Readonly<Record<string, unknown>> } = {
  "quote": {
    "quote": {
      "ui:widget": "textarea"
    },
    "alignment": {
      "ui:widget": "select",
      "ui:enumNames": [
        "Left",
        "Centre",
        "Right"
      ]
    },
    "box_color": {
      "ui:widget": "select",
      "ui:enumNames": [
        "Light",
        "Grey",
        "Dark",
        "Black"
      ]
    },
    "padding": {
      "ui:widget": "select",
      "ui:enumNames": [
        "Normal",
        "No space above",
        "No space below",
        "No space above or below"
      ]
    },
    "ui:order": [
      "block_scroll_id",
      "quote",
      "author",
      "author_position",
      "alignment",
      "box_color",
      "padding",
      "*"
    ],
    "id": {
      "ui:widget": "hidden"
    }
  }
};
