// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/form",
  title: "Form",
  description:
    "A published form (made in the forms admin) placed on the page: visitors fill it in and send a lead. One or two columns, the button's place and style, prefill from the page's query parameters, hidden field values for a form shown in a modal.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    shared_ui: ["form"],
    name: "Form",
    short_description: "A lead form from the forms admin",
    group: "Forms",
    priority: 15,
    thumbnail: "form.svg",
    interactive: true,
    hydrate: "visible",
    data: "form",
  },
  required: ["id", "form_id"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    form_id: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Form id",
      description: "The id of a published form (the forms admin shows it).",
      maxLength: 64,
      pattern: "^$|^[A-Za-z0-9-]{1,64}$",
      default: "",
    },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
    button_position: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment",
      title: "Button position",
      default: "left",
    },
    button_color: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/button_style",
      title: "Button colour",
      default: "primary",
    },
    form_position: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment",
      title: "Form position",
      description: "Where the form sits in the page width.",
      default: "center",
    },
    has_two_columns: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Two columns", default: false },
    has_button_margin: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Space above the button",
      default: false,
    },
    modal_form: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Modal form",
      description:
        "The form is shown in a modal (e.g. inside a popup or a tab's modal): its hidden fields are prefilled from the mappings below. An inline form keeps its hidden fields' own values.",
      default: false,
    },
    form_hidden_field_mapping: {
      title: "Hidden field values",
      description: "Values for hidden fields of the form (modal forms only).",
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "value"],
        properties: {
          name: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Field", maxLength: 63 },
          value: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Value", maxLength: 500 },
        },
      },
      default: [],
    },
    form_params_mapping: {
      title: "Prefill from query parameters",
      description: "A query parameter of the page URL and the field it fills when it is not empty.",
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["param", "field"],
        properties: {
          param: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Parameter", maxLength: 63 },
          field: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Field", maxLength: 63 },
        },
      },
      default: [],
    },
    form_location_params_mapping: {
      title: "Prefill a location from query parameters",
      description:
        "A query parameter that names a location (e.g. a retailer code) and the field it fills, translated through the location mapping below when that has the value.",
      type: "array",
      maxItems: 10,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["param", "field"],
        properties: {
          param: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Parameter", maxLength: 63 },
          field: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Field", maxLength: 63 },
        },
      },
      default: [],
    },
    form_location_mapping: {
      title: "Location mapping",
      description:
        "A location parameter's value and what the field receives instead (e.g. a retailer code and the retailer's name in the form's list).",
      type: "array",
      maxItems: 200,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["from", "to"],
        properties: {
          from: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Parameter value",
            maxLength: 200,
          },
          to: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Field value", maxLength: 200 },
        },
      },
      default: [],
    },
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
const schema4 = { type: "string", "x-field": "string" };
const schema5 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema6 = { title: "Alignment", enum: ["left", "center", "right"], "x-enum-labels": ["Left", "Centre", "Right"] };
const schema7 = { title: "Button style", enum: ["primary", "secondary"], "x-enum-labels": ["Primary", "Secondary"] };
const schema9 = { type: "boolean", "x-field": "bool" };
const schema20 = {
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
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const schema21 = {
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
const schema22 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if (!pattern2.test(data0)) {
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
        if (!pattern2.test(data1)) {
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/form" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.form_id === undefined) {
      data.form_id = "";
    }
    if (data.box_color === undefined) {
      data.box_color = "light-theme";
    }
    if (data.button_position === undefined) {
      data.button_position = "left";
    }
    if (data.button_color === undefined) {
      data.button_color = "primary";
    }
    if (data.form_position === undefined) {
      data.form_position = "center";
    }
    if (data.has_two_columns === undefined) {
      data.has_two_columns = false;
    }
    if (data.has_button_margin === undefined) {
      data.has_button_margin = false;
    }
    if (data.modal_form === undefined) {
      data.modal_form = false;
    }
    if (data.form_hidden_field_mapping === undefined) {
      data.form_hidden_field_mapping = [];
    }
    if (data.form_params_mapping === undefined) {
      data.form_params_mapping = [];
    }
    if (data.form_location_params_mapping === undefined) {
      data.form_location_params_mapping = [];
    }
    if (data.form_location_mapping === undefined) {
      data.form_location_mapping = [];
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
    if (data.form_id === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "form_id" },
        message: "must have required property '" + "form_id" + "'",
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
    let data2 = data.form_id;
    if (typeof data2 !== "string") {
      const err7 = {
        instancePath: instancePath + "/form_id",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (func1(data2) > 64) {
        const err8 = {
          instancePath: instancePath + "/form_id",
          schemaPath: "#/properties/form_id/maxLength",
          keyword: "maxLength",
          params: { limit: 64 },
          message: "must NOT have more than 64 characters",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (!pattern1.test(data2)) {
        const err9 = {
          instancePath: instancePath + "/form_id",
          schemaPath: "#/properties/form_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[A-Za-z0-9-]{1,64}$" },
          message: 'must match pattern "' + "^$|^[A-Za-z0-9-]{1,64}$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    let data3 = data.box_color;
    if (!(data3 === "light-theme" || data3 === "grey-theme" || data3 === "dark-theme" || data3 === "black-theme")) {
      const err10 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema5.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    let data4 = data.button_position;
    if (!(data4 === "left" || data4 === "center" || data4 === "right")) {
      const err11 = {
        instancePath: instancePath + "/button_position",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment/enum",
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
    let data5 = data.button_color;
    if (!(data5 === "primary" || data5 === "secondary")) {
      const err12 = {
        instancePath: instancePath + "/button_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/button_style/enum",
        keyword: "enum",
        params: { allowedValues: schema7.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    let data6 = data.form_position;
    if (!(data6 === "left" || data6 === "center" || data6 === "right")) {
      const err13 = {
        instancePath: instancePath + "/form_position",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment/enum",
        keyword: "enum",
        params: { allowedValues: schema6.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (typeof data.has_two_columns !== "boolean") {
      const err14 = {
        instancePath: instancePath + "/has_two_columns",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
        keyword: "type",
        params: { type: "boolean" },
        message: "must be boolean",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (typeof data.has_button_margin !== "boolean") {
      const err15 = {
        instancePath: instancePath + "/has_button_margin",
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
    if (typeof data.modal_form !== "boolean") {
      const err16 = {
        instancePath: instancePath + "/modal_form",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
        keyword: "type",
        params: { type: "boolean" },
        message: "must be boolean",
      };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    let data10 = data.form_hidden_field_mapping;
    if (Array.isArray(data10)) {
      if (data10.length > 20) {
        const err17 = {
          instancePath: instancePath + "/form_hidden_field_mapping",
          schemaPath: "#/properties/form_hidden_field_mapping/maxItems",
          keyword: "maxItems",
          params: { limit: 20 },
          message: "must NOT have more than 20 items",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      const len0 = data10.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data11 = data10[i0];
        if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
          if (data11.name === undefined) {
            const err18 = {
              instancePath: instancePath + "/form_hidden_field_mapping/" + i0,
              schemaPath: "#/properties/form_hidden_field_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "name" },
              message: "must have required property '" + "name" + "'",
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
          if (data11.value === undefined) {
            const err19 = {
              instancePath: instancePath + "/form_hidden_field_mapping/" + i0,
              schemaPath: "#/properties/form_hidden_field_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "value" },
              message: "must have required property '" + "value" + "'",
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
          for (const key1 in data11) {
            if (!(key1 === "name" || key1 === "value")) {
              const err20 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i0,
                schemaPath: "#/properties/form_hidden_field_mapping/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key1 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          }
          if (data11.name !== undefined) {
            let data12 = data11.name;
            if (typeof data12 !== "string") {
              const err21 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i0 + "/name",
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
            if (typeof data12 === "string") {
              if (func1(data12) > 63) {
                const err22 = {
                  instancePath: instancePath + "/form_hidden_field_mapping/" + i0 + "/name",
                  schemaPath: "#/properties/form_hidden_field_mapping/items/properties/name/maxLength",
                  keyword: "maxLength",
                  params: { limit: 63 },
                  message: "must NOT have more than 63 characters",
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
            }
          }
          if (data11.value !== undefined) {
            let data13 = data11.value;
            if (typeof data13 !== "string") {
              const err23 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i0 + "/value",
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
            if (typeof data13 === "string") {
              if (func1(data13) > 500) {
                const err24 = {
                  instancePath: instancePath + "/form_hidden_field_mapping/" + i0 + "/value",
                  schemaPath: "#/properties/form_hidden_field_mapping/items/properties/value/maxLength",
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
            }
          }
        } else {
          const err25 = {
            instancePath: instancePath + "/form_hidden_field_mapping/" + i0,
            schemaPath: "#/properties/form_hidden_field_mapping/items/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    } else {
      const err26 = {
        instancePath: instancePath + "/form_hidden_field_mapping",
        schemaPath: "#/properties/form_hidden_field_mapping/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    let data14 = data.form_params_mapping;
    if (Array.isArray(data14)) {
      if (data14.length > 20) {
        const err27 = {
          instancePath: instancePath + "/form_params_mapping",
          schemaPath: "#/properties/form_params_mapping/maxItems",
          keyword: "maxItems",
          params: { limit: 20 },
          message: "must NOT have more than 20 items",
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
      const len1 = data14.length;
      for (let i1 = 0; i1 < len1; i1++) {
        let data15 = data14[i1];
        if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
          if (data15.param === undefined) {
            const err28 = {
              instancePath: instancePath + "/form_params_mapping/" + i1,
              schemaPath: "#/properties/form_params_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "param" },
              message: "must have required property '" + "param" + "'",
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
          if (data15.field === undefined) {
            const err29 = {
              instancePath: instancePath + "/form_params_mapping/" + i1,
              schemaPath: "#/properties/form_params_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "field" },
              message: "must have required property '" + "field" + "'",
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
          for (const key2 in data15) {
            if (!(key2 === "param" || key2 === "field")) {
              const err30 = {
                instancePath: instancePath + "/form_params_mapping/" + i1,
                schemaPath: "#/properties/form_params_mapping/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key2 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          }
          if (data15.param !== undefined) {
            let data16 = data15.param;
            if (typeof data16 !== "string") {
              const err31 = {
                instancePath: instancePath + "/form_params_mapping/" + i1 + "/param",
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
            if (typeof data16 === "string") {
              if (func1(data16) > 63) {
                const err32 = {
                  instancePath: instancePath + "/form_params_mapping/" + i1 + "/param",
                  schemaPath: "#/properties/form_params_mapping/items/properties/param/maxLength",
                  keyword: "maxLength",
                  params: { limit: 63 },
                  message: "must NOT have more than 63 characters",
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
          }
          if (data15.field !== undefined) {
            let data17 = data15.field;
            if (typeof data17 !== "string") {
              const err33 = {
                instancePath: instancePath + "/form_params_mapping/" + i1 + "/field",
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
            if (typeof data17 === "string") {
              if (func1(data17) > 63) {
                const err34 = {
                  instancePath: instancePath + "/form_params_mapping/" + i1 + "/field",
                  schemaPath: "#/properties/form_params_mapping/items/properties/field/maxLength",
                  keyword: "maxLength",
                  params: { limit: 63 },
                  message: "must NOT have more than 63 characters",
                };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
          }
        } else {
          const err35 = {
            instancePath: instancePath + "/form_params_mapping/" + i1,
            schemaPath: "#/properties/form_params_mapping/items/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    } else {
      const err36 = {
        instancePath: instancePath + "/form_params_mapping",
        schemaPath: "#/properties/form_params_mapping/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err36];
      } else {
        vErrors.push(err36);
      }
      errors++;
    }
    let data18 = data.form_location_params_mapping;
    if (Array.isArray(data18)) {
      if (data18.length > 10) {
        const err37 = {
          instancePath: instancePath + "/form_location_params_mapping",
          schemaPath: "#/properties/form_location_params_mapping/maxItems",
          keyword: "maxItems",
          params: { limit: 10 },
          message: "must NOT have more than 10 items",
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      const len2 = data18.length;
      for (let i2 = 0; i2 < len2; i2++) {
        let data19 = data18[i2];
        if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
          if (data19.param === undefined) {
            const err38 = {
              instancePath: instancePath + "/form_location_params_mapping/" + i2,
              schemaPath: "#/properties/form_location_params_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "param" },
              message: "must have required property '" + "param" + "'",
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
          if (data19.field === undefined) {
            const err39 = {
              instancePath: instancePath + "/form_location_params_mapping/" + i2,
              schemaPath: "#/properties/form_location_params_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "field" },
              message: "must have required property '" + "field" + "'",
            };
            if (vErrors === null) {
              vErrors = [err39];
            } else {
              vErrors.push(err39);
            }
            errors++;
          }
          for (const key3 in data19) {
            if (!(key3 === "param" || key3 === "field")) {
              const err40 = {
                instancePath: instancePath + "/form_location_params_mapping/" + i2,
                schemaPath: "#/properties/form_location_params_mapping/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key3 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          }
          if (data19.param !== undefined) {
            let data20 = data19.param;
            if (typeof data20 !== "string") {
              const err41 = {
                instancePath: instancePath + "/form_location_params_mapping/" + i2 + "/param",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err41];
              } else {
                vErrors.push(err41);
              }
              errors++;
            }
            if (typeof data20 === "string") {
              if (func1(data20) > 63) {
                const err42 = {
                  instancePath: instancePath + "/form_location_params_mapping/" + i2 + "/param",
                  schemaPath: "#/properties/form_location_params_mapping/items/properties/param/maxLength",
                  keyword: "maxLength",
                  params: { limit: 63 },
                  message: "must NOT have more than 63 characters",
                };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
          }
          if (data19.field !== undefined) {
            let data21 = data19.field;
            if (typeof data21 !== "string") {
              const err43 = {
                instancePath: instancePath + "/form_location_params_mapping/" + i2 + "/field",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err43];
              } else {
                vErrors.push(err43);
              }
              errors++;
            }
            if (typeof data21 === "string") {
              if (func1(data21) > 63) {
                const err44 = {
                  instancePath: instancePath + "/form_location_params_mapping/" + i2 + "/field",
                  schemaPath: "#/properties/form_location_params_mapping/items/properties/field/maxLength",
                  keyword: "maxLength",
                  params: { limit: 63 },
                  message: "must NOT have more than 63 characters",
                };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
          }
        } else {
          const err45 = {
            instancePath: instancePath + "/form_location_params_mapping/" + i2,
            schemaPath: "#/properties/form_location_params_mapping/items/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
      }
    } else {
      const err46 = {
        instancePath: instancePath + "/form_location_params_mapping",
        schemaPath: "#/properties/form_location_params_mapping/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err46];
      } else {
        vErrors.push(err46);
      }
      errors++;
    }
    let data22 = data.form_location_mapping;
    if (Array.isArray(data22)) {
      if (data22.length > 200) {
        const err47 = {
          instancePath: instancePath + "/form_location_mapping",
          schemaPath: "#/properties/form_location_mapping/maxItems",
          keyword: "maxItems",
          params: { limit: 200 },
          message: "must NOT have more than 200 items",
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
      const len3 = data22.length;
      for (let i3 = 0; i3 < len3; i3++) {
        let data23 = data22[i3];
        if (data23 && typeof data23 == "object" && !Array.isArray(data23)) {
          if (data23.from === undefined) {
            const err48 = {
              instancePath: instancePath + "/form_location_mapping/" + i3,
              schemaPath: "#/properties/form_location_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "from" },
              message: "must have required property '" + "from" + "'",
            };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
          if (data23.to === undefined) {
            const err49 = {
              instancePath: instancePath + "/form_location_mapping/" + i3,
              schemaPath: "#/properties/form_location_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "to" },
              message: "must have required property '" + "to" + "'",
            };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
          for (const key4 in data23) {
            if (!(key4 === "from" || key4 === "to")) {
              const err50 = {
                instancePath: instancePath + "/form_location_mapping/" + i3,
                schemaPath: "#/properties/form_location_mapping/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key4 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
          }
          if (data23.from !== undefined) {
            let data24 = data23.from;
            if (typeof data24 !== "string") {
              const err51 = {
                instancePath: instancePath + "/form_location_mapping/" + i3 + "/from",
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
            if (typeof data24 === "string") {
              if (func1(data24) > 200) {
                const err52 = {
                  instancePath: instancePath + "/form_location_mapping/" + i3 + "/from",
                  schemaPath: "#/properties/form_location_mapping/items/properties/from/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err52];
                } else {
                  vErrors.push(err52);
                }
                errors++;
              }
            }
          }
          if (data23.to !== undefined) {
            let data25 = data23.to;
            if (typeof data25 !== "string") {
              const err53 = {
                instancePath: instancePath + "/form_location_mapping/" + i3 + "/to",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            if (typeof data25 === "string") {
              if (func1(data25) > 200) {
                const err54 = {
                  instancePath: instancePath + "/form_location_mapping/" + i3 + "/to",
                  schemaPath: "#/properties/form_location_mapping/items/properties/to/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
          }
        } else {
          const err55 = {
            instancePath: instancePath + "/form_location_mapping/" + i3,
            schemaPath: "#/properties/form_location_mapping/items/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
      }
    } else {
      const err56 = {
        instancePath: instancePath + "/form_location_mapping",
        schemaPath: "#/properties/form_location_mapping/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err56];
      } else {
        vErrors.push(err56);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data26 = data.dc_strategy;
      if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
        if (data26.key === undefined) {
          const err57 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
        if (data26.value === undefined) {
          const err58 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        for (const key5 in data26) {
          if (!(key5 === "key" || key5 === "value" || key5 === "name" || key5 === "fallback")) {
            const err59 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key5 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
        if (data26.key !== undefined) {
          let data27 = data26.key;
          if (!(
            data27 === "url_brands" ||
            data27 === "mena_offers" ||
            data27 === "reffine_sl" ||
            data27 === "mena_external_sl"
          )) {
            const err60 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema20.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err60];
            } else {
              vErrors.push(err60);
            }
            errors++;
          }
        }
        if (data26.value !== undefined) {
          let data28 = data26.value;
          if (typeof data28 === "string") {
            if (func1(data28) > 500) {
              const err61 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          } else {
            const err62 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data26.name !== undefined) {
          let data29 = data26.name;
          if (typeof data29 === "string") {
            if (func1(data29) > 120) {
              const err63 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err63];
              } else {
                vErrors.push(err63);
              }
              errors++;
            }
          } else {
            const err64 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data26.fallback !== undefined) {
          if (typeof data26.fallback !== "boolean") {
            const err65 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
      } else {
        const err66 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.offer_schedule !== undefined) {
      if (
        !validate2(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err67 = {
      instancePath,
      schemaPath: "#/type",
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
  validate0.errors = vErrors;
  return errors === 0;
}
