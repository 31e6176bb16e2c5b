// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/fuel-type-quiz",
  title: "Fuel-type quiz",
  description:
    "Five questions about how a visitor drives (annual and journey distances, driving types, charging and road type, very long journeys) that end in one of four results: petrol, diesel, plug-in hybrid or battery electric. Each answer gives points to the results; the editor sets them.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Fuel-type quiz",
    short_description: "Five questions that suggest petrol, diesel, PHEV or BEV",
    group: "Quizzes",
    priority: 60,
    thumbnail: "fuel-type-quiz.svg",
    interactive: true,
    hydrate: "visible",
  },
  required: ["id", "steps", "results"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    intro_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      title: "Intro heading",
      minLength: 1,
      maxLength: 120,
      default: "Which fuel suits you?",
    },
    intro_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
      title: "Intro text",
      default: "Answer five short questions about how you drive and we will suggest the powertrain that fits.",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    start_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Start button",
      minLength: 1,
      maxLength: 40,
      default: "Start the quiz",
    },
    next_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Next button",
      minLength: 1,
      maxLength: 40,
      default: "Next question",
    },
    previous_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Previous button",
      minLength: 1,
      maxLength: 40,
      default: "Previous question",
    },
    result_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Result button",
      minLength: 1,
      maxLength: 40,
      default: "See result",
    },
    restart_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Start again button",
      minLength: 1,
      maxLength: 40,
      default: "Start again",
    },
    steps: {
      title: "Questions",
      description: "The quiz's five questions, in order.",
      type: "object",
      additionalProperties: false,
      required: ["annual_distance", "journey_distance", "driving_types", "charging", "long_journeys"],
      properties: {
        annual_distance: {
          type: "object",
          additionalProperties: false,
          required: ["question", "answers"],
          properties: {
            question: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Question",
              minLength: 1,
              maxLength: 200,
            },
            hint: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Hint",
              maxLength: 200,
              default: "",
            },
            answers: {
              title: "Answers",
              type: "array",
              minItems: 3,
              maxItems: 3,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["label", "scores"],
                properties: {
                  label: {
                    $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                    title: "Answer",
                    minLength: 1,
                    maxLength: 120,
                  },
                  scores: {
                    title: "Points per result",
                    description:
                      "Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).",
                    type: "object",
                    additionalProperties: false,
                    required: ["petrol", "diesel", "phev", "bev"],
                    properties: {
                      petrol: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Petrol" },
                      diesel: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Diesel" },
                      phev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Plug-in hybrid (PHEV)" },
                      bev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Battery electric (BEV)" },
                    },
                  },
                },
              },
            },
          },
          title: "1. Annual distance (bands 11,000 and 24,000 km)",
        },
        journey_distance: {
          type: "object",
          additionalProperties: false,
          required: ["question", "answers"],
          properties: {
            question: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Question",
              minLength: 1,
              maxLength: 200,
            },
            hint: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Hint",
              maxLength: 200,
              default: "",
            },
            answers: {
              title: "Answers",
              type: "array",
              minItems: 4,
              maxItems: 4,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["label", "scores"],
                properties: {
                  label: {
                    $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                    title: "Answer",
                    minLength: 1,
                    maxLength: 120,
                  },
                  scores: {
                    title: "Points per result",
                    description:
                      "Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).",
                    type: "object",
                    additionalProperties: false,
                    required: ["petrol", "diesel", "phev", "bev"],
                    properties: {
                      petrol: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Petrol" },
                      diesel: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Diesel" },
                      phev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Plug-in hybrid (PHEV)" },
                      bev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Battery electric (BEV)" },
                    },
                  },
                },
              },
            },
          },
          title: "2. Typical journey (bands 16, 48 and 160 km)",
        },
        driving_types: {
          type: "object",
          additionalProperties: false,
          required: ["question", "answers"],
          properties: {
            question: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Question",
              minLength: 1,
              maxLength: 200,
            },
            hint: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Hint",
              maxLength: 200,
              default: "",
            },
            answers: {
              title: "Answers",
              type: "array",
              minItems: 4,
              maxItems: 4,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["label", "scores"],
                properties: {
                  label: {
                    $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                    title: "Answer",
                    minLength: 1,
                    maxLength: 120,
                  },
                  scores: {
                    title: "Points per result",
                    description:
                      "Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).",
                    type: "object",
                    additionalProperties: false,
                    required: ["petrol", "diesel", "phev", "bev"],
                    properties: {
                      petrol: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Petrol" },
                      diesel: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Diesel" },
                      phev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Plug-in hybrid (PHEV)" },
                      bev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Battery electric (BEV)" },
                    },
                  },
                },
              },
            },
          },
          title: "3. Driving types (several answers)",
        },
        charging: {
          type: "object",
          additionalProperties: false,
          required: ["question", "answers"],
          properties: {
            question: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Question",
              minLength: 1,
              maxLength: 200,
            },
            hint: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Hint",
              maxLength: 200,
              default: "",
            },
            answers: {
              title: "Answers",
              type: "array",
              minItems: 4,
              maxItems: 4,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["label", "scores"],
                properties: {
                  label: {
                    $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                    title: "Answer",
                    minLength: 1,
                    maxLength: 120,
                  },
                  scores: {
                    title: "Points per result",
                    description:
                      "Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).",
                    type: "object",
                    additionalProperties: false,
                    required: ["petrol", "diesel", "phev", "bev"],
                    properties: {
                      petrol: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Petrol" },
                      diesel: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Diesel" },
                      phev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Plug-in hybrid (PHEV)" },
                      bev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Battery electric (BEV)" },
                    },
                  },
                },
              },
            },
          },
          title: "4. Charge point access and road type",
        },
        long_journeys: {
          type: "object",
          additionalProperties: false,
          required: ["question", "answers"],
          properties: {
            question: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Question",
              minLength: 1,
              maxLength: 200,
            },
            hint: {
              $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
              title: "Hint",
              maxLength: 200,
              default: "",
            },
            answers: {
              title: "Answers",
              type: "array",
              minItems: 3,
              maxItems: 3,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["label", "scores"],
                properties: {
                  label: {
                    $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                    title: "Answer",
                    minLength: 1,
                    maxLength: 120,
                  },
                  scores: {
                    title: "Points per result",
                    description:
                      "Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).",
                    type: "object",
                    additionalProperties: false,
                    required: ["petrol", "diesel", "phev", "bev"],
                    properties: {
                      petrol: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Petrol" },
                      diesel: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Diesel" },
                      phev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Plug-in hybrid (PHEV)" },
                      bev: { type: "integer", minimum: 0, maximum: 10, default: 0, title: "Battery electric (BEV)" },
                    },
                  },
                },
              },
            },
          },
          title: "5. Very long journeys (over 300 km)",
        },
      },
    },
    results: {
      title: "Results",
      type: "object",
      additionalProperties: false,
      required: ["petrol", "diesel", "phev", "bev"],
      properties: {
        petrol: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Petrol",
        },
        diesel: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Diesel",
        },
        phev: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Plug-in hybrid (PHEV)",
        },
        bev: {
          type: "object",
          additionalProperties: false,
          required: ["heading"],
          properties: {
            heading: { $ref: "https://forecourt.dev/schemas/fields#/$defs/heading", minLength: 1, maxLength: 120 },
            paragraph: { $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph", default: "" },
            link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/link_or_button" },
          },
          title: "Battery electric (BEV)",
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
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema6 = {
  title: "Heading level",
  enum: [1, 2, 3, 4, 5, 6],
  "x-enum-labels": ["H1", "H2", "H3", "H4", "H5", "H6"],
};
const schema7 = { type: "string", "x-field": "string" };
const schema41 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema42 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema43 = {
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
const schema29 = {
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
const schema30 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema31 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema32 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema33 = {
  title: "Style",
  enum: ["primary", "secondary", "tertiary"],
  "x-enum-labels": ["Primary", "Secondary", "Tertiary"],
};
const schema34 = {
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
function validate2(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.url === undefined) {
      data.url = "";
    }
    if (data.type === undefined) {
      data.type = "internal";
    }
    if (data.target === undefined) {
      data.target = "_self";
    }
    if (data.link_text === undefined) {
      data.link_text = "";
    }
    if (data.icon === undefined) {
      data.icon = "";
    }
    if (data.ui_type === undefined) {
      data.ui_type = "primary";
    }
    if (data.size === undefined) {
      data.size = "medium";
    }
    if (data.rdx_forms_form_id === undefined) {
      data.rdx_forms_form_id = "";
    }
    if (data.form_layout === undefined) {
      data.form_layout = "single";
    }
    for (const key0 in data) {
      if (!func0.call(schema29.properties, key0)) {
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
    let data1 = data.type;
    if (!(data1 === "internal" || data1 === "external" || data1 === "form" || data1 === "file")) {
      const err4 = {
        instancePath: instancePath + "/type",
        schemaPath: "#/properties/type/enum",
        keyword: "enum",
        params: { allowedValues: schema29.properties.type.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    let data2 = data.target;
    if (!(data2 === "_self" || data2 === "_blank")) {
      const err5 = {
        instancePath: instancePath + "/target",
        schemaPath: "#/$defs/target/enum",
        keyword: "enum",
        params: { allowedValues: schema31.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
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
    let data5 = data.ui_type;
    if (!(data5 === "primary" || data5 === "secondary" || data5 === "tertiary")) {
      const err9 = {
        instancePath: instancePath + "/ui_type",
        schemaPath: "#/$defs/ui_type/enum",
        keyword: "enum",
        params: { allowedValues: schema33.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    let data6 = data.size;
    if (!(data6 === "medium" || data6 === "small")) {
      const err10 = {
        instancePath: instancePath + "/size",
        schemaPath: "#/$defs/button_size/enum",
        keyword: "enum",
        params: { allowedValues: schema34.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
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
    let data12 = data.form_layout;
    if (!(data12 === "single" || data12 === "double")) {
      const err21 = {
        instancePath: instancePath + "/form_layout",
        schemaPath: "#/properties/form_layout/enum",
        keyword: "enum",
        params: { allowedValues: schema29.properties.form_layout.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err21];
      } else {
        vErrors.push(err21);
      }
      errors++;
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
  validate2.errors = vErrors;
  return errors === 0;
}
const schema44 = {
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
const schema45 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern3 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
function validate7(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
  validate7.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/fuel-type-quiz" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.intro_heading === undefined) {
      data.intro_heading = "Which fuel suits you?";
    }
    if (data.intro_text === undefined) {
      data.intro_text = "Answer five short questions about how you drive and we will suggest the powertrain that fits.";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.start_label === undefined) {
      data.start_label = "Start the quiz";
    }
    if (data.next_label === undefined) {
      data.next_label = "Next question";
    }
    if (data.previous_label === undefined) {
      data.previous_label = "Previous question";
    }
    if (data.result_label === undefined) {
      data.result_label = "See result";
    }
    if (data.restart_label === undefined) {
      data.restart_label = "Start again";
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
    if (data.steps === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "steps" },
        message: "must have required property '" + "steps" + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.results === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "results" },
        message: "must have required property '" + "results" + "'",
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
    let data2 = data.intro_heading;
    if (typeof data2 !== "string") {
      const err8 = {
        instancePath: instancePath + "/intro_heading",
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
          instancePath: instancePath + "/intro_heading",
          schemaPath: "#/properties/intro_heading/maxLength",
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
      if (func1(data2) < 1) {
        const err10 = {
          instancePath: instancePath + "/intro_heading",
          schemaPath: "#/properties/intro_heading/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (typeof data.intro_text !== "string") {
      const err11 = {
        instancePath: instancePath + "/intro_text",
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
    let data4 = data.header_tag;
    if (!(data4 === 1 || data4 === 2 || data4 === 3 || data4 === 4 || data4 === 5 || data4 === 6)) {
      const err12 = {
        instancePath: instancePath + "/header_tag",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
        keyword: "enum",
        params: { allowedValues: schema6.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    let data5 = data.start_label;
    if (typeof data5 !== "string") {
      const err13 = {
        instancePath: instancePath + "/start_label",
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
    if (typeof data5 === "string") {
      if (func1(data5) > 40) {
        const err14 = {
          instancePath: instancePath + "/start_label",
          schemaPath: "#/properties/start_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (func1(data5) < 1) {
        const err15 = {
          instancePath: instancePath + "/start_label",
          schemaPath: "#/properties/start_label/minLength",
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
    let data6 = data.next_label;
    if (typeof data6 !== "string") {
      const err16 = {
        instancePath: instancePath + "/next_label",
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
      if (func1(data6) > 40) {
        const err17 = {
          instancePath: instancePath + "/next_label",
          schemaPath: "#/properties/next_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (func1(data6) < 1) {
        const err18 = {
          instancePath: instancePath + "/next_label",
          schemaPath: "#/properties/next_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    let data7 = data.previous_label;
    if (typeof data7 !== "string") {
      const err19 = {
        instancePath: instancePath + "/previous_label",
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
    if (typeof data7 === "string") {
      if (func1(data7) > 40) {
        const err20 = {
          instancePath: instancePath + "/previous_label",
          schemaPath: "#/properties/previous_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (func1(data7) < 1) {
        const err21 = {
          instancePath: instancePath + "/previous_label",
          schemaPath: "#/properties/previous_label/minLength",
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
    let data8 = data.result_label;
    if (typeof data8 !== "string") {
      const err22 = {
        instancePath: instancePath + "/result_label",
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
    if (typeof data8 === "string") {
      if (func1(data8) > 40) {
        const err23 = {
          instancePath: instancePath + "/result_label",
          schemaPath: "#/properties/result_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (func1(data8) < 1) {
        const err24 = {
          instancePath: instancePath + "/result_label",
          schemaPath: "#/properties/result_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    let data9 = data.restart_label;
    if (typeof data9 !== "string") {
      const err25 = {
        instancePath: instancePath + "/restart_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err25];
      } else {
        vErrors.push(err25);
      }
      errors++;
    }
    if (typeof data9 === "string") {
      if (func1(data9) > 40) {
        const err26 = {
          instancePath: instancePath + "/restart_label",
          schemaPath: "#/properties/restart_label/maxLength",
          keyword: "maxLength",
          params: { limit: 40 },
          message: "must NOT have more than 40 characters",
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
      if (func1(data9) < 1) {
        const err27 = {
          instancePath: instancePath + "/restart_label",
          schemaPath: "#/properties/restart_label/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    if (data.steps !== undefined) {
      let data10 = data.steps;
      if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
        if (data10.annual_distance === undefined) {
          const err28 = {
            instancePath: instancePath + "/steps",
            schemaPath: "#/properties/steps/required",
            keyword: "required",
            params: { missingProperty: "annual_distance" },
            message: "must have required property '" + "annual_distance" + "'",
          };
          if (vErrors === null) {
            vErrors = [err28];
          } else {
            vErrors.push(err28);
          }
          errors++;
        }
        if (data10.journey_distance === undefined) {
          const err29 = {
            instancePath: instancePath + "/steps",
            schemaPath: "#/properties/steps/required",
            keyword: "required",
            params: { missingProperty: "journey_distance" },
            message: "must have required property '" + "journey_distance" + "'",
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
        if (data10.driving_types === undefined) {
          const err30 = {
            instancePath: instancePath + "/steps",
            schemaPath: "#/properties/steps/required",
            keyword: "required",
            params: { missingProperty: "driving_types" },
            message: "must have required property '" + "driving_types" + "'",
          };
          if (vErrors === null) {
            vErrors = [err30];
          } else {
            vErrors.push(err30);
          }
          errors++;
        }
        if (data10.charging === undefined) {
          const err31 = {
            instancePath: instancePath + "/steps",
            schemaPath: "#/properties/steps/required",
            keyword: "required",
            params: { missingProperty: "charging" },
            message: "must have required property '" + "charging" + "'",
          };
          if (vErrors === null) {
            vErrors = [err31];
          } else {
            vErrors.push(err31);
          }
          errors++;
        }
        if (data10.long_journeys === undefined) {
          const err32 = {
            instancePath: instancePath + "/steps",
            schemaPath: "#/properties/steps/required",
            keyword: "required",
            params: { missingProperty: "long_journeys" },
            message: "must have required property '" + "long_journeys" + "'",
          };
          if (vErrors === null) {
            vErrors = [err32];
          } else {
            vErrors.push(err32);
          }
          errors++;
        }
        for (const key1 in data10) {
          if (!(
            key1 === "annual_distance" ||
            key1 === "journey_distance" ||
            key1 === "driving_types" ||
            key1 === "charging" ||
            key1 === "long_journeys"
          )) {
            const err33 = {
              instancePath: instancePath + "/steps",
              schemaPath: "#/properties/steps/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key1 },
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
        if (data10.annual_distance !== undefined) {
          let data11 = data10.annual_distance;
          if (data11 && typeof data11 == "object" && !Array.isArray(data11)) {
            if (data11.hint === undefined) {
              data11.hint = "";
            }
            if (data11.question === undefined) {
              const err34 = {
                instancePath: instancePath + "/steps/annual_distance",
                schemaPath: "#/properties/steps/properties/annual_distance/required",
                keyword: "required",
                params: { missingProperty: "question" },
                message: "must have required property '" + "question" + "'",
              };
              if (vErrors === null) {
                vErrors = [err34];
              } else {
                vErrors.push(err34);
              }
              errors++;
            }
            if (data11.answers === undefined) {
              const err35 = {
                instancePath: instancePath + "/steps/annual_distance",
                schemaPath: "#/properties/steps/properties/annual_distance/required",
                keyword: "required",
                params: { missingProperty: "answers" },
                message: "must have required property '" + "answers" + "'",
              };
              if (vErrors === null) {
                vErrors = [err35];
              } else {
                vErrors.push(err35);
              }
              errors++;
            }
            for (const key2 in data11) {
              if (!(key2 === "question" || key2 === "hint" || key2 === "answers")) {
                const err36 = {
                  instancePath: instancePath + "/steps/annual_distance",
                  schemaPath: "#/properties/steps/properties/annual_distance/additionalProperties",
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
            if (data11.question !== undefined) {
              let data12 = data11.question;
              if (typeof data12 !== "string") {
                const err37 = {
                  instancePath: instancePath + "/steps/annual_distance/question",
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
              if (typeof data12 === "string") {
                if (func1(data12) > 200) {
                  const err38 = {
                    instancePath: instancePath + "/steps/annual_distance/question",
                    schemaPath: "#/properties/steps/properties/annual_distance/properties/question/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                if (func1(data12) < 1) {
                  const err39 = {
                    instancePath: instancePath + "/steps/annual_distance/question",
                    schemaPath: "#/properties/steps/properties/annual_distance/properties/question/minLength",
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
            let data13 = data11.hint;
            if (typeof data13 !== "string") {
              const err40 = {
                instancePath: instancePath + "/steps/annual_distance/hint",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
            if (typeof data13 === "string") {
              if (func1(data13) > 200) {
                const err41 = {
                  instancePath: instancePath + "/steps/annual_distance/hint",
                  schemaPath: "#/properties/steps/properties/annual_distance/properties/hint/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
            }
            if (data11.answers !== undefined) {
              let data14 = data11.answers;
              if (Array.isArray(data14)) {
                if (data14.length > 3) {
                  const err42 = {
                    instancePath: instancePath + "/steps/annual_distance/answers",
                    schemaPath: "#/properties/steps/properties/annual_distance/properties/answers/maxItems",
                    keyword: "maxItems",
                    params: { limit: 3 },
                    message: "must NOT have more than 3 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err42];
                  } else {
                    vErrors.push(err42);
                  }
                  errors++;
                }
                if (data14.length < 3) {
                  const err43 = {
                    instancePath: instancePath + "/steps/annual_distance/answers",
                    schemaPath: "#/properties/steps/properties/annual_distance/properties/answers/minItems",
                    keyword: "minItems",
                    params: { limit: 3 },
                    message: "must NOT have fewer than 3 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
                const len0 = data14.length;
                for (let i0 = 0; i0 < len0; i0++) {
                  let data15 = data14[i0];
                  if (data15 && typeof data15 == "object" && !Array.isArray(data15)) {
                    if (data15.label === undefined) {
                      const err44 = {
                        instancePath: instancePath + "/steps/annual_distance/answers/" + i0,
                        schemaPath: "#/properties/steps/properties/annual_distance/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "label" },
                        message: "must have required property '" + "label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                    if (data15.scores === undefined) {
                      const err45 = {
                        instancePath: instancePath + "/steps/annual_distance/answers/" + i0,
                        schemaPath: "#/properties/steps/properties/annual_distance/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "scores" },
                        message: "must have required property '" + "scores" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                    for (const key3 in data15) {
                      if (!(key3 === "label" || key3 === "scores")) {
                        const err46 = {
                          instancePath: instancePath + "/steps/annual_distance/answers/" + i0,
                          schemaPath:
                            "#/properties/steps/properties/annual_distance/properties/answers/items/additionalProperties",
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
                    if (data15.label !== undefined) {
                      let data16 = data15.label;
                      if (typeof data16 !== "string") {
                        const err47 = {
                          instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/label",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
                      if (typeof data16 === "string") {
                        if (func1(data16) > 120) {
                          const err48 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/label/maxLength",
                            keyword: "maxLength",
                            params: { limit: 120 },
                            message: "must NOT have more than 120 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err48];
                          } else {
                            vErrors.push(err48);
                          }
                          errors++;
                        }
                        if (func1(data16) < 1) {
                          const err49 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err49];
                          } else {
                            vErrors.push(err49);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data15.scores !== undefined) {
                      let data17 = data15.scores;
                      if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
                        if (data17.petrol === undefined) {
                          data17.petrol = 0;
                        }
                        if (data17.diesel === undefined) {
                          data17.diesel = 0;
                        }
                        if (data17.phev === undefined) {
                          data17.phev = 0;
                        }
                        if (data17.bev === undefined) {
                          data17.bev = 0;
                        }
                        if (data17.petrol === undefined) {
                          const err50 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "petrol" },
                            message: "must have required property '" + "petrol" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err50];
                          } else {
                            vErrors.push(err50);
                          }
                          errors++;
                        }
                        if (data17.diesel === undefined) {
                          const err51 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "diesel" },
                            message: "must have required property '" + "diesel" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err51];
                          } else {
                            vErrors.push(err51);
                          }
                          errors++;
                        }
                        if (data17.phev === undefined) {
                          const err52 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "phev" },
                            message: "must have required property '" + "phev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err52];
                          } else {
                            vErrors.push(err52);
                          }
                          errors++;
                        }
                        if (data17.bev === undefined) {
                          const err53 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "bev" },
                            message: "must have required property '" + "bev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err53];
                          } else {
                            vErrors.push(err53);
                          }
                          errors++;
                        }
                        for (const key4 in data17) {
                          if (!(key4 === "petrol" || key4 === "diesel" || key4 === "phev" || key4 === "bev")) {
                            const err54 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key4 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err54];
                            } else {
                              vErrors.push(err54);
                            }
                            errors++;
                          }
                        }
                        let data18 = data17.petrol;
                        if (!(typeof data18 == "number" && !(data18 % 1) && !isNaN(data18) && isFinite(data18))) {
                          const err55 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/petrol",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/petrol/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err55];
                          } else {
                            vErrors.push(err55);
                          }
                          errors++;
                        }
                        if (typeof data18 == "number" && isFinite(data18)) {
                          if (data18 > 10 || isNaN(data18)) {
                            const err56 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/petrol/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err56];
                            } else {
                              vErrors.push(err56);
                            }
                            errors++;
                          }
                          if (data18 < 0 || isNaN(data18)) {
                            const err57 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/petrol/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err57];
                            } else {
                              vErrors.push(err57);
                            }
                            errors++;
                          }
                        }
                        let data19 = data17.diesel;
                        if (!(typeof data19 == "number" && !(data19 % 1) && !isNaN(data19) && isFinite(data19))) {
                          const err58 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/diesel",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/diesel/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err58];
                          } else {
                            vErrors.push(err58);
                          }
                          errors++;
                        }
                        if (typeof data19 == "number" && isFinite(data19)) {
                          if (data19 > 10 || isNaN(data19)) {
                            const err59 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/diesel/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err59];
                            } else {
                              vErrors.push(err59);
                            }
                            errors++;
                          }
                          if (data19 < 0 || isNaN(data19)) {
                            const err60 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/diesel/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err60];
                            } else {
                              vErrors.push(err60);
                            }
                            errors++;
                          }
                        }
                        let data20 = data17.phev;
                        if (!(typeof data20 == "number" && !(data20 % 1) && !isNaN(data20) && isFinite(data20))) {
                          const err61 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/phev",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/phev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err61];
                          } else {
                            vErrors.push(err61);
                          }
                          errors++;
                        }
                        if (typeof data20 == "number" && isFinite(data20)) {
                          if (data20 > 10 || isNaN(data20)) {
                            const err62 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/phev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err62];
                            } else {
                              vErrors.push(err62);
                            }
                            errors++;
                          }
                          if (data20 < 0 || isNaN(data20)) {
                            const err63 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/phev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err63];
                            } else {
                              vErrors.push(err63);
                            }
                            errors++;
                          }
                        }
                        let data21 = data17.bev;
                        if (!(typeof data21 == "number" && !(data21 % 1) && !isNaN(data21) && isFinite(data21))) {
                          const err64 = {
                            instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/bev",
                            schemaPath:
                              "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/bev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err64];
                          } else {
                            vErrors.push(err64);
                          }
                          errors++;
                        }
                        if (typeof data21 == "number" && isFinite(data21)) {
                          if (data21 > 10 || isNaN(data21)) {
                            const err65 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/bev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err65];
                            } else {
                              vErrors.push(err65);
                            }
                            errors++;
                          }
                          if (data21 < 0 || isNaN(data21)) {
                            const err66 = {
                              instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/properties/bev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err66];
                            } else {
                              vErrors.push(err66);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err67 = {
                          instancePath: instancePath + "/steps/annual_distance/answers/" + i0 + "/scores",
                          schemaPath:
                            "#/properties/steps/properties/annual_distance/properties/answers/items/properties/scores/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err67];
                        } else {
                          vErrors.push(err67);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err68 = {
                      instancePath: instancePath + "/steps/annual_distance/answers/" + i0,
                      schemaPath: "#/properties/steps/properties/annual_distance/properties/answers/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err68];
                    } else {
                      vErrors.push(err68);
                    }
                    errors++;
                  }
                }
              } else {
                const err69 = {
                  instancePath: instancePath + "/steps/annual_distance/answers",
                  schemaPath: "#/properties/steps/properties/annual_distance/properties/answers/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err69];
                } else {
                  vErrors.push(err69);
                }
                errors++;
              }
            }
          } else {
            const err70 = {
              instancePath: instancePath + "/steps/annual_distance",
              schemaPath: "#/properties/steps/properties/annual_distance/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data10.journey_distance !== undefined) {
          let data22 = data10.journey_distance;
          if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
            if (data22.hint === undefined) {
              data22.hint = "";
            }
            if (data22.question === undefined) {
              const err71 = {
                instancePath: instancePath + "/steps/journey_distance",
                schemaPath: "#/properties/steps/properties/journey_distance/required",
                keyword: "required",
                params: { missingProperty: "question" },
                message: "must have required property '" + "question" + "'",
              };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
            if (data22.answers === undefined) {
              const err72 = {
                instancePath: instancePath + "/steps/journey_distance",
                schemaPath: "#/properties/steps/properties/journey_distance/required",
                keyword: "required",
                params: { missingProperty: "answers" },
                message: "must have required property '" + "answers" + "'",
              };
              if (vErrors === null) {
                vErrors = [err72];
              } else {
                vErrors.push(err72);
              }
              errors++;
            }
            for (const key5 in data22) {
              if (!(key5 === "question" || key5 === "hint" || key5 === "answers")) {
                const err73 = {
                  instancePath: instancePath + "/steps/journey_distance",
                  schemaPath: "#/properties/steps/properties/journey_distance/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key5 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err73];
                } else {
                  vErrors.push(err73);
                }
                errors++;
              }
            }
            if (data22.question !== undefined) {
              let data23 = data22.question;
              if (typeof data23 !== "string") {
                const err74 = {
                  instancePath: instancePath + "/steps/journey_distance/question",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err74];
                } else {
                  vErrors.push(err74);
                }
                errors++;
              }
              if (typeof data23 === "string") {
                if (func1(data23) > 200) {
                  const err75 = {
                    instancePath: instancePath + "/steps/journey_distance/question",
                    schemaPath: "#/properties/steps/properties/journey_distance/properties/question/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err75];
                  } else {
                    vErrors.push(err75);
                  }
                  errors++;
                }
                if (func1(data23) < 1) {
                  const err76 = {
                    instancePath: instancePath + "/steps/journey_distance/question",
                    schemaPath: "#/properties/steps/properties/journey_distance/properties/question/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err76];
                  } else {
                    vErrors.push(err76);
                  }
                  errors++;
                }
              }
            }
            let data24 = data22.hint;
            if (typeof data24 !== "string") {
              const err77 = {
                instancePath: instancePath + "/steps/journey_distance/hint",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err77];
              } else {
                vErrors.push(err77);
              }
              errors++;
            }
            if (typeof data24 === "string") {
              if (func1(data24) > 200) {
                const err78 = {
                  instancePath: instancePath + "/steps/journey_distance/hint",
                  schemaPath: "#/properties/steps/properties/journey_distance/properties/hint/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
            if (data22.answers !== undefined) {
              let data25 = data22.answers;
              if (Array.isArray(data25)) {
                if (data25.length > 4) {
                  const err79 = {
                    instancePath: instancePath + "/steps/journey_distance/answers",
                    schemaPath: "#/properties/steps/properties/journey_distance/properties/answers/maxItems",
                    keyword: "maxItems",
                    params: { limit: 4 },
                    message: "must NOT have more than 4 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
                if (data25.length < 4) {
                  const err80 = {
                    instancePath: instancePath + "/steps/journey_distance/answers",
                    schemaPath: "#/properties/steps/properties/journey_distance/properties/answers/minItems",
                    keyword: "minItems",
                    params: { limit: 4 },
                    message: "must NOT have fewer than 4 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err80];
                  } else {
                    vErrors.push(err80);
                  }
                  errors++;
                }
                const len1 = data25.length;
                for (let i1 = 0; i1 < len1; i1++) {
                  let data26 = data25[i1];
                  if (data26 && typeof data26 == "object" && !Array.isArray(data26)) {
                    if (data26.label === undefined) {
                      const err81 = {
                        instancePath: instancePath + "/steps/journey_distance/answers/" + i1,
                        schemaPath: "#/properties/steps/properties/journey_distance/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "label" },
                        message: "must have required property '" + "label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err81];
                      } else {
                        vErrors.push(err81);
                      }
                      errors++;
                    }
                    if (data26.scores === undefined) {
                      const err82 = {
                        instancePath: instancePath + "/steps/journey_distance/answers/" + i1,
                        schemaPath: "#/properties/steps/properties/journey_distance/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "scores" },
                        message: "must have required property '" + "scores" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err82];
                      } else {
                        vErrors.push(err82);
                      }
                      errors++;
                    }
                    for (const key6 in data26) {
                      if (!(key6 === "label" || key6 === "scores")) {
                        const err83 = {
                          instancePath: instancePath + "/steps/journey_distance/answers/" + i1,
                          schemaPath:
                            "#/properties/steps/properties/journey_distance/properties/answers/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key6 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err83];
                        } else {
                          vErrors.push(err83);
                        }
                        errors++;
                      }
                    }
                    if (data26.label !== undefined) {
                      let data27 = data26.label;
                      if (typeof data27 !== "string") {
                        const err84 = {
                          instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/label",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err84];
                        } else {
                          vErrors.push(err84);
                        }
                        errors++;
                      }
                      if (typeof data27 === "string") {
                        if (func1(data27) > 120) {
                          const err85 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/label/maxLength",
                            keyword: "maxLength",
                            params: { limit: 120 },
                            message: "must NOT have more than 120 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err85];
                          } else {
                            vErrors.push(err85);
                          }
                          errors++;
                        }
                        if (func1(data27) < 1) {
                          const err86 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err86];
                          } else {
                            vErrors.push(err86);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data26.scores !== undefined) {
                      let data28 = data26.scores;
                      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
                        if (data28.petrol === undefined) {
                          data28.petrol = 0;
                        }
                        if (data28.diesel === undefined) {
                          data28.diesel = 0;
                        }
                        if (data28.phev === undefined) {
                          data28.phev = 0;
                        }
                        if (data28.bev === undefined) {
                          data28.bev = 0;
                        }
                        if (data28.petrol === undefined) {
                          const err87 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "petrol" },
                            message: "must have required property '" + "petrol" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err87];
                          } else {
                            vErrors.push(err87);
                          }
                          errors++;
                        }
                        if (data28.diesel === undefined) {
                          const err88 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "diesel" },
                            message: "must have required property '" + "diesel" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err88];
                          } else {
                            vErrors.push(err88);
                          }
                          errors++;
                        }
                        if (data28.phev === undefined) {
                          const err89 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "phev" },
                            message: "must have required property '" + "phev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err89];
                          } else {
                            vErrors.push(err89);
                          }
                          errors++;
                        }
                        if (data28.bev === undefined) {
                          const err90 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "bev" },
                            message: "must have required property '" + "bev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err90];
                          } else {
                            vErrors.push(err90);
                          }
                          errors++;
                        }
                        for (const key7 in data28) {
                          if (!(key7 === "petrol" || key7 === "diesel" || key7 === "phev" || key7 === "bev")) {
                            const err91 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key7 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err91];
                            } else {
                              vErrors.push(err91);
                            }
                            errors++;
                          }
                        }
                        let data29 = data28.petrol;
                        if (!(typeof data29 == "number" && !(data29 % 1) && !isNaN(data29) && isFinite(data29))) {
                          const err92 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/petrol",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/petrol/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err92];
                          } else {
                            vErrors.push(err92);
                          }
                          errors++;
                        }
                        if (typeof data29 == "number" && isFinite(data29)) {
                          if (data29 > 10 || isNaN(data29)) {
                            const err93 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/petrol/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err93];
                            } else {
                              vErrors.push(err93);
                            }
                            errors++;
                          }
                          if (data29 < 0 || isNaN(data29)) {
                            const err94 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/petrol/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err94];
                            } else {
                              vErrors.push(err94);
                            }
                            errors++;
                          }
                        }
                        let data30 = data28.diesel;
                        if (!(typeof data30 == "number" && !(data30 % 1) && !isNaN(data30) && isFinite(data30))) {
                          const err95 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/diesel",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/diesel/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err95];
                          } else {
                            vErrors.push(err95);
                          }
                          errors++;
                        }
                        if (typeof data30 == "number" && isFinite(data30)) {
                          if (data30 > 10 || isNaN(data30)) {
                            const err96 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/diesel/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err96];
                            } else {
                              vErrors.push(err96);
                            }
                            errors++;
                          }
                          if (data30 < 0 || isNaN(data30)) {
                            const err97 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/diesel/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err97];
                            } else {
                              vErrors.push(err97);
                            }
                            errors++;
                          }
                        }
                        let data31 = data28.phev;
                        if (!(typeof data31 == "number" && !(data31 % 1) && !isNaN(data31) && isFinite(data31))) {
                          const err98 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/phev",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/phev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err98];
                          } else {
                            vErrors.push(err98);
                          }
                          errors++;
                        }
                        if (typeof data31 == "number" && isFinite(data31)) {
                          if (data31 > 10 || isNaN(data31)) {
                            const err99 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/phev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err99];
                            } else {
                              vErrors.push(err99);
                            }
                            errors++;
                          }
                          if (data31 < 0 || isNaN(data31)) {
                            const err100 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/phev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err100];
                            } else {
                              vErrors.push(err100);
                            }
                            errors++;
                          }
                        }
                        let data32 = data28.bev;
                        if (!(typeof data32 == "number" && !(data32 % 1) && !isNaN(data32) && isFinite(data32))) {
                          const err101 = {
                            instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/bev",
                            schemaPath:
                              "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/bev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err101];
                          } else {
                            vErrors.push(err101);
                          }
                          errors++;
                        }
                        if (typeof data32 == "number" && isFinite(data32)) {
                          if (data32 > 10 || isNaN(data32)) {
                            const err102 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/bev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err102];
                            } else {
                              vErrors.push(err102);
                            }
                            errors++;
                          }
                          if (data32 < 0 || isNaN(data32)) {
                            const err103 = {
                              instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/properties/bev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err103];
                            } else {
                              vErrors.push(err103);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err104 = {
                          instancePath: instancePath + "/steps/journey_distance/answers/" + i1 + "/scores",
                          schemaPath:
                            "#/properties/steps/properties/journey_distance/properties/answers/items/properties/scores/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err104];
                        } else {
                          vErrors.push(err104);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err105 = {
                      instancePath: instancePath + "/steps/journey_distance/answers/" + i1,
                      schemaPath: "#/properties/steps/properties/journey_distance/properties/answers/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err105];
                    } else {
                      vErrors.push(err105);
                    }
                    errors++;
                  }
                }
              } else {
                const err106 = {
                  instancePath: instancePath + "/steps/journey_distance/answers",
                  schemaPath: "#/properties/steps/properties/journey_distance/properties/answers/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err106];
                } else {
                  vErrors.push(err106);
                }
                errors++;
              }
            }
          } else {
            const err107 = {
              instancePath: instancePath + "/steps/journey_distance",
              schemaPath: "#/properties/steps/properties/journey_distance/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err107];
            } else {
              vErrors.push(err107);
            }
            errors++;
          }
        }
        if (data10.driving_types !== undefined) {
          let data33 = data10.driving_types;
          if (data33 && typeof data33 == "object" && !Array.isArray(data33)) {
            if (data33.hint === undefined) {
              data33.hint = "";
            }
            if (data33.question === undefined) {
              const err108 = {
                instancePath: instancePath + "/steps/driving_types",
                schemaPath: "#/properties/steps/properties/driving_types/required",
                keyword: "required",
                params: { missingProperty: "question" },
                message: "must have required property '" + "question" + "'",
              };
              if (vErrors === null) {
                vErrors = [err108];
              } else {
                vErrors.push(err108);
              }
              errors++;
            }
            if (data33.answers === undefined) {
              const err109 = {
                instancePath: instancePath + "/steps/driving_types",
                schemaPath: "#/properties/steps/properties/driving_types/required",
                keyword: "required",
                params: { missingProperty: "answers" },
                message: "must have required property '" + "answers" + "'",
              };
              if (vErrors === null) {
                vErrors = [err109];
              } else {
                vErrors.push(err109);
              }
              errors++;
            }
            for (const key8 in data33) {
              if (!(key8 === "question" || key8 === "hint" || key8 === "answers")) {
                const err110 = {
                  instancePath: instancePath + "/steps/driving_types",
                  schemaPath: "#/properties/steps/properties/driving_types/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key8 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err110];
                } else {
                  vErrors.push(err110);
                }
                errors++;
              }
            }
            if (data33.question !== undefined) {
              let data34 = data33.question;
              if (typeof data34 !== "string") {
                const err111 = {
                  instancePath: instancePath + "/steps/driving_types/question",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
              if (typeof data34 === "string") {
                if (func1(data34) > 200) {
                  const err112 = {
                    instancePath: instancePath + "/steps/driving_types/question",
                    schemaPath: "#/properties/steps/properties/driving_types/properties/question/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err112];
                  } else {
                    vErrors.push(err112);
                  }
                  errors++;
                }
                if (func1(data34) < 1) {
                  const err113 = {
                    instancePath: instancePath + "/steps/driving_types/question",
                    schemaPath: "#/properties/steps/properties/driving_types/properties/question/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err113];
                  } else {
                    vErrors.push(err113);
                  }
                  errors++;
                }
              }
            }
            let data35 = data33.hint;
            if (typeof data35 !== "string") {
              const err114 = {
                instancePath: instancePath + "/steps/driving_types/hint",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err114];
              } else {
                vErrors.push(err114);
              }
              errors++;
            }
            if (typeof data35 === "string") {
              if (func1(data35) > 200) {
                const err115 = {
                  instancePath: instancePath + "/steps/driving_types/hint",
                  schemaPath: "#/properties/steps/properties/driving_types/properties/hint/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err115];
                } else {
                  vErrors.push(err115);
                }
                errors++;
              }
            }
            if (data33.answers !== undefined) {
              let data36 = data33.answers;
              if (Array.isArray(data36)) {
                if (data36.length > 4) {
                  const err116 = {
                    instancePath: instancePath + "/steps/driving_types/answers",
                    schemaPath: "#/properties/steps/properties/driving_types/properties/answers/maxItems",
                    keyword: "maxItems",
                    params: { limit: 4 },
                    message: "must NOT have more than 4 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err116];
                  } else {
                    vErrors.push(err116);
                  }
                  errors++;
                }
                if (data36.length < 4) {
                  const err117 = {
                    instancePath: instancePath + "/steps/driving_types/answers",
                    schemaPath: "#/properties/steps/properties/driving_types/properties/answers/minItems",
                    keyword: "minItems",
                    params: { limit: 4 },
                    message: "must NOT have fewer than 4 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err117];
                  } else {
                    vErrors.push(err117);
                  }
                  errors++;
                }
                const len2 = data36.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data37 = data36[i2];
                  if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
                    if (data37.label === undefined) {
                      const err118 = {
                        instancePath: instancePath + "/steps/driving_types/answers/" + i2,
                        schemaPath: "#/properties/steps/properties/driving_types/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "label" },
                        message: "must have required property '" + "label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err118];
                      } else {
                        vErrors.push(err118);
                      }
                      errors++;
                    }
                    if (data37.scores === undefined) {
                      const err119 = {
                        instancePath: instancePath + "/steps/driving_types/answers/" + i2,
                        schemaPath: "#/properties/steps/properties/driving_types/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "scores" },
                        message: "must have required property '" + "scores" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err119];
                      } else {
                        vErrors.push(err119);
                      }
                      errors++;
                    }
                    for (const key9 in data37) {
                      if (!(key9 === "label" || key9 === "scores")) {
                        const err120 = {
                          instancePath: instancePath + "/steps/driving_types/answers/" + i2,
                          schemaPath:
                            "#/properties/steps/properties/driving_types/properties/answers/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key9 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err120];
                        } else {
                          vErrors.push(err120);
                        }
                        errors++;
                      }
                    }
                    if (data37.label !== undefined) {
                      let data38 = data37.label;
                      if (typeof data38 !== "string") {
                        const err121 = {
                          instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/label",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
                      if (typeof data38 === "string") {
                        if (func1(data38) > 120) {
                          const err122 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/label/maxLength",
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
                        if (func1(data38) < 1) {
                          const err123 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err123];
                          } else {
                            vErrors.push(err123);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data37.scores !== undefined) {
                      let data39 = data37.scores;
                      if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                        if (data39.petrol === undefined) {
                          data39.petrol = 0;
                        }
                        if (data39.diesel === undefined) {
                          data39.diesel = 0;
                        }
                        if (data39.phev === undefined) {
                          data39.phev = 0;
                        }
                        if (data39.bev === undefined) {
                          data39.bev = 0;
                        }
                        if (data39.petrol === undefined) {
                          const err124 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "petrol" },
                            message: "must have required property '" + "petrol" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err124];
                          } else {
                            vErrors.push(err124);
                          }
                          errors++;
                        }
                        if (data39.diesel === undefined) {
                          const err125 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "diesel" },
                            message: "must have required property '" + "diesel" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err125];
                          } else {
                            vErrors.push(err125);
                          }
                          errors++;
                        }
                        if (data39.phev === undefined) {
                          const err126 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "phev" },
                            message: "must have required property '" + "phev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err126];
                          } else {
                            vErrors.push(err126);
                          }
                          errors++;
                        }
                        if (data39.bev === undefined) {
                          const err127 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "bev" },
                            message: "must have required property '" + "bev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err127];
                          } else {
                            vErrors.push(err127);
                          }
                          errors++;
                        }
                        for (const key10 in data39) {
                          if (!(key10 === "petrol" || key10 === "diesel" || key10 === "phev" || key10 === "bev")) {
                            const err128 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key10 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err128];
                            } else {
                              vErrors.push(err128);
                            }
                            errors++;
                          }
                        }
                        let data40 = data39.petrol;
                        if (!(typeof data40 == "number" && !(data40 % 1) && !isNaN(data40) && isFinite(data40))) {
                          const err129 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/petrol",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/petrol/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err129];
                          } else {
                            vErrors.push(err129);
                          }
                          errors++;
                        }
                        if (typeof data40 == "number" && isFinite(data40)) {
                          if (data40 > 10 || isNaN(data40)) {
                            const err130 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/petrol/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err130];
                            } else {
                              vErrors.push(err130);
                            }
                            errors++;
                          }
                          if (data40 < 0 || isNaN(data40)) {
                            const err131 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/petrol/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err131];
                            } else {
                              vErrors.push(err131);
                            }
                            errors++;
                          }
                        }
                        let data41 = data39.diesel;
                        if (!(typeof data41 == "number" && !(data41 % 1) && !isNaN(data41) && isFinite(data41))) {
                          const err132 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/diesel",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/diesel/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err132];
                          } else {
                            vErrors.push(err132);
                          }
                          errors++;
                        }
                        if (typeof data41 == "number" && isFinite(data41)) {
                          if (data41 > 10 || isNaN(data41)) {
                            const err133 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/diesel/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err133];
                            } else {
                              vErrors.push(err133);
                            }
                            errors++;
                          }
                          if (data41 < 0 || isNaN(data41)) {
                            const err134 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/diesel/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err134];
                            } else {
                              vErrors.push(err134);
                            }
                            errors++;
                          }
                        }
                        let data42 = data39.phev;
                        if (!(typeof data42 == "number" && !(data42 % 1) && !isNaN(data42) && isFinite(data42))) {
                          const err135 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/phev",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/phev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err135];
                          } else {
                            vErrors.push(err135);
                          }
                          errors++;
                        }
                        if (typeof data42 == "number" && isFinite(data42)) {
                          if (data42 > 10 || isNaN(data42)) {
                            const err136 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/phev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err136];
                            } else {
                              vErrors.push(err136);
                            }
                            errors++;
                          }
                          if (data42 < 0 || isNaN(data42)) {
                            const err137 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/phev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err137];
                            } else {
                              vErrors.push(err137);
                            }
                            errors++;
                          }
                        }
                        let data43 = data39.bev;
                        if (!(typeof data43 == "number" && !(data43 % 1) && !isNaN(data43) && isFinite(data43))) {
                          const err138 = {
                            instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/bev",
                            schemaPath:
                              "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/bev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err138];
                          } else {
                            vErrors.push(err138);
                          }
                          errors++;
                        }
                        if (typeof data43 == "number" && isFinite(data43)) {
                          if (data43 > 10 || isNaN(data43)) {
                            const err139 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/bev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err139];
                            } else {
                              vErrors.push(err139);
                            }
                            errors++;
                          }
                          if (data43 < 0 || isNaN(data43)) {
                            const err140 = {
                              instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/properties/bev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err140];
                            } else {
                              vErrors.push(err140);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err141 = {
                          instancePath: instancePath + "/steps/driving_types/answers/" + i2 + "/scores",
                          schemaPath:
                            "#/properties/steps/properties/driving_types/properties/answers/items/properties/scores/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err141];
                        } else {
                          vErrors.push(err141);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err142 = {
                      instancePath: instancePath + "/steps/driving_types/answers/" + i2,
                      schemaPath: "#/properties/steps/properties/driving_types/properties/answers/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err142];
                    } else {
                      vErrors.push(err142);
                    }
                    errors++;
                  }
                }
              } else {
                const err143 = {
                  instancePath: instancePath + "/steps/driving_types/answers",
                  schemaPath: "#/properties/steps/properties/driving_types/properties/answers/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err143];
                } else {
                  vErrors.push(err143);
                }
                errors++;
              }
            }
          } else {
            const err144 = {
              instancePath: instancePath + "/steps/driving_types",
              schemaPath: "#/properties/steps/properties/driving_types/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err144];
            } else {
              vErrors.push(err144);
            }
            errors++;
          }
        }
        if (data10.charging !== undefined) {
          let data44 = data10.charging;
          if (data44 && typeof data44 == "object" && !Array.isArray(data44)) {
            if (data44.hint === undefined) {
              data44.hint = "";
            }
            if (data44.question === undefined) {
              const err145 = {
                instancePath: instancePath + "/steps/charging",
                schemaPath: "#/properties/steps/properties/charging/required",
                keyword: "required",
                params: { missingProperty: "question" },
                message: "must have required property '" + "question" + "'",
              };
              if (vErrors === null) {
                vErrors = [err145];
              } else {
                vErrors.push(err145);
              }
              errors++;
            }
            if (data44.answers === undefined) {
              const err146 = {
                instancePath: instancePath + "/steps/charging",
                schemaPath: "#/properties/steps/properties/charging/required",
                keyword: "required",
                params: { missingProperty: "answers" },
                message: "must have required property '" + "answers" + "'",
              };
              if (vErrors === null) {
                vErrors = [err146];
              } else {
                vErrors.push(err146);
              }
              errors++;
            }
            for (const key11 in data44) {
              if (!(key11 === "question" || key11 === "hint" || key11 === "answers")) {
                const err147 = {
                  instancePath: instancePath + "/steps/charging",
                  schemaPath: "#/properties/steps/properties/charging/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key11 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err147];
                } else {
                  vErrors.push(err147);
                }
                errors++;
              }
            }
            if (data44.question !== undefined) {
              let data45 = data44.question;
              if (typeof data45 !== "string") {
                const err148 = {
                  instancePath: instancePath + "/steps/charging/question",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err148];
                } else {
                  vErrors.push(err148);
                }
                errors++;
              }
              if (typeof data45 === "string") {
                if (func1(data45) > 200) {
                  const err149 = {
                    instancePath: instancePath + "/steps/charging/question",
                    schemaPath: "#/properties/steps/properties/charging/properties/question/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err149];
                  } else {
                    vErrors.push(err149);
                  }
                  errors++;
                }
                if (func1(data45) < 1) {
                  const err150 = {
                    instancePath: instancePath + "/steps/charging/question",
                    schemaPath: "#/properties/steps/properties/charging/properties/question/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err150];
                  } else {
                    vErrors.push(err150);
                  }
                  errors++;
                }
              }
            }
            let data46 = data44.hint;
            if (typeof data46 !== "string") {
              const err151 = {
                instancePath: instancePath + "/steps/charging/hint",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err151];
              } else {
                vErrors.push(err151);
              }
              errors++;
            }
            if (typeof data46 === "string") {
              if (func1(data46) > 200) {
                const err152 = {
                  instancePath: instancePath + "/steps/charging/hint",
                  schemaPath: "#/properties/steps/properties/charging/properties/hint/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err152];
                } else {
                  vErrors.push(err152);
                }
                errors++;
              }
            }
            if (data44.answers !== undefined) {
              let data47 = data44.answers;
              if (Array.isArray(data47)) {
                if (data47.length > 4) {
                  const err153 = {
                    instancePath: instancePath + "/steps/charging/answers",
                    schemaPath: "#/properties/steps/properties/charging/properties/answers/maxItems",
                    keyword: "maxItems",
                    params: { limit: 4 },
                    message: "must NOT have more than 4 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err153];
                  } else {
                    vErrors.push(err153);
                  }
                  errors++;
                }
                if (data47.length < 4) {
                  const err154 = {
                    instancePath: instancePath + "/steps/charging/answers",
                    schemaPath: "#/properties/steps/properties/charging/properties/answers/minItems",
                    keyword: "minItems",
                    params: { limit: 4 },
                    message: "must NOT have fewer than 4 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err154];
                  } else {
                    vErrors.push(err154);
                  }
                  errors++;
                }
                const len3 = data47.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  let data48 = data47[i3];
                  if (data48 && typeof data48 == "object" && !Array.isArray(data48)) {
                    if (data48.label === undefined) {
                      const err155 = {
                        instancePath: instancePath + "/steps/charging/answers/" + i3,
                        schemaPath: "#/properties/steps/properties/charging/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "label" },
                        message: "must have required property '" + "label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err155];
                      } else {
                        vErrors.push(err155);
                      }
                      errors++;
                    }
                    if (data48.scores === undefined) {
                      const err156 = {
                        instancePath: instancePath + "/steps/charging/answers/" + i3,
                        schemaPath: "#/properties/steps/properties/charging/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "scores" },
                        message: "must have required property '" + "scores" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err156];
                      } else {
                        vErrors.push(err156);
                      }
                      errors++;
                    }
                    for (const key12 in data48) {
                      if (!(key12 === "label" || key12 === "scores")) {
                        const err157 = {
                          instancePath: instancePath + "/steps/charging/answers/" + i3,
                          schemaPath:
                            "#/properties/steps/properties/charging/properties/answers/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key12 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err157];
                        } else {
                          vErrors.push(err157);
                        }
                        errors++;
                      }
                    }
                    if (data48.label !== undefined) {
                      let data49 = data48.label;
                      if (typeof data49 !== "string") {
                        const err158 = {
                          instancePath: instancePath + "/steps/charging/answers/" + i3 + "/label",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err158];
                        } else {
                          vErrors.push(err158);
                        }
                        errors++;
                      }
                      if (typeof data49 === "string") {
                        if (func1(data49) > 120) {
                          const err159 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/label/maxLength",
                            keyword: "maxLength",
                            params: { limit: 120 },
                            message: "must NOT have more than 120 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err159];
                          } else {
                            vErrors.push(err159);
                          }
                          errors++;
                        }
                        if (func1(data49) < 1) {
                          const err160 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err160];
                          } else {
                            vErrors.push(err160);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data48.scores !== undefined) {
                      let data50 = data48.scores;
                      if (data50 && typeof data50 == "object" && !Array.isArray(data50)) {
                        if (data50.petrol === undefined) {
                          data50.petrol = 0;
                        }
                        if (data50.diesel === undefined) {
                          data50.diesel = 0;
                        }
                        if (data50.phev === undefined) {
                          data50.phev = 0;
                        }
                        if (data50.bev === undefined) {
                          data50.bev = 0;
                        }
                        if (data50.petrol === undefined) {
                          const err161 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "petrol" },
                            message: "must have required property '" + "petrol" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err161];
                          } else {
                            vErrors.push(err161);
                          }
                          errors++;
                        }
                        if (data50.diesel === undefined) {
                          const err162 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "diesel" },
                            message: "must have required property '" + "diesel" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err162];
                          } else {
                            vErrors.push(err162);
                          }
                          errors++;
                        }
                        if (data50.phev === undefined) {
                          const err163 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "phev" },
                            message: "must have required property '" + "phev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err163];
                          } else {
                            vErrors.push(err163);
                          }
                          errors++;
                        }
                        if (data50.bev === undefined) {
                          const err164 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "bev" },
                            message: "must have required property '" + "bev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err164];
                          } else {
                            vErrors.push(err164);
                          }
                          errors++;
                        }
                        for (const key13 in data50) {
                          if (!(key13 === "petrol" || key13 === "diesel" || key13 === "phev" || key13 === "bev")) {
                            const err165 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key13 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err165];
                            } else {
                              vErrors.push(err165);
                            }
                            errors++;
                          }
                        }
                        let data51 = data50.petrol;
                        if (!(typeof data51 == "number" && !(data51 % 1) && !isNaN(data51) && isFinite(data51))) {
                          const err166 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/petrol",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/petrol/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err166];
                          } else {
                            vErrors.push(err166);
                          }
                          errors++;
                        }
                        if (typeof data51 == "number" && isFinite(data51)) {
                          if (data51 > 10 || isNaN(data51)) {
                            const err167 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/petrol/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err167];
                            } else {
                              vErrors.push(err167);
                            }
                            errors++;
                          }
                          if (data51 < 0 || isNaN(data51)) {
                            const err168 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/petrol/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err168];
                            } else {
                              vErrors.push(err168);
                            }
                            errors++;
                          }
                        }
                        let data52 = data50.diesel;
                        if (!(typeof data52 == "number" && !(data52 % 1) && !isNaN(data52) && isFinite(data52))) {
                          const err169 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/diesel",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/diesel/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err169];
                          } else {
                            vErrors.push(err169);
                          }
                          errors++;
                        }
                        if (typeof data52 == "number" && isFinite(data52)) {
                          if (data52 > 10 || isNaN(data52)) {
                            const err170 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/diesel/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err170];
                            } else {
                              vErrors.push(err170);
                            }
                            errors++;
                          }
                          if (data52 < 0 || isNaN(data52)) {
                            const err171 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/diesel/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err171];
                            } else {
                              vErrors.push(err171);
                            }
                            errors++;
                          }
                        }
                        let data53 = data50.phev;
                        if (!(typeof data53 == "number" && !(data53 % 1) && !isNaN(data53) && isFinite(data53))) {
                          const err172 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/phev",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/phev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err172];
                          } else {
                            vErrors.push(err172);
                          }
                          errors++;
                        }
                        if (typeof data53 == "number" && isFinite(data53)) {
                          if (data53 > 10 || isNaN(data53)) {
                            const err173 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/phev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err173];
                            } else {
                              vErrors.push(err173);
                            }
                            errors++;
                          }
                          if (data53 < 0 || isNaN(data53)) {
                            const err174 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/phev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err174];
                            } else {
                              vErrors.push(err174);
                            }
                            errors++;
                          }
                        }
                        let data54 = data50.bev;
                        if (!(typeof data54 == "number" && !(data54 % 1) && !isNaN(data54) && isFinite(data54))) {
                          const err175 = {
                            instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/bev",
                            schemaPath:
                              "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/bev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err175];
                          } else {
                            vErrors.push(err175);
                          }
                          errors++;
                        }
                        if (typeof data54 == "number" && isFinite(data54)) {
                          if (data54 > 10 || isNaN(data54)) {
                            const err176 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/bev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err176];
                            } else {
                              vErrors.push(err176);
                            }
                            errors++;
                          }
                          if (data54 < 0 || isNaN(data54)) {
                            const err177 = {
                              instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/charging/properties/answers/items/properties/scores/properties/bev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err177];
                            } else {
                              vErrors.push(err177);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err178 = {
                          instancePath: instancePath + "/steps/charging/answers/" + i3 + "/scores",
                          schemaPath:
                            "#/properties/steps/properties/charging/properties/answers/items/properties/scores/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err178];
                        } else {
                          vErrors.push(err178);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err179 = {
                      instancePath: instancePath + "/steps/charging/answers/" + i3,
                      schemaPath: "#/properties/steps/properties/charging/properties/answers/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err179];
                    } else {
                      vErrors.push(err179);
                    }
                    errors++;
                  }
                }
              } else {
                const err180 = {
                  instancePath: instancePath + "/steps/charging/answers",
                  schemaPath: "#/properties/steps/properties/charging/properties/answers/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err180];
                } else {
                  vErrors.push(err180);
                }
                errors++;
              }
            }
          } else {
            const err181 = {
              instancePath: instancePath + "/steps/charging",
              schemaPath: "#/properties/steps/properties/charging/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err181];
            } else {
              vErrors.push(err181);
            }
            errors++;
          }
        }
        if (data10.long_journeys !== undefined) {
          let data55 = data10.long_journeys;
          if (data55 && typeof data55 == "object" && !Array.isArray(data55)) {
            if (data55.hint === undefined) {
              data55.hint = "";
            }
            if (data55.question === undefined) {
              const err182 = {
                instancePath: instancePath + "/steps/long_journeys",
                schemaPath: "#/properties/steps/properties/long_journeys/required",
                keyword: "required",
                params: { missingProperty: "question" },
                message: "must have required property '" + "question" + "'",
              };
              if (vErrors === null) {
                vErrors = [err182];
              } else {
                vErrors.push(err182);
              }
              errors++;
            }
            if (data55.answers === undefined) {
              const err183 = {
                instancePath: instancePath + "/steps/long_journeys",
                schemaPath: "#/properties/steps/properties/long_journeys/required",
                keyword: "required",
                params: { missingProperty: "answers" },
                message: "must have required property '" + "answers" + "'",
              };
              if (vErrors === null) {
                vErrors = [err183];
              } else {
                vErrors.push(err183);
              }
              errors++;
            }
            for (const key14 in data55) {
              if (!(key14 === "question" || key14 === "hint" || key14 === "answers")) {
                const err184 = {
                  instancePath: instancePath + "/steps/long_journeys",
                  schemaPath: "#/properties/steps/properties/long_journeys/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key14 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err184];
                } else {
                  vErrors.push(err184);
                }
                errors++;
              }
            }
            if (data55.question !== undefined) {
              let data56 = data55.question;
              if (typeof data56 !== "string") {
                const err185 = {
                  instancePath: instancePath + "/steps/long_journeys/question",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err185];
                } else {
                  vErrors.push(err185);
                }
                errors++;
              }
              if (typeof data56 === "string") {
                if (func1(data56) > 200) {
                  const err186 = {
                    instancePath: instancePath + "/steps/long_journeys/question",
                    schemaPath: "#/properties/steps/properties/long_journeys/properties/question/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err186];
                  } else {
                    vErrors.push(err186);
                  }
                  errors++;
                }
                if (func1(data56) < 1) {
                  const err187 = {
                    instancePath: instancePath + "/steps/long_journeys/question",
                    schemaPath: "#/properties/steps/properties/long_journeys/properties/question/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err187];
                  } else {
                    vErrors.push(err187);
                  }
                  errors++;
                }
              }
            }
            let data57 = data55.hint;
            if (typeof data57 !== "string") {
              const err188 = {
                instancePath: instancePath + "/steps/long_journeys/hint",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err188];
              } else {
                vErrors.push(err188);
              }
              errors++;
            }
            if (typeof data57 === "string") {
              if (func1(data57) > 200) {
                const err189 = {
                  instancePath: instancePath + "/steps/long_journeys/hint",
                  schemaPath: "#/properties/steps/properties/long_journeys/properties/hint/maxLength",
                  keyword: "maxLength",
                  params: { limit: 200 },
                  message: "must NOT have more than 200 characters",
                };
                if (vErrors === null) {
                  vErrors = [err189];
                } else {
                  vErrors.push(err189);
                }
                errors++;
              }
            }
            if (data55.answers !== undefined) {
              let data58 = data55.answers;
              if (Array.isArray(data58)) {
                if (data58.length > 3) {
                  const err190 = {
                    instancePath: instancePath + "/steps/long_journeys/answers",
                    schemaPath: "#/properties/steps/properties/long_journeys/properties/answers/maxItems",
                    keyword: "maxItems",
                    params: { limit: 3 },
                    message: "must NOT have more than 3 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err190];
                  } else {
                    vErrors.push(err190);
                  }
                  errors++;
                }
                if (data58.length < 3) {
                  const err191 = {
                    instancePath: instancePath + "/steps/long_journeys/answers",
                    schemaPath: "#/properties/steps/properties/long_journeys/properties/answers/minItems",
                    keyword: "minItems",
                    params: { limit: 3 },
                    message: "must NOT have fewer than 3 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err191];
                  } else {
                    vErrors.push(err191);
                  }
                  errors++;
                }
                const len4 = data58.length;
                for (let i4 = 0; i4 < len4; i4++) {
                  let data59 = data58[i4];
                  if (data59 && typeof data59 == "object" && !Array.isArray(data59)) {
                    if (data59.label === undefined) {
                      const err192 = {
                        instancePath: instancePath + "/steps/long_journeys/answers/" + i4,
                        schemaPath: "#/properties/steps/properties/long_journeys/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "label" },
                        message: "must have required property '" + "label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err192];
                      } else {
                        vErrors.push(err192);
                      }
                      errors++;
                    }
                    if (data59.scores === undefined) {
                      const err193 = {
                        instancePath: instancePath + "/steps/long_journeys/answers/" + i4,
                        schemaPath: "#/properties/steps/properties/long_journeys/properties/answers/items/required",
                        keyword: "required",
                        params: { missingProperty: "scores" },
                        message: "must have required property '" + "scores" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err193];
                      } else {
                        vErrors.push(err193);
                      }
                      errors++;
                    }
                    for (const key15 in data59) {
                      if (!(key15 === "label" || key15 === "scores")) {
                        const err194 = {
                          instancePath: instancePath + "/steps/long_journeys/answers/" + i4,
                          schemaPath:
                            "#/properties/steps/properties/long_journeys/properties/answers/items/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key15 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err194];
                        } else {
                          vErrors.push(err194);
                        }
                        errors++;
                      }
                    }
                    if (data59.label !== undefined) {
                      let data60 = data59.label;
                      if (typeof data60 !== "string") {
                        const err195 = {
                          instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/label",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err195];
                        } else {
                          vErrors.push(err195);
                        }
                        errors++;
                      }
                      if (typeof data60 === "string") {
                        if (func1(data60) > 120) {
                          const err196 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/label/maxLength",
                            keyword: "maxLength",
                            params: { limit: 120 },
                            message: "must NOT have more than 120 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err196];
                          } else {
                            vErrors.push(err196);
                          }
                          errors++;
                        }
                        if (func1(data60) < 1) {
                          const err197 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/label",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err197];
                          } else {
                            vErrors.push(err197);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data59.scores !== undefined) {
                      let data61 = data59.scores;
                      if (data61 && typeof data61 == "object" && !Array.isArray(data61)) {
                        if (data61.petrol === undefined) {
                          data61.petrol = 0;
                        }
                        if (data61.diesel === undefined) {
                          data61.diesel = 0;
                        }
                        if (data61.phev === undefined) {
                          data61.phev = 0;
                        }
                        if (data61.bev === undefined) {
                          data61.bev = 0;
                        }
                        if (data61.petrol === undefined) {
                          const err198 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "petrol" },
                            message: "must have required property '" + "petrol" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err198];
                          } else {
                            vErrors.push(err198);
                          }
                          errors++;
                        }
                        if (data61.diesel === undefined) {
                          const err199 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "diesel" },
                            message: "must have required property '" + "diesel" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err199];
                          } else {
                            vErrors.push(err199);
                          }
                          errors++;
                        }
                        if (data61.phev === undefined) {
                          const err200 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "phev" },
                            message: "must have required property '" + "phev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err200];
                          } else {
                            vErrors.push(err200);
                          }
                          errors++;
                        }
                        if (data61.bev === undefined) {
                          const err201 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/required",
                            keyword: "required",
                            params: { missingProperty: "bev" },
                            message: "must have required property '" + "bev" + "'",
                          };
                          if (vErrors === null) {
                            vErrors = [err201];
                          } else {
                            vErrors.push(err201);
                          }
                          errors++;
                        }
                        for (const key16 in data61) {
                          if (!(key16 === "petrol" || key16 === "diesel" || key16 === "phev" || key16 === "bev")) {
                            const err202 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/additionalProperties",
                              keyword: "additionalProperties",
                              params: { additionalProperty: key16 },
                              message: "must NOT have additional properties",
                            };
                            if (vErrors === null) {
                              vErrors = [err202];
                            } else {
                              vErrors.push(err202);
                            }
                            errors++;
                          }
                        }
                        let data62 = data61.petrol;
                        if (!(typeof data62 == "number" && !(data62 % 1) && !isNaN(data62) && isFinite(data62))) {
                          const err203 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/petrol",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/petrol/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err203];
                          } else {
                            vErrors.push(err203);
                          }
                          errors++;
                        }
                        if (typeof data62 == "number" && isFinite(data62)) {
                          if (data62 > 10 || isNaN(data62)) {
                            const err204 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/petrol/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err204];
                            } else {
                              vErrors.push(err204);
                            }
                            errors++;
                          }
                          if (data62 < 0 || isNaN(data62)) {
                            const err205 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/petrol",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/petrol/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err205];
                            } else {
                              vErrors.push(err205);
                            }
                            errors++;
                          }
                        }
                        let data63 = data61.diesel;
                        if (!(typeof data63 == "number" && !(data63 % 1) && !isNaN(data63) && isFinite(data63))) {
                          const err206 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/diesel",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/diesel/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err206];
                          } else {
                            vErrors.push(err206);
                          }
                          errors++;
                        }
                        if (typeof data63 == "number" && isFinite(data63)) {
                          if (data63 > 10 || isNaN(data63)) {
                            const err207 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/diesel/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err207];
                            } else {
                              vErrors.push(err207);
                            }
                            errors++;
                          }
                          if (data63 < 0 || isNaN(data63)) {
                            const err208 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/diesel",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/diesel/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err208];
                            } else {
                              vErrors.push(err208);
                            }
                            errors++;
                          }
                        }
                        let data64 = data61.phev;
                        if (!(typeof data64 == "number" && !(data64 % 1) && !isNaN(data64) && isFinite(data64))) {
                          const err209 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/phev",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/phev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err209];
                          } else {
                            vErrors.push(err209);
                          }
                          errors++;
                        }
                        if (typeof data64 == "number" && isFinite(data64)) {
                          if (data64 > 10 || isNaN(data64)) {
                            const err210 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/phev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err210];
                            } else {
                              vErrors.push(err210);
                            }
                            errors++;
                          }
                          if (data64 < 0 || isNaN(data64)) {
                            const err211 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/phev",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/phev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err211];
                            } else {
                              vErrors.push(err211);
                            }
                            errors++;
                          }
                        }
                        let data65 = data61.bev;
                        if (!(typeof data65 == "number" && !(data65 % 1) && !isNaN(data65) && isFinite(data65))) {
                          const err212 = {
                            instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/bev",
                            schemaPath:
                              "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/bev/type",
                            keyword: "type",
                            params: { type: "integer" },
                            message: "must be integer",
                          };
                          if (vErrors === null) {
                            vErrors = [err212];
                          } else {
                            vErrors.push(err212);
                          }
                          errors++;
                        }
                        if (typeof data65 == "number" && isFinite(data65)) {
                          if (data65 > 10 || isNaN(data65)) {
                            const err213 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/bev/maximum",
                              keyword: "maximum",
                              params: { comparison: "<=", limit: 10 },
                              message: "must be <= 10",
                            };
                            if (vErrors === null) {
                              vErrors = [err213];
                            } else {
                              vErrors.push(err213);
                            }
                            errors++;
                          }
                          if (data65 < 0 || isNaN(data65)) {
                            const err214 = {
                              instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores/bev",
                              schemaPath:
                                "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/properties/bev/minimum",
                              keyword: "minimum",
                              params: { comparison: ">=", limit: 0 },
                              message: "must be >= 0",
                            };
                            if (vErrors === null) {
                              vErrors = [err214];
                            } else {
                              vErrors.push(err214);
                            }
                            errors++;
                          }
                        }
                      } else {
                        const err215 = {
                          instancePath: instancePath + "/steps/long_journeys/answers/" + i4 + "/scores",
                          schemaPath:
                            "#/properties/steps/properties/long_journeys/properties/answers/items/properties/scores/type",
                          keyword: "type",
                          params: { type: "object" },
                          message: "must be object",
                        };
                        if (vErrors === null) {
                          vErrors = [err215];
                        } else {
                          vErrors.push(err215);
                        }
                        errors++;
                      }
                    }
                  } else {
                    const err216 = {
                      instancePath: instancePath + "/steps/long_journeys/answers/" + i4,
                      schemaPath: "#/properties/steps/properties/long_journeys/properties/answers/items/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err216];
                    } else {
                      vErrors.push(err216);
                    }
                    errors++;
                  }
                }
              } else {
                const err217 = {
                  instancePath: instancePath + "/steps/long_journeys/answers",
                  schemaPath: "#/properties/steps/properties/long_journeys/properties/answers/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err217];
                } else {
                  vErrors.push(err217);
                }
                errors++;
              }
            }
          } else {
            const err218 = {
              instancePath: instancePath + "/steps/long_journeys",
              schemaPath: "#/properties/steps/properties/long_journeys/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err218];
            } else {
              vErrors.push(err218);
            }
            errors++;
          }
        }
      } else {
        const err219 = {
          instancePath: instancePath + "/steps",
          schemaPath: "#/properties/steps/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err219];
        } else {
          vErrors.push(err219);
        }
        errors++;
      }
    }
    if (data.results !== undefined) {
      let data66 = data.results;
      if (data66 && typeof data66 == "object" && !Array.isArray(data66)) {
        if (data66.petrol === undefined) {
          const err220 = {
            instancePath: instancePath + "/results",
            schemaPath: "#/properties/results/required",
            keyword: "required",
            params: { missingProperty: "petrol" },
            message: "must have required property '" + "petrol" + "'",
          };
          if (vErrors === null) {
            vErrors = [err220];
          } else {
            vErrors.push(err220);
          }
          errors++;
        }
        if (data66.diesel === undefined) {
          const err221 = {
            instancePath: instancePath + "/results",
            schemaPath: "#/properties/results/required",
            keyword: "required",
            params: { missingProperty: "diesel" },
            message: "must have required property '" + "diesel" + "'",
          };
          if (vErrors === null) {
            vErrors = [err221];
          } else {
            vErrors.push(err221);
          }
          errors++;
        }
        if (data66.phev === undefined) {
          const err222 = {
            instancePath: instancePath + "/results",
            schemaPath: "#/properties/results/required",
            keyword: "required",
            params: { missingProperty: "phev" },
            message: "must have required property '" + "phev" + "'",
          };
          if (vErrors === null) {
            vErrors = [err222];
          } else {
            vErrors.push(err222);
          }
          errors++;
        }
        if (data66.bev === undefined) {
          const err223 = {
            instancePath: instancePath + "/results",
            schemaPath: "#/properties/results/required",
            keyword: "required",
            params: { missingProperty: "bev" },
            message: "must have required property '" + "bev" + "'",
          };
          if (vErrors === null) {
            vErrors = [err223];
          } else {
            vErrors.push(err223);
          }
          errors++;
        }
        for (const key17 in data66) {
          if (!(key17 === "petrol" || key17 === "diesel" || key17 === "phev" || key17 === "bev")) {
            const err224 = {
              instancePath: instancePath + "/results",
              schemaPath: "#/properties/results/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key17 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err224];
            } else {
              vErrors.push(err224);
            }
            errors++;
          }
        }
        if (data66.petrol !== undefined) {
          let data67 = data66.petrol;
          if (data67 && typeof data67 == "object" && !Array.isArray(data67)) {
            if (data67.paragraph === undefined) {
              data67.paragraph = "";
            }
            if (data67.heading === undefined) {
              const err225 = {
                instancePath: instancePath + "/results/petrol",
                schemaPath: "#/properties/results/properties/petrol/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err225];
              } else {
                vErrors.push(err225);
              }
              errors++;
            }
            for (const key18 in data67) {
              if (!(key18 === "heading" || key18 === "paragraph" || key18 === "link")) {
                const err226 = {
                  instancePath: instancePath + "/results/petrol",
                  schemaPath: "#/properties/results/properties/petrol/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key18 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err226];
                } else {
                  vErrors.push(err226);
                }
                errors++;
              }
            }
            if (data67.heading !== undefined) {
              let data68 = data67.heading;
              if (typeof data68 !== "string") {
                const err227 = {
                  instancePath: instancePath + "/results/petrol/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err227];
                } else {
                  vErrors.push(err227);
                }
                errors++;
              }
              if (typeof data68 === "string") {
                if (func1(data68) > 120) {
                  const err228 = {
                    instancePath: instancePath + "/results/petrol/heading",
                    schemaPath: "#/properties/results/properties/petrol/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err228];
                  } else {
                    vErrors.push(err228);
                  }
                  errors++;
                }
                if (func1(data68) < 1) {
                  const err229 = {
                    instancePath: instancePath + "/results/petrol/heading",
                    schemaPath: "#/properties/results/properties/petrol/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err229];
                  } else {
                    vErrors.push(err229);
                  }
                  errors++;
                }
              }
            }
            if (typeof data67.paragraph !== "string") {
              const err230 = {
                instancePath: instancePath + "/results/petrol/paragraph",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err230];
              } else {
                vErrors.push(err230);
              }
              errors++;
            }
            if (data67.link !== undefined) {
              if (
                !validate2(data67.link, {
                  instancePath: instancePath + "/results/petrol/link",
                  parentData: data67,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err231 = {
              instancePath: instancePath + "/results/petrol",
              schemaPath: "#/properties/results/properties/petrol/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err231];
            } else {
              vErrors.push(err231);
            }
            errors++;
          }
        }
        if (data66.diesel !== undefined) {
          let data71 = data66.diesel;
          if (data71 && typeof data71 == "object" && !Array.isArray(data71)) {
            if (data71.paragraph === undefined) {
              data71.paragraph = "";
            }
            if (data71.heading === undefined) {
              const err232 = {
                instancePath: instancePath + "/results/diesel",
                schemaPath: "#/properties/results/properties/diesel/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err232];
              } else {
                vErrors.push(err232);
              }
              errors++;
            }
            for (const key19 in data71) {
              if (!(key19 === "heading" || key19 === "paragraph" || key19 === "link")) {
                const err233 = {
                  instancePath: instancePath + "/results/diesel",
                  schemaPath: "#/properties/results/properties/diesel/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key19 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err233];
                } else {
                  vErrors.push(err233);
                }
                errors++;
              }
            }
            if (data71.heading !== undefined) {
              let data72 = data71.heading;
              if (typeof data72 !== "string") {
                const err234 = {
                  instancePath: instancePath + "/results/diesel/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err234];
                } else {
                  vErrors.push(err234);
                }
                errors++;
              }
              if (typeof data72 === "string") {
                if (func1(data72) > 120) {
                  const err235 = {
                    instancePath: instancePath + "/results/diesel/heading",
                    schemaPath: "#/properties/results/properties/diesel/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err235];
                  } else {
                    vErrors.push(err235);
                  }
                  errors++;
                }
                if (func1(data72) < 1) {
                  const err236 = {
                    instancePath: instancePath + "/results/diesel/heading",
                    schemaPath: "#/properties/results/properties/diesel/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err236];
                  } else {
                    vErrors.push(err236);
                  }
                  errors++;
                }
              }
            }
            if (typeof data71.paragraph !== "string") {
              const err237 = {
                instancePath: instancePath + "/results/diesel/paragraph",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err237];
              } else {
                vErrors.push(err237);
              }
              errors++;
            }
            if (data71.link !== undefined) {
              if (
                !validate2(data71.link, {
                  instancePath: instancePath + "/results/diesel/link",
                  parentData: data71,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err238 = {
              instancePath: instancePath + "/results/diesel",
              schemaPath: "#/properties/results/properties/diesel/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err238];
            } else {
              vErrors.push(err238);
            }
            errors++;
          }
        }
        if (data66.phev !== undefined) {
          let data75 = data66.phev;
          if (data75 && typeof data75 == "object" && !Array.isArray(data75)) {
            if (data75.paragraph === undefined) {
              data75.paragraph = "";
            }
            if (data75.heading === undefined) {
              const err239 = {
                instancePath: instancePath + "/results/phev",
                schemaPath: "#/properties/results/properties/phev/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err239];
              } else {
                vErrors.push(err239);
              }
              errors++;
            }
            for (const key20 in data75) {
              if (!(key20 === "heading" || key20 === "paragraph" || key20 === "link")) {
                const err240 = {
                  instancePath: instancePath + "/results/phev",
                  schemaPath: "#/properties/results/properties/phev/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key20 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err240];
                } else {
                  vErrors.push(err240);
                }
                errors++;
              }
            }
            if (data75.heading !== undefined) {
              let data76 = data75.heading;
              if (typeof data76 !== "string") {
                const err241 = {
                  instancePath: instancePath + "/results/phev/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err241];
                } else {
                  vErrors.push(err241);
                }
                errors++;
              }
              if (typeof data76 === "string") {
                if (func1(data76) > 120) {
                  const err242 = {
                    instancePath: instancePath + "/results/phev/heading",
                    schemaPath: "#/properties/results/properties/phev/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err242];
                  } else {
                    vErrors.push(err242);
                  }
                  errors++;
                }
                if (func1(data76) < 1) {
                  const err243 = {
                    instancePath: instancePath + "/results/phev/heading",
                    schemaPath: "#/properties/results/properties/phev/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err243];
                  } else {
                    vErrors.push(err243);
                  }
                  errors++;
                }
              }
            }
            if (typeof data75.paragraph !== "string") {
              const err244 = {
                instancePath: instancePath + "/results/phev/paragraph",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err244];
              } else {
                vErrors.push(err244);
              }
              errors++;
            }
            if (data75.link !== undefined) {
              if (
                !validate2(data75.link, {
                  instancePath: instancePath + "/results/phev/link",
                  parentData: data75,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err245 = {
              instancePath: instancePath + "/results/phev",
              schemaPath: "#/properties/results/properties/phev/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err245];
            } else {
              vErrors.push(err245);
            }
            errors++;
          }
        }
        if (data66.bev !== undefined) {
          let data79 = data66.bev;
          if (data79 && typeof data79 == "object" && !Array.isArray(data79)) {
            if (data79.paragraph === undefined) {
              data79.paragraph = "";
            }
            if (data79.heading === undefined) {
              const err246 = {
                instancePath: instancePath + "/results/bev",
                schemaPath: "#/properties/results/properties/bev/required",
                keyword: "required",
                params: { missingProperty: "heading" },
                message: "must have required property '" + "heading" + "'",
              };
              if (vErrors === null) {
                vErrors = [err246];
              } else {
                vErrors.push(err246);
              }
              errors++;
            }
            for (const key21 in data79) {
              if (!(key21 === "heading" || key21 === "paragraph" || key21 === "link")) {
                const err247 = {
                  instancePath: instancePath + "/results/bev",
                  schemaPath: "#/properties/results/properties/bev/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key21 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err247];
                } else {
                  vErrors.push(err247);
                }
                errors++;
              }
            }
            if (data79.heading !== undefined) {
              let data80 = data79.heading;
              if (typeof data80 !== "string") {
                const err248 = {
                  instancePath: instancePath + "/results/bev/heading",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err248];
                } else {
                  vErrors.push(err248);
                }
                errors++;
              }
              if (typeof data80 === "string") {
                if (func1(data80) > 120) {
                  const err249 = {
                    instancePath: instancePath + "/results/bev/heading",
                    schemaPath: "#/properties/results/properties/bev/properties/heading/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err249];
                  } else {
                    vErrors.push(err249);
                  }
                  errors++;
                }
                if (func1(data80) < 1) {
                  const err250 = {
                    instancePath: instancePath + "/results/bev/heading",
                    schemaPath: "#/properties/results/properties/bev/properties/heading/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err250];
                  } else {
                    vErrors.push(err250);
                  }
                  errors++;
                }
              }
            }
            if (typeof data79.paragraph !== "string") {
              const err251 = {
                instancePath: instancePath + "/results/bev/paragraph",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err251];
              } else {
                vErrors.push(err251);
              }
              errors++;
            }
            if (data79.link !== undefined) {
              if (
                !validate2(data79.link, {
                  instancePath: instancePath + "/results/bev/link",
                  parentData: data79,
                  parentDataProperty: "link",
                  rootData,
                })
              ) {
                vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
                errors = vErrors.length;
              }
            }
          } else {
            const err252 = {
              instancePath: instancePath + "/results/bev",
              schemaPath: "#/properties/results/properties/bev/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err252];
            } else {
              vErrors.push(err252);
            }
            errors++;
          }
        }
      } else {
        const err253 = {
          instancePath: instancePath + "/results",
          schemaPath: "#/properties/results/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err253];
        } else {
          vErrors.push(err253);
        }
        errors++;
      }
    }
    let data83 = data.box_color;
    if (!(data83 === "light-theme" || data83 === "grey-theme" || data83 === "dark-theme" || data83 === "black-theme")) {
      const err254 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema41.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err254];
      } else {
        vErrors.push(err254);
      }
      errors++;
    }
    let data84 = data.padding;
    if (!(data84 === "normal" || data84 === "top-space-0" || data84 === "bottom-space-0" || data84 === "y-space-0")) {
      const err255 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema42.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err255];
      } else {
        vErrors.push(err255);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data85 = data.dc_strategy;
      if (data85 && typeof data85 == "object" && !Array.isArray(data85)) {
        if (data85.key === undefined) {
          const err256 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err256];
          } else {
            vErrors.push(err256);
          }
          errors++;
        }
        if (data85.value === undefined) {
          const err257 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err257];
          } else {
            vErrors.push(err257);
          }
          errors++;
        }
        for (const key22 in data85) {
          if (!(key22 === "key" || key22 === "value" || key22 === "name" || key22 === "fallback")) {
            const err258 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key22 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err258];
            } else {
              vErrors.push(err258);
            }
            errors++;
          }
        }
        if (data85.key !== undefined) {
          let data86 = data85.key;
          if (!(
            data86 === "url_brands" ||
            data86 === "mena_offers" ||
            data86 === "reffine_sl" ||
            data86 === "mena_external_sl"
          )) {
            const err259 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema43.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err259];
            } else {
              vErrors.push(err259);
            }
            errors++;
          }
        }
        if (data85.value !== undefined) {
          let data87 = data85.value;
          if (typeof data87 === "string") {
            if (func1(data87) > 500) {
              const err260 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err260];
              } else {
                vErrors.push(err260);
              }
              errors++;
            }
          } else {
            const err261 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err261];
            } else {
              vErrors.push(err261);
            }
            errors++;
          }
        }
        if (data85.name !== undefined) {
          let data88 = data85.name;
          if (typeof data88 === "string") {
            if (func1(data88) > 120) {
              const err262 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err262];
              } else {
                vErrors.push(err262);
              }
              errors++;
            }
          } else {
            const err263 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err263];
            } else {
              vErrors.push(err263);
            }
            errors++;
          }
        }
        if (data85.fallback !== undefined) {
          if (typeof data85.fallback !== "boolean") {
            const err264 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err264];
            } else {
              vErrors.push(err264);
            }
            errors++;
          }
        }
      } else {
        const err265 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err265];
        } else {
          vErrors.push(err265);
        }
        errors++;
      }
    }
    if (data.offer_schedule !== undefined) {
      if (
        !validate7(data.offer_schedule, {
          instancePath: instancePath + "/offer_schedule",
          parentData: data,
          parentDataProperty: "offer_schedule",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err266 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err266];
    } else {
      vErrors.push(err266);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
