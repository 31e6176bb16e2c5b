// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/specification",
  title: "Specification",
  description:
    "A model's technical specification as tables: up to 100 rows of label and value, grouped under their category (Performance, Dimensions...), with a footnote.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Specification",
    short_description: "Technical data in tables, by category",
    group: "Content",
    priority: 90,
    thumbnail: "specification.svg",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      title: "Section heading",
      maxLength: 150,
      default: "Specification",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    header_size: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size", default: "l" },
    paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", title: "Introduction", default: "" },
    rows: {
      title: "Rows",
      description: "Consecutive rows with the same category form one table.",
      type: "array",
      maxItems: 100,
      default: [],
      items: {
        type: "object",
        additionalProperties: false,
        required: ["label", "value"],
        properties: {
          category: {
            title: "Category",
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            maxLength: 80,
            default: "",
          },
          label: {
            title: "Label",
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            minLength: 1,
            maxLength: 120,
          },
          value: {
            title: "Value",
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            minLength: 1,
            maxLength: 200,
          },
        },
      },
    },
    "col-numbers": {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/col_numbers",
      title: "Tables per row",
      description: "On wide screens.",
      default: 2,
    },
    disclaimer: {
      title: "Footnote",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/text",
      maxLength: 1000,
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
const schema7 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema8 = { type: "string", "x-field": "string" };
const schema11 = { title: "Columns", enum: [1, 2, 3, 4], "x-enum-labels": ["1", "2", "3", "4"] };
const schema12 = { type: "string", "x-field": "text" };
const schema13 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema14 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema15 = {
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
const schema16 = {
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
const schema17 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
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
  /*# sourceURL="https://forecourt.dev/blocks/specification" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "Specification";
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
    if (data.rows === undefined) {
      data.rows = [];
    }
    if (data["col-numbers"] === undefined) {
      data["col-numbers"] = 2;
    }
    if (data.disclaimer === undefined) {
      data.disclaimer = "";
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
    if (typeof data.paragraph !== "string") {
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
    let data6 = data.rows;
    if (Array.isArray(data6)) {
      if (data6.length > 100) {
        const err11 = {
          instancePath: instancePath + "/rows",
          schemaPath: "#/properties/rows/maxItems",
          keyword: "maxItems",
          params: { limit: 100 },
          message: "must NOT have more than 100 items",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      const len0 = data6.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data7 = data6[i0];
        if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
          if (data7.category === undefined) {
            data7.category = "";
          }
          if (data7.label === undefined) {
            const err12 = {
              instancePath: instancePath + "/rows/" + i0,
              schemaPath: "#/properties/rows/items/required",
              keyword: "required",
              params: { missingProperty: "label" },
              message: "must have required property '" + "label" + "'",
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
          if (data7.value === undefined) {
            const err13 = {
              instancePath: instancePath + "/rows/" + i0,
              schemaPath: "#/properties/rows/items/required",
              keyword: "required",
              params: { missingProperty: "value" },
              message: "must have required property '" + "value" + "'",
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
          for (const key1 in data7) {
            if (!(key1 === "category" || key1 === "label" || key1 === "value")) {
              const err14 = {
                instancePath: instancePath + "/rows/" + i0,
                schemaPath: "#/properties/rows/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key1 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          }
          let data8 = data7.category;
          if (typeof data8 !== "string") {
            const err15 = {
              instancePath: instancePath + "/rows/" + i0 + "/category",
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
            if (func1(data8) > 80) {
              const err16 = {
                instancePath: instancePath + "/rows/" + i0 + "/category",
                schemaPath: "#/properties/rows/items/properties/category/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
          }
          if (data7.label !== undefined) {
            let data9 = data7.label;
            if (typeof data9 !== "string") {
              const err17 = {
                instancePath: instancePath + "/rows/" + i0 + "/label",
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
            if (typeof data9 === "string") {
              if (func1(data9) > 120) {
                const err18 = {
                  instancePath: instancePath + "/rows/" + i0 + "/label",
                  schemaPath: "#/properties/rows/items/properties/label/maxLength",
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
              if (func1(data9) < 1) {
                const err19 = {
                  instancePath: instancePath + "/rows/" + i0 + "/label",
                  schemaPath: "#/properties/rows/items/properties/label/minLength",
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
          }
          if (data7.value !== undefined) {
            let data10 = data7.value;
            if (typeof data10 !== "string") {
              const err20 = {
                instancePath: instancePath + "/rows/" + i0 + "/value",
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
            if (typeof data10 === "string") {
              if (func1(data10) > 200) {
                const err21 = {
                  instancePath: instancePath + "/rows/" + i0 + "/value",
                  schemaPath: "#/properties/rows/items/properties/value/maxLength",
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
              if (func1(data10) < 1) {
                const err22 = {
                  instancePath: instancePath + "/rows/" + i0 + "/value",
                  schemaPath: "#/properties/rows/items/properties/value/minLength",
                  keyword: "minLength",
                  params: { limit: 1 },
                  message: "must NOT have fewer than 1 characters",
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
        } else {
          const err23 = {
            instancePath: instancePath + "/rows/" + i0,
            schemaPath: "#/properties/rows/items/type",
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
    } else {
      const err24 = {
        instancePath: instancePath + "/rows",
        schemaPath: "#/properties/rows/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err24];
      } else {
        vErrors.push(err24);
      }
      errors++;
    }
    let data11 = data["col-numbers"];
    if (!(data11 === 1 || data11 === 2 || data11 === 3 || data11 === 4)) {
      const err25 = {
        instancePath: instancePath + "/col-numbers",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/col_numbers/enum",
        keyword: "enum",
        params: { allowedValues: schema11.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    let data12 = data.disclaimer;
    if (typeof data12 !== "string") {
      const err26 = {
        instancePath: instancePath + "/disclaimer",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/text/type",
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
    if (typeof data12 === "string") {
      if (func1(data12) > 1000) {
        const err27 = {
          instancePath: instancePath + "/disclaimer",
          schemaPath: "#/properties/disclaimer/maxLength",
          keyword: "maxLength",
          params: { limit: 1000 },
          message: "must NOT have more than 1000 characters",
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    let data13 = data.box_color;
    if (!(data13 === "light-theme" || data13 === "grey-theme" || data13 === "dark-theme" || data13 === "black-theme")) {
      const err28 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema13.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err28];
      } else {
        vErrors.push(err28);
      }
      errors++;
    }
    let data14 = data.padding;
    if (!(data14 === "normal" || data14 === "top-space-0" || data14 === "bottom-space-0" || data14 === "y-space-0")) {
      const err29 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema14.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err29];
      } else {
        vErrors.push(err29);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data15 = data.dc_strategy;
      if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
        if (data15.key === undefined) {
          const err30 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data15.value === undefined) {
          const err31 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        for (const key2 in data15) {
          if (!(key2 === "key" || key2 === "value" || key2 === "name" || key2 === "fallback")) {
            const err32 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err32];
            } else {
              vErrors.push(err32);
            }
            errors++;
          }
        }
        if (data15.key !== undefined) {
          let data16 = data15.key;
          if (!(
            data16 === "url_brands" ||
            data16 === "mena_offers" ||
            data16 === "reffine_sl" ||
            data16 === "mena_external_sl"
          )) {
            const err33 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema15.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err33];
            } else {
              vErrors.push(err33);
            }
            errors++;
          }
        }
        if (data15.value !== undefined) {
          let data17 = data15.value;
          if (typeof data17 === "string") {
            if (func1(data17) > 500) {
              const err34 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
          } else {
            const err35 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
        }
        if (data15.name !== undefined) {
          let data18 = data15.name;
          if (typeof data18 === "string") {
            if (func1(data18) > 120) {
              const err36 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
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
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        if (data15.fallback !== undefined) {
          if (typeof data15.fallback !== "boolean") {
            const err38 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err38];
            } else {
              vErrors.push(err38);
            }
            errors++;
          }
        }
      } else {
        const err39 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err39];
        } else {
          vErrors.push(err39);
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
    const err40 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err40];
    } else {
      vErrors.push(err40);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
