// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { blockNode as blockNode } from "./page-document.ts";
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/accordion",
  title: "Accordion",
  description:
    "Questions or topics that open to show their text and nested blocks, with an Open all / Close all button; optionally published as FAQ structured data for search engines.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    shared_ui: ["form"],
    name: "Accordion",
    short_description: "Expandable sections, e.g. frequently asked questions",
    group: "Content",
    priority: 60,
    thumbnail: "accordion.svg",
    interactive: true,
    hydrate: "visible",
  },
  required: ["id", "items"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    open_all_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Open all label",
      description: "Label of the button that opens every section.",
      minLength: 1,
      maxLength: 40,
      default: "Open all",
    },
    close_all_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Close all label",
      description: "Label of the same button once every section is open.",
      minLength: 1,
      maxLength: 40,
      default: "Close all",
    },
    has_schema: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Add FAQ structured data",
      description:
        "Publishes the sections as a schema.org FAQPage for search engines: each heading is a question, the plain text of its paragraph the answer (nested blocks are not included).",
      default: false,
    },
    header_tag: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag",
      title: "Heading level of the sections",
      description: "The HTML level of each section heading, to fit the page outline.",
      default: 3,
    },
    items: {
      title: "Sections",
      type: "array",
      minItems: 1,
      maxItems: 30,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["heading"],
        properties: {
          heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 200 },
          paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
          content: { $ref: "https://forecourt.dev/schemas/fields#/$defs/slot", title: "Section content", default: [] },
          content_items: {
            title: "Content items",
            description:
              "Extra content under the section's text: HTML, a calculator, the finance options table or a form. An item that is not complete is not shown: HTML needs text, a calculator its fields and groups, a form its form id; the finance options table always shows.",
            type: "array",
            maxItems: 10,
            items: {
              type: "object",
              additionalProperties: false,
              required: ["type"],
              properties: {
                type: {
                  title: "Type",
                  enum: ["html", "calculator", "finance_options_table", "form"],
                  "x-enum-labels": ["HTML", "Calculator", "Finance options table", "Form"],
                },
                html: { $ref: "https://forecourt.dev/schemas/fields#/$defs/markdown", title: "HTML", default: "" },
                config: {
                  $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
                  title: "Calculator config",
                  description: "The calculator's config: { fields: [...], groups: [...] }.",
                },
                form_id: {
                  $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                  title: "Form id",
                  maxLength: 64,
                  pattern: "^$|^[A-Za-z0-9-]{1,64}$",
                  default: "",
                },
                has_two_columns: {
                  $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
                  title: "Two columns",
                  default: false,
                },
              },
            },
            default: [],
          },
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
const schema4 = { type: "string", "x-field": "string" };
const schema6 = { type: "boolean", "x-field": "bool" };
const schema7 = {
  title: "Heading level",
  enum: [1, 2, 3, 4, 5, 6],
  "x-enum-labels": ["H1", "H2", "H3", "H4", "H5", "H6"],
};
const schema8 = { title: "Heading", type: "string", "x-field": "string" };
const schema9 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema14 = { title: "JSON", description: "Structured data entered as JSON; stored parsed.", "x-field": "json" };
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
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const schema10 = {
  title: "Nested blocks",
  description: "Blocks nested inside this block.",
  type: "array",
  "x-field": "slot",
  items: { $ref: "https://forecourt.dev/schemas/page-document#/$defs/block-node" },
};
const schema12 = { "x-compiled-ref": "blockNode" };
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
  /*# sourceURL="https://forecourt.dev/blocks/accordion" */ let vErrors = null;
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
    if (data.open_all_label !== undefined) {
      let data2 = data.open_all_label;
      if (typeof data2 !== "string") {
        const err7 = {
          instancePath: instancePath + "/open_all_label",
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
        if (func1(data2) > 40) {
          const err8 = {
            instancePath: instancePath + "/open_all_label",
            schemaPath: "#/properties/open_all_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (func1(data2) < 1) {
          const err9 = {
            instancePath: instancePath + "/open_all_label",
            schemaPath: "#/properties/open_all_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
    if (data.close_all_label !== undefined) {
      let data3 = data.close_all_label;
      if (typeof data3 !== "string") {
        const err10 = {
          instancePath: instancePath + "/close_all_label",
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
      if (typeof data3 === "string") {
        if (func1(data3) > 40) {
          const err11 = {
            instancePath: instancePath + "/close_all_label",
            schemaPath: "#/properties/close_all_label/maxLength",
            keyword: "maxLength",
            params: { limit: 40 },
            message: "must NOT have more than 40 characters",
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (func1(data3) < 1) {
          const err12 = {
            instancePath: instancePath + "/close_all_label",
            schemaPath: "#/properties/close_all_label/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
    if (data.has_schema !== undefined) {
      if (typeof data.has_schema !== "boolean") {
        const err13 = {
          instancePath: instancePath + "/has_schema",
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
    if (data.header_tag !== undefined) {
      let data5 = data.header_tag;
      if (!(data5 === 1 || data5 === 2 || data5 === 3 || data5 === 4 || data5 === 5 || data5 === 6)) {
        const err14 = {
          instancePath: instancePath + "/header_tag",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
          keyword: "enum",
          params: { allowedValues: schema7.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.items !== undefined) {
      let data6 = data.items;
      if (Array.isArray(data6)) {
        if (data6.length > 30) {
          const err15 = {
            instancePath: instancePath + "/items",
            schemaPath: "#/properties/items/maxItems",
            keyword: "maxItems",
            params: { limit: 30 },
            message: "must NOT have more than 30 items",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data6.length < 1) {
          const err16 = {
            instancePath: instancePath + "/items",
            schemaPath: "#/properties/items/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.heading === undefined) {
              const err17 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/properties/items/items/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            for (const key1 in data7) {
              if (!(key1 === "heading" || key1 === "paragraph" || key1 === "content" || key1 === "content_items")) {
                const err18 = {
                  instancePath: instancePath + "/items/" + i0,
                  schemaPath: "#/properties/items/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data7.heading !== undefined) {
              let data8 = data7.heading;
              if (typeof data8 !== "string") {
                const err19 = {
                  instancePath: instancePath + "/items/" + i0 + "/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
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
              if (typeof data8 === "string") {
                if (func1(data8) > 200) {
                  const err20 = {
                    instancePath: instancePath + "/items/" + i0 + "/heading",
                    schemaPath: "#/properties/items/items/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (func1(data8) < 1) {
                  const err21 = {
                    instancePath: instancePath + "/items/" + i0 + "/heading",
                    schemaPath: "#/properties/items/items/properties/heading/minLength",
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
            }
            if (data7.paragraph !== undefined) {
              if (typeof data7.paragraph !== "string") {
                const err22 = {
                  instancePath: instancePath + "/items/" + i0 + "/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
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
            }
            if (data7.content !== undefined) {
              if (
                !validate2(data7.content, {
                  instancePath: instancePath + "/items/" + i0 + "/content",
                  parentData: data7,
                  parentDataProperty: "content",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
            if (data7.content_items !== undefined) {
              let data11 = data7.content_items;
              if (Array.isArray(data11)) {
                if (data11.length > 10) {
                  const err23 = {
                    instancePath: instancePath + "/items/" + i0 + "/content_items",
                    schemaPath: "#/properties/items/items/properties/content_items/maxItems",
                    keyword: "maxItems",
                    params: { limit: 10 },
                    message: "must NOT have more than 10 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                const len1 = data11.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data12 = data11[i1];
                  if (data12 && typeof data12 == "object" && !Array.isArray(data12)) {
                    if (data12.type === undefined) {
                      const err24 = {
                        instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1,
                        schemaPath: "#/properties/items/items/properties/content_items/items/required",
                        keyword: "required",
                        params: { missingProperty: "type" },
                        message: "must have required property '" + "type" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                    for (const key2 in data12) {
                      if (!(
                        key2 === "type" ||
                        key2 === "html" ||
                        key2 === "config" ||
                        key2 === "form_id" ||
                        key2 === "has_two_columns"
                      )) {
                        const err25 = {
                          instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1,
                          schemaPath: "#/properties/items/items/properties/content_items/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key2 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err25];
                        } else {
                          vErrors.push(err25);
                        }
                        errors++;
                      }
                    }
                    if (data12.type !== undefined) {
                      let data13 = data12.type;
                      if (!(
                        data13 === "html" ||
                        data13 === "calculator" ||
                        data13 === "finance_options_table" ||
                        data13 === "form"
                      )) {
                        const err26 = {
                          instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1 + "/type",
                          schemaPath: "#/properties/items/items/properties/content_items/items/properties/type/enum",
                          keyword: "enum",
                          params: {
                            allowedValues:
                              schema0.properties.items.items.properties.content_items.items.properties.type.enum,
                          },
                          message: "must be equal to one of the allowed values",
                        };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                    }
                    if (data12.html !== undefined) {
                      if (typeof data12.html !== "string") {
                        const err27 = {
                          instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1 + "/html",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/markdown/type",
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
                    if (data12.form_id !== undefined) {
                      let data16 = data12.form_id;
                      if (typeof data16 !== "string") {
                        const err28 = {
                          instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1 + "/form_id",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err28];
                        } else {
                          vErrors.push(err28);
                        }
                        errors++;
                      }
                      if (typeof data16 === "string") {
                        if (func1(data16) > 64) {
                          const err29 = {
                            instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1 + "/form_id",
                            schemaPath:
                              "#/properties/items/items/properties/content_items/items/properties/form_id/maxLength",
                            keyword: "maxLength",
                            params: { limit: 64 },
                            message: "must NOT have more than 64 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err29];
                          } else {
                            vErrors.push(err29);
                          }
                          errors++;
                        }
                        if (!pattern1.test(data16)) {
                          const err30 = {
                            instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1 + "/form_id",
                            schemaPath:
                              "#/properties/items/items/properties/content_items/items/properties/form_id/pattern",
                            keyword: "pattern",
                            params: { pattern: "^$|^[A-Za-z0-9-]{1,64}$" },
                            message: 'must match pattern "' + "^$|^[A-Za-z0-9-]{1,64}$" + '"',
                          };
                          if (vErrors === null) {
                            vErrors = [err30];
                          } else {
                            vErrors.push(err30);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data12.has_two_columns !== undefined) {
                      if (typeof data12.has_two_columns !== "boolean") {
                        const err31 = {
                          instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1 + "/has_two_columns",
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
                  } else {
                    const err32 = {
                      instancePath: instancePath + "/items/" + i0 + "/content_items/" + i1,
                      schemaPath: "#/properties/items/items/properties/content_items/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err32];
                    } else {
                      vErrors.push(err32);
                    }
                    errors++;
                  }
                }
              } else {
                const err33 = {
                  instancePath: instancePath + "/items/" + i0 + "/content_items",
                  schemaPath: "#/properties/items/items/properties/content_items/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
                }
                errors++;
              }
            }
          } else {
            const err34 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/properties/items/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
        }
      } else {
        const err35 = {
          instancePath: instancePath + "/items",
          schemaPath: "#/properties/items/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
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
        const err36 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
          keyword: "enum",
          params: { allowedValues: schema17.enum },
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
    if (data.padding !== undefined) {
      let data19 = data.padding;
      if (!(data19 === "normal" || data19 === "top-space-0" || data19 === "bottom-space-0" || data19 === "y-space-0")) {
        const err37 = {
          instancePath: instancePath + "/padding",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
          keyword: "enum",
          params: { allowedValues: schema18.enum },
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
    if (data.dc_strategy !== undefined) {
      let data20 = data.dc_strategy;
      if (data20 && typeof data20 == "object" && !Array.isArray(data20)) {
        if (data20.key === undefined) {
          const err38 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data20.value === undefined) {
          const err39 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
        for (const key3 in data20) {
          if (!(key3 === "key" || key3 === "value" || key3 === "name" || key3 === "fallback")) {
            const err40 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key3 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data20.key !== undefined) {
          let data21 = data20.key;
          if (!(
            data21 === "url_brands" ||
            data21 === "mena_offers" ||
            data21 === "reffine_sl" ||
            data21 === "mena_external_sl"
          )) {
            const err41 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema19.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data20.value !== undefined) {
          let data22 = data20.value;
          if (typeof data22 === "string") {
            if (func1(data22) > 500) {
              const err42 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err42];
              } else {
                vErrors.push(err42);
              }
              errors++;
            }
          } else {
            const err43 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
        }
        if (data20.name !== undefined) {
          let data23 = data20.name;
          if (typeof data23 === "string") {
            if (func1(data23) > 120) {
              const err44 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
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
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        if (data20.fallback !== undefined) {
          if (typeof data20.fallback !== "boolean") {
            const err46 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
      } else {
        const err47 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
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
    const err48 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err48];
    } else {
      vErrors.push(err48);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
