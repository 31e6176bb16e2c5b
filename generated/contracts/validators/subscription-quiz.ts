// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/subscription-quiz",
  title: "Subscription quiz",
  description:
    "A welcome screen, three questions (purpose, period, yearly mileage below or above 20000 km), a summary of the answers, then a main and an alternative product among subscription, loan, full service leasing and leasing to go.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Subscription quiz",
    short_description: "Three questions that suggest a subscription, loan or lease",
    group: "Quizzes",
    priority: 70,
    thumbnail: "subscription-quiz.svg",
    interactive: true,
    hydrate: "visible",
  },
  required: ["id", "products"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    welcome_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      title: "Welcome heading",
      minLength: 1,
      maxLength: 120,
      default: "Find the right way to drive",
    },
    welcome_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
      title: "Welcome text",
      default: "Three questions, and we suggest how to drive your next car: subscribe, finance or lease.",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    start_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Start button",
      minLength: 1,
      maxLength: 40,
      default: "Start",
    },
    next_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Next button",
      minLength: 1,
      maxLength: 40,
      default: "Next question",
    },
    previous_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Previous button",
      minLength: 1,
      maxLength: 40,
      default: "Previous question",
    },
    purpose_question: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Purpose question",
      minLength: 1,
      maxLength: 200,
      default: "What will you use the car for?",
    },
    purpose_labels: {
      title: "Purpose answers",
      type: "object",
      additionalProperties: false,
      required: ["private", "business", "both"],
      properties: {
        private: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "private",
          minLength: 1,
          maxLength: 80,
          default: "Private",
        },
        business: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "business",
          minLength: 1,
          maxLength: 80,
          default: "Business",
        },
        both: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "both",
          minLength: 1,
          maxLength: 80,
          default: "Both",
        },
      },
      default: { private: "Private", business: "Business", both: "Both" },
    },
    period_question: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Period question",
      minLength: 1,
      maxLength: 200,
      default: "How long do you want the car for?",
    },
    period_labels: {
      title: "Period answers",
      type: "object",
      additionalProperties: false,
      required: ["6-12", "12-24", "24-60"],
      properties: {
        "6-12": {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "6-12",
          minLength: 1,
          maxLength: 80,
          default: "6 to 12 months",
        },
        "12-24": {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "12-24",
          minLength: 1,
          maxLength: 80,
          default: "12 to 24 months",
        },
        "24-60": {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "24-60",
          minLength: 1,
          maxLength: 80,
          default: "24 to 60 months",
        },
      },
      default: { "6-12": "6 to 12 months", "12-24": "12 to 24 months", "24-60": "24 to 60 months" },
    },
    mileage_question: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Mileage question",
      minLength: 1,
      maxLength: 200,
      default: "How far do you drive in a year?",
    },
    mileage_labels: {
      title: "Mileage answers (threshold 20000 km)",
      type: "object",
      additionalProperties: false,
      required: ["below", "above"],
      properties: {
        below: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "below",
          minLength: 1,
          maxLength: 80,
          default: "Below 20000 km",
        },
        above: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "above",
          minLength: 1,
          maxLength: 80,
          default: "Above 20000 km",
        },
      },
      default: { below: "Below 20000 km", above: "Above 20000 km" },
    },
    summary_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Summary heading",
      minLength: 1,
      maxLength: 120,
      default: "Your answers",
    },
    products_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Show products button",
      minLength: 1,
      maxLength: 40,
      default: "See my products",
    },
    edit_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Change answers button",
      minLength: 1,
      maxLength: 40,
      default: "Change answers",
    },
    main_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Main product label",
      minLength: 1,
      maxLength: 60,
      default: "Our recommendation",
    },
    alternative_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Alternative product label",
      minLength: 1,
      maxLength: 60,
      default: "You could also consider",
    },
    restart_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Start again button",
      minLength: 1,
      maxLength: 40,
      default: "Start again",
    },
    products: {
      title: "Products",
      type: "object",
      additionalProperties: false,
      required: ["subscription", "loan", "full_service", "leasing_to_go"],
      properties: {
        subscription: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Subscription",
        },
        loan: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Loan",
        },
        full_service: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Full service leasing",
        },
        leasing_to_go: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Leasing to go",
        },
      },
    },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
    padding: { $ref: "https://forecourt.dev/schemas/fields#/$defs/padding", default: "normal" },
    dc_strategy: { $ref: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy" },
    offer_schedule: { $ref: "https://forecourt.dev/schemas/fields#/$defs/offer_schedule" },
  },
};
const schema2 = {
  title: "Block id",
  description: "Unique within the page; set by the editor.",
  type: "string",
  minLength: 1,
};
const schema3 = {
  title: "Block Scroll ID",
  description: "Anchor for in-page links: the block can be reached at #<id>.",
  type: "string",
  "x-field": "string",
  pattern: "^$|^[A-Za-z][A-Za-z0-9_-]*$",
};
const schema4 = { title: "Heading", type: "string", "x-field": "string" };
const schema5 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema6 = {
  title: "Heading level",
  enum: [1, 2, 3, 4, 5, 6],
  "x-enum-labels": ["H1", "H2", "H3", "H4", "H5", "H6"],
};
const schema7 = { type: "string", "x-field": "string" };
const schema41 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema42 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema43 = {
  title: "Dynamic content",
  description:
    "Shows the block only when the rule holds: url_brands (brands of the page path, comma-separated), mena_offers (key=value pairs an active offer must have), reffine_sl (a value of the named dynamic-content list), mena_external_sl (a model key, any_jag or any_lr in the external stock locator).",
  type: "object",
  additionalProperties: false,
  required: ["key", "value"],
  properties: {
    key: {
      title: "Strategy",
      enum: ["url_brands", "mena_offers", "reffine_sl", "mena_external_sl"],
      "x-enum-labels": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
    },
    value: { title: "Value", type: "string", maxLength: 500 },
    name: { title: "List name (reffine_sl)", type: "string", maxLength: 120 },
    fallback: {
      title: "Show when the rule cannot decide",
      description: "No brand in the path, or the external source unreachable.",
      type: "boolean",
    },
  },
};
const func0 = Object.prototype.hasOwnProperty;
const func1 = ucs2length;
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const schema29 = {
  title: "Link or button",
  description:
    "Shown only when its type is internal or external with both a URL and a label, or when its type is form or file.",
  type: "object",
  "x-field": "link-or-button",
  additionalProperties: false,
  properties: {
    url: { $ref: "#/$defs/link_url", title: "URL", default: "" },
    type: {
      title: "Type",
      enum: ["internal", "external", "form", "file"],
      "x-enum-labels": ["Internal page", "External site", "Form", "File"],
      default: "internal",
    },
    target: { $ref: "#/$defs/target", default: "_self" },
    link_text: { title: "Label", type: "string", default: "" },
    icon: { $ref: "#/$defs/icon", default: "" },
    ui_type: { $ref: "#/$defs/ui_type", default: "primary" },
    size: { $ref: "#/$defs/button_size", default: "medium" },
    rdx_forms_form_id: { title: "Form id", type: "string", default: "" },
    hidden_fields: {
      title: "Hidden form fields",
      description: "Values prefilled into hidden fields of a modal form.",
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        required: ["name", "value"],
        additionalProperties: false,
        properties: {
          name: { title: "Field", type: "string", minLength: 1 },
          value: { title: "Value", type: "string" },
        },
      },
    },
    form_layout: {
      title: "Form layout",
      enum: ["single", "double"],
      "x-enum-labels": ["Single column", "Two columns"],
      default: "single",
    },
  },
};
const schema30 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema31 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema32 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema33 = {
  title: "Style",
  enum: ["primary", "secondary", "tertiary"],
  "x-enum-labels": ["Primary", "Secondary", "Tertiary"],
};
const schema34 = {
  title: "Size",
  description: "Tertiary buttons are always small.",
  enum: ["medium", "small"],
  "x-enum-labels": ["Medium", "Small"],
};
const pattern1 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern2 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func0.call(schema29.properties, key0)) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.url !== undefined) {
      let data0 = data.url;
      if (typeof data0 === "string") {
        if (func1(data0) > 2000) {
          const err1 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/$defs/link_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/$defs/link_url/pattern",
            keyword: "pattern",
            params: {
              pattern:
                "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
            },
            message:
              'must match pattern "' +
              "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$" +
              '"',
          };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
      } else {
        const err3 = {
          instancePath: instancePath + "/url",
          schemaPath: "#/$defs/link_url/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.type !== undefined) {
      let data1 = data.type;
      if (!(data1 === "internal" || data1 === "external" || data1 === "form" || data1 === "file")) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/enum",
          keyword: "enum",
          params: { allowedValues: schema29.properties.type.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.target !== undefined) {
      let data2 = data.target;
      if (!(data2 === "_self" || data2 === "_blank")) {
        const err5 = {
          instancePath: instancePath + "/target",
          schemaPath: "#/$defs/target/enum",
          keyword: "enum",
          params: { allowedValues: schema31.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.link_text !== undefined) {
      if (typeof data.link_text !== "string") {
        const err6 = {
          instancePath: instancePath + "/link_text",
          schemaPath: "#/properties/link_text/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.icon !== undefined) {
      let data4 = data.icon;
      if (typeof data4 === "string") {
        if (!pattern2.test(data4)) {
          const err7 = {
            instancePath: instancePath + "/icon",
            schemaPath: "#/$defs/icon/pattern",
            keyword: "pattern",
            params: { pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$" },
            message: 'must match pattern "' + "^$|^[a-z0-9]+(-[a-z0-9]+)*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/icon",
          schemaPath: "#/$defs/icon/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.ui_type !== undefined) {
      let data5 = data.ui_type;
      if (!(data5 === "primary" || data5 === "secondary" || data5 === "tertiary")) {
        const err9 = {
          instancePath: instancePath + "/ui_type",
          schemaPath: "#/$defs/ui_type/enum",
          keyword: "enum",
          params: { allowedValues: schema33.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.size !== undefined) {
      let data6 = data.size;
      if (!(data6 === "medium" || data6 === "small")) {
        const err10 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/$defs/button_size/enum",
          keyword: "enum",
          params: { allowedValues: schema34.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.rdx_forms_form_id !== undefined) {
      if (typeof data.rdx_forms_form_id !== "string") {
        const err11 = {
          instancePath: instancePath + "/rdx_forms_form_id",
          schemaPath: "#/properties/rdx_forms_form_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.hidden_fields !== undefined) {
      let data8 = data.hidden_fields;
      if (Array.isArray(data8)) {
        if (data8.length > 20) {
          const err12 = {
            instancePath: instancePath + "/hidden_fields",
            schemaPath: "#/properties/hidden_fields/maxItems",
            keyword: "maxItems",
            params: { limit: 20 },
            message: "must NOT have more than 20 items",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data9 = data8[i0];
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.name === undefined) {
              const err13 = {
                instancePath: instancePath + "/hidden_fields/" + i0,
                schemaPath: "#/properties/hidden_fields/items/required",
                keyword: "required",
                params: { missingProperty: "name" },
                message: "must have required property '" + "name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data9.value === undefined) {
              const err14 = {
                instancePath: instancePath + "/hidden_fields/" + i0,
                schemaPath: "#/properties/hidden_fields/items/required",
                keyword: "required",
                params: { missingProperty: "value" },
                message: "must have required property '" + "value" + "'",
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            for (const key1 in data9) {
              if (!(key1 === "name" || key1 === "value")) {
                const err15 = {
                  instancePath: instancePath + "/hidden_fields/" + i0,
                  schemaPath: "#/properties/hidden_fields/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data9.name !== undefined) {
              let data10 = data9.name;
              if (typeof data10 === "string") {
                if (func1(data10) < 1) {
                  const err16 = {
                    instancePath: instancePath + "/hidden_fields/" + i0 + "/name",
                    schemaPath: "#/properties/hidden_fields/items/properties/name/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              } else {
                const err17 = {
                  instancePath: instancePath + "/hidden_fields/" + i0 + "/name",
                  schemaPath: "#/properties/hidden_fields/items/properties/name/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err17];
                } else {
                  vErrors.push(err17);
                }
                errors++;
              }
            }
            if (data9.value !== undefined) {
              if (typeof data9.value !== "string") {
                const err18 = {
                  instancePath: instancePath + "/hidden_fields/" + i0 + "/value",
                  schemaPath: "#/properties/hidden_fields/items/properties/value/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
          } else {
            const err19 = {
              instancePath: instancePath + "/hidden_fields/" + i0,
              schemaPath: "#/properties/hidden_fields/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = {
          instancePath: instancePath + "/hidden_fields",
          schemaPath: "#/properties/hidden_fields/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.form_layout !== undefined) {
      let data12 = data.form_layout;
      if (!(data12 === "single" || data12 === "double")) {
        const err21 = {
          instancePath: instancePath + "/form_layout",
          schemaPath: "#/properties/form_layout/enum",
          keyword: "enum",
          params: { allowedValues: schema29.properties.form_layout.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
const schema44 = {
  title: "Offer schedule",
  description:
    "Visible from 00:00:01 on the start date to 23:59:59 on the end date, website local time. Not for embargoed content.",
  type: "object",
  "x-field": "date-range",
  additionalProperties: false,
  properties: {
    start_date: { $ref: "#/$defs/date", title: "From" },
    end_date: { $ref: "#/$defs/date", title: "Until" },
  },
};
const schema45 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate7(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === "start_date" || key0 === "end_date")) {
        const err0 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.start_date !== undefined) {
      let data0 = data.start_date;
      if (typeof data0 === "string") {
        if (!pattern3.test(data0)) {
          const err1 = {
            instancePath: instancePath + "/start_date",
            schemaPath: "#/$defs/date/pattern",
            keyword: "pattern",
            params: { pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" },
            message: 'must match pattern "' + "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
      } else {
        const err2 = {
          instancePath: instancePath + "/start_date",
          schemaPath: "#/$defs/date/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.end_date !== undefined) {
      let data1 = data.end_date;
      if (typeof data1 === "string") {
        if (!pattern3.test(data1)) {
          const err3 = {
            instancePath: instancePath + "/end_date",
            schemaPath: "#/$defs/date/pattern",
            keyword: "pattern",
            params: { pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" },
            message: 'must match pattern "' + "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/end_date",
          schemaPath: "#/$defs/date/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
  } else {
    const err5 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err5];
    } else {
      vErrors.push(err5);
    }
    errors++;
  }
  validate7.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/subscription-quiz" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "id" },
        message: "must have required property '" + "id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.products === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "products" },
        message: "must have required property '" + "products" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err2 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err3 = {
            instancePath: instancePath + "/id",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
      } else {
        const err4 = {
          instancePath: instancePath + "/id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.block_scroll_id !== undefined) {
      let data1 = data.block_scroll_id;
      if (typeof data1 === "string") {
        if (!pattern0.test(data1)) {
          const err5 = {
            instancePath: instancePath + "/block_scroll_id",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/pattern",
            keyword: "pattern",
            params: { pattern: "^$|^[A-Za-z][A-Za-z0-9_-]*$" },
            message: 'must match pattern "' + "^$|^[A-Za-z][A-Za-z0-9_-]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + "/block_scroll_id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.welcome_heading !== undefined) {
      let data2 = data.welcome_heading;
      if (typeof data2 !== "string") {
        const err7 = {
          instancePath: instancePath + "/welcome_heading",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func1(data2) > 120) {
          const err8 = {
            instancePath: instancePath + "/welcome_heading",
            schemaPath: "#/properties/welcome_heading/maxLength",
            keyword: "maxLength",
            params: { limit: 120 },
            message: "must NOT have more than 120 characters",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (func1(data2) < 1) {
          const err9 = {
            instancePath: instancePath + "/welcome_heading",
            schemaPath: "#/properties/welcome_heading/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.welcome_text !== undefined) {
      if (typeof data.welcome_text !== "string") {
        const err10 = {
          instancePath: instancePath + "/welcome_text",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.header_tag !== undefined) {
      let data4 = data.header_tag;
      if (!(data4 === 1 || data4 === 2 || data4 === 3 || data4 === 4 || data4 === 5 || data4 === 6)) {
        const err11 = {
          instancePath: instancePath + "/header_tag",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
          keyword: "enum",
          params: { allowedValues: schema6.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.start_label !== undefined) {
      let data5 = data.start_label;
      if (typeof data5 !== "string") {
        const err12 = {
          instancePath: instancePath + "/start_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data5 === "string") {
        if (func1(data5) > 40) {
          const err13 = {
            instancePath: instancePath + "/start_label",
            schemaPath: "#/properties/start_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (func1(data5) < 1) {
          const err14 = {
            instancePath: instancePath + "/start_label",
            schemaPath: "#/properties/start_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.next_label !== undefined) {
      let data6 = data.next_label;
      if (typeof data6 !== "string") {
        const err15 = {
          instancePath: instancePath + "/next_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data6 === "string") {
        if (func1(data6) > 40) {
          const err16 = {
            instancePath: instancePath + "/next_label",
            schemaPath: "#/properties/next_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (func1(data6) < 1) {
          const err17 = {
            instancePath: instancePath + "/next_label",
            schemaPath: "#/properties/next_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.previous_label !== undefined) {
      let data7 = data.previous_label;
      if (typeof data7 !== "string") {
        const err18 = {
          instancePath: instancePath + "/previous_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data7 === "string") {
        if (func1(data7) > 40) {
          const err19 = {
            instancePath: instancePath + "/previous_label",
            schemaPath: "#/properties/previous_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (func1(data7) < 1) {
          const err20 = {
            instancePath: instancePath + "/previous_label",
            schemaPath: "#/properties/previous_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.purpose_question !== undefined) {
      let data8 = data.purpose_question;
      if (typeof data8 !== "string") {
        const err21 = {
          instancePath: instancePath + "/purpose_question",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data8 === "string") {
        if (func1(data8) > 200) {
          const err22 = {
            instancePath: instancePath + "/purpose_question",
            schemaPath: "#/properties/purpose_question/maxLength",
            keyword: "maxLength",
            params: { limit: 200 },
            message: "must NOT have more than 200 characters",
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (func1(data8) < 1) {
          const err23 = {
            instancePath: instancePath + "/purpose_question",
            schemaPath: "#/properties/purpose_question/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.purpose_labels !== undefined) {
      let data9 = data.purpose_labels;
      if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
        if (data9.private === undefined) {
          const err24 = {
            instancePath: instancePath + "/purpose_labels",
            schemaPath: "#/properties/purpose_labels/required",
            keyword: "required",
            params: { missingProperty: "private" },
            message: "must have required property '" + "private" + "'",
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data9.business === undefined) {
          const err25 = {
            instancePath: instancePath + "/purpose_labels",
            schemaPath: "#/properties/purpose_labels/required",
            keyword: "required",
            params: { missingProperty: "business" },
            message: "must have required property '" + "business" + "'",
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data9.both === undefined) {
          const err26 = {
            instancePath: instancePath + "/purpose_labels",
            schemaPath: "#/properties/purpose_labels/required",
            keyword: "required",
            params: { missingProperty: "both" },
            message: "must have required property '" + "both" + "'",
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        for (const key1 in data9) {
          if (!(key1 === "private" || key1 === "business" || key1 === "both")) {
            const err27 = {
              instancePath: instancePath + "/purpose_labels",
              schemaPath: "#/properties/purpose_labels/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data9.private !== undefined) {
          let data10 = data9.private;
          if (typeof data10 !== "string") {
            const err28 = {
              instancePath: instancePath + "/purpose_labels/private",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (typeof data10 === "string") {
            if (func1(data10) > 80) {
              const err29 = {
                instancePath: instancePath + "/purpose_labels/private",
                schemaPath: "#/properties/purpose_labels/properties/private/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
            if (func1(data10) < 1) {
              const err30 = {
                instancePath: instancePath + "/purpose_labels/private",
                schemaPath: "#/properties/purpose_labels/properties/private/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
        }
        if (data9.business !== undefined) {
          let data11 = data9.business;
          if (typeof data11 !== "string") {
            const err31 = {
              instancePath: instancePath + "/purpose_labels/business",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
          if (typeof data11 === "string") {
            if (func1(data11) > 80) {
              const err32 = {
                instancePath: instancePath + "/purpose_labels/business",
                schemaPath: "#/properties/purpose_labels/properties/business/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
            if (func1(data11) < 1) {
              const err33 = {
                instancePath: instancePath + "/purpose_labels/business",
                schemaPath: "#/properties/purpose_labels/properties/business/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
        }
        if (data9.both !== undefined) {
          let data12 = data9.both;
          if (typeof data12 !== "string") {
            const err34 = {
              instancePath: instancePath + "/purpose_labels/both",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (typeof data12 === "string") {
            if (func1(data12) > 80) {
              const err35 = {
                instancePath: instancePath + "/purpose_labels/both",
                schemaPath: "#/properties/purpose_labels/properties/both/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            if (func1(data12) < 1) {
              const err36 = {
                instancePath: instancePath + "/purpose_labels/both",
                schemaPath: "#/properties/purpose_labels/properties/both/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          }
        }
      } else {
        const err37 = {
          instancePath: instancePath + "/purpose_labels",
          schemaPath: "#/properties/purpose_labels/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    if (data.period_question !== undefined) {
      let data13 = data.period_question;
      if (typeof data13 !== "string") {
        const err38 = {
          instancePath: instancePath + "/period_question",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
      if (typeof data13 === "string") {
        if (func1(data13) > 200) {
          const err39 = {
            instancePath: instancePath + "/period_question",
            schemaPath: "#/properties/period_question/maxLength",
            keyword: "maxLength",
            params: { limit: 200 },
            message: "must NOT have more than 200 characters",
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (func1(data13) < 1) {
          const err40 = {
            instancePath: instancePath + "/period_question",
            schemaPath: "#/properties/period_question/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
    }
    if (data.period_labels !== undefined) {
      let data14 = data.period_labels;
      if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
        if (data14["6-12"] === undefined) {
          const err41 = {
            instancePath: instancePath + "/period_labels",
            schemaPath: "#/properties/period_labels/required",
            keyword: "required",
            params: { missingProperty: "6-12" },
            message: "must have required property '" + "6-12" + "'",
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        if (data14["12-24"] === undefined) {
          const err42 = {
            instancePath: instancePath + "/period_labels",
            schemaPath: "#/properties/period_labels/required",
            keyword: "required",
            params: { missingProperty: "12-24" },
            message: "must have required property '" + "12-24" + "'",
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
        if (data14["24-60"] === undefined) {
          const err43 = {
            instancePath: instancePath + "/period_labels",
            schemaPath: "#/properties/period_labels/required",
            keyword: "required",
            params: { missingProperty: "24-60" },
            message: "must have required property '" + "24-60" + "'",
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        for (const key2 in data14) {
          if (!(key2 === "6-12" || key2 === "12-24" || key2 === "24-60")) {
            const err44 = {
              instancePath: instancePath + "/period_labels",
              schemaPath: "#/properties/period_labels/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
        if (data14["6-12"] !== undefined) {
          let data15 = data14["6-12"];
          if (typeof data15 !== "string") {
            const err45 = {
              instancePath: instancePath + "/period_labels/6-12",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err45];
            } else {
              vErrors.push(err45);
            }
            errors++;
          }
          if (typeof data15 === "string") {
            if (func1(data15) > 80) {
              const err46 = {
                instancePath: instancePath + "/period_labels/6-12",
                schemaPath: "#/properties/period_labels/properties/6-12/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
            if (func1(data15) < 1) {
              const err47 = {
                instancePath: instancePath + "/period_labels/6-12",
                schemaPath: "#/properties/period_labels/properties/6-12/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err47];
              } else {
                vErrors.push(err47);
              }
              errors++;
            }
          }
        }
        if (data14["12-24"] !== undefined) {
          let data16 = data14["12-24"];
          if (typeof data16 !== "string") {
            const err48 = {
              instancePath: instancePath + "/period_labels/12-24",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          if (typeof data16 === "string") {
            if (func1(data16) > 80) {
              const err49 = {
                instancePath: instancePath + "/period_labels/12-24",
                schemaPath: "#/properties/period_labels/properties/12-24/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            if (func1(data16) < 1) {
              const err50 = {
                instancePath: instancePath + "/period_labels/12-24",
                schemaPath: "#/properties/period_labels/properties/12-24/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
        }
        if (data14["24-60"] !== undefined) {
          let data17 = data14["24-60"];
          if (typeof data17 !== "string") {
            const err51 = {
              instancePath: instancePath + "/period_labels/24-60",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          if (typeof data17 === "string") {
            if (func1(data17) > 80) {
              const err52 = {
                instancePath: instancePath + "/period_labels/24-60",
                schemaPath: "#/properties/period_labels/properties/24-60/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
            if (func1(data17) < 1) {
              const err53 = {
                instancePath: instancePath + "/period_labels/24-60",
                schemaPath: "#/properties/period_labels/properties/24-60/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          }
        }
      } else {
        const err54 = {
          instancePath: instancePath + "/period_labels",
          schemaPath: "#/properties/period_labels/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
    }
    if (data.mileage_question !== undefined) {
      let data18 = data.mileage_question;
      if (typeof data18 !== "string") {
        const err55 = {
          instancePath: instancePath + "/mileage_question",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err55];
        } else {
          vErrors.push(err55);
        }
        errors++;
      }
      if (typeof data18 === "string") {
        if (func1(data18) > 200) {
          const err56 = {
            instancePath: instancePath + "/mileage_question",
            schemaPath: "#/properties/mileage_question/maxLength",
            keyword: "maxLength",
            params: { limit: 200 },
            message: "must NOT have more than 200 characters",
          };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
        if (func1(data18) < 1) {
          const err57 = {
            instancePath: instancePath + "/mileage_question",
            schemaPath: "#/properties/mileage_question/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
      }
    }
    if (data.mileage_labels !== undefined) {
      let data19 = data.mileage_labels;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.below === undefined) {
          const err58 = {
            instancePath: instancePath + "/mileage_labels",
            schemaPath: "#/properties/mileage_labels/required",
            keyword: "required",
            params: { missingProperty: "below" },
            message: "must have required property '" + "below" + "'",
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (data19.above === undefined) {
          const err59 = {
            instancePath: instancePath + "/mileage_labels",
            schemaPath: "#/properties/mileage_labels/required",
            keyword: "required",
            params: { missingProperty: "above" },
            message: "must have required property '" + "above" + "'",
          };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
        for (const key3 in data19) {
          if (!(key3 === "below" || key3 === "above")) {
            const err60 = {
              instancePath: instancePath + "/mileage_labels",
              schemaPath: "#/properties/mileage_labels/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key3 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data19.below !== undefined) {
          let data20 = data19.below;
          if (typeof data20 !== "string") {
            const err61 = {
              instancePath: instancePath + "/mileage_labels/below",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
          if (typeof data20 === "string") {
            if (func1(data20) > 80) {
              const err62 = {
                instancePath: instancePath + "/mileage_labels/below",
                schemaPath: "#/properties/mileage_labels/properties/below/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err62];
              } else {
                vErrors.push(err62);
              }
              errors++;
            }
            if (func1(data20) < 1) {
              const err63 = {
                instancePath: instancePath + "/mileage_labels/below",
                schemaPath: "#/properties/mileage_labels/properties/below/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          }
        }
        if (data19.above !== undefined) {
          let data21 = data19.above;
          if (typeof data21 !== "string") {
            const err64 = {
              instancePath: instancePath + "/mileage_labels/above",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
          if (typeof data21 === "string") {
            if (func1(data21) > 80) {
              const err65 = {
                instancePath: instancePath + "/mileage_labels/above",
                schemaPath: "#/properties/mileage_labels/properties/above/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
            if (func1(data21) < 1) {
              const err66 = {
                instancePath: instancePath + "/mileage_labels/above",
                schemaPath: "#/properties/mileage_labels/properties/above/minLength",
                keyword: "minLength",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 characters",
              };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          }
        }
      } else {
        const err67 = {
          instancePath: instancePath + "/mileage_labels",
          schemaPath: "#/properties/mileage_labels/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.summary_heading !== undefined) {
      let data22 = data.summary_heading;
      if (typeof data22 !== "string") {
        const err68 = {
          instancePath: instancePath + "/summary_heading",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
      if (typeof data22 === "string") {
        if (func1(data22) > 120) {
          const err69 = {
            instancePath: instancePath + "/summary_heading",
            schemaPath: "#/properties/summary_heading/maxLength",
            keyword: "maxLength",
            params: { limit: 120 },
            message: "must NOT have more than 120 characters",
          };
          if (vErrors === null) {
            vErrors = [err69];
          } else {
            vErrors.push(err69);
          }
          errors++;
        }
        if (func1(data22) < 1) {
          const err70 = {
            instancePath: instancePath + "/summary_heading",
            schemaPath: "#/properties/summary_heading/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err70];
          } else {
            vErrors.push(err70);
          }
          errors++;
        }
      }
    }
    if (data.products_label !== undefined) {
      let data23 = data.products_label;
      if (typeof data23 !== "string") {
        const err71 = {
          instancePath: instancePath + "/products_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
      if (typeof data23 === "string") {
        if (func1(data23) > 40) {
          const err72 = {
            instancePath: instancePath + "/products_label",
            schemaPath: "#/properties/products_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err72];
          } else {
            vErrors.push(err72);
          }
          errors++;
        }
        if (func1(data23) < 1) {
          const err73 = {
            instancePath: instancePath + "/products_label",
            schemaPath: "#/properties/products_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err73];
          } else {
            vErrors.push(err73);
          }
          errors++;
        }
      }
    }
    if (data.edit_label !== undefined) {
      let data24 = data.edit_label;
      if (typeof data24 !== "string") {
        const err74 = {
          instancePath: instancePath + "/edit_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err74];
        } else {
          vErrors.push(err74);
        }
        errors++;
      }
      if (typeof data24 === "string") {
        if (func1(data24) > 40) {
          const err75 = {
            instancePath: instancePath + "/edit_label",
            schemaPath: "#/properties/edit_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err75];
          } else {
            vErrors.push(err75);
          }
          errors++;
        }
        if (func1(data24) < 1) {
          const err76 = {
            instancePath: instancePath + "/edit_label",
            schemaPath: "#/properties/edit_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err76];
          } else {
            vErrors.push(err76);
          }
          errors++;
        }
      }
    }
    if (data.main_label !== undefined) {
      let data25 = data.main_label;
      if (typeof data25 !== "string") {
        const err77 = {
          instancePath: instancePath + "/main_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err77];
        } else {
          vErrors.push(err77);
        }
        errors++;
      }
      if (typeof data25 === "string") {
        if (func1(data25) > 60) {
          const err78 = {
            instancePath: instancePath + "/main_label",
            schemaPath: "#/properties/main_label/maxLength",
            keyword: "maxLength",
            params: { limit: 60 },
            message: "must NOT have more than 60 characters",
          };
          if (vErrors === null) {
            vErrors = [err78];
          } else {
            vErrors.push(err78);
          }
          errors++;
        }
        if (func1(data25) < 1) {
          const err79 = {
            instancePath: instancePath + "/main_label",
            schemaPath: "#/properties/main_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err79];
          } else {
            vErrors.push(err79);
          }
          errors++;
        }
      }
    }
    if (data.alternative_label !== undefined) {
      let data26 = data.alternative_label;
      if (typeof data26 !== "string") {
        const err80 = {
          instancePath: instancePath + "/alternative_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err80];
        } else {
          vErrors.push(err80);
        }
        errors++;
      }
      if (typeof data26 === "string") {
        if (func1(data26) > 60) {
          const err81 = {
            instancePath: instancePath + "/alternative_label",
            schemaPath: "#/properties/alternative_label/maxLength",
            keyword: "maxLength",
            params: { limit: 60 },
            message: "must NOT have more than 60 characters",
          };
          if (vErrors === null) {
            vErrors = [err81];
          } else {
            vErrors.push(err81);
          }
          errors++;
        }
        if (func1(data26) < 1) {
          const err82 = {
            instancePath: instancePath + "/alternative_label",
            schemaPath: "#/properties/alternative_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
      }
    }
    if (data.restart_label !== undefined) {
      let data27 = data.restart_label;
      if (typeof data27 !== "string") {
        const err83 = {
          instancePath: instancePath + "/restart_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err83];
        } else {
          vErrors.push(err83);
        }
        errors++;
      }
      if (typeof data27 === "string") {
        if (func1(data27) > 40) {
          const err84 = {
            instancePath: instancePath + "/restart_label",
            schemaPath: "#/properties/restart_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err84];
          } else {
            vErrors.push(err84);
          }
          errors++;
        }
        if (func1(data27) < 1) {
          const err85 = {
            instancePath: instancePath + "/restart_label",
            schemaPath: "#/properties/restart_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
      }
    }
    if (data.products !== undefined) {
      let data28 = data.products;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        if (data28.subscription === undefined) {
          const err86 = {
            instancePath: instancePath + "/products",
            schemaPath: "#/properties/products/required",
            keyword: "required",
            params: { missingProperty: "subscription" },
            message: "must have required property '" + "subscription" + "'",
          };
          if (vErrors === null) {
            vErrors = [err86];
          } else {
            vErrors.push(err86);
          }
          errors++;
        }
        if (data28.loan === undefined) {
          const err87 = {
            instancePath: instancePath + "/products",
            schemaPath: "#/properties/products/required",
            keyword: "required",
            params: { missingProperty: "loan" },
            message: "must have required property '" + "loan" + "'",
          };
          if (vErrors === null) {
            vErrors = [err87];
          } else {
            vErrors.push(err87);
          }
          errors++;
        }
        if (data28.full_service === undefined) {
          const err88 = {
            instancePath: instancePath + "/products",
            schemaPath: "#/properties/products/required",
            keyword: "required",
            params: { missingProperty: "full_service" },
            message: "must have required property '" + "full_service" + "'",
          };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
        if (data28.leasing_to_go === undefined) {
          const err89 = {
            instancePath: instancePath + "/products",
            schemaPath: "#/properties/products/required",
            keyword: "required",
            params: { missingProperty: "leasing_to_go" },
            message: "must have required property '" + "leasing_to_go" + "'",
          };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
        for (const key4 in data28) {
          if (!(key4 === "subscription" || key4 === "loan" || key4 === "full_service" || key4 === "leasing_to_go")) {
            const err90 = {
              instancePath: instancePath + "/products",
              schemaPath: "#/properties/products/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key4 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err90];
            } else {
              vErrors.push(err90);
            }
            errors++;
          }
        }
        if (data28.subscription !== undefined) {
          let data29 = data28.subscription;
          if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
            if (data29.heading === undefined) {
              const err91 = {
                instancePath: instancePath + "/products/subscription",
                schemaPath: "#/properties/products/properties/subscription/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err91];
              } else {
                vErrors.push(err91);
              }
              errors++;
            }
            for (const key5 in data29) {
              if (!(key5 === "heading" || key5 === "paragraph" || key5 === "link")) {
                const err92 = {
                  instancePath: instancePath + "/products/subscription",
                  schemaPath: "#/properties/products/properties/subscription/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key5 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err92];
                } else {
                  vErrors.push(err92);
                }
                errors++;
              }
            }
            if (data29.heading !== undefined) {
              let data30 = data29.heading;
              if (typeof data30 !== "string") {
                const err93 = {
                  instancePath: instancePath + "/products/subscription/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err93];
                } else {
                  vErrors.push(err93);
                }
                errors++;
              }
              if (typeof data30 === "string") {
                if (func1(data30) > 120) {
                  const err94 = {
                    instancePath: instancePath + "/products/subscription/heading",
                    schemaPath: "#/properties/products/properties/subscription/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err94];
                  } else {
                    vErrors.push(err94);
                  }
                  errors++;
                }
                if (func1(data30) < 1) {
                  const err95 = {
                    instancePath: instancePath + "/products/subscription/heading",
                    schemaPath: "#/properties/products/properties/subscription/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err95];
                  } else {
                    vErrors.push(err95);
                  }
                  errors++;
                }
              }
            }
            if (data29.paragraph !== undefined) {
              if (typeof data29.paragraph !== "string") {
                const err96 = {
                  instancePath: instancePath + "/products/subscription/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
            }
            if (data29.link !== undefined) {
              if (
                !validate2(data29.link, {
                  instancePath: instancePath + "/products/subscription/link",
                  parentData: data29,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err97 = {
              instancePath: instancePath + "/products/subscription",
              schemaPath: "#/properties/products/properties/subscription/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        if (data28.loan !== undefined) {
          let data33 = data28.loan;
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.heading === undefined) {
              const err98 = {
                instancePath: instancePath + "/products/loan",
                schemaPath: "#/properties/products/properties/loan/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
            for (const key6 in data33) {
              if (!(key6 === "heading" || key6 === "paragraph" || key6 === "link")) {
                const err99 = {
                  instancePath: instancePath + "/products/loan",
                  schemaPath: "#/properties/products/properties/loan/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key6 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err99];
                } else {
                  vErrors.push(err99);
                }
                errors++;
              }
            }
            if (data33.heading !== undefined) {
              let data34 = data33.heading;
              if (typeof data34 !== "string") {
                const err100 = {
                  instancePath: instancePath + "/products/loan/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
              if (typeof data34 === "string") {
                if (func1(data34) > 120) {
                  const err101 = {
                    instancePath: instancePath + "/products/loan/heading",
                    schemaPath: "#/properties/products/properties/loan/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err101];
                  } else {
                    vErrors.push(err101);
                  }
                  errors++;
                }
                if (func1(data34) < 1) {
                  const err102 = {
                    instancePath: instancePath + "/products/loan/heading",
                    schemaPath: "#/properties/products/properties/loan/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err102];
                  } else {
                    vErrors.push(err102);
                  }
                  errors++;
                }
              }
            }
            if (data33.paragraph !== undefined) {
              if (typeof data33.paragraph !== "string") {
                const err103 = {
                  instancePath: instancePath + "/products/loan/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            }
            if (data33.link !== undefined) {
              if (
                !validate2(data33.link, {
                  instancePath: instancePath + "/products/loan/link",
                  parentData: data33,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err104 = {
              instancePath: instancePath + "/products/loan",
              schemaPath: "#/properties/products/properties/loan/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err104];
            } else {
              vErrors.push(err104);
            }
            errors++;
          }
        }
        if (data28.full_service !== undefined) {
          let data37 = data28.full_service;
          if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
            if (data37.heading === undefined) {
              const err105 = {
                instancePath: instancePath + "/products/full_service",
                schemaPath: "#/properties/products/properties/full_service/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err105];
              } else {
                vErrors.push(err105);
              }
              errors++;
            }
            for (const key7 in data37) {
              if (!(key7 === "heading" || key7 === "paragraph" || key7 === "link")) {
                const err106 = {
                  instancePath: instancePath + "/products/full_service",
                  schemaPath: "#/properties/products/properties/full_service/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key7 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
              }
            }
            if (data37.heading !== undefined) {
              let data38 = data37.heading;
              if (typeof data38 !== "string") {
                const err107 = {
                  instancePath: instancePath + "/products/full_service/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err107];
                } else {
                  vErrors.push(err107);
                }
                errors++;
              }
              if (typeof data38 === "string") {
                if (func1(data38) > 120) {
                  const err108 = {
                    instancePath: instancePath + "/products/full_service/heading",
                    schemaPath: "#/properties/products/properties/full_service/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err108];
                  } else {
                    vErrors.push(err108);
                  }
                  errors++;
                }
                if (func1(data38) < 1) {
                  const err109 = {
                    instancePath: instancePath + "/products/full_service/heading",
                    schemaPath: "#/properties/products/properties/full_service/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
              }
            }
            if (data37.paragraph !== undefined) {
              if (typeof data37.paragraph !== "string") {
                const err110 = {
                  instancePath: instancePath + "/products/full_service/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err110];
                } else {
                  vErrors.push(err110);
                }
                errors++;
              }
            }
            if (data37.link !== undefined) {
              if (
                !validate2(data37.link, {
                  instancePath: instancePath + "/products/full_service/link",
                  parentData: data37,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err111 = {
              instancePath: instancePath + "/products/full_service",
              schemaPath: "#/properties/products/properties/full_service/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err111];
            } else {
              vErrors.push(err111);
            }
            errors++;
          }
        }
        if (data28.leasing_to_go !== undefined) {
          let data41 = data28.leasing_to_go;
          if (data41 && typeof data41 == "object" && !Array.isArray(data41)) {
            if (data41.heading === undefined) {
              const err112 = {
                instancePath: instancePath + "/products/leasing_to_go",
                schemaPath: "#/properties/products/properties/leasing_to_go/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err112];
              } else {
                vErrors.push(err112);
              }
              errors++;
            }
            for (const key8 in data41) {
              if (!(key8 === "heading" || key8 === "paragraph" || key8 === "link")) {
                const err113 = {
                  instancePath: instancePath + "/products/leasing_to_go",
                  schemaPath: "#/properties/products/properties/leasing_to_go/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key8 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err113];
                } else {
                  vErrors.push(err113);
                }
                errors++;
              }
            }
            if (data41.heading !== undefined) {
              let data42 = data41.heading;
              if (typeof data42 !== "string") {
                const err114 = {
                  instancePath: instancePath + "/products/leasing_to_go/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err114];
                } else {
                  vErrors.push(err114);
                }
                errors++;
              }
              if (typeof data42 === "string") {
                if (func1(data42) > 120) {
                  const err115 = {
                    instancePath: instancePath + "/products/leasing_to_go/heading",
                    schemaPath: "#/properties/products/properties/leasing_to_go/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err115];
                  } else {
                    vErrors.push(err115);
                  }
                  errors++;
                }
                if (func1(data42) < 1) {
                  const err116 = {
                    instancePath: instancePath + "/products/leasing_to_go/heading",
                    schemaPath: "#/properties/products/properties/leasing_to_go/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err116];
                  } else {
                    vErrors.push(err116);
                  }
                  errors++;
                }
              }
            }
            if (data41.paragraph !== undefined) {
              if (typeof data41.paragraph !== "string") {
                const err117 = {
                  instancePath: instancePath + "/products/leasing_to_go/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err117];
                } else {
                  vErrors.push(err117);
                }
                errors++;
              }
            }
            if (data41.link !== undefined) {
              if (
                !validate2(data41.link, {
                  instancePath: instancePath + "/products/leasing_to_go/link",
                  parentData: data41,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err118 = {
              instancePath: instancePath + "/products/leasing_to_go",
              schemaPath: "#/properties/products/properties/leasing_to_go/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
      } else {
        const err119 = {
          instancePath: instancePath + "/products",
          schemaPath: "#/properties/products/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err119];
        } else {
          vErrors.push(err119);
        }
        errors++;
      }
    }
    if (data.box_color !== undefined) {
      let data45 = data.box_color;
      if (!(
        data45 === "light-theme" ||
        data45 === "grey-theme" ||
        data45 === "dark-theme" ||
        data45 === "black-theme"
      )) {
        const err120 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
          keyword: "enum",
          params: { allowedValues: schema41.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err120];
        } else {
          vErrors.push(err120);
        }
        errors++;
      }
    }
    if (data.padding !== undefined) {
      let data46 = data.padding;
      if (!(data46 === "normal" || data46 === "top-space-0" || data46 === "bottom-space-0" || data46 === "y-space-0")) {
        const err121 = {
          instancePath: instancePath + "/padding",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
          keyword: "enum",
          params: { allowedValues: schema42.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err121];
        } else {
          vErrors.push(err121);
        }
        errors++;
      }
    }
    if (data.dc_strategy !== undefined) {
      let data47 = data.dc_strategy;
      if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
        if (data47.key === undefined) {
          const err122 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err122];
          } else {
            vErrors.push(err122);
          }
          errors++;
        }
        if (data47.value === undefined) {
          const err123 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err123];
          } else {
            vErrors.push(err123);
          }
          errors++;
        }
        for (const key9 in data47) {
          if (!(key9 === "key" || key9 === "value" || key9 === "name" || key9 === "fallback")) {
            const err124 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key9 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        }
        if (data47.key !== undefined) {
          let data48 = data47.key;
          if (!(
            data48 === "url_brands" ||
            data48 === "mena_offers" ||
            data48 === "reffine_sl" ||
            data48 === "mena_external_sl"
          )) {
            const err125 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema43.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err125];
            } else {
              vErrors.push(err125);
            }
            errors++;
          }
        }
        if (data47.value !== undefined) {
          let data49 = data47.value;
          if (typeof data49 === "string") {
            if (func1(data49) > 500) {
              const err126 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err126];
              } else {
                vErrors.push(err126);
              }
              errors++;
            }
          } else {
            const err127 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err127];
            } else {
              vErrors.push(err127);
            }
            errors++;
          }
        }
        if (data47.name !== undefined) {
          let data50 = data47.name;
          if (typeof data50 === "string") {
            if (func1(data50) > 120) {
              const err128 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err128];
              } else {
                vErrors.push(err128);
              }
              errors++;
            }
          } else {
            const err129 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err129];
            } else {
              vErrors.push(err129);
            }
            errors++;
          }
        }
        if (data47.fallback !== undefined) {
          if (typeof data47.fallback !== "boolean") {
            const err130 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err130];
            } else {
              vErrors.push(err130);
            }
            errors++;
          }
        }
      } else {
        const err131 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err131];
        } else {
          vErrors.push(err131);
        }
        errors++;
      }
    }
    if (data.offer_schedule !== undefined) {
      if (
        !validate7(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err132 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err132];
    } else {
      vErrors.push(err132);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
