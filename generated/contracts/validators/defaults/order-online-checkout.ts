// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/order-online-checkout",
  title: "Order online checkout",
  description:
    "The order-online journey on the pages of /showroom-order-online: the steps (vehicle, customer details) with the reservation countdown, the checkout form, the success message and the order confirmation, each on the route that shows it. Place it on the journey's steps, checkout and success pages (the showroom config entries name them); the texts below are what editors change.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Order online checkout",
    short_description: "Reserve or order a stock vehicle online",
    group: "Stock",
    priority: 40,
    thumbnail: "order-online-checkout.svg",
    interactive: true,
    hydrate: "load",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      maxLength: 200,
      default: "Reserve your vehicle",
    },
    form_id: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Customer details form id",
      description: "The published form the customer details step shows (the forms admin shows its id).",
      maxLength: 64,
      pattern: "^$|^[A-Za-z0-9-]{1,64}$",
      default: "demo-order-details",
    },
    terms_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Terms checkbox",
      description: "The checkbox the visitor ticks at checkout.",
      maxLength: 500,
      default: "I accept the terms and conditions of the online reservation.",
    },
    success_heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Success heading",
      maxLength: 200,
      default: "Thank you, your vehicle is reserved",
    },
    success_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/text",
      title: "Success text",
      maxLength: 2000,
      default: "We have sent the details to the retailer, who will contact you to arrange the next steps.",
    },
  },
  required: ["id"],
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
const schema5 = { type: "string", "x-field": "string" };
const schema8 = { type: "string", "x-field": "text" };
const func0 = ucs2length;
const pattern0 = new RegExp("^$|^[A-Za-z][A-Za-z0-9_-]*$", "u");
const pattern1 = new RegExp("^$|^[A-Za-z0-9-]{1,64}$", "u");
function validate0(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  /*# sourceURL="https://forecourt.dev/blocks/order-online-checkout" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "Reserve your vehicle";
    }
    if (data.form_id === undefined) {
      data.form_id = "demo-order-details";
    }
    if (data.terms_label === undefined) {
      data.terms_label = "I accept the terms and conditions of the online reservation.";
    }
    if (data.success_heading === undefined) {
      data.success_heading = "Thank you, your vehicle is reserved";
    }
    if (data.success_text === undefined) {
      data.success_text = "We have sent the details to the retailer, who will contact you to arrange the next steps.";
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
    for (const key0 in data) {
      if (!(
        key0 === "id" ||
        key0 === "block_scroll_id" ||
        key0 === "heading" ||
        key0 === "form_id" ||
        key0 === "terms_label" ||
        key0 === "success_heading" ||
        key0 === "success_text"
      )) {
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
        if (func0(data0) < 1) {
          const err2 = {
            instancePath: instancePath + "/id",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/minLength",
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
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_id/type",
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
    let data1 = data.block_scroll_id;
    if (typeof data1 === "string") {
      if (!pattern0.test(data1)) {
        const err4 = {
          instancePath: instancePath + "/block_scroll_id",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[A-Za-z][A-Za-z0-9_-]*$" },
          message: 'must match pattern "' + "^$|^[A-Za-z][A-Za-z0-9_-]*$" + '"',
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
        instancePath: instancePath + "/block_scroll_id",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id/type",
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
    let data2 = data.heading;
    if (typeof data2 !== "string") {
      const err6 = {
        instancePath: instancePath + "/heading",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/heading/type",
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
      if (func0(data2) > 200) {
        const err7 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/maxLength",
          keyword: "maxLength",
          params: { limit: 200 },
          message: "must NOT have more than 200 characters",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    let data3 = data.form_id;
    if (typeof data3 !== "string") {
      const err8 = {
        instancePath: instancePath + "/form_id",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
    if (typeof data3 === "string") {
      if (func0(data3) > 64) {
        const err9 = {
          instancePath: instancePath + "/form_id",
          schemaPath: "#/properties/form_id/maxLength",
          keyword: "maxLength",
          params: { limit: 64 },
          message: "must NOT have more than 64 characters",
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (!pattern1.test(data3)) {
        const err10 = {
          instancePath: instancePath + "/form_id",
          schemaPath: "#/properties/form_id/pattern",
          keyword: "pattern",
          params: { pattern: "^$|^[A-Za-z0-9-]{1,64}$" },
          message: 'must match pattern "' + "^$|^[A-Za-z0-9-]{1,64}$" + '"',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    let data4 = data.terms_label;
    if (typeof data4 !== "string") {
      const err11 = {
        instancePath: instancePath + "/terms_label",
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
      if (func0(data4) > 500) {
        const err12 = {
          instancePath: instancePath + "/terms_label",
          schemaPath: "#/properties/terms_label/maxLength",
          keyword: "maxLength",
          params: { limit: 500 },
          message: "must NOT have more than 500 characters",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    let data5 = data.success_heading;
    if (typeof data5 !== "string") {
      const err13 = {
        instancePath: instancePath + "/success_heading",
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
      if (func0(data5) > 200) {
        const err14 = {
          instancePath: instancePath + "/success_heading",
          schemaPath: "#/properties/success_heading/maxLength",
          keyword: "maxLength",
          params: { limit: 200 },
          message: "must NOT have more than 200 characters",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    let data6 = data.success_text;
    if (typeof data6 !== "string") {
      const err15 = {
        instancePath: instancePath + "/success_text",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/text/type",
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
    if (typeof data6 === "string") {
      if (func0(data6) > 2000) {
        const err16 = {
          instancePath: instancePath + "/success_text",
          schemaPath: "#/properties/success_text/maxLength",
          keyword: "maxLength",
          params: { limit: 2000 },
          message: "must NOT have more than 2000 characters",
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
  validate0.errors = vErrors;
  return errors === 0;
}
