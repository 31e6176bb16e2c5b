// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/retailer-schema",
  title: "Retailer schema",
  description:
    "Publishes a retailer's details to search engines as schema.org structured data (AutoDealer or LocalBusiness JSON-LD). Visitors see nothing of it on the page.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Retailer schema",
    short_description: "Retailer details as structured data for search engines",
    group: "Retailers",
    priority: 80,
    thumbnail: "retailer-schema.svg",
    scroll_target: false,
  },
  required: ["id", "name"],
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    business_type: {
      title: "Business type",
      enum: ["AutoDealer", "LocalBusiness"],
      "x-enum-labels": ["Car dealer", "Local business"],
      default: "AutoDealer",
    },
    name: { $ref: "https://forecourt.dev/schemas/fields#/$defs/string", title: "Name", minLength: 1, maxLength: 120 },
    description: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/text",
      title: "Description",
      maxLength: 1000,
      default: "",
    },
    keywords: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Keywords",
      description: "Comma-separated.",
      maxLength: 300,
      default: "",
    },
    opening_hours: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Opening hours",
      description: 'JSON: a list in schema.org form, e.g. ["Mo-Fr 08:00-17:00", "Sa 08:00-12:00"].',
      type: "array",
      maxItems: 14,
      items: {
        type: "string",
        pattern:
          "^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]$",
      },
      default: [],
    },
    payment_accepted: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Payment accepted",
      description: "E.g. Cash, Credit Card, Finance.",
      maxLength: 200,
      default: "",
    },
    price_range: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Price range",
      description: "E.g. $$$ or R 800 000 - R 3 000 000.",
      maxLength: 100,
      default: "",
    },
    address: {
      title: "Address",
      type: "object",
      additionalProperties: false,
      properties: {
        street_address: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Street",
          maxLength: 200,
          default: "",
        },
        locality: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "City",
          maxLength: 80,
          default: "",
        },
        region: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Province or state",
          maxLength: 80,
          default: "",
        },
        postal_code: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Postcode",
          maxLength: 20,
          default: "",
        },
        country: {
          $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
          title: "Country",
          description: "ISO 3166-1 alpha-2 code, e.g. ZA.",
          pattern: "^([A-Z]{2})?$",
          default: "",
        },
      },
      default: {},
    },
    latitude: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
      title: "Latitude",
      minimum: -90,
      maximum: 90,
    },
    longitude: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
      title: "Longitude",
      minimum: -180,
      maximum: 180,
    },
    contact_info: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Contact info",
      description:
        'JSON: { "phone": "+27 11 555 0100", "email": "sales@example.com", "website": "https://..." } (each optional).',
      type: "object",
      additionalProperties: false,
      properties: {
        phone: { type: "string", maxLength: 40, pattern: "^\\+?[0-9 ()-]{3,40}$" },
        email: { type: "string", maxLength: 200, pattern: "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$" },
        website: { type: "string", maxLength: 500, pattern: "^https?://[^\\s]+$" },
      },
      default: {},
    },
    offers_info: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Offers",
      description:
        'JSON: what the retailer offers, e.g. [{ "name": "New vehicles" }, { "name": "Service plan", "price": 4999, "price_currency": "ZAR" }].',
      type: "array",
      maxItems: 20,
      items: {
        type: "object",
        required: ["name"],
        additionalProperties: false,
        properties: {
          name: { type: "string", minLength: 1, maxLength: 120 },
          description: { type: "string", maxLength: 500 },
          price: { type: "number", minimum: 0 },
          price_currency: { type: "string", pattern: "^[A-Z]{3}$" },
          url: { type: "string", maxLength: 500, pattern: "^https?://[^\\s]+$" },
        },
      },
      default: [],
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
const schema3 = { type: "string", "x-field": "string" };
const schema4 = { type: "string", "x-field": "text" };
const schema6 = { title: "JSON", description: "Structured data entered as JSON; stored parsed.", "x-field": "json" };
const schema14 = { type: "number", "x-field": "number" };
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
const pattern0 = new RegExp(
  "^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]$",
  "u",
);
const pattern1 = new RegExp("^([A-Z]{2})?$", "u");
const pattern2 = new RegExp("^\\+?[0-9 ()-]{3,40}$", "u");
const pattern3 = new RegExp("^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$", "u");
const pattern4 = new RegExp("^https?://[^\\s]+$", "u");
const pattern5 = new RegExp("^[A-Z]{3}$", "u");
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
const pattern7 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
  validate2.errors = vErrors;
  return errors === 0;
}
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/retailer-schema" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.business_type === undefined) {
      data.business_type = "AutoDealer";
    }
    if (data.description === undefined) {
      data.description = "";
    }
    if (data.keywords === undefined) {
      data.keywords = "";
    }
    if (data.opening_hours === undefined) {
      data.opening_hours = [];
    }
    if (data.payment_accepted === undefined) {
      data.payment_accepted = "";
    }
    if (data.price_range === undefined) {
      data.price_range = "";
    }
    if (data.address === undefined) {
      data.address = {};
    }
    if (data.contact_info === undefined) {
      data.contact_info = {};
    }
    if (data.offers_info === undefined) {
      data.offers_info = [];
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
    if (data.name === undefined) {
      const err1 = {
        instancePath,
        schemaPath: "#/required",
        keyword: "required",
        params: { missingProperty: "name" },
        message: "must have required property '" + "name" + "'",
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
    let data1 = data.business_type;
    if (!(data1 === "AutoDealer" || data1 === "LocalBusiness")) {
      const err5 = {
        instancePath: instancePath + "/business_type",
        schemaPath: "#/properties/business_type/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.business_type.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.name !== undefined) {
      let data2 = data.name;
      if (typeof data2 !== "string") {
        const err6 = {
          instancePath: instancePath + "/name",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data2 === "string") {
        if (func1(data2) > 120) {
          const err7 = {
            instancePath: instancePath + "/name",
            schemaPath: "#/properties/name/maxLength",
            keyword: "maxLength",
            params: { limit: 120 },
            message: "must NOT have more than 120 characters",
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (func1(data2) < 1) {
          const err8 = {
            instancePath: instancePath + "/name",
            schemaPath: "#/properties/name/minLength",
            keyword: "minLength",
            params: { limit: 1 },
            message: "must NOT have fewer than 1 characters",
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
    let data3 = data.description;
    if (typeof data3 !== "string") {
      const err9 = {
        instancePath: instancePath + "/description",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/text/type",
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
    if (typeof data3 === "string") {
      if (func1(data3) > 1000) {
        const err10 = {
          instancePath: instancePath + "/description",
          schemaPath: "#/properties/description/maxLength",
          keyword: "maxLength",
          params: { limit: 1000 },
          message: "must NOT have more than 1000 characters",
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    let data4 = data.keywords;
    if (typeof data4 !== "string") {
      const err11 = {
        instancePath: instancePath + "/keywords",
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
      if (func1(data4) > 300) {
        const err12 = {
          instancePath: instancePath + "/keywords",
          schemaPath: "#/properties/keywords/maxLength",
          keyword: "maxLength",
          params: { limit: 300 },
          message: "must NOT have more than 300 characters",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    let data5 = data.opening_hours;
    if (Array.isArray(data5)) {
      if (data5.length > 14) {
        const err13 = {
          instancePath: instancePath + "/opening_hours",
          schemaPath: "#/properties/opening_hours/maxItems",
          keyword: "maxItems",
          params: { limit: 14 },
          message: "must NOT have more than 14 items",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      const len0 = data5.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data6 = data5[i0];
        if (typeof data6 === "string") {
          if (!pattern0.test(data6)) {
            const err14 = {
              instancePath: instancePath + "/opening_hours/" + i0,
              schemaPath: "#/properties/opening_hours/items/pattern",
              keyword: "pattern",
              params: {
                pattern:
                  "^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]$",
              },
              message:
                'must match pattern "' +
                "^(Mo|Tu|We|Th|Fr|Sa|Su)([-,](Mo|Tu|We|Th|Fr|Sa|Su))* ([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-4]):[0-5][0-9]$" +
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
            instancePath: instancePath + "/opening_hours/" + i0,
            schemaPath: "#/properties/opening_hours/items/type",
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
      }
    } else {
      const err16 = {
        instancePath: instancePath + "/opening_hours",
        schemaPath: "#/properties/opening_hours/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err16];
      } else {
        vErrors.push(err16);
      }
      errors++;
    }
    let data7 = data.payment_accepted;
    if (typeof data7 !== "string") {
      const err17 = {
        instancePath: instancePath + "/payment_accepted",
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
    if (typeof data7 === "string") {
      if (func1(data7) > 200) {
        const err18 = {
          instancePath: instancePath + "/payment_accepted",
          schemaPath: "#/properties/payment_accepted/maxLength",
          keyword: "maxLength",
          params: { limit: 200 },
          message: "must NOT have more than 200 characters",
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    let data8 = data.price_range;
    if (typeof data8 !== "string") {
      const err19 = {
        instancePath: instancePath + "/price_range",
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
    if (typeof data8 === "string") {
      if (func1(data8) > 100) {
        const err20 = {
          instancePath: instancePath + "/price_range",
          schemaPath: "#/properties/price_range/maxLength",
          keyword: "maxLength",
          params: { limit: 100 },
          message: "must NOT have more than 100 characters",
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    let data9 = data.address;
    if (data9 && typeof data9 == "object" && !Array.isArray(data9)) {
      if (data9.street_address === undefined) {
        data9.street_address = "";
      }
      if (data9.locality === undefined) {
        data9.locality = "";
      }
      if (data9.region === undefined) {
        data9.region = "";
      }
      if (data9.postal_code === undefined) {
        data9.postal_code = "";
      }
      if (data9.country === undefined) {
        data9.country = "";
      }
      for (const key1 in data9) {
        if (!(
          key1 === "street_address" ||
          key1 === "locality" ||
          key1 === "region" ||
          key1 === "postal_code" ||
          key1 === "country"
        )) {
          const err21 = {
            instancePath: instancePath + "/address",
            schemaPath: "#/properties/address/additionalProperties",
            keyword: "additionalProperties",
            params: { additionalProperty: key1 },
            message: "must NOT have additional properties",
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
      let data10 = data9.street_address;
      if (typeof data10 !== "string") {
        const err22 = {
          instancePath: instancePath + "/address/street_address",
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
        if (func1(data10) > 200) {
          const err23 = {
            instancePath: instancePath + "/address/street_address",
            schemaPath: "#/properties/address/properties/street_address/maxLength",
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
      let data11 = data9.locality;
      if (typeof data11 !== "string") {
        const err24 = {
          instancePath: instancePath + "/address/locality",
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
      if (typeof data11 === "string") {
        if (func1(data11) > 80) {
          const err25 = {
            instancePath: instancePath + "/address/locality",
            schemaPath: "#/properties/address/properties/locality/maxLength",
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
      let data12 = data9.region;
      if (typeof data12 !== "string") {
        const err26 = {
          instancePath: instancePath + "/address/region",
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
      if (typeof data12 === "string") {
        if (func1(data12) > 80) {
          const err27 = {
            instancePath: instancePath + "/address/region",
            schemaPath: "#/properties/address/properties/region/maxLength",
            keyword: "maxLength",
            params: { limit: 80 },
            message: "must NOT have more than 80 characters",
          };
          if (vErrors === null) {
            vErrors = [err27];
          } else {
            vErrors.push(err27);
          }
          errors++;
        }
      }
      let data13 = data9.postal_code;
      if (typeof data13 !== "string") {
        const err28 = {
          instancePath: instancePath + "/address/postal_code",
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
      if (typeof data13 === "string") {
        if (func1(data13) > 20) {
          const err29 = {
            instancePath: instancePath + "/address/postal_code",
            schemaPath: "#/properties/address/properties/postal_code/maxLength",
            keyword: "maxLength",
            params: { limit: 20 },
            message: "must NOT have more than 20 characters",
          };
          if (vErrors === null) {
            vErrors = [err29];
          } else {
            vErrors.push(err29);
          }
          errors++;
        }
      }
      let data14 = data9.country;
      if (typeof data14 !== "string") {
        const err30 = {
          instancePath: instancePath + "/address/country",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
      if (typeof data14 === "string") {
        if (!pattern1.test(data14)) {
          const err31 = {
            instancePath: instancePath + "/address/country",
            schemaPath: "#/properties/address/properties/country/pattern",
            keyword: "pattern",
            params: { pattern: "^([A-Z]{2})?$" },
            message: 'must match pattern "' + "^([A-Z]{2})?$" + '"',
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
        instancePath: instancePath + "/address",
        schemaPath: "#/properties/address/type",
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
    if (data.latitude !== undefined) {
      let data15 = data.latitude;
      if (!(typeof data15 == "number" && isFinite(data15))) {
        const err33 = {
          instancePath: instancePath + "/latitude",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
      if (typeof data15 == "number" && isFinite(data15)) {
        if (data15 > 90 || isNaN(data15)) {
          const err34 = {
            instancePath: instancePath + "/latitude",
            schemaPath: "#/properties/latitude/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 90 },
            message: "must be <= 90",
          };
          if (vErrors === null) {
            vErrors = [err34];
          } else {
            vErrors.push(err34);
          }
          errors++;
        }
        if (data15 < -90 || isNaN(data15)) {
          const err35 = {
            instancePath: instancePath + "/latitude",
            schemaPath: "#/properties/latitude/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: -90 },
            message: "must be >= -90",
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
      }
    }
    if (data.longitude !== undefined) {
      let data16 = data.longitude;
      if (!(typeof data16 == "number" && isFinite(data16))) {
        const err36 = {
          instancePath: instancePath + "/longitude",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
          keyword: "type",
          params: { type: "number" },
          message: "must be number",
        };
        if (vErrors === null) {
          vErrors = [err36];
        } else {
          vErrors.push(err36);
        }
        errors++;
      }
      if (typeof data16 == "number" && isFinite(data16)) {
        if (data16 > 180 || isNaN(data16)) {
          const err37 = {
            instancePath: instancePath + "/longitude",
            schemaPath: "#/properties/longitude/maximum",
            keyword: "maximum",
            params: { comparison: "<=", limit: 180 },
            message: "must be <= 180",
          };
          if (vErrors === null) {
            vErrors = [err37];
          } else {
            vErrors.push(err37);
          }
          errors++;
        }
        if (data16 < -180 || isNaN(data16)) {
          const err38 = {
            instancePath: instancePath + "/longitude",
            schemaPath: "#/properties/longitude/minimum",
            keyword: "minimum",
            params: { comparison: ">=", limit: -180 },
            message: "must be >= -180",
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
      }
    }
    let data17 = data.contact_info;
    if (data17 && typeof data17 == "object" && !Array.isArray(data17)) {
      for (const key2 in data17) {
        if (!(key2 === "phone" || key2 === "email" || key2 === "website")) {
          const err39 = {
            instancePath: instancePath + "/contact_info",
            schemaPath: "#/properties/contact_info/additionalProperties",
            keyword: "additionalProperties",
            params: { additionalProperty: key2 },
            message: "must NOT have additional properties",
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
      if (data17.phone !== undefined) {
        let data18 = data17.phone;
        if (typeof data18 === "string") {
          if (func1(data18) > 40) {
            const err40 = {
              instancePath: instancePath + "/contact_info/phone",
              schemaPath: "#/properties/contact_info/properties/phone/maxLength",
              keyword: "maxLength",
              params: { limit: 40 },
              message: "must NOT have more than 40 characters",
            };
            if (vErrors === null) {
              vErrors = [err40];
            } else {
              vErrors.push(err40);
            }
            errors++;
          }
          if (!pattern2.test(data18)) {
            const err41 = {
              instancePath: instancePath + "/contact_info/phone",
              schemaPath: "#/properties/contact_info/properties/phone/pattern",
              keyword: "pattern",
              params: { pattern: "^\\+?[0-9 ()-]{3,40}$" },
              message: 'must match pattern "' + "^\\+?[0-9 ()-]{3,40}$" + '"',
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        } else {
          const err42 = {
            instancePath: instancePath + "/contact_info/phone",
            schemaPath: "#/properties/contact_info/properties/phone/type",
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
      }
      if (data17.email !== undefined) {
        let data19 = data17.email;
        if (typeof data19 === "string") {
          if (func1(data19) > 200) {
            const err43 = {
              instancePath: instancePath + "/contact_info/email",
              schemaPath: "#/properties/contact_info/properties/email/maxLength",
              keyword: "maxLength",
              params: { limit: 200 },
              message: "must NOT have more than 200 characters",
            };
            if (vErrors === null) {
              vErrors = [err43];
            } else {
              vErrors.push(err43);
            }
            errors++;
          }
          if (!pattern3.test(data19)) {
            const err44 = {
              instancePath: instancePath + "/contact_info/email",
              schemaPath: "#/properties/contact_info/properties/email/pattern",
              keyword: "pattern",
              params: { pattern: "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$" },
              message: 'must match pattern "' + "^[^\\s@<>]+@[^\\s@<>]+\\.[^\\s@<>]+$" + '"',
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
            instancePath: instancePath + "/contact_info/email",
            schemaPath: "#/properties/contact_info/properties/email/type",
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
      if (data17.website !== undefined) {
        let data20 = data17.website;
        if (typeof data20 === "string") {
          if (func1(data20) > 500) {
            const err46 = {
              instancePath: instancePath + "/contact_info/website",
              schemaPath: "#/properties/contact_info/properties/website/maxLength",
              keyword: "maxLength",
              params: { limit: 500 },
              message: "must NOT have more than 500 characters",
            };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (!pattern4.test(data20)) {
            const err47 = {
              instancePath: instancePath + "/contact_info/website",
              schemaPath: "#/properties/contact_info/properties/website/pattern",
              keyword: "pattern",
              params: { pattern: "^https?://[^\\s]+$" },
              message: 'must match pattern "' + "^https?://[^\\s]+$" + '"',
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        } else {
          const err48 = {
            instancePath: instancePath + "/contact_info/website",
            schemaPath: "#/properties/contact_info/properties/website/type",
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
      }
    } else {
      const err49 = {
        instancePath: instancePath + "/contact_info",
        schemaPath: "#/properties/contact_info/type",
        keyword: "type",
        params: { type: "object" },
        message: "must be object",
      };
      if (vErrors === null) {
        vErrors = [err49];
      } else {
        vErrors.push(err49);
      }
      errors++;
    }
    let data21 = data.offers_info;
    if (Array.isArray(data21)) {
      if (data21.length > 20) {
        const err50 = {
          instancePath: instancePath + "/offers_info",
          schemaPath: "#/properties/offers_info/maxItems",
          keyword: "maxItems",
          params: { limit: 20 },
          message: "must NOT have more than 20 items",
        };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
      const len1 = data21.length;
      for (let i1 = 0; i1 < len1; i1++) {
        let data22 = data21[i1];
        if (data22 && typeof data22 == "object" && !Array.isArray(data22)) {
          if (data22.name === undefined) {
            const err51 = {
              instancePath: instancePath + "/offers_info/" + i1,
              schemaPath: "#/properties/offers_info/items/required",
              keyword: "required",
              params: { missingProperty: "name" },
              message: "must have required property '" + "name" + "'",
            };
            if (vErrors === null) {
              vErrors = [err51];
            } else {
              vErrors.push(err51);
            }
            errors++;
          }
          for (const key3 in data22) {
            if (!(
              key3 === "name" ||
              key3 === "description" ||
              key3 === "price" ||
              key3 === "price_currency" ||
              key3 === "url"
            )) {
              const err52 = {
                instancePath: instancePath + "/offers_info/" + i1,
                schemaPath: "#/properties/offers_info/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key3 },
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
          if (data22.name !== undefined) {
            let data23 = data22.name;
            if (typeof data23 === "string") {
              if (func1(data23) > 120) {
                const err53 = {
                  instancePath: instancePath + "/offers_info/" + i1 + "/name",
                  schemaPath: "#/properties/offers_info/items/properties/name/maxLength",
                  keyword: "maxLength",
                  params: { limit: 120 },
                  message: "must NOT have more than 120 characters",
                };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
              if (func1(data23) < 1) {
                const err54 = {
                  instancePath: instancePath + "/offers_info/" + i1 + "/name",
                  schemaPath: "#/properties/offers_info/items/properties/name/minLength",
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
                instancePath: instancePath + "/offers_info/" + i1 + "/name",
                schemaPath: "#/properties/offers_info/items/properties/name/type",
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
          if (data22.description !== undefined) {
            let data24 = data22.description;
            if (typeof data24 === "string") {
              if (func1(data24) > 500) {
                const err56 = {
                  instancePath: instancePath + "/offers_info/" + i1 + "/description",
                  schemaPath: "#/properties/offers_info/items/properties/description/maxLength",
                  keyword: "maxLength",
                  params: { limit: 500 },
                  message: "must NOT have more than 500 characters",
                };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            } else {
              const err57 = {
                instancePath: instancePath + "/offers_info/" + i1 + "/description",
                schemaPath: "#/properties/offers_info/items/properties/description/type",
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
          }
          if (data22.price !== undefined) {
            let data25 = data22.price;
            if (typeof data25 == "number" && isFinite(data25)) {
              if (data25 < 0 || isNaN(data25)) {
                const err58 = {
                  instancePath: instancePath + "/offers_info/" + i1 + "/price",
                  schemaPath: "#/properties/offers_info/items/properties/price/minimum",
                  keyword: "minimum",
                  params: { comparison: ">=", limit: 0 },
                  message: "must be >= 0",
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
                instancePath: instancePath + "/offers_info/" + i1 + "/price",
                schemaPath: "#/properties/offers_info/items/properties/price/type",
                keyword: "type",
                params: { type: "number" },
                message: "must be number",
              };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          }
          if (data22.price_currency !== undefined) {
            let data26 = data22.price_currency;
            if (typeof data26 === "string") {
              if (!pattern5.test(data26)) {
                const err60 = {
                  instancePath: instancePath + "/offers_info/" + i1 + "/price_currency",
                  schemaPath: "#/properties/offers_info/items/properties/price_currency/pattern",
                  keyword: "pattern",
                  params: { pattern: "^[A-Z]{3}$" },
                  message: 'must match pattern "' + "^[A-Z]{3}$" + '"',
                };
                if (vErrors === null) {
                  vErrors = [err60];
                } else {
                  vErrors.push(err60);
                }
                errors++;
              }
            } else {
              const err61 = {
                instancePath: instancePath + "/offers_info/" + i1 + "/price_currency",
                schemaPath: "#/properties/offers_info/items/properties/price_currency/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err61];
              } else {
                vErrors.push(err61);
              }
              errors++;
            }
          }
          if (data22.url !== undefined) {
            let data27 = data22.url;
            if (typeof data27 === "string") {
              if (func1(data27) > 500) {
                const err62 = {
                  instancePath: instancePath + "/offers_info/" + i1 + "/url",
                  schemaPath: "#/properties/offers_info/items/properties/url/maxLength",
                  keyword: "maxLength",
                  params: { limit: 500 },
                  message: "must NOT have more than 500 characters",
                };
                if (vErrors === null) {
                  vErrors = [err62];
                } else {
                  vErrors.push(err62);
                }
                errors++;
              }
              if (!pattern4.test(data27)) {
                const err63 = {
                  instancePath: instancePath + "/offers_info/" + i1 + "/url",
                  schemaPath: "#/properties/offers_info/items/properties/url/pattern",
                  keyword: "pattern",
                  params: { pattern: "^https?://[^\\s]+$" },
                  message: 'must match pattern "' + "^https?://[^\\s]+$" + '"',
                };
                if (vErrors === null) {
                  vErrors = [err63];
                } else {
                  vErrors.push(err63);
                }
                errors++;
              }
            } else {
              const err64 = {
                instancePath: instancePath + "/offers_info/" + i1 + "/url",
                schemaPath: "#/properties/offers_info/items/properties/url/type",
                keyword: "type",
                params: { type: "string" },
                message: "must be string",
              };
              if (vErrors === null) {
                vErrors = [err64];
              } else {
                vErrors.push(err64);
              }
              errors++;
            }
          }
        } else {
          const err65 = {
            instancePath: instancePath + "/offers_info/" + i1,
            schemaPath: "#/properties/offers_info/items/type",
            keyword: "type",
            params: { type: "object" },
            message: "must be object",
          };
          if (vErrors === null) {
            vErrors = [err65];
          } else {
            vErrors.push(err65);
          }
          errors++;
        }
      }
    } else {
      const err66 = {
        instancePath: instancePath + "/offers_info",
        schemaPath: "#/properties/offers_info/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err66];
      } else {
        vErrors.push(err66);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data28 = data.dc_strategy;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        if (data28.key === undefined) {
          const err67 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err67];
          } else {
            vErrors.push(err67);
          }
          errors++;
        }
        if (data28.value === undefined) {
          const err68 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err68];
          } else {
            vErrors.push(err68);
          }
          errors++;
        }
        for (const key4 in data28) {
          if (!(key4 === "key" || key4 === "value" || key4 === "name" || key4 === "fallback")) {
            const err69 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key4 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
        }
        if (data28.key !== undefined) {
          let data29 = data28.key;
          if (!(
            data29 === "url_brands" ||
            data29 === "mena_offers" ||
            data29 === "reffine_sl" ||
            data29 === "mena_external_sl"
          )) {
            const err70 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema18.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        if (data28.value !== undefined) {
          let data30 = data28.value;
          if (typeof data30 === "string") {
            if (func1(data30) > 500) {
              const err71 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err71];
              } else {
                vErrors.push(err71);
              }
              errors++;
            }
          } else {
            const err72 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        }
        if (data28.name !== undefined) {
          let data31 = data28.name;
          if (typeof data31 === "string") {
            if (func1(data31) > 120) {
              const err73 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err73];
              } else {
                vErrors.push(err73);
              }
              errors++;
            }
          } else {
            const err74 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data28.fallback !== undefined) {
          if (typeof data28.fallback !== "boolean") {
            const err75 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
      } else {
        const err76 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err76];
        } else {
          vErrors.push(err76);
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
    const err77 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err77];
    } else {
      vErrors.push(err77);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
