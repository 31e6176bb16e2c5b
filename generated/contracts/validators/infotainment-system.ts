// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { blockNode as blockNode } from "./page-document.ts";
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/infotainment-system",
  title: "Infotainment system",
  description:
    "Which infotainment system each model has: the visitor chooses a vehicle (the models named by model key, with their names and stock counts from the stock) and sees its system, text and nested blocks under a title naming the chosen vehicle. Works without JavaScript through a form; with it the choice switches at once.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Infotainment system",
    short_description: "A vehicle's infotainment, chosen from a list",
    group: "Stock",
    priority: 15,
    thumbnail: "infotainment-system.svg",
    interactive: true,
    hydrate: "visible",
    data: "infotainment",
  },
  required: ["id", "items"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      maxLength: 150,
      default: "Infotainment system",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    header_size: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size", default: "m" },
    model_title: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Model title",
      description: "The title above the chosen vehicle's system; {{model}} is replaced by the chosen vehicle's name.",
      maxLength: 150,
      default: "Infotainment in your {{model}}",
    },
    option_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Option label",
      description: "The label of the vehicle list.",
      minLength: 1,
      maxLength: 60,
      default: "Choose your vehicle",
    },
    items: {
      title: "Vehicles",
      description:
        "One group per vehicle (at most 30); the first is shown until the visitor picks another. Each group holds the blocks shown for its vehicle, as in Tabs.",
      type: "array",
      minItems: 1,
      maxItems: 30,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["car_key", "system_name"],
        properties: {
          car_key: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Car model key",
            description:
              "The vehicle by its model key (range-rover-sport, f-pace), as GET /offer_car_models lists them: its name and stock come from the stock.",
            pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
            maxLength: 60,
          },
          vehicle_label: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Vehicle name",
            description: "Shown in the list instead of the stock's name; needed for a model not in stock.",
            maxLength: 80,
            default: "",
          },
          system_name: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
            title: "System name",
            minLength: 1,
            maxLength: 120,
          },
          paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
          content: { $ref: "https://forecourt.dev/schemas/fields#/$defs/slot", title: "Vehicle content", default: [] },
        },
      },
    },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
    padding: { $ref: "https://forecourt.dev/schemas/fields#/$defs/padding", default: "normal" },
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
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema16 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema17 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema18 = {
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
const schema13 = {
  title: "Nested blocks",
  description: "Blocks nested inside this block.",
  type: "array",
  "x-field": "slot",
  items: { $ref: "https://forecourt.dev/schemas/page-document#/$defs/block-node" },
};
const schema15 = { "x-compiled-ref": "blockNode" };
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !blockNode(data[i0], {
          instancePath: instancePath + "/" + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
        })
      ) {
        vErrors = vErrors === null ? blockNode.errors : vErrors.concat(blockNode.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err0 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "array" },
      message: "must be array",
    };
    if (vErrors === null) {
      vErrors = [err0];
    } else {
      vErrors.push(err0);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
const schema19 = {
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
const schema20 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern2 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate5.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/infotainment-system" */ let vErrors = null;
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
    if (data.items === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "items" },
        message: "must have required property '" + "items" + "'",
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
    if (data.block_scroll_id !== undefined) {
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
    }
    if (data.heading !== undefined) {
      let data2 = data.heading;
      if (typeof data2 !== "string") {
        const err7 = {
          instancePath: instancePath + "/heading",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
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
        if (func1(data2) > 150) {
          const err8 = {
            instancePath: instancePath + "/heading",
            schemaPath: "#/properties/heading/maxLength",
            keyword: "maxLength",
            params: { limit: 150 },
            message: "must NOT have more than 150 characters",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.header_tag !== undefined) {
      let data3 = data.header_tag;
      if (!(data3 === 1 || data3 === 2 || data3 === 3 || data3 === 4 || data3 === 5 || data3 === 6)) {
        const err9 = {
          instancePath: instancePath + "/header_tag",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
          keyword: "enum",
          params: { allowedValues: schema5.enum },
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
    if (data.header_size !== undefined) {
      let data4 = data.header_size;
      if (!(data4 === "xs" || data4 === "s" || data4 === "m" || data4 === "l" || data4 === "xl" || data4 === "title")) {
        const err10 = {
          instancePath: instancePath + "/header_size",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_size/enum",
          keyword: "enum",
          params: { allowedValues: schema6.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.model_title !== undefined) {
      let data5 = data.model_title;
      if (typeof data5 !== "string") {
        const err11 = {
          instancePath: instancePath + "/model_title",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data5 === "string") {
        if (func1(data5) > 150) {
          const err12 = {
            instancePath: instancePath + "/model_title",
            schemaPath: "#/properties/model_title/maxLength",
            keyword: "maxLength",
            params: { limit: 150 },
            message: "must NOT have more than 150 characters",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.option_label !== undefined) {
      let data6 = data.option_label;
      if (typeof data6 !== "string") {
        const err13 = {
          instancePath: instancePath + "/option_label",
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
      if (typeof data6 === "string") {
        if (func1(data6) > 60) {
          const err14 = {
            instancePath: instancePath + "/option_label",
            schemaPath: "#/properties/option_label/maxLength",
            keyword: "maxLength",
            params: { limit: 60 },
            message: "must NOT have more than 60 characters",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (func1(data6) < 1) {
          const err15 = {
            instancePath: instancePath + "/option_label",
            schemaPath: "#/properties/option_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.items !== undefined) {
      let data7 = data.items;
      if (Array.isArray(data7)) {
        if (data7.length > 30) {
          const err16 = {
            instancePath: instancePath + "/items",
            schemaPath: "#/properties/items/maxItems",
            keyword: "maxItems",
            params: { limit: 30 },
            message: "must NOT have more than 30 items",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data7.length < 1) {
          const err17 = {
            instancePath: instancePath + "/items",
            schemaPath: "#/properties/items/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            if (data8.car_key === undefined) {
              const err18 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/properties/items/items/required",
                keyword: "required",
                params: { missingProperty: "car_key" },
                message: "must have required property '" + "car_key" + "'",
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data8.system_name === undefined) {
              const err19 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/properties/items/items/required",
                keyword: "required",
                params: { missingProperty: "system_name" },
                message: "must have required property '" + "system_name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
            for (const key1 in data8) {
              if (!(
                key1 === "car_key" ||
                key1 === "vehicle_label" ||
                key1 === "system_name" ||
                key1 === "paragraph" ||
                key1 === "content"
              )) {
                const err20 = {
                  instancePath: instancePath + "/items/" + i0,
                  schemaPath: "#/properties/items/items/additionalProperties",
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
            if (data8.car_key !== undefined) {
              let data9 = data8.car_key;
              if (typeof data9 !== "string") {
                const err21 = {
                  instancePath: instancePath + "/items/" + i0 + "/car_key",
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
                if (func1(data9) > 60) {
                  const err22 = {
                    instancePath: instancePath + "/items/" + i0 + "/car_key",
                    schemaPath: "#/properties/items/items/properties/car_key/maxLength",
                    keyword: "maxLength",
                    params: { limit: 60 },
                    message: "must NOT have more than 60 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (!pattern1.test(data9)) {
                  const err23 = {
                    instancePath: instancePath + "/items/" + i0 + "/car_key",
                    schemaPath: "#/properties/items/items/properties/car_key/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
                    message: 'must match pattern "' + "^[a-z0-9]+(-[a-z0-9]+)*$" + '"',
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
            if (data8.vehicle_label !== undefined) {
              let data10 = data8.vehicle_label;
              if (typeof data10 !== "string") {
                const err24 = {
                  instancePath: instancePath + "/items/" + i0 + "/vehicle_label",
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
                if (func1(data10) > 80) {
                  const err25 = {
                    instancePath: instancePath + "/items/" + i0 + "/vehicle_label",
                    schemaPath: "#/properties/items/items/properties/vehicle_label/maxLength",
                    keyword: "maxLength",
                    params: { limit: 80 },
                    message: "must NOT have more than 80 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              }
            }
            if (data8.system_name !== undefined) {
              let data11 = data8.system_name;
              if (typeof data11 !== "string") {
                const err26 = {
                  instancePath: instancePath + "/items/" + i0 + "/system_name",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
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
              if (typeof data11 === "string") {
                if (func1(data11) > 120) {
                  const err27 = {
                    instancePath: instancePath + "/items/" + i0 + "/system_name",
                    schemaPath: "#/properties/items/items/properties/system_name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
                if (func1(data11) < 1) {
                  const err28 = {
                    instancePath: instancePath + "/items/" + i0 + "/system_name",
                    schemaPath: "#/properties/items/items/properties/system_name/minLength",
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
            if (data8.paragraph !== undefined) {
              if (typeof data8.paragraph !== "string") {
                const err29 = {
                  instancePath: instancePath + "/items/" + i0 + "/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
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
            }
            if (data8.content !== undefined) {
              if (
                !validate2(data8.content, {
                  instancePath: instancePath + "/items/" + i0 + "/content",
                  parentData: data8,
                  parentDataProperty: "content",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err30 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/properties/items/items/type",
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
        }
      } else {
        const err31 = {
          instancePath: instancePath + "/items",
          schemaPath: "#/properties/items/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.box_color !== undefined) {
      let data14 = data.box_color;
      if (!(
        data14 === "light-theme" ||
        data14 === "grey-theme" ||
        data14 === "dark-theme" ||
        data14 === "black-theme"
      )) {
        const err32 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
          keyword: "enum",
          params: { allowedValues: schema16.enum },
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
    if (data.padding !== undefined) {
      let data15 = data.padding;
      if (!(data15 === "normal" || data15 === "top-space-0" || data15 === "bottom-space-0" || data15 === "y-space-0")) {
        const err33 = {
          instancePath: instancePath + "/padding",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
          keyword: "enum",
          params: { allowedValues: schema17.enum },
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
    if (data.dc_strategy !== undefined) {
      let data16 = data.dc_strategy;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.key === undefined) {
          const err34 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (data16.value === undefined) {
          const err35 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        for (const key2 in data16) {
          if (!(key2 === "key" || key2 === "value" || key2 === "name" || key2 === "fallback")) {
            const err36 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err36];
            } else {
              vErrors.push(err36);
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
            const err37 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema18.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err37];
            } else {
              vErrors.push(err37);
            }
            errors++;
          }
        }
        if (data16.value !== undefined) {
          let data18 = data16.value;
          if (typeof data18 === "string") {
            if (func1(data18) > 500) {
              const err38 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err38];
              } else {
                vErrors.push(err38);
              }
              errors++;
            }
          } else {
            const err39 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        }
        if (data16.name !== undefined) {
          let data19 = data16.name;
          if (typeof data19 === "string") {
            if (func1(data19) > 120) {
              const err40 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err40];
              } else {
                vErrors.push(err40);
              }
              errors++;
            }
          } else {
            const err41 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data16.fallback !== undefined) {
          if (typeof data16.fallback !== "boolean") {
            const err42 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err42];
            } else {
              vErrors.push(err42);
            }
            errors++;
          }
        }
      } else {
        const err43 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
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
    }
    if (data.offer_schedule !== undefined) {
      if (
        !validate5(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err44 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err44];
    } else {
      vErrors.push(err44);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
