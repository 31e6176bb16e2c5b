// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/floating-action-button",
  title: "Floating Action Button",
  description:
    "A button or a list of quick links fixed to the corner of the screen on this page; it replaces the site-wide one set in the admin settings. Items may be limited to pages of some brands (url_brands).",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Floating Action Button",
    short_description: "A fixed button or quick links for this page",
    group: "Navigation",
    priority: 80,
    thumbnail: "floating-action-button.svg",
  },
  required: ["id", "items"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    items: {
      title: "Items",
      type: "array",
      maxItems: 6,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["link"],
        properties: {
          link: {
            title: "Link",
            type: "object",
            additionalProperties: false,
            required: ["url", "link_text"],
            properties: {
              url: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_url", default: "" },
              link_text: {
                title: "Link text",
                $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                maxLength: 100,
                default: "",
              },
              target: { $ref: "https://forecourt.dev/schemas/fields#/$defs/target", default: "_self" },
            },
          },
          icon: { $ref: "https://forecourt.dev/schemas/fields#/$defs/icon", default: "" },
          brands: {
            title: "Only on brand pages",
            description:
              "The url_brands rule: comma-separated brands (e.g. Range Rover, Defender); the item shows only on pages under those brands' paths. Empty: every page.",
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            maxLength: 200,
            default: "",
          },
          brands_fallback: {
            title: "Show on pages of no brand",
            $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
            default: false,
          },
        },
      },
    },
    is_quick_links: {
      title: "Quick links",
      description: "A collapsible list of links instead of buttons.",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      default: false,
    },
    quick_links_label: {
      title: "Quick links label",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      maxLength: 60,
      default: "Quick links",
    },
    is_secondary: {
      title: "Secondary style",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      default: false,
    },
    reversed: { title: "On the left", $ref: "https://forecourt.dev/schemas/fields#/$defs/bool", default: false },
    is_fab_disabled: {
      title: "Hide on this page",
      description: "No floating action button on this page, not even the site-wide one.",
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      default: false,
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
const schema4 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema5 = { type: "string", "x-field": "string" };
const schema6 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema7 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema9 = { type: "boolean", "x-field": "bool" };
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
const pattern1 = new RegExp(
  "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern2 = new RegExp("^$|^[a-z0-9]+(-[a-z0-9]+)*$", "u");
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
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/floating-action-button" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.is_quick_links === undefined) {
      data.is_quick_links = false;
    }
    if (data.quick_links_label === undefined) {
      data.quick_links_label = "Quick links";
    }
    if (data.is_secondary === undefined) {
      data.is_secondary = false;
    }
    if (data.reversed === undefined) {
      data.reversed = false;
    }
    if (data.is_fab_disabled === undefined) {
      data.is_fab_disabled = false;
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
    if (data.items !== undefined) {
      let data2 = data.items;
      if (Array.isArray(data2)) {
        if (data2.length > 6) {
          const err7 = {
            instancePath: instancePath + "/items",
            schemaPath: "#/properties/items/maxItems",
            keyword: "maxItems",
            params: { limit: 6 },
            message: "must NOT have more than 6 items",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.icon === undefined) {
              data3.icon = "";
            }
            if (data3.brands === undefined) {
              data3.brands = "";
            }
            if (data3.brands_fallback === undefined) {
              data3.brands_fallback = false;
            }
            if (data3.link === undefined) {
              const err8 = {
                instancePath: instancePath + "/items/" + i0,
                schemaPath: "#/properties/items/items/required",
                keyword: "required",
                params: { missingProperty: "link" },
                message: "must have required property '" + "link" + "'",
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!(key1 === "link" || key1 === "icon" || key1 === "brands" || key1 === "brands_fallback")) {
                const err9 = {
                  instancePath: instancePath + "/items/" + i0,
                  schemaPath: "#/properties/items/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err9];
                } else {
                  vErrors.push(err9);
                }
                errors++;
              }
            }
            if (data3.link !== undefined) {
              let data4 = data3.link;
              if (data4 && typeof data4 == "object" && !Array.isArray(data4)) {
                if (data4.url === undefined) {
                  data4.url = "";
                }
                if (data4.link_text === undefined) {
                  data4.link_text = "";
                }
                if (data4.target === undefined) {
                  data4.target = "_self";
                }
                if (data4.url === undefined) {
                  const err10 = {
                    instancePath: instancePath + "/items/" + i0 + "/link",
                    schemaPath: "#/properties/items/items/properties/link/required",
                    keyword: "required",
                    params: { missingProperty: "url" },
                    message: "must have required property '" + "url" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err10];
                  } else {
                    vErrors.push(err10);
                  }
                  errors++;
                }
                if (data4.link_text === undefined) {
                  const err11 = {
                    instancePath: instancePath + "/items/" + i0 + "/link",
                    schemaPath: "#/properties/items/items/properties/link/required",
                    keyword: "required",
                    params: { missingProperty: "link_text" },
                    message: "must have required property '" + "link_text" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err11];
                  } else {
                    vErrors.push(err11);
                  }
                  errors++;
                }
                for (const key2 in data4) {
                  if (!(key2 === "url" || key2 === "link_text" || key2 === "target")) {
                    const err12 = {
                      instancePath: instancePath + "/items/" + i0 + "/link",
                      schemaPath: "#/properties/items/items/properties/link/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key2 },
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
                let data5 = data4.url;
                if (typeof data5 === "string") {
                  if (func1(data5) > 2000) {
                    const err13 = {
                      instancePath: instancePath + "/items/" + i0 + "/link/url",
                      schemaPath: "https://forecourt.dev/schemas/fields#/$defs/link_url/maxLength",
                      keyword: "maxLength",
                      params: { limit: 2000 },
                      message: "must NOT have more than 2000 characters",
                    };
                    if (vErrors === null) {
                      vErrors = [err13];
                    } else {
                      vErrors.push(err13);
                    }
                    errors++;
                  }
                  if (!pattern1.test(data5)) {
                    const err14 = {
                      instancePath: instancePath + "/items/" + i0 + "/link/url",
                      schemaPath: "https://forecourt.dev/schemas/fields#/$defs/link_url/pattern",
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
                      vErrors = [err14];
                    } else {
                      vErrors.push(err14);
                    }
                    errors++;
                  }
                } else {
                  const err15 = {
                    instancePath: instancePath + "/items/" + i0 + "/link/url",
                    schemaPath: "https://forecourt.dev/schemas/fields#/$defs/link_url/type",
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
                let data6 = data4.link_text;
                if (typeof data6 !== "string") {
                  const err16 = {
                    instancePath: instancePath + "/items/" + i0 + "/link/link_text",
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
                if (typeof data6 === "string") {
                  if (func1(data6) > 100) {
                    const err17 = {
                      instancePath: instancePath + "/items/" + i0 + "/link/link_text",
                      schemaPath: "#/properties/items/items/properties/link/properties/link_text/maxLength",
                      keyword: "maxLength",
                      params: { limit: 100 },
                      message: "must NOT have more than 100 characters",
                    };
                    if (vErrors === null) {
                      vErrors = [err17];
                    } else {
                      vErrors.push(err17);
                    }
                    errors++;
                  }
                }
                let data7 = data4.target;
                if (!(data7 === "_self" || data7 === "_blank")) {
                  const err18 = {
                    instancePath: instancePath + "/items/" + i0 + "/link/target",
                    schemaPath: "https://forecourt.dev/schemas/fields#/$defs/target/enum",
                    keyword: "enum",
                    params: { allowedValues: schema6.enum },
                    message: "must be equal to one of the allowed values",
                  };
                  if (vErrors === null) {
                    vErrors = [err18];
                  } else {
                    vErrors.push(err18);
                  }
                  errors++;
                }
              } else {
                const err19 = {
                  instancePath: instancePath + "/items/" + i0 + "/link",
                  schemaPath: "#/properties/items/items/properties/link/type",
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
            let data8 = data3.icon;
            if (typeof data8 === "string") {
              if (!pattern2.test(data8)) {
                const err20 = {
                  instancePath: instancePath + "/items/" + i0 + "/icon",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/icon/pattern",
                  keyword: "pattern",
                  params: { pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$" },
                  message: 'must match pattern "' + "^$|^[a-z0-9]+(-[a-z0-9]+)*$" + '"',
                };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            } else {
              const err21 = {
                instancePath: instancePath + "/items/" + i0 + "/icon",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/icon/type",
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
            let data9 = data3.brands;
            if (typeof data9 !== "string") {
              const err22 = {
                instancePath: instancePath + "/items/" + i0 + "/brands",
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
            if (typeof data9 === "string") {
              if (func1(data9) > 200) {
                const err23 = {
                  instancePath: instancePath + "/items/" + i0 + "/brands",
                  schemaPath: "#/properties/items/items/properties/brands/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err23];
                } else {
                  vErrors.push(err23);
                }
                errors++;
              }
            }
            if (typeof data3.brands_fallback !== "boolean") {
              const err24 = {
                instancePath: instancePath + "/items/" + i0 + "/brands_fallback",
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
          } else {
            const err25 = {
              instancePath: instancePath + "/items/" + i0,
              schemaPath: "#/properties/items/items/type",
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
          instancePath: instancePath + "/items",
          schemaPath: "#/properties/items/type",
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
    }
    if (typeof data.is_quick_links !== "boolean") {
      const err27 = {
        instancePath: instancePath + "/is_quick_links",
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
    let data12 = data.quick_links_label;
    if (typeof data12 !== "string") {
      const err28 = {
        instancePath: instancePath + "/quick_links_label",
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
    if (typeof data12 === "string") {
      if (func1(data12) > 60) {
        const err29 = {
          instancePath: instancePath + "/quick_links_label",
          schemaPath: "#/properties/quick_links_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (typeof data.is_secondary !== "boolean") {
      const err30 = {
        instancePath: instancePath + "/is_secondary",
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
    if (typeof data.reversed !== "boolean") {
      const err31 = {
        instancePath: instancePath + "/reversed",
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
    if (typeof data.is_fab_disabled !== "boolean") {
      const err32 = {
        instancePath: instancePath + "/is_fab_disabled",
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
    if (data.dc_strategy !== undefined) {
      let data16 = data.dc_strategy;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.key === undefined) {
          const err33 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err33];
          } else {
            vErrors.push(err33);
          }
          errors++;
        }
        if (data16.value === undefined) {
          const err34 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        for (const key3 in data16) {
          if (!(key3 === "key" || key3 === "value" || key3 === "name" || key3 === "fallback")) {
            const err35 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key3 },
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
        if (data16.key !== undefined) {
          let data17 = data16.key;
          if (!(
            data17 === "url_brands" ||
            data17 === "mena_offers" ||
            data17 === "reffine_sl" ||
            data17 === "mena_external_sl"
          )) {
            const err36 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema15.properties.key.enum },
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
        if (data16.value !== undefined) {
          let data18 = data16.value;
          if (typeof data18 === "string") {
            if (func1(data18) > 500) {
              const err37 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err37];
              } else {
                vErrors.push(err37);
              }
              errors++;
            }
          } else {
            const err38 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        }
        if (data16.name !== undefined) {
          let data19 = data16.name;
          if (typeof data19 === "string") {
            if (func1(data19) > 120) {
              const err39 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err39];
              } else {
                vErrors.push(err39);
              }
              errors++;
            }
          } else {
            const err40 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
        }
        if (data16.fallback !== undefined) {
          if (typeof data16.fallback !== "boolean") {
            const err41 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
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
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
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
    const err43 = {
      instancePath,
      schemaPath: "#/type",
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
  validate0.errors = vErrors;
  return errors === 0;
}
