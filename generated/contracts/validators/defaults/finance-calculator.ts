// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { ucs2length } from "../runtime.ts";
export const applyDefaults = validate0;
const schema0 = {
  $id: "https://forecourt.dev/blocks/finance-calculator",
  title: "Finance calculator",
  description:
    "A hire purchase calculator for one country-specific finance product: the visitor enters the on-the-road price and chooses a deposit (20 to 50 percent in steps of 5) and a duration (4 to 7 years); the monthly payment and the representative figures follow the product's rules, with the disclaimer below.",
  type: "object",
  additionalProperties: false,
  "x-block": {
    name: "Finance calculator",
    short_description: "Monthly payment for a hire purchase product",
    group: "Finance",
    priority: 60,
    thumbnail: "finance-calculator.svg",
    interactive: true,
    hydrate: "visible",
  },
  properties: {
    id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_id" },
    block_scroll_id: { $ref: "https://forecourt.dev/schemas/fields#/$defs/block_scroll_id", default: "" },
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
    finance_product_name: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Name",
      maxLength: 150,
      default: "Personal Contract Purchase",
    },
    header_tag: { $ref: "https://forecourt.dev/schemas/fields#/$defs/header_tag", default: 2 },
    finance_product_description: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/text",
      title: "Description",
      maxLength: 1000,
      default:
        "Spread the cost over 24 to 60 monthly payments. Maximum mileage over the contract: 120,000 km for petrol and 150,000 km for diesel vehicles.",
    },
    vehicle_price: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/number",
      title: "On-the-road price",
      description:
        "The price the calculator starts from, in whole currency units; the visitor can change it (1,000 to 5,000,000).",
      minimum: 1000,
      maximum: 5000000,
      default: 50000,
    },
    finance_product_input: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Inputs",
      description:
        "Labels and limits of the inputs, inside the product's own limits: down_payment {label, min, max, default} in percent, duration {label, min, max, default} in years, interest_rate {label, value} in percent (value replaces the product's rate).",
      type: "object",
      additionalProperties: false,
      properties: {
        down_payment: {
          type: "object",
          additionalProperties: false,
          properties: {
            label: { type: "string", maxLength: 60 },
            min: { type: "integer", minimum: 20, maximum: 50 },
            max: { type: "integer", minimum: 20, maximum: 50 },
            default: { type: "integer", minimum: 20, maximum: 50 },
          },
        },
        duration: {
          type: "object",
          additionalProperties: false,
          properties: {
            label: { type: "string", maxLength: 60 },
            min: { type: "integer", minimum: 4, maximum: 7 },
            max: { type: "integer", minimum: 4, maximum: 7 },
            default: { type: "integer", minimum: 4, maximum: 7 },
          },
        },
        interest_rate: {
          type: "object",
          additionalProperties: false,
          properties: { label: { type: "string", maxLength: 60 }, value: { type: "number", minimum: 0, maximum: 30 } },
        },
      },
    },
    finance_product_output: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/json",
      title: "Outputs",
      description:
        "Label of each figure shown, by name (monthly_payment, on_the_road_price, total_deposit, cash_deposit, total_amount_of_credit, monthly_payments, duration_of_agreement, interest_rate, created_at); an empty label hides the figure, a missing one keeps the default label.",
      type: "object",
      additionalProperties: false,
      properties: {
        monthly_payment: { type: "string", maxLength: 80 },
        on_the_road_price: { type: "string", maxLength: 80 },
        total_deposit: { type: "string", maxLength: 80 },
        cash_deposit: { type: "string", maxLength: 80 },
        total_amount_of_credit: { type: "string", maxLength: 80 },
        monthly_payments: { type: "string", maxLength: 80 },
        duration_of_agreement: { type: "string", maxLength: 80 },
        interest_rate: { type: "string", maxLength: 80 },
        created_at: { type: "string", maxLength: 80 },
      },
    },
    link: { $ref: "https://forecourt.dev/schemas/fields#/$defs/rdx_link" },
    buttons: { $ref: "https://forecourt.dev/schemas/fields#/$defs/rdx_buttons" },
    disclaimer_title: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/string",
      title: "Disclaimer title",
      maxLength: 150,
      default: "Representative example",
    },
    disclaimer_body: {
      $ref: "https://forecourt.dev/schemas/fields#/$defs/markdown",
      title: "Disclaimer",
      maxLength: 5000,
      default: "<p>Finance subject to status. Figures are an illustration; your retailer confirms the final terms.</p>",
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
const schema4 = { type: "string", "x-field": "string" };
const schema5 = {
  title: "Heading level",
  enum: [1, 2, 3, 4, 5, 6],
  "x-enum-labels": ["H1", "H2", "H3", "H4", "H5", "H6"],
};
const schema6 = { type: "string", "x-field": "text" };
const schema7 = { type: "number", "x-field": "number" };
const schema8 = { title: "JSON", description: "Structured data entered as JSON; stored parsed.", "x-field": "json" };
const schema24 = {
  title: "Rich text",
  description: "Rich text stored as HTML. Sanitised to the allowed tags when a document is normalised.",
  type: "string",
  "x-field": "markdown",
  "x-format": "html",
};
const schema25 = {
  title: "Colour theme",
  enum: ["light-theme", "grey-theme", "dark-theme", "black-theme"],
  "x-enum-labels": ["Light", "Grey", "Dark", "Black"],
};
const schema26 = {
  title: "Spacing",
  enum: ["normal", "top-space-0", "bottom-space-0", "y-space-0"],
  "x-enum-labels": ["Normal", "No space above", "No space below", "No space above or below"],
};
const schema27 = {
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
const schema10 = {
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
const schema11 = {
  title: "URL",
  description:
    "Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.",
  type: "string",
  maxLength: 2000,
  pattern:
    "^$|^(?:https?://[^\\s\\\\/?#\\u0000-\\u001f\\u007f][^\\s\\\\\\u0000-\\u001f\\u007f]*|mailto:[^\\s\\\\\\u0000-\\u001f\\u007f]+|tel:[0-9+().\\-]+|/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*|#[^\\s\\\\\\u0000-\\u001f\\u007f]*)$",
};
const schema12 = { title: "Open in", enum: ["_self", "_blank"], "x-enum-labels": ["Same window", "New window"] };
const schema13 = {
  title: "Icon",
  description: "An icon name from the active theme's icon set.",
  type: "string",
  "x-field": "icon",
  pattern: "^$|^[a-z0-9]+(-[a-z0-9]+)*$",
};
const schema14 = {
  title: "Style",
  enum: ["primary", "secondary", "tertiary"],
  "x-enum-labels": ["Primary", "Secondary", "Tertiary"],
};
const schema15 = {
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
      if (!func0.call(schema10.properties, key0)) {
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
        params: { allowedValues: schema10.properties.type.enum },
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
        params: { allowedValues: schema12.enum },
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
        params: { allowedValues: schema14.enum },
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
        params: { allowedValues: schema15.enum },
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
        params: { allowedValues: schema10.properties.form_layout.enum },
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
const schema16 = {
  title: "Buttons",
  type: "array",
  maxItems: 3,
  "x-field": "links",
  items: { $ref: "#/$defs/link_or_button" },
};
function validate5(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
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
      if (!func0.call(schema10.properties, key0)) {
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
        params: { allowedValues: schema10.properties.type.enum },
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
        params: { allowedValues: schema12.enum },
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
        params: { allowedValues: schema14.enum },
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
        params: { allowedValues: schema15.enum },
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
        params: { allowedValues: schema10.properties.form_layout.enum },
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
  validate5.errors = vErrors;
  return errors === 0;
}
function validate4(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
  let vErrors = null;
  let errors = 0;
  if (Array.isArray(data)) {
    if (data.length > 3) {
      const err0 = {
        instancePath,
        schemaPath: "#/maxItems",
        keyword: "maxItems",
        params: { limit: 3 },
        message: "must NOT have more than 3 items",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    const len0 = data.length;
    for (let i0 = 0; i0 < len0; i0++) {
      if (
        !validate5(data[i0], {
          instancePath: instancePath + "/" + i0,
          parentData: data,
          parentDataProperty: i0,
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
        errors = vErrors.length;
      }
    }
  } else {
    const err1 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "array" },
      message: "must be array",
    };
    if (vErrors === null) {
      vErrors = [err1];
    } else {
      vErrors.push(err1);
    }
    errors++;
  }
  validate4.errors = vErrors;
  return errors === 0;
}
const schema28 = {
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
const schema29 = { type: "string", pattern: "^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$" };
const pattern5 = new RegExp("^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$", "u");
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
        if (!pattern5.test(data0)) {
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
        if (!pattern5.test(data1)) {
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
  /*# sourceURL="https://forecourt.dev/blocks/finance-calculator" */ let vErrors = null;
  let errors = 0;
  if (data && typeof data == "object" && !Array.isArray(data)) {
    if (data.block_scroll_id === undefined) {
      data.block_scroll_id = "";
    }
    if (data.finance_product === undefined) {
      data.finance_product = "uk-pcp";
    }
    if (data.finance_product_name === undefined) {
      data.finance_product_name = "Personal Contract Purchase";
    }
    if (data.header_tag === undefined) {
      data.header_tag = 2;
    }
    if (data.finance_product_description === undefined) {
      data.finance_product_description =
        "Spread the cost over 24 to 60 monthly payments. Maximum mileage over the contract: 120,000 km for petrol and 150,000 km for diesel vehicles.";
    }
    if (data.vehicle_price === undefined) {
      data.vehicle_price = 50000;
    }
    if (data.disclaimer_title === undefined) {
      data.disclaimer_title = "Representative example";
    }
    if (data.disclaimer_body === undefined) {
      data.disclaimer_body =
        "<p>Finance subject to status. Figures are an illustration; your retailer confirms the final terms.</p>";
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
    let data2 = data.finance_product;
    if (!(
      data2 === "uk-pcp" ||
      data2 === "uk-hp" ||
      data2 === "ie-pcp" ||
      data2 === "ie-hp" ||
      data2 === "de-ballon" ||
      data2 === "de-klassik" ||
      data2 === "fr-loa" ||
      data2 === "fr-credit" ||
      data2 === "it-formula" ||
      data2 === "es-multiopcion" ||
      data2 === "nl-autofinanciering" ||
      data2 === "be-lening" ||
      data2 === "ch-kredit" ||
      data2 === "at-restwert" ||
      data2 === "pl-kredyt" ||
      data2 === "cz-uver" ||
      data2 === "se-billan" ||
      data2 === "no-billan" ||
      data2 === "dk-billan" ||
      data2 === "pt-credito" ||
      data2 === "jp-zankaku" ||
      data2 === "kr-halbu" ||
      data2 === "au-chattel" ||
      data2 === "nz-hp" ||
      data2 === "za-instalment" ||
      data2 === "ae-flat" ||
      data2 === "sa-murabaha" ||
      data2 === "in-loan" ||
      data2 === "br-cdc" ||
      data2 === "mx-credito" ||
      data2 === "ca-loan" ||
      data2 === "us-balloon" ||
      data2 === "us-retail"
    )) {
      const err6 = {
        instancePath: instancePath + "/finance_product",
        schemaPath: "#/properties/finance_product/enum",
        keyword: "enum",
        params: { allowedValues: schema0.properties.finance_product.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    let data3 = data.finance_product_name;
    if (typeof data3 !== "string") {
      const err7 = {
        instancePath: instancePath + "/finance_product_name",
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
      if (func1(data3) > 150) {
        const err8 = {
          instancePath: instancePath + "/finance_product_name",
          schemaPath: "#/properties/finance_product_name/maxLength",
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
    let data4 = data.header_tag;
    if (!(data4 === 1 || data4 === 2 || data4 === 3 || data4 === 4 || data4 === 5 || data4 === 6)) {
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
    let data5 = data.finance_product_description;
    if (typeof data5 !== "string") {
      const err10 = {
        instancePath: instancePath + "/finance_product_description",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/text/type",
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
    if (typeof data5 === "string") {
      if (func1(data5) > 1000) {
        const err11 = {
          instancePath: instancePath + "/finance_product_description",
          schemaPath: "#/properties/finance_product_description/maxLength",
          keyword: "maxLength",
          params: { limit: 1000 },
          message: "must NOT have more than 1000 characters",
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    let data6 = data.vehicle_price;
    if (!(typeof data6 == "number" && isFinite(data6))) {
      const err12 = {
        instancePath: instancePath + "/vehicle_price",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/number/type",
        keyword: "type",
        params: { type: "number" },
        message: "must be number",
      };
      if (vErrors === null) {
        vErrors = [err12];
      } else {
        vErrors.push(err12);
      }
      errors++;
    }
    if (typeof data6 == "number" && isFinite(data6)) {
      if (data6 > 5000000 || isNaN(data6)) {
        const err13 = {
          instancePath: instancePath + "/vehicle_price",
          schemaPath: "#/properties/vehicle_price/maximum",
          keyword: "maximum",
          params: { comparison: "<=", limit: 5000000 },
          message: "must be <= 5000000",
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (data6 < 1000 || isNaN(data6)) {
        const err14 = {
          instancePath: instancePath + "/vehicle_price",
          schemaPath: "#/properties/vehicle_price/minimum",
          keyword: "minimum",
          params: { comparison: ">=", limit: 1000 },
          message: "must be >= 1000",
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
    }
    if (data.finance_product_input !== undefined) {
      let data7 = data.finance_product_input;
      if (data7 && typeof data7 == "object" && !Array.isArray(data7)) {
        for (const key1 in data7) {
          if (!(key1 === "down_payment" || key1 === "duration" || key1 === "interest_rate")) {
            const err15 = {
              instancePath: instancePath + "/finance_product_input",
              schemaPath: "#/properties/finance_product_input/additionalProperties",
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
        if (data7.down_payment !== undefined) {
          let data8 = data7.down_payment;
          if (data8 && typeof data8 == "object" && !Array.isArray(data8)) {
            for (const key2 in data8) {
              if (!(key2 === "label" || key2 === "min" || key2 === "max" || key2 === "default")) {
                const err16 = {
                  instancePath: instancePath + "/finance_product_input/down_payment",
                  schemaPath: "#/properties/finance_product_input/properties/down_payment/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key2 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err16];
                } else {
                  vErrors.push(err16);
                }
                errors++;
              }
            }
            if (data8.label !== undefined) {
              let data9 = data8.label;
              if (typeof data9 === "string") {
                if (func1(data9) > 60) {
                  const err17 = {
                    instancePath: instancePath + "/finance_product_input/down_payment/label",
                    schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/label/maxLength",
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
              } else {
                const err18 = {
                  instancePath: instancePath + "/finance_product_input/down_payment/label",
                  schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/label/type",
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
            if (data8.min !== undefined) {
              let data10 = data8.min;
              if (!(typeof data10 == "number" && !(data10 % 1) && !isNaN(data10) && isFinite(data10))) {
                const err19 = {
                  instancePath: instancePath + "/finance_product_input/down_payment/min",
                  schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/min/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err19];
                } else {
                  vErrors.push(err19);
                }
                errors++;
              }
              if (typeof data10 == "number" && isFinite(data10)) {
                if (data10 > 50 || isNaN(data10)) {
                  const err20 = {
                    instancePath: instancePath + "/finance_product_input/down_payment/min",
                    schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/min/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 50 },
                    message: "must be <= 50",
                  };
                  if (vErrors === null) {
                    vErrors = [err20];
                  } else {
                    vErrors.push(err20);
                  }
                  errors++;
                }
                if (data10 < 20 || isNaN(data10)) {
                  const err21 = {
                    instancePath: instancePath + "/finance_product_input/down_payment/min",
                    schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/min/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 20 },
                    message: "must be >= 20",
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
            if (data8.max !== undefined) {
              let data11 = data8.max;
              if (!(typeof data11 == "number" && !(data11 % 1) && !isNaN(data11) && isFinite(data11))) {
                const err22 = {
                  instancePath: instancePath + "/finance_product_input/down_payment/max",
                  schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/max/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err22];
                } else {
                  vErrors.push(err22);
                }
                errors++;
              }
              if (typeof data11 == "number" && isFinite(data11)) {
                if (data11 > 50 || isNaN(data11)) {
                  const err23 = {
                    instancePath: instancePath + "/finance_product_input/down_payment/max",
                    schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/max/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 50 },
                    message: "must be <= 50",
                  };
                  if (vErrors === null) {
                    vErrors = [err23];
                  } else {
                    vErrors.push(err23);
                  }
                  errors++;
                }
                if (data11 < 20 || isNaN(data11)) {
                  const err24 = {
                    instancePath: instancePath + "/finance_product_input/down_payment/max",
                    schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/max/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 20 },
                    message: "must be >= 20",
                  };
                  if (vErrors === null) {
                    vErrors = [err24];
                  } else {
                    vErrors.push(err24);
                  }
                  errors++;
                }
              }
            }
            if (data8.default !== undefined) {
              let data12 = data8.default;
              if (!(typeof data12 == "number" && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
                const err25 = {
                  instancePath: instancePath + "/finance_product_input/down_payment/default",
                  schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/default/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err25];
                } else {
                  vErrors.push(err25);
                }
                errors++;
              }
              if (typeof data12 == "number" && isFinite(data12)) {
                if (data12 > 50 || isNaN(data12)) {
                  const err26 = {
                    instancePath: instancePath + "/finance_product_input/down_payment/default",
                    schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/default/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 50 },
                    message: "must be <= 50",
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (data12 < 20 || isNaN(data12)) {
                  const err27 = {
                    instancePath: instancePath + "/finance_product_input/down_payment/default",
                    schemaPath: "#/properties/finance_product_input/properties/down_payment/properties/default/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 20 },
                    message: "must be >= 20",
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err28 = {
              instancePath: instancePath + "/finance_product_input/down_payment",
              schemaPath: "#/properties/finance_product_input/properties/down_payment/type",
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
        if (data7.duration !== undefined) {
          let data13 = data7.duration;
          if (data13 && typeof data13 == "object" && !Array.isArray(data13)) {
            for (const key3 in data13) {
              if (!(key3 === "label" || key3 === "min" || key3 === "max" || key3 === "default")) {
                const err29 = {
                  instancePath: instancePath + "/finance_product_input/duration",
                  schemaPath: "#/properties/finance_product_input/properties/duration/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key3 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data13.label !== undefined) {
              let data14 = data13.label;
              if (typeof data14 === "string") {
                if (func1(data14) > 60) {
                  const err30 = {
                    instancePath: instancePath + "/finance_product_input/duration/label",
                    schemaPath: "#/properties/finance_product_input/properties/duration/properties/label/maxLength",
                    keyword: "maxLength",
                    params: { limit: 60 },
                    message: "must NOT have more than 60 characters",
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
                  instancePath: instancePath + "/finance_product_input/duration/label",
                  schemaPath: "#/properties/finance_product_input/properties/duration/properties/label/type",
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
            if (data13.min !== undefined) {
              let data15 = data13.min;
              if (!(typeof data15 == "number" && !(data15 % 1) && !isNaN(data15) && isFinite(data15))) {
                const err32 = {
                  instancePath: instancePath + "/finance_product_input/duration/min",
                  schemaPath: "#/properties/finance_product_input/properties/duration/properties/min/type",
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
              if (typeof data15 == "number" && isFinite(data15)) {
                if (data15 > 7 || isNaN(data15)) {
                  const err33 = {
                    instancePath: instancePath + "/finance_product_input/duration/min",
                    schemaPath: "#/properties/finance_product_input/properties/duration/properties/min/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 7 },
                    message: "must be <= 7",
                  };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
                if (data15 < 4 || isNaN(data15)) {
                  const err34 = {
                    instancePath: instancePath + "/finance_product_input/duration/min",
                    schemaPath: "#/properties/finance_product_input/properties/duration/properties/min/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 4 },
                    message: "must be >= 4",
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
            if (data13.max !== undefined) {
              let data16 = data13.max;
              if (!(typeof data16 == "number" && !(data16 % 1) && !isNaN(data16) && isFinite(data16))) {
                const err35 = {
                  instancePath: instancePath + "/finance_product_input/duration/max",
                  schemaPath: "#/properties/finance_product_input/properties/duration/properties/max/type",
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
              if (typeof data16 == "number" && isFinite(data16)) {
                if (data16 > 7 || isNaN(data16)) {
                  const err36 = {
                    instancePath: instancePath + "/finance_product_input/duration/max",
                    schemaPath: "#/properties/finance_product_input/properties/duration/properties/max/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 7 },
                    message: "must be <= 7",
                  };
                  if (vErrors === null) {
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (data16 < 4 || isNaN(data16)) {
                  const err37 = {
                    instancePath: instancePath + "/finance_product_input/duration/max",
                    schemaPath: "#/properties/finance_product_input/properties/duration/properties/max/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 4 },
                    message: "must be >= 4",
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
            if (data13.default !== undefined) {
              let data17 = data13.default;
              if (!(typeof data17 == "number" && !(data17 % 1) && !isNaN(data17) && isFinite(data17))) {
                const err38 = {
                  instancePath: instancePath + "/finance_product_input/duration/default",
                  schemaPath: "#/properties/finance_product_input/properties/duration/properties/default/type",
                  keyword: "type",
                  params: { type: "integer" },
                  message: "must be integer",
                };
                if (vErrors === null) {
                  vErrors = [err38];
                } else {
                  vErrors.push(err38);
                }
                errors++;
              }
              if (typeof data17 == "number" && isFinite(data17)) {
                if (data17 > 7 || isNaN(data17)) {
                  const err39 = {
                    instancePath: instancePath + "/finance_product_input/duration/default",
                    schemaPath: "#/properties/finance_product_input/properties/duration/properties/default/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 7 },
                    message: "must be <= 7",
                  };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (data17 < 4 || isNaN(data17)) {
                  const err40 = {
                    instancePath: instancePath + "/finance_product_input/duration/default",
                    schemaPath: "#/properties/finance_product_input/properties/duration/properties/default/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 4 },
                    message: "must be >= 4",
                  };
                  if (vErrors === null) {
                    vErrors = [err40];
                  } else {
                    vErrors.push(err40);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err41 = {
              instancePath: instancePath + "/finance_product_input/duration",
              schemaPath: "#/properties/finance_product_input/properties/duration/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
            };
            if (vErrors === null) {
              vErrors = [err41];
            } else {
              vErrors.push(err41);
            }
            errors++;
          }
        }
        if (data7.interest_rate !== undefined) {
          let data18 = data7.interest_rate;
          if (data18 && typeof data18 == "object" && !Array.isArray(data18)) {
            for (const key4 in data18) {
              if (!(key4 === "label" || key4 === "value")) {
                const err42 = {
                  instancePath: instancePath + "/finance_product_input/interest_rate",
                  schemaPath: "#/properties/finance_product_input/properties/interest_rate/additionalProperties",
                  keyword: "additionalProperties",
                  params: { additionalProperty: key4 },
                  message: "must NOT have additional properties",
                };
                if (vErrors === null) {
                  vErrors = [err42];
                } else {
                  vErrors.push(err42);
                }
                errors++;
              }
            }
            if (data18.label !== undefined) {
              let data19 = data18.label;
              if (typeof data19 === "string") {
                if (func1(data19) > 60) {
                  const err43 = {
                    instancePath: instancePath + "/finance_product_input/interest_rate/label",
                    schemaPath:
                      "#/properties/finance_product_input/properties/interest_rate/properties/label/maxLength",
                    keyword: "maxLength",
                    params: { limit: 60 },
                    message: "must NOT have more than 60 characters",
                  };
                  if (vErrors === null) {
                    vErrors = [err43];
                  } else {
                    vErrors.push(err43);
                  }
                  errors++;
                }
              } else {
                const err44 = {
                  instancePath: instancePath + "/finance_product_input/interest_rate/label",
                  schemaPath: "#/properties/finance_product_input/properties/interest_rate/properties/label/type",
                  keyword: "type",
                  params: { type: "string" },
                  message: "must be string",
                };
                if (vErrors === null) {
                  vErrors = [err44];
                } else {
                  vErrors.push(err44);
                }
                errors++;
              }
            }
            if (data18.value !== undefined) {
              let data20 = data18.value;
              if (typeof data20 == "number" && isFinite(data20)) {
                if (data20 > 30 || isNaN(data20)) {
                  const err45 = {
                    instancePath: instancePath + "/finance_product_input/interest_rate/value",
                    schemaPath: "#/properties/finance_product_input/properties/interest_rate/properties/value/maximum",
                    keyword: "maximum",
                    params: { comparison: "<=", limit: 30 },
                    message: "must be <= 30",
                  };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
                if (data20 < 0 || isNaN(data20)) {
                  const err46 = {
                    instancePath: instancePath + "/finance_product_input/interest_rate/value",
                    schemaPath: "#/properties/finance_product_input/properties/interest_rate/properties/value/minimum",
                    keyword: "minimum",
                    params: { comparison: ">=", limit: 0 },
                    message: "must be >= 0",
                  };
                  if (vErrors === null) {
                    vErrors = [err46];
                  } else {
                    vErrors.push(err46);
                  }
                  errors++;
                }
              } else {
                const err47 = {
                  instancePath: instancePath + "/finance_product_input/interest_rate/value",
                  schemaPath: "#/properties/finance_product_input/properties/interest_rate/properties/value/type",
                  keyword: "type",
                  params: { type: "number" },
                  message: "must be number",
                };
                if (vErrors === null) {
                  vErrors = [err47];
                } else {
                  vErrors.push(err47);
                }
                errors++;
              }
            }
          } else {
            const err48 = {
              instancePath: instancePath + "/finance_product_input/interest_rate",
              schemaPath: "#/properties/finance_product_input/properties/interest_rate/type",
              keyword: "type",
              params: { type: "object" },
              message: "must be object",
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
          instancePath: instancePath + "/finance_product_input",
          schemaPath: "#/properties/finance_product_input/type",
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
    }
    if (data.finance_product_output !== undefined) {
      let data21 = data.finance_product_output;
      if (data21 && typeof data21 == "object" && !Array.isArray(data21)) {
        for (const key5 in data21) {
          if (!func0.call(schema0.properties.finance_product_output.properties, key5)) {
            const err50 = {
              instancePath: instancePath + "/finance_product_output",
              schemaPath: "#/properties/finance_product_output/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key5 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
        if (data21.monthly_payment !== undefined) {
          let data22 = data21.monthly_payment;
          if (typeof data22 === "string") {
            if (func1(data22) > 80) {
              const err51 = {
                instancePath: instancePath + "/finance_product_output/monthly_payment",
                schemaPath: "#/properties/finance_product_output/properties/monthly_payment/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
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
              instancePath: instancePath + "/finance_product_output/monthly_payment",
              schemaPath: "#/properties/finance_product_output/properties/monthly_payment/type",
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
        if (data21.on_the_road_price !== undefined) {
          let data23 = data21.on_the_road_price;
          if (typeof data23 === "string") {
            if (func1(data23) > 80) {
              const err53 = {
                instancePath: instancePath + "/finance_product_output/on_the_road_price",
                schemaPath: "#/properties/finance_product_output/properties/on_the_road_price/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
          } else {
            const err54 = {
              instancePath: instancePath + "/finance_product_output/on_the_road_price",
              schemaPath: "#/properties/finance_product_output/properties/on_the_road_price/type",
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
        }
        if (data21.total_deposit !== undefined) {
          let data24 = data21.total_deposit;
          if (typeof data24 === "string") {
            if (func1(data24) > 80) {
              const err55 = {
                instancePath: instancePath + "/finance_product_output/total_deposit",
                schemaPath: "#/properties/finance_product_output/properties/total_deposit/maxLength",
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
          } else {
            const err56 = {
              instancePath: instancePath + "/finance_product_output/total_deposit",
              schemaPath: "#/properties/finance_product_output/properties/total_deposit/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err56];
            } else {
              vErrors.push(err56);
            }
            errors++;
          }
        }
        if (data21.cash_deposit !== undefined) {
          let data25 = data21.cash_deposit;
          if (typeof data25 === "string") {
            if (func1(data25) > 80) {
              const err57 = {
                instancePath: instancePath + "/finance_product_output/cash_deposit",
                schemaPath: "#/properties/finance_product_output/properties/cash_deposit/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          } else {
            const err58 = {
              instancePath: instancePath + "/finance_product_output/cash_deposit",
              schemaPath: "#/properties/finance_product_output/properties/cash_deposit/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err58];
            } else {
              vErrors.push(err58);
            }
            errors++;
          }
        }
        if (data21.total_amount_of_credit !== undefined) {
          let data26 = data21.total_amount_of_credit;
          if (typeof data26 === "string") {
            if (func1(data26) > 80) {
              const err59 = {
                instancePath: instancePath + "/finance_product_output/total_amount_of_credit",
                schemaPath: "#/properties/finance_product_output/properties/total_amount_of_credit/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
              };
              if (vErrors === null) {
                vErrors = [err59];
              } else {
                vErrors.push(err59);
              }
              errors++;
            }
          } else {
            const err60 = {
              instancePath: instancePath + "/finance_product_output/total_amount_of_credit",
              schemaPath: "#/properties/finance_product_output/properties/total_amount_of_credit/type",
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
        }
        if (data21.monthly_payments !== undefined) {
          let data27 = data21.monthly_payments;
          if (typeof data27 === "string") {
            if (func1(data27) > 80) {
              const err61 = {
                instancePath: instancePath + "/finance_product_output/monthly_payments",
                schemaPath: "#/properties/finance_product_output/properties/monthly_payments/maxLength",
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
          } else {
            const err62 = {
              instancePath: instancePath + "/finance_product_output/monthly_payments",
              schemaPath: "#/properties/finance_product_output/properties/monthly_payments/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err62];
            } else {
              vErrors.push(err62);
            }
            errors++;
          }
        }
        if (data21.duration_of_agreement !== undefined) {
          let data28 = data21.duration_of_agreement;
          if (typeof data28 === "string") {
            if (func1(data28) > 80) {
              const err63 = {
                instancePath: instancePath + "/finance_product_output/duration_of_agreement",
                schemaPath: "#/properties/finance_product_output/properties/duration_of_agreement/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
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
              instancePath: instancePath + "/finance_product_output/duration_of_agreement",
              schemaPath: "#/properties/finance_product_output/properties/duration_of_agreement/type",
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
        if (data21.interest_rate !== undefined) {
          let data29 = data21.interest_rate;
          if (typeof data29 === "string") {
            if (func1(data29) > 80) {
              const err65 = {
                instancePath: instancePath + "/finance_product_output/interest_rate",
                schemaPath: "#/properties/finance_product_output/properties/interest_rate/maxLength",
                keyword: "maxLength",
                params: { limit: 80 },
                message: "must NOT have more than 80 characters",
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
              instancePath: instancePath + "/finance_product_output/interest_rate",
              schemaPath: "#/properties/finance_product_output/properties/interest_rate/type",
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
        if (data21.created_at !== undefined) {
          let data30 = data21.created_at;
          if (typeof data30 === "string") {
            if (func1(data30) > 80) {
              const err67 = {
                instancePath: instancePath + "/finance_product_output/created_at",
                schemaPath: "#/properties/finance_product_output/properties/created_at/maxLength",
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
          } else {
            const err68 = {
              instancePath: instancePath + "/finance_product_output/created_at",
              schemaPath: "#/properties/finance_product_output/properties/created_at/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
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
          instancePath: instancePath + "/finance_product_output",
          schemaPath: "#/properties/finance_product_output/type",
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
    }
    if (data.link !== undefined) {
      if (
        !validate2(data.link, {
          instancePath: instancePath + "/link",
          parentData: data,
          parentDataProperty: "link",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);
        errors = vErrors.length;
      }
    }
    if (data.buttons !== undefined) {
      if (
        !validate4(data.buttons, {
          instancePath: instancePath + "/buttons",
          parentData: data,
          parentDataProperty: "buttons",
          rootData,
        })
      ) {
        vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
        errors = vErrors.length;
      }
    }
    let data33 = data.disclaimer_title;
    if (typeof data33 !== "string") {
      const err70 = {
        instancePath: instancePath + "/disclaimer_title",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/string/type",
        keyword: "type",
        params: { type: "string" },
        message: "must be string",
      };
      if (vErrors === null) {
        vErrors = [err70];
      } else {
        vErrors.push(err70);
      }
      errors++;
    }
    if (typeof data33 === "string") {
      if (func1(data33) > 150) {
        const err71 = {
          instancePath: instancePath + "/disclaimer_title",
          schemaPath: "#/properties/disclaimer_title/maxLength",
          keyword: "maxLength",
          params: { limit: 150 },
          message: "must NOT have more than 150 characters",
        };
        if (vErrors === null) {
          vErrors = [err71];
        } else {
          vErrors.push(err71);
        }
        errors++;
      }
    }
    let data34 = data.disclaimer_body;
    if (typeof data34 !== "string") {
      const err72 = {
        instancePath: instancePath + "/disclaimer_body",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/markdown/type",
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
    if (typeof data34 === "string") {
      if (func1(data34) > 5000) {
        const err73 = {
          instancePath: instancePath + "/disclaimer_body",
          schemaPath: "#/properties/disclaimer_body/maxLength",
          keyword: "maxLength",
          params: { limit: 5000 },
          message: "must NOT have more than 5000 characters",
        };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    let data35 = data.box_color;
    if (!(data35 === "light-theme" || data35 === "grey-theme" || data35 === "dark-theme" || data35 === "black-theme")) {
      const err74 = {
        instancePath: instancePath + "/box_color",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/box_color/enum",
        keyword: "enum",
        params: { allowedValues: schema25.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err74];
      } else {
        vErrors.push(err74);
      }
      errors++;
    }
    let data36 = data.padding;
    if (!(data36 === "normal" || data36 === "top-space-0" || data36 === "bottom-space-0" || data36 === "y-space-0")) {
      const err75 = {
        instancePath: instancePath + "/padding",
        schemaPath: "https://forecourt.dev/schemas/fields#/$defs/padding/enum",
        keyword: "enum",
        params: { allowedValues: schema26.enum },
        message: "must be equal to one of the allowed values",
      };
      if (vErrors === null) {
        vErrors = [err75];
      } else {
        vErrors.push(err75);
      }
      errors++;
    }
    if (data.dc_strategy !== undefined) {
      let data37 = data.dc_strategy;
      if (data37 && typeof data37 == "object" && !Array.isArray(data37)) {
        if (data37.key === undefined) {
          const err76 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "key" },
            message: "must have required property '" + "key" + "'",
          };
          if (vErrors === null) {
            vErrors = [err76];
          } else {
            vErrors.push(err76);
          }
          errors++;
        }
        if (data37.value === undefined) {
          const err77 = {
            instancePath: instancePath + "/dc_strategy",
            schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/required",
            keyword: "required",
            params: { missingProperty: "value" },
            message: "must have required property '" + "value" + "'",
          };
          if (vErrors === null) {
            vErrors = [err77];
          } else {
            vErrors.push(err77);
          }
          errors++;
        }
        for (const key6 in data37) {
          if (!(key6 === "key" || key6 === "value" || key6 === "name" || key6 === "fallback")) {
            const err78 = {
              instancePath: instancePath + "/dc_strategy",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/additionalProperties",
              keyword: "additionalProperties",
              params: { additionalProperty: key6 },
              message: "must NOT have additional properties",
            };
            if (vErrors === null) {
              vErrors = [err78];
            } else {
              vErrors.push(err78);
            }
            errors++;
          }
        }
        if (data37.key !== undefined) {
          let data38 = data37.key;
          if (!(
            data38 === "url_brands" ||
            data38 === "mena_offers" ||
            data38 === "reffine_sl" ||
            data38 === "mena_external_sl"
          )) {
            const err79 = {
              instancePath: instancePath + "/dc_strategy/key",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/key/enum",
              keyword: "enum",
              params: { allowedValues: schema27.properties.key.enum },
              message: "must be equal to one of the allowed values",
            };
            if (vErrors === null) {
              vErrors = [err79];
            } else {
              vErrors.push(err79);
            }
            errors++;
          }
        }
        if (data37.value !== undefined) {
          let data39 = data37.value;
          if (typeof data39 === "string") {
            if (func1(data39) > 500) {
              const err80 = {
                instancePath: instancePath + "/dc_strategy/value",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/maxLength",
                keyword: "maxLength",
                params: { limit: 500 },
                message: "must NOT have more than 500 characters",
              };
              if (vErrors === null) {
                vErrors = [err80];
              } else {
                vErrors.push(err80);
              }
              errors++;
            }
          } else {
            const err81 = {
              instancePath: instancePath + "/dc_strategy/value",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/value/type",
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
        }
        if (data37.name !== undefined) {
          let data40 = data37.name;
          if (typeof data40 === "string") {
            if (func1(data40) > 120) {
              const err82 = {
                instancePath: instancePath + "/dc_strategy/name",
                schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/maxLength",
                keyword: "maxLength",
                params: { limit: 120 },
                message: "must NOT have more than 120 characters",
              };
              if (vErrors === null) {
                vErrors = [err82];
              } else {
                vErrors.push(err82);
              }
              errors++;
            }
          } else {
            const err83 = {
              instancePath: instancePath + "/dc_strategy/name",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/name/type",
              keyword: "type",
              params: { type: "string" },
              message: "must be string",
            };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data37.fallback !== undefined) {
          if (typeof data37.fallback !== "boolean") {
            const err84 = {
              instancePath: instancePath + "/dc_strategy/fallback",
              schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/properties/fallback/type",
              keyword: "type",
              params: { type: "boolean" },
              message: "must be boolean",
            };
            if (vErrors === null) {
              vErrors = [err84];
            } else {
              vErrors.push(err84);
            }
            errors++;
          }
        }
      } else {
        const err85 = {
          instancePath: instancePath + "/dc_strategy",
          schemaPath: "https://forecourt.dev/schemas/fields#/$defs/dc_strategy/type",
          keyword: "type",
          params: { type: "object" },
          message: "must be object",
        };
        if (vErrors === null) {
          vErrors = [err85];
        } else {
          vErrors.push(err85);
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
    const err86 = {
      instancePath,
      schemaPath: "#/type",
      keyword: "type",
      params: { type: "object" },
      message: "must be object",
    };
    if (vErrors === null) {
      vErrors = [err86];
    } else {
      vErrors.push(err86);
    }
    errors++;
  }
  validate0.errors = vErrors;
  return errors === 0;
}
