// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/racing-results",
  title: "Racing results",
  description:
    "The classification of one race of the season, chosen from the five results files: position, driver, team, time and points, with the brand's own team highlighted.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Racing results",
    short_description: "A race's results table",
    group: "Content",
    priority: 95,
    thumbnail: "racing-results.svg",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      title: "Section heading",
      description: "Empty: the race's name.",
      maxLength: 150,
      default: "",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    header_size: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size", default: "l" },
    url: {
      title: "Results file",
      enum: [
        "results/2026-round-1-mexico-city.json",
        "results/2026-round-2-diriyah.json",
        "results/2026-round-3-monaco.json",
        "results/2026-round-4-berlin.json",
        "results/2026-round-5-london.json",
      ],
      "x-enum-labels": [
        "Round 1: Mexico City E-Prix",
        "Round 2: Diriyah E-Prix",
        "Round 3: Monaco E-Prix",
        "Round 4: Berlin E-Prix",
        "Round 5: London E-Prix",
      ],
      default: "results/2026-round-1-mexico-city.json",
    },
    limit: {
      title: "Rows shown",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
      type: "integer",
      minimum: 1,
      maximum: 24,
      default: 10,
    },
    show_points: { title: "Show points", $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", default: true },
    highlight_team: {
      title: "Highlighted team",
      description: "Rows of this team stand out, e.g. the brand's own.",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      maxLength: 80,
      default: "Forecourt Racing",
    },
    "rdx-link": { $ref: "https://forecourt.dev/schemas/fields#/$defs/rdx_link" },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "black-theme" },
    padding: { $ref: "https://forecourt.dev/schemas/fields#/$defs/padding", default: "normal" },
    dc_strategy: { $ref: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy" },
    offer_schedule: { $ref: "https://forecourt.dev/schemas/fields#/$defs/offer_schedule" },
  },
  required: ["id"],
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
  title: "Heading level",
  enum: [1, 2, 3, 4, 5, 6],
  "x-enum-labels": ["H1", "H2", "H3", "H4", "H5", "H6"],
};
const schema6 = {
  title: "Heading size",
  enum: ["xs", "s", "m", "l", "xl", "title"],
  "x-enum-labels": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
};
const schema7 = { type: "number", "x-field": "number" };
const schema8 = { type: "boolean", "x-field": "bool" };
const schema9 = { type: "string", "x-field": "string" };
const schema16 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema17 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema18 = {
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
const schema10 = {
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
const schema11 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema12 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema13 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema14 = {
  title: "Style",
  enum: ["primary", "secondary", "tertiary"],
  "x-enum-labels": ["Primary", "Secondary", "Tertiary"],
};
const schema15 = {
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
    if (data.url === undefined) {
      data.url = "";
    }
    if (data.type === undefined) {
      data.type = "internal";
    }
    if (data.target === undefined) {
      data.target = "_self";
    }
    if (data.link_text === undefined) {
      data.link_text = "";
    }
    if (data.icon === undefined) {
      data.icon = "";
    }
    if (data.ui_type === undefined) {
      data.ui_type = "primary";
    }
    if (data.size === undefined) {
      data.size = "medium";
    }
    if (data.rdx_forms_form_id === undefined) {
      data.rdx_forms_form_id = "";
    }
    if (data.form_layout === undefined) {
      data.form_layout = "single";
    }
    for (const key0 in data) {
      if (!func0.call(schema10.properties, key0)) {
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
    let data1 = data.type;
    if (!(data1 === "internal" || data1 === "external" || data1 === "form" || data1 === "file")) {
      const err4 = {
        instancePath: instancePath + "/type",
        schemaPath: "#/properties/type/enum",
        keyword: "enum",
        params: { allowedValues: schema10.properties.type.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    let data2 = data.target;
    if (!(data2 === "_self" || data2 === "_blank")) {
      const err5 = {
        instancePath: instancePath + "/target",
        schemaPath: "#/$defs/target/enum",
        keyword: "enum",
        params: { allowedValues: schema12.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
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
    let data5 = data.ui_type;
    if (!(data5 === "primary" || data5 === "secondary" || data5 === "tertiary")) {
      const err9 = {
        instancePath: instancePath + "/ui_type",
        schemaPath: "#/$defs/ui_type/enum",
        keyword: "enum",
        params: { allowedValues: schema14.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    let data6 = data.size;
    if (!(data6 === "medium" || data6 === "small")) {
      const err10 = {
        instancePath: instancePath + "/size",
        schemaPath: "#/$defs/button_size/enum",
        keyword: "enum",
        params: { allowedValues: schema15.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
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
    let data12 = data.form_layout;
    if (!(data12 === "single" || data12 === "double")) {
      const err21 = {
        instancePath: instancePath + "/form_layout",
        schemaPath: "#/properties/form_layout/enum",
        keyword: "enum",
        params: { allowedValues: schema10.properties.form_layout.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
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
const schema19 = {
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
const schema20 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate4.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/racing-results" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.header_size === undefined) {
      data.header_size = "l";
    }
    if (data.url === undefined) {
      data.url = "results/2026-round-1-mexico-city.json";
    }
    if (data.limit === undefined) {
      data.limit = 10;
    }
    if (data.show_points === undefined) {
      data.show_points = true;
    }
    if (data.highlight_team === undefined) {
      data.highlight_team = "Forecourt Racing";
    }
    if (data.box_color === undefined) {
      data.box_color = "black-theme";
    }
    if (data.padding === undefined) {
      data.padding = "normal";
    }
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
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err1 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err2 = {
            instancePath: instancePath + "/id",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
          instancePath: instancePath + "/id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/type",
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
    let data1 = data.block_scroll_id;
    if (typeof data1 === "string") {
      if (!pattern0.test(data1)) {
        const err4 = {
          instancePath: instancePath + "/block_scroll_id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[A-Za-z][A-Za-z0-9_-]*$" },
          message: 'must match pattern "' + "^$|^[A-Za-z][A-Za-z0-9_-]*$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    } else {
      const err5 = {
        instancePath: instancePath + "/block_scroll_id",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    let data2 = data.heading;
    if (typeof data2 !== "string") {
      const err6 = {
        instancePath: instancePath + "/heading",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
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
    if (typeof data2 === "string") {
      if (func1(data2) > 150) {
        const err7 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/maxLength",
          keyword: "maxLength",
          params: { limit: 150 },
          message: "must NOT have more than 150 characters",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    let data3 = data.header_tag;
    if (!(data3 === 1 || data3 === 2 || data3 === 3 || data3 === 4 || data3 === 5 || data3 === 6)) {
      const err8 = {
        instancePath: instancePath + "/header_tag",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
        keyword: "enum",
        params: { allowedValues: schema5.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    let data4 = data.header_size;
    if (!(data4 === "xs" || data4 === "s" || data4 === "m" || data4 === "l" || data4 === "xl" || data4 === "title")) {
      const err9 = {
        instancePath: instancePath + "/header_size",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_size/enum",
        keyword: "enum",
        params: { allowedValues: schema6.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    let data5 = data.url;
    if (!(
      data5 === "results/2026-round-1-mexico-city.json" ||
      data5 === "results/2026-round-2-diriyah.json" ||
      data5 === "results/2026-round-3-monaco.json" ||
      data5 === "results/2026-round-4-berlin.json" ||
      data5 === "results/2026-round-5-london.json"
    )) {
      const err10 = {
        instancePath: instancePath + "/url",
        schemaPath: "#/properties/url/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.url.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    let data6 = data.limit;
    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
      const err11 = {
        instancePath: instancePath + "/limit",
        schemaPath: "#/properties/limit/type",
        keyword: "type",
        params: { type: "integer" },
        message: "must be integer",
      };
      if (vErrors === null) {
        vErrors = [err11];
      } else {
        vErrors.push(err11);
      }
      errors++;
    }
    if (!(typeof data6 == "number" && isFinite(data6))) {
      const err12 = {
        instancePath: instancePath + "/limit",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
        keyword: "type",
        params: { type: "number" },
        message: "must be number",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (typeof data6 == "number" && isFinite(data6)) {
      if (data6 > 24 || isNaN(data6)) {
        const err13 = {
          instancePath: instancePath + "/limit",
          schemaPath: "#/properties/limit/maximum",
          keyword: "maximum",
          params: { comparison: "<=", limit: 24 },
          message: "must be <= 24",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data6 < 1 || isNaN(data6)) {
        const err14 = {
          instancePath: instancePath + "/limit",
          schemaPath: "#/properties/limit/minimum",
          keyword: "minimum",
          params: { comparison: ">=", limit: 1 },
          message: "must be >= 1",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (typeof data.show_points !== "boolean") {
      const err15 = {
        instancePath: instancePath + "/show_points",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
        keyword: "type",
        params: { type: "boolean" },
        message: "must be boolean",
      };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    let data8 = data.highlight_team;
    if (typeof data8 !== "string") {
      const err16 = {
        instancePath: instancePath + "/highlight_team",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (typeof data8 === "string") {
      if (func1(data8) > 80) {
        const err17 = {
          instancePath: instancePath + "/highlight_team",
          schemaPath: "#/properties/highlight_team/maxLength",
          keyword: "maxLength",
          params: { limit: 80 },
          message: "must NOT have more than 80 characters",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data["rdx-link"] !== undefined) {
      if (
        !validate2(data["rdx-link"], {
          instancePath: instancePath + "/rdx-link",
          parentData: data,
          parentDataProperty: "rdx-link",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
    let data10 = data.box_color;
    if (!(data10 === "light-theme" || data10 === "grey-theme" || data10 === "dark-theme" || data10 === "black-theme")) {
      const err18 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema16.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    let data11 = data.padding;
    if (!(data11 === "normal" || data11 === "top-space-0" || data11 === "bottom-space-0" || data11 === "y-space-0")) {
      const err19 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema17.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data12 = data.dc_strategy;
      if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
        if (data12.key === undefined) {
          const err20 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data12.value === undefined) {
          const err21 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        for (const key1 in data12) {
          if (!(key1 === "key" || key1 === "value" || key1 === "name" || key1 === "fallback")) {
            const err22 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data12.key !== undefined) {
          let data13 = data12.key;
          if (!(
            data13 === "url_brands" ||
            data13 === "mena_offers" ||
            data13 === "reffine_sl" ||
            data13 === "mena_external_sl"
          )) {
            const err23 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema18.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err23];
            } else {
              vErrors.push(err23);
            }
            errors++;
          }
        }
        if (data12.value !== undefined) {
          let data14 = data12.value;
          if (typeof data14 === "string") {
            if (func1(data14) > 500) {
              const err24 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err24];
              } else {
                vErrors.push(err24);
              }
              errors++;
            }
          } else {
            const err25 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
        }
        if (data12.name !== undefined) {
          let data15 = data12.name;
          if (typeof data15 === "string") {
            if (func1(data15) > 120) {
              const err26 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
          } else {
            const err27 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
        if (data12.fallback !== undefined) {
          if (typeof data12.fallback !== "boolean") {
            const err28 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.offer_schedule !== undefined) {
      if (
        !validate4(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err30 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
