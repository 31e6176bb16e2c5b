// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/retailer-cards",
  title: "Retailer cards",
  description:
    "A list of retailers (name, address, contact details, services) that visitors can sort by distance from their postcode or, after they ask for it, their location. The list is in the page; only the distance search runs in the browser.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Retailer cards",
    short_description: "Retailers sorted by distance from the visitor's postcode",
    group: "Retailers",
    priority: 60,
    thumbnail: "retailer-cards.svg",
    interactive: true,
    hydrate: "visible",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", maxLength: 150, default: "" },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    header_size: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size", default: "l" },
    paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", maxLength: 5000, default: "" },
    distance_unit: {
      title: "Distance unit",
      enum: ["km", "mi"],
      "x-enum-labels": ["Kilometres", "Miles"],
      default: "km",
    },
    search_radius: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
      title: "Search radius",
      description: "Retailers further than this (in the distance unit) are left out of a search; 0 for no limit.",
      minimum: 0,
      maximum: 20000,
      default: 0,
    },
    postcode_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Postcode label",
      minLength: 1,
      maxLength: 60,
      default: "Your postcode",
    },
    search_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Search button",
      minLength: 1,
      maxLength: 40,
      default: "Find retailers",
    },
    location_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Location button",
      description: "Asks the browser for the visitor's location; empty hides the button.",
      maxLength: 40,
      default: "Use my location",
    },
    items: {
      title: "Retailers",
      type: "array",
      maxItems: 30,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "latitude", "longitude"],
        properties: {
          name: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Name",
            minLength: 1,
            maxLength: 120,
          },
          address: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Address",
            maxLength: 200,
            default: "",
          },
          city: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "City",
            maxLength: 80,
            default: "",
          },
          latitude: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
            title: "Latitude",
            minimum: -90,
            maximum: 90,
          },
          longitude: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
            title: "Longitude",
            minimum: -180,
            maximum: 180,
          },
          contact_info: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
            title: "Contact info",
            description:
              'JSON: { "phone": "+27 11 555 0100", "email": "sales@example.com", "website": "https://..." } (each optional).',
            type: "object",
            additionalProperties: false,
            properties: {
              phone: { type: "string", maxLength: 40, pattern: "^\\+?[0-9 ()-]{3,40}$" },
              email: { type: "string", maxLength: 200, pattern: "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$" },
              website: { type: "string", maxLength: 500, pattern: "^https?://[^\\s]+$" },
            },
            default: {},
          },
          services: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
            title: "Services",
            description: 'JSON: a list of the services offered, e.g. ["Sales", "Service", "Parts"].',
            type: "array",
            maxItems: 20,
            items: { type: "string", minLength: 1, maxLength: 60 },
            default: [],
          },
        },
      },
      default: [],
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
const schema7 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema8 = { type: "number", "x-field": "number" };
const schema9 = { type: "string", "x-field": "string" };
const schema17 = { title: "JSON", description: "Structured data entered as JSON; stored parsed.", "x-field": "json" };
const schema19 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema20 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
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
const pattern1 = new RegExp("^\\+?[0-9 ()-]{3,40}$", "u");
const pattern2 = new RegExp("^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$", "u");
const pattern3 = new RegExp("^https?://[^\\s]+$", "u");
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
const pattern4 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/retailer-cards" */ let vErrors = null;
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
    if (data.paragraph === undefined) {
      data.paragraph = "";
    }
    if (data.distance_unit === undefined) {
      data.distance_unit = "km";
    }
    if (data.search_radius === undefined) {
      data.search_radius = 0;
    }
    if (data.postcode_label === undefined) {
      data.postcode_label = "Your postcode";
    }
    if (data.search_label === undefined) {
      data.search_label = "Find retailers";
    }
    if (data.location_label === undefined) {
      data.location_label = "Use my location";
    }
    if (data.items === undefined) {
      data.items = [];
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
    let data5 = data.paragraph;
    if (typeof data5 !== "string") {
      const err10 = {
        instancePath: instancePath + "/paragraph",
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
    if (typeof data5 === "string") {
      if (func1(data5) > 5000) {
        const err11 = {
          instancePath: instancePath + "/paragraph",
          schemaPath: "#/properties/paragraph/maxLength",
          keyword: "maxLength",
          params: { limit: 5000 },
          message: "must NOT have more than 5000 characters",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    let data6 = data.distance_unit;
    if (!(data6 === "km" || data6 === "mi")) {
      const err12 = {
        instancePath: instancePath + "/distance_unit",
        schemaPath: "#/properties/distance_unit/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.distance_unit.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    let data7 = data.search_radius;
    if (!(typeof data7 == "number" && isFinite(data7))) {
      const err13 = {
        instancePath: instancePath + "/search_radius",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
        keyword: "type",
        params: { type: "number" },
        message: "must be number",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    if (typeof data7 == "number" && isFinite(data7)) {
      if (data7 > 20000 || isNaN(data7)) {
        const err14 = {
          instancePath: instancePath + "/search_radius",
          schemaPath: "#/properties/search_radius/maximum",
          keyword: "maximum",
          params: { comparison: "<=", limit: 20000 },
          message: "must be <= 20000",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (data7 < 0 || isNaN(data7)) {
        const err15 = {
          instancePath: instancePath + "/search_radius",
          schemaPath: "#/properties/search_radius/minimum",
          keyword: "minimum",
          params: { comparison: ">=", limit: 0 },
          message: "must be >= 0",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    let data8 = data.postcode_label;
    if (typeof data8 !== "string") {
      const err16 = {
        instancePath: instancePath + "/postcode_label",
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
      if (func1(data8) > 60) {
        const err17 = {
          instancePath: instancePath + "/postcode_label",
          schemaPath: "#/properties/postcode_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (func1(data8) < 1) {
        const err18 = {
          instancePath: instancePath + "/postcode_label",
          schemaPath: "#/properties/postcode_label/minLength",
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
    let data9 = data.search_label;
    if (typeof data9 !== "string") {
      const err19 = {
        instancePath: instancePath + "/search_label",
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
    if (typeof data9 === "string") {
      if (func1(data9) > 40) {
        const err20 = {
          instancePath: instancePath + "/search_label",
          schemaPath: "#/properties/search_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (func1(data9) < 1) {
        const err21 = {
          instancePath: instancePath + "/search_label",
          schemaPath: "#/properties/search_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    let data10 = data.location_label;
    if (typeof data10 !== "string") {
      const err22 = {
        instancePath: instancePath + "/location_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err22];
      } else {
        vErrors.push(err22);
      }
      errors++;
    }
    if (typeof data10 === "string") {
      if (func1(data10) > 40) {
        const err23 = {
          instancePath: instancePath + "/location_label",
          schemaPath: "#/properties/location_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    let data11 = data.items;
    if (Array.isArray(data11)) {
      if (data11.length > 30) {
        const err24 = {
          instancePath: instancePath + "/items",
          schemaPath: "#/properties/items/maxItems",
          keyword: "maxItems",
          params: { limit: 30 },
          message: "must NOT have more than 30 items",
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      const len0 = data11.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data12 = data11[i0];
        if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
          if (data12.address === undefined) {
            data12.address = "";
          }
          if (data12.city === undefined) {
            data12.city = "";
          }
          if (data12.contact_info === undefined) {
            data12.contact_info = {};
          }
          if (data12.services === undefined) {
            data12.services = [];
          }
          if (data12.name === undefined) {
            const err25 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/properties/items/items/required",
              keyword: "required",
              params: { missingProperty: "name" },
              message: "must have required property '" + "name" + "'",
            };
            if (vErrors === null) {
              vErrors = [err25];
            } else {
              vErrors.push(err25);
            }
            errors++;
          }
          if (data12.latitude === undefined) {
            const err26 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/properties/items/items/required",
              keyword: "required",
              params: { missingProperty: "latitude" },
              message: "must have required property '" + "latitude" + "'",
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (data12.longitude === undefined) {
            const err27 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/properties/items/items/required",
              keyword: "required",
              params: { missingProperty: "longitude" },
              message: "must have required property '" + "longitude" + "'",
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
          for (const key1 in data12) {
            if (!(
              key1 === "name" ||
              key1 === "address" ||
              key1 === "city" ||
              key1 === "latitude" ||
              key1 === "longitude" ||
              key1 === "contact_info" ||
              key1 === "services"
            )) {
              const err28 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/properties/items/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key1 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err28];
              } else {
                vErrors.push(err28);
              }
              errors++;
            }
          }
          if (data12.name !== undefined) {
            let data13 = data12.name;
            if (typeof data13 !== "string") {
              const err29 = {
                instancePath: instancePath + "/items/" + i0 + "/name",
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
            if (typeof data13 === "string") {
              if (func1(data13) > 120) {
                const err30 = {
                  instancePath: instancePath + "/items/" + i0 + "/name",
                  schemaPath: "#/properties/items/items/properties/name/maxLength",
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
              if (func1(data13) < 1) {
                const err31 = {
                  instancePath: instancePath + "/items/" + i0 + "/name",
                  schemaPath: "#/properties/items/items/properties/name/minLength",
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
          let data14 = data12.address;
          if (typeof data14 !== "string") {
            const err32 = {
              instancePath: instancePath + "/items/" + i0 + "/address",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
          if (typeof data14 === "string") {
            if (func1(data14) > 200) {
              const err33 = {
                instancePath: instancePath + "/items/" + i0 + "/address",
                schemaPath: "#/properties/items/items/properties/address/maxLength",
                keyword: "maxLength",
                params: { limit: 200 },
                message: "must NOT have more than 200 characters",
              };
              if (vErrors === null) {
                vErrors = [err33];
              } else {
                vErrors.push(err33);
              }
              errors++;
            }
          }
          let data15 = data12.city;
          if (typeof data15 !== "string") {
            const err34 = {
              instancePath: instancePath + "/items/" + i0 + "/city",
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
          if (typeof data15 === "string") {
            if (func1(data15) > 80) {
              const err35 = {
                instancePath: instancePath + "/items/" + i0 + "/city",
                schemaPath: "#/properties/items/items/properties/city/maxLength",
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
          }
          if (data12.latitude !== undefined) {
            let data16 = data12.latitude;
            if (!(typeof data16 == "number" && isFinite(data16))) {
              const err36 = {
                instancePath: instancePath + "/items/" + i0 + "/latitude",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
                keyword: "type",
                params: { type: "number" },
                message: "must be number",
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
            if (typeof data16 == "number" && isFinite(data16)) {
              if (data16 > 90 || isNaN(data16)) {
                const err37 = {
                  instancePath: instancePath + "/items/" + i0 + "/latitude",
                  schemaPath: "#/properties/items/items/properties/latitude/maximum",
                  keyword: "maximum",
                  params: { comparison: "<=", limit: 90 },
                  message: "must be <= 90",
                };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
              if (data16 < -90 || isNaN(data16)) {
                const err38 = {
                  instancePath: instancePath + "/items/" + i0 + "/latitude",
                  schemaPath: "#/properties/items/items/properties/latitude/minimum",
                  keyword: "minimum",
                  params: { comparison: ">=", limit: -90 },
                  message: "must be >= -90",
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
            }
          }
          if (data12.longitude !== undefined) {
            let data17 = data12.longitude;
            if (!(typeof data17 == "number" && isFinite(data17))) {
              const err39 = {
                instancePath: instancePath + "/items/" + i0 + "/longitude",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
                keyword: "type",
                params: { type: "number" },
                message: "must be number",
              };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
            if (typeof data17 == "number" && isFinite(data17)) {
              if (data17 > 180 || isNaN(data17)) {
                const err40 = {
                  instancePath: instancePath + "/items/" + i0 + "/longitude",
                  schemaPath: "#/properties/items/items/properties/longitude/maximum",
                  keyword: "maximum",
                  params: { comparison: "<=", limit: 180 },
                  message: "must be <= 180",
                };
                if (vErrors === null) {
                  vErrors = [err40];
                } else {
                  vErrors.push(err40);
                }
                errors++;
              }
              if (data17 < -180 || isNaN(data17)) {
                const err41 = {
                  instancePath: instancePath + "/items/" + i0 + "/longitude",
                  schemaPath: "#/properties/items/items/properties/longitude/minimum",
                  keyword: "minimum",
                  params: { comparison: ">=", limit: -180 },
                  message: "must be >= -180",
                };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
          }
          let data18 = data12.contact_info;
          if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
            for (const key2 in data18) {
              if (!(key2 === "phone" || key2 === "email" || key2 === "website")) {
                const err42 = {
                  instancePath: instancePath + "/items/" + i0 + "/contact_info",
                  schemaPath: "#/properties/items/items/properties/contact_info/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key2 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data18.phone !== undefined) {
              let data19 = data18.phone;
              if (typeof data19 === "string") {
                if (func1(data19) > 40) {
                  const err43 = {
                    instancePath: instancePath + "/items/" + i0 + "/contact_info/phone",
                    schemaPath: "#/properties/items/items/properties/contact_info/properties/phone/maxLength",
                    keyword: "maxLength",
                    params: { limit: 40 },
                    message: "must NOT have more than 40 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                if (!pattern1.test(data19)) {
                  const err44 = {
                    instancePath: instancePath + "/items/" + i0 + "/contact_info/phone",
                    schemaPath: "#/properties/items/items/properties/contact_info/properties/phone/pattern",
                    keyword: "pattern",
                    params: { pattern: "^\\+?[0-9 ()-]{3,40}$" },
                    message: 'must match pattern "' + "^\\+?[0-9 ()-]{3,40}$" + '"',
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
                  instancePath: instancePath + "/items/" + i0 + "/contact_info/phone",
                  schemaPath: "#/properties/items/items/properties/contact_info/properties/phone/type",
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
            }
            if (data18.email !== undefined) {
              let data20 = data18.email;
              if (typeof data20 === "string") {
                if (func1(data20) > 200) {
                  const err46 = {
                    instancePath: instancePath + "/items/" + i0 + "/contact_info/email",
                    schemaPath: "#/properties/items/items/properties/contact_info/properties/email/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
                if (!pattern2.test(data20)) {
                  const err47 = {
                    instancePath: instancePath + "/items/" + i0 + "/contact_info/email",
                    schemaPath: "#/properties/items/items/properties/contact_info/properties/email/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$" },
                    message: 'must match pattern "' + "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err47];
                  } else {
                    vErrors.push(err47);
                  }
                  errors++;
                }
              } else {
                const err48 = {
                  instancePath: instancePath + "/items/" + i0 + "/contact_info/email",
                  schemaPath: "#/properties/items/items/properties/contact_info/properties/email/type",
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
            }
            if (data18.website !== undefined) {
              let data21 = data18.website;
              if (typeof data21 === "string") {
                if (func1(data21) > 500) {
                  const err49 = {
                    instancePath: instancePath + "/items/" + i0 + "/contact_info/website",
                    schemaPath: "#/properties/items/items/properties/contact_info/properties/website/maxLength",
                    keyword: "maxLength",
                    params: { limit: 500 },
                    message: "must NOT have more than 500 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err49];
                  } else {
                    vErrors.push(err49);
                  }
                  errors++;
                }
                if (!pattern3.test(data21)) {
                  const err50 = {
                    instancePath: instancePath + "/items/" + i0 + "/contact_info/website",
                    schemaPath: "#/properties/items/items/properties/contact_info/properties/website/pattern",
                    keyword: "pattern",
                    params: { pattern: "^https?://[^\\s]+$" },
                    message: 'must match pattern "' + "^https?://[^\\s]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
              } else {
                const err51 = {
                  instancePath: instancePath + "/items/" + i0 + "/contact_info/website",
                  schemaPath: "#/properties/items/items/properties/contact_info/properties/website/type",
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
            }
          } else {
            const err52 = {
              instancePath: instancePath + "/items/" + i0 + "/contact_info",
              schemaPath: "#/properties/items/items/properties/contact_info/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
          let data22 = data12.services;
          if (Array.isArray(data22)) {
            if (data22.length > 20) {
              const err53 = {
                instancePath: instancePath + "/items/" + i0 + "/services",
                schemaPath: "#/properties/items/items/properties/services/maxItems",
                keyword: "maxItems",
                params: { limit: 20 },
                message: "must NOT have more than 20 items",
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            const len1 = data22.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data23 = data22[i1];
              if (typeof data23 === "string") {
                if (func1(data23) > 60) {
                  const err54 = {
                    instancePath: instancePath + "/items/" + i0 + "/services/" + i1,
                    schemaPath: "#/properties/items/items/properties/services/items/maxLength",
                    keyword: "maxLength",
                    params: { limit: 60 },
                    message: "must NOT have more than 60 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
                if (func1(data23) < 1) {
                  const err55 = {
                    instancePath: instancePath + "/items/" + i0 + "/services/" + i1,
                    schemaPath: "#/properties/items/items/properties/services/items/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
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
                  instancePath: instancePath + "/items/" + i0 + "/services/" + i1,
                  schemaPath: "#/properties/items/items/properties/services/items/type",
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
          } else {
            const err57 = {
              instancePath: instancePath + "/items/" + i0 + "/services",
              schemaPath: "#/properties/items/items/properties/services/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err57];
            } else {
              vErrors.push(err57);
            }
            errors++;
          }
        } else {
          const err58 = {
            instancePath: instancePath + "/items/" + i0,
            schemaPath: "#/properties/items/items/type",
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
    } else {
      const err59 = {
        instancePath: instancePath + "/items",
        schemaPath: "#/properties/items/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err59];
      } else {
        vErrors.push(err59);
      }
      errors++;
    }
    let data24 = data.box_color;
    if (!(data24 === "light-theme" || data24 === "grey-theme" || data24 === "dark-theme" || data24 === "black-theme")) {
      const err60 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema19.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err60];
      } else {
        vErrors.push(err60);
      }
      errors++;
    }
    let data25 = data.padding;
    if (!(data25 === "normal" || data25 === "top-space-0" || data25 === "bottom-space-0" || data25 === "y-space-0")) {
      const err61 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema20.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err61];
      } else {
        vErrors.push(err61);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data26 = data.dc_strategy;
      if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
        if (data26.key === undefined) {
          const err62 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
        if (data26.value === undefined) {
          const err63 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err63];
          } else {
            vErrors.push(err63);
          }
          errors++;
        }
        for (const key3 in data26) {
          if (!(key3 === "key" || key3 === "value" || key3 === "name" || key3 === "fallback")) {
            const err64 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key3 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
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
            const err65 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema21.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
        if (data26.value !== undefined) {
          let data28 = data26.value;
          if (typeof data28 === "string") {
            if (func1(data28) > 500) {
              const err66 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err66];
              } else {
                vErrors.push(err66);
              }
              errors++;
            }
          } else {
            const err67 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
        if (data26.name !== undefined) {
          let data29 = data26.name;
          if (typeof data29 === "string") {
            if (func1(data29) > 120) {
              const err68 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err68];
              } else {
                vErrors.push(err68);
              }
              errors++;
            }
          } else {
            const err69 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data26.fallback !== undefined) {
          if (typeof data26.fallback !== "boolean") {
            const err70 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
      } else {
        const err71 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
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
    const err72 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err72];
    } else {
      vErrors.push(err72);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
