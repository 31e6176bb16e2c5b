// Generated from schemas/ and blocks/*/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";

/** A Puck field without render functions; `custom` fields name the project widget that edits them. */
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
export const editorFields: { readonly [K in BlockKey]: EditorFields } = {
  "quote": {
    "block_scroll_id": {
      "type": "text",
      "label": "Block Scroll ID"
    },
    "quote": {
      "type": "textarea",
      "label": "Quote"
    },
    "author": {
      "type": "text",
      "label": "Author"
    },
    "author_position": {
      "type": "text",
      "label": "Author's position"
    },
    "alignment": {
      "type": "select",
      "label": "Alignment",
      "options": [
        {
          "label": "Left",
          "value": "left"
        },
        {
          "label": "Centre",
          "value": "center"
        },
        {
          "label": "Right",
          "value": "right"
        }
      ]
    },
    "box_color": {
      "type": "select",
      "label": "Colour theme",
      "options": [
        {
          "label": "Light",
          "value": "light-theme"
        },
        {
          "label": "Grey",
          "value": "grey-theme"
        },
        {
          "label": "Dark",
          "value": "dark-theme"
        },
        {
          "label": "Black",
          "value": "black-theme"
        }
      ]
    },
    "padding": {
      "type": "select",
      "label": "Spacing",
      "options": [
        {
          "label": "Normal",
          "value": "normal"
        },
        {
          "label": "No space above",
          "value": "top-space-0"
        },
        {
          "label": "No space below",
          "value": "bottom-space-0"
        },
        {
          "label": "No space above or below",
          "value": "y-space-0"
        }
      ]
    }
  }
};
