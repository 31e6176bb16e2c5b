// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/mena-news",
  title: "MENA News",
  description:
    "The published news pages of one locale and market, newest first, a page at a time (?page=N links that work without JavaScript). Each item links to its news page with the list page it came from, so the news page's back link returns there; items the visitor has opened are marked as visited.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "MENA News",
    short_description: "A paged list of news pages",
    group: "Content",
    priority: 62,
    thumbnail: "mena-news.svg",
    interactive: true,
    hydrate: "visible",
    data: "news-list",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", maxLength: 150, default: "Latest news" },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    locale: {
      title: "Locale",
      description: "The news pages listed are those of this locale.",
      enum: ["en", "ar", "fr", "ge", "ru"],
      "x-enum-labels": ["English", "Arabic", "French", "German", "Russian"],
      default: "en",
    },
    market: {
      title: "Market",
      description: "The news pages listed are those of this market.",
      enum: ["AE", "SA", "KW", "QA", "BH", "OM", "EG", "JO", "LB"],
      "x-enum-labels": [
        "United Arab Emirates",
        "Saudi Arabia",
        "Kuwait",
        "Qatar",
        "Bahrain",
        "Oman",
        "Egypt",
        "Jordan",
        "Lebanon",
      ],
      default: "AE",
    },
    page_size: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
      title: "News per page",
      type: "integer",
      minimum: 1,
      maximum: 50,
      default: 6,
    },
    read_more: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Read more label",
      minLength: 1,
      maxLength: 40,
      default: "Read more",
    },
    pagination_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Pagination text",
      description:
        "Between the previous and next links; {page} and {pages} are replaced by the page number and the number of pages.",
      minLength: 1,
      maxLength: 60,
      default: "Page {page} of {pages}",
    },
    previous_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Previous page label",
      minLength: 1,
      maxLength: 40,
      default: "Previous",
    },
    next_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Next page label",
      minLength: 1,
      maxLength: 40,
      default: "Next",
    },
    visited_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Visited label",
      description: "Marks the news the visitor has already opened.",
      minLength: 1,
      maxLength: 40,
      default: "Visited",
    },
    error_title: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Error title",
      minLength: 1,
      maxLength: 120,
      default: "Something went wrong",
    },
    error_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Error text",
      minLength: 1,
      maxLength: 300,
      default: "We ran into a technical issue. Please refresh and try again.",
    },
    no_results_title: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "No results title",
      minLength: 1,
      maxLength: 120,
      default: "No results",
    },
    no_results_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "No results text",
      minLength: 1,
      maxLength: 300,
      default: "We have not found any news",
    },
    dir: { $ref: "https://forecourt.dev/schemas/fields#/$defs/dir", default: "ltr" },
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
const schema6 = { type: "number", "x-field": "number" };
const schema7 = { type: "string", "x-field": "string" };
const schema16 = { title: "Text direction", enum: ["ltr", "rtl"], "x-enum-labels": ["Left to right", "Right to left"] };
const schema17 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema18 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema19 = {
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
const schema20 = {
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
const schema21 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
        if (!pattern1.test(data0)) {
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
        if (!pattern1.test(data1)) {
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
  /*# sourceURL="https://forecourt.dev/blocks/mena-news" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "Latest news";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.locale === undefined) {
      data.locale = "en";
    }
    if (data.market === undefined) {
      data.market = "AE";
    }
    if (data.page_size === undefined) {
      data.page_size = 6;
    }
    if (data.read_more === undefined) {
      data.read_more = "Read more";
    }
    if (data.pagination_text === undefined) {
      data.pagination_text = "Page {page} of {pages}";
    }
    if (data.previous_label === undefined) {
      data.previous_label = "Previous";
    }
    if (data.next_label === undefined) {
      data.next_label = "Next";
    }
    if (data.visited_label === undefined) {
      data.visited_label = "Visited";
    }
    if (data.error_title === undefined) {
      data.error_title = "Something went wrong";
    }
    if (data.error_text === undefined) {
      data.error_text = "We ran into a technical issue. Please refresh and try again.";
    }
    if (data.no_results_title === undefined) {
      data.no_results_title = "No results";
    }
    if (data.no_results_text === undefined) {
      data.no_results_text = "We have not found any news";
    }
    if (data.dir === undefined) {
      data.dir = "ltr";
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
    let data4 = data.locale;
    if (!(data4 === "en" || data4 === "ar" || data4 === "fr" || data4 === "ge" || data4 === "ru")) {
      const err9 = {
        instancePath: instancePath + "/locale",
        schemaPath: "#/properties/locale/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.locale.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    let data5 = data.market;
    if (!(
      data5 === "AE" ||
      data5 === "SA" ||
      data5 === "KW" ||
      data5 === "QA" ||
      data5 === "BH" ||
      data5 === "OM" ||
      data5 === "EG" ||
      data5 === "JO" ||
      data5 === "LB"
    )) {
      const err10 = {
        instancePath: instancePath + "/market",
        schemaPath: "#/properties/market/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.market.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    let data6 = data.page_size;
    if (!(typeof data6 == "number" && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
      const err11 = {
        instancePath: instancePath + "/page_size",
        schemaPath: "#/properties/page_size/type",
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
        instancePath: instancePath + "/page_size",
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
      if (data6 > 50 || isNaN(data6)) {
        const err13 = {
          instancePath: instancePath + "/page_size",
          schemaPath: "#/properties/page_size/maximum",
          keyword: "maximum",
          params: { comparison: "<=", limit: 50 },
          message: "must be <= 50",
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
          instancePath: instancePath + "/page_size",
          schemaPath: "#/properties/page_size/minimum",
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
    let data7 = data.read_more;
    if (typeof data7 !== "string") {
      const err15 = {
        instancePath: instancePath + "/read_more",
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
    if (typeof data7 === "string") {
      if (func1(data7) > 40) {
        const err16 = {
          instancePath: instancePath + "/read_more",
          schemaPath: "#/properties/read_more/maxLength",
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
      if (func1(data7) < 1) {
        const err17 = {
          instancePath: instancePath + "/read_more",
          schemaPath: "#/properties/read_more/minLength",
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
    let data8 = data.pagination_text;
    if (typeof data8 !== "string") {
      const err18 = {
        instancePath: instancePath + "/pagination_text",
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
    if (typeof data8 === "string") {
      if (func1(data8) > 60) {
        const err19 = {
          instancePath: instancePath + "/pagination_text",
          schemaPath: "#/properties/pagination_text/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (func1(data8) < 1) {
        const err20 = {
          instancePath: instancePath + "/pagination_text",
          schemaPath: "#/properties/pagination_text/minLength",
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
    let data9 = data.previous_label;
    if (typeof data9 !== "string") {
      const err21 = {
        instancePath: instancePath + "/previous_label",
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
    if (typeof data9 === "string") {
      if (func1(data9) > 40) {
        const err22 = {
          instancePath: instancePath + "/previous_label",
          schemaPath: "#/properties/previous_label/maxLength",
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
      if (func1(data9) < 1) {
        const err23 = {
          instancePath: instancePath + "/previous_label",
          schemaPath: "#/properties/previous_label/minLength",
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
    let data10 = data.next_label;
    if (typeof data10 !== "string") {
      const err24 = {
        instancePath: instancePath + "/next_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    if (typeof data10 === "string") {
      if (func1(data10) > 40) {
        const err25 = {
          instancePath: instancePath + "/next_label",
          schemaPath: "#/properties/next_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
      if (func1(data10) < 1) {
        const err26 = {
          instancePath: instancePath + "/next_label",
          schemaPath: "#/properties/next_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
    let data11 = data.visited_label;
    if (typeof data11 !== "string") {
      const err27 = {
        instancePath: instancePath + "/visited_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
    if (typeof data11 === "string") {
      if (func1(data11) > 40) {
        const err28 = {
          instancePath: instancePath + "/visited_label",
          schemaPath: "#/properties/visited_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
      if (func1(data11) < 1) {
        const err29 = {
          instancePath: instancePath + "/visited_label",
          schemaPath: "#/properties/visited_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    let data12 = data.error_title;
    if (typeof data12 !== "string") {
      const err30 = {
        instancePath: instancePath + "/error_title",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err30];
      } else {
        vErrors.push(err30);
      }
      errors++;
    }
    if (typeof data12 === "string") {
      if (func1(data12) > 120) {
        const err31 = {
          instancePath: instancePath + "/error_title",
          schemaPath: "#/properties/error_title/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
      if (func1(data12) < 1) {
        const err32 = {
          instancePath: instancePath + "/error_title",
          schemaPath: "#/properties/error_title/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
    }
    let data13 = data.error_text;
    if (typeof data13 !== "string") {
      const err33 = {
        instancePath: instancePath + "/error_text",
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
    if (typeof data13 === "string") {
      if (func1(data13) > 300) {
        const err34 = {
          instancePath: instancePath + "/error_text",
          schemaPath: "#/properties/error_text/maxLength",
          keyword: "maxLength",
          params: { limit: 300 },
          message: "must NOT have more than 300 characters",
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (func1(data13) < 1) {
        const err35 = {
          instancePath: instancePath + "/error_text",
          schemaPath: "#/properties/error_text/minLength",
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
    let data14 = data.no_results_title;
    if (typeof data14 !== "string") {
      const err36 = {
        instancePath: instancePath + "/no_results_title",
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
    if (typeof data14 === "string") {
      if (func1(data14) > 120) {
        const err37 = {
          instancePath: instancePath + "/no_results_title",
          schemaPath: "#/properties/no_results_title/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      if (func1(data14) < 1) {
        const err38 = {
          instancePath: instancePath + "/no_results_title",
          schemaPath: "#/properties/no_results_title/minLength",
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
    let data15 = data.no_results_text;
    if (typeof data15 !== "string") {
      const err39 = {
        instancePath: instancePath + "/no_results_text",
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
    if (typeof data15 === "string") {
      if (func1(data15) > 300) {
        const err40 = {
          instancePath: instancePath + "/no_results_text",
          schemaPath: "#/properties/no_results_text/maxLength",
          keyword: "maxLength",
          params: { limit: 300 },
          message: "must NOT have more than 300 characters",
        };
        if (vErrors === null) {
          vErrors = [err40];
        } else {
          vErrors.push(err40);
        }
        errors++;
      }
      if (func1(data15) < 1) {
        const err41 = {
          instancePath: instancePath + "/no_results_text",
          schemaPath: "#/properties/no_results_text/minLength",
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
    let data16 = data.dir;
    if (!(data16 === "ltr" || data16 === "rtl")) {
      const err42 = {
        instancePath: instancePath + "/dir",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dir/enum",
        keyword: "enum",
        params: { allowedValues: schema16.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err42];
      } else {
        vErrors.push(err42);
      }
      errors++;
    }
    let data17 = data.box_color;
    if (!(data17 === "light-theme" || data17 === "grey-theme" || data17 === "dark-theme" || data17 === "black-theme")) {
      const err43 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema17.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err43];
      } else {
        vErrors.push(err43);
      }
      errors++;
    }
    let data18 = data.padding;
    if (!(data18 === "normal" || data18 === "top-space-0" || data18 === "bottom-space-0" || data18 === "y-space-0")) {
      const err44 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema18.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err44];
      } else {
        vErrors.push(err44);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data19 = data.dc_strategy;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.key === undefined) {
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
        if (data19.value === undefined) {
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
        for (const key1 in data19) {
          if (!(key1 === "key" || key1 === "value" || key1 === "name" || key1 === "fallback")) {
            const err47 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
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
        if (data19.key !== undefined) {
          let data20 = data19.key;
          if (!(
            data20 === "url_brands" ||
            data20 === "mena_offers" ||
            data20 === "reffine_sl" ||
            data20 === "mena_external_sl"
          )) {
            const err48 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema19.properties.key.enum },
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
        if (data19.value !== undefined) {
          let data21 = data19.value;
          if (typeof data21 === "string") {
            if (func1(data21) > 500) {
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
        if (data19.name !== undefined) {
          let data22 = data19.name;
          if (typeof data22 === "string") {
            if (func1(data22) > 120) {
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
        if (data19.fallback !== undefined) {
          if (typeof data19.fallback !== "boolean") {
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
