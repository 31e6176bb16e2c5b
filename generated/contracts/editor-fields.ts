// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
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
  accordion: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    open_all_label: {
      type: "text",
      label: "Open all label",
    },
    close_all_label: {
      type: "text",
      label: "Close all label",
    },
    has_schema: {
      type: "radio",
      label: "Add FAQ structured data",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    header_tag: {
      type: "select",
      label: "Heading level of the sections",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    items: {
      type: "array",
      label: "Sections",
      arrayFields: {
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        content: {
          type: "slot",
          label: "Section content",
        },
        content_items: {
          type: "array",
          label: "Content items",
          arrayFields: {
            type: {
              type: "select",
              label: "Type",
              options: [
                {
                  label: "HTML",
                  value: "html",
                },
                {
                  label: "Calculator",
                  value: "calculator",
                },
                {
                  label: "Finance options table",
                  value: "finance_options_table",
                },
                {
                  label: "Form",
                  value: "form",
                },
              ],
            },
            html: {
              type: "custom",
              widget: "markdown",
              label: "HTML",
            },
            config: {
              type: "custom",
              widget: "json",
              label: "Calculator config",
            },
            form_id: {
              type: "text",
              label: "Form id",
            },
            has_two_columns: {
              type: "radio",
              label: "Two columns",
              options: [
                {
                  label: "Yes",
                  value: true,
                },
                {
                  label: "No",
                  value: false,
                },
              ],
            },
          },
          max: 10,
        },
      },
      max: 30,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  "column-group": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    "col-numbers": {
      type: "select",
      label: "Columns per row",
      options: [
        {
          label: "1",
          value: 1,
        },
        {
          label: "2",
          value: 2,
        },
        {
          label: "3",
          value: 3,
        },
        {
          label: "4",
          value: 4,
        },
      ],
    },
    columns: {
      type: "array",
      label: "Columns",
      arrayFields: {
        header_icon: {
          type: "custom",
          widget: "icon",
          label: "Heading icon",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        header_tag: {
          type: "select",
          label: "Heading level",
          options: [
            {
              label: "H1",
              value: 1,
            },
            {
              label: "H2",
              value: 2,
            },
            {
              label: "H3",
              value: 3,
            },
            {
              label: "H4",
              value: 4,
            },
            {
              label: "H5",
              value: 5,
            },
            {
              label: "H6",
              value: 6,
            },
          ],
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        "rdx-buttons": {
          type: "custom",
          widget: "link-or-button-list",
          label: "Buttons",
        },
        "rdx-links": {
          type: "custom",
          widget: "link-or-button-list",
          label: "Links",
        },
      },
      max: 12,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  "content-blocks": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    "col-numbers": {
      type: "select",
      label: "Cards per row",
      options: [
        {
          label: "1",
          value: 1,
        },
        {
          label: "2",
          value: 2,
        },
        {
          label: "3",
          value: 3,
        },
        {
          label: "4",
          value: 4,
        },
      ],
    },
    "image-ratio": {
      type: "select",
      label: "Image ratio",
      options: [
        {
          label: "16:9",
          value: "16-9",
        },
        {
          label: "16:6.5",
          value: "16-6-5",
        },
      ],
    },
    cards: {
      type: "array",
      label: "Content blocks",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        header_tag: {
          type: "select",
          label: "Heading level",
          options: [
            {
              label: "H1",
              value: 1,
            },
            {
              label: "H2",
              value: 2,
            },
            {
              label: "H3",
              value: 3,
            },
            {
              label: "H4",
              value: 4,
            },
            {
              label: "H5",
              value: 5,
            },
            {
              label: "H6",
              value: 6,
            },
          ],
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        "rdx-link": {
          type: "custom",
          widget: "link-or-button",
          label: "Link",
        },
      },
      max: 1000,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  "entry-form": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "text",
      label: "Form id",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    form_position: {
      type: "select",
      label: "Form position",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
  },
  "expanded-entry-form": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "text",
      label: "Form id",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    disclaimer: {
      type: "custom",
      widget: "markdown",
      label: "Disclaimer",
    },
    tab_id: {
      type: "text",
      label: "Tab id",
    },
    top_tabs_limit: {
      type: "number",
      label: "Fields shown first",
      min: 0,
      max: 20,
      step: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
  },
  "extended-warranty": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "text",
      label: "Form id",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    table_content: {
      type: "object",
      label: "Table",
      objectFields: {
        columns: {
          type: "custom",
          widget: "json",
          label: "Column headings",
        },
        rows: {
          type: "array",
          label: "Rows",
          arrayFields: {
            cells: {
              type: "custom",
              widget: "json",
              label: "Cells",
            },
          },
          max: 30,
        },
      },
    },
    has_two_columns: {
      type: "radio",
      label: "Two columns",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    form_hidden_field_mapping: {
      type: "array",
      label: "Hidden field values",
      arrayFields: {
        name: {
          type: "text",
          label: "Field",
        },
        value: {
          type: "text",
          label: "Value",
        },
      },
      max: 20,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
  },
  form: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "text",
      label: "Form id",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    button_position: {
      type: "select",
      label: "Button position",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    button_color: {
      type: "select",
      label: "Button colour",
      options: [
        {
          label: "Primary",
          value: "primary",
        },
        {
          label: "Secondary",
          value: "secondary",
        },
      ],
    },
    form_position: {
      type: "select",
      label: "Form position",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    has_two_columns: {
      type: "radio",
      label: "Two columns",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    has_button_margin: {
      type: "radio",
      label: "Space above the button",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    modal_form: {
      type: "radio",
      label: "Modal form",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    form_hidden_field_mapping: {
      type: "array",
      label: "Hidden field values",
      arrayFields: {
        name: {
          type: "text",
          label: "Field",
        },
        value: {
          type: "text",
          label: "Value",
        },
      },
      max: 20,
    },
    form_params_mapping: {
      type: "array",
      label: "Prefill from query parameters",
      arrayFields: {
        param: {
          type: "text",
          label: "Parameter",
        },
        field: {
          type: "text",
          label: "Field",
        },
      },
      max: 20,
    },
    form_location_params_mapping: {
      type: "array",
      label: "Prefill a location from query parameters",
      arrayFields: {
        param: {
          type: "text",
          label: "Parameter",
        },
        field: {
          type: "text",
          label: "Field",
        },
      },
      max: 10,
    },
    form_location_mapping: {
      type: "array",
      label: "Location mapping",
      arrayFields: {
        from: {
          type: "text",
          label: "Parameter value",
        },
        to: {
          type: "text",
          label: "Field value",
        },
      },
      max: 200,
    },
  },
  "hero-title-banner": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    "rdx-image": {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    level: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    header_font: {
      type: "select",
      label: "Heading font",
      options: [
        {
          label: "Brand display",
          value: "primary",
        },
        {
          label: "Body",
          value: "secondary",
        },
      ],
    },
    button: {
      type: "custom",
      widget: "link-or-button",
      label: "Button",
    },
    box_color: {
      type: "select",
      label: "Box colour",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
  },
  "image-element": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    fullPath: {
      type: "text",
      label: "File name",
    },
    sizes: {
      type: "custom",
      widget: "json",
      label: "Widths",
    },
    heights: {
      type: "custom",
      widget: "json",
      label: "Heights",
    },
    ratio: {
      type: "select",
      label: "Image ratio",
      options: [
        {
          label: "16:9",
          value: "16-9",
        },
        {
          label: "16:6.5",
          value: "16-6-5",
        },
        {
          label: "1:1",
          value: "1-1",
        },
      ],
    },
    format: {
      type: "select",
      label: "File format",
      options: [
        {
          label: "JPEG",
          value: "jpg",
        },
        {
          label: "WebP",
          value: "webp",
        },
        {
          label: "PNG",
          value: "png",
        },
      ],
    },
    loading: {
      type: "select",
      label: "Loading",
      options: [
        {
          label: "Automatic",
          value: "auto",
        },
        {
          label: "Eager (at once)",
          value: "eager",
        },
        {
          label: "Lazy (when scrolled near)",
          value: "lazy",
        },
      ],
    },
    alt: {
      type: "text",
      label: "Alternative text",
    },
    caption: {
      type: "textarea",
      label: "Caption",
    },
  },
  "image-tabs": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    has_lazyload: {
      type: "radio",
      label: "Load the images of other tabs lazily",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    tabs: {
      type: "array",
      label: "Tabs",
      arrayFields: {
        tab_label: {
          type: "text",
          label: "Tab label",
        },
        tab_id: {
          type: "text",
          label: "Tab ID",
        },
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        content: {
          type: "slot",
          label: "Tab content",
        },
      },
      max: 8,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  "inpage-navigation": {
    items: {
      type: "array",
      label: "Links",
      arrayFields: {
        label: {
          type: "text",
          label: "Label",
        },
        blockId: {
          type: "text",
          label: "Block Scroll ID",
        },
      },
      max: 10,
    },
    goTopShort: {
      type: "text",
      label: "Go-to-top label",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
  },
  "order-online-checkout": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    form_id: {
      type: "text",
      label: "Customer details form id",
    },
    terms_label: {
      type: "text",
      label: "Terms checkbox",
    },
    success_heading: {
      type: "text",
      label: "Success heading",
    },
    success_text: {
      type: "textarea",
      label: "Success text",
    },
  },
  quote: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    quote: {
      type: "textarea",
      label: "Quote",
    },
    author: {
      type: "text",
      label: "Author",
    },
    author_position: {
      type: "text",
      label: "Author's position",
    },
    alignment: {
      type: "select",
      label: "Alignment",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  "quote-slider": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    slides: {
      type: "array",
      label: "Slides",
      arrayFields: {
        quote: {
          type: "textarea",
          label: "Quote",
        },
        author: {
          type: "text",
          label: "Author",
        },
        author_position: {
          type: "text",
          label: "Author's position",
        },
      },
      max: 10,
      min: 1,
    },
    section_class: {
      type: "select",
      label: "Alignment",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    justify_text: {
      type: "radio",
      label: "Justify text",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    has_timer: {
      type: "radio",
      label: "Advance automatically",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Slider theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
  },
  "stock-locator": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    ci_key_list: {
      type: "text",
      label: "Publication list",
    },
    sl_key_brand: {
      type: "select",
      label: "Brand",
      options: [
        {
          label: "Both brands",
          value: "",
        },
        {
          label: "Land Rover",
          value: "land_rover",
        },
        {
          label: "Jaguar",
          value: "jaguar",
        },
      ],
    },
    default_sort: {
      type: "select",
      label: "Default order",
      options: [
        {
          label: "Year: oldest first",
          value: "productionYearAsc",
        },
        {
          label: "Year: newest first",
          value: "productionYearDesc",
        },
        {
          label: "Listed: oldest first",
          value: "createdAtAsc",
        },
        {
          label: "Listed: newest first",
          value: "createdAtDesc",
        },
        {
          label: "Mileage: lowest first",
          value: "mileageAsc",
        },
        {
          label: "Mileage: highest first",
          value: "mileageDesc",
        },
        {
          label: "Price: lowest first",
          value: "priceAsc",
        },
        {
          label: "Price: highest first",
          value: "priceDesc",
        },
        {
          label: "Availability",
          value: "status",
        },
      ],
    },
    forced_statuses: {
      type: "custom",
      widget: "json",
      label: "Only these statuses",
    },
    "filter-brands": {
      type: "radio",
      label: "Brand filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-models": {
      type: "radio",
      label: "Model filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-financing_options": {
      type: "radio",
      label: "Payment options filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-states": {
      type: "radio",
      label: "Condition filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-statuses": {
      type: "radio",
      label: "Availability filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-msrp_price": {
      type: "radio",
      label: "Recommended price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-display_price": {
      type: "radio",
      label: "Price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-mileage": {
      type: "radio",
      label: "Mileage filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-production_year": {
      type: "radio",
      label: "Production year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-model_year": {
      type: "radio",
      label: "Model year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-power": {
      type: "radio",
      label: "Power filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-engine_types": {
      type: "radio",
      label: "Engine filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-transmissions": {
      type: "radio",
      label: "Transmission filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-colors": {
      type: "radio",
      label: "Colour filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-specific_colors": {
      type: "radio",
      label: "Paint filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-dealers": {
      type: "radio",
      label: "Retailer filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-number_of_seats": {
      type: "radio",
      label: "Seats filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    vehicles: {
      type: "custom",
      widget: "json",
      label: "Vehicles",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  "stock-locator-carousel": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    ci_key_list: {
      type: "text",
      label: "Publication list",
    },
    button: {
      type: "custom",
      widget: "link-or-button",
      label: "Link",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  "stock-locator-overseas": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    ci_key_list: {
      type: "text",
      label: "Publication list",
    },
    sl_key_brand: {
      type: "select",
      label: "Brand",
      options: [
        {
          label: "Both brands",
          value: "",
        },
        {
          label: "Land Rover",
          value: "land_rover",
        },
        {
          label: "Jaguar",
          value: "jaguar",
        },
      ],
    },
    default_sort: {
      type: "select",
      label: "Default order",
      options: [
        {
          label: "Year: oldest first",
          value: "productionYearAsc",
        },
        {
          label: "Year: newest first",
          value: "productionYearDesc",
        },
        {
          label: "Listed: oldest first",
          value: "createdAtAsc",
        },
        {
          label: "Listed: newest first",
          value: "createdAtDesc",
        },
        {
          label: "Mileage: lowest first",
          value: "mileageAsc",
        },
        {
          label: "Mileage: highest first",
          value: "mileageDesc",
        },
        {
          label: "Price: lowest first",
          value: "priceAsc",
        },
        {
          label: "Price: highest first",
          value: "priceDesc",
        },
        {
          label: "Availability",
          value: "status",
        },
      ],
    },
    forced_statuses: {
      type: "custom",
      widget: "json",
      label: "Only these statuses",
    },
    "filter-brands": {
      type: "radio",
      label: "Brand filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-models": {
      type: "radio",
      label: "Model filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-financing_options": {
      type: "radio",
      label: "Payment options filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-states": {
      type: "radio",
      label: "Condition filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-statuses": {
      type: "radio",
      label: "Availability filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-msrp_price": {
      type: "radio",
      label: "Recommended price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-display_price": {
      type: "radio",
      label: "Price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-mileage": {
      type: "radio",
      label: "Mileage filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-production_year": {
      type: "radio",
      label: "Production year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-model_year": {
      type: "radio",
      label: "Model year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-power": {
      type: "radio",
      label: "Power filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-engine_types": {
      type: "radio",
      label: "Engine filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-transmissions": {
      type: "radio",
      label: "Transmission filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-colors": {
      type: "radio",
      label: "Colour filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-specific_colors": {
      type: "radio",
      label: "Paint filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-dealers": {
      type: "radio",
      label: "Retailer filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-number_of_seats": {
      type: "radio",
      label: "Seats filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    vehicles: {
      type: "custom",
      widget: "json",
      label: "Vehicles",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
  tabs: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    has_modal: {
      type: "radio",
      label: "Open tabs in a modal on small screens",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    tabs: {
      type: "array",
      label: "Tabs",
      arrayFields: {
        tab_label: {
          type: "text",
          label: "Tab label",
        },
        tab_id: {
          type: "text",
          label: "Tab ID",
        },
        content: {
          type: "slot",
          label: "Tab content",
        },
      },
      max: 10,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
  },
};
