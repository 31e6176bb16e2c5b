// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/image-element",
  title: "Image element",
  description:
    "One image from the media library in a ratio of 16:9, 16:6.5 or 1:1, served in the widths, heights and format chosen, with an optional caption.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Image element",
    short_description: "A single responsive image",
    group: "Media",
    priority: 10,
    thumbnail: "image-element.svg",
  },
  required: ["id", "image"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    image: { $ref: "https://forecourt.dev/schemas/fields#/$defs/image" },
    fullPath: {
      title: "File name",
      description:
        "The image's original path or file name; its name becomes a readable file name in the image URL (good for search engines). Leave empty for plain URLs.",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      maxLength: 500,
      default: "",
    },
    sizes: {
      title: "Widths",
      description:
        "Widths in pixels to offer the browser, e.g. [1600, 1024, 640]. Empty: the presets of the ratio (16:9 1600x900, 1024x576, 640x360; 16:6.5 1600x650, 1024x416, 640x260; 1:1 1245, 830, 415, 360).",
      type: "array",
      maxItems: 10,
      items: { type: "integer", minimum: 1, maximum: 2560 },
      default: [],
    },
    heights: {
      title: "Heights",
      description: "Heights in pixels matching the widths by position; a missing height follows from the ratio.",
      type: "array",
      maxItems: 10,
      items: { type: "integer", minimum: 1, maximum: 2560 },
      default: [],
    },
    ratio: { $ref: "https://forecourt.dev/schemas/fields#/$defs/image_ratio_with_square", default: "16-9" },
    format: {
      title: "File format",
      enum: ["jpg", "webp", "png"],
      "x-enum-labels": ["JPEG", "WebP", "PNG"],
      default: "jpg",
    },
    loading: {
      title: "Loading",
      description: "Automatic loads eagerly in the first two blocks of a page and lazily after.",
      enum: ["auto", "eager", "lazy"],
      "x-enum-labels": ["Automatic", "Eager (at once)", "Lazy (when scrolled near)"],
      default: "auto",
    },
    alt: {
      title: "Alternative text",
      description: "Used when the image from the media library has no alternative text of its own.",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      maxLength: 300,
      default: "",
    },
    caption: {
      title: "Caption",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/text",
      maxLength: 300,
      default: "",
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
const schema6 = { type: "string", "x-field": "string" };
const schema7 = { title: "Image ratio", enum: ["16-9", "16-6-5", "1-1"], "x-enum-labels": ["16:9", "16:6.5", "1:1"] };
const schema9 = { type: "string", "x-field": "text" };
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
const schema4 = {
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
const schema5 = {
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
const pattern1 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate4.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/image-element" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.fullPath === undefined) {
      data.fullPath = "";
    }
    if (data.sizes === undefined) {
      data.sizes = [];
    }
    if (data.heights === undefined) {
      data.heights = [];
    }
    if (data.ratio === undefined) {
      data.ratio = "16-9";
    }
    if (data.format === undefined) {
      data.format = "jpg";
    }
    if (data.loading === undefined) {
      data.loading = "auto";
    }
    if (data.alt === undefined) {
      data.alt = "";
    }
    if (data.caption === undefined) {
      data.caption = "";
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
    if (data.image === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "image" },
        message: "must have required property '" + "image" + "'",
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
    if (data.image !== undefined) {
      if (
        !validate2(data.image, {
          instancePath: instancePath + "/image",
          parentData: data,
          parentDataProperty: "image",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
    let data3 = data.fullPath;
    if (typeof data3 !== "string") {
      const err7 = {
        instancePath: instancePath + "/fullPath",
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
    if (typeof data3 === "string") {
      if (func1(data3) > 500) {
        const err8 = {
          instancePath: instancePath + "/fullPath",
          schemaPath: "#/properties/fullPath/maxLength",
          keyword: "maxLength",
          params: { limit: 500 },
          message: "must NOT have more than 500 characters",
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    let data4 = data.sizes;
    if (Array.isArray(data4)) {
      if (data4.length > 10) {
        const err9 = {
          instancePath: instancePath + "/sizes",
          schemaPath: "#/properties/sizes/maxItems",
          keyword: "maxItems",
          params: { limit: 10 },
          message: "must NOT have more than 10 items",
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      const len0 = data4.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data5 = data4[i0];
        if (!(typeof data5 == "number" && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
          const err10 = {
            instancePath: instancePath + "/sizes/" + i0,
            schemaPath: "#/properties/sizes/items/type",
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
          if (data5 > 2560 || isNaN(data5)) {
            const err11 = {
              instancePath: instancePath + "/sizes/" + i0,
              schemaPath: "#/properties/sizes/items/maximum",
              keyword: "maximum",
              params: { comparison: "<=", limit: 2560 },
              message: "must be <= 2560",
            };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
          if (data5 < 1 || isNaN(data5)) {
            const err12 = {
              instancePath: instancePath + "/sizes/" + i0,
              schemaPath: "#/properties/sizes/items/minimum",
              keyword: "minimum",
              params: { comparison: ">=", limit: 1 },
              message: "must be >= 1",
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
    } else {
      const err13 = {
        instancePath: instancePath + "/sizes",
        schemaPath: "#/properties/sizes/type",
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
    let data6 = data.heights;
    if (Array.isArray(data6)) {
      if (data6.length > 10) {
        const err14 = {
          instancePath: instancePath + "/heights",
          schemaPath: "#/properties/heights/maxItems",
          keyword: "maxItems",
          params: { limit: 10 },
          message: "must NOT have more than 10 items",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      const len1 = data6.length;
      for (let i1 = 0; i1 < len1; i1++) {
        let data7 = data6[i1];
        if (!(typeof data7 == "number" && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
          const err15 = {
            instancePath: instancePath + "/heights/" + i1,
            schemaPath: "#/properties/heights/items/type",
            keyword: "type",
            params: { type: "integer" },
            message: "must be integer",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (typeof data7 == "number" && isFinite(data7)) {
          if (data7 > 2560 || isNaN(data7)) {
            const err16 = {
              instancePath: instancePath + "/heights/" + i1,
              schemaPath: "#/properties/heights/items/maximum",
              keyword: "maximum",
              params: { comparison: "<=", limit: 2560 },
              message: "must be <= 2560",
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
          if (data7 < 1 || isNaN(data7)) {
            const err17 = {
              instancePath: instancePath + "/heights/" + i1,
              schemaPath: "#/properties/heights/items/minimum",
              keyword: "minimum",
              params: { comparison: ">=", limit: 1 },
              message: "must be >= 1",
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      }
    } else {
      const err18 = {
        instancePath: instancePath + "/heights",
        schemaPath: "#/properties/heights/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err18];
      } else {
        vErrors.push(err18);
      }
      errors++;
    }
    let data8 = data.ratio;
    if (!(data8 === "16-9" || data8 === "16-6-5" || data8 === "1-1")) {
      const err19 = {
        instancePath: instancePath + "/ratio",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/image_ratio_with_square/enum",
        keyword: "enum",
        params: { allowedValues: schema7.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err19];
      } else {
        vErrors.push(err19);
      }
      errors++;
    }
    let data9 = data.format;
    if (!(data9 === "jpg" || data9 === "webp" || data9 === "png")) {
      const err20 = {
        instancePath: instancePath + "/format",
        schemaPath: "#/properties/format/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.format.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    let data10 = data.loading;
    if (!(data10 === "auto" || data10 === "eager" || data10 === "lazy")) {
      const err21 = {
        instancePath: instancePath + "/loading",
        schemaPath: "#/properties/loading/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.loading.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
    }
    let data11 = data.alt;
    if (typeof data11 !== "string") {
      const err22 = {
        instancePath: instancePath + "/alt",
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
    if (typeof data11 === "string") {
      if (func1(data11) > 300) {
        const err23 = {
          instancePath: instancePath + "/alt",
          schemaPath: "#/properties/alt/maxLength",
          keyword: "maxLength",
          params: { limit: 300 },
          message: "must NOT have more than 300 characters",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    let data12 = data.caption;
    if (typeof data12 !== "string") {
      const err24 = {
        instancePath: instancePath + "/caption",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/text/type",
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
    if (typeof data12 === "string") {
      if (func1(data12) > 300) {
        const err25 = {
          instancePath: instancePath + "/caption",
          schemaPath: "#/properties/caption/maxLength",
          keyword: "maxLength",
          params: { limit: 300 },
          message: "must NOT have more than 300 characters",
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.dc_strategy !== undefined) {
      let data13 = data.dc_strategy;
      if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
        if (data13.key === undefined) {
          const err26 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        if (data13.value === undefined) {
          const err27 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
        for (const key1 in data13) {
          if (!(key1 === "key" || key1 === "value" || key1 === "name" || key1 === "fallback")) {
            const err28 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
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
        if (data13.key !== undefined) {
          let data14 = data13.key;
          if (!(
            data14 === "url_brands" ||
            data14 === "mena_offers" ||
            data14 === "reffine_sl" ||
            data14 === "mena_external_sl"
          )) {
            const err29 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema10.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data13.value !== undefined) {
          let data15 = data13.value;
          if (typeof data15 === "string") {
            if (func1(data15) > 500) {
              const err30 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err30];
              } else {
                vErrors.push(err30);
              }
              errors++;
            }
          } else {
            const err31 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err31];
            } else {
              vErrors.push(err31);
            }
            errors++;
          }
        }
        if (data13.name !== undefined) {
          let data16 = data13.name;
          if (typeof data16 === "string") {
            if (func1(data16) > 120) {
              const err32 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err32];
              } else {
                vErrors.push(err32);
              }
              errors++;
            }
          } else {
            const err33 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data13.fallback !== undefined) {
          if (typeof data13.fallback !== "boolean") {
            const err34 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
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
      } else {
        const err35 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
    }
    if (data.offer_schedule !== undefined) {
      if (
        !validate4(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err36 = {
      instancePath,
      schemaPath: "#/type",
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
  validate0.errors = vErrors;
  return errors === 0;
}
