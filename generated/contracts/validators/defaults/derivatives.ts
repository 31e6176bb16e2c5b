// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/derivatives",
  title: "Derivatives",
  description:
    "The derivatives (version, engine and power) of one model in stock, each with up to three figures, its lowest price, and a link to those vehicles in the stock locator. The server reads them from the stock; no JavaScript.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Derivatives",
    short_description: "A model's versions and engines in stock",
    group: "Stock",
    priority: 14,
    thumbnail: "derivatives.svg",
    data: "derivatives",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", maxLength: 150, default: "Derivatives" },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    header_size: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size", default: "m" },
    car_key: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Car model key",
      description:
        "The model whose derivatives are listed, by its model key: the nameplate in lower case with dashes (range-rover-sport, f-pace), as GET /offer_car_models lists them.",
      pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
      maxLength: 60,
      default: "range-rover-sport",
    },
    engine_key: {
      title: "Engine",
      description: "Only derivatives with this engine type; All lists every one.",
      enum: ["", "petrol", "diesel", "electric", "hybrid", "mhev", "phev"],
      "x-enum-labels": ["All", "Petrol", "Diesel", "Electric", "Hybrid", "Mild hybrid", "Plug-in hybrid"],
      default: "",
    },
    spec_key_1: {
      title: "Specification 1",
      description: "Which figure of each derivative the block shows in this place; None leaves it out.",
      enum: ["", "engines", "capacity", "power", "batteryCapacity", "transmission", "drivetrain", "numberOfSeats"],
      "x-enum-labels": [
        "None",
        "Engine",
        "Engine capacity",
        "Power",
        "Battery capacity",
        "Transmission",
        "Drivetrain",
        "Seats",
      ],
      default: "power",
    },
    spec_label_1: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Specification 1 label",
      description: "Shown beside the figure; empty: the figure's own name (Power, Engine, ...).",
      maxLength: 40,
      default: "",
    },
    spec_key_2: {
      title: "Specification 2",
      description: "Which figure of each derivative the block shows in this place; None leaves it out.",
      enum: ["", "engines", "capacity", "power", "batteryCapacity", "transmission", "drivetrain", "numberOfSeats"],
      "x-enum-labels": [
        "None",
        "Engine",
        "Engine capacity",
        "Power",
        "Battery capacity",
        "Transmission",
        "Drivetrain",
        "Seats",
      ],
      default: "engines",
    },
    spec_label_2: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Specification 2 label",
      description: "Shown beside the figure; empty: the figure's own name (Power, Engine, ...).",
      maxLength: 40,
      default: "",
    },
    spec_key_3: {
      title: "Specification 3",
      description: "Which figure of each derivative the block shows in this place; None leaves it out.",
      enum: ["", "engines", "capacity", "power", "batteryCapacity", "transmission", "drivetrain", "numberOfSeats"],
      "x-enum-labels": [
        "None",
        "Engine",
        "Engine capacity",
        "Power",
        "Battery capacity",
        "Transmission",
        "Drivetrain",
        "Seats",
      ],
      default: "transmission",
    },
    spec_label_3: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Specification 3 label",
      description: "Shown beside the figure; empty: the figure's own name (Power, Engine, ...).",
      maxLength: 40,
      default: "",
    },
    tab_id: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Tab id",
      description: "The anchor of the block (#tab_id), for tabs and in-page links.",
      pattern: "^$|^[a-z0-9][a-z0-9-]{0,59}$",
      default: "",
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
  title: "Heading size",
  enum: ["xs", "s", "m", "l", "xl", "title"],
  "x-enum-labels": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
};
const schema7 = { type: "string", "x-field": "string" };
const schema12 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema13 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema14 = {
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
const pattern1 = new RegExp("^[a-z0-9]+(-[a-z0-9]+)*$", "u");
const pattern2 = new RegExp("^$|^[a-z0-9][a-z0-9-]{0,59}$", "u");
const schema15 = {
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
const schema16 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
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
  /*# sourceURL="https://forecourt.dev/blocks/derivatives" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "Derivatives";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.header_size === undefined) {
      data.header_size = "m";
    }
    if (data.car_key === undefined) {
      data.car_key = "range-rover-sport";
    }
    if (data.engine_key === undefined) {
      data.engine_key = "";
    }
    if (data.spec_key_1 === undefined) {
      data.spec_key_1 = "power";
    }
    if (data.spec_label_1 === undefined) {
      data.spec_label_1 = "";
    }
    if (data.spec_key_2 === undefined) {
      data.spec_key_2 = "engines";
    }
    if (data.spec_label_2 === undefined) {
      data.spec_label_2 = "";
    }
    if (data.spec_key_3 === undefined) {
      data.spec_key_3 = "transmission";
    }
    if (data.spec_label_3 === undefined) {
      data.spec_label_3 = "";
    }
    if (data.tab_id === undefined) {
      data.tab_id = "";
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
    let data5 = data.car_key;
    if (typeof data5 !== "string") {
      const err10 = {
        instancePath: instancePath + "/car_key",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
    if (typeof data5 === "string") {
      if (func1(data5) > 60) {
        const err11 = {
          instancePath: instancePath + "/car_key",
          schemaPath: "#/properties/car_key/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (!pattern1.test(data5)) {
        const err12 = {
          instancePath: instancePath + "/car_key",
          schemaPath: "#/properties/car_key/pattern",
          keyword: "pattern",
          params: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
          message: 'must match pattern "' + "^[a-z0-9]+(-[a-z0-9]+)*$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    let data6 = data.engine_key;
    if (!(
      data6 === "" ||
      data6 === "petrol" ||
      data6 === "diesel" ||
      data6 === "electric" ||
      data6 === "hybrid" ||
      data6 === "mhev" ||
      data6 === "phev"
    )) {
      const err13 = {
        instancePath: instancePath + "/engine_key",
        schemaPath: "#/properties/engine_key/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.engine_key.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    let data7 = data.spec_key_1;
    if (!(
      data7 === "" ||
      data7 === "engines" ||
      data7 === "capacity" ||
      data7 === "power" ||
      data7 === "batteryCapacity" ||
      data7 === "transmission" ||
      data7 === "drivetrain" ||
      data7 === "numberOfSeats"
    )) {
      const err14 = {
        instancePath: instancePath + "/spec_key_1",
        schemaPath: "#/properties/spec_key_1/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.spec_key_1.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    let data8 = data.spec_label_1;
    if (typeof data8 !== "string") {
      const err15 = {
        instancePath: instancePath + "/spec_label_1",
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
    if (typeof data8 === "string") {
      if (func1(data8) > 40) {
        const err16 = {
          instancePath: instancePath + "/spec_label_1",
          schemaPath: "#/properties/spec_label_1/maxLength",
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
    }
    let data9 = data.spec_key_2;
    if (!(
      data9 === "" ||
      data9 === "engines" ||
      data9 === "capacity" ||
      data9 === "power" ||
      data9 === "batteryCapacity" ||
      data9 === "transmission" ||
      data9 === "drivetrain" ||
      data9 === "numberOfSeats"
    )) {
      const err17 = {
        instancePath: instancePath + "/spec_key_2",
        schemaPath: "#/properties/spec_key_2/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.spec_key_2.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err17];
      } else {
        vErrors.push(err17);
      }
      errors++;
    }
    let data10 = data.spec_label_2;
    if (typeof data10 !== "string") {
      const err18 = {
        instancePath: instancePath + "/spec_label_2",
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
    if (typeof data10 === "string") {
      if (func1(data10) > 40) {
        const err19 = {
          instancePath: instancePath + "/spec_label_2",
          schemaPath: "#/properties/spec_label_2/maxLength",
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
    }
    let data11 = data.spec_key_3;
    if (!(
      data11 === "" ||
      data11 === "engines" ||
      data11 === "capacity" ||
      data11 === "power" ||
      data11 === "batteryCapacity" ||
      data11 === "transmission" ||
      data11 === "drivetrain" ||
      data11 === "numberOfSeats"
    )) {
      const err20 = {
        instancePath: instancePath + "/spec_key_3",
        schemaPath: "#/properties/spec_key_3/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.spec_key_3.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    let data12 = data.spec_label_3;
    if (typeof data12 !== "string") {
      const err21 = {
        instancePath: instancePath + "/spec_label_3",
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
      if (func1(data12) > 40) {
        const err22 = {
          instancePath: instancePath + "/spec_label_3",
          schemaPath: "#/properties/spec_label_3/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    let data13 = data.tab_id;
    if (typeof data13 !== "string") {
      const err23 = {
        instancePath: instancePath + "/tab_id",
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
      if (!pattern2.test(data13)) {
        const err24 = {
          instancePath: instancePath + "/tab_id",
          schemaPath: "#/properties/tab_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[a-z0-9][a-z0-9-]{0,59}$" },
          message: 'must match pattern "' + "^$|^[a-z0-9][a-z0-9-]{0,59}$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    let data14 = data.box_color;
    if (!(data14 === "light-theme" || data14 === "grey-theme" || data14 === "dark-theme" || data14 === "black-theme")) {
      const err25 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema12.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    let data15 = data.padding;
    if (!(data15 === "normal" || data15 === "top-space-0" || data15 === "bottom-space-0" || data15 === "y-space-0")) {
      const err26 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema13.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err26];
      } else {
        vErrors.push(err26);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data16 = data.dc_strategy;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.key === undefined) {
          const err27 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (data16.value === undefined) {
          const err28 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        for (const key1 in data16) {
          if (!(key1 === "key" || key1 === "value" || key1 === "name" || key1 === "fallback")) {
            const err29 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data16.key !== undefined) {
          let data17 = data16.key;
          if (!(
            data17 === "url_brands" ||
            data17 === "mena_offers" ||
            data17 === "reffine_sl" ||
            data17 === "mena_external_sl"
          )) {
            const err30 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema14.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
        if (data16.value !== undefined) {
          let data18 = data16.value;
          if (typeof data18 === "string") {
            if (func1(data18) > 500) {
              const err31 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err31];
              } else {
                vErrors.push(err31);
              }
              errors++;
            }
          } else {
            const err32 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        }
        if (data16.name !== undefined) {
          let data19 = data16.name;
          if (typeof data19 === "string") {
            if (func1(data19) > 120) {
              const err33 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          } else {
            const err34 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data16.fallback !== undefined) {
          if (typeof data16.fallback !== "boolean") {
            const err35 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
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
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
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
    const err37 = {
      instancePath,
      schemaPath: "#/type",
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
  validate0.errors = vErrors;
  return errors === 0;
}
