// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/expanded-entry-form",
  title: "Expanded entry form",
  description:
    "An entry form that shows its first fields and expands to all of them, with a disclaimer under it; tab_id lets tabs and in-page links point at it.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    shared_ui: ["form"],
    name: "Expanded entry form",
    short_description: "An entry form that expands",
    group: "Forms",
    priority: 35,
    thumbnail: "expanded-entry-form.svg",
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
    disclaimer: { $ref: "https://forecourt.dev/schemas/fields#/$defs/markdown", title: "Disclaimer", default: "" },
    tab_id: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Tab id",
      description: "The anchor of the form (#tab_id), for tabs and in-page links.",
      pattern: "^$|^[a-z0-9][a-z0-9-]{0,59}$",
      default: "",
    },
    top_tabs_limit: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
      type: "integer",
      title: "Fields shown first",
      description: "How many fields show before 'Show all fields'; 0 shows every field.",
      minimum: 0,
      maximum: 20,
      default: 3,
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
const schema6 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema8 = { type: "number", "x-field": "number" };
const schema9 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema10 = {
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
const pattern2 = new RegExp("^$|^[a-z0-9][a-z0-9-]{0,59}$", "u");
const schema11 = {
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
const schema12 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/expanded-entry-form" */ let vErrors = null;
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
    if (data.disclaimer === undefined) {
      data.disclaimer = "";
    }
    if (data.tab_id === undefined) {
      data.tab_id = "";
    }
    if (data.top_tabs_limit === undefined) {
      data.top_tabs_limit = 3;
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
      if (func1(data3) > 150) {
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
    if (typeof data.disclaimer !== "string") {
      const err12 = {
        instancePath: instancePath + "/disclaimer",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/markdown/type",
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
    let data5 = data.tab_id;
    if (typeof data5 !== "string") {
      const err13 = {
        instancePath: instancePath + "/tab_id",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (typeof data5 === "string") {
      if (!pattern2.test(data5)) {
        const err14 = {
          instancePath: instancePath + "/tab_id",
          schemaPath: "#/properties/tab_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[a-z0-9][a-z0-9-]{0,59}$" },
          message: 'must match pattern "' + "^$|^[a-z0-9][a-z0-9-]{0,59}$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    let data6 = data.top_tabs_limit;
    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
      const err15 = {
        instancePath: instancePath + "/top_tabs_limit",
        schemaPath: "#/properties/top_tabs_limit/type",
        keyword: "type",
        params: { type: "integer" },
        message: "must be integer",
      };
      if (vErrors === null) {
        vErrors = [err15];
      } else {
        vErrors.push(err15);
      }
      errors++;
    }
    if (!(typeof data6 == "number" && isFinite(data6))) {
      const err16 = {
        instancePath: instancePath + "/top_tabs_limit",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
        keyword: "type",
        params: { type: "number" },
        message: "must be number",
      };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    if (typeof data6 == "number" && isFinite(data6)) {
      if (data6 > 20 || isNaN(data6)) {
        const err17 = {
          instancePath: instancePath + "/top_tabs_limit",
          schemaPath: "#/properties/top_tabs_limit/maximum",
          keyword: "maximum",
          params: { comparison: "<=", limit: 20 },
          message: "must be <= 20",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (data6 < 0 || isNaN(data6)) {
        const err18 = {
          instancePath: instancePath + "/top_tabs_limit",
          schemaPath: "#/properties/top_tabs_limit/minimum",
          keyword: "minimum",
          params: { comparison: ">=", limit: 0 },
          message: "must be >= 0",
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    let data7 = data.box_color;
    if (!(data7 === "light-theme" || data7 === "grey-theme" || data7 === "dark-theme" || data7 === "black-theme")) {
      const err19 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema9.enum },
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
      let data8 = data.dc_strategy;
      if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
        if (data8.key === undefined) {
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
        if (data8.value === undefined) {
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
        for (const key1 in data8) {
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
        if (data8.key !== undefined) {
          let data9 = data8.key;
          if (!(
            data9 === "url_brands" ||
            data9 === "mena_offers" ||
            data9 === "reffine_sl" ||
            data9 === "mena_external_sl"
          )) {
            const err23 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema10.properties.key.enum },
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
        if (data8.value !== undefined) {
          let data10 = data8.value;
          if (typeof data10 === "string") {
            if (func1(data10) > 500) {
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
        if (data8.name !== undefined) {
          let data11 = data8.name;
          if (typeof data11 === "string") {
            if (func1(data11) > 120) {
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
        if (data8.fallback !== undefined) {
          if (typeof data8.fallback !== "boolean") {
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
