// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/extended-warranty",
  title: "Extended warranty",
  description:
    "The extended warranty offer: a table of cover and prices, and the form to ask for it, its hidden fields set by the block (e.g. the product).",
  type: "object",
  additionalProperties: false,
  "x-block": {
    shared_ui: ["form"],
    name: "Extended warranty",
    short_description: "Warranty table with its request form",
    group: "Forms",
    priority: 45,
    thumbnail: "extended-warranty.svg",
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
    table_content: {
      title: "Table",
      description:
        "The cover and prices: column headings, then one row per option. Drawn as a table (the first cell of a row heads it).",
      type: "object",
      additionalProperties: false,
      properties: {
        columns: {
          title: "Column headings",
          type: "array",
          maxItems: 6,
          items: { type: "string", maxLength: 200 },
          default: [],
        },
        rows: {
          title: "Rows",
          type: "array",
          maxItems: 30,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["cells"],
            properties: {
              cells: {
                title: "Cells",
                type: "array",
                minItems: 1,
                maxItems: 6,
                items: { type: "string", maxLength: 200 },
              },
            },
          },
          default: [],
        },
      },
      default: { columns: [], rows: [] },
    },
    has_two_columns: { $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", title: "Two columns", default: false },
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
const schema6 = { type: "boolean", "x-field": "bool" };
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
  /*# sourceURL="https://forecourt.dev/blocks/extended-warranty" */ let vErrors = null;
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
    if (data.table_content === undefined) {
      data.table_content = { columns: [], rows: [] };
    }
    if (data.has_two_columns === undefined) {
      data.has_two_columns = false;
    }
    if (data.form_hidden_field_mapping === undefined) {
      data.form_hidden_field_mapping = [];
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
    let data4 = data.table_content;
    if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
      if (data4.columns === undefined) {
        data4.columns = [];
      }
      if (data4.rows === undefined) {
        data4.rows = [];
      }
      for (const key1 in data4) {
        if (!(key1 === "columns" || key1 === "rows")) {
          const err12 = {
            instancePath: instancePath + "/table_content",
            schemaPath: "#/properties/table_content/additionalProperties",
            keyword: "additionalProperties",
            params: { additionalProperty: key1 },
            message: "must NOT have additional properties",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
      let data5 = data4.columns;
      if (Array.isArray(data5)) {
        if (data5.length > 6) {
          const err13 = {
            instancePath: instancePath + "/table_content/columns",
            schemaPath: "#/properties/table_content/properties/columns/maxItems",
            keyword: "maxItems",
            params: { limit: 6 },
            message: "must NOT have more than 6 items",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (typeof data6 === "string") {
            if (func1(data6) > 200) {
              const err14 = {
                instancePath: instancePath + "/table_content/columns/" + i0,
                schemaPath: "#/properties/table_content/properties/columns/items/maxLength",
                keyword: "maxLength",
                params: { limit: 200 },
                message: "must NOT have more than 200 characters",
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
          } else {
            const err15 = {
              instancePath: instancePath + "/table_content/columns/" + i0,
              schemaPath: "#/properties/table_content/properties/columns/items/type",
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
        }
      } else {
        const err16 = {
          instancePath: instancePath + "/table_content/columns",
          schemaPath: "#/properties/table_content/properties/columns/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      let data7 = data4.rows;
      if (Array.isArray(data7)) {
        if (data7.length > 30) {
          const err17 = {
            instancePath: instancePath + "/table_content/rows",
            schemaPath: "#/properties/table_content/properties/rows/maxItems",
            keyword: "maxItems",
            params: { limit: 30 },
            message: "must NOT have more than 30 items",
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len1 = data7.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data8 = data7[i1];
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.cells === undefined) {
              const err18 = {
                instancePath: instancePath + "/table_content/rows/" + i1,
                schemaPath: "#/properties/table_content/properties/rows/items/required",
                keyword: "required",
                params: { missingProperty: "cells" },
                message: "must have required property '" + "cells" + "'",
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            for (const key2 in data8) {
              if (!(key2 === "cells")) {
                const err19 = {
                  instancePath: instancePath + "/table_content/rows/" + i1,
                  schemaPath: "#/properties/table_content/properties/rows/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key2 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
            }
            if (data8.cells !== undefined) {
              let data9 = data8.cells;
              if (Array.isArray(data9)) {
                if (data9.length > 6) {
                  const err20 = {
                    instancePath: instancePath + "/table_content/rows/" + i1 + "/cells",
                    schemaPath: "#/properties/table_content/properties/rows/items/properties/cells/maxItems",
                    keyword: "maxItems",
                    params: { limit: 6 },
                    message: "must NOT have more than 6 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (data9.length < 1) {
                  const err21 = {
                    instancePath: instancePath + "/table_content/rows/" + i1 + "/cells",
                    schemaPath: "#/properties/table_content/properties/rows/items/properties/cells/minItems",
                    keyword: "minItems",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err21];
                  } else {
                    vErrors.push(err21);
                  }
                  errors++;
                }
                const len2 = data9.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data10 = data9[i2];
                  if (typeof data10 === "string") {
                    if (func1(data10) > 200) {
                      const err22 = {
                        instancePath: instancePath + "/table_content/rows/" + i1 + "/cells/" + i2,
                        schemaPath: "#/properties/table_content/properties/rows/items/properties/cells/items/maxLength",
                        keyword: "maxLength",
                        params: { limit: 200 },
                        message: "must NOT have more than 200 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                  } else {
                    const err23 = {
                      instancePath: instancePath + "/table_content/rows/" + i1 + "/cells/" + i2,
                      schemaPath: "#/properties/table_content/properties/rows/items/properties/cells/items/type",
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
                }
              } else {
                const err24 = {
                  instancePath: instancePath + "/table_content/rows/" + i1 + "/cells",
                  schemaPath: "#/properties/table_content/properties/rows/items/properties/cells/type",
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
            }
          } else {
            const err25 = {
              instancePath: instancePath + "/table_content/rows/" + i1,
              schemaPath: "#/properties/table_content/properties/rows/items/type",
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
          instancePath: instancePath + "/table_content/rows",
          schemaPath: "#/properties/table_content/properties/rows/type",
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
    } else {
      const err27 = {
        instancePath: instancePath + "/table_content",
        schemaPath: "#/properties/table_content/type",
        keyword: "type",
        params: { type: "object" },
        message: "must be object",
      };
      if (vErrors === null) {
        vErrors = [err27];
      } else {
        vErrors.push(err27);
      }
      errors++;
    }
    if (typeof data.has_two_columns !== "boolean") {
      const err28 = {
        instancePath: instancePath + "/has_two_columns",
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
    let data12 = data.form_hidden_field_mapping;
    if (Array.isArray(data12)) {
      if (data12.length > 20) {
        const err29 = {
          instancePath: instancePath + "/form_hidden_field_mapping",
          schemaPath: "#/properties/form_hidden_field_mapping/maxItems",
          keyword: "maxItems",
          params: { limit: 20 },
          message: "must NOT have more than 20 items",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
      const len3 = data12.length;
      for (let i3 = 0; i3 < len3; i3++) {
        let data13 = data12[i3];
        if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
          if (data13.name === undefined) {
            const err30 = {
              instancePath: instancePath + "/form_hidden_field_mapping/" + i3,
              schemaPath: "#/properties/form_hidden_field_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "name" },
              message: "must have required property '" + "name" + "'",
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
          if (data13.value === undefined) {
            const err31 = {
              instancePath: instancePath + "/form_hidden_field_mapping/" + i3,
              schemaPath: "#/properties/form_hidden_field_mapping/items/required",
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
          for (const key3 in data13) {
            if (!(key3 === "name" || key3 === "value")) {
              const err32 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i3,
                schemaPath: "#/properties/form_hidden_field_mapping/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key3 },
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
          if (data13.name !== undefined) {
            let data14 = data13.name;
            if (typeof data14 !== "string") {
              const err33 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i3 + "/name",
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
              if (func1(data14) > 63) {
                const err34 = {
                  instancePath: instancePath + "/form_hidden_field_mapping/" + i3 + "/name",
                  schemaPath: "#/properties/form_hidden_field_mapping/items/properties/name/maxLength",
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
          if (data13.value !== undefined) {
            let data15 = data13.value;
            if (typeof data15 !== "string") {
              const err35 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i3 + "/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
            if (typeof data15 === "string") {
              if (func1(data15) > 500) {
                const err36 = {
                  instancePath: instancePath + "/form_hidden_field_mapping/" + i3 + "/value",
                  schemaPath: "#/properties/form_hidden_field_mapping/items/properties/value/maxLength",
                  keyword: "maxLength",
                  params: { limit: 500 },
                  message: "must NOT have more than 500 characters",
                };
                if (vErrors === null) {
                  vErrors = [err36];
                } else {
                  vErrors.push(err36);
                }
                errors++;
              }
            }
          }
        } else {
          const err37 = {
            instancePath: instancePath + "/form_hidden_field_mapping/" + i3,
            schemaPath: "#/properties/form_hidden_field_mapping/items/type",
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
      }
    } else {
      const err38 = {
        instancePath: instancePath + "/form_hidden_field_mapping",
        schemaPath: "#/properties/form_hidden_field_mapping/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err38];
      } else {
        vErrors.push(err38);
      }
      errors++;
    }
    let data16 = data.box_color;
    if (!(data16 === "light-theme" || data16 === "grey-theme" || data16 === "dark-theme" || data16 === "black-theme")) {
      const err39 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema9.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err39];
      } else {
        vErrors.push(err39);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data17 = data.dc_strategy;
      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
        if (data17.key === undefined) {
          const err40 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data17.value === undefined) {
          const err41 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        for (const key4 in data17) {
          if (!(key4 === "key" || key4 === "value" || key4 === "name" || key4 === "fallback")) {
            const err42 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key4 },
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
        if (data17.key !== undefined) {
          let data18 = data17.key;
          if (!(
            data18 === "url_brands" ||
            data18 === "mena_offers" ||
            data18 === "reffine_sl" ||
            data18 === "mena_external_sl"
          )) {
            const err43 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema10.properties.key.enum },
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
        if (data17.value !== undefined) {
          let data19 = data17.value;
          if (typeof data19 === "string") {
            if (func1(data19) > 500) {
              const err44 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
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
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        if (data17.name !== undefined) {
          let data20 = data17.name;
          if (typeof data20 === "string") {
            if (func1(data20) > 120) {
              const err46 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          } else {
            const err47 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data17.fallback !== undefined) {
          if (typeof data17.fallback !== "boolean") {
            const err48 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err48];
            } else {
              vErrors.push(err48);
            }
            errors++;
          }
        }
      } else {
        const err49 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
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
    const err50 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err50];
    } else {
      vErrors.push(err50);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
