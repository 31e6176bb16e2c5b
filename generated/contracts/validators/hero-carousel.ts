// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/hero-carousel",
  title: "Hero Carousel",
  description:
    "Full-width slides (image or video, heading, text and a button) that rotate every few seconds with a timer bar; pauses on hover and focus, has a pause button, and stays still for visitors who prefer reduced motion. On touch devices only the first 4 slides show by default.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Hero Carousel",
    short_description: "Rotating full-width image or video slides",
    group: "Sliders",
    priority: 38,
    thumbnail: "hero-carousel.svg",
    interactive: true,
    hydrate: "load",
  },
  required: ["id", "slides"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    slides: {
      title: "Slides",
      type: "array",
      minItems: 1,
      maxItems: 10,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["image"],
        properties: {
          image: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/image",
            title: "Image",
            description:
              "Shown in the hero sizes (1600x900, 1024x576, 640x360; 900x500 when the library lacks one); the poster of the slide's video.",
          },
          heading: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Heading",
            maxLength: 120,
            default: "",
          },
          paragraph: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/text",
            title: "Text",
            maxLength: 400,
            default: "",
          },
          button: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button", title: "Button" },
          slide_duration_limit: {
            title: "This slide's duration (ms)",
            description:
              "How long this slide stays while the carousel rotates, instead of the carousel's slide duration. Empty: the carousel's.",
            type: "integer",
            minimum: 2000,
            maximum: 30000,
          },
          video_type: {
            title: "Video",
            description:
              "How the slide's video plays: a video with controls the visitor starts, or a muted looping background (never moving for visitors who prefer reduced motion).",
            enum: ["video", "video_background"],
            "x-enum-labels": ["Video with controls", "Muted background video"],
            default: "video_background",
          },
          video_desktop: {
            title: "Video for wide screens (768 px and up)",
            description: "An MP4 or WebM file: an https URL or a path on this site (/media/...). Empty for none.",
            type: "string",
            maxLength: 2000,
            pattern:
              "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
            default: "",
          },
          video_mobile: {
            title: "Video for small screens",
            description: "An MP4 or WebM file for screens under 768 px; empty: the wide-screen video everywhere.",
            type: "string",
            maxLength: 2000,
            pattern:
              "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
            default: "",
          },
          video_captions: {
            title: "Captions (WebVTT file URL)",
            description: "Captions of a video with controls: a .vtt file, https URL or a site path.",
            type: "string",
            maxLength: 2000,
            pattern:
              "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
            default: "",
          },
        },
      },
    },
    header_tag: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag",
      title: "Slide heading level",
      description:
        "Keep H1 when the carousel opens the page: only the first slide's heading is then an H1, the others follow as H2.",
      default: 2,
    },
    header_size: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size",
      title: "Slide heading size",
      default: "xl",
    },
    has_timer: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Show the timer",
      description: "A bar filling over each slide's time while the carousel rotates.",
      default: true,
    },
    is_autoplay: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Rotate automatically",
      default: true,
    },
    has_banner: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Show the text banner",
      description:
        "The heading, text and button in a box over the image; off: the image alone (the heading stays as the slide's name for screen readers).",
      default: true,
    },
    slide_duration: {
      title: "Slide duration (ms)",
      description: "How long each slide stays while rotating, 2,000 to 30,000 ms.",
      type: "integer",
      minimum: 2000,
      maximum: 30000,
      default: 6000,
    },
    has_touch_devices_slides_limit: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Only 4 slides on touch devices",
      description: "Phones and tablets show the first 4 slides only.",
      default: true,
    },
    offer_key: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Offer key",
      description: "Ties the carousel to an offer (analytics and offer rules): lower-case letters, digits, - and _.",
      maxLength: 100,
      pattern: "^$|^[a-z0-9][a-z0-9_-]*$",
      default: "",
    },
    has_mxo: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Personalised (MXO)",
      description:
        "Marks the carousel as a personalisation slot (data-mxo on the block) so the personalisation script may swap its slides.",
      default: false,
    },
    is_ffi: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Full-screen first fold",
      description: "Slides fill the height of the screen (below the navigation) instead of the 16:9 frame.",
      default: false,
    },
    slider_theme: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/slider_theme",
      title: "Banner theme",
      default: "black-theme",
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
const schema7 = { type: "string", "x-field": "text" };
const schema14 = {
  title: "Heading level",
  enum: [1, 2, 3, 4, 5, 6],
  "x-enum-labels": ["H1", "H2", "H3", "H4", "H5", "H6"],
};
const schema15 = {
  title: "Heading size",
  enum: ["xs", "s", "m", "l", "xl", "title"],
  "x-enum-labels": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
};
const schema16 = { type: "boolean", "x-field": "bool" };
const schema23 = {
  title: "Slider theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme", "all-white-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black", "All white"],
};
const schema24 = {
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
const pattern3 = new RegExp(
  "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern6 = new RegExp("^$|^[a-z0-9][a-z0-9_-]*$", "u");
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
const schema8 = {
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
const schema9 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema10 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema11 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema12 = {
  title: "Style",
  enum: ["primary", "secondary", "tertiary"],
  "x-enum-labels": ["Primary", "Secondary", "Tertiary"],
};
const schema13 = {
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
      if (!func0.call(schema8.properties, key0)) {
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
          params: { allowedValues: schema8.properties.type.enum },
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
          params: { allowedValues: schema10.enum },
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
          params: { allowedValues: schema12.enum },
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
          params: { allowedValues: schema13.enum },
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
          params: { allowedValues: schema8.properties.form_layout.enum },
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
const schema25 = {
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
const schema26 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern7 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
  validate6.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/hero-carousel" */ let vErrors = null;
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
    if (data.slides === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "slides" },
        message: "must have required property '" + "slides" + "'",
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
    if (data.slides !== undefined) {
      let data2 = data.slides;
      if (Array.isArray(data2)) {
        if (data2.length > 10) {
          const err7 = {
            instancePath: instancePath + "/slides",
            schemaPath: "#/properties/slides/maxItems",
            keyword: "maxItems",
            params: { limit: 10 },
            message: "must NOT have more than 10 items",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data2.length < 1) {
          const err8 = {
            instancePath: instancePath + "/slides",
            schemaPath: "#/properties/slides/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data3 = data2[i0];
          if (data3 && typeof data3 == "object" && !Array.isArray(data3)) {
            if (data3.image === undefined) {
              const err9 = {
                instancePath: instancePath + "/slides/" + i0,
                schemaPath: "#/properties/slides/items/required",
                keyword: "required",
                params: { missingProperty: "image" },
                message: "must have required property '" + "image" + "'",
              };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            for (const key1 in data3) {
              if (!func0.call(schema0.properties.slides.items.properties, key1)) {
                const err10 = {
                  instancePath: instancePath + "/slides/" + i0,
                  schemaPath: "#/properties/slides/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err10];
                } else {
                  vErrors.push(err10);
                }
                errors++;
              }
            }
            if (data3.image !== undefined) {
              if (
                !validate2(data3.image, {
                  instancePath: instancePath + "/slides/" + i0 + "/image",
                  parentData: data3,
                  parentDataProperty: "image",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
            if (data3.heading !== undefined) {
              let data5 = data3.heading;
              if (typeof data5 !== "string") {
                const err11 = {
                  instancePath: instancePath + "/slides/" + i0 + "/heading",
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
                if (func1(data5) > 120) {
                  const err12 = {
                    instancePath: instancePath + "/slides/" + i0 + "/heading",
                    schemaPath: "#/properties/slides/items/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
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
            if (data3.paragraph !== undefined) {
              let data6 = data3.paragraph;
              if (typeof data6 !== "string") {
                const err13 = {
                  instancePath: instancePath + "/slides/" + i0 + "/paragraph",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/text/type",
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
                if (func1(data6) > 400) {
                  const err14 = {
                    instancePath: instancePath + "/slides/" + i0 + "/paragraph",
                    schemaPath: "#/properties/slides/items/properties/paragraph/maxLength",
                    keyword: "maxLength",
                    params: { limit: 400 },
                    message: "must NOT have more than 400 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err14];
                  } else {
                    vErrors.push(err14);
                  }
                  errors++;
                }
              }
            }
            if (data3.button !== undefined) {
              if (
                !validate4(data3.button, {
                  instancePath: instancePath + "/slides/" + i0 + "/button",
                  parentData: data3,
                  parentDataProperty: "button",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
                errors = vErrors.length;
              }
            }
            if (data3.slide_duration_limit !== undefined) {
              let data8 = data3.slide_duration_limit;
              if (!(typeof data8 == "number" && !(data8 % 1) && !isNaN(data8) && isFinite(data8))) {
                const err15 = {
                  instancePath: instancePath + "/slides/" + i0 + "/slide_duration_limit",
                  schemaPath: "#/properties/slides/items/properties/slide_duration_limit/type",
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
              if (typeof data8 == "number" && isFinite(data8)) {
                if (data8 > 30000 || isNaN(data8)) {
                  const err16 = {
                    instancePath: instancePath + "/slides/" + i0 + "/slide_duration_limit",
                    schemaPath: "#/properties/slides/items/properties/slide_duration_limit/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 30000 },
                    message: "must be <= 30000",
                  };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
                if (data8 < 2000 || isNaN(data8)) {
                  const err17 = {
                    instancePath: instancePath + "/slides/" + i0 + "/slide_duration_limit",
                    schemaPath: "#/properties/slides/items/properties/slide_duration_limit/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 2000 },
                    message: "must be >= 2000",
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
            if (data3.video_type !== undefined) {
              let data9 = data3.video_type;
              if (!(data9 === "video" || data9 === "video_background")) {
                const err18 = {
                  instancePath: instancePath + "/slides/" + i0 + "/video_type",
                  schemaPath: "#/properties/slides/items/properties/video_type/enum",
                  keyword: "enum",
                  params: { allowedValues: schema0.properties.slides.items.properties.video_type.enum },
                  message: "must be equal to one of the allowed values",
                };
                if (vErrors === null) {
                  vErrors = [err18];
                } else {
                  vErrors.push(err18);
                }
                errors++;
              }
            }
            if (data3.video_desktop !== undefined) {
              let data10 = data3.video_desktop;
              if (typeof data10 === "string") {
                if (func1(data10) > 2000) {
                  const err19 = {
                    instancePath: instancePath + "/slides/" + i0 + "/video_desktop",
                    schemaPath: "#/properties/slides/items/properties/video_desktop/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2000 },
                    message: "must NOT have more than 2000 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                if (!pattern3.test(data10)) {
                  const err20 = {
                    instancePath: instancePath + "/slides/" + i0 + "/video_desktop",
                    schemaPath: "#/properties/slides/items/properties/video_desktop/pattern",
                    keyword: "pattern",
                    params: {
                      pattern:
                        "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
                    },
                    message:
                      'must match pattern "' +
                      "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$" +
                      '"',
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
                  instancePath: instancePath + "/slides/" + i0 + "/video_desktop",
                  schemaPath: "#/properties/slides/items/properties/video_desktop/type",
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
            }
            if (data3.video_mobile !== undefined) {
              let data11 = data3.video_mobile;
              if (typeof data11 === "string") {
                if (func1(data11) > 2000) {
                  const err22 = {
                    instancePath: instancePath + "/slides/" + i0 + "/video_mobile",
                    schemaPath: "#/properties/slides/items/properties/video_mobile/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2000 },
                    message: "must NOT have more than 2000 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (!pattern3.test(data11)) {
                  const err23 = {
                    instancePath: instancePath + "/slides/" + i0 + "/video_mobile",
                    schemaPath: "#/properties/slides/items/properties/video_mobile/pattern",
                    keyword: "pattern",
                    params: {
                      pattern:
                        "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
                    },
                    message:
                      'must match pattern "' +
                      "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$" +
                      '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
              } else {
                const err24 = {
                  instancePath: instancePath + "/slides/" + i0 + "/video_mobile",
                  schemaPath: "#/properties/slides/items/properties/video_mobile/type",
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
            }
            if (data3.video_captions !== undefined) {
              let data12 = data3.video_captions;
              if (typeof data12 === "string") {
                if (func1(data12) > 2000) {
                  const err25 = {
                    instancePath: instancePath + "/slides/" + i0 + "/video_captions",
                    schemaPath: "#/properties/slides/items/properties/video_captions/maxLength",
                    keyword: "maxLength",
                    params: { limit: 2000 },
                    message: "must NOT have more than 2000 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err25];
                  } else {
                    vErrors.push(err25);
                  }
                  errors++;
                }
                if (!pattern3.test(data12)) {
                  const err26 = {
                    instancePath: instancePath + "/slides/" + i0 + "/video_captions",
                    schemaPath: "#/properties/slides/items/properties/video_captions/pattern",
                    keyword: "pattern",
                    params: {
                      pattern:
                        "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
                    },
                    message:
                      'must match pattern "' +
                      "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$" +
                      '"',
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
                  instancePath: instancePath + "/slides/" + i0 + "/video_captions",
                  schemaPath: "#/properties/slides/items/properties/video_captions/type",
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
          } else {
            const err28 = {
              instancePath: instancePath + "/slides/" + i0,
              schemaPath: "#/properties/slides/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
      } else {
        const err29 = {
          instancePath: instancePath + "/slides",
          schemaPath: "#/properties/slides/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    if (data.header_tag !== undefined) {
      let data13 = data.header_tag;
      if (!(data13 === 1 || data13 === 2 || data13 === 3 || data13 === 4 || data13 === 5 || data13 === 6)) {
        const err30 = {
          instancePath: instancePath + "/header_tag",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
          keyword: "enum",
          params: { allowedValues: schema14.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err30];
        } else {
          vErrors.push(err30);
        }
        errors++;
      }
    }
    if (data.header_size !== undefined) {
      let data14 = data.header_size;
      if (!(
        data14 === "xs" ||
        data14 === "s" ||
        data14 === "m" ||
        data14 === "l" ||
        data14 === "xl" ||
        data14 === "title"
      )) {
        const err31 = {
          instancePath: instancePath + "/header_size",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_size/enum",
          keyword: "enum",
          params: { allowedValues: schema15.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.has_timer !== undefined) {
      if (typeof data.has_timer !== "boolean") {
        const err32 = {
          instancePath: instancePath + "/has_timer",
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
    if (data.is_autoplay !== undefined) {
      if (typeof data.is_autoplay !== "boolean") {
        const err33 = {
          instancePath: instancePath + "/is_autoplay",
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
    if (data.has_banner !== undefined) {
      if (typeof data.has_banner !== "boolean") {
        const err34 = {
          instancePath: instancePath + "/has_banner",
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
    if (data.slide_duration !== undefined) {
      let data18 = data.slide_duration;
      if (!(typeof data18 == "number" && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
        const err35 = {
          instancePath: instancePath + "/slide_duration",
          schemaPath: "#/properties/slide_duration/type",
          keyword: "type",
          params: { type: "integer" },
          message: "must be integer",
        };
        if (vErrors === null) {
          vErrors = [err35];
        } else {
          vErrors.push(err35);
        }
        errors++;
      }
      if (typeof data18 == "number" && isFinite(data18)) {
        if (data18 > 30000 || isNaN(data18)) {
          const err36 = {
            instancePath: instancePath + "/slide_duration",
            schemaPath: "#/properties/slide_duration/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 30000 },
            message: "must be <= 30000",
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
        if (data18 < 2000 || isNaN(data18)) {
          const err37 = {
            instancePath: instancePath + "/slide_duration",
            schemaPath: "#/properties/slide_duration/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: 2000 },
            message: "must be >= 2000",
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
    if (data.has_touch_devices_slides_limit !== undefined) {
      if (typeof data.has_touch_devices_slides_limit !== "boolean") {
        const err38 = {
          instancePath: instancePath + "/has_touch_devices_slides_limit",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
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
    if (data.offer_key !== undefined) {
      let data20 = data.offer_key;
      if (typeof data20 !== "string") {
        const err39 = {
          instancePath: instancePath + "/offer_key",
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
      if (typeof data20 === "string") {
        if (func1(data20) > 100) {
          const err40 = {
            instancePath: instancePath + "/offer_key",
            schemaPath: "#/properties/offer_key/maxLength",
            keyword: "maxLength",
            params: { limit: 100 },
            message: "must NOT have more than 100 characters",
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (!pattern6.test(data20)) {
          const err41 = {
            instancePath: instancePath + "/offer_key",
            schemaPath: "#/properties/offer_key/pattern",
            keyword: "pattern",
            params: { pattern: "^$|^[a-z0-9][a-z0-9_-]*$" },
            message: 'must match pattern "' + "^$|^[a-z0-9][a-z0-9_-]*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
    }
    if (data.has_mxo !== undefined) {
      if (typeof data.has_mxo !== "boolean") {
        const err42 = {
          instancePath: instancePath + "/has_mxo",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
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
    if (data.is_ffi !== undefined) {
      if (typeof data.is_ffi !== "boolean") {
        const err43 = {
          instancePath: instancePath + "/is_ffi",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err43];
        } else {
          vErrors.push(err43);
        }
        errors++;
      }
    }
    if (data.slider_theme !== undefined) {
      let data23 = data.slider_theme;
      if (!(
        data23 === "light-theme" ||
        data23 === "grey-theme" ||
        data23 === "dark-theme" ||
        data23 === "black-theme" ||
        data23 === "all-white-theme"
      )) {
        const err44 = {
          instancePath: instancePath + "/slider_theme",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/slider_theme/enum",
          keyword: "enum",
          params: { allowedValues: schema23.enum },
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
      let data24 = data.dc_strategy;
      if (data24 && typeof data24 == "object" && !Array.isArray(data24)) {
        if (data24.key === undefined) {
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
        if (data24.value === undefined) {
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
        for (const key2 in data24) {
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
        if (data24.key !== undefined) {
          let data25 = data24.key;
          if (!(
            data25 === "url_brands" ||
            data25 === "mena_offers" ||
            data25 === "reffine_sl" ||
            data25 === "mena_external_sl"
          )) {
            const err48 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema24.properties.key.enum },
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
        if (data24.value !== undefined) {
          let data26 = data24.value;
          if (typeof data26 === "string") {
            if (func1(data26) > 500) {
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
        if (data24.name !== undefined) {
          let data27 = data24.name;
          if (typeof data27 === "string") {
            if (func1(data27) > 120) {
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
        if (data24.fallback !== undefined) {
          if (typeof data24.fallback !== "boolean") {
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
