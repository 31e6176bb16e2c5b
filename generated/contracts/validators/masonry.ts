// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "./runtime.ts";
export const validate = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/masonry",
  title: "Masonry",
  description:
    "A mosaic of one video and up to six images: the video takes a wide tile in the top or bottom row (img_video_grid), the images fill the rest. A background video plays muted unless autoplay is off or the visitor prefers reduced motion.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Masonry",
    short_description: "A mosaic of images around one video",
    group: "Media",
    priority: 50,
    thumbnail: "masonry.svg",
    interactive: true,
    hydrate: "visible",
  },
  required: ["id", "images"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", maxLength: 150, default: "" },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    header_size: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_size", default: "m" },
    paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", maxLength: 5000, default: "" },
    img_video_grid: {
      title: "Video position",
      description: "Whether the video's wide tile opens the mosaic or closes it.",
      enum: ["video-top", "video-bottom"],
      "x-enum-labels": ["Video on top", "Video at the bottom"],
      default: "video-top",
    },
    video: { $ref: "https://forecourt.dev/schemas/fields#/$defs/video", default: {} },
    disable_autoplay: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Do not start the background video by itself",
      description: "The visitor starts it with its play button.",
      default: false,
    },
    video_ui_theme: {
      title: "Video controls",
      description: "Colour of the play and pause buttons over the video.",
      enum: ["light", "dark"],
      "x-enum-labels": ["Light", "Dark"],
      default: "light",
    },
    images: {
      title: "Images",
      type: "array",
      maxItems: 6,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["image"],
        properties: {
          image: { $ref: "https://forecourt.dev/schemas/fields#/$defs/image" },
          caption: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Caption",
            maxLength: 120,
            default: "",
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
const schema14 = { type: "boolean", "x-field": "bool" };
const schema17 = { type: "string", "x-field": "string" };
const schema18 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema19 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema20 = {
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
  title: "Video",
  description:
    "One video, played as a YouTube video (a poster and a play button; the player loads from youtube-nocookie.com only when the visitor clicks), a video file with controls, or a muted looping background (paused for visitors who prefer reduced motion). YouTube wins when both a YouTube id and a file are set. A file can have a mobile version, a poster and captions.",
  type: "object",
  "x-field": "video",
  additionalProperties: false,
  properties: {
    yt: {
      title: "YouTube video id",
      description: "The 11 characters after v= in the video's YouTube address.",
      type: "string",
      pattern: "^$|^[A-Za-z0-9_-]{11}$",
      default: "",
    },
    native_video: { $ref: "#/$defs/video_url", title: "Video file (desktop)", default: "" },
    native_video_mobile: {
      $ref: "#/$defs/video_url",
      title: "Video file (mobile)",
      description: "Played instead on screens under 768 pixels wide; empty: the desktop file everywhere.",
      default: "",
    },
    native_video_background: {
      title: "Play as muted background",
      description:
        "The file loops without sound or controls; paused for visitors who prefer reduced motion, with a pause button for everyone.",
      type: "boolean",
      default: false,
    },
    poster: {
      $ref: "#/$defs/image",
      title: "Poster image",
      description:
        "Shown until the video plays. A YouTube video without one shows a plain panel: nothing is fetched from YouTube before the click.",
    },
    title: {
      title: "Video title",
      description: "Names the video for screen readers and on the play button.",
      type: "string",
      maxLength: 150,
      default: "",
    },
    captions: {
      $ref: "#/$defs/video_url",
      title: "Captions file (WebVTT)",
      description: "A .vtt file on this site or an https URL, offered as the video file's subtitles.",
      default: "",
    },
    captions_language: {
      title: "Captions language",
      description: "A language tag such as en or en-GB.",
      type: "string",
      pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$",
      default: "en",
    },
  },
};
const schema9 = {
  title: "Video file URL",
  description:
    "Empty, a path on this site (/media/videos/drive.webm) or an https URL of a WebM or MP4 file. Never protocol-relative (//host), no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const pattern1 = new RegExp("^$|^[A-Za-z0-9_-]{11}$", "u");
const pattern2 = new RegExp(
  "^$|^(?:https://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
  "u",
);
const pattern5 = new RegExp("^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", "u");
const schema11 = {
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
const schema12 = {
  type: "object",
  required: ["width", "height"],
  additionalProperties: false,
  properties: { width: { type: "integer", minimum: 1 }, height: { type: "integer", minimum: 1 } },
};
function validate3(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate3.errors = vErrors;
  return errors === 0;
}
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === "yt" ||
        key0 === "native_video" ||
        key0 === "native_video_mobile" ||
        key0 === "native_video_background" ||
        key0 === "poster" ||
        key0 === "title" ||
        key0 === "captions" ||
        key0 === "captions_language"
      )) {
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
    if (data.yt !== undefined) {
      let data0 = data.yt;
      if (typeof data0 === "string") {
        if (!pattern1.test(data0)) {
          const err1 = {
            instancePath: instancePath + "/yt",
            schemaPath: "#/properties/yt/pattern",
            keyword: "pattern",
            params: { pattern: "^$|^[A-Za-z0-9_-]{11}$" },
            message: 'must match pattern "' + "^$|^[A-Za-z0-9_-]{11}$" + '"',
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
          instancePath: instancePath + "/yt",
          schemaPath: "#/properties/yt/type",
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
    if (data.native_video !== undefined) {
      let data1 = data.native_video;
      if (typeof data1 === "string") {
        if (func1(data1) > 2000) {
          const err3 = {
            instancePath: instancePath + "/native_video",
            schemaPath: "#/$defs/video_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (!pattern2.test(data1)) {
          const err4 = {
            instancePath: instancePath + "/native_video",
            schemaPath: "#/$defs/video_url/pattern",
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
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + "/native_video",
          schemaPath: "#/$defs/video_url/type",
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
    if (data.native_video_mobile !== undefined) {
      let data2 = data.native_video_mobile;
      if (typeof data2 === "string") {
        if (func1(data2) > 2000) {
          const err6 = {
            instancePath: instancePath + "/native_video_mobile",
            schemaPath: "#/$defs/video_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (!pattern2.test(data2)) {
          const err7 = {
            instancePath: instancePath + "/native_video_mobile",
            schemaPath: "#/$defs/video_url/pattern",
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
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + "/native_video_mobile",
          schemaPath: "#/$defs/video_url/type",
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
    if (data.native_video_background !== undefined) {
      if (typeof data.native_video_background !== "boolean") {
        const err9 = {
          instancePath: instancePath + "/native_video_background",
          schemaPath: "#/properties/native_video_background/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.poster !== undefined) {
      if (
        !validate3(data.poster, {
          instancePath: instancePath + "/poster",
          parentData: data,
          parentDataProperty: "poster",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
        errors = vErrors.length;
      }
    }
    if (data.title !== undefined) {
      let data5 = data.title;
      if (typeof data5 === "string") {
        if (func1(data5) > 150) {
          const err10 = {
            instancePath: instancePath + "/title",
            schemaPath: "#/properties/title/maxLength",
            keyword: "maxLength",
            params: { limit: 150 },
            message: "must NOT have more than 150 characters",
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + "/title",
          schemaPath: "#/properties/title/type",
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
    if (data.captions !== undefined) {
      let data6 = data.captions;
      if (typeof data6 === "string") {
        if (func1(data6) > 2000) {
          const err12 = {
            instancePath: instancePath + "/captions",
            schemaPath: "#/$defs/video_url/maxLength",
            keyword: "maxLength",
            params: { limit: 2000 },
            message: "must NOT have more than 2000 characters",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (!pattern2.test(data6)) {
          const err13 = {
            instancePath: instancePath + "/captions",
            schemaPath: "#/$defs/video_url/pattern",
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
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      } else {
        const err14 = {
          instancePath: instancePath + "/captions",
          schemaPath: "#/$defs/video_url/type",
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
    }
    if (data.captions_language !== undefined) {
      let data7 = data.captions_language;
      if (typeof data7 === "string") {
        if (!pattern5.test(data7)) {
          const err15 = {
            instancePath: instancePath + "/captions_language",
            schemaPath: "#/properties/captions_language/pattern",
            keyword: "pattern",
            params: { pattern: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$" },
            message: 'must match pattern "' + "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$" + '"',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      } else {
        const err16 = {
          instancePath: instancePath + "/captions_language",
          schemaPath: "#/properties/captions_language/type",
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
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate2.errors = vErrors;
  return errors === 0;
}
function validate6(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate6.errors = vErrors;
  return errors === 0;
}
const schema21 = {
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
const schema22 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern6 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate8(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
        if (!pattern6.test(data0)) {
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
        if (!pattern6.test(data1)) {
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
  validate8.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/masonry" */ let vErrors = null;
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
    if (data.images === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "images" },
        message: "must have required property '" + "images" + "'",
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
    if (data.paragraph !== undefined) {
      let data5 = data.paragraph;
      if (typeof data5 !== "string") {
        const err11 = {
          instancePath: instancePath + "/paragraph",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
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
        if (func1(data5) > 5000) {
          const err12 = {
            instancePath: instancePath + "/paragraph",
            schemaPath: "#/properties/paragraph/maxLength",
            keyword: "maxLength",
            params: { limit: 5000 },
            message: "must NOT have more than 5000 characters",
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
    if (data.img_video_grid !== undefined) {
      let data6 = data.img_video_grid;
      if (!(data6 === "video-top" || data6 === "video-bottom")) {
        const err13 = {
          instancePath: instancePath + "/img_video_grid",
          schemaPath: "#/properties/img_video_grid/enum",
          keyword: "enum",
          params: { allowedValues: schema0.properties.img_video_grid.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.video !== undefined) {
      if (
        !validate2(data.video, {
          instancePath: instancePath + "/video",
          parentData: data,
          parentDataProperty: "video",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
    if (data.disable_autoplay !== undefined) {
      if (typeof data.disable_autoplay !== "boolean") {
        const err14 = {
          instancePath: instancePath + "/disable_autoplay",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/bool/type",
          keyword: "type",
          params: { type: "boolean" },
          message: "must be boolean",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.video_ui_theme !== undefined) {
      let data9 = data.video_ui_theme;
      if (!(data9 === "light" || data9 === "dark")) {
        const err15 = {
          instancePath: instancePath + "/video_ui_theme",
          schemaPath: "#/properties/video_ui_theme/enum",
          keyword: "enum",
          params: { allowedValues: schema0.properties.video_ui_theme.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.images !== undefined) {
      let data10 = data.images;
      if (Array.isArray(data10)) {
        if (data10.length > 6) {
          const err16 = {
            instancePath: instancePath + "/images",
            schemaPath: "#/properties/images/maxItems",
            keyword: "maxItems",
            params: { limit: 6 },
            message: "must NOT have more than 6 items",
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        const len0 = data10.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data11 = data10[i0];
          if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
            if (data11.image === undefined) {
              const err17 = {
                instancePath: instancePath + "/images/" + i0,
                schemaPath: "#/properties/images/items/required",
                keyword: "required",
                params: { missingProperty: "image" },
                message: "must have required property '" + "image" + "'",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            for (const key1 in data11) {
              if (!(key1 === "image" || key1 === "caption")) {
                const err18 = {
                  instancePath: instancePath + "/images/" + i0,
                  schemaPath: "#/properties/images/items/additionalProperties",
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
            if (data11.image !== undefined) {
              if (
                !validate6(data11.image, {
                  instancePath: instancePath + "/images/" + i0 + "/image",
                  parentData: data11,
                  parentDataProperty: "image",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
                errors = vErrors.length;
              }
            }
            if (data11.caption !== undefined) {
              let data13 = data11.caption;
              if (typeof data13 !== "string") {
                const err19 = {
                  instancePath: instancePath + "/images/" + i0 + "/caption",
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
              if (typeof data13 === "string") {
                if (func1(data13) > 120) {
                  const err20 = {
                    instancePath: instancePath + "/images/" + i0 + "/caption",
                    schemaPath: "#/properties/images/items/properties/caption/maxLength",
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
              }
            }
          } else {
            const err21 = {
              instancePath: instancePath + "/images/" + i0,
              schemaPath: "#/properties/images/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
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
          instancePath: instancePath + "/images",
          schemaPath: "#/properties/images/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
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
        const err23 = {
          instancePath: instancePath + "/box_color",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
          keyword: "enum",
          params: { allowedValues: schema18.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.padding !== undefined) {
      let data15 = data.padding;
      if (!(data15 === "normal" || data15 === "top-space-0" || data15 === "bottom-space-0" || data15 === "y-space-0")) {
        const err24 = {
          instancePath: instancePath + "/padding",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
          keyword: "enum",
          params: { allowedValues: schema19.enum },
          message: "must be equal to one of the allowed values",
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.dc_strategy !== undefined) {
      let data16 = data.dc_strategy;
      if (data16 && typeof data16 == "object" && !Array.isArray(data16)) {
        if (data16.key === undefined) {
          const err25 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        if (data16.value === undefined) {
          const err26 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err26];
          } else {
            vErrors.push(err26);
          }
          errors++;
        }
        for (const key2 in data16) {
          if (!(key2 === "key" || key2 === "value" || key2 === "name" || key2 === "fallback")) {
            const err27 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
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
            const err28 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema20.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err28];
            } else {
              vErrors.push(err28);
            }
            errors++;
          }
        }
        if (data16.value !== undefined) {
          let data18 = data16.value;
          if (typeof data18 === "string") {
            if (func1(data18) > 500) {
              const err29 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err29];
              } else {
                vErrors.push(err29);
              }
              errors++;
            }
          } else {
            const err30 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        }
        if (data16.name !== undefined) {
          let data19 = data16.name;
          if (typeof data19 === "string") {
            if (func1(data19) > 120) {
              const err31 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
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
          } else {
            const err32 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data16.fallback !== undefined) {
          if (typeof data16.fallback !== "boolean") {
            const err33 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
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
      } else {
        const err34 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
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
    if (data.offer_schedule !== undefined) {
      if (
        !validate8(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err35 = {
      instancePath,
      schemaPath: "#/type",
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
  validate0.errors = vErrors;
  return errors === 0;
}
