// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/calculator",
  title: "Calculator",
  description:
    "A model-by-model monthly payment calculator: the visitor picks a model (from models_info, narrowed by nameplate_key_filter), a deposit and a duration and sees the monthly payment, with the free items each model comes with. The mena style sets the figures for the Middle East markets (flat-rate product, larger monthly figure, free items first).",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Calculator",
    short_description: "Monthly payments model by model",
    group: "Finance",
    priority: 70,
    thumbnail: "calculator.svg",
    interactive: true,
    hydrate: "visible",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
    heading: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/heading",
      maxLength: 150,
      default: "Find your monthly payment",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    calculator_style: {
      title: "Style",
      enum: ["default", "mena"],
      "x-enum-labels": ["Default", "MENA"],
      default: "default",
    },
    finance_product: {
      title: "Finance product",
      description:
        "The country-specific hire purchase variant whose rules (rate, balloon, fees, rounding, deposit and term limits) the figures follow (model/finance/products.ts).",
      enum: [
        "uk-pcp",
        "uk-hp",
        "ie-pcp",
        "ie-hp",
        "de-ballon",
        "de-klassik",
        "fr-loa",
        "fr-credit",
        "it-formula",
        "es-multiopcion",
        "nl-autofinanciering",
        "be-lening",
        "ch-kredit",
        "at-restwert",
        "pl-kredyt",
        "cz-uver",
        "se-billan",
        "no-billan",
        "dk-billan",
        "pt-credito",
        "jp-zankaku",
        "kr-halbu",
        "au-chattel",
        "nz-hp",
        "za-instalment",
        "ae-flat",
        "sa-murabaha",
        "in-loan",
        "br-cdc",
        "mx-credito",
        "ca-loan",
        "us-balloon",
        "us-retail",
      ],
      "x-enum-labels": [
        "GB: Personal Contract Purchase (PCP) (GBP)",
        "GB: Hire Purchase (HP) (GBP)",
        "IE: Personal Contract Plan (PCP) (EUR)",
        "IE: Hire Purchase (EUR)",
        "DE: Ballonfinanzierung (EUR)",
        "DE: Klassische Finanzierung (EUR)",
        "FR: Location avec option d'achat (LOA) (EUR)",
        "FR: Crédit classique (EUR)",
        "IT: Finanziamento con maxi rata finale (EUR)",
        "ES: Financiación Multiopción (EUR)",
        "NL: Slottermijnfinanciering (EUR)",
        "BE: Lening op afbetaling (EUR)",
        "CH: Autokredit (CHF)",
        "AT: Restwertfinanzierung (EUR)",
        "PL: Kredyt balonowy (PLN)",
        "CZ: Úvěr na vůz (CZK)",
        "SE: Billån (SEK)",
        "NO: Billån (NOK)",
        "DK: Billån med restværdi (DKK)",
        "PT: Crédito automóvel (EUR)",
        "JP: 残価設定型クレジット (JPY)",
        "KR: 할부 금융 (KRW)",
        "AU: Chattel mortgage with balloon (AUD)",
        "NZ: Hire Purchase (NZD)",
        "ZA: Instalment sale with residual (ZAR)",
        "AE: Auto loan (flat rate) (AED)",
        "SA: Murabaha (flat profit rate) (SAR)",
        "IN: Car loan (EMI) (INR)",
        "BR: CDC com parcela final (BRL)",
        "MX: Crédito automotriz (MXN)",
        "CA: Retail finance (CAD)",
        "US: Balloon retail contract (USD)",
        "US: Retail installment contract (USD)",
      ],
      default: "uk-pcp",
    },
    nameplate_key_filter: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Nameplate filter",
      maxLength: 200,
      default: "",
      description: "Comma-separated nameplate keys; only models of those nameplates are offered (empty: all).",
    },
    hide_free_items: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/bool",
      title: "Hide free items",
      default: false,
    },
    model_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Model label",
      maxLength: 60,
      default: "Model",
    },
    deposit_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Deposit label",
      maxLength: 60,
      default: "Deposit",
    },
    duration_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Duration label",
      maxLength: 60,
      default: "Duration",
    },
    monthly_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Monthly payment label",
      maxLength: 60,
      default: "Monthly payment",
    },
    price_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Price label",
      maxLength: 60,
      default: "Price",
    },
    rate_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Interest rate label",
      maxLength: 60,
      default: "Interest rate",
    },
    free_items_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Free items label",
      maxLength: 60,
      default: "Included at no cost",
    },
    years_label: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Years label",
      maxLength: 30,
      default: "years",
    },
    no_models_text: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "No models text",
      maxLength: 200,
      default: "No models are available for this calculator.",
    },
    models_info: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Models",
      description:
        "The models offered: [{key, nameplate_key, name, price (whole currency units), interest_rate (percent; the product's when absent), free_items: [text]}], at most 30.",
      type: "array",
      maxItems: 30,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["key", "name", "price"],
        properties: {
          key: { type: "string", pattern: "^[a-z0-9_-]{1,40}$" },
          nameplate_key: { type: "string", pattern: "^[a-z0-9_-]{0,40}$" },
          name: { type: "string", minLength: 1, maxLength: 80 },
          price: { type: "number", minimum: 1000, maximum: 5000000 },
          interest_rate: { type: "number", minimum: 0, maximum: 30 },
          free_items: { type: "array", maxItems: 10, items: { type: "string", minLength: 1, maxLength: 120 } },
        },
      },
      default: [],
    },
    box_color: { $ref: "https://forecourt.dev/schemas/fields#/$defs/box_color", default: "light-theme" },
    padding: { $ref: "https://forecourt.dev/schemas/fields#/$defs/padding", default: "normal" },
    dc_strategy: { $ref: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy" },
    offer_schedule: { $ref: "https://forecourt.dev/schemas/fields#/$defs/offer_schedule" },
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
const schema5 = {
  title: "Heading level",
  enum: [1, 2, 3, 4, 5, 6],
  "x-enum-labels": ["H1", "H2", "H3", "H4", "H5", "H6"],
};
const schema6 = { type: "string", "x-field": "string" };
const schema7 = { type: "boolean", "x-field": "bool" };
const schema17 = { title: "JSON", description: "Structured data entered as JSON; stored parsed.", "x-field": "json" };
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
const pattern1 = new RegExp("^[a-z0-9_-]{1,40}$", "u");
const pattern2 = new RegExp("^[a-z0-9_-]{0,40}$", "u");
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
  /*# sourceURL="https://forecourt.dev/blocks/calculator" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.heading === undefined) {
      data.heading = "Find your monthly payment";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.calculator_style === undefined) {
      data.calculator_style = "default";
    }
    if (data.finance_product === undefined) {
      data.finance_product = "uk-pcp";
    }
    if (data.nameplate_key_filter === undefined) {
      data.nameplate_key_filter = "";
    }
    if (data.hide_free_items === undefined) {
      data.hide_free_items = false;
    }
    if (data.model_label === undefined) {
      data.model_label = "Model";
    }
    if (data.deposit_label === undefined) {
      data.deposit_label = "Deposit";
    }
    if (data.duration_label === undefined) {
      data.duration_label = "Duration";
    }
    if (data.monthly_label === undefined) {
      data.monthly_label = "Monthly payment";
    }
    if (data.price_label === undefined) {
      data.price_label = "Price";
    }
    if (data.rate_label === undefined) {
      data.rate_label = "Interest rate";
    }
    if (data.free_items_label === undefined) {
      data.free_items_label = "Included at no cost";
    }
    if (data.years_label === undefined) {
      data.years_label = "years";
    }
    if (data.no_models_text === undefined) {
      data.no_models_text = "No models are available for this calculator.";
    }
    if (data.models_info === undefined) {
      data.models_info = [];
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
    for (const key0 in data) {
      if (!func0.call(schema0.properties, key0)) {
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
      if (func1(data2) > 150) {
        const err7 = {
          instancePath: instancePath + "/heading",
          schemaPath: "#/properties/heading/maxLength",
          keyword: "maxLength",
          params: { limit: 150 },
          message: "must NOT have more than 150 characters",
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    let data3 = data.header_tag;
    if (!(data3 === 1 || data3 === 2 || data3 === 3 || data3 === 4 || data3 === 5 || data3 === 6)) {
      const err8 = {
        instancePath: instancePath + "/header_tag",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/header_tag/enum",
        keyword: "enum",
        params: { allowedValues: schema5.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    let data4 = data.calculator_style;
    if (!(data4 === "default" || data4 === "mena")) {
      const err9 = {
        instancePath: instancePath + "/calculator_style",
        schemaPath: "#/properties/calculator_style/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.calculator_style.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err9];
      } else {
        vErrors.push(err9);
      }
      errors++;
    }
    let data5 = data.finance_product;
    if (!(
      data5 === "uk-pcp" ||
      data5 === "uk-hp" ||
      data5 === "ie-pcp" ||
      data5 === "ie-hp" ||
      data5 === "de-ballon" ||
      data5 === "de-klassik" ||
      data5 === "fr-loa" ||
      data5 === "fr-credit" ||
      data5 === "it-formula" ||
      data5 === "es-multiopcion" ||
      data5 === "nl-autofinanciering" ||
      data5 === "be-lening" ||
      data5 === "ch-kredit" ||
      data5 === "at-restwert" ||
      data5 === "pl-kredyt" ||
      data5 === "cz-uver" ||
      data5 === "se-billan" ||
      data5 === "no-billan" ||
      data5 === "dk-billan" ||
      data5 === "pt-credito" ||
      data5 === "jp-zankaku" ||
      data5 === "kr-halbu" ||
      data5 === "au-chattel" ||
      data5 === "nz-hp" ||
      data5 === "za-instalment" ||
      data5 === "ae-flat" ||
      data5 === "sa-murabaha" ||
      data5 === "in-loan" ||
      data5 === "br-cdc" ||
      data5 === "mx-credito" ||
      data5 === "ca-loan" ||
      data5 === "us-balloon" ||
      data5 === "us-retail"
    )) {
      const err10 = {
        instancePath: instancePath + "/finance_product",
        schemaPath: "#/properties/finance_product/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.finance_product.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err10];
      } else {
        vErrors.push(err10);
      }
      errors++;
    }
    let data6 = data.nameplate_key_filter;
    if (typeof data6 !== "string") {
      const err11 = {
        instancePath: instancePath + "/nameplate_key_filter",
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
    if (typeof data6 === "string") {
      if (func1(data6) > 200) {
        const err12 = {
          instancePath: instancePath + "/nameplate_key_filter",
          schemaPath: "#/properties/nameplate_key_filter/maxLength",
          keyword: "maxLength",
          params: { limit: 200 },
          message: "must NOT have more than 200 characters",
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (typeof data.hide_free_items !== "boolean") {
      const err13 = {
        instancePath: instancePath + "/hide_free_items",
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
    let data8 = data.model_label;
    if (typeof data8 !== "string") {
      const err14 = {
        instancePath: instancePath + "/model_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
    if (typeof data8 === "string") {
      if (func1(data8) > 60) {
        const err15 = {
          instancePath: instancePath + "/model_label",
          schemaPath: "#/properties/model_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    let data9 = data.deposit_label;
    if (typeof data9 !== "string") {
      const err16 = {
        instancePath: instancePath + "/deposit_label",
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
    if (typeof data9 === "string") {
      if (func1(data9) > 60) {
        const err17 = {
          instancePath: instancePath + "/deposit_label",
          schemaPath: "#/properties/deposit_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    let data10 = data.duration_label;
    if (typeof data10 !== "string") {
      const err18 = {
        instancePath: instancePath + "/duration_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
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
    if (typeof data10 === "string") {
      if (func1(data10) > 60) {
        const err19 = {
          instancePath: instancePath + "/duration_label",
          schemaPath: "#/properties/duration_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    let data11 = data.monthly_label;
    if (typeof data11 !== "string") {
      const err20 = {
        instancePath: instancePath + "/monthly_label",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err20];
      } else {
        vErrors.push(err20);
      }
      errors++;
    }
    if (typeof data11 === "string") {
      if (func1(data11) > 60) {
        const err21 = {
          instancePath: instancePath + "/monthly_label",
          schemaPath: "#/properties/monthly_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    let data12 = data.price_label;
    if (typeof data12 !== "string") {
      const err22 = {
        instancePath: instancePath + "/price_label",
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
    if (typeof data12 === "string") {
      if (func1(data12) > 60) {
        const err23 = {
          instancePath: instancePath + "/price_label",
          schemaPath: "#/properties/price_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    let data13 = data.rate_label;
    if (typeof data13 !== "string") {
      const err24 = {
        instancePath: instancePath + "/rate_label",
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
    if (typeof data13 === "string") {
      if (func1(data13) > 60) {
        const err25 = {
          instancePath: instancePath + "/rate_label",
          schemaPath: "#/properties/rate_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    let data14 = data.free_items_label;
    if (typeof data14 !== "string") {
      const err26 = {
        instancePath: instancePath + "/free_items_label",
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
    if (typeof data14 === "string") {
      if (func1(data14) > 60) {
        const err27 = {
          instancePath: instancePath + "/free_items_label",
          schemaPath: "#/properties/free_items_label/maxLength",
          keyword: "maxLength",
          params: { limit: 60 },
          message: "must NOT have more than 60 characters",
        };
        if (vErrors === null) {
          vErrors = [err27];
        } else {
          vErrors.push(err27);
        }
        errors++;
      }
    }
    let data15 = data.years_label;
    if (typeof data15 !== "string") {
      const err28 = {
        instancePath: instancePath + "/years_label",
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
    if (typeof data15 === "string") {
      if (func1(data15) > 30) {
        const err29 = {
          instancePath: instancePath + "/years_label",
          schemaPath: "#/properties/years_label/maxLength",
          keyword: "maxLength",
          params: { limit: 30 },
          message: "must NOT have more than 30 characters",
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
    let data16 = data.no_models_text;
    if (typeof data16 !== "string") {
      const err30 = {
        instancePath: instancePath + "/no_models_text",
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
    if (typeof data16 === "string") {
      if (func1(data16) > 200) {
        const err31 = {
          instancePath: instancePath + "/no_models_text",
          schemaPath: "#/properties/no_models_text/maxLength",
          keyword: "maxLength",
          params: { limit: 200 },
          message: "must NOT have more than 200 characters",
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    let data17 = data.models_info;
    if (Array.isArray(data17)) {
      if (data17.length > 30) {
        const err32 = {
          instancePath: instancePath + "/models_info",
          schemaPath: "#/properties/models_info/maxItems",
          keyword: "maxItems",
          params: { limit: 30 },
          message: "must NOT have more than 30 items",
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      const len0 = data17.length;
      for (let i0 = 0; i0 < len0; i0++) {
        let data18 = data17[i0];
        if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
          if (data18.key === undefined) {
            const err33 = {
              instancePath: instancePath + "/models_info/" + i0,
              schemaPath: "#/properties/models_info/items/required",
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
          if (data18.name === undefined) {
            const err34 = {
              instancePath: instancePath + "/models_info/" + i0,
              schemaPath: "#/properties/models_info/items/required",
              keyword: "required",
              params: { missingProperty: "name" },
              message: "must have required property '" + "name" + "'",
            };
            if (vErrors === null) {
              vErrors = [err34];
            } else {
              vErrors.push(err34);
            }
            errors++;
          }
          if (data18.price === undefined) {
            const err35 = {
              instancePath: instancePath + "/models_info/" + i0,
              schemaPath: "#/properties/models_info/items/required",
              keyword: "required",
              params: { missingProperty: "price" },
              message: "must have required property '" + "price" + "'",
            };
            if (vErrors === null) {
              vErrors = [err35];
            } else {
              vErrors.push(err35);
            }
            errors++;
          }
          for (const key1 in data18) {
            if (!(
              key1 === "key" ||
              key1 === "nameplate_key" ||
              key1 === "name" ||
              key1 === "price" ||
              key1 === "interest_rate" ||
              key1 === "free_items"
            )) {
              const err36 = {
                instancePath: instancePath + "/models_info/" + i0,
                schemaPath: "#/properties/models_info/items/additionalProperties",
                keyword: "additionalProperties",
                params: { additionalProperty: key1 },
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
          if (data18.key !== undefined) {
            let data19 = data18.key;
            if (typeof data19 === "string") {
              if (!pattern1.test(data19)) {
                const err37 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/key",
                  schemaPath: "#/properties/models_info/items/properties/key/pattern",
                  keyword: "pattern",
                  params: { pattern: "^[a-z0-9_-]{1,40}$" },
                  message: 'must match pattern "' + "^[a-z0-9_-]{1,40}$" + '"',
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
                instancePath: instancePath + "/models_info/" + i0 + "/key",
                schemaPath: "#/properties/models_info/items/properties/key/type",
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
          if (data18.nameplate_key !== undefined) {
            let data20 = data18.nameplate_key;
            if (typeof data20 === "string") {
              if (!pattern2.test(data20)) {
                const err39 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/nameplate_key",
                  schemaPath: "#/properties/models_info/items/properties/nameplate_key/pattern",
                  keyword: "pattern",
                  params: { pattern: "^[a-z0-9_-]{0,40}$" },
                  message: 'must match pattern "' + "^[a-z0-9_-]{0,40}$" + '"',
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
                instancePath: instancePath + "/models_info/" + i0 + "/nameplate_key",
                schemaPath: "#/properties/models_info/items/properties/nameplate_key/type",
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
          if (data18.name !== undefined) {
            let data21 = data18.name;
            if (typeof data21 === "string") {
              if (func1(data21) > 80) {
                const err41 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/name",
                  schemaPath: "#/properties/models_info/items/properties/name/maxLength",
                  keyword: "maxLength",
                  params: { limit: 80 },
                  message: "must NOT have more than 80 characters",
                };
                if (vErrors === null) {
                  vErrors = [err41];
                } else {
                  vErrors.push(err41);
                }
                errors++;
              }
              if (func1(data21) < 1) {
                const err42 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/name",
                  schemaPath: "#/properties/models_info/items/properties/name/minLength",
                  keyword: "minLength",
                  params: { limit: 1 },
                  message: "must NOT have fewer than 1 characters",
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
                instancePath: instancePath + "/models_info/" + i0 + "/name",
                schemaPath: "#/properties/models_info/items/properties/name/type",
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
          if (data18.price !== undefined) {
            let data22 = data18.price;
            if (typeof data22 == "number" && isFinite(data22)) {
              if (data22 > 5000000 || isNaN(data22)) {
                const err44 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/price",
                  schemaPath: "#/properties/models_info/items/properties/price/maximum",
                  keyword: "maximum",
                  params: { comparison: "<=", limit: 5000000 },
                  message: "must be <= 5000000",
                };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
              if (data22 < 1000 || isNaN(data22)) {
                const err45 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/price",
                  schemaPath: "#/properties/models_info/items/properties/price/minimum",
                  keyword: "minimum",
                  params: { comparison: ">=", limit: 1000 },
                  message: "must be >= 1000",
                };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            } else {
              const err46 = {
                instancePath: instancePath + "/models_info/" + i0 + "/price",
                schemaPath: "#/properties/models_info/items/properties/price/type",
                keyword: "type",
                params: { type: "number" },
                message: "must be number",
              };
              if (vErrors === null) {
                vErrors = [err46];
              } else {
                vErrors.push(err46);
              }
              errors++;
            }
          }
          if (data18.interest_rate !== undefined) {
            let data23 = data18.interest_rate;
            if (typeof data23 == "number" && isFinite(data23)) {
              if (data23 > 30 || isNaN(data23)) {
                const err47 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/interest_rate",
                  schemaPath: "#/properties/models_info/items/properties/interest_rate/maximum",
                  keyword: "maximum",
                  params: { comparison: "<=", limit: 30 },
                  message: "must be <= 30",
                };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
              if (data23 < 0 || isNaN(data23)) {
                const err48 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/interest_rate",
                  schemaPath: "#/properties/models_info/items/properties/interest_rate/minimum",
                  keyword: "minimum",
                  params: { comparison: ">=", limit: 0 },
                  message: "must be >= 0",
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
                instancePath: instancePath + "/models_info/" + i0 + "/interest_rate",
                schemaPath: "#/properties/models_info/items/properties/interest_rate/type",
                keyword: "type",
                params: { type: "number" },
                message: "must be number",
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
          }
          if (data18.free_items !== undefined) {
            let data24 = data18.free_items;
            if (Array.isArray(data24)) {
              if (data24.length > 10) {
                const err50 = {
                  instancePath: instancePath + "/models_info/" + i0 + "/free_items",
                  schemaPath: "#/properties/models_info/items/properties/free_items/maxItems",
                  keyword: "maxItems",
                  params: { limit: 10 },
                  message: "must NOT have more than 10 items",
                };
                if (vErrors === null) {
                  vErrors = [err50];
                } else {
                  vErrors.push(err50);
                }
                errors++;
              }
              const len1 = data24.length;
              for (let i1 = 0; i1 < len1; i1++) {
                let data25 = data24[i1];
                if (typeof data25 === "string") {
                  if (func1(data25) > 120) {
                    const err51 = {
                      instancePath: instancePath + "/models_info/" + i0 + "/free_items/" + i1,
                      schemaPath: "#/properties/models_info/items/properties/free_items/items/maxLength",
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
                  if (func1(data25) < 1) {
                    const err52 = {
                      instancePath: instancePath + "/models_info/" + i0 + "/free_items/" + i1,
                      schemaPath: "#/properties/models_info/items/properties/free_items/items/minLength",
                      keyword: "minLength",
                      params: { limit: 1 },
                      message: "must NOT have fewer than 1 characters",
                    };
                    if (vErrors === null) {
                      vErrors = [err52];
                    } else {
                      vErrors.push(err52);
                    }
                    errors++;
                  }
                } else {
                  const err53 = {
                    instancePath: instancePath + "/models_info/" + i0 + "/free_items/" + i1,
                    schemaPath: "#/properties/models_info/items/properties/free_items/items/type",
                    keyword: "type",
                    params: { type: "string" },
                    message: "must be string",
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
                instancePath: instancePath + "/models_info/" + i0 + "/free_items",
                schemaPath: "#/properties/models_info/items/properties/free_items/type",
                keyword: "type",
                params: { type: "array" },
                message: "must be array",
              };
              if (vErrors === null) {
                vErrors = [err54];
              } else {
                vErrors.push(err54);
              }
              errors++;
            }
          }
        } else {
          const err55 = {
            instancePath: instancePath + "/models_info/" + i0,
            schemaPath: "#/properties/models_info/items/type",
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
      }
    } else {
      const err56 = {
        instancePath: instancePath + "/models_info",
        schemaPath: "#/properties/models_info/type",
        keyword: "type",
        params: { type: "array" },
        message: "must be array",
      };
      if (vErrors === null) {
        vErrors = [err56];
      } else {
        vErrors.push(err56);
      }
      errors++;
    }
    let data26 = data.box_color;
    if (!(data26 === "light-theme" || data26 === "grey-theme" || data26 === "dark-theme" || data26 === "black-theme")) {
      const err57 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema18.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err57];
      } else {
        vErrors.push(err57);
      }
      errors++;
    }
    let data27 = data.padding;
    if (!(data27 === "normal" || data27 === "top-space-0" || data27 === "bottom-space-0" || data27 === "y-space-0")) {
      const err58 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema19.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err58];
      } else {
        vErrors.push(err58);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data28 = data.dc_strategy;
      if (data28 && typeof data28 == "object" && !Array.isArray(data28)) {
        if (data28.key === undefined) {
          const err59 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err59];
          } else {
            vErrors.push(err59);
          }
          errors++;
        }
        if (data28.value === undefined) {
          const err60 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err60];
          } else {
            vErrors.push(err60);
          }
          errors++;
        }
        for (const key2 in data28) {
          if (!(key2 === "key" || key2 === "value" || key2 === "name" || key2 === "fallback")) {
            const err61 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key2 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
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
            const err62 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema20.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data28.value !== undefined) {
          let data30 = data28.value;
          if (typeof data30 === "string") {
            if (func1(data30) > 500) {
              const err63 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
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
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        if (data28.name !== undefined) {
          let data31 = data28.name;
          if (typeof data31 === "string") {
            if (func1(data31) > 120) {
              const err65 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          } else {
            const err66 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
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
        }
        if (data28.fallback !== undefined) {
          if (typeof data28.fallback !== "boolean") {
            const err67 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
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
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
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
    const err69 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err69];
    } else {
      vErrors.push(err69);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
