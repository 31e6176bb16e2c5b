// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/map-update",
  title: "Map update",
  description:
    "A vehicle map download in steps: an introduction, the owner's VIN (checked against an uploaded list of eligible vehicles), then the download and how to install it.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Map update",
    short_description: "Map download for eligible VINs, in steps",
    group: "Quizzes",
    priority: 90,
    thumbnail: "map-update.svg",
    interactive: true,
    hydrate: "visible",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      minLength: 1,
      maxLength: 120,
      default: "Update your navigation maps",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    intro_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
      title: "Introduction",
      default:
        "<p>New maps are released twice a year. Check that your vehicle can use them, then download the update to a USB stick.</p>",
    },
    start_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Start button",
      minLength: 1,
      maxLength: 40,
      default: "Get started",
    },
    vin_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "VIN step heading",
      minLength: 1,
      maxLength: 120,
      default: "Enter your VIN",
    },
    vin_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "VIN input label",
      minLength: 1,
      maxLength: 120,
      default: "Vehicle identification number (VIN)",
    },
    vin_hint: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "VIN hint",
      minLength: 0,
      maxLength: 200,
      default: "17 characters, on your registration document and at the base of the windscreen.",
    },
    vin_button: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "VIN button",
      minLength: 1,
      maxLength: 40,
      default: "Continue",
    },
    vin_error: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "VIN error",
      minLength: 1,
      maxLength: 200,
      default: "VIN not recognised. Please check you have entered your VIN correctly or try again later.",
      description: "Shown when the VIN is not well-formed, not in the list, or the check could not be made.",
    },
    download_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Download step heading",
      minLength: 1,
      maxLength: 120,
      default: "Your map update is ready",
    },
    download_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
      title: "Download step text",
      default:
        "<p>Download the update, copy it to an empty USB stick (FAT32, 32 GB or more), insert it in the vehicle with the engine running and follow the instructions on the touchscreen.</p>",
    },
    download_link: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button",
      title: "Download link",
      default: {
        type: "external",
        url: "https://maps.example.com/downloads/latest",
        link_text: "Download the map update",
        target: "_blank",
      },
    },
    vin_shown_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "VIN shown label",
      minLength: 1,
      maxLength: 40,
      default: "VIN ending",
    },
    back_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Back button",
      minLength: 1,
      maxLength: 40,
      default: "Back",
    },
    restart_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Start again button",
      minLength: 1,
      maxLength: 40,
      default: "Start again",
    },
    list: {
      title: "VIN list",
      description: "The key of the uploaded VIN list this block checks against (/admin/vins).",
      type: "string",
      minLength: 1,
      maxLength: 60,
      pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      default: "map-update",
    },
    check_digit: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Require the VIN check digit",
      description: "On for markets whose VINs carry a check digit in the ninth character (North America).",
      default: false,
    },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
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
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema7 = { type: "string", "x-field": "string" };
const schema24 = { type: "boolean", "x-field": "bool" };
const schema25 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema26 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema27 = {
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
const pattern3 = new RegExp("^[a-z0-9]+(?:-[a-z0-9]+)*$", "u");
const schema15 = {
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
const schema16 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema17 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema18 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema19 = {
  title: "Style",
  enum: ["primary", "secondary", "tertiary"],
  "x-enum-labels": ["Primary", "Secondary", "Tertiary"],
};
const schema20 = {
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
      if (!func0.call(schema15.properties, key0)) {
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
        params: { allowedValues: schema15.properties.type.enum },
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
        params: { allowedValues: schema17.enum },
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
        params: { allowedValues: schema19.enum },
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
        params: { allowedValues: schema20.enum },
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
        params: { allowedValues: schema15.properties.form_layout.enum },
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
const schema28 = {
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
const schema29 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern4 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
        if (!pattern4.test(data0)) {
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
        if (!pattern4.test(data1)) {
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
  /*# sourceURL="https://forecourt.dev/blocks/map-update" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "Update your navigation maps";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.intro_text === undefined) {
      data.intro_text =
        "<p>New maps are released twice a year. Check that your vehicle can use them, then download the update to a USB stick.</p>";
    }
    if (data.start_label === undefined) {
      data.start_label = "Get started";
    }
    if (data.vin_heading === undefined) {
      data.vin_heading = "Enter your VIN";
    }
    if (data.vin_label === undefined) {
      data.vin_label = "Vehicle identification number (VIN)";
    }
    if (data.vin_hint === undefined) {
      data.vin_hint = "17 characters, on your registration document and at the base of the windscreen.";
    }
    if (data.vin_button === undefined) {
      data.vin_button = "Continue";
    }
    if (data.vin_error === undefined) {
      data.vin_error = "VIN not recognised. Please check you have entered your VIN correctly or try again later.";
    }
    if (data.download_heading === undefined) {
      data.download_heading = "Your map update is ready";
    }
    if (data.download_text === undefined) {
      data.download_text =
        "<p>Download the update, copy it to an empty USB stick (FAT32, 32 GB or more), insert it in the vehicle with the engine running and follow the instructions on the touchscreen.</p>";
    }
    if (data.download_link === undefined) {
      data.download_link = {
        type: "external",
        url: "https://maps.example.com/downloads/latest",
        link_text: "Download the map update",
        target: "_blank",
      };
    }
    if (data.vin_shown_label === undefined) {
      data.vin_shown_label = "VIN ending";
    }
    if (data.back_label === undefined) {
      data.back_label = "Back";
    }
    if (data.restart_label === undefined) {
      data.restart_label = "Start again";
    }
    if (data.list === undefined) {
      data.list = "map-update";
    }
    if (data.check_digit === undefined) {
      data.check_digit = false;
    }
    if (data.box_color === undefined) {
      data.box_color = "light-theme";
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
      if (func1(data2) > 120) {
        const err7 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (func1(data2) < 1) {
        const err8 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    let data3 = data.header_tag;
    if (!(data3 === 1 || data3 === 2 || data3 === 3 || data3 === 4 || data3 === 5 || data3 === 6)) {
      const err9 = {
        instancePath: instancePath + "/header_tag",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
        keyword: "enum",
        params: { allowedValues: schema5.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    if (typeof data.intro_text !== "string") {
      const err10 = {
        instancePath: instancePath + "/intro_text",
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
    let data5 = data.start_label;
    if (typeof data5 !== "string") {
      const err11 = {
        instancePath: instancePath + "/start_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
    if (typeof data5 === "string") {
      if (func1(data5) > 40) {
        const err12 = {
          instancePath: instancePath + "/start_label",
          schemaPath: "#/properties/start_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (func1(data5) < 1) {
        const err13 = {
          instancePath: instancePath + "/start_label",
          schemaPath: "#/properties/start_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    let data6 = data.vin_heading;
    if (typeof data6 !== "string") {
      const err14 = {
        instancePath: instancePath + "/vin_heading",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (typeof data6 === "string") {
      if (func1(data6) > 120) {
        const err15 = {
          instancePath: instancePath + "/vin_heading",
          schemaPath: "#/properties/vin_heading/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (func1(data6) < 1) {
        const err16 = {
          instancePath: instancePath + "/vin_heading",
          schemaPath: "#/properties/vin_heading/minLength",
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
    }
    let data7 = data.vin_label;
    if (typeof data7 !== "string") {
      const err17 = {
        instancePath: instancePath + "/vin_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
    if (typeof data7 === "string") {
      if (func1(data7) > 120) {
        const err18 = {
          instancePath: instancePath + "/vin_label",
          schemaPath: "#/properties/vin_label/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (func1(data7) < 1) {
        const err19 = {
          instancePath: instancePath + "/vin_label",
          schemaPath: "#/properties/vin_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    let data8 = data.vin_hint;
    if (typeof data8 !== "string") {
      const err20 = {
        instancePath: instancePath + "/vin_hint",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    if (typeof data8 === "string") {
      if (func1(data8) > 200) {
        const err21 = {
          instancePath: instancePath + "/vin_hint",
          schemaPath: "#/properties/vin_hint/maxLength",
          keyword: "maxLength",
          params: { limit: 200 },
          message: "must NOT have more than 200 characters",
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (func1(data8) < 0) {
        const err22 = {
          instancePath: instancePath + "/vin_hint",
          schemaPath: "#/properties/vin_hint/minLength",
          keyword: "minLength",
          params: { limit: 0 },
          message: "must NOT have fewer than 0 characters",
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    let data9 = data.vin_button;
    if (typeof data9 !== "string") {
      const err23 = {
        instancePath: instancePath + "/vin_button",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err23];
      } else {
        vErrors.push(err23);
      }
      errors++;
    }
    if (typeof data9 === "string") {
      if (func1(data9) > 40) {
        const err24 = {
          instancePath: instancePath + "/vin_button",
          schemaPath: "#/properties/vin_button/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (func1(data9) < 1) {
        const err25 = {
          instancePath: instancePath + "/vin_button",
          schemaPath: "#/properties/vin_button/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    let data10 = data.vin_error;
    if (typeof data10 !== "string") {
      const err26 = {
        instancePath: instancePath + "/vin_error",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (typeof data10 === "string") {
      if (func1(data10) > 200) {
        const err27 = {
          instancePath: instancePath + "/vin_error",
          schemaPath: "#/properties/vin_error/maxLength",
          keyword: "maxLength",
          params: { limit: 200 },
          message: "must NOT have more than 200 characters",
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      if (func1(data10) < 1) {
        const err28 = {
          instancePath: instancePath + "/vin_error",
          schemaPath: "#/properties/vin_error/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    let data11 = data.download_heading;
    if (typeof data11 !== "string") {
      const err29 = {
        instancePath: instancePath + "/download_heading",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err29];
      } else {
        vErrors.push(err29);
      }
      errors++;
    }
    if (typeof data11 === "string") {
      if (func1(data11) > 120) {
        const err30 = {
          instancePath: instancePath + "/download_heading",
          schemaPath: "#/properties/download_heading/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
      if (func1(data11) < 1) {
        const err31 = {
          instancePath: instancePath + "/download_heading",
          schemaPath: "#/properties/download_heading/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (typeof data.download_text !== "string") {
      const err32 = {
        instancePath: instancePath + "/download_text",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err32];
      } else {
        vErrors.push(err32);
      }
      errors++;
    }
    if (
      !validate2(data.download_link, {
        instancePath: instancePath + "/download_link",
        parentData: data,
        parentDataProperty: "download_link",
        rootData,
      })
    ) {
      vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
      errors = vErrors.length;
    }
    let data14 = data.vin_shown_label;
    if (typeof data14 !== "string") {
      const err33 = {
        instancePath: instancePath + "/vin_shown_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err33];
      } else {
        vErrors.push(err33);
      }
      errors++;
    }
    if (typeof data14 === "string") {
      if (func1(data14) > 40) {
        const err34 = {
          instancePath: instancePath + "/vin_shown_label",
          schemaPath: "#/properties/vin_shown_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (func1(data14) < 1) {
        const err35 = {
          instancePath: instancePath + "/vin_shown_label",
          schemaPath: "#/properties/vin_shown_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    let data15 = data.back_label;
    if (typeof data15 !== "string") {
      const err36 = {
        instancePath: instancePath + "/back_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err36];
      } else {
        vErrors.push(err36);
      }
      errors++;
    }
    if (typeof data15 === "string") {
      if (func1(data15) > 40) {
        const err37 = {
          instancePath: instancePath + "/back_label",
          schemaPath: "#/properties/back_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      if (func1(data15) < 1) {
        const err38 = {
          instancePath: instancePath + "/back_label",
          schemaPath: "#/properties/back_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err38];
        } else {
          vErrors.push(err38);
        }
        errors++;
      }
    }
    let data16 = data.restart_label;
    if (typeof data16 !== "string") {
      const err39 = {
        instancePath: instancePath + "/restart_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err39];
      } else {
        vErrors.push(err39);
      }
      errors++;
    }
    if (typeof data16 === "string") {
      if (func1(data16) > 40) {
        const err40 = {
          instancePath: instancePath + "/restart_label",
          schemaPath: "#/properties/restart_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (func1(data16) < 1) {
        const err41 = {
          instancePath: instancePath + "/restart_label",
          schemaPath: "#/properties/restart_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err41];
        } else {
          vErrors.push(err41);
        }
        errors++;
      }
    }
    let data17 = data.list;
    if (typeof data17 === "string") {
      if (func1(data17) > 60) {
        const err42 = {
          instancePath: instancePath + "/list",
          schemaPath: "#/properties/list/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (func1(data17) < 1) {
        const err43 = {
          instancePath: instancePath + "/list",
          schemaPath: "#/properties/list/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
      if (!pattern3.test(data17)) {
        const err44 = {
          instancePath: instancePath + "/list",
          schemaPath: "#/properties/list/pattern",
          keyword: "pattern",
          params: { pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$" },
          message: 'must match pattern "' + "^[a-z0-9]+(?:-[a-z0-9]+)*$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    } else {
      const err45 = {
        instancePath: instancePath + "/list",
        schemaPath: "#/properties/list/type",
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
    if (typeof data.check_digit !== "boolean") {
      const err46 = {
        instancePath: instancePath + "/check_digit",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
        keyword: "type",
        params: { type: "boolean" },
        message: "must be boolean",
      };
      if (vErrors === null) {
        vErrors = [err46];
      } else {
        vErrors.push(err46);
      }
      errors++;
    }
    let data19 = data.box_color;
    if (!(data19 === "light-theme" || data19 === "grey-theme" || data19 === "dark-theme" || data19 === "black-theme")) {
      const err47 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema25.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err47];
      } else {
        vErrors.push(err47);
      }
      errors++;
    }
    let data20 = data.padding;
    if (!(data20 === "normal" || data20 === "top-space-0" || data20 === "bottom-space-0" || data20 === "y-space-0")) {
      const err48 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema26.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err48];
      } else {
        vErrors.push(err48);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data21 = data.dc_strategy;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        if (data21.key === undefined) {
          const err49 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (data21.value === undefined) {
          const err50 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
        for (const key1 in data21) {
          if (!(key1 === "key" || key1 === "value" || key1 === "name" || key1 === "fallback")) {
            const err51 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
        }
        if (data21.key !== undefined) {
          let data22 = data21.key;
          if (!(
            data22 === "url_brands" ||
            data22 === "mena_offers" ||
            data22 === "reffine_sl" ||
            data22 === "mena_external_sl"
          )) {
            const err52 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema27.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data21.value !== undefined) {
          let data23 = data21.value;
          if (typeof data23 === "string") {
            if (func1(data23) > 500) {
              const err53 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          } else {
            const err54 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err54];
            } else {
              vErrors.push(err54);
            }
            errors++;
          }
        }
        if (data21.name !== undefined) {
          let data24 = data21.name;
          if (typeof data24 === "string") {
            if (func1(data24) > 120) {
              const err55 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err55];
              } else {
                vErrors.push(err55);
              }
              errors++;
            }
          } else {
            const err56 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data21.fallback !== undefined) {
          if (typeof data21.fallback !== "boolean") {
            const err57 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        }
      } else {
        const err58 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
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
    const err59 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err59];
    } else {
      vErrors.push(err59);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
