// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/entry-form",
  title: "Entry form",
  description: "A short lead form with an optional heading, placed left, centre or right in the page width.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    shared_ui: ["form"],
    name: "Entry form",
    short_description: "A compact lead form",
    group: "Forms",
    priority: 25,
    thumbnail: "entry-form.svg",
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
    heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", maxLength: 150, default: "" },
    form_position: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment",
      title: "Form position",
      default: "center",
    },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
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
const schema5 = { title: "Heading", type: "string", "x-field": "string" };
const schema6 = { title: "Alignment", enum: ["left", "center", "right"], "x-enum-labels": ["Left", "Centre", "Right"] };
const schema7 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema8 = {
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
const func0 = ucs2length;
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const schema9 = {
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
const schema10 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
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
  /*# sourceURL="https://forecourt.dev/blocks/entry-form" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.form_id === undefined) {
      data.form_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "";
    }
    if (data.form_position === undefined) {
      data.form_position = "center";
    }
    if (data.box_color === undefined) {
      data.box_color = "light-theme";
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
      if (!(
        key0 === "id" ||
        key0 === "block_scroll_id" ||
        key0 === "form_id" ||
        key0 === "heading" ||
        key0 === "form_position" ||
        key0 === "box_color" ||
        key0 === "dc_strategy" ||
        key0 === "offer_schedule"
      )) {
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
        if (func0(data0) < 1) {
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
      if (func0(data2) > 64) {
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
    let data3 = data.heading;
    if (typeof data3 !== "string") {
      const err10 = {
        instancePath: instancePath + "/heading",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
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
    if (typeof data3 === "string") {
      if (func0(data3) > 150) {
        const err11 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/maxLength",
          keyword: "maxLength",
          params: { limit: 150 },
          message: "must NOT have more than 150 characters",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    let data4 = data.form_position;
    if (!(data4 === "left" || data4 === "center" || data4 === "right")) {
      const err12 = {
        instancePath: instancePath + "/form_position",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment/enum",
        keyword: "enum",
        params: { allowedValues: schema6.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    let data5 = data.box_color;
    if (!(data5 === "light-theme" || data5 === "grey-theme" || data5 === "dark-theme" || data5 === "black-theme")) {
      const err13 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema7.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data6 = data.dc_strategy;
      if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
        if (data6.key === undefined) {
          const err14 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data6.value === undefined) {
          const err15 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        for (const key1 in data6) {
          if (!(key1 === "key" || key1 === "value" || key1 === "name" || key1 === "fallback")) {
            const err16 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data6.key !== undefined) {
          let data7 = data6.key;
          if (!(
            data7 === "url_brands" ||
            data7 === "mena_offers" ||
            data7 === "reffine_sl" ||
            data7 === "mena_external_sl"
          )) {
            const err17 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema8.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
        if (data6.value !== undefined) {
          let data8 = data6.value;
          if (typeof data8 === "string") {
            if (func0(data8) > 500) {
              const err18 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data6.name !== undefined) {
          let data9 = data6.name;
          if (typeof data9 === "string") {
            if (func0(data9) > 120) {
              const err20 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err20];
              } else {
                vErrors.push(err20);
              }
              errors++;
            }
          } else {
            const err21 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data6.fallback !== undefined) {
          if (typeof data6.fallback !== "boolean") {
            const err22 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
      } else {
        const err23 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
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
    const err24 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
