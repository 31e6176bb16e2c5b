// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/car-rent",
  title: "Car rent",
  description:
    "A list of cars for rent (up to 20), each with its name, model, daily price, specification, a picture and a link, e.g. to your Rent a Car page.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Car rent",
    short_description: "A list of cars to rent with daily prices",
    group: "Stock",
    priority: 40,
    thumbnail: "car-rent.svg",
  },
  required: ["id", "items"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      title: "Heading",
      maxLength: 120,
      default: "Cars to rent",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
    currency_symbol: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Currency symbol",
      maxLength: 4,
      minLength: 1,
      default: "€",
    },
    items: {
      title: "Cars",
      type: "array",
      minItems: 1,
      maxItems: 20,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["display_name", "price_daily"],
        properties: {
          image: { $ref: "https://forecourt.dev/schemas/fields#/$defs/image", title: "Image" },
          display_name: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Name",
            maxLength: 120,
            minLength: 1,
          },
          nameplate_name: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Nameplate",
            maxLength: 80,
            default: "",
          },
          price_daily: {
            type: "number",
            title: "Daily price",
            minimum: 0,
            maximum: 100000,
            description: "The daily price; 0 hides it.",
          },
          price_string_context: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Price context",
            maxLength: 40,
            default: "/ day",
          },
          description: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
            title: "Description",
            default: "",
          },
          specification: {
            type: "array",
            title: "Specification",
            maxItems: 12,
            items: {
              type: "object",
              additionalProperties: false,
              required: ["label", "value"],
              properties: {
                label: {
                  $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                  title: "Label",
                  maxLength: 60,
                  minLength: 1,
                },
                value: {
                  $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                  title: "Value",
                  maxLength: 80,
                  minLength: 1,
                },
              },
            },
            default: [],
          },
          link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/rdx_link", title: "Link" },
        },
      },
    },
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
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema7 = { type: "string", "x-field": "string" };
const schema13 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema22 = {
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
const schema8 = {
  title: "Image",
  description:
    "An image from the media library: its id, the size variants the library holds for it, and optional alternative text.",
  type: "object",
  "x-field": "image",
  required: ["id"],
  additionalProperties: false,
  properties: {
    id: { title: "Image id", type: "string", minLength: 1 },
    alt: { title: "Alternative text", type: "string" },
    variants: { title: "Size variants", type: "array", items: { $ref: "#/$defs/image_variant" } },
  },
};
const schema9 = {
  type: "object",
  required: ["width", "height"],
  additionalProperties: false,
  properties: { width: { type: "integer", minimum: 1 }, height: { type: "integer", minimum: 1 } },
};
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
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
      if (!(key0 === "id" || key0 === "alt" || key0 === "variants")) {
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
            schemaPath: "#/properties/id/minLength",
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
          schemaPath: "#/properties/id/type",
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
    if (data.alt !== undefined) {
      if (typeof data.alt !== "string") {
        const err4 = {
          instancePath: instancePath + "/alt",
          schemaPath: "#/properties/alt/type",
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
    if (data.variants !== undefined) {
      let data2 = data.variants;
      if (Array.isArray(data2)) {
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.width === undefined) {
              const err5 = {
                instancePath: instancePath + "/variants/" + i0,
                schemaPath: "#/$defs/image_variant/required",
                keyword: "required",
                params: { missingProperty: "width" },
                message: "must have required property '" + "width" + "'",
              };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
            if (data3.height === undefined) {
              const err6 = {
                instancePath: instancePath + "/variants/" + i0,
                schemaPath: "#/$defs/image_variant/required",
                keyword: "required",
                params: { missingProperty: "height" },
                message: "must have required property '" + "height" + "'",
              };
              if (vErrors === null) {
                vErrors = [err6];
              } else {
                vErrors.push(err6);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "width" || key1 === "height")) {
                const err7 = {
                  instancePath: instancePath + "/variants/" + i0,
                  schemaPath: "#/$defs/image_variant/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err7];
                } else {
                  vErrors.push(err7);
                }
                errors++;
              }
            }
            if (data3.width !== undefined) {
              let data4 = data3.width;
              if (!(typeof data4 == "number" && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
                const err8 = {
                  instancePath: instancePath + "/variants/" + i0 + "/width",
                  schemaPath: "#/$defs/image_variant/properties/width/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
              if (typeof data4 == "number" && isFinite(data4)) {
                if (data4 < 1 || isNaN(data4)) {
                  const err9 = {
                    instancePath: instancePath + "/variants/" + i0 + "/width",
                    schemaPath: "#/$defs/image_variant/properties/width/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 1 },
                    message: "must be >= 1",
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
            if (data3.height !== undefined) {
              let data5 = data3.height;
              if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
                const err10 = {
                  instancePath: instancePath + "/variants/" + i0 + "/height",
                  schemaPath: "#/$defs/image_variant/properties/height/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
              if (typeof data5 == "number" && isFinite(data5)) {
                if (data5 < 1 || isNaN(data5)) {
                  const err11 = {
                    instancePath: instancePath + "/variants/" + i0 + "/height",
                    schemaPath: "#/$defs/image_variant/properties/height/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 1 },
                    message: "must be >= 1",
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
          } else {
            const err12 = {
              instancePath: instancePath + "/variants/" + i0,
              schemaPath: "#/$defs/image_variant/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err12];
            } else {
              vErrors.push(err12);
            }
            errors++;
          }
        }
      } else {
        const err13 = {
          instancePath: instancePath + "/variants",
          schemaPath: "#/properties/variants/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
const schema16 = {
  title: "Link or button",
  description:
    "Shown only when its type is internal or external with both a URL and a label, or when its type is form or file.",
  type: "object",
  "x-field": "link-or-button",
  additionalProperties: false,
  properties: {
    url: { $ref: "#/$defs/link_url", title: "URL", default: "" },
    type: {
      title: "Type",
      enum: ["internal", "external", "form", "file"],
      "x-enum-labels": ["Internal page", "External site", "Form", "File"],
      default: "internal",
    },
    target: { $ref: "#/$defs/target", default: "_self" },
    link_text: { title: "Label", type: "string", default: "" },
    icon: { $ref: "#/$defs/icon", default: "" },
    ui_type: { $ref: "#/$defs/ui_type", default: "primary" },
    size: { $ref: "#/$defs/button_size", default: "medium" },
    rdx_forms_form_id: { title: "Form id", type: "string", default: "" },
    hidden_fields: {
      title: "Hidden form fields",
      description: "Values prefilled into hidden fields of a modal form.",
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        required: ["name", "value"],
        additionalProperties: false,
        properties: {
          name: { title: "Field", type: "string", minLength: 1 },
          value: { title: "Value", type: "string" },
        },
      },
    },
    form_layout: {
      title: "Form layout",
      enum: ["single", "double"],
      "x-enum-labels": ["Single column", "Two columns"],
      default: "single",
    },
  },
};
const schema17 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema18 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema19 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema20 = {
  title: "Style",
  enum: ["primary", "secondary", "tertiary"],
  "x-enum-labels": ["Primary", "Secondary", "Tertiary"],
};
const schema21 = {
  title: "Size",
  description: "Tertiary buttons are always small.",
  enum: ["medium", "small"],
  "x-enum-labels": ["Medium", "Small"],
};
const pattern1 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern2 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!func0.call(schema16.properties, key0)) {
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
    if (data.url !== undefined) {
      let data0 = data.url;
      if (typeof data0 === "string") {
        if (func1(data0) > 2000) {
          const err1 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/$defs/link_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (!pattern1.test(data0)) {
          const err2 = {
            instancePath: instancePath + "/url",
            schemaPath: "#/$defs/link_url/pattern",
            keyword: "pattern",
            params: {
              pattern:
                "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
            },
            message:
              'must match pattern "' +
              "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$" +
              '"',
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
          instancePath: instancePath + "/url",
          schemaPath: "#/$defs/link_url/type",
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
    if (data.type !== undefined) {
      let data1 = data.type;
      if (!(data1 === "internal" || data1 === "external" || data1 === "form" || data1 === "file")) {
        const err4 = {
          instancePath: instancePath + "/type",
          schemaPath: "#/properties/type/enum",
          keyword: "enum",
          params: { allowedValues: schema16.properties.type.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.target !== undefined) {
      let data2 = data.target;
      if (!(data2 === "_self" || data2 === "_blank")) {
        const err5 = {
          instancePath: instancePath + "/target",
          schemaPath: "#/$defs/target/enum",
          keyword: "enum",
          params: { allowedValues: schema18.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.link_text !== undefined) {
      if (typeof data.link_text !== "string") {
        const err6 = {
          instancePath: instancePath + "/link_text",
          schemaPath: "#/properties/link_text/type",
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
    if (data.icon !== undefined) {
      let data4 = data.icon;
      if (typeof data4 === "string") {
        if (!pattern2.test(data4)) {
          const err7 = {
            instancePath: instancePath + "/icon",
            schemaPath: "#/$defs/icon/pattern",
            keyword: "pattern",
            params: { pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$" },
            message: 'must match pattern "' + "^$|^[a-z0-9]+(-[a-z0-9]+)*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/icon",
          schemaPath: "#/$defs/icon/type",
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
    }
    if (data.ui_type !== undefined) {
      let data5 = data.ui_type;
      if (!(data5 === "primary" || data5 === "secondary" || data5 === "tertiary")) {
        const err9 = {
          instancePath: instancePath + "/ui_type",
          schemaPath: "#/$defs/ui_type/enum",
          keyword: "enum",
          params: { allowedValues: schema20.enum },
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
    if (data.size !== undefined) {
      let data6 = data.size;
      if (!(data6 === "medium" || data6 === "small")) {
        const err10 = {
          instancePath: instancePath + "/size",
          schemaPath: "#/$defs/button_size/enum",
          keyword: "enum",
          params: { allowedValues: schema21.enum },
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
    if (data.rdx_forms_form_id !== undefined) {
      if (typeof data.rdx_forms_form_id !== "string") {
        const err11 = {
          instancePath: instancePath + "/rdx_forms_form_id",
          schemaPath: "#/properties/rdx_forms_form_id/type",
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
    }
    if (data.hidden_fields !== undefined) {
      let data8 = data.hidden_fields;
      if (Array.isArray(data8)) {
        if (data8.length > 20) {
          const err12 = {
            instancePath: instancePath + "/hidden_fields",
            schemaPath: "#/properties/hidden_fields/maxItems",
            keyword: "maxItems",
            params: { limit: 20 },
            message: "must NOT have more than 20 items",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        const len0 = data8.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data9 = data8[i0];
          if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
            if (data9.name === undefined) {
              const err13 = {
                instancePath: instancePath + "/hidden_fields/" + i0,
                schemaPath: "#/properties/hidden_fields/items/required",
                keyword: "required",
                params: { missingProperty: "name" },
                message: "must have required property '" + "name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            if (data9.value === undefined) {
              const err14 = {
                instancePath: instancePath + "/hidden_fields/" + i0,
                schemaPath: "#/properties/hidden_fields/items/required",
                keyword: "required",
                params: { missingProperty: "value" },
                message: "must have required property '" + "value" + "'",
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            for (const key1 in data9) {
              if (!(key1 === "name" || key1 === "value")) {
                const err15 = {
                  instancePath: instancePath + "/hidden_fields/" + i0,
                  schemaPath: "#/properties/hidden_fields/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err15];
                } else {
                  vErrors.push(err15);
                }
                errors++;
              }
            }
            if (data9.name !== undefined) {
              let data10 = data9.name;
              if (typeof data10 === "string") {
                if (func1(data10) < 1) {
                  const err16 = {
                    instancePath: instancePath + "/hidden_fields/" + i0 + "/name",
                    schemaPath: "#/properties/hidden_fields/items/properties/name/minLength",
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
              } else {
                const err17 = {
                  instancePath: instancePath + "/hidden_fields/" + i0 + "/name",
                  schemaPath: "#/properties/hidden_fields/items/properties/name/type",
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
            }
            if (data9.value !== undefined) {
              if (typeof data9.value !== "string") {
                const err18 = {
                  instancePath: instancePath + "/hidden_fields/" + i0 + "/value",
                  schemaPath: "#/properties/hidden_fields/items/properties/value/type",
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
            }
          } else {
            const err19 = {
              instancePath: instancePath + "/hidden_fields/" + i0,
              schemaPath: "#/properties/hidden_fields/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
      } else {
        const err20 = {
          instancePath: instancePath + "/hidden_fields",
          schemaPath: "#/properties/hidden_fields/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.form_layout !== undefined) {
      let data12 = data.form_layout;
      if (!(data12 === "single" || data12 === "double")) {
        const err21 = {
          instancePath: instancePath + "/form_layout",
          schemaPath: "#/properties/form_layout/enum",
          keyword: "enum",
          params: { allowedValues: schema16.properties.form_layout.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
const schema23 = {
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
const schema24 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate6.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/car-rent" */ let vErrors = null;
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
        if (func1(data2) > 120) {
          const err8 = {
            instancePath: instancePath + "/heading",
            schemaPath: "#/properties/heading/maxLength",
            keyword: "maxLength",
            params: { limit: 120 },
            message: "must NOT have more than 120 characters",
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
    if (data.box_color !== undefined) {
      let data4 = data.box_color;
      if (!(data4 === "light-theme" || data4 === "grey-theme" || data4 === "dark-theme" || data4 === "black-theme")) {
        const err10 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
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
    if (data.currency_symbol !== undefined) {
      let data5 = data.currency_symbol;
      if (typeof data5 !== "string") {
        const err11 = {
          instancePath: instancePath + "/currency_symbol",
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
        if (func1(data5) > 4) {
          const err12 = {
            instancePath: instancePath + "/currency_symbol",
            schemaPath: "#/properties/currency_symbol/maxLength",
            keyword: "maxLength",
            params: { limit: 4 },
            message: "must NOT have more than 4 characters",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (func1(data5) < 1) {
          const err13 = {
            instancePath: instancePath + "/currency_symbol",
            schemaPath: "#/properties/currency_symbol/minLength",
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
    if (data.items !== undefined) {
      let data6 = data.items;
      if (Array.isArray(data6)) {
        if (data6.length > 20) {
          const err14 = {
            instancePath: instancePath + "/items",
            schemaPath: "#/properties/items/maxItems",
            keyword: "maxItems",
            params: { limit: 20 },
            message: "must NOT have more than 20 items",
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data6.length < 1) {
          const err15 = {
            instancePath: instancePath + "/items",
            schemaPath: "#/properties/items/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data7 = data6[i0];
          if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
            if (data7.display_name === undefined) {
              const err16 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/properties/items/items/required",
                keyword: "required",
                params: { missingProperty: "display_name" },
                message: "must have required property '" + "display_name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data7.price_daily === undefined) {
              const err17 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/properties/items/items/required",
                keyword: "required",
                params: { missingProperty: "price_daily" },
                message: "must have required property '" + "price_daily" + "'",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            for (const key1 in data7) {
              if (!(
                key1 === "image" ||
                key1 === "display_name" ||
                key1 === "nameplate_name" ||
                key1 === "price_daily" ||
                key1 === "price_string_context" ||
                key1 === "description" ||
                key1 === "specification" ||
                key1 === "link"
              )) {
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
            if (data7.image !== undefined) {
              if (
                !validate2(data7.image, {
                  instancePath: instancePath + "/items/" + i0 + "/image",
                  parentData: data7,
                  parentDataProperty: "image",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
            if (data7.display_name !== undefined) {
              let data9 = data7.display_name;
              if (typeof data9 !== "string") {
                const err19 = {
                  instancePath: instancePath + "/items/" + i0 + "/display_name",
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
                if (func1(data9) > 120) {
                  const err20 = {
                    instancePath: instancePath + "/items/" + i0 + "/display_name",
                    schemaPath: "#/properties/items/items/properties/display_name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
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
                    instancePath: instancePath + "/items/" + i0 + "/display_name",
                    schemaPath: "#/properties/items/items/properties/display_name/minLength",
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
            if (data7.nameplate_name !== undefined) {
              let data10 = data7.nameplate_name;
              if (typeof data10 !== "string") {
                const err22 = {
                  instancePath: instancePath + "/items/" + i0 + "/nameplate_name",
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
                if (func1(data10) > 80) {
                  const err23 = {
                    instancePath: instancePath + "/items/" + i0 + "/nameplate_name",
                    schemaPath: "#/properties/items/items/properties/nameplate_name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 80 },
                    message: "must NOT have more than 80 characters",
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
            if (data7.price_daily !== undefined) {
              let data11 = data7.price_daily;
              if (typeof data11 == "number" && isFinite(data11)) {
                if (data11 > 100000 || isNaN(data11)) {
                  const err24 = {
                    instancePath: instancePath + "/items/" + i0 + "/price_daily",
                    schemaPath: "#/properties/items/items/properties/price_daily/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 100000 },
                    message: "must be <= 100000",
                  };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
                if (data11 < 0 || isNaN(data11)) {
                  const err25 = {
                    instancePath: instancePath + "/items/" + i0 + "/price_daily",
                    schemaPath: "#/properties/items/items/properties/price_daily/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                  };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
              } else {
                const err26 = {
                  instancePath: instancePath + "/items/" + i0 + "/price_daily",
                  schemaPath: "#/properties/items/items/properties/price_daily/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err26];
                } else {
                  vErrors.push(err26);
                }
                errors++;
              }
            }
            if (data7.price_string_context !== undefined) {
              let data12 = data7.price_string_context;
              if (typeof data12 !== "string") {
                const err27 = {
                  instancePath: instancePath + "/items/" + i0 + "/price_string_context",
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
              if (typeof data12 === "string") {
                if (func1(data12) > 40) {
                  const err28 = {
                    instancePath: instancePath + "/items/" + i0 + "/price_string_context",
                    schemaPath: "#/properties/items/items/properties/price_string_context/maxLength",
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
              }
            }
            if (data7.description !== undefined) {
              if (typeof data7.description !== "string") {
                const err29 = {
                  instancePath: instancePath + "/items/" + i0 + "/description",
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
            if (data7.specification !== undefined) {
              let data14 = data7.specification;
              if (Array.isArray(data14)) {
                if (data14.length > 12) {
                  const err30 = {
                    instancePath: instancePath + "/items/" + i0 + "/specification",
                    schemaPath: "#/properties/items/items/properties/specification/maxItems",
                    keyword: "maxItems",
                    params: { limit: 12 },
                    message: "must NOT have more than 12 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
                const len1 = data14.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data15 = data14[i1];
                  if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                    if (data15.label === undefined) {
                      const err31 = {
                        instancePath: instancePath + "/items/" + i0 + "/specification/" + i1,
                        schemaPath: "#/properties/items/items/properties/specification/items/required",
                        keyword: "required",
                        params: { missingProperty: "label" },
                        message: "must have required property '" + "label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                    if (data15.value === undefined) {
                      const err32 = {
                        instancePath: instancePath + "/items/" + i0 + "/specification/" + i1,
                        schemaPath: "#/properties/items/items/properties/specification/items/required",
                        keyword: "required",
                        params: { missingProperty: "value" },
                        message: "must have required property '" + "value" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                    for (const key2 in data15) {
                      if (!(key2 === "label" || key2 === "value")) {
                        const err33 = {
                          instancePath: instancePath + "/items/" + i0 + "/specification/" + i1,
                          schemaPath: "#/properties/items/items/properties/specification/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key2 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err33];
                        } else {
                          vErrors.push(err33);
                        }
                        errors++;
                      }
                    }
                    if (data15.label !== undefined) {
                      let data16 = data15.label;
                      if (typeof data16 !== "string") {
                        const err34 = {
                          instancePath: instancePath + "/items/" + i0 + "/specification/" + i1 + "/label",
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
                      if (typeof data16 === "string") {
                        if (func1(data16) > 60) {
                          const err35 = {
                            instancePath: instancePath + "/items/" + i0 + "/specification/" + i1 + "/label",
                            schemaPath:
                              "#/properties/items/items/properties/specification/items/properties/label/maxLength",
                            keyword: "maxLength",
                            params: { limit: 60 },
                            message: "must NOT have more than 60 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err35];
                          } else {
                            vErrors.push(err35);
                          }
                          errors++;
                        }
                        if (func1(data16) < 1) {
                          const err36 = {
                            instancePath: instancePath + "/items/" + i0 + "/specification/" + i1 + "/label",
                            schemaPath:
                              "#/properties/items/items/properties/specification/items/properties/label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
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
                    if (data15.value !== undefined) {
                      let data17 = data15.value;
                      if (typeof data17 !== "string") {
                        const err37 = {
                          instancePath: instancePath + "/items/" + i0 + "/specification/" + i1 + "/value",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
                      if (typeof data17 === "string") {
                        if (func1(data17) > 80) {
                          const err38 = {
                            instancePath: instancePath + "/items/" + i0 + "/specification/" + i1 + "/value",
                            schemaPath:
                              "#/properties/items/items/properties/specification/items/properties/value/maxLength",
                            keyword: "maxLength",
                            params: { limit: 80 },
                            message: "must NOT have more than 80 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err38];
                          } else {
                            vErrors.push(err38);
                          }
                          errors++;
                        }
                        if (func1(data17) < 1) {
                          const err39 = {
                            instancePath: instancePath + "/items/" + i0 + "/specification/" + i1 + "/value",
                            schemaPath:
                              "#/properties/items/items/properties/specification/items/properties/value/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err39];
                          } else {
                            vErrors.push(err39);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err40 = {
                      instancePath: instancePath + "/items/" + i0 + "/specification/" + i1,
                      schemaPath: "#/properties/items/items/properties/specification/items/type",
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
                }
              } else {
                const err41 = {
                  instancePath: instancePath + "/items/" + i0 + "/specification",
                  schemaPath: "#/properties/items/items/properties/specification/type",
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
            if (data7.link !== undefined) {
              if (
                !validate4(data7.link, {
                  instancePath: instancePath + "/items/" + i0 + "/link",
                  parentData: data7,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err42 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/properties/items/items/type",
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
      } else {
        const err43 = {
          instancePath: instancePath + "/items",
          schemaPath: "#/properties/items/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.dc_strategy !== undefined) {
      let data19 = data.dc_strategy;
      if (data19 && typeof data19 == "object" && !Array.isArray(data19)) {
        if (data19.key === undefined) {
          const err44 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
        if (data19.value === undefined) {
          const err45 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        for (const key3 in data19) {
          if (!(key3 === "key" || key3 === "value" || key3 === "name" || key3 === "fallback")) {
            const err46 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key3 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
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
            const err47 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema22.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
        if (data19.value !== undefined) {
          let data21 = data19.value;
          if (typeof data21 === "string") {
            if (func1(data21) > 500) {
              const err48 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
          } else {
            const err49 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err49];
            } else {
              vErrors.push(err49);
            }
            errors++;
          }
        }
        if (data19.name !== undefined) {
          let data22 = data19.name;
          if (typeof data22 === "string") {
            if (func1(data22) > 120) {
              const err50 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
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
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        if (data19.fallback !== undefined) {
          if (typeof data19.fallback !== "boolean") {
            const err52 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err52];
            } else {
              vErrors.push(err52);
            }
            errors++;
          }
        }
      } else {
        const err53 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err53];
        } else {
          vErrors.push(err53);
        }
        errors++;
      }
    }
    if (data.offer_schedule !== undefined) {
      if (
        !validate6(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err54 = {
      instancePath,
      schemaPath: "#/type",
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
  validate0.errors = vErrors;
  return errors === 0;
}
