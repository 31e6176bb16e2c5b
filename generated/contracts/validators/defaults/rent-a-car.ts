// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/rent-a-car",
  title: "Rent a Car",
  description:
    "A rental enquiry in steps: place and dates (closed on Sundays), car, extras, then the visitor's contact details in one of your forms, with a summary of the choices. The enquiry arrives as a lead; the visitor then sees a thank-you or an error message.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    shared_ui: ["form"],
    name: "Rent a Car",
    short_description: "A car rental inquiry in steps",
    group: "Forms",
    priority: 60,
    thumbnail: "rent-a-car.svg",
    interactive: true,
    hydrate: "visible",
  },
  required: ["id", "steps", "locations_json", "vehicles_json", "contact_step_form_id"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      title: "Heading",
      minLength: 1,
      maxLength: 120,
      default: "Rent a car",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
    steps: {
      title: "Steps",
      description:
        "The flow's steps in order (at most 4). A missing location and date step is added first and a missing contact step last, since the inquiry needs both.",
      type: "array",
      minItems: 1,
      maxItems: 4,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["step", "title"],
        properties: {
          step: { title: "Step", enum: ["location", "vehicle", "extras", "contact"] },
          title: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Title",
            maxLength: 80,
            minLength: 1,
          },
          description: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
            title: "Description",
            default: "",
          },
          data_json: {
            title: "Step data",
            description:
              "Limits of the location and date step: shortest and longest rental in days, and how many days ahead it may start.",
            type: "object",
            additionalProperties: false,
            properties: {
              min_days: { type: "integer", minimum: 1, maximum: 90 },
              max_days: { type: "integer", minimum: 1, maximum: 365 },
              max_days_ahead: { type: "integer", minimum: 1, maximum: 730 },
            },
            default: {},
          },
        },
      },
    },
    block_translations: {
      title: "Texts",
      description: "The flow's labels, in the page's language.",
      type: "object",
      additionalProperties: false,
      properties: {
        location_step: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Location step",
          maxLength: 80,
          minLength: 1,
          default: "Location and dates",
        },
        vehicle_step: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Vehicle step",
          maxLength: 80,
          minLength: 1,
          default: "Choose a vehicle",
        },
        extras_step: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Extras step",
          maxLength: 80,
          minLength: 1,
          default: "Extras",
        },
        contact_step: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Contact step",
          maxLength: 80,
          minLength: 1,
          default: "Contact details and summary",
        },
        pick_up_location: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Pick up location",
          maxLength: 80,
          minLength: 1,
          default: "Pick-up location",
        },
        pick_up_date: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Pick up date",
          maxLength: 80,
          minLength: 1,
          default: "Pick-up date",
        },
        return_date: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Return date",
          maxLength: 80,
          minLength: 1,
          default: "Return date",
        },
        choose_location: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Choose location",
          maxLength: 80,
          minLength: 1,
          default: "Choose a location",
        },
        next: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Next",
          maxLength: 80,
          minLength: 1,
          default: "Next",
        },
        back: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Back",
          maxLength: 80,
          minLength: 1,
          default: "Back",
        },
        per_day: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Per day",
          maxLength: 80,
          minLength: 1,
          default: "/ day",
        },
        total: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Total",
          maxLength: 80,
          minLength: 1,
          default: "Total",
        },
        days: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Days",
          maxLength: 80,
          minLength: 1,
          default: "Rental days",
        },
        summary_heading: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Summary heading",
          maxLength: 80,
          minLength: 1,
          default: "Your rental",
        },
        start_again: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Start again",
          maxLength: 80,
          minLength: 1,
          default: "Start again",
        },
        try_again: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Try again",
          maxLength: 80,
          minLength: 1,
          default: "Try again",
        },
        sundays_closed: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Sundays closed",
          maxLength: 80,
          minLength: 1,
          default: "We are closed on Sundays.",
        },
        no_vehicles: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "No vehicles",
          maxLength: 80,
          minLength: 1,
          default: "No vehicle is available at this location.",
        },
      },
      default: {},
    },
    locations_json: {
      title: "Locations",
      type: "array",
      minItems: 1,
      maxItems: 50,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name_key", "city_name", "point_name", "address", "coordinates"],
        properties: {
          name_key: { type: "string", title: "Key", pattern: "^[a-z0-9_-]{1,40}$" },
          city_name: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "City",
            maxLength: 80,
            minLength: 1,
          },
          point_name: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Point",
            maxLength: 120,
            minLength: 1,
          },
          address: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Address",
            maxLength: 200,
            minLength: 1,
          },
          coordinates: {
            type: "object",
            additionalProperties: false,
            required: ["lat", "lng"],
            properties: {
              lat: { type: "number", minimum: -90, maximum: 90 },
              lng: { type: "number", minimum: -180, maximum: 180 },
            },
          },
        },
      },
    },
    vehicles_json: {
      title: "Vehicles",
      type: "array",
      minItems: 1,
      maxItems: 50,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["display_name", "nameplate_name", "price", "locations"],
        properties: {
          image_id: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Image id",
            maxLength: 200,
            description: "An image of the media library (its id), or an image URL.",
          },
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
            minLength: 1,
          },
          price: {
            type: "object",
            additionalProperties: false,
            required: ["daily"],
            properties: { daily: { type: "number", exclusiveMinimum: 0, maximum: 100000 } },
          },
          locations: {
            type: "array",
            description: "The name_key of each location the vehicle is rented at.",
            minItems: 1,
            maxItems: 50,
            items: { type: "string", pattern: "^[a-z0-9_-]{1,40}$" },
          },
          specification: {
            type: "array",
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
        },
      },
    },
    additional_json: {
      title: "Extras",
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["heading", "price", "controller"],
        properties: {
          heading: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Heading",
            maxLength: 80,
            minLength: 1,
          },
          price: { type: "number", minimum: 0, maximum: 100000 },
          price_string_context: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Price context",
            maxLength: 40,
            description: "Shown after the price, e.g. '/ day'.",
            default: "",
          },
          charge: { title: "Charged", enum: ["per_day", "per_rental"], default: "per_rental" },
          features_list: {
            type: "array",
            maxItems: 10,
            items: { type: "string", minLength: 1, maxLength: 120 },
            default: [],
          },
          controller: {
            type: "object",
            required: ["type"],
            discriminator: { propertyName: "type" },
            oneOf: [
              {
                type: "object",
                additionalProperties: false,
                required: ["type", "min", "max", "value", "default"],
                properties: {
                  type: { const: "amount" },
                  min: { type: "integer", minimum: 0, maximum: 99 },
                  max: { type: "integer", minimum: 1, maximum: 99 },
                  value: { type: "integer", minimum: 1, maximum: 99, description: "The step between amounts." },
                  default: { type: "integer", minimum: 0, maximum: 99 },
                },
              },
              {
                type: "object",
                additionalProperties: false,
                required: ["type", "true_label", "false_label"],
                properties: {
                  type: { const: "toggler" },
                  true_label: {
                    $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                    title: "On",
                    maxLength: 40,
                    minLength: 1,
                  },
                  false_label: {
                    $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
                    title: "Off",
                    maxLength: 40,
                    minLength: 1,
                  },
                },
              },
            ],
            properties: { type: { title: "Controller", enum: ["amount", "toggler"] } },
          },
        },
      },
      default: [],
    },
    currency_symbol: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Currency symbol",
      maxLength: 4,
      minLength: 1,
      default: "€",
    },
    contact_step_form_id: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Contact form id",
      description: "A published form of the forms service; its lead is the inquiry.",
      maxLength: 64,
      pattern: "^$|^[A-Za-z0-9-]{1,64}$",
      default: "",
    },
    form_hidden_field_mapping: {
      title: "Form field values",
      description:
        "Fields of the contact form filled from the visitor's choices: the value may hold the summary template's placeholders, e.g. {summary}.",
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "value"],
        properties: {
          name: {
            $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
            title: "Field",
            maxLength: 63,
            minLength: 1,
          },
          value: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Value", maxLength: 2000 },
        },
      },
      default: [],
    },
    form_summary_template: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/text",
      title: "Summary template",
      description:
        "The summary shown with the contact step and sent with the lead. Placeholders: {location}, {address}, {pick_up_date}, {return_date}, {days}, {vehicle}, {daily_price}, {extras}, {total}.",
      maxLength: 2000,
      default:
        "{vehicle} from {location} ({address}), {pick_up_date} to {return_date}: {days} days. Extras: {extras}. Total: {total}.",
    },
    thank_you_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Thank-you heading",
      maxLength: 120,
      minLength: 1,
      default: "Thank you for your inquiry",
    },
    thank_you_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
      title: "Thank-you text",
      default: "<p>We have received your rental inquiry and will contact you shortly to confirm it.</p>",
    },
    error_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Error heading",
      maxLength: 120,
      minLength: 1,
      default: "Oops! Something went wrong.",
    },
    error_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/paragraph",
      title: "Error text",
      default: "<p>Your inquiry has not been sent. Please try again.</p>",
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
const schema8 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema43 = { type: "string", "x-field": "text" };
const schema48 = {
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
const pattern1 = new RegExp("^[a-z0-9_-]{1,40}$", "u");
const pattern3 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
const schema49 = {
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
const schema50 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern4 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
        if (!pattern4.test(data0)) {
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
        if (!pattern4.test(data1)) {
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
  /*# sourceURL="https://forecourt.dev/blocks/rent-a-car" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "Rent a car";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.box_color === undefined) {
      data.box_color = "light-theme";
    }
    if (data.block_translations === undefined) {
      data.block_translations = {};
    }
    if (data.additional_json === undefined) {
      data.additional_json = [];
    }
    if (data.currency_symbol === undefined) {
      data.currency_symbol = "€";
    }
    if (data.contact_step_form_id === undefined) {
      data.contact_step_form_id = "";
    }
    if (data.form_hidden_field_mapping === undefined) {
      data.form_hidden_field_mapping = [];
    }
    if (data.form_summary_template === undefined) {
      data.form_summary_template =
        "{vehicle} from {location} ({address}), {pick_up_date} to {return_date}: {days} days. Extras: {extras}. Total: {total}.";
    }
    if (data.thank_you_heading === undefined) {
      data.thank_you_heading = "Thank you for your inquiry";
    }
    if (data.thank_you_text === undefined) {
      data.thank_you_text = "<p>We have received your rental inquiry and will contact you shortly to confirm it.</p>";
    }
    if (data.error_heading === undefined) {
      data.error_heading = "Oops! Something went wrong.";
    }
    if (data.error_text === undefined) {
      data.error_text = "<p>Your inquiry has not been sent. Please try again.</p>";
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
    if (data.locations_json === undefined) {
      const err2 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "locations_json" },
        message: "must have required property '" + "locations_json" + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.vehicles_json === undefined) {
      const err3 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "vehicles_json" },
        message: "must have required property '" + "vehicles_json" + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.contact_step_form_id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "contact_step_form_id" },
        message: "must have required property '" + "contact_step_form_id" + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
        const err5 = {
          instancePath,
          schemaPath: "#/additionalProperties",
          keyword: "additionalProperties",
          params: { additionalProperty: key0 },
          message: "must NOT have additional properties",
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === "string") {
        if (func1(data0) < 1) {
          const err6 = {
            instancePath: instancePath + "/id",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
          instancePath: instancePath + "/id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/type",
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
    let data1 = data.block_scroll_id;
    if (typeof data1 === "string") {
      if (!pattern0.test(data1)) {
        const err8 = {
          instancePath: instancePath + "/block_scroll_id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[A-Za-z][A-Za-z0-9_-]*$" },
          message: 'must match pattern "' + "^$|^[A-Za-z][A-Za-z0-9_-]*$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    } else {
      const err9 = {
        instancePath: instancePath + "/block_scroll_id",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    let data2 = data.heading;
    if (typeof data2 !== "string") {
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
    if (typeof data2 === "string") {
      if (func1(data2) > 120) {
        const err11 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (func1(data2) < 1) {
        const err12 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/minLength",
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
    let data3 = data.header_tag;
    if (!(data3 === 1 || data3 === 2 || data3 === 3 || data3 === 4 || data3 === 5 || data3 === 6)) {
      const err13 = {
        instancePath: instancePath + "/header_tag",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
        keyword: "enum",
        params: { allowedValues: schema5.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err13];
      } else {
        vErrors.push(err13);
      }
      errors++;
    }
    let data4 = data.box_color;
    if (!(data4 === "light-theme" || data4 === "grey-theme" || data4 === "dark-theme" || data4 === "black-theme")) {
      const err14 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema6.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err14];
      } else {
        vErrors.push(err14);
      }
      errors++;
    }
    if (data.steps !== undefined) {
      let data5 = data.steps;
      if (Array.isArray(data5)) {
        if (data5.length > 4) {
          const err15 = {
            instancePath: instancePath + "/steps",
            schemaPath: "#/properties/steps/maxItems",
            keyword: "maxItems",
            params: { limit: 4 },
            message: "must NOT have more than 4 items",
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data5.length < 1) {
          const err16 = {
            instancePath: instancePath + "/steps",
            schemaPath: "#/properties/steps/minItems",
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
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data6 = data5[i0];
          if (data6 && typeof data6 == "object" && !Array.isArray(data6)) {
            if (data6.description === undefined) {
              data6.description = "";
            }
            if (data6.data_json === undefined) {
              data6.data_json = {};
            }
            if (data6.step === undefined) {
              const err17 = {
                instancePath: instancePath + "/steps/" + i0,
                schemaPath: "#/properties/steps/items/required",
                keyword: "required",
                params: { missingProperty: "step" },
                message: "must have required property '" + "step" + "'",
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data6.title === undefined) {
              const err18 = {
                instancePath: instancePath + "/steps/" + i0,
                schemaPath: "#/properties/steps/items/required",
                keyword: "required",
                params: { missingProperty: "title" },
                message: "must have required property '" + "title" + "'",
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            for (const key1 in data6) {
              if (!(key1 === "step" || key1 === "title" || key1 === "description" || key1 === "data_json")) {
                const err19 = {
                  instancePath: instancePath + "/steps/" + i0,
                  schemaPath: "#/properties/steps/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key1 },
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
            if (data6.step !== undefined) {
              let data7 = data6.step;
              if (!(data7 === "location" || data7 === "vehicle" || data7 === "extras" || data7 === "contact")) {
                const err20 = {
                  instancePath: instancePath + "/steps/" + i0 + "/step",
                  schemaPath: "#/properties/steps/items/properties/step/enum",
                  keyword: "enum",
                  params: { allowedValues: schema0.properties.steps.items.properties.step.enum },
                  message: "must be equal to one of the allowed values",
                };
                if (vErrors === null) {
                  vErrors = [err20];
                } else {
                  vErrors.push(err20);
                }
                errors++;
              }
            }
            if (data6.title !== undefined) {
              let data8 = data6.title;
              if (typeof data8 !== "string") {
                const err21 = {
                  instancePath: instancePath + "/steps/" + i0 + "/title",
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
              if (typeof data8 === "string") {
                if (func1(data8) > 80) {
                  const err22 = {
                    instancePath: instancePath + "/steps/" + i0 + "/title",
                    schemaPath: "#/properties/steps/items/properties/title/maxLength",
                    keyword: "maxLength",
                    params: { limit: 80 },
                    message: "must NOT have more than 80 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err22];
                  } else {
                    vErrors.push(err22);
                  }
                  errors++;
                }
                if (func1(data8) < 1) {
                  const err23 = {
                    instancePath: instancePath + "/steps/" + i0 + "/title",
                    schemaPath: "#/properties/steps/items/properties/title/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
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
            if (typeof data6.description !== "string") {
              const err24 = {
                instancePath: instancePath + "/steps/" + i0 + "/description",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
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
            let data10 = data6.data_json;
            if (data10 && typeof data10 == "object" && !Array.isArray(data10)) {
              for (const key2 in data10) {
                if (!(key2 === "min_days" || key2 === "max_days" || key2 === "max_days_ahead")) {
                  const err25 = {
                    instancePath: instancePath + "/steps/" + i0 + "/data_json",
                    schemaPath: "#/properties/steps/items/properties/data_json/additionalProperties",
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
              if (data10.min_days !== undefined) {
                let data11 = data10.min_days;
                if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                  const err26 = {
                    instancePath: instancePath + "/steps/" + i0 + "/data_json/min_days",
                    schemaPath: "#/properties/steps/items/properties/data_json/properties/min_days/type",
                    keyword: "type",
                    params: { type: "integer" },
                    message: "must be integer",
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (typeof data11 == "number" && isFinite(data11)) {
                  if (data11 > 90 || isNaN(data11)) {
                    const err27 = {
                      instancePath: instancePath + "/steps/" + i0 + "/data_json/min_days",
                      schemaPath: "#/properties/steps/items/properties/data_json/properties/min_days/maximum",
                      keyword: "maximum",
                      params: { comparison: "<=", limit: 90 },
                      message: "must be <= 90",
                    };
                    if (vErrors === null) {
                      vErrors = [err27];
                    } else {
                      vErrors.push(err27);
                    }
                    errors++;
                  }
                  if (data11 < 1 || isNaN(data11)) {
                    const err28 = {
                      instancePath: instancePath + "/steps/" + i0 + "/data_json/min_days",
                      schemaPath: "#/properties/steps/items/properties/data_json/properties/min_days/minimum",
                      keyword: "minimum",
                      params: { comparison: ">=", limit: 1 },
                      message: "must be >= 1",
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
              if (data10.max_days !== undefined) {
                let data12 = data10.max_days;
                if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                  const err29 = {
                    instancePath: instancePath + "/steps/" + i0 + "/data_json/max_days",
                    schemaPath: "#/properties/steps/items/properties/data_json/properties/max_days/type",
                    keyword: "type",
                    params: { type: "integer" },
                    message: "must be integer",
                  };
                  if (vErrors === null) {
                    vErrors = [err29];
                  } else {
                    vErrors.push(err29);
                  }
                  errors++;
                }
                if (typeof data12 == "number" && isFinite(data12)) {
                  if (data12 > 365 || isNaN(data12)) {
                    const err30 = {
                      instancePath: instancePath + "/steps/" + i0 + "/data_json/max_days",
                      schemaPath: "#/properties/steps/items/properties/data_json/properties/max_days/maximum",
                      keyword: "maximum",
                      params: { comparison: "<=", limit: 365 },
                      message: "must be <= 365",
                    };
                    if (vErrors === null) {
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                  if (data12 < 1 || isNaN(data12)) {
                    const err31 = {
                      instancePath: instancePath + "/steps/" + i0 + "/data_json/max_days",
                      schemaPath: "#/properties/steps/items/properties/data_json/properties/max_days/minimum",
                      keyword: "minimum",
                      params: { comparison: ">=", limit: 1 },
                      message: "must be >= 1",
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
              if (data10.max_days_ahead !== undefined) {
                let data13 = data10.max_days_ahead;
                if (!(typeof data13 == "number" && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
                  const err32 = {
                    instancePath: instancePath + "/steps/" + i0 + "/data_json/max_days_ahead",
                    schemaPath: "#/properties/steps/items/properties/data_json/properties/max_days_ahead/type",
                    keyword: "type",
                    params: { type: "integer" },
                    message: "must be integer",
                  };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
                if (typeof data13 == "number" && isFinite(data13)) {
                  if (data13 > 730 || isNaN(data13)) {
                    const err33 = {
                      instancePath: instancePath + "/steps/" + i0 + "/data_json/max_days_ahead",
                      schemaPath: "#/properties/steps/items/properties/data_json/properties/max_days_ahead/maximum",
                      keyword: "maximum",
                      params: { comparison: "<=", limit: 730 },
                      message: "must be <= 730",
                    };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                  if (data13 < 1 || isNaN(data13)) {
                    const err34 = {
                      instancePath: instancePath + "/steps/" + i0 + "/data_json/max_days_ahead",
                      schemaPath: "#/properties/steps/items/properties/data_json/properties/max_days_ahead/minimum",
                      keyword: "minimum",
                      params: { comparison: ">=", limit: 1 },
                      message: "must be >= 1",
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
            } else {
              const err35 = {
                instancePath: instancePath + "/steps/" + i0 + "/data_json",
                schemaPath: "#/properties/steps/items/properties/data_json/type",
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
          } else {
            const err36 = {
              instancePath: instancePath + "/steps/" + i0,
              schemaPath: "#/properties/steps/items/type",
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
        }
      } else {
        const err37 = {
          instancePath: instancePath + "/steps",
          schemaPath: "#/properties/steps/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
    }
    let data14 = data.block_translations;
    if (data14 && typeof data14 == "object" && !Array.isArray(data14)) {
      if (data14.location_step === undefined) {
        data14.location_step = "Location and dates";
      }
      if (data14.vehicle_step === undefined) {
        data14.vehicle_step = "Choose a vehicle";
      }
      if (data14.extras_step === undefined) {
        data14.extras_step = "Extras";
      }
      if (data14.contact_step === undefined) {
        data14.contact_step = "Contact details and summary";
      }
      if (data14.pick_up_location === undefined) {
        data14.pick_up_location = "Pick-up location";
      }
      if (data14.pick_up_date === undefined) {
        data14.pick_up_date = "Pick-up date";
      }
      if (data14.return_date === undefined) {
        data14.return_date = "Return date";
      }
      if (data14.choose_location === undefined) {
        data14.choose_location = "Choose a location";
      }
      if (data14.next === undefined) {
        data14.next = "Next";
      }
      if (data14.back === undefined) {
        data14.back = "Back";
      }
      if (data14.per_day === undefined) {
        data14.per_day = "/ day";
      }
      if (data14.total === undefined) {
        data14.total = "Total";
      }
      if (data14.days === undefined) {
        data14.days = "Rental days";
      }
      if (data14.summary_heading === undefined) {
        data14.summary_heading = "Your rental";
      }
      if (data14.start_again === undefined) {
        data14.start_again = "Start again";
      }
      if (data14.try_again === undefined) {
        data14.try_again = "Try again";
      }
      if (data14.sundays_closed === undefined) {
        data14.sundays_closed = "We are closed on Sundays.";
      }
      if (data14.no_vehicles === undefined) {
        data14.no_vehicles = "No vehicle is available at this location.";
      }
      for (const key3 in data14) {
        if (!func0.call(schema0.properties.block_translations.properties, key3)) {
          const err38 = {
            instancePath: instancePath + "/block_translations",
            schemaPath: "#/properties/block_translations/additionalProperties",
            keyword: "additionalProperties",
            params: { additionalProperty: key3 },
            message: "must NOT have additional properties",
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
      let data15 = data14.location_step;
      if (typeof data15 !== "string") {
        const err39 = {
          instancePath: instancePath + "/block_translations/location_step",
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
      if (typeof data15 === "string") {
        if (func1(data15) > 80) {
          const err40 = {
            instancePath: instancePath + "/block_translations/location_step",
            schemaPath: "#/properties/block_translations/properties/location_step/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (func1(data15) < 1) {
          const err41 = {
            instancePath: instancePath + "/block_translations/location_step",
            schemaPath: "#/properties/block_translations/properties/location_step/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
      }
      let data16 = data14.vehicle_step;
      if (typeof data16 !== "string") {
        const err42 = {
          instancePath: instancePath + "/block_translations/vehicle_step",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
      if (typeof data16 === "string") {
        if (func1(data16) > 80) {
          const err43 = {
            instancePath: instancePath + "/block_translations/vehicle_step",
            schemaPath: "#/properties/block_translations/properties/vehicle_step/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        if (func1(data16) < 1) {
          const err44 = {
            instancePath: instancePath + "/block_translations/vehicle_step",
            schemaPath: "#/properties/block_translations/properties/vehicle_step/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err44];
          } else {
            vErrors.push(err44);
          }
          errors++;
        }
      }
      let data17 = data14.extras_step;
      if (typeof data17 !== "string") {
        const err45 = {
          instancePath: instancePath + "/block_translations/extras_step",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data17 === "string") {
        if (func1(data17) > 80) {
          const err46 = {
            instancePath: instancePath + "/block_translations/extras_step",
            schemaPath: "#/properties/block_translations/properties/extras_step/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err46];
          } else {
            vErrors.push(err46);
          }
          errors++;
        }
        if (func1(data17) < 1) {
          const err47 = {
            instancePath: instancePath + "/block_translations/extras_step",
            schemaPath: "#/properties/block_translations/properties/extras_step/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
      }
      let data18 = data14.contact_step;
      if (typeof data18 !== "string") {
        const err48 = {
          instancePath: instancePath + "/block_translations/contact_step",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
      if (typeof data18 === "string") {
        if (func1(data18) > 80) {
          const err49 = {
            instancePath: instancePath + "/block_translations/contact_step",
            schemaPath: "#/properties/block_translations/properties/contact_step/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        if (func1(data18) < 1) {
          const err50 = {
            instancePath: instancePath + "/block_translations/contact_step",
            schemaPath: "#/properties/block_translations/properties/contact_step/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err50];
          } else {
            vErrors.push(err50);
          }
          errors++;
        }
      }
      let data19 = data14.pick_up_location;
      if (typeof data19 !== "string") {
        const err51 = {
          instancePath: instancePath + "/block_translations/pick_up_location",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data19 === "string") {
        if (func1(data19) > 80) {
          const err52 = {
            instancePath: instancePath + "/block_translations/pick_up_location",
            schemaPath: "#/properties/block_translations/properties/pick_up_location/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err52];
          } else {
            vErrors.push(err52);
          }
          errors++;
        }
        if (func1(data19) < 1) {
          const err53 = {
            instancePath: instancePath + "/block_translations/pick_up_location",
            schemaPath: "#/properties/block_translations/properties/pick_up_location/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
      }
      let data20 = data14.pick_up_date;
      if (typeof data20 !== "string") {
        const err54 = {
          instancePath: instancePath + "/block_translations/pick_up_date",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
      if (typeof data20 === "string") {
        if (func1(data20) > 80) {
          const err55 = {
            instancePath: instancePath + "/block_translations/pick_up_date",
            schemaPath: "#/properties/block_translations/properties/pick_up_date/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        if (func1(data20) < 1) {
          const err56 = {
            instancePath: instancePath + "/block_translations/pick_up_date",
            schemaPath: "#/properties/block_translations/properties/pick_up_date/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err56];
          } else {
            vErrors.push(err56);
          }
          errors++;
        }
      }
      let data21 = data14.return_date;
      if (typeof data21 !== "string") {
        const err57 = {
          instancePath: instancePath + "/block_translations/return_date",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err57];
        } else {
          vErrors.push(err57);
        }
        errors++;
      }
      if (typeof data21 === "string") {
        if (func1(data21) > 80) {
          const err58 = {
            instancePath: instancePath + "/block_translations/return_date",
            schemaPath: "#/properties/block_translations/properties/return_date/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err58];
          } else {
            vErrors.push(err58);
          }
          errors++;
        }
        if (func1(data21) < 1) {
          const err59 = {
            instancePath: instancePath + "/block_translations/return_date",
            schemaPath: "#/properties/block_translations/properties/return_date/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
      }
      let data22 = data14.choose_location;
      if (typeof data22 !== "string") {
        const err60 = {
          instancePath: instancePath + "/block_translations/choose_location",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
      if (typeof data22 === "string") {
        if (func1(data22) > 80) {
          const err61 = {
            instancePath: instancePath + "/block_translations/choose_location",
            schemaPath: "#/properties/block_translations/properties/choose_location/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
        if (func1(data22) < 1) {
          const err62 = {
            instancePath: instancePath + "/block_translations/choose_location",
            schemaPath: "#/properties/block_translations/properties/choose_location/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err62];
          } else {
            vErrors.push(err62);
          }
          errors++;
        }
      }
      let data23 = data14.next;
      if (typeof data23 !== "string") {
        const err63 = {
          instancePath: instancePath + "/block_translations/next",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err63];
        } else {
          vErrors.push(err63);
        }
        errors++;
      }
      if (typeof data23 === "string") {
        if (func1(data23) > 80) {
          const err64 = {
            instancePath: instancePath + "/block_translations/next",
            schemaPath: "#/properties/block_translations/properties/next/maxLength",
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
            instancePath: instancePath + "/block_translations/next",
            schemaPath: "#/properties/block_translations/properties/next/minLength",
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
      }
      let data24 = data14.back;
      if (typeof data24 !== "string") {
        const err66 = {
          instancePath: instancePath + "/block_translations/back",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data24 === "string") {
        if (func1(data24) > 80) {
          const err67 = {
            instancePath: instancePath + "/block_translations/back",
            schemaPath: "#/properties/block_translations/properties/back/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
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
            instancePath: instancePath + "/block_translations/back",
            schemaPath: "#/properties/block_translations/properties/back/minLength",
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
      }
      let data25 = data14.per_day;
      if (typeof data25 !== "string") {
        const err69 = {
          instancePath: instancePath + "/block_translations/per_day",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
      if (typeof data25 === "string") {
        if (func1(data25) > 80) {
          const err70 = {
            instancePath: instancePath + "/block_translations/per_day",
            schemaPath: "#/properties/block_translations/properties/per_day/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err70];
          } else {
            vErrors.push(err70);
          }
          errors++;
        }
        if (func1(data25) < 1) {
          const err71 = {
            instancePath: instancePath + "/block_translations/per_day",
            schemaPath: "#/properties/block_translations/properties/per_day/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err71];
          } else {
            vErrors.push(err71);
          }
          errors++;
        }
      }
      let data26 = data14.total;
      if (typeof data26 !== "string") {
        const err72 = {
          instancePath: instancePath + "/block_translations/total",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
      if (typeof data26 === "string") {
        if (func1(data26) > 80) {
          const err73 = {
            instancePath: instancePath + "/block_translations/total",
            schemaPath: "#/properties/block_translations/properties/total/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err73];
          } else {
            vErrors.push(err73);
          }
          errors++;
        }
        if (func1(data26) < 1) {
          const err74 = {
            instancePath: instancePath + "/block_translations/total",
            schemaPath: "#/properties/block_translations/properties/total/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err74];
          } else {
            vErrors.push(err74);
          }
          errors++;
        }
      }
      let data27 = data14.days;
      if (typeof data27 !== "string") {
        const err75 = {
          instancePath: instancePath + "/block_translations/days",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err75];
        } else {
          vErrors.push(err75);
        }
        errors++;
      }
      if (typeof data27 === "string") {
        if (func1(data27) > 80) {
          const err76 = {
            instancePath: instancePath + "/block_translations/days",
            schemaPath: "#/properties/block_translations/properties/days/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err76];
          } else {
            vErrors.push(err76);
          }
          errors++;
        }
        if (func1(data27) < 1) {
          const err77 = {
            instancePath: instancePath + "/block_translations/days",
            schemaPath: "#/properties/block_translations/properties/days/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err77];
          } else {
            vErrors.push(err77);
          }
          errors++;
        }
      }
      let data28 = data14.summary_heading;
      if (typeof data28 !== "string") {
        const err78 = {
          instancePath: instancePath + "/block_translations/summary_heading",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err78];
        } else {
          vErrors.push(err78);
        }
        errors++;
      }
      if (typeof data28 === "string") {
        if (func1(data28) > 80) {
          const err79 = {
            instancePath: instancePath + "/block_translations/summary_heading",
            schemaPath: "#/properties/block_translations/properties/summary_heading/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err79];
          } else {
            vErrors.push(err79);
          }
          errors++;
        }
        if (func1(data28) < 1) {
          const err80 = {
            instancePath: instancePath + "/block_translations/summary_heading",
            schemaPath: "#/properties/block_translations/properties/summary_heading/minLength",
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
      }
      let data29 = data14.start_again;
      if (typeof data29 !== "string") {
        const err81 = {
          instancePath: instancePath + "/block_translations/start_again",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err81];
        } else {
          vErrors.push(err81);
        }
        errors++;
      }
      if (typeof data29 === "string") {
        if (func1(data29) > 80) {
          const err82 = {
            instancePath: instancePath + "/block_translations/start_again",
            schemaPath: "#/properties/block_translations/properties/start_again/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err82];
          } else {
            vErrors.push(err82);
          }
          errors++;
        }
        if (func1(data29) < 1) {
          const err83 = {
            instancePath: instancePath + "/block_translations/start_again",
            schemaPath: "#/properties/block_translations/properties/start_again/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err83];
          } else {
            vErrors.push(err83);
          }
          errors++;
        }
      }
      let data30 = data14.try_again;
      if (typeof data30 !== "string") {
        const err84 = {
          instancePath: instancePath + "/block_translations/try_again",
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
      if (typeof data30 === "string") {
        if (func1(data30) > 80) {
          const err85 = {
            instancePath: instancePath + "/block_translations/try_again",
            schemaPath: "#/properties/block_translations/properties/try_again/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err85];
          } else {
            vErrors.push(err85);
          }
          errors++;
        }
        if (func1(data30) < 1) {
          const err86 = {
            instancePath: instancePath + "/block_translations/try_again",
            schemaPath: "#/properties/block_translations/properties/try_again/minLength",
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
      let data31 = data14.sundays_closed;
      if (typeof data31 !== "string") {
        const err87 = {
          instancePath: instancePath + "/block_translations/sundays_closed",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err87];
        } else {
          vErrors.push(err87);
        }
        errors++;
      }
      if (typeof data31 === "string") {
        if (func1(data31) > 80) {
          const err88 = {
            instancePath: instancePath + "/block_translations/sundays_closed",
            schemaPath: "#/properties/block_translations/properties/sundays_closed/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err88];
          } else {
            vErrors.push(err88);
          }
          errors++;
        }
        if (func1(data31) < 1) {
          const err89 = {
            instancePath: instancePath + "/block_translations/sundays_closed",
            schemaPath: "#/properties/block_translations/properties/sundays_closed/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err89];
          } else {
            vErrors.push(err89);
          }
          errors++;
        }
      }
      let data32 = data14.no_vehicles;
      if (typeof data32 !== "string") {
        const err90 = {
          instancePath: instancePath + "/block_translations/no_vehicles",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
          keyword: "type",
          params: { type: "string" },
          message: "must be string",
        };
        if (vErrors === null) {
          vErrors = [err90];
        } else {
          vErrors.push(err90);
        }
        errors++;
      }
      if (typeof data32 === "string") {
        if (func1(data32) > 80) {
          const err91 = {
            instancePath: instancePath + "/block_translations/no_vehicles",
            schemaPath: "#/properties/block_translations/properties/no_vehicles/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err91];
          } else {
            vErrors.push(err91);
          }
          errors++;
        }
        if (func1(data32) < 1) {
          const err92 = {
            instancePath: instancePath + "/block_translations/no_vehicles",
            schemaPath: "#/properties/block_translations/properties/no_vehicles/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
          };
          if (vErrors === null) {
            vErrors = [err92];
          } else {
            vErrors.push(err92);
          }
          errors++;
        }
      }
    } else {
      const err93 = {
        instancePath: instancePath + "/block_translations",
        schemaPath: "#/properties/block_translations/type",
        keyword: "type",
        params: { type: "object" },
        message: "must be object",
      };
      if (vErrors === null) {
        vErrors = [err93];
      } else {
        vErrors.push(err93);
      }
      errors++;
    }
    if (data.locations_json !== undefined) {
      let data33 = data.locations_json;
      if (Array.isArray(data33)) {
        if (data33.length > 50) {
          const err94 = {
            instancePath: instancePath + "/locations_json",
            schemaPath: "#/properties/locations_json/maxItems",
            keyword: "maxItems",
            params: { limit: 50 },
            message: "must NOT have more than 50 items",
          };
          if (vErrors === null) {
            vErrors = [err94];
          } else {
            vErrors.push(err94);
          }
          errors++;
        }
        if (data33.length < 1) {
          const err95 = {
            instancePath: instancePath + "/locations_json",
            schemaPath: "#/properties/locations_json/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
          };
          if (vErrors === null) {
            vErrors = [err95];
          } else {
            vErrors.push(err95);
          }
          errors++;
        }
        const len1 = data33.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data34 = data33[i1];
          if (data34 && typeof data34 == "object" && !Array.isArray(data34)) {
            if (data34.name_key === undefined) {
              const err96 = {
                instancePath: instancePath + "/locations_json/" + i1,
                schemaPath: "#/properties/locations_json/items/required",
                keyword: "required",
                params: { missingProperty: "name_key" },
                message: "must have required property '" + "name_key" + "'",
              };
              if (vErrors === null) {
                vErrors = [err96];
              } else {
                vErrors.push(err96);
              }
              errors++;
            }
            if (data34.city_name === undefined) {
              const err97 = {
                instancePath: instancePath + "/locations_json/" + i1,
                schemaPath: "#/properties/locations_json/items/required",
                keyword: "required",
                params: { missingProperty: "city_name" },
                message: "must have required property '" + "city_name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err97];
              } else {
                vErrors.push(err97);
              }
              errors++;
            }
            if (data34.point_name === undefined) {
              const err98 = {
                instancePath: instancePath + "/locations_json/" + i1,
                schemaPath: "#/properties/locations_json/items/required",
                keyword: "required",
                params: { missingProperty: "point_name" },
                message: "must have required property '" + "point_name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err98];
              } else {
                vErrors.push(err98);
              }
              errors++;
            }
            if (data34.address === undefined) {
              const err99 = {
                instancePath: instancePath + "/locations_json/" + i1,
                schemaPath: "#/properties/locations_json/items/required",
                keyword: "required",
                params: { missingProperty: "address" },
                message: "must have required property '" + "address" + "'",
              };
              if (vErrors === null) {
                vErrors = [err99];
              } else {
                vErrors.push(err99);
              }
              errors++;
            }
            if (data34.coordinates === undefined) {
              const err100 = {
                instancePath: instancePath + "/locations_json/" + i1,
                schemaPath: "#/properties/locations_json/items/required",
                keyword: "required",
                params: { missingProperty: "coordinates" },
                message: "must have required property '" + "coordinates" + "'",
              };
              if (vErrors === null) {
                vErrors = [err100];
              } else {
                vErrors.push(err100);
              }
              errors++;
            }
            for (const key4 in data34) {
              if (!(
                key4 === "name_key" ||
                key4 === "city_name" ||
                key4 === "point_name" ||
                key4 === "address" ||
                key4 === "coordinates"
              )) {
                const err101 = {
                  instancePath: instancePath + "/locations_json/" + i1,
                  schemaPath: "#/properties/locations_json/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key4 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
            }
            if (data34.name_key !== undefined) {
              let data35 = data34.name_key;
              if (typeof data35 === "string") {
                if (!pattern1.test(data35)) {
                  const err102 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/name_key",
                    schemaPath: "#/properties/locations_json/items/properties/name_key/pattern",
                    keyword: "pattern",
                    params: { pattern: "^[a-z0-9_-]{1,40}$" },
                    message: 'must match pattern "' + "^[a-z0-9_-]{1,40}$" + '"',
                  };
                  if (vErrors === null) {
                    vErrors = [err102];
                  } else {
                    vErrors.push(err102);
                  }
                  errors++;
                }
              } else {
                const err103 = {
                  instancePath: instancePath + "/locations_json/" + i1 + "/name_key",
                  schemaPath: "#/properties/locations_json/items/properties/name_key/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err103];
                } else {
                  vErrors.push(err103);
                }
                errors++;
              }
            }
            if (data34.city_name !== undefined) {
              let data36 = data34.city_name;
              if (typeof data36 !== "string") {
                const err104 = {
                  instancePath: instancePath + "/locations_json/" + i1 + "/city_name",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err104];
                } else {
                  vErrors.push(err104);
                }
                errors++;
              }
              if (typeof data36 === "string") {
                if (func1(data36) > 80) {
                  const err105 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/city_name",
                    schemaPath: "#/properties/locations_json/items/properties/city_name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 80 },
                    message: "must NOT have more than 80 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err105];
                  } else {
                    vErrors.push(err105);
                  }
                  errors++;
                }
                if (func1(data36) < 1) {
                  const err106 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/city_name",
                    schemaPath: "#/properties/locations_json/items/properties/city_name/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err106];
                  } else {
                    vErrors.push(err106);
                  }
                  errors++;
                }
              }
            }
            if (data34.point_name !== undefined) {
              let data37 = data34.point_name;
              if (typeof data37 !== "string") {
                const err107 = {
                  instancePath: instancePath + "/locations_json/" + i1 + "/point_name",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
              if (typeof data37 === "string") {
                if (func1(data37) > 120) {
                  const err108 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/point_name",
                    schemaPath: "#/properties/locations_json/items/properties/point_name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err108];
                  } else {
                    vErrors.push(err108);
                  }
                  errors++;
                }
                if (func1(data37) < 1) {
                  const err109 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/point_name",
                    schemaPath: "#/properties/locations_json/items/properties/point_name/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err109];
                  } else {
                    vErrors.push(err109);
                  }
                  errors++;
                }
              }
            }
            if (data34.address !== undefined) {
              let data38 = data34.address;
              if (typeof data38 !== "string") {
                const err110 = {
                  instancePath: instancePath + "/locations_json/" + i1 + "/address",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err110];
                } else {
                  vErrors.push(err110);
                }
                errors++;
              }
              if (typeof data38 === "string") {
                if (func1(data38) > 200) {
                  const err111 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/address",
                    schemaPath: "#/properties/locations_json/items/properties/address/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err111];
                  } else {
                    vErrors.push(err111);
                  }
                  errors++;
                }
                if (func1(data38) < 1) {
                  const err112 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/address",
                    schemaPath: "#/properties/locations_json/items/properties/address/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err112];
                  } else {
                    vErrors.push(err112);
                  }
                  errors++;
                }
              }
            }
            if (data34.coordinates !== undefined) {
              let data39 = data34.coordinates;
              if (data39 && typeof data39 == "object" && !Array.isArray(data39)) {
                if (data39.lat === undefined) {
                  const err113 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/coordinates",
                    schemaPath: "#/properties/locations_json/items/properties/coordinates/required",
                    keyword: "required",
                    params: { missingProperty: "lat" },
                    message: "must have required property '" + "lat" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err113];
                  } else {
                    vErrors.push(err113);
                  }
                  errors++;
                }
                if (data39.lng === undefined) {
                  const err114 = {
                    instancePath: instancePath + "/locations_json/" + i1 + "/coordinates",
                    schemaPath: "#/properties/locations_json/items/properties/coordinates/required",
                    keyword: "required",
                    params: { missingProperty: "lng" },
                    message: "must have required property '" + "lng" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err114];
                  } else {
                    vErrors.push(err114);
                  }
                  errors++;
                }
                for (const key5 in data39) {
                  if (!(key5 === "lat" || key5 === "lng")) {
                    const err115 = {
                      instancePath: instancePath + "/locations_json/" + i1 + "/coordinates",
                      schemaPath: "#/properties/locations_json/items/properties/coordinates/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key5 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err115];
                    } else {
                      vErrors.push(err115);
                    }
                    errors++;
                  }
                }
                if (data39.lat !== undefined) {
                  let data40 = data39.lat;
                  if (typeof data40 == "number" && isFinite(data40)) {
                    if (data40 > 90 || isNaN(data40)) {
                      const err116 = {
                        instancePath: instancePath + "/locations_json/" + i1 + "/coordinates/lat",
                        schemaPath: "#/properties/locations_json/items/properties/coordinates/properties/lat/maximum",
                        keyword: "maximum",
                        params: { comparison: "<=", limit: 90 },
                        message: "must be <= 90",
                      };
                      if (vErrors === null) {
                        vErrors = [err116];
                      } else {
                        vErrors.push(err116);
                      }
                      errors++;
                    }
                    if (data40 < -90 || isNaN(data40)) {
                      const err117 = {
                        instancePath: instancePath + "/locations_json/" + i1 + "/coordinates/lat",
                        schemaPath: "#/properties/locations_json/items/properties/coordinates/properties/lat/minimum",
                        keyword: "minimum",
                        params: { comparison: ">=", limit: -90 },
                        message: "must be >= -90",
                      };
                      if (vErrors === null) {
                        vErrors = [err117];
                      } else {
                        vErrors.push(err117);
                      }
                      errors++;
                    }
                  } else {
                    const err118 = {
                      instancePath: instancePath + "/locations_json/" + i1 + "/coordinates/lat",
                      schemaPath: "#/properties/locations_json/items/properties/coordinates/properties/lat/type",
                      keyword: "type",
                      params: { type: "number" },
                      message: "must be number",
                    };
                    if (vErrors === null) {
                      vErrors = [err118];
                    } else {
                      vErrors.push(err118);
                    }
                    errors++;
                  }
                }
                if (data39.lng !== undefined) {
                  let data41 = data39.lng;
                  if (typeof data41 == "number" && isFinite(data41)) {
                    if (data41 > 180 || isNaN(data41)) {
                      const err119 = {
                        instancePath: instancePath + "/locations_json/" + i1 + "/coordinates/lng",
                        schemaPath: "#/properties/locations_json/items/properties/coordinates/properties/lng/maximum",
                        keyword: "maximum",
                        params: { comparison: "<=", limit: 180 },
                        message: "must be <= 180",
                      };
                      if (vErrors === null) {
                        vErrors = [err119];
                      } else {
                        vErrors.push(err119);
                      }
                      errors++;
                    }
                    if (data41 < -180 || isNaN(data41)) {
                      const err120 = {
                        instancePath: instancePath + "/locations_json/" + i1 + "/coordinates/lng",
                        schemaPath: "#/properties/locations_json/items/properties/coordinates/properties/lng/minimum",
                        keyword: "minimum",
                        params: { comparison: ">=", limit: -180 },
                        message: "must be >= -180",
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
                      instancePath: instancePath + "/locations_json/" + i1 + "/coordinates/lng",
                      schemaPath: "#/properties/locations_json/items/properties/coordinates/properties/lng/type",
                      keyword: "type",
                      params: { type: "number" },
                      message: "must be number",
                    };
                    if (vErrors === null) {
                      vErrors = [err121];
                    } else {
                      vErrors.push(err121);
                    }
                    errors++;
                  }
                }
              } else {
                const err122 = {
                  instancePath: instancePath + "/locations_json/" + i1 + "/coordinates",
                  schemaPath: "#/properties/locations_json/items/properties/coordinates/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err122];
                } else {
                  vErrors.push(err122);
                }
                errors++;
              }
            }
          } else {
            const err123 = {
              instancePath: instancePath + "/locations_json/" + i1,
              schemaPath: "#/properties/locations_json/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err123];
            } else {
              vErrors.push(err123);
            }
            errors++;
          }
        }
      } else {
        const err124 = {
          instancePath: instancePath + "/locations_json",
          schemaPath: "#/properties/locations_json/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err124];
        } else {
          vErrors.push(err124);
        }
        errors++;
      }
    }
    if (data.vehicles_json !== undefined) {
      let data42 = data.vehicles_json;
      if (Array.isArray(data42)) {
        if (data42.length > 50) {
          const err125 = {
            instancePath: instancePath + "/vehicles_json",
            schemaPath: "#/properties/vehicles_json/maxItems",
            keyword: "maxItems",
            params: { limit: 50 },
            message: "must NOT have more than 50 items",
          };
          if (vErrors === null) {
            vErrors = [err125];
          } else {
            vErrors.push(err125);
          }
          errors++;
        }
        if (data42.length < 1) {
          const err126 = {
            instancePath: instancePath + "/vehicles_json",
            schemaPath: "#/properties/vehicles_json/minItems",
            keyword: "minItems",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 items",
          };
          if (vErrors === null) {
            vErrors = [err126];
          } else {
            vErrors.push(err126);
          }
          errors++;
        }
        const len2 = data42.length;
        for (let i2 = 0; i2 < len2; i2++) {
          let data43 = data42[i2];
          if (data43 && typeof data43 == "object" && !Array.isArray(data43)) {
            if (data43.specification === undefined) {
              data43.specification = [];
            }
            if (data43.display_name === undefined) {
              const err127 = {
                instancePath: instancePath + "/vehicles_json/" + i2,
                schemaPath: "#/properties/vehicles_json/items/required",
                keyword: "required",
                params: { missingProperty: "display_name" },
                message: "must have required property '" + "display_name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err127];
              } else {
                vErrors.push(err127);
              }
              errors++;
            }
            if (data43.nameplate_name === undefined) {
              const err128 = {
                instancePath: instancePath + "/vehicles_json/" + i2,
                schemaPath: "#/properties/vehicles_json/items/required",
                keyword: "required",
                params: { missingProperty: "nameplate_name" },
                message: "must have required property '" + "nameplate_name" + "'",
              };
              if (vErrors === null) {
                vErrors = [err128];
              } else {
                vErrors.push(err128);
              }
              errors++;
            }
            if (data43.price === undefined) {
              const err129 = {
                instancePath: instancePath + "/vehicles_json/" + i2,
                schemaPath: "#/properties/vehicles_json/items/required",
                keyword: "required",
                params: { missingProperty: "price" },
                message: "must have required property '" + "price" + "'",
              };
              if (vErrors === null) {
                vErrors = [err129];
              } else {
                vErrors.push(err129);
              }
              errors++;
            }
            if (data43.locations === undefined) {
              const err130 = {
                instancePath: instancePath + "/vehicles_json/" + i2,
                schemaPath: "#/properties/vehicles_json/items/required",
                keyword: "required",
                params: { missingProperty: "locations" },
                message: "must have required property '" + "locations" + "'",
              };
              if (vErrors === null) {
                vErrors = [err130];
              } else {
                vErrors.push(err130);
              }
              errors++;
            }
            for (const key6 in data43) {
              if (!(
                key6 === "image_id" ||
                key6 === "display_name" ||
                key6 === "nameplate_name" ||
                key6 === "price" ||
                key6 === "locations" ||
                key6 === "specification"
              )) {
                const err131 = {
                  instancePath: instancePath + "/vehicles_json/" + i2,
                  schemaPath: "#/properties/vehicles_json/items/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key6 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err131];
                } else {
                  vErrors.push(err131);
                }
                errors++;
              }
            }
            if (data43.image_id !== undefined) {
              let data44 = data43.image_id;
              if (typeof data44 !== "string") {
                const err132 = {
                  instancePath: instancePath + "/vehicles_json/" + i2 + "/image_id",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err132];
                } else {
                  vErrors.push(err132);
                }
                errors++;
              }
              if (typeof data44 === "string") {
                if (func1(data44) > 200) {
                  const err133 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/image_id",
                    schemaPath: "#/properties/vehicles_json/items/properties/image_id/maxLength",
                    keyword: "maxLength",
                    params: { limit: 200 },
                    message: "must NOT have more than 200 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err133];
                  } else {
                    vErrors.push(err133);
                  }
                  errors++;
                }
              }
            }
            if (data43.display_name !== undefined) {
              let data45 = data43.display_name;
              if (typeof data45 !== "string") {
                const err134 = {
                  instancePath: instancePath + "/vehicles_json/" + i2 + "/display_name",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err134];
                } else {
                  vErrors.push(err134);
                }
                errors++;
              }
              if (typeof data45 === "string") {
                if (func1(data45) > 120) {
                  const err135 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/display_name",
                    schemaPath: "#/properties/vehicles_json/items/properties/display_name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err135];
                  } else {
                    vErrors.push(err135);
                  }
                  errors++;
                }
                if (func1(data45) < 1) {
                  const err136 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/display_name",
                    schemaPath: "#/properties/vehicles_json/items/properties/display_name/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err136];
                  } else {
                    vErrors.push(err136);
                  }
                  errors++;
                }
              }
            }
            if (data43.nameplate_name !== undefined) {
              let data46 = data43.nameplate_name;
              if (typeof data46 !== "string") {
                const err137 = {
                  instancePath: instancePath + "/vehicles_json/" + i2 + "/nameplate_name",
                  schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err137];
                } else {
                  vErrors.push(err137);
                }
                errors++;
              }
              if (typeof data46 === "string") {
                if (func1(data46) > 80) {
                  const err138 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/nameplate_name",
                    schemaPath: "#/properties/vehicles_json/items/properties/nameplate_name/maxLength",
                    keyword: "maxLength",
                    params: { limit: 80 },
                    message: "must NOT have more than 80 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err138];
                  } else {
                    vErrors.push(err138);
                  }
                  errors++;
                }
                if (func1(data46) < 1) {
                  const err139 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/nameplate_name",
                    schemaPath: "#/properties/vehicles_json/items/properties/nameplate_name/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err139];
                  } else {
                    vErrors.push(err139);
                  }
                  errors++;
                }
              }
            }
            if (data43.price !== undefined) {
              let data47 = data43.price;
              if (data47 && typeof data47 == "object" && !Array.isArray(data47)) {
                if (data47.daily === undefined) {
                  const err140 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/price",
                    schemaPath: "#/properties/vehicles_json/items/properties/price/required",
                    keyword: "required",
                    params: { missingProperty: "daily" },
                    message: "must have required property '" + "daily" + "'",
                  };
                  if (vErrors === null) {
                    vErrors = [err140];
                  } else {
                    vErrors.push(err140);
                  }
                  errors++;
                }
                for (const key7 in data47) {
                  if (!(key7 === "daily")) {
                    const err141 = {
                      instancePath: instancePath + "/vehicles_json/" + i2 + "/price",
                      schemaPath: "#/properties/vehicles_json/items/properties/price/additionalProperties",
                      keyword: "additionalProperties",
                      params: { additionalProperty: key7 },
                      message: "must NOT have additional properties",
                    };
                    if (vErrors === null) {
                      vErrors = [err141];
                    } else {
                      vErrors.push(err141);
                    }
                    errors++;
                  }
                }
                if (data47.daily !== undefined) {
                  let data48 = data47.daily;
                  if (typeof data48 == "number" && isFinite(data48)) {
                    if (data48 > 100000 || isNaN(data48)) {
                      const err142 = {
                        instancePath: instancePath + "/vehicles_json/" + i2 + "/price/daily",
                        schemaPath: "#/properties/vehicles_json/items/properties/price/properties/daily/maximum",
                        keyword: "maximum",
                        params: { comparison: "<=", limit: 100000 },
                        message: "must be <= 100000",
                      };
                      if (vErrors === null) {
                        vErrors = [err142];
                      } else {
                        vErrors.push(err142);
                      }
                      errors++;
                    }
                    if (data48 <= 0 || isNaN(data48)) {
                      const err143 = {
                        instancePath: instancePath + "/vehicles_json/" + i2 + "/price/daily",
                        schemaPath:
                          "#/properties/vehicles_json/items/properties/price/properties/daily/exclusiveMinimum",
                        keyword: "exclusiveMinimum",
                        params: { comparison: ">", limit: 0 },
                        message: "must be > 0",
                      };
                      if (vErrors === null) {
                        vErrors = [err143];
                      } else {
                        vErrors.push(err143);
                      }
                      errors++;
                    }
                  } else {
                    const err144 = {
                      instancePath: instancePath + "/vehicles_json/" + i2 + "/price/daily",
                      schemaPath: "#/properties/vehicles_json/items/properties/price/properties/daily/type",
                      keyword: "type",
                      params: { type: "number" },
                      message: "must be number",
                    };
                    if (vErrors === null) {
                      vErrors = [err144];
                    } else {
                      vErrors.push(err144);
                    }
                    errors++;
                  }
                }
              } else {
                const err145 = {
                  instancePath: instancePath + "/vehicles_json/" + i2 + "/price",
                  schemaPath: "#/properties/vehicles_json/items/properties/price/type",
                  keyword: "type",
                  params: { type: "object" },
                  message: "must be object",
                };
                if (vErrors === null) {
                  vErrors = [err145];
                } else {
                  vErrors.push(err145);
                }
                errors++;
              }
            }
            if (data43.locations !== undefined) {
              let data49 = data43.locations;
              if (Array.isArray(data49)) {
                if (data49.length > 50) {
                  const err146 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/locations",
                    schemaPath: "#/properties/vehicles_json/items/properties/locations/maxItems",
                    keyword: "maxItems",
                    params: { limit: 50 },
                    message: "must NOT have more than 50 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err146];
                  } else {
                    vErrors.push(err146);
                  }
                  errors++;
                }
                if (data49.length < 1) {
                  const err147 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/locations",
                    schemaPath: "#/properties/vehicles_json/items/properties/locations/minItems",
                    keyword: "minItems",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 items",
                  };
                  if (vErrors === null) {
                    vErrors = [err147];
                  } else {
                    vErrors.push(err147);
                  }
                  errors++;
                }
                const len3 = data49.length;
                for (let i3 = 0; i3 < len3; i3++) {
                  let data50 = data49[i3];
                  if (typeof data50 === "string") {
                    if (!pattern1.test(data50)) {
                      const err148 = {
                        instancePath: instancePath + "/vehicles_json/" + i2 + "/locations/" + i3,
                        schemaPath: "#/properties/vehicles_json/items/properties/locations/items/pattern",
                        keyword: "pattern",
                        params: { pattern: "^[a-z0-9_-]{1,40}$" },
                        message: 'must match pattern "' + "^[a-z0-9_-]{1,40}$" + '"',
                      };
                      if (vErrors === null) {
                        vErrors = [err148];
                      } else {
                        vErrors.push(err148);
                      }
                      errors++;
                    }
                  } else {
                    const err149 = {
                      instancePath: instancePath + "/vehicles_json/" + i2 + "/locations/" + i3,
                      schemaPath: "#/properties/vehicles_json/items/properties/locations/items/type",
                      keyword: "type",
                      params: { type: "string" },
                      message: "must be string",
                    };
                    if (vErrors === null) {
                      vErrors = [err149];
                    } else {
                      vErrors.push(err149);
                    }
                    errors++;
                  }
                }
              } else {
                const err150 = {
                  instancePath: instancePath + "/vehicles_json/" + i2 + "/locations",
                  schemaPath: "#/properties/vehicles_json/items/properties/locations/type",
                  keyword: "type",
                  params: { type: "array" },
                  message: "must be array",
                };
                if (vErrors === null) {
                  vErrors = [err150];
                } else {
                  vErrors.push(err150);
                }
                errors++;
              }
            }
            let data51 = data43.specification;
            if (Array.isArray(data51)) {
              if (data51.length > 12) {
                const err151 = {
                  instancePath: instancePath + "/vehicles_json/" + i2 + "/specification",
                  schemaPath: "#/properties/vehicles_json/items/properties/specification/maxItems",
                  keyword: "maxItems",
                  params: { limit: 12 },
                  message: "must NOT have more than 12 items",
                };
                if (vErrors === null) {
                  vErrors = [err151];
                } else {
                  vErrors.push(err151);
                }
                errors++;
              }
              const len4 = data51.length;
              for (let i4 = 0; i4 < len4; i4++) {
                let data52 = data51[i4];
                if (data52 && typeof data52 == "object" && !Array.isArray(data52)) {
                  if (data52.label === undefined) {
                    const err152 = {
                      instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4,
                      schemaPath: "#/properties/vehicles_json/items/properties/specification/items/required",
                      keyword: "required",
                      params: { missingProperty: "label" },
                      message: "must have required property '" + "label" + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err152];
                    } else {
                      vErrors.push(err152);
                    }
                    errors++;
                  }
                  if (data52.value === undefined) {
                    const err153 = {
                      instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4,
                      schemaPath: "#/properties/vehicles_json/items/properties/specification/items/required",
                      keyword: "required",
                      params: { missingProperty: "value" },
                      message: "must have required property '" + "value" + "'",
                    };
                    if (vErrors === null) {
                      vErrors = [err153];
                    } else {
                      vErrors.push(err153);
                    }
                    errors++;
                  }
                  for (const key8 in data52) {
                    if (!(key8 === "label" || key8 === "value")) {
                      const err154 = {
                        instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4,
                        schemaPath:
                          "#/properties/vehicles_json/items/properties/specification/items/additionalProperties",
                        keyword: "additionalProperties",
                        params: { additionalProperty: key8 },
                        message: "must NOT have additional properties",
                      };
                      if (vErrors === null) {
                        vErrors = [err154];
                      } else {
                        vErrors.push(err154);
                      }
                      errors++;
                    }
                  }
                  if (data52.label !== undefined) {
                    let data53 = data52.label;
                    if (typeof data53 !== "string") {
                      const err155 = {
                        instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4 + "/label",
                        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                        keyword: "type",
                        params: { type: "string" },
                        message: "must be string",
                      };
                      if (vErrors === null) {
                        vErrors = [err155];
                      } else {
                        vErrors.push(err155);
                      }
                      errors++;
                    }
                    if (typeof data53 === "string") {
                      if (func1(data53) > 60) {
                        const err156 = {
                          instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4 + "/label",
                          schemaPath:
                            "#/properties/vehicles_json/items/properties/specification/items/properties/label/maxLength",
                          keyword: "maxLength",
                          params: { limit: 60 },
                          message: "must NOT have more than 60 characters",
                        };
                        if (vErrors === null) {
                          vErrors = [err156];
                        } else {
                          vErrors.push(err156);
                        }
                        errors++;
                      }
                      if (func1(data53) < 1) {
                        const err157 = {
                          instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4 + "/label",
                          schemaPath:
                            "#/properties/vehicles_json/items/properties/specification/items/properties/label/minLength",
                          keyword: "minLength",
                          params: { limit: 1 },
                          message: "must NOT have fewer than 1 characters",
                        };
                        if (vErrors === null) {
                          vErrors = [err157];
                        } else {
                          vErrors.push(err157);
                        }
                        errors++;
                      }
                    }
                  }
                  if (data52.value !== undefined) {
                    let data54 = data52.value;
                    if (typeof data54 !== "string") {
                      const err158 = {
                        instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4 + "/value",
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
                    if (typeof data54 === "string") {
                      if (func1(data54) > 80) {
                        const err159 = {
                          instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4 + "/value",
                          schemaPath:
                            "#/properties/vehicles_json/items/properties/specification/items/properties/value/maxLength",
                          keyword: "maxLength",
                          params: { limit: 80 },
                          message: "must NOT have more than 80 characters",
                        };
                        if (vErrors === null) {
                          vErrors = [err159];
                        } else {
                          vErrors.push(err159);
                        }
                        errors++;
                      }
                      if (func1(data54) < 1) {
                        const err160 = {
                          instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4 + "/value",
                          schemaPath:
                            "#/properties/vehicles_json/items/properties/specification/items/properties/value/minLength",
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
                } else {
                  const err161 = {
                    instancePath: instancePath + "/vehicles_json/" + i2 + "/specification/" + i4,
                    schemaPath: "#/properties/vehicles_json/items/properties/specification/items/type",
                    keyword: "type",
                    params: { type: "object" },
                    message: "must be object",
                  };
                  if (vErrors === null) {
                    vErrors = [err161];
                  } else {
                    vErrors.push(err161);
                  }
                  errors++;
                }
              }
            } else {
              const err162 = {
                instancePath: instancePath + "/vehicles_json/" + i2 + "/specification",
                schemaPath: "#/properties/vehicles_json/items/properties/specification/type",
                keyword: "type",
                params: { type: "array" },
                message: "must be array",
              };
              if (vErrors === null) {
                vErrors = [err162];
              } else {
                vErrors.push(err162);
              }
              errors++;
            }
          } else {
            const err163 = {
              instancePath: instancePath + "/vehicles_json/" + i2,
              schemaPath: "#/properties/vehicles_json/items/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err163];
            } else {
              vErrors.push(err163);
            }
            errors++;
          }
        }
      } else {
        const err164 = {
          instancePath: instancePath + "/vehicles_json",
          schemaPath: "#/properties/vehicles_json/type",
          keyword: "type",
          params: { type: "array" },
          message: "must be array",
        };
        if (vErrors === null) {
          vErrors = [err164];
        } else {
          vErrors.push(err164);
        }
        errors++;
      }
    }
    let data55 = data.additional_json;
    if (Array.isArray(data55)) {
      if (data55.length > 20) {
        const err165 = {
          instancePath: instancePath + "/additional_json",
          schemaPath: "#/properties/additional_json/maxItems",
          keyword: "maxItems",
          params: { limit: 20 },
          message: "must NOT have more than 20 items",
        };
        if (vErrors === null) {
          vErrors = [err165];
        } else {
          vErrors.push(err165);
        }
        errors++;
      }
      const len5 = data55.length;
      for (let i5 = 0; i5 < len5; i5++) {
        let data56 = data55[i5];
        if (data56 && typeof data56 == "object" && !Array.isArray(data56)) {
          if (data56.price_string_context === undefined) {
            data56.price_string_context = "";
          }
          if (data56.charge === undefined) {
            data56.charge = "per_rental";
          }
          if (data56.features_list === undefined) {
            data56.features_list = [];
          }
          if (data56.heading === undefined) {
            const err166 = {
              instancePath: instancePath + "/additional_json/" + i5,
              schemaPath: "#/properties/additional_json/items/required",
              keyword: "required",
              params: { missingProperty: "heading" },
              message: "must have required property '" + "heading" + "'",
            };
            if (vErrors === null) {
              vErrors = [err166];
            } else {
              vErrors.push(err166);
            }
            errors++;
          }
          if (data56.price === undefined) {
            const err167 = {
              instancePath: instancePath + "/additional_json/" + i5,
              schemaPath: "#/properties/additional_json/items/required",
              keyword: "required",
              params: { missingProperty: "price" },
              message: "must have required property '" + "price" + "'",
            };
            if (vErrors === null) {
              vErrors = [err167];
            } else {
              vErrors.push(err167);
            }
            errors++;
          }
          if (data56.controller === undefined) {
            const err168 = {
              instancePath: instancePath + "/additional_json/" + i5,
              schemaPath: "#/properties/additional_json/items/required",
              keyword: "required",
              params: { missingProperty: "controller" },
              message: "must have required property '" + "controller" + "'",
            };
            if (vErrors === null) {
              vErrors = [err168];
            } else {
              vErrors.push(err168);
            }
            errors++;
          }
          for (const key9 in data56) {
            if (!(
              key9 === "heading" ||
              key9 === "price" ||
              key9 === "price_string_context" ||
              key9 === "charge" ||
              key9 === "features_list" ||
              key9 === "controller"
            )) {
              const err169 = {
                instancePath: instancePath + "/additional_json/" + i5,
                schemaPath: "#/properties/additional_json/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key9 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err169];
              } else {
                vErrors.push(err169);
              }
              errors++;
            }
          }
          if (data56.heading !== undefined) {
            let data57 = data56.heading;
            if (typeof data57 !== "string") {
              const err170 = {
                instancePath: instancePath + "/additional_json/" + i5 + "/heading",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err170];
              } else {
                vErrors.push(err170);
              }
              errors++;
            }
            if (typeof data57 === "string") {
              if (func1(data57) > 80) {
                const err171 = {
                  instancePath: instancePath + "/additional_json/" + i5 + "/heading",
                  schemaPath: "#/properties/additional_json/items/properties/heading/maxLength",
                  keyword: "maxLength",
                  params: { limit: 80 },
                  message: "must NOT have more than 80 characters",
                };
                if (vErrors === null) {
                  vErrors = [err171];
                } else {
                  vErrors.push(err171);
                }
                errors++;
              }
              if (func1(data57) < 1) {
                const err172 = {
                  instancePath: instancePath + "/additional_json/" + i5 + "/heading",
                  schemaPath: "#/properties/additional_json/items/properties/heading/minLength",
                  keyword: "minLength",
                  params: { limit: 1 },
                  message: "must NOT have fewer than 1 characters",
                };
                if (vErrors === null) {
                  vErrors = [err172];
                } else {
                  vErrors.push(err172);
                }
                errors++;
              }
            }
          }
          if (data56.price !== undefined) {
            let data58 = data56.price;
            if (typeof data58 == "number" && isFinite(data58)) {
              if (data58 > 100000 || isNaN(data58)) {
                const err173 = {
                  instancePath: instancePath + "/additional_json/" + i5 + "/price",
                  schemaPath: "#/properties/additional_json/items/properties/price/maximum",
                  keyword: "maximum",
                  params: { comparison: "<=", limit: 100000 },
                  message: "must be <= 100000",
                };
                if (vErrors === null) {
                  vErrors = [err173];
                } else {
                  vErrors.push(err173);
                }
                errors++;
              }
              if (data58 < 0 || isNaN(data58)) {
                const err174 = {
                  instancePath: instancePath + "/additional_json/" + i5 + "/price",
                  schemaPath: "#/properties/additional_json/items/properties/price/minimum",
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
            } else {
              const err175 = {
                instancePath: instancePath + "/additional_json/" + i5 + "/price",
                schemaPath: "#/properties/additional_json/items/properties/price/type",
                keyword: "type",
                params: { type: "number" },
                message: "must be number",
              };
              if (vErrors === null) {
                vErrors = [err175];
              } else {
                vErrors.push(err175);
              }
              errors++;
            }
          }
          let data59 = data56.price_string_context;
          if (typeof data59 !== "string") {
            const err176 = {
              instancePath: instancePath + "/additional_json/" + i5 + "/price_string_context",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err176];
            } else {
              vErrors.push(err176);
            }
            errors++;
          }
          if (typeof data59 === "string") {
            if (func1(data59) > 40) {
              const err177 = {
                instancePath: instancePath + "/additional_json/" + i5 + "/price_string_context",
                schemaPath: "#/properties/additional_json/items/properties/price_string_context/maxLength",
                keyword: "maxLength",
                params: { limit: 40 },
                message: "must NOT have more than 40 characters",
              };
              if (vErrors === null) {
                vErrors = [err177];
              } else {
                vErrors.push(err177);
              }
              errors++;
            }
          }
          let data60 = data56.charge;
          if (!(data60 === "per_day" || data60 === "per_rental")) {
            const err178 = {
              instancePath: instancePath + "/additional_json/" + i5 + "/charge",
              schemaPath: "#/properties/additional_json/items/properties/charge/enum",
              keyword: "enum",
              params: { allowedValues: schema0.properties.additional_json.items.properties.charge.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err178];
            } else {
              vErrors.push(err178);
            }
            errors++;
          }
          let data61 = data56.features_list;
          if (Array.isArray(data61)) {
            if (data61.length > 10) {
              const err179 = {
                instancePath: instancePath + "/additional_json/" + i5 + "/features_list",
                schemaPath: "#/properties/additional_json/items/properties/features_list/maxItems",
                keyword: "maxItems",
                params: { limit: 10 },
                message: "must NOT have more than 10 items",
              };
              if (vErrors === null) {
                vErrors = [err179];
              } else {
                vErrors.push(err179);
              }
              errors++;
            }
            const len6 = data61.length;
            for (let i6 = 0; i6 < len6; i6++) {
              let data62 = data61[i6];
              if (typeof data62 === "string") {
                if (func1(data62) > 120) {
                  const err180 = {
                    instancePath: instancePath + "/additional_json/" + i5 + "/features_list/" + i6,
                    schemaPath: "#/properties/additional_json/items/properties/features_list/items/maxLength",
                    keyword: "maxLength",
                    params: { limit: 120 },
                    message: "must NOT have more than 120 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err180];
                  } else {
                    vErrors.push(err180);
                  }
                  errors++;
                }
                if (func1(data62) < 1) {
                  const err181 = {
                    instancePath: instancePath + "/additional_json/" + i5 + "/features_list/" + i6,
                    schemaPath: "#/properties/additional_json/items/properties/features_list/items/minLength",
                    keyword: "minLength",
                    params: { limit: 1 },
                    message: "must NOT have fewer than 1 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err181];
                  } else {
                    vErrors.push(err181);
                  }
                  errors++;
                }
              } else {
                const err182 = {
                  instancePath: instancePath + "/additional_json/" + i5 + "/features_list/" + i6,
                  schemaPath: "#/properties/additional_json/items/properties/features_list/items/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err182];
                } else {
                  vErrors.push(err182);
                }
                errors++;
              }
            }
          } else {
            const err183 = {
              instancePath: instancePath + "/additional_json/" + i5 + "/features_list",
              schemaPath: "#/properties/additional_json/items/properties/features_list/type",
              keyword: "type",
              params: { type: "array" },
              message: "must be array",
            };
            if (vErrors === null) {
              vErrors = [err183];
            } else {
              vErrors.push(err183);
            }
            errors++;
          }
          if (data56.controller !== undefined) {
            let data63 = data56.controller;
            if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
              if (data63.type === undefined) {
                const err184 = {
                  instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                  schemaPath: "#/properties/additional_json/items/properties/controller/required",
                  keyword: "required",
                  params: { missingProperty: "type" },
                  message: "must have required property '" + "type" + "'",
                };
                if (vErrors === null) {
                  vErrors = [err184];
                } else {
                  vErrors.push(err184);
                }
                errors++;
              }
              if (data63.type !== undefined) {
                let data64 = data63.type;
                if (!(data64 === "amount" || data64 === "toggler")) {
                  const err185 = {
                    instancePath: instancePath + "/additional_json/" + i5 + "/controller/type",
                    schemaPath: "#/properties/additional_json/items/properties/controller/properties/type/enum",
                    keyword: "enum",
                    params: {
                      allowedValues:
                        schema0.properties.additional_json.items.properties.controller.properties.type.enum,
                    },
                    message: "must be equal to one of the allowed values",
                  };
                  if (vErrors === null) {
                    vErrors = [err185];
                  } else {
                    vErrors.push(err185);
                  }
                  errors++;
                }
              }
              const tag0 = data63.type;
              if (typeof tag0 == "string") {
                if (tag0 === "amount") {
                  if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                    if (data63.type === undefined) {
                      const err186 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/0/required",
                        keyword: "required",
                        params: { missingProperty: "type" },
                        message: "must have required property '" + "type" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err186];
                      } else {
                        vErrors.push(err186);
                      }
                      errors++;
                    }
                    if (data63.min === undefined) {
                      const err187 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/0/required",
                        keyword: "required",
                        params: { missingProperty: "min" },
                        message: "must have required property '" + "min" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err187];
                      } else {
                        vErrors.push(err187);
                      }
                      errors++;
                    }
                    if (data63.max === undefined) {
                      const err188 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/0/required",
                        keyword: "required",
                        params: { missingProperty: "max" },
                        message: "must have required property '" + "max" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err188];
                      } else {
                        vErrors.push(err188);
                      }
                      errors++;
                    }
                    if (data63.value === undefined) {
                      const err189 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/0/required",
                        keyword: "required",
                        params: { missingProperty: "value" },
                        message: "must have required property '" + "value" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err189];
                      } else {
                        vErrors.push(err189);
                      }
                      errors++;
                    }
                    if (data63.default === undefined) {
                      const err190 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/0/required",
                        keyword: "required",
                        params: { missingProperty: "default" },
                        message: "must have required property '" + "default" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err190];
                      } else {
                        vErrors.push(err190);
                      }
                      errors++;
                    }
                    for (const key10 in data63) {
                      if (!(
                        key10 === "type" ||
                        key10 === "min" ||
                        key10 === "max" ||
                        key10 === "value" ||
                        key10 === "default"
                      )) {
                        const err191 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/0/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key10 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err191];
                        } else {
                          vErrors.push(err191);
                        }
                        errors++;
                      }
                    }
                    if (data63.type !== undefined) {
                      if ("amount" !== data63.type) {
                        const err192 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/type",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/0/properties/type/const",
                          keyword: "const",
                          params: { allowedValue: "amount" },
                          message: "must be equal to constant",
                        };
                        if (vErrors === null) {
                          vErrors = [err192];
                        } else {
                          vErrors.push(err192);
                        }
                        errors++;
                      }
                    }
                    if (data63.min !== undefined) {
                      let data66 = data63.min;
                      if (!(typeof data66 == "number" && !(data66 % 1) && !isNaN(data66) && isFinite(data66))) {
                        const err193 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/min",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/0/properties/min/type",
                          keyword: "type",
                          params: { type: "integer" },
                          message: "must be integer",
                        };
                        if (vErrors === null) {
                          vErrors = [err193];
                        } else {
                          vErrors.push(err193);
                        }
                        errors++;
                      }
                      if (typeof data66 == "number" && isFinite(data66)) {
                        if (data66 > 99 || isNaN(data66)) {
                          const err194 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/min",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/min/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 99 },
                            message: "must be <= 99",
                          };
                          if (vErrors === null) {
                            vErrors = [err194];
                          } else {
                            vErrors.push(err194);
                          }
                          errors++;
                        }
                        if (data66 < 0 || isNaN(data66)) {
                          const err195 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/min",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/min/minimum",
                            keyword: "minimum",
                            params: { comparison: ">=", limit: 0 },
                            message: "must be >= 0",
                          };
                          if (vErrors === null) {
                            vErrors = [err195];
                          } else {
                            vErrors.push(err195);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data63.max !== undefined) {
                      let data67 = data63.max;
                      if (!(typeof data67 == "number" && !(data67 % 1) && !isNaN(data67) && isFinite(data67))) {
                        const err196 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/max",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/0/properties/max/type",
                          keyword: "type",
                          params: { type: "integer" },
                          message: "must be integer",
                        };
                        if (vErrors === null) {
                          vErrors = [err196];
                        } else {
                          vErrors.push(err196);
                        }
                        errors++;
                      }
                      if (typeof data67 == "number" && isFinite(data67)) {
                        if (data67 > 99 || isNaN(data67)) {
                          const err197 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/max",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/max/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 99 },
                            message: "must be <= 99",
                          };
                          if (vErrors === null) {
                            vErrors = [err197];
                          } else {
                            vErrors.push(err197);
                          }
                          errors++;
                        }
                        if (data67 < 1 || isNaN(data67)) {
                          const err198 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/max",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/max/minimum",
                            keyword: "minimum",
                            params: { comparison: ">=", limit: 1 },
                            message: "must be >= 1",
                          };
                          if (vErrors === null) {
                            vErrors = [err198];
                          } else {
                            vErrors.push(err198);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data63.value !== undefined) {
                      let data68 = data63.value;
                      if (!(typeof data68 == "number" && !(data68 % 1) && !isNaN(data68) && isFinite(data68))) {
                        const err199 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/value",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/0/properties/value/type",
                          keyword: "type",
                          params: { type: "integer" },
                          message: "must be integer",
                        };
                        if (vErrors === null) {
                          vErrors = [err199];
                        } else {
                          vErrors.push(err199);
                        }
                        errors++;
                      }
                      if (typeof data68 == "number" && isFinite(data68)) {
                        if (data68 > 99 || isNaN(data68)) {
                          const err200 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/value",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/value/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 99 },
                            message: "must be <= 99",
                          };
                          if (vErrors === null) {
                            vErrors = [err200];
                          } else {
                            vErrors.push(err200);
                          }
                          errors++;
                        }
                        if (data68 < 1 || isNaN(data68)) {
                          const err201 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/value",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/value/minimum",
                            keyword: "minimum",
                            params: { comparison: ">=", limit: 1 },
                            message: "must be >= 1",
                          };
                          if (vErrors === null) {
                            vErrors = [err201];
                          } else {
                            vErrors.push(err201);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data63.default !== undefined) {
                      let data69 = data63.default;
                      if (!(typeof data69 == "number" && !(data69 % 1) && !isNaN(data69) && isFinite(data69))) {
                        const err202 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/default",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/0/properties/default/type",
                          keyword: "type",
                          params: { type: "integer" },
                          message: "must be integer",
                        };
                        if (vErrors === null) {
                          vErrors = [err202];
                        } else {
                          vErrors.push(err202);
                        }
                        errors++;
                      }
                      if (typeof data69 == "number" && isFinite(data69)) {
                        if (data69 > 99 || isNaN(data69)) {
                          const err203 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/default",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/default/maximum",
                            keyword: "maximum",
                            params: { comparison: "<=", limit: 99 },
                            message: "must be <= 99",
                          };
                          if (vErrors === null) {
                            vErrors = [err203];
                          } else {
                            vErrors.push(err203);
                          }
                          errors++;
                        }
                        if (data69 < 0 || isNaN(data69)) {
                          const err204 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/default",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/0/properties/default/minimum",
                            keyword: "minimum",
                            params: { comparison: ">=", limit: 0 },
                            message: "must be >= 0",
                          };
                          if (vErrors === null) {
                            vErrors = [err204];
                          } else {
                            vErrors.push(err204);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err205 = {
                      instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                      schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/0/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err205];
                    } else {
                      vErrors.push(err205);
                    }
                    errors++;
                  }
                } else if (tag0 === "toggler") {
                  if (data63 && typeof data63 == "object" && !Array.isArray(data63)) {
                    if (data63.type === undefined) {
                      const err206 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/1/required",
                        keyword: "required",
                        params: { missingProperty: "type" },
                        message: "must have required property '" + "type" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err206];
                      } else {
                        vErrors.push(err206);
                      }
                      errors++;
                    }
                    if (data63.true_label === undefined) {
                      const err207 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/1/required",
                        keyword: "required",
                        params: { missingProperty: "true_label" },
                        message: "must have required property '" + "true_label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err207];
                      } else {
                        vErrors.push(err207);
                      }
                      errors++;
                    }
                    if (data63.false_label === undefined) {
                      const err208 = {
                        instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                        schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/1/required",
                        keyword: "required",
                        params: { missingProperty: "false_label" },
                        message: "must have required property '" + "false_label" + "'",
                      };
                      if (vErrors === null) {
                        vErrors = [err208];
                      } else {
                        vErrors.push(err208);
                      }
                      errors++;
                    }
                    for (const key11 in data63) {
                      if (!(key11 === "type" || key11 === "true_label" || key11 === "false_label")) {
                        const err209 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/1/additionalProperties",
                          keyword: "additionalProperties",
                          params: { additionalProperty: key11 },
                          message: "must NOT have additional properties",
                        };
                        if (vErrors === null) {
                          vErrors = [err209];
                        } else {
                          vErrors.push(err209);
                        }
                        errors++;
                      }
                    }
                    if (data63.type !== undefined) {
                      if ("toggler" !== data63.type) {
                        const err210 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/type",
                          schemaPath:
                            "#/properties/additional_json/items/properties/controller/oneOf/1/properties/type/const",
                          keyword: "const",
                          params: { allowedValue: "toggler" },
                          message: "must be equal to constant",
                        };
                        if (vErrors === null) {
                          vErrors = [err210];
                        } else {
                          vErrors.push(err210);
                        }
                        errors++;
                      }
                    }
                    if (data63.true_label !== undefined) {
                      let data71 = data63.true_label;
                      if (typeof data71 !== "string") {
                        const err211 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/true_label",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err211];
                        } else {
                          vErrors.push(err211);
                        }
                        errors++;
                      }
                      if (typeof data71 === "string") {
                        if (func1(data71) > 40) {
                          const err212 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/true_label",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/1/properties/true_label/maxLength",
                            keyword: "maxLength",
                            params: { limit: 40 },
                            message: "must NOT have more than 40 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err212];
                          } else {
                            vErrors.push(err212);
                          }
                          errors++;
                        }
                        if (func1(data71) < 1) {
                          const err213 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/true_label",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/1/properties/true_label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err213];
                          } else {
                            vErrors.push(err213);
                          }
                          errors++;
                        }
                      }
                    }
                    if (data63.false_label !== undefined) {
                      let data72 = data63.false_label;
                      if (typeof data72 !== "string") {
                        const err214 = {
                          instancePath: instancePath + "/additional_json/" + i5 + "/controller/false_label",
                          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                          keyword: "type",
                          params: { type: "string" },
                          message: "must be string",
                        };
                        if (vErrors === null) {
                          vErrors = [err214];
                        } else {
                          vErrors.push(err214);
                        }
                        errors++;
                      }
                      if (typeof data72 === "string") {
                        if (func1(data72) > 40) {
                          const err215 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/false_label",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/1/properties/false_label/maxLength",
                            keyword: "maxLength",
                            params: { limit: 40 },
                            message: "must NOT have more than 40 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err215];
                          } else {
                            vErrors.push(err215);
                          }
                          errors++;
                        }
                        if (func1(data72) < 1) {
                          const err216 = {
                            instancePath: instancePath + "/additional_json/" + i5 + "/controller/false_label",
                            schemaPath:
                              "#/properties/additional_json/items/properties/controller/oneOf/1/properties/false_label/minLength",
                            keyword: "minLength",
                            params: { limit: 1 },
                            message: "must NOT have fewer than 1 characters",
                          };
                          if (vErrors === null) {
                            vErrors = [err216];
                          } else {
                            vErrors.push(err216);
                          }
                          errors++;
                        }
                      }
                    }
                  } else {
                    const err217 = {
                      instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                      schemaPath: "#/properties/additional_json/items/properties/controller/oneOf/1/type",
                      keyword: "type",
                      params: { type: "object" },
                      message: "must be object",
                    };
                    if (vErrors === null) {
                      vErrors = [err217];
                    } else {
                      vErrors.push(err217);
                    }
                    errors++;
                  }
                } else {
                  const err218 = {
                    instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                    schemaPath: "#/properties/additional_json/items/properties/controller/discriminator",
                    keyword: "discriminator",
                    params: { error: "mapping", tag: "type", tagValue: tag0 },
                    message: 'value of tag "type" must be in oneOf',
                  };
                  if (vErrors === null) {
                    vErrors = [err218];
                  } else {
                    vErrors.push(err218);
                  }
                  errors++;
                }
              } else {
                const err219 = {
                  instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                  schemaPath: "#/properties/additional_json/items/properties/controller/discriminator",
                  keyword: "discriminator",
                  params: { error: "tag", tag: "type", tagValue: tag0 },
                  message: 'tag "type" must be string',
                };
                if (vErrors === null) {
                  vErrors = [err219];
                } else {
                  vErrors.push(err219);
                }
                errors++;
              }
            } else {
              const err220 = {
                instancePath: instancePath + "/additional_json/" + i5 + "/controller",
                schemaPath: "#/properties/additional_json/items/properties/controller/type",
                keyword: "type",
                params: { type: "object" },
                message: "must be object",
              };
              if (vErrors === null) {
                vErrors = [err220];
              } else {
                vErrors.push(err220);
              }
              errors++;
            }
          }
        } else {
          const err221 = {
            instancePath: instancePath + "/additional_json/" + i5,
            schemaPath: "#/properties/additional_json/items/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          };
          if (vErrors === null) {
            vErrors = [err221];
          } else {
            vErrors.push(err221);
          }
          errors++;
        }
      }
    } else {
      const err222 = {
        instancePath: instancePath + "/additional_json",
        schemaPath: "#/properties/additional_json/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err222];
      } else {
        vErrors.push(err222);
      }
      errors++;
    }
    let data73 = data.currency_symbol;
    if (typeof data73 !== "string") {
      const err223 = {
        instancePath: instancePath + "/currency_symbol",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err223];
      } else {
        vErrors.push(err223);
      }
      errors++;
    }
    if (typeof data73 === "string") {
      if (func1(data73) > 4) {
        const err224 = {
          instancePath: instancePath + "/currency_symbol",
          schemaPath: "#/properties/currency_symbol/maxLength",
          keyword: "maxLength",
          params: { limit: 4 },
          message: "must NOT have more than 4 characters",
        };
        if (vErrors === null) {
          vErrors = [err224];
        } else {
          vErrors.push(err224);
        }
        errors++;
      }
      if (func1(data73) < 1) {
        const err225 = {
          instancePath: instancePath + "/currency_symbol",
          schemaPath: "#/properties/currency_symbol/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err225];
        } else {
          vErrors.push(err225);
        }
        errors++;
      }
    }
    let data74 = data.contact_step_form_id;
    if (typeof data74 !== "string") {
      const err226 = {
        instancePath: instancePath + "/contact_step_form_id",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err226];
      } else {
        vErrors.push(err226);
      }
      errors++;
    }
    if (typeof data74 === "string") {
      if (func1(data74) > 64) {
        const err227 = {
          instancePath: instancePath + "/contact_step_form_id",
          schemaPath: "#/properties/contact_step_form_id/maxLength",
          keyword: "maxLength",
          params: { limit: 64 },
          message: "must NOT have more than 64 characters",
        };
        if (vErrors === null) {
          vErrors = [err227];
        } else {
          vErrors.push(err227);
        }
        errors++;
      }
      if (!pattern3.test(data74)) {
        const err228 = {
          instancePath: instancePath + "/contact_step_form_id",
          schemaPath: "#/properties/contact_step_form_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[A-Za-z0-9-]{1,64}$" },
          message: 'must match pattern "' + "^$|^[A-Za-z0-9-]{1,64}$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err228];
        } else {
          vErrors.push(err228);
        }
        errors++;
      }
    }
    let data75 = data.form_hidden_field_mapping;
    if (Array.isArray(data75)) {
      if (data75.length > 20) {
        const err229 = {
          instancePath: instancePath + "/form_hidden_field_mapping",
          schemaPath: "#/properties/form_hidden_field_mapping/maxItems",
          keyword: "maxItems",
          params: { limit: 20 },
          message: "must NOT have more than 20 items",
        };
        if (vErrors === null) {
          vErrors = [err229];
        } else {
          vErrors.push(err229);
        }
        errors++;
      }
      const len7 = data75.length;
      for (let i7 = 0; i7 < len7; i7++) {
        let data76 = data75[i7];
        if (data76 && typeof data76 == "object" && !Array.isArray(data76)) {
          if (data76.name === undefined) {
            const err230 = {
              instancePath: instancePath + "/form_hidden_field_mapping/" + i7,
              schemaPath: "#/properties/form_hidden_field_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "name" },
              message: "must have required property '" + "name" + "'",
            };
            if (vErrors === null) {
              vErrors = [err230];
            } else {
              vErrors.push(err230);
            }
            errors++;
          }
          if (data76.value === undefined) {
            const err231 = {
              instancePath: instancePath + "/form_hidden_field_mapping/" + i7,
              schemaPath: "#/properties/form_hidden_field_mapping/items/required",
              keyword: "required",
              params: { missingProperty: "value" },
              message: "must have required property '" + "value" + "'",
            };
            if (vErrors === null) {
              vErrors = [err231];
            } else {
              vErrors.push(err231);
            }
            errors++;
          }
          for (const key12 in data76) {
            if (!(key12 === "name" || key12 === "value")) {
              const err232 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i7,
                schemaPath: "#/properties/form_hidden_field_mapping/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key12 },
                message: "must NOT have additional properties",
              };
              if (vErrors === null) {
                vErrors = [err232];
              } else {
                vErrors.push(err232);
              }
              errors++;
            }
          }
          if (data76.name !== undefined) {
            let data77 = data76.name;
            if (typeof data77 !== "string") {
              const err233 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i7 + "/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err233];
              } else {
                vErrors.push(err233);
              }
              errors++;
            }
            if (typeof data77 === "string") {
              if (func1(data77) > 63) {
                const err234 = {
                  instancePath: instancePath + "/form_hidden_field_mapping/" + i7 + "/name",
                  schemaPath: "#/properties/form_hidden_field_mapping/items/properties/name/maxLength",
                  keyword: "maxLength",
                  params: { limit: 63 },
                  message: "must NOT have more than 63 characters",
                };
                if (vErrors === null) {
                  vErrors = [err234];
                } else {
                  vErrors.push(err234);
                }
                errors++;
              }
              if (func1(data77) < 1) {
                const err235 = {
                  instancePath: instancePath + "/form_hidden_field_mapping/" + i7 + "/name",
                  schemaPath: "#/properties/form_hidden_field_mapping/items/properties/name/minLength",
                  keyword: "minLength",
                  params: { limit: 1 },
                  message: "must NOT have fewer than 1 characters",
                };
                if (vErrors === null) {
                  vErrors = [err235];
                } else {
                  vErrors.push(err235);
                }
                errors++;
              }
            }
          }
          if (data76.value !== undefined) {
            let data78 = data76.value;
            if (typeof data78 !== "string") {
              const err236 = {
                instancePath: instancePath + "/form_hidden_field_mapping/" + i7 + "/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err236];
              } else {
                vErrors.push(err236);
              }
              errors++;
            }
            if (typeof data78 === "string") {
              if (func1(data78) > 2000) {
                const err237 = {
                  instancePath: instancePath + "/form_hidden_field_mapping/" + i7 + "/value",
                  schemaPath: "#/properties/form_hidden_field_mapping/items/properties/value/maxLength",
                  keyword: "maxLength",
                  params: { limit: 2000 },
                  message: "must NOT have more than 2000 characters",
                };
                if (vErrors === null) {
                  vErrors = [err237];
                } else {
                  vErrors.push(err237);
                }
                errors++;
              }
            }
          }
        } else {
          const err238 = {
            instancePath: instancePath + "/form_hidden_field_mapping/" + i7,
            schemaPath: "#/properties/form_hidden_field_mapping/items/type",
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
    } else {
      const err239 = {
        instancePath: instancePath + "/form_hidden_field_mapping",
        schemaPath: "#/properties/form_hidden_field_mapping/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err239];
      } else {
        vErrors.push(err239);
      }
      errors++;
    }
    let data79 = data.form_summary_template;
    if (typeof data79 !== "string") {
      const err240 = {
        instancePath: instancePath + "/form_summary_template",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/text/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err240];
      } else {
        vErrors.push(err240);
      }
      errors++;
    }
    if (typeof data79 === "string") {
      if (func1(data79) > 2000) {
        const err241 = {
          instancePath: instancePath + "/form_summary_template",
          schemaPath: "#/properties/form_summary_template/maxLength",
          keyword: "maxLength",
          params: { limit: 2000 },
          message: "must NOT have more than 2000 characters",
        };
        if (vErrors === null) {
          vErrors = [err241];
        } else {
          vErrors.push(err241);
        }
        errors++;
      }
    }
    let data80 = data.thank_you_heading;
    if (typeof data80 !== "string") {
      const err242 = {
        instancePath: instancePath + "/thank_you_heading",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err242];
      } else {
        vErrors.push(err242);
      }
      errors++;
    }
    if (typeof data80 === "string") {
      if (func1(data80) > 120) {
        const err243 = {
          instancePath: instancePath + "/thank_you_heading",
          schemaPath: "#/properties/thank_you_heading/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err243];
        } else {
          vErrors.push(err243);
        }
        errors++;
      }
      if (func1(data80) < 1) {
        const err244 = {
          instancePath: instancePath + "/thank_you_heading",
          schemaPath: "#/properties/thank_you_heading/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err244];
        } else {
          vErrors.push(err244);
        }
        errors++;
      }
    }
    if (typeof data.thank_you_text !== "string") {
      const err245 = {
        instancePath: instancePath + "/thank_you_text",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err245];
      } else {
        vErrors.push(err245);
      }
      errors++;
    }
    let data82 = data.error_heading;
    if (typeof data82 !== "string") {
      const err246 = {
        instancePath: instancePath + "/error_heading",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err246];
      } else {
        vErrors.push(err246);
      }
      errors++;
    }
    if (typeof data82 === "string") {
      if (func1(data82) > 120) {
        const err247 = {
          instancePath: instancePath + "/error_heading",
          schemaPath: "#/properties/error_heading/maxLength",
          keyword: "maxLength",
          params: { limit: 120 },
          message: "must NOT have more than 120 characters",
        };
        if (vErrors === null) {
          vErrors = [err247];
        } else {
          vErrors.push(err247);
        }
        errors++;
      }
      if (func1(data82) < 1) {
        const err248 = {
          instancePath: instancePath + "/error_heading",
          schemaPath: "#/properties/error_heading/minLength",
          keyword: "minLength",
          params: { limit: 1 },
          message: "must NOT have fewer than 1 characters",
        };
        if (vErrors === null) {
          vErrors = [err248];
        } else {
          vErrors.push(err248);
        }
        errors++;
      }
    }
    if (typeof data.error_text !== "string") {
      const err249 = {
        instancePath: instancePath + "/error_text",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/paragraph/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err249];
      } else {
        vErrors.push(err249);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data84 = data.dc_strategy;
      if (data84 && typeof data84 == "object" && !Array.isArray(data84)) {
        if (data84.key === undefined) {
          const err250 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err250];
          } else {
            vErrors.push(err250);
          }
          errors++;
        }
        if (data84.value === undefined) {
          const err251 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err251];
          } else {
            vErrors.push(err251);
          }
          errors++;
        }
        for (const key13 in data84) {
          if (!(key13 === "key" || key13 === "value" || key13 === "name" || key13 === "fallback")) {
            const err252 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key13 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err252];
            } else {
              vErrors.push(err252);
            }
            errors++;
          }
        }
        if (data84.key !== undefined) {
          let data85 = data84.key;
          if (!(
            data85 === "url_brands" ||
            data85 === "mena_offers" ||
            data85 === "reffine_sl" ||
            data85 === "mena_external_sl"
          )) {
            const err253 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema48.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err253];
            } else {
              vErrors.push(err253);
            }
            errors++;
          }
        }
        if (data84.value !== undefined) {
          let data86 = data84.value;
          if (typeof data86 === "string") {
            if (func1(data86) > 500) {
              const err254 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err254];
              } else {
                vErrors.push(err254);
              }
              errors++;
            }
          } else {
            const err255 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err255];
            } else {
              vErrors.push(err255);
            }
            errors++;
          }
        }
        if (data84.name !== undefined) {
          let data87 = data84.name;
          if (typeof data87 === "string") {
            if (func1(data87) > 120) {
              const err256 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err256];
              } else {
                vErrors.push(err256);
              }
              errors++;
            }
          } else {
            const err257 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err257];
            } else {
              vErrors.push(err257);
            }
            errors++;
          }
        }
        if (data84.fallback !== undefined) {
          if (typeof data84.fallback !== "boolean") {
            const err258 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err258];
            } else {
              vErrors.push(err258);
            }
            errors++;
          }
        }
      } else {
        const err259 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err259];
        } else {
          vErrors.push(err259);
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
    const err260 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err260];
    } else {
      vErrors.push(err260);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
