// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/offers",
  title: "Offers",
  description:
    "The active offers (published, inside their schedule) the block's category and brand switches select, each with an enquiry that opens the lead form with the offer filled in; 'Offers request error' with 'Try again' when the offers cannot be read.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    shared_ui: ["form"],
    name: "Offers",
    short_description: "Active offers with an enquiry form",
    group: "Forms",
    priority: 62,
    thumbnail: "offers.svg",
    interactive: true,
    hydrate: "visible",
    data: "offers",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    category: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Category heading",
      description: "The heading above the offers (e.g. New car offers); empty for none.",
      maxLength: 120,
      default: "Offers",
    },
    new_cars: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "New cars",
      description: "Category switches: with none on, every category is listed.",
      default: false,
    },
    approved: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Approved", default: false },
    owners: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Owners", default: false },
    branded_goods: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Branded goods", default: false },
    defender: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Defender",
      description: "Brand switches: with none on, every model family is listed.",
      default: false,
    },
    discovery: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Discovery", default: false },
    range_rover: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Range Rover", default: false },
    jaguar: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Jaguar", default: false },
    form_title: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Form title",
      minLength: 1,
      maxLength: 120,
      default: "Enquire about this offer",
    },
    form_subtile: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Form subtitle",
      maxLength: 300,
      default: "Leave your details and a retailer will contact you.",
    },
    form_id: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Form id",
      description:
        "The published lead form the enquiry opens (the forms admin shows its id); its hidden fields offer_id, offer_title and car_model_key are filled with the offer's.",
      maxLength: 64,
      pattern: "^$|^[A-Za-z0-9-]{1,64}$",
      default: "",
    },
    has_two_columns: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Two-column form",
      default: false,
    },
    button_position: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment",
      title: "Button position",
      default: "left",
    },
    error_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Error text",
      minLength: 1,
      maxLength: 200,
      default: "Offers request error",
    },
    error_button_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Error button text",
      minLength: 1,
      maxLength: 40,
      default: "Try again",
    },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
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
const schema4 = { type: "string", "x-field": "string" };
const schema5 = { type: "boolean", "x-field": "bool" };
const schema17 = {
  title: "Alignment",
  enum: ["left", "center", "right"],
  "x-enum-labels": ["Left", "Centre", "Right"],
};
const schema20 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema21 = {
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
const schema22 = {
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
const schema23 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
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
  /*# sourceURL="https://forecourt.dev/blocks/offers" */ let vErrors = null;
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
    if (data.block_scroll_id !== undefined) {
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
    }
    if (data.category !== undefined) {
      let data2 = data.category;
      if (typeof data2 !== "string") {
        const err6 = {
          instancePath: instancePath + "/category",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
            instancePath: instancePath + "/category",
            schemaPath: "#/properties/category/maxLength",
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
      }
    }
    if (data.new_cars !== undefined) {
      if (typeof data.new_cars !== "boolean") {
        const err8 = {
          instancePath: instancePath + "/new_cars",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.approved !== undefined) {
      if (typeof data.approved !== "boolean") {
        const err9 = {
          instancePath: instancePath + "/approved",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.owners !== undefined) {
      if (typeof data.owners !== "boolean") {
        const err10 = {
          instancePath: instancePath + "/owners",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.branded_goods !== undefined) {
      if (typeof data.branded_goods !== "boolean") {
        const err11 = {
          instancePath: instancePath + "/branded_goods",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.defender !== undefined) {
      if (typeof data.defender !== "boolean") {
        const err12 = {
          instancePath: instancePath + "/defender",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.discovery !== undefined) {
      if (typeof data.discovery !== "boolean") {
        const err13 = {
          instancePath: instancePath + "/discovery",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.range_rover !== undefined) {
      if (typeof data.range_rover !== "boolean") {
        const err14 = {
          instancePath: instancePath + "/range_rover",
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
    }
    if (data.jaguar !== undefined) {
      if (typeof data.jaguar !== "boolean") {
        const err15 = {
          instancePath: instancePath + "/jaguar",
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
    }
    if (data.form_title !== undefined) {
      let data11 = data.form_title;
      if (typeof data11 !== "string") {
        const err16 = {
          instancePath: instancePath + "/form_title",
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
      if (typeof data11 === "string") {
        if (func1(data11) > 120) {
          const err17 = {
            instancePath: instancePath + "/form_title",
            schemaPath: "#/properties/form_title/maxLength",
            keyword: "maxLength",
            params: { limit: 120 },
            message: "must NOT have more than 120 characters",
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        if (func1(data11) < 1) {
          const err18 = {
            instancePath: instancePath + "/form_title",
            schemaPath: "#/properties/form_title/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      }
    }
    if (data.form_subtile !== undefined) {
      let data12 = data.form_subtile;
      if (typeof data12 !== "string") {
        const err19 = {
          instancePath: instancePath + "/form_subtile",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data12 === "string") {
        if (func1(data12) > 300) {
          const err20 = {
            instancePath: instancePath + "/form_subtile",
            schemaPath: "#/properties/form_subtile/maxLength",
            keyword: "maxLength",
            params: { limit: 300 },
            message: "must NOT have more than 300 characters",
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
    if (data.form_id !== undefined) {
      let data13 = data.form_id;
      if (typeof data13 !== "string") {
        const err21 = {
          instancePath: instancePath + "/form_id",
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
      if (typeof data13 === "string") {
        if (func1(data13) > 64) {
          const err22 = {
            instancePath: instancePath + "/form_id",
            schemaPath: "#/properties/form_id/maxLength",
            keyword: "maxLength",
            params: { limit: 64 },
            message: "must NOT have more than 64 characters",
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (!pattern1.test(data13)) {
          const err23 = {
            instancePath: instancePath + "/form_id",
            schemaPath: "#/properties/form_id/pattern",
            keyword: "pattern",
            params: { pattern: "^$|^[A-Za-z0-9-]{1,64}$" },
            message: 'must match pattern "' + "^$|^[A-Za-z0-9-]{1,64}$" + '"',
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
    if (data.has_two_columns !== undefined) {
      if (typeof data.has_two_columns !== "boolean") {
        const err24 = {
          instancePath: instancePath + "/has_two_columns",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.button_position !== undefined) {
      let data15 = data.button_position;
      if (!(data15 === "left" || data15 === "center" || data15 === "right")) {
        const err25 = {
          instancePath: instancePath + "/button_position",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/horizontal_alignment/enum",
          keyword: "enum",
          params: { allowedValues: schema17.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.error_text !== undefined) {
      let data16 = data.error_text;
      if (typeof data16 !== "string") {
        const err26 = {
          instancePath: instancePath + "/error_text",
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
      if (typeof data16 === "string") {
        if (func1(data16) > 200) {
          const err27 = {
            instancePath: instancePath + "/error_text",
            schemaPath: "#/properties/error_text/maxLength",
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
        if (func1(data16) < 1) {
          const err28 = {
            instancePath: instancePath + "/error_text",
            schemaPath: "#/properties/error_text/minLength",
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
    }
    if (data.error_button_text !== undefined) {
      let data17 = data.error_button_text;
      if (typeof data17 !== "string") {
        const err29 = {
          instancePath: instancePath + "/error_button_text",
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
      if (typeof data17 === "string") {
        if (func1(data17) > 40) {
          const err30 = {
            instancePath: instancePath + "/error_button_text",
            schemaPath: "#/properties/error_button_text/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (func1(data17) < 1) {
          const err31 = {
            instancePath: instancePath + "/error_button_text",
            schemaPath: "#/properties/error_button_text/minLength",
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
    }
    if (data.box_color !== undefined) {
      let data18 = data.box_color;
      if (!(
        data18 === "light-theme" ||
        data18 === "grey-theme" ||
        data18 === "dark-theme" ||
        data18 === "black-theme"
      )) {
        const err32 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
          keyword: "enum",
          params: { allowedValues: schema20.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data.dc_strategy !== undefined) {
      let data19 = data.dc_strategy;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.key === undefined) {
          const err33 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        if (data19.value === undefined) {
          const err34 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        for (const key1 in data19) {
          if (!(key1 === "key" || key1 === "value" || key1 === "name" || key1 === "fallback")) {
            const err35 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data19.key !== undefined) {
          let data20 = data19.key;
          if (!(
            data20 === "url_brands" ||
            data20 === "mena_offers" ||
            data20 === "reffine_sl" ||
            data20 === "mena_external_sl"
          )) {
            const err36 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema21.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
            }
            errors++;
          }
        }
        if (data19.value !== undefined) {
          let data21 = data19.value;
          if (typeof data21 === "string") {
            if (func1(data21) > 500) {
              const err37 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        }
        if (data19.name !== undefined) {
          let data22 = data19.name;
          if (typeof data22 === "string") {
            if (func1(data22) > 120) {
              const err39 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          } else {
            const err40 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data19.fallback !== undefined) {
          if (typeof data19.fallback !== "boolean") {
            const err41 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
      } else {
        const err42 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
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
    const err43 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err43];
    } else {
      vErrors.push(err43);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
