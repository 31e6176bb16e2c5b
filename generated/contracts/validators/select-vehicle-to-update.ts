// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { blockNode as blockNode } from "./page-document.ts";
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/select-vehicle-to-update",
  title: "Select vehicle to update",
  description:
    "A vehicle dropdown and a model year dropdown (Show me, Clear) that show the groups of systems with software updates for that vehicle, a result count, a View all systems link and a HOW TO UPDATE modal. The mapper JSON says which group shows for which vehicle and year.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Select vehicle to update",
    short_description: "Software updates for a chosen vehicle and model year",
    group: "Quizzes",
    priority: 80,
    thumbnail: "select-vehicle-to-update.svg",
    interactive: true,
    hydrate: "visible",
  },
  required: ["id", "mapper", "groups"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      maxLength: 120,
      default: "Software updates for your vehicle",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    parent_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Vehicle dropdown label",
      minLength: 1,
      maxLength: 60,
      default: "Vehicle",
    },
    parent_placeholder: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Vehicle dropdown placeholder",
      minLength: 1,
      maxLength: 60,
      default: "Select your vehicle",
    },
    child_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Model year dropdown label",
      minLength: 1,
      maxLength: 60,
      default: "Model year",
    },
    child_placeholder: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Model year dropdown placeholder",
      minLength: 1,
      maxLength: 60,
      default: "Select the model year",
    },
    show_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Show button",
      minLength: 1,
      maxLength: 40,
      default: "Show me",
    },
    clear_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Clear button",
      minLength: 1,
      maxLength: 40,
      default: "Clear",
    },
    result_count_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Result count",
      minLength: 1,
      maxLength: 120,
      default: "{count} systems for your vehicle",
      description: "{count} is replaced by the number of groups shown.",
    },
    no_results_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "No results text",
      minLength: 1,
      maxLength: 200,
      default: "There are no software updates for this vehicle.",
    },
    view_all_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "View all systems link",
      minLength: 1,
      maxLength: 40,
      default: "View all systems",
    },
    how_to_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "How to update button",
      minLength: 1,
      maxLength: 40,
      default: "How to update",
    },
    how_to_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "How to update modal heading",
      minLength: 1,
      maxLength: 80,
      default: "HOW TO UPDATE",
    },
    how_to_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
      title: "How to update modal text",
      default:
        "<p>Park the vehicle somewhere safe with a good mobile signal, keep the engine running and follow the instructions on the touchscreen. The update takes about 30 minutes.</p>",
    },
    mapper: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Mapper (JSON)",
      description:
        "dropdowns: the vehicles (label, key) each with its model years (children: label, key); subblocks_groups: for each group of systems below (key), the vehicles and years it is shown for (match_dropdowns: parent_key and child_key; without child_key, every year of that vehicle).",
      type: "object",
      additionalProperties: false,
      required: ["dropdowns", "subblocks_groups"],
      properties: {
        dropdowns: {
          type: "array",
          minItems: 1,
          maxItems: 50,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["label", "key"],
            properties: {
              label: { type: "string", minLength: 1, maxLength: 80 },
              key: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
              children: {
                type: "array",
                maxItems: 30,
                items: {
                  type: "object",
                  additionalProperties: false,
                  required: ["label", "key"],
                  properties: {
                    label: { type: "string", minLength: 1, maxLength: 80 },
                    key: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
                  },
                },
              },
            },
          },
        },
        subblocks_groups: {
          type: "array",
          maxItems: 20,
          items: {
            type: "object",
            additionalProperties: false,
            required: ["key", "match_dropdowns"],
            properties: {
              key: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
              match_dropdowns: {
                type: "array",
                maxItems: 200,
                items: {
                  type: "object",
                  additionalProperties: false,
                  required: ["parent_key"],
                  properties: {
                    parent_key: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
                    child_key: { type: "string", minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" },
                  },
                },
              },
            },
          },
        },
      },
    },
    groups: {
      title: "Groups of systems",
      type: "array",
      minItems: 1,
      maxItems: 20,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["key", "heading"],
        properties: {
          key: {
            type: "string",
            minLength: 1,
            maxLength: 64,
            pattern: "^[A-Za-z0-9_-]+$",
            title: "Key (as in the mapper's subblocks_groups)",
          },
          heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
          paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
          content: { $ref: "https://forecourt.dev/schemas/fields#/$defs/slot", title: "Group content", default: [] },
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
const schema6 = { type: "string", "x-field": "string" };
const schema17 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema18 = { title: "JSON", description: "Structured data entered as JSON; stored parsed.", "x-field": "json" };
const schema24 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema25 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema26 = {
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
const pattern1 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const schema21 = {
  title: "Nested blocks",
  description: "Blocks nested inside this block.",
  type: "array",
  "x-field": "slot",
  items: { $ref: "https://forecourt.dev/schemas/page-document#/$defs/block-node" },
};
const schema23 = { "x-compiled-ref": "blockNode" };
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
const schema27 = {
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
const schema28 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern7 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
        if (!pattern7.test(data0)) {
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
        if (!pattern7.test(data1)) {
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
  /*# sourceURL="https://forecourt.dev/blocks/select-vehicle-to-update" */ let vErrors = null;
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
    if (data.mapper === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "mapper" },
        message: "must have required property '" + "mapper" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.groups === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "groups" },
        message: "must have required property '" + "groups" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err3 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err4 = {
            instancePath: instancePath + "/id",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
          instancePath: instancePath + "/id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/type",
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
    if (data.block_scroll_id !== undefined) {
      let data1 = data.block_scroll_id;
      if (typeof data1 === "string") {
        if (!pattern0.test(data1)) {
          const err6 = {
            instancePath: instancePath + "/block_scroll_id",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/pattern",
            keyword: "pattern",
            params: { pattern: "^$|^[A-Za-z][A-Za-z0-9_-]*$" },
            message: 'must match pattern "' + "^$|^[A-Za-z][A-Za-z0-9_-]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + "/block_scroll_id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/type",
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
    }
    if (data.heading !== undefined) {
      let data2 = data.heading;
      if (typeof data2 !== "string") {
        const err8 = {
          instancePath: instancePath + "/heading",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 === "string") {
        if (func1(data2) > 120) {
          const err9 = {
            instancePath: instancePath + "/heading",
            schemaPath: "#/properties/heading/maxLength",
            keyword: "maxLength",
            params: { limit: 120 },
            message: "must NOT have more than 120 characters",
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.header_tag !== undefined) {
      let data3 = data.header_tag;
      if (!(data3 === 1 || data3 === 2 || data3 === 3 || data3 === 4 || data3 === 5 || data3 === 6)) {
        const err10 = {
          instancePath: instancePath + "/header_tag",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
          keyword: "enum",
          params: { allowedValues: schema5.enum },
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
    if (data.parent_label !== undefined) {
      let data4 = data.parent_label;
      if (typeof data4 !== "string") {
        const err11 = {
          instancePath: instancePath + "/parent_label",
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
      if (typeof data4 === "string") {
        if (func1(data4) > 60) {
          const err12 = {
            instancePath: instancePath + "/parent_label",
            schemaPath: "#/properties/parent_label/maxLength",
            keyword: "maxLength",
            params: { limit: 60 },
            message: "must NOT have more than 60 characters",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (func1(data4) < 1) {
          const err13 = {
            instancePath: instancePath + "/parent_label",
            schemaPath: "#/properties/parent_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.parent_placeholder !== undefined) {
      let data5 = data.parent_placeholder;
      if (typeof data5 !== "string") {
        const err14 = {
          instancePath: instancePath + "/parent_placeholder",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data5 === "string") {
        if (func1(data5) > 60) {
          const err15 = {
            instancePath: instancePath + "/parent_placeholder",
            schemaPath: "#/properties/parent_placeholder/maxLength",
            keyword: "maxLength",
            params: { limit: 60 },
            message: "must NOT have more than 60 characters",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (func1(data5) < 1) {
          const err16 = {
            instancePath: instancePath + "/parent_placeholder",
            schemaPath: "#/properties/parent_placeholder/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.child_label !== undefined) {
      let data6 = data.child_label;
      if (typeof data6 !== "string") {
        const err17 = {
          instancePath: instancePath + "/child_label",
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
      if (typeof data6 === "string") {
        if (func1(data6) > 60) {
          const err18 = {
            instancePath: instancePath + "/child_label",
            schemaPath: "#/properties/child_label/maxLength",
            keyword: "maxLength",
            params: { limit: 60 },
            message: "must NOT have more than 60 characters",
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (func1(data6) < 1) {
          const err19 = {
            instancePath: instancePath + "/child_label",
            schemaPath: "#/properties/child_label/minLength",
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
    if (data.child_placeholder !== undefined) {
      let data7 = data.child_placeholder;
      if (typeof data7 !== "string") {
        const err20 = {
          instancePath: instancePath + "/child_placeholder",
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
      if (typeof data7 === "string") {
        if (func1(data7) > 60) {
          const err21 = {
            instancePath: instancePath + "/child_placeholder",
            schemaPath: "#/properties/child_placeholder/maxLength",
            keyword: "maxLength",
            params: { limit: 60 },
            message: "must NOT have more than 60 characters",
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (func1(data7) < 1) {
          const err22 = {
            instancePath: instancePath + "/child_placeholder",
            schemaPath: "#/properties/child_placeholder/minLength",
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
    if (data.show_label !== undefined) {
      let data8 = data.show_label;
      if (typeof data8 !== "string") {
        const err23 = {
          instancePath: instancePath + "/show_label",
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
      if (typeof data8 === "string") {
        if (func1(data8) > 40) {
          const err24 = {
            instancePath: instancePath + "/show_label",
            schemaPath: "#/properties/show_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (func1(data8) < 1) {
          const err25 = {
            instancePath: instancePath + "/show_label",
            schemaPath: "#/properties/show_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
    if (data.clear_label !== undefined) {
      let data9 = data.clear_label;
      if (typeof data9 !== "string") {
        const err26 = {
          instancePath: instancePath + "/clear_label",
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
      if (typeof data9 === "string") {
        if (func1(data9) > 40) {
          const err27 = {
            instancePath: instancePath + "/clear_label",
            schemaPath: "#/properties/clear_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        if (func1(data9) < 1) {
          const err28 = {
            instancePath: instancePath + "/clear_label",
            schemaPath: "#/properties/clear_label/minLength",
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
    if (data.result_count_text !== undefined) {
      let data10 = data.result_count_text;
      if (typeof data10 !== "string") {
        const err29 = {
          instancePath: instancePath + "/result_count_text",
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
      if (typeof data10 === "string") {
        if (func1(data10) > 120) {
          const err30 = {
            instancePath: instancePath + "/result_count_text",
            schemaPath: "#/properties/result_count_text/maxLength",
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
        if (func1(data10) < 1) {
          const err31 = {
            instancePath: instancePath + "/result_count_text",
            schemaPath: "#/properties/result_count_text/minLength",
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
    if (data.no_results_text !== undefined) {
      let data11 = data.no_results_text;
      if (typeof data11 !== "string") {
        const err32 = {
          instancePath: instancePath + "/no_results_text",
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
      if (typeof data11 === "string") {
        if (func1(data11) > 200) {
          const err33 = {
            instancePath: instancePath + "/no_results_text",
            schemaPath: "#/properties/no_results_text/maxLength",
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
        if (func1(data11) < 1) {
          const err34 = {
            instancePath: instancePath + "/no_results_text",
            schemaPath: "#/properties/no_results_text/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
    if (data.view_all_label !== undefined) {
      let data12 = data.view_all_label;
      if (typeof data12 !== "string") {
        const err35 = {
          instancePath: instancePath + "/view_all_label",
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
      if (typeof data12 === "string") {
        if (func1(data12) > 40) {
          const err36 = {
            instancePath: instancePath + "/view_all_label",
            schemaPath: "#/properties/view_all_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        if (func1(data12) < 1) {
          const err37 = {
            instancePath: instancePath + "/view_all_label",
            schemaPath: "#/properties/view_all_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
      }
    }
    if (data.how_to_label !== undefined) {
      let data13 = data.how_to_label;
      if (typeof data13 !== "string") {
        const err38 = {
          instancePath: instancePath + "/how_to_label",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data13 === "string") {
        if (func1(data13) > 40) {
          const err39 = {
            instancePath: instancePath + "/how_to_label",
            schemaPath: "#/properties/how_to_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        if (func1(data13) < 1) {
          const err40 = {
            instancePath: instancePath + "/how_to_label",
            schemaPath: "#/properties/how_to_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
      }
    }
    if (data.how_to_heading !== undefined) {
      let data14 = data.how_to_heading;
      if (typeof data14 !== "string") {
        const err41 = {
          instancePath: instancePath + "/how_to_heading",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data14 === "string") {
        if (func1(data14) > 80) {
          const err42 = {
            instancePath: instancePath + "/how_to_heading",
            schemaPath: "#/properties/how_to_heading/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err42];
          } else {
            vErrors.push(err42);
          }
          errors++;
        }
        if (func1(data14) < 1) {
          const err43 = {
            instancePath: instancePath + "/how_to_heading",
            schemaPath: "#/properties/how_to_heading/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
      }
    }
    if (data.how_to_text !== undefined) {
      if (typeof data.how_to_text !== "string") {
        const err44 = {
          instancePath: instancePath + "/how_to_text",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.mapper !== undefined) {
      let data16 = data.mapper;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.dropdowns === undefined) {
          const err45 = {
            instancePath: instancePath + "/mapper",
            schemaPath: "#/properties/mapper/required",
            keyword: "required",
            params: { missingProperty: "dropdowns" },
            message: "must have required property '" + "dropdowns" + "'",
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        if (data16.subblocks_groups === undefined) {
          const err46 = {
            instancePath: instancePath + "/mapper",
            schemaPath: "#/properties/mapper/required",
            keyword: "required",
            params: { missingProperty: "subblocks_groups" },
            message: "must have required property '" + "subblocks_groups" + "'",
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        for (const key1 in data16) {
          if (!(key1 === "dropdowns" || key1 === "subblocks_groups")) {
            const err47 = {
              instancePath: instancePath + "/mapper",
              schemaPath: "#/properties/mapper/additionalProperties",
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
        if (data16.dropdowns !== undefined) {
          let data17 = data16.dropdowns;
          if (Array.isArray(data17)) {
            if (data17.length > 50) {
              const err48 = {
                instancePath: instancePath + "/mapper/dropdowns",
                schemaPath: "#/properties/mapper/properties/dropdowns/maxItems",
                keyword: "maxItems",
                params: { limit: 50 },
                message: "must NOT have more than 50 items",
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
            if (data17.length < 1) {
              const err49 = {
                instancePath: instancePath + "/mapper/dropdowns",
                schemaPath: "#/properties/mapper/properties/dropdowns/minItems",
                keyword: "minItems",
                params: { limit: 1 },
                message: "must NOT have fewer than 1 items",
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            const len0 = data17.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data18 = data17[i0];
              if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
                if (data18.label === undefined) {
                  const err50 = {
                    instancePath: instancePath + "/mapper/dropdowns/" + i0,
                    schemaPath: "#/properties/mapper/properties/dropdowns/items/required",
                    keyword: "required",
                    params: { missingProperty: "label" },
                    message: "must have required property '" + "label" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err50];
                  } else {
                    vErrors.push(err50);
                  }
                  errors++;
                }
                if (data18.key === undefined) {
                  const err51 = {
                    instancePath: instancePath + "/mapper/dropdowns/" + i0,
                    schemaPath: "#/properties/mapper/properties/dropdowns/items/required",
                    keyword: "required",
                    params: { missingProperty: "key" },
                    message: "must have required property '" + "key" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err51];
                  } else {
                    vErrors.push(err51);
                  }
                  errors++;
                }
                for (const key2 in data18) {
                  if (!(key2 === "label" || key2 === "key" || key2 === "children")) {
                    const err52 = {
                      instancePath: instancePath + "/mapper/dropdowns/" + i0,
                      schemaPath: "#/properties/mapper/properties/dropdowns/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key2 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err52];
                    } else {
                      vErrors.push(err52);
                    }
                    errors++;
                  }
                }
                if (data18.label !== undefined) {
                  let data19 = data18.label;
                  if (typeof data19 === "string") {
                    if (func1(data19) > 80) {
                      const err53 = {
                        instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/label",
                        schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/label/maxLength",
                        keyword: "maxLength",
                        params: { limit: 80 },
                        message: "must NOT have more than 80 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err53];
                      } else {
                        vErrors.push(err53);
                      }
                      errors++;
                    }
                    if (func1(data19) < 1) {
                      const err54 = {
                        instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/label",
                        schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/label/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err54];
                      } else {
                        vErrors.push(err54);
                      }
                      errors++;
                    }
                  } else {
                    const err55 = {
                      instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/label",
                      schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/label/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err55];
                    } else {
                      vErrors.push(err55);
                    }
                    errors++;
                  }
                }
                if (data18.key !== undefined) {
                  let data20 = data18.key;
                  if (typeof data20 === "string") {
                    if (func1(data20) > 64) {
                      const err56 = {
                        instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/key",
                        schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/key/maxLength",
                        keyword: "maxLength",
                        params: { limit: 64 },
                        message: "must NOT have more than 64 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err56];
                      } else {
                        vErrors.push(err56);
                      }
                      errors++;
                    }
                    if (func1(data20) < 1) {
                      const err57 = {
                        instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/key",
                        schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/key/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err57];
                      } else {
                        vErrors.push(err57);
                      }
                      errors++;
                    }
                    if (!pattern1.test(data20)) {
                      const err58 = {
                        instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/key",
                        schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/key/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[A-Za-z0-9_-]+$" },
                        message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err58];
                      } else {
                        vErrors.push(err58);
                      }
                      errors++;
                    }
                  } else {
                    const err59 = {
                      instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/key",
                      schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/key/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err59];
                    } else {
                      vErrors.push(err59);
                    }
                    errors++;
                  }
                }
                if (data18.children !== undefined) {
                  let data21 = data18.children;
                  if (Array.isArray(data21)) {
                    if (data21.length > 30) {
                      const err60 = {
                        instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children",
                        schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/children/maxItems",
                        keyword: "maxItems",
                        params: { limit: 30 },
                        message: "must NOT have more than 30 items",
                      };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                    const len1 = data21.length;
                    for (let i1 = 0; i1 < len1; i1++) {
                      let data22 = data21[i1];
                      if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
                        if (data22.label === undefined) {
                          const err61 = {
                            instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1,
                            schemaPath:
                              "#/properties/mapper/properties/dropdowns/items/properties/children/items/required",
                            keyword: "required",
                            params: { missingProperty: "label" },
                            message: "must have required property '" + "label" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err61];
                          } else {
                            vErrors.push(err61);
                          }
                          errors++;
                        }
                        if (data22.key === undefined) {
                          const err62 = {
                            instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1,
                            schemaPath:
                              "#/properties/mapper/properties/dropdowns/items/properties/children/items/required",
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
                        for (const key3 in data22) {
                          if (!(key3 === "label" || key3 === "key")) {
                            const err63 = {
                              instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1,
                              schemaPath:
                                "#/properties/mapper/properties/dropdowns/items/properties/children/items/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key3 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err63];
                            } else {
                              vErrors.push(err63);
                            }
                            errors++;
                          }
                        }
                        if (data22.label !== undefined) {
                          let data23 = data22.label;
                          if (typeof data23 === "string") {
                            if (func1(data23) > 80) {
                              const err64 = {
                                instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1 + "/label",
                                schemaPath:
                                  "#/properties/mapper/properties/dropdowns/items/properties/children/items/properties/label/maxLength",
                                keyword: "maxLength",
                                params: { limit: 80 },
                                message: "must NOT have more than 80 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err64];
                              } else {
                                vErrors.push(err64);
                              }
                              errors++;
                            }
                            if (func1(data23) < 1) {
                              const err65 = {
                                instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1 + "/label",
                                schemaPath:
                                  "#/properties/mapper/properties/dropdowns/items/properties/children/items/properties/label/minLength",
                                keyword: "minLength",
                                params: { limit: 1 },
                                message: "must NOT have fewer than 1 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err65];
                              } else {
                                vErrors.push(err65);
                              }
                              errors++;
                            }
                          } else {
                            const err66 = {
                              instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1 + "/label",
                              schemaPath:
                                "#/properties/mapper/properties/dropdowns/items/properties/children/items/properties/label/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            };
                            if (vErrors === null) {
                              vErrors = [err66];
                            } else {
                              vErrors.push(err66);
                            }
                            errors++;
                          }
                        }
                        if (data22.key !== undefined) {
                          let data24 = data22.key;
                          if (typeof data24 === "string") {
                            if (func1(data24) > 64) {
                              const err67 = {
                                instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1 + "/key",
                                schemaPath:
                                  "#/properties/mapper/properties/dropdowns/items/properties/children/items/properties/key/maxLength",
                                keyword: "maxLength",
                                params: { limit: 64 },
                                message: "must NOT have more than 64 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err67];
                              } else {
                                vErrors.push(err67);
                              }
                              errors++;
                            }
                            if (func1(data24) < 1) {
                              const err68 = {
                                instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1 + "/key",
                                schemaPath:
                                  "#/properties/mapper/properties/dropdowns/items/properties/children/items/properties/key/minLength",
                                keyword: "minLength",
                                params: { limit: 1 },
                                message: "must NOT have fewer than 1 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err68];
                              } else {
                                vErrors.push(err68);
                              }
                              errors++;
                            }
                            if (!pattern1.test(data24)) {
                              const err69 = {
                                instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1 + "/key",
                                schemaPath:
                                  "#/properties/mapper/properties/dropdowns/items/properties/children/items/properties/key/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[A-Za-z0-9_-]+$" },
                                message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                              };
                              if (vErrors === null) {
                                vErrors = [err69];
                              } else {
                                vErrors.push(err69);
                              }
                              errors++;
                            }
                          } else {
                            const err70 = {
                              instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1 + "/key",
                              schemaPath:
                                "#/properties/mapper/properties/dropdowns/items/properties/children/items/properties/key/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
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
                          instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children/" + i1,
                          schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/children/items/type",
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
                  } else {
                    const err72 = {
                      instancePath: instancePath + "/mapper/dropdowns/" + i0 + "/children",
                      schemaPath: "#/properties/mapper/properties/dropdowns/items/properties/children/type",
                      keyword: "type",
                      params: { type: "array" },
                      message: "must be array",
                    };
                    if (vErrors === null) {
                      vErrors = [err72];
                    } else {
                      vErrors.push(err72);
                    }
                    errors++;
                  }
                }
              } else {
                const err73 = {
                  instancePath: instancePath + "/mapper/dropdowns/" + i0,
                  schemaPath: "#/properties/mapper/properties/dropdowns/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
          } else {
            const err74 = {
              instancePath: instancePath + "/mapper/dropdowns",
              schemaPath: "#/properties/mapper/properties/dropdowns/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
        }
        if (data16.subblocks_groups !== undefined) {
          let data25 = data16.subblocks_groups;
          if (Array.isArray(data25)) {
            if (data25.length > 20) {
              const err75 = {
                instancePath: instancePath + "/mapper/subblocks_groups",
                schemaPath: "#/properties/mapper/properties/subblocks_groups/maxItems",
                keyword: "maxItems",
                params: { limit: 20 },
                message: "must NOT have more than 20 items",
              };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            const len2 = data25.length;
            for (let i2 = 0; i2 < len2; i2++) {
              let data26 = data25[i2];
              if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                if (data26.key === undefined) {
                  const err76 = {
                    instancePath: instancePath + "/mapper/subblocks_groups/" + i2,
                    schemaPath: "#/properties/mapper/properties/subblocks_groups/items/required",
                    keyword: "required",
                    params: { missingProperty: "key" },
                    message: "must have required property '" + "key" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
                if (data26.match_dropdowns === undefined) {
                  const err77 = {
                    instancePath: instancePath + "/mapper/subblocks_groups/" + i2,
                    schemaPath: "#/properties/mapper/properties/subblocks_groups/items/required",
                    keyword: "required",
                    params: { missingProperty: "match_dropdowns" },
                    message: "must have required property '" + "match_dropdowns" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
                for (const key4 in data26) {
                  if (!(key4 === "key" || key4 === "match_dropdowns")) {
                    const err78 = {
                      instancePath: instancePath + "/mapper/subblocks_groups/" + i2,
                      schemaPath: "#/properties/mapper/properties/subblocks_groups/items/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key4 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
                if (data26.key !== undefined) {
                  let data27 = data26.key;
                  if (typeof data27 === "string") {
                    if (func1(data27) > 64) {
                      const err79 = {
                        instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/key",
                        schemaPath: "#/properties/mapper/properties/subblocks_groups/items/properties/key/maxLength",
                        keyword: "maxLength",
                        params: { limit: 64 },
                        message: "must NOT have more than 64 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err79];
                      } else {
                        vErrors.push(err79);
                      }
                      errors++;
                    }
                    if (func1(data27) < 1) {
                      const err80 = {
                        instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/key",
                        schemaPath: "#/properties/mapper/properties/subblocks_groups/items/properties/key/minLength",
                        keyword: "minLength",
                        params: { limit: 1 },
                        message: "must NOT have fewer than 1 characters",
                      };
                      if (vErrors === null) {
                        vErrors = [err80];
                      } else {
                        vErrors.push(err80);
                      }
                      errors++;
                    }
                    if (!pattern1.test(data27)) {
                      const err81 = {
                        instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/key",
                        schemaPath: "#/properties/mapper/properties/subblocks_groups/items/properties/key/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[A-Za-z0-9_-]+$" },
                        message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err81];
                      } else {
                        vErrors.push(err81);
                      }
                      errors++;
                    }
                  } else {
                    const err82 = {
                      instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/key",
                      schemaPath: "#/properties/mapper/properties/subblocks_groups/items/properties/key/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err82];
                    } else {
                      vErrors.push(err82);
                    }
                    errors++;
                  }
                }
                if (data26.match_dropdowns !== undefined) {
                  let data28 = data26.match_dropdowns;
                  if (Array.isArray(data28)) {
                    if (data28.length > 200) {
                      const err83 = {
                        instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/match_dropdowns",
                        schemaPath:
                          "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/maxItems",
                        keyword: "maxItems",
                        params: { limit: 200 },
                        message: "must NOT have more than 200 items",
                      };
                      if (vErrors === null) {
                        vErrors = [err83];
                      } else {
                        vErrors.push(err83);
                      }
                      errors++;
                    }
                    const len3 = data28.length;
                    for (let i3 = 0; i3 < len3; i3++) {
                      let data29 = data28[i3];
                      if (data29 && typeof data29 == "object" && !Array.isArray(data29)) {
                        if (data29.parent_key === undefined) {
                          const err84 = {
                            instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/match_dropdowns/" + i3,
                            schemaPath:
                              "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/required",
                            keyword: "required",
                            params: { missingProperty: "parent_key" },
                            message: "must have required property '" + "parent_key" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err84];
                          } else {
                            vErrors.push(err84);
                          }
                          errors++;
                        }
                        for (const key5 in data29) {
                          if (!(key5 === "parent_key" || key5 === "child_key")) {
                            const err85 = {
                              instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/match_dropdowns/" + i3,
                              schemaPath:
                                "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key5 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err85];
                            } else {
                              vErrors.push(err85);
                            }
                            errors++;
                          }
                        }
                        if (data29.parent_key !== undefined) {
                          let data30 = data29.parent_key;
                          if (typeof data30 === "string") {
                            if (func1(data30) > 64) {
                              const err86 = {
                                instancePath:
                                  instancePath +
                                  "/mapper/subblocks_groups/" +
                                  i2 +
                                  "/match_dropdowns/" +
                                  i3 +
                                  "/parent_key",
                                schemaPath:
                                  "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/parent_key/maxLength",
                                keyword: "maxLength",
                                params: { limit: 64 },
                                message: "must NOT have more than 64 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err86];
                              } else {
                                vErrors.push(err86);
                              }
                              errors++;
                            }
                            if (func1(data30) < 1) {
                              const err87 = {
                                instancePath:
                                  instancePath +
                                  "/mapper/subblocks_groups/" +
                                  i2 +
                                  "/match_dropdowns/" +
                                  i3 +
                                  "/parent_key",
                                schemaPath:
                                  "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/parent_key/minLength",
                                keyword: "minLength",
                                params: { limit: 1 },
                                message: "must NOT have fewer than 1 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err87];
                              } else {
                                vErrors.push(err87);
                              }
                              errors++;
                            }
                            if (!pattern1.test(data30)) {
                              const err88 = {
                                instancePath:
                                  instancePath +
                                  "/mapper/subblocks_groups/" +
                                  i2 +
                                  "/match_dropdowns/" +
                                  i3 +
                                  "/parent_key",
                                schemaPath:
                                  "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/parent_key/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[A-Za-z0-9_-]+$" },
                                message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                              };
                              if (vErrors === null) {
                                vErrors = [err88];
                              } else {
                                vErrors.push(err88);
                              }
                              errors++;
                            }
                          } else {
                            const err89 = {
                              instancePath:
                                instancePath +
                                "/mapper/subblocks_groups/" +
                                i2 +
                                "/match_dropdowns/" +
                                i3 +
                                "/parent_key",
                              schemaPath:
                                "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/parent_key/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            };
                            if (vErrors === null) {
                              vErrors = [err89];
                            } else {
                              vErrors.push(err89);
                            }
                            errors++;
                          }
                        }
                        if (data29.child_key !== undefined) {
                          let data31 = data29.child_key;
                          if (typeof data31 === "string") {
                            if (func1(data31) > 64) {
                              const err90 = {
                                instancePath:
                                  instancePath +
                                  "/mapper/subblocks_groups/" +
                                  i2 +
                                  "/match_dropdowns/" +
                                  i3 +
                                  "/child_key",
                                schemaPath:
                                  "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/child_key/maxLength",
                                keyword: "maxLength",
                                params: { limit: 64 },
                                message: "must NOT have more than 64 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err90];
                              } else {
                                vErrors.push(err90);
                              }
                              errors++;
                            }
                            if (func1(data31) < 1) {
                              const err91 = {
                                instancePath:
                                  instancePath +
                                  "/mapper/subblocks_groups/" +
                                  i2 +
                                  "/match_dropdowns/" +
                                  i3 +
                                  "/child_key",
                                schemaPath:
                                  "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/child_key/minLength",
                                keyword: "minLength",
                                params: { limit: 1 },
                                message: "must NOT have fewer than 1 characters",
                              };
                              if (vErrors === null) {
                                vErrors = [err91];
                              } else {
                                vErrors.push(err91);
                              }
                              errors++;
                            }
                            if (!pattern1.test(data31)) {
                              const err92 = {
                                instancePath:
                                  instancePath +
                                  "/mapper/subblocks_groups/" +
                                  i2 +
                                  "/match_dropdowns/" +
                                  i3 +
                                  "/child_key",
                                schemaPath:
                                  "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/child_key/pattern",
                                keyword: "pattern",
                                params: { pattern: "^[A-Za-z0-9_-]+$" },
                                message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                              };
                              if (vErrors === null) {
                                vErrors = [err92];
                              } else {
                                vErrors.push(err92);
                              }
                              errors++;
                            }
                          } else {
                            const err93 = {
                              instancePath:
                                instancePath +
                                "/mapper/subblocks_groups/" +
                                i2 +
                                "/match_dropdowns/" +
                                i3 +
                                "/child_key",
                              schemaPath:
                                "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/properties/child_key/type",
                              keyword: "type",
                              params: { type: "string" },
                              message: "must be string",
                            };
                            if (vErrors === null) {
                              vErrors = [err93];
                            } else {
                              vErrors.push(err93);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err94 = {
                          instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/match_dropdowns/" + i3,
                          schemaPath:
                            "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/items/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err94];
                        } else {
                          vErrors.push(err94);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err95 = {
                      instancePath: instancePath + "/mapper/subblocks_groups/" + i2 + "/match_dropdowns",
                      schemaPath:
                        "#/properties/mapper/properties/subblocks_groups/items/properties/match_dropdowns/type",
                      keyword: "type",
                      params: { type: "array" },
                      message: "must be array",
                    };
                    if (vErrors === null) {
                      vErrors = [err95];
                    } else {
                      vErrors.push(err95);
                    }
                    errors++;
                  }
                }
              } else {
                const err96 = {
                  instancePath: instancePath + "/mapper/subblocks_groups/" + i2,
                  schemaPath: "#/properties/mapper/properties/subblocks_groups/items/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err96];
                } else {
                  vErrors.push(err96);
                }
                errors++;
              }
            }
          } else {
            const err97 = {
              instancePath: instancePath + "/mapper/subblocks_groups",
              schemaPath: "#/properties/mapper/properties/subblocks_groups/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
      } else {
        const err98 = {
          instancePath: instancePath + "/mapper",
          schemaPath: "#/properties/mapper/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err98];
        } else {
          vErrors.push(err98);
        }
        errors++;
      }
    }
    if (data.groups !== undefined) {
      let data32 = data.groups;
      if (Array.isArray(data32)) {
        if (data32.length > 20) {
          const err99 = {
            instancePath: instancePath + "/groups",
            schemaPath: "#/properties/groups/maxItems",
            keyword: "maxItems",
            params: { limit: 20 },
            message: "must NOT have more than 20 items",
          };
          if (vErrors === null) {
            vErrors = [err99];
          } else {
            vErrors.push(err99);
          }
          errors++;
        }
        if (data32.length < 1) {
          const err100 = {
            instancePath: instancePath + "/groups",
            schemaPath: "#/properties/groups/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
          };
          if (vErrors === null) {
            vErrors = [err100];
          } else {
            vErrors.push(err100);
          }
          errors++;
        }
        const len4 = data32.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data33 = data32[i4];
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.key === undefined) {
              const err101 = {
                instancePath: instancePath + "/groups/" + i4,
                schemaPath: "#/properties/groups/items/required",
                keyword: "required",
                params: { missingProperty: "key" },
                message: "must have required property '" + "key" + "'",
              };
              if (vErrors === null) {
                vErrors = [err101];
              } else {
                vErrors.push(err101);
              }
              errors++;
            }
            if (data33.heading === undefined) {
              const err102 = {
                instancePath: instancePath + "/groups/" + i4,
                schemaPath: "#/properties/groups/items/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err102];
              } else {
                vErrors.push(err102);
              }
              errors++;
            }
            for (const key6 in data33) {
              if (!(key6 === "key" || key6 === "heading" || key6 === "paragraph" || key6 === "content")) {
                const err103 = {
                  instancePath: instancePath + "/groups/" + i4,
                  schemaPath: "#/properties/groups/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key6 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            }
            if (data33.key !== undefined) {
              let data34 = data33.key;
              if (typeof data34 === "string") {
                if (func1(data34) > 64) {
                  const err104 = {
                    instancePath: instancePath + "/groups/" + i4 + "/key",
                    schemaPath: "#/properties/groups/items/properties/key/maxLength",
                    keyword: "maxLength",
                    params: { limit: 64 },
                    message: "must NOT have more than 64 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err104];
                  } else {
                    vErrors.push(err104);
                  }
                  errors++;
                }
                if (func1(data34) < 1) {
                  const err105 = {
                    instancePath: instancePath + "/groups/" + i4 + "/key",
                    schemaPath: "#/properties/groups/items/properties/key/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err105];
                  } else {
                    vErrors.push(err105);
                  }
                  errors++;
                }
                if (!pattern1.test(data34)) {
                  const err106 = {
                    instancePath: instancePath + "/groups/" + i4 + "/key",
                    schemaPath: "#/properties/groups/items/properties/key/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[A-Za-z0-9_-]+$" },
                    message: 'must match pattern "' + "^[A-Za-z0-9_-]+$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err106];
                  } else {
                    vErrors.push(err106);
                  }
                  errors++;
                }
              } else {
                const err107 = {
                  instancePath: instancePath + "/groups/" + i4 + "/key",
                  schemaPath: "#/properties/groups/items/properties/key/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err107];
                } else {
                  vErrors.push(err107);
                }
                errors++;
              }
            }
            if (data33.heading !== undefined) {
              let data35 = data33.heading;
              if (typeof data35 !== "string") {
                const err108 = {
                  instancePath: instancePath + "/groups/" + i4 + "/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err108];
                } else {
                  vErrors.push(err108);
                }
                errors++;
              }
              if (typeof data35 === "string") {
                if (func1(data35) > 120) {
                  const err109 = {
                    instancePath: instancePath + "/groups/" + i4 + "/heading",
                    schemaPath: "#/properties/groups/items/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
                if (func1(data35) < 1) {
                  const err110 = {
                    instancePath: instancePath + "/groups/" + i4 + "/heading",
                    schemaPath: "#/properties/groups/items/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err110];
                  } else {
                    vErrors.push(err110);
                  }
                  errors++;
                }
              }
            }
            if (data33.paragraph !== undefined) {
              if (typeof data33.paragraph !== "string") {
                const err111 = {
                  instancePath: instancePath + "/groups/" + i4 + "/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err111];
                } else {
                  vErrors.push(err111);
                }
                errors++;
              }
            }
            if (data33.content !== undefined) {
              if (
                !validate2(data33.content, {
                  instancePath: instancePath + "/groups/" + i4 + "/content",
                  parentData: data33,
                  parentDataProperty: "content",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err112 = {
              instancePath: instancePath + "/groups/" + i4,
              schemaPath: "#/properties/groups/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err112];
            } else {
              vErrors.push(err112);
            }
            errors++;
          }
        }
      } else {
        const err113 = {
          instancePath: instancePath + "/groups",
          schemaPath: "#/properties/groups/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err113];
        } else {
          vErrors.push(err113);
        }
        errors++;
      }
    }
    if (data.box_color !== undefined) {
      let data38 = data.box_color;
      if (!(
        data38 === "light-theme" ||
        data38 === "grey-theme" ||
        data38 === "dark-theme" ||
        data38 === "black-theme"
      )) {
        const err114 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
          keyword: "enum",
          params: { allowedValues: schema24.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err114];
        } else {
          vErrors.push(err114);
        }
        errors++;
      }
    }
    if (data.padding !== undefined) {
      let data39 = data.padding;
      if (!(data39 === "normal" || data39 === "top-space-0" || data39 === "bottom-space-0" || data39 === "y-space-0")) {
        const err115 = {
          instancePath: instancePath + "/padding",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
          keyword: "enum",
          params: { allowedValues: schema25.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err115];
        } else {
          vErrors.push(err115);
        }
        errors++;
      }
    }
    if (data.dc_strategy !== undefined) {
      let data40 = data.dc_strategy;
      if (data40 && typeof data40 == "object" && !Array.isArray(data40)) {
        if (data40.key === undefined) {
          const err116 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err116];
          } else {
            vErrors.push(err116);
          }
          errors++;
        }
        if (data40.value === undefined) {
          const err117 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err117];
          } else {
            vErrors.push(err117);
          }
          errors++;
        }
        for (const key7 in data40) {
          if (!(key7 === "key" || key7 === "value" || key7 === "name" || key7 === "fallback")) {
            const err118 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key7 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err118];
            } else {
              vErrors.push(err118);
            }
            errors++;
          }
        }
        if (data40.key !== undefined) {
          let data41 = data40.key;
          if (!(
            data41 === "url_brands" ||
            data41 === "mena_offers" ||
            data41 === "reffine_sl" ||
            data41 === "mena_external_sl"
          )) {
            const err119 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema26.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err119];
            } else {
              vErrors.push(err119);
            }
            errors++;
          }
        }
        if (data40.value !== undefined) {
          let data42 = data40.value;
          if (typeof data42 === "string") {
            if (func1(data42) > 500) {
              const err120 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err120];
              } else {
                vErrors.push(err120);
              }
              errors++;
            }
          } else {
            const err121 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err121];
            } else {
              vErrors.push(err121);
            }
            errors++;
          }
        }
        if (data40.name !== undefined) {
          let data43 = data40.name;
          if (typeof data43 === "string") {
            if (func1(data43) > 120) {
              const err122 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err122];
              } else {
                vErrors.push(err122);
              }
              errors++;
            }
          } else {
            const err123 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err123];
            } else {
              vErrors.push(err123);
            }
            errors++;
          }
        }
        if (data40.fallback !== undefined) {
          if (typeof data40.fallback !== "boolean") {
            const err124 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err124];
            } else {
              vErrors.push(err124);
            }
            errors++;
          }
        }
      } else {
        const err125 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err125];
        } else {
          vErrors.push(err125);
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
    const err126 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err126];
    } else {
      vErrors.push(err126);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
