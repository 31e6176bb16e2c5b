// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { equal, ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/stock-locator",
  title: "Stock Locator",
  description:
    "The stock list of a publication list: vehicle cards with photo, price and specification linking to their showroom page; filters with counts (checkboxes) and range sliders chosen by the filter switches; free-text search; sorting; 12 vehicles a page; a search by postcode, state or retailer; saved vehicles kept in the visitor's browser. Filters live in the page URL, so a filtered list can be shared, reloaded and returned to. The server renders the first page of results.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Stock Locator",
    short_description: "Filterable vehicle stock with search and saved vehicles",
    group: "Stock",
    priority: 10,
    thumbnail: "stock-locator.svg",
    interactive: true,
    hydrate: "load",
    data: "stock-listing",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      maxLength: 150,
      default: "Find your vehicle",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    header_size: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size", default: "l" },
    ci_key_list: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Publication list",
      description:
        "Key of the publication list the vehicles come from, e.g. all, new, used, approved, land-rover or jaguar.",
      pattern: "^[a-z0-9-]{1,60}$",
      default: "all",
    },
    sl_key_brand: {
      title: "Brand",
      description:
        "The brand whose retailers the retailer search offers (q[brand_eq]) and whose retailer names are shown; empty for both brands.",
      enum: ["", "land_rover", "jaguar"],
      "x-enum-labels": ["Both brands", "Land Rover", "Jaguar"],
      default: "",
    },
    default_sort: {
      title: "Default order",
      description: "How the vehicles are ordered until the visitor chooses otherwise.",
      enum: [
        "productionYearAsc",
        "productionYearDesc",
        "createdAtAsc",
        "createdAtDesc",
        "mileageAsc",
        "mileageDesc",
        "priceAsc",
        "priceDesc",
        "status",
      ],
      "x-enum-labels": [
        "Year: oldest first",
        "Year: newest first",
        "Listed: oldest first",
        "Listed: newest first",
        "Mileage: lowest first",
        "Mileage: highest first",
        "Price: lowest first",
        "Price: highest first",
        "Availability",
      ],
      default: "createdAtDesc",
    },
    forced_statuses: {
      title: "Only these statuses",
      description:
        "When not empty, only vehicles with one of these statuses are listed (forced_statuses), e.g. to hide sold vehicles.",
      type: "array",
      maxItems: 8,
      items: {
        enum: ["stock", "available_soon", "reserved", "sold", "in_production", "on_demand", "delivery", "demo"],
      },
      uniqueItems: true,
      default: [],
    },
    "filter-brands": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Brand filter",
      description: "Checkboxes of the brands in the list (nameplate_brand_name).",
      default: true,
    },
    "filter-models": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Model filter",
      description: "Checkboxes of the model families (nameplate_model_group) and models (nameplate_name).",
      default: true,
    },
    "filter-financing_options": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Payment options filter",
      description: "Checkboxes of the ways to pay (financing_options): cash, finance, lease, subscription.",
      default: false,
    },
    "filter-states": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Condition filter",
      description: "Checkboxes of new, used and approved (state).",
      default: true,
    },
    "filter-statuses": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Availability filter",
      description: "Checkboxes of the vehicle statuses: in stock, available soon, reserved, ... (status).",
      default: false,
    },
    "filter-msrp_price": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Recommended price filter",
      description: "A range slider over the manufacturer's recommended price (msrp_price).",
      default: false,
    },
    "filter-display_price": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Price filter",
      description: "A range slider over the price shown (display_price).",
      default: true,
    },
    "filter-mileage": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Mileage filter",
      description: "A range slider over the mileage.",
      default: true,
    },
    "filter-production_year": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Production year filter",
      description: "A range slider over the production year.",
      default: false,
    },
    "filter-model_year": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Model year filter",
      description: "A range slider over the model year.",
      default: false,
    },
    "filter-power": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Power filter",
      description: "A range slider over the power output.",
      default: false,
    },
    "filter-engine_types": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Engine filter",
      description: "Checkboxes of the engine types: petrol, diesel, hybrid, electric, ... (engine_type).",
      default: true,
    },
    "filter-transmissions": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Transmission filter",
      description: "Checkboxes of the transmissions (transmission).",
      default: false,
    },
    "filter-colors": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Colour filter",
      description: "Checkboxes of the colour families: black, white, grey, ... (color_canonical).",
      default: true,
    },
    "filter-specific_colors": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Paint filter",
      description: "Checkboxes of the exact paint names (color_name).",
      default: false,
    },
    "filter-dealers": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Retailer filter",
      description: "Checkboxes of the retailers holding the vehicles (owner_id).",
      default: true,
    },
    "filter-number_of_seats": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Seats filter",
      description: "Checkboxes of the seat counts (number_of_seats).",
      default: false,
    },
    vehicles: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Vehicles",
      description:
        'headline: the line above the results, where {{count}} becomes the number of vehicles found (empty: "N vehicles"); list: the specification attributes each vehicle card shows, in order (empty: the default attributes productionYear, model, mileage, engines, color, drivetrain, vin, power, capacity, status, state, colorInterior).',
      type: "object",
      additionalProperties: false,
      properties: {
        headline: { type: "string", maxLength: 200 },
        list: {
          type: "array",
          maxItems: 25,
          items: {
            enum: [
              "productionYear",
              "model",
              "mileage",
              "engines",
              "color",
              "drivetrain",
              "vin",
              "power",
              "capacity",
              "status",
              "state",
              "colorInterior",
              "brand",
              "title",
              "version",
              "modelYear",
              "transmission",
              "deliveryDate",
              "avl",
              "ownerName",
              "orderNumber",
              "nameplateModelGroup",
              "shortVin",
              "numberOfSeats",
              "batteryCapacity",
            ],
          },
          uniqueItems: true,
        },
      },
      default: { headline: "", list: [] },
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
const schema8 = { type: "boolean", "x-field": "bool" };
const schema25 = { title: "JSON", description: "Structured data entered as JSON; stored parsed.", "x-field": "json" };
const schema26 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema27 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema28 = {
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
const func3 = equal;
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^[a-z0-9-]{1,60}$", "u");
const schema29 = {
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
const schema30 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
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
  /*# sourceURL="https://forecourt.dev/blocks/stock-locator" */ let vErrors = null;
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
    if (data.heading !== undefined) {
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
    }
    if (data.header_tag !== undefined) {
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
    }
    if (data.header_size !== undefined) {
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
    }
    if (data.ci_key_list !== undefined) {
      let data5 = data.ci_key_list;
      if (typeof data5 !== "string") {
        const err10 = {
          instancePath: instancePath + "/ci_key_list",
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
        if (!pattern1.test(data5)) {
          const err11 = {
            instancePath: instancePath + "/ci_key_list",
            schemaPath: "#/properties/ci_key_list/pattern",
            keyword: "pattern",
            params: { pattern: "^[a-z0-9-]{1,60}$" },
            message: 'must match pattern "' + "^[a-z0-9-]{1,60}$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.sl_key_brand !== undefined) {
      let data6 = data.sl_key_brand;
      if (!(data6 === "" || data6 === "land_rover" || data6 === "jaguar")) {
        const err12 = {
          instancePath: instancePath + "/sl_key_brand",
          schemaPath: "#/properties/sl_key_brand/enum",
          keyword: "enum",
          params: { allowedValues: schema0.properties.sl_key_brand.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.default_sort !== undefined) {
      let data7 = data.default_sort;
      if (!(
        data7 === "productionYearAsc" ||
        data7 === "productionYearDesc" ||
        data7 === "createdAtAsc" ||
        data7 === "createdAtDesc" ||
        data7 === "mileageAsc" ||
        data7 === "mileageDesc" ||
        data7 === "priceAsc" ||
        data7 === "priceDesc" ||
        data7 === "status"
      )) {
        const err13 = {
          instancePath: instancePath + "/default_sort",
          schemaPath: "#/properties/default_sort/enum",
          keyword: "enum",
          params: { allowedValues: schema0.properties.default_sort.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.forced_statuses !== undefined) {
      let data8 = data.forced_statuses;
      if (Array.isArray(data8)) {
        if (data8.length > 8) {
          const err14 = {
            instancePath: instancePath + "/forced_statuses",
            schemaPath: "#/properties/forced_statuses/maxItems",
            keyword: "maxItems",
            params: { limit: 8 },
            message: "must NOT have more than 8 items",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data9 = data8[i0];
          if (!(
            data9 === "stock" ||
            data9 === "available_soon" ||
            data9 === "reserved" ||
            data9 === "sold" ||
            data9 === "in_production" ||
            data9 === "on_demand" ||
            data9 === "delivery" ||
            data9 === "demo"
          )) {
            const err15 = {
              instancePath: instancePath + "/forced_statuses/" + i0,
              schemaPath: "#/properties/forced_statuses/items/enum",
              keyword: "enum",
              params: { allowedValues: schema0.properties.forced_statuses.items.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
        }
        let i1 = data8.length;
        let j0;
        if (i1 > 1) {
          outer0: for (; i1--;) {
            for (j0 = i1; j0--;) {
              if (func3(data8[i1], data8[j0])) {
                const err16 = {
                  instancePath: instancePath + "/forced_statuses",
                  schemaPath: "#/properties/forced_statuses/uniqueItems",
                  keyword: "uniqueItems",
                  params: { i: i1, j: j0 },
                  message: "must NOT have duplicate items (items ## " + j0 + " and " + i1 + " are identical)",
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
                break outer0;
              }
            }
          }
        }
      } else {
        const err17 = {
          instancePath: instancePath + "/forced_statuses",
          schemaPath: "#/properties/forced_statuses/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data["filter-brands"] !== undefined) {
      if (typeof data["filter-brands"] !== "boolean") {
        const err18 = {
          instancePath: instancePath + "/filter-brands",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data["filter-models"] !== undefined) {
      if (typeof data["filter-models"] !== "boolean") {
        const err19 = {
          instancePath: instancePath + "/filter-models",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data["filter-financing_options"] !== undefined) {
      if (typeof data["filter-financing_options"] !== "boolean") {
        const err20 = {
          instancePath: instancePath + "/filter-financing_options",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data["filter-states"] !== undefined) {
      if (typeof data["filter-states"] !== "boolean") {
        const err21 = {
          instancePath: instancePath + "/filter-states",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data["filter-statuses"] !== undefined) {
      if (typeof data["filter-statuses"] !== "boolean") {
        const err22 = {
          instancePath: instancePath + "/filter-statuses",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
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
    if (data["filter-msrp_price"] !== undefined) {
      if (typeof data["filter-msrp_price"] !== "boolean") {
        const err23 = {
          instancePath: instancePath + "/filter-msrp_price",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data["filter-display_price"] !== undefined) {
      if (typeof data["filter-display_price"] !== "boolean") {
        const err24 = {
          instancePath: instancePath + "/filter-display_price",
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
    if (data["filter-mileage"] !== undefined) {
      if (typeof data["filter-mileage"] !== "boolean") {
        const err25 = {
          instancePath: instancePath + "/filter-mileage",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data["filter-production_year"] !== undefined) {
      if (typeof data["filter-production_year"] !== "boolean") {
        const err26 = {
          instancePath: instancePath + "/filter-production_year",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    if (data["filter-model_year"] !== undefined) {
      if (typeof data["filter-model_year"] !== "boolean") {
        const err27 = {
          instancePath: instancePath + "/filter-model_year",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data["filter-power"] !== undefined) {
      if (typeof data["filter-power"] !== "boolean") {
        const err28 = {
          instancePath: instancePath + "/filter-power",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
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
    if (data["filter-engine_types"] !== undefined) {
      if (typeof data["filter-engine_types"] !== "boolean") {
        const err29 = {
          instancePath: instancePath + "/filter-engine_types",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data["filter-transmissions"] !== undefined) {
      if (typeof data["filter-transmissions"] !== "boolean") {
        const err30 = {
          instancePath: instancePath + "/filter-transmissions",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data["filter-colors"] !== undefined) {
      if (typeof data["filter-colors"] !== "boolean") {
        const err31 = {
          instancePath: instancePath + "/filter-colors",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data["filter-specific_colors"] !== undefined) {
      if (typeof data["filter-specific_colors"] !== "boolean") {
        const err32 = {
          instancePath: instancePath + "/filter-specific_colors",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    if (data["filter-dealers"] !== undefined) {
      if (typeof data["filter-dealers"] !== "boolean") {
        const err33 = {
          instancePath: instancePath + "/filter-dealers",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data["filter-number_of_seats"] !== undefined) {
      if (typeof data["filter-number_of_seats"] !== "boolean") {
        const err34 = {
          instancePath: instancePath + "/filter-number_of_seats",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
    }
    if (data.vehicles !== undefined) {
      let data27 = data.vehicles;
      if (data27 && typeof data27 == "object" && !Array.isArray(data27)) {
        for (const key1 in data27) {
          if (!(key1 === "headline" || key1 === "list")) {
            const err35 = {
              instancePath: instancePath + "/vehicles",
              schemaPath: "#/properties/vehicles/additionalProperties",
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
        if (data27.headline !== undefined) {
          let data28 = data27.headline;
          if (typeof data28 === "string") {
            if (func1(data28) > 200) {
              const err36 = {
                instancePath: instancePath + "/vehicles/headline",
                schemaPath: "#/properties/vehicles/properties/headline/maxLength",
                keyword: "maxLength",
                params: { limit: 200 },
                message: "must NOT have more than 200 characters",
              };
              if (vErrors === null) {
                vErrors = [err36];
              } else {
                vErrors.push(err36);
              }
              errors++;
            }
          } else {
            const err37 = {
              instancePath: instancePath + "/vehicles/headline",
              schemaPath: "#/properties/vehicles/properties/headline/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data27.list !== undefined) {
          let data29 = data27.list;
          if (Array.isArray(data29)) {
            if (data29.length > 25) {
              const err38 = {
                instancePath: instancePath + "/vehicles/list",
                schemaPath: "#/properties/vehicles/properties/list/maxItems",
                keyword: "maxItems",
                params: { limit: 25 },
                message: "must NOT have more than 25 items",
              };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
            const len1 = data29.length;
            for (let i2 = 0; i2 < len1; i2++) {
              let data30 = data29[i2];
              if (!(
                data30 === "productionYear" ||
                data30 === "model" ||
                data30 === "mileage" ||
                data30 === "engines" ||
                data30 === "color" ||
                data30 === "drivetrain" ||
                data30 === "vin" ||
                data30 === "power" ||
                data30 === "capacity" ||
                data30 === "status" ||
                data30 === "state" ||
                data30 === "colorInterior" ||
                data30 === "brand" ||
                data30 === "title" ||
                data30 === "version" ||
                data30 === "modelYear" ||
                data30 === "transmission" ||
                data30 === "deliveryDate" ||
                data30 === "avl" ||
                data30 === "ownerName" ||
                data30 === "orderNumber" ||
                data30 === "nameplateModelGroup" ||
                data30 === "shortVin" ||
                data30 === "numberOfSeats" ||
                data30 === "batteryCapacity"
              )) {
                const err39 = {
                  instancePath: instancePath + "/vehicles/list/" + i2,
                  schemaPath: "#/properties/vehicles/properties/list/items/enum",
                  keyword: "enum",
                  params: { allowedValues: schema0.properties.vehicles.properties.list.items.enum },
                  message: "must be equal to one of the allowed values",
                };
                if (vErrors === null) {
                  vErrors = [err39];
                } else {
                  vErrors.push(err39);
                }
                errors++;
              }
            }
            let i3 = data29.length;
            let j1;
            if (i3 > 1) {
              outer1: for (; i3--;) {
                for (j1 = i3; j1--;) {
                  if (func3(data29[i3], data29[j1])) {
                    const err40 = {
                      instancePath: instancePath + "/vehicles/list",
                      schemaPath: "#/properties/vehicles/properties/list/uniqueItems",
                      keyword: "uniqueItems",
                      params: { i: i3, j: j1 },
                      message: "must NOT have duplicate items (items ## " + j1 + " and " + i3 + " are identical)",
                    };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                    break outer1;
                  }
                }
              }
            }
          } else {
            const err41 = {
              instancePath: instancePath + "/vehicles/list",
              schemaPath: "#/properties/vehicles/properties/list/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
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
          instancePath: instancePath + "/vehicles",
          schemaPath: "#/properties/vehicles/type",
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
    if (data.box_color !== undefined) {
      let data31 = data.box_color;
      if (!(
        data31 === "light-theme" ||
        data31 === "grey-theme" ||
        data31 === "dark-theme" ||
        data31 === "black-theme"
      )) {
        const err43 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
          keyword: "enum",
          params: { allowedValues: schema26.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.padding !== undefined) {
      let data32 = data.padding;
      if (!(data32 === "normal" || data32 === "top-space-0" || data32 === "bottom-space-0" || data32 === "y-space-0")) {
        const err44 = {
          instancePath: instancePath + "/padding",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
          keyword: "enum",
          params: { allowedValues: schema27.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.dc_strategy !== undefined) {
      let data33 = data.dc_strategy;
      if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
        if (data33.key === undefined) {
          const err45 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data33.value === undefined) {
          const err46 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        for (const key2 in data33) {
          if (!(key2 === "key" || key2 === "value" || key2 === "name" || key2 === "fallback")) {
            const err47 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data33.key !== undefined) {
          let data34 = data33.key;
          if (!(
            data34 === "url_brands" ||
            data34 === "mena_offers" ||
            data34 === "reffine_sl" ||
            data34 === "mena_external_sl"
          )) {
            const err48 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema28.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
        if (data33.value !== undefined) {
          let data35 = data33.value;
          if (typeof data35 === "string") {
            if (func1(data35) > 500) {
              const err49 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
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
          } else {
            const err50 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data33.name !== undefined) {
          let data36 = data33.name;
          if (typeof data36 === "string") {
            if (func1(data36) > 120) {
              const err51 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err51];
              } else {
                vErrors.push(err51);
              }
              errors++;
            }
          } else {
            const err52 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
        if (data33.fallback !== undefined) {
          if (typeof data33.fallback !== "boolean") {
            const err53 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err53];
            } else {
              vErrors.push(err53);
            }
            errors++;
          }
        }
      } else {
        const err54 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
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
    const err55 = {
      instancePath,
      schemaPath: "#/type",
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
  validate0.errors = vErrors;
  return errors === 0;
}
