// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";

/** A Puck field without render functions; `custom` fields name the project widget that edits them. */
export type EditorField =
  | { type: "text" | "textarea"; label: string }
  | { type: "number"; label: string; min?: number; max?: number; step?: number }
  | { type: "select" | "radio"; label: string; options: { label: string; value: string | number | boolean }[] }
  | { type: "array"; label: string; arrayFields: EditorFields; max?: number; min?: number }
  | { type: "object"; label: string; objectFields: EditorFields }
  | { type: "slot"; label: string }
  | { type: "custom"; label: string; widget: string };

export type EditorFields = { [prop: string]: EditorField };

/** The editor's field config for every block, generated from the block schemas. */
export const editorFields: { readonly [K in BlockKey]: EditorFields } = {
  "360-views": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    frames: {
      type: "custom",
      widget: "image-list",
      label: "Frames",
    },
    start_frame: {
      type: "number",
      label: "First frame shown",
      min: 1,
      max: 72,
      step: 1,
    },
    hint: {
      type: "text",
      label: "Hint",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  accordion: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    open_all_label: {
      type: "text",
      label: "Open all label",
    },
    close_all_label: {
      type: "text",
      label: "Close all label",
    },
    has_schema: {
      type: "radio",
      label: "Add FAQ structured data",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    header_tag: {
      type: "select",
      label: "Heading level of the sections",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    items: {
      type: "array",
      label: "Sections",
      arrayFields: {
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        content: {
          type: "slot",
          label: "Section content",
        },
        content_items: {
          type: "array",
          label: "Content items",
          arrayFields: {
            type: {
              type: "select",
              label: "Type",
              options: [
                {
                  label: "HTML",
                  value: "html",
                },
                {
                  label: "Calculator",
                  value: "calculator",
                },
                {
                  label: "Finance options table",
                  value: "finance_options_table",
                },
                {
                  label: "Form",
                  value: "form",
                },
              ],
            },
            html: {
              type: "custom",
              widget: "markdown",
              label: "HTML",
            },
            config: {
              type: "custom",
              widget: "json",
              label: "Calculator config",
            },
            options: {
              type: "array",
              label: "Finance options",
              arrayFields: {
                label: {
                  type: "text",
                  label: "Name",
                },
                finance_product: {
                  type: "select",
                  label: "Finance product",
                  options: [
                    {
                      label: "GB: Personal Contract Purchase (PCP) (GBP)",
                      value: "uk-pcp",
                    },
                    {
                      label: "GB: Hire Purchase (HP) (GBP)",
                      value: "uk-hp",
                    },
                    {
                      label: "IE: Personal Contract Plan (PCP) (EUR)",
                      value: "ie-pcp",
                    },
                    {
                      label: "IE: Hire Purchase (EUR)",
                      value: "ie-hp",
                    },
                    {
                      label: "DE: Ballonfinanzierung (EUR)",
                      value: "de-ballon",
                    },
                    {
                      label: "DE: Klassische Finanzierung (EUR)",
                      value: "de-klassik",
                    },
                    {
                      label: "FR: Location avec option d'achat (LOA) (EUR)",
                      value: "fr-loa",
                    },
                    {
                      label: "FR: Crédit classique (EUR)",
                      value: "fr-credit",
                    },
                    {
                      label: "IT: Finanziamento con maxi rata finale (EUR)",
                      value: "it-formula",
                    },
                    {
                      label: "ES: Financiación Multiopción (EUR)",
                      value: "es-multiopcion",
                    },
                    {
                      label: "NL: Slottermijnfinanciering (EUR)",
                      value: "nl-autofinanciering",
                    },
                    {
                      label: "BE: Lening op afbetaling (EUR)",
                      value: "be-lening",
                    },
                    {
                      label: "CH: Autokredit (CHF)",
                      value: "ch-kredit",
                    },
                    {
                      label: "AT: Restwertfinanzierung (EUR)",
                      value: "at-restwert",
                    },
                    {
                      label: "PL: Kredyt balonowy (PLN)",
                      value: "pl-kredyt",
                    },
                    {
                      label: "CZ: Úvěr na vůz (CZK)",
                      value: "cz-uver",
                    },
                    {
                      label: "SE: Billån (SEK)",
                      value: "se-billan",
                    },
                    {
                      label: "NO: Billån (NOK)",
                      value: "no-billan",
                    },
                    {
                      label: "DK: Billån med restværdi (DKK)",
                      value: "dk-billan",
                    },
                    {
                      label: "PT: Crédito automóvel (EUR)",
                      value: "pt-credito",
                    },
                    {
                      label: "JP: 残価設定型クレジット (JPY)",
                      value: "jp-zankaku",
                    },
                    {
                      label: "KR: 할부 금융 (KRW)",
                      value: "kr-halbu",
                    },
                    {
                      label: "AU: Chattel mortgage with balloon (AUD)",
                      value: "au-chattel",
                    },
                    {
                      label: "NZ: Hire Purchase (NZD)",
                      value: "nz-hp",
                    },
                    {
                      label: "ZA: Instalment sale with residual (ZAR)",
                      value: "za-instalment",
                    },
                    {
                      label: "AE: Auto loan (flat rate) (AED)",
                      value: "ae-flat",
                    },
                    {
                      label: "SA: Murabaha (flat profit rate) (SAR)",
                      value: "sa-murabaha",
                    },
                    {
                      label: "IN: Car loan (EMI) (INR)",
                      value: "in-loan",
                    },
                    {
                      label: "BR: CDC com parcela final (BRL)",
                      value: "br-cdc",
                    },
                    {
                      label: "MX: Crédito automotriz (MXN)",
                      value: "mx-credito",
                    },
                    {
                      label: "CA: Retail finance (CAD)",
                      value: "ca-loan",
                    },
                    {
                      label: "US: Balloon retail contract (USD)",
                      value: "us-balloon",
                    },
                    {
                      label: "US: Retail installment contract (USD)",
                      value: "us-retail",
                    },
                  ],
                },
                interest_rate: {
                  type: "number",
                  label: "Interest rate (percent)",
                  min: 0,
                  max: 30,
                },
                description: {
                  type: "text",
                  label: "Text",
                },
              },
              max: 10,
            },
            form_id: {
              type: "custom",
              widget: "ref",
              label: "Form id",
            },
            has_two_columns: {
              type: "radio",
              label: "Two columns",
              options: [
                {
                  label: "Yes",
                  value: true,
                },
                {
                  label: "No",
                  value: false,
                },
              ],
            },
          },
          max: 10,
        },
      },
      max: 30,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  calculator: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    calculator_style: {
      type: "select",
      label: "Style",
      options: [
        {
          label: "Default",
          value: "default",
        },
        {
          label: "MENA",
          value: "mena",
        },
      ],
    },
    finance_product: {
      type: "select",
      label: "Finance product",
      options: [
        {
          label: "GB: Personal Contract Purchase (PCP) (GBP)",
          value: "uk-pcp",
        },
        {
          label: "GB: Hire Purchase (HP) (GBP)",
          value: "uk-hp",
        },
        {
          label: "IE: Personal Contract Plan (PCP) (EUR)",
          value: "ie-pcp",
        },
        {
          label: "IE: Hire Purchase (EUR)",
          value: "ie-hp",
        },
        {
          label: "DE: Ballonfinanzierung (EUR)",
          value: "de-ballon",
        },
        {
          label: "DE: Klassische Finanzierung (EUR)",
          value: "de-klassik",
        },
        {
          label: "FR: Location avec option d'achat (LOA) (EUR)",
          value: "fr-loa",
        },
        {
          label: "FR: Crédit classique (EUR)",
          value: "fr-credit",
        },
        {
          label: "IT: Finanziamento con maxi rata finale (EUR)",
          value: "it-formula",
        },
        {
          label: "ES: Financiación Multiopción (EUR)",
          value: "es-multiopcion",
        },
        {
          label: "NL: Slottermijnfinanciering (EUR)",
          value: "nl-autofinanciering",
        },
        {
          label: "BE: Lening op afbetaling (EUR)",
          value: "be-lening",
        },
        {
          label: "CH: Autokredit (CHF)",
          value: "ch-kredit",
        },
        {
          label: "AT: Restwertfinanzierung (EUR)",
          value: "at-restwert",
        },
        {
          label: "PL: Kredyt balonowy (PLN)",
          value: "pl-kredyt",
        },
        {
          label: "CZ: Úvěr na vůz (CZK)",
          value: "cz-uver",
        },
        {
          label: "SE: Billån (SEK)",
          value: "se-billan",
        },
        {
          label: "NO: Billån (NOK)",
          value: "no-billan",
        },
        {
          label: "DK: Billån med restværdi (DKK)",
          value: "dk-billan",
        },
        {
          label: "PT: Crédito automóvel (EUR)",
          value: "pt-credito",
        },
        {
          label: "JP: 残価設定型クレジット (JPY)",
          value: "jp-zankaku",
        },
        {
          label: "KR: 할부 금융 (KRW)",
          value: "kr-halbu",
        },
        {
          label: "AU: Chattel mortgage with balloon (AUD)",
          value: "au-chattel",
        },
        {
          label: "NZ: Hire Purchase (NZD)",
          value: "nz-hp",
        },
        {
          label: "ZA: Instalment sale with residual (ZAR)",
          value: "za-instalment",
        },
        {
          label: "AE: Auto loan (flat rate) (AED)",
          value: "ae-flat",
        },
        {
          label: "SA: Murabaha (flat profit rate) (SAR)",
          value: "sa-murabaha",
        },
        {
          label: "IN: Car loan (EMI) (INR)",
          value: "in-loan",
        },
        {
          label: "BR: CDC com parcela final (BRL)",
          value: "br-cdc",
        },
        {
          label: "MX: Crédito automotriz (MXN)",
          value: "mx-credito",
        },
        {
          label: "CA: Retail finance (CAD)",
          value: "ca-loan",
        },
        {
          label: "US: Balloon retail contract (USD)",
          value: "us-balloon",
        },
        {
          label: "US: Retail installment contract (USD)",
          value: "us-retail",
        },
      ],
    },
    nameplate_key_filter: {
      type: "text",
      label: "Nameplate filter",
    },
    hide_free_items: {
      type: "radio",
      label: "Hide free items",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    model_label: {
      type: "text",
      label: "Model label",
    },
    deposit_label: {
      type: "text",
      label: "Deposit label",
    },
    duration_label: {
      type: "text",
      label: "Duration label",
    },
    monthly_label: {
      type: "text",
      label: "Monthly payment label",
    },
    price_label: {
      type: "text",
      label: "Price label",
    },
    rate_label: {
      type: "text",
      label: "Interest rate label",
    },
    free_items_label: {
      type: "text",
      label: "Free items label",
    },
    years_label: {
      type: "text",
      label: "Years label",
    },
    no_models_text: {
      type: "text",
      label: "No models text",
    },
    models_info: {
      type: "custom",
      widget: "json",
      label: "Models",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "car-rent": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    currency_symbol: {
      type: "text",
      label: "Currency symbol",
    },
    items: {
      type: "array",
      label: "Cars",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        display_name: {
          type: "text",
          label: "Name",
        },
        nameplate_name: {
          type: "text",
          label: "Nameplate",
        },
        price_daily: {
          type: "number",
          label: "Daily price",
          min: 0,
          max: 100000,
        },
        price_string_context: {
          type: "text",
          label: "Price context",
        },
        description: {
          type: "custom",
          widget: "markdown",
          label: "Description",
        },
        specification: {
          type: "array",
          label: "Specification",
          arrayFields: {
            label: {
              type: "text",
              label: "Label",
            },
            value: {
              type: "text",
              label: "Value",
            },
          },
          max: 12,
        },
        link: {
          type: "custom",
          widget: "link-or-button",
          label: "Link",
        },
      },
      max: 20,
      min: 1,
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "collection-item": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    eyebrow: {
      type: "text",
      label: "Collection",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    price: {
      type: "text",
      label: "Price",
    },
    retailer_locator_url: {
      type: "text",
      label: "Retailer locator",
    },
    retailer_locator_label: {
      type: "text",
      label: "Retailer locator link text",
    },
    button_style: {
      type: "select",
      label: "Button style",
      options: [
        {
          label: "Primary",
          value: "primary",
        },
        {
          label: "Secondary",
          value: "secondary",
        },
      ],
    },
    is_reversed: {
      type: "radio",
      label: "Reversed layout",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "collection-slider-feed": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    lang: {
      type: "select",
      label: "Language",
      options: [
        {
          label: "English",
          value: "en",
        },
        {
          label: "Arabic",
          value: "ar",
        },
      ],
    },
    market: {
      type: "select",
      label: "Market",
      options: [
        {
          label: "United Arab Emirates",
          value: "AE",
        },
        {
          label: "Saudi Arabia",
          value: "SA",
        },
        {
          label: "Kuwait",
          value: "KW",
        },
        {
          label: "Qatar",
          value: "QA",
        },
        {
          label: "Bahrain",
          value: "BH",
        },
        {
          label: "Oman",
          value: "OM",
        },
        {
          label: "Egypt",
          value: "EG",
        },
        {
          label: "Jordan",
          value: "JO",
        },
        {
          label: "Lebanon",
          value: "LB",
        },
      ],
    },
    collection: {
      type: "text",
      label: "Collection",
    },
    limit: {
      type: "number",
      label: "Most items",
      min: 1,
      max: 50,
      step: 1,
    },
    grouped: {
      type: "radio",
      label: "Group by month",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    show_pagination: {
      type: "radio",
      label: "Show pagination",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    empty_text: {
      type: "text",
      label: "Empty text",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "color-picker": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    legend: {
      type: "text",
      label: "Swatches label",
    },
    colors: {
      type: "array",
      label: "Colours",
      arrayFields: {
        name: {
          type: "text",
          label: "Colour name",
        },
        swatch: {
          type: "text",
          label: "Swatch colour",
        },
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        note: {
          type: "text",
          label: "Note",
        },
      },
      max: 20,
    },
    "rdx-link": {
      type: "custom",
      widget: "link-or-button",
      label: "Link",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "column-group": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    "col-numbers": {
      type: "select",
      label: "Columns per row",
      options: [
        {
          label: "1",
          value: 1,
        },
        {
          label: "2",
          value: 2,
        },
        {
          label: "3",
          value: 3,
        },
        {
          label: "4",
          value: 4,
        },
      ],
    },
    columns: {
      type: "array",
      label: "Columns",
      arrayFields: {
        header_icon: {
          type: "custom",
          widget: "icon",
          label: "Heading icon",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        header_tag: {
          type: "select",
          label: "Heading level",
          options: [
            {
              label: "H1",
              value: 1,
            },
            {
              label: "H2",
              value: 2,
            },
            {
              label: "H3",
              value: 3,
            },
            {
              label: "H4",
              value: 4,
            },
            {
              label: "H5",
              value: 5,
            },
            {
              label: "H6",
              value: 6,
            },
          ],
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        "rdx-buttons": {
          type: "custom",
          widget: "link-or-button-list",
          label: "Buttons",
        },
        "rdx-links": {
          type: "custom",
          widget: "link-or-button-list",
          label: "Links",
        },
      },
      max: 12,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "compare-images": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    button: {
      type: "custom",
      widget: "link-or-button",
      label: "Button",
    },
    before_image: {
      type: "custom",
      widget: "image",
      label: "Left image",
    },
    before_label: {
      type: "text",
      label: "Left image label",
    },
    after_image: {
      type: "custom",
      widget: "image",
      label: "Right image",
    },
    after_label: {
      type: "text",
      label: "Right image label",
    },
    start_position: {
      type: "number",
      label: "Start position (%)",
      min: 0,
      max: 100,
      step: 1,
    },
    has_autostart: {
      type: "radio",
      label: "Sweep once when first shown",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    has_sidebar: {
      type: "radio",
      label: "Text in a sidebar",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "content-blocks": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    "col-numbers": {
      type: "select",
      label: "Cards per row",
      options: [
        {
          label: "1",
          value: 1,
        },
        {
          label: "2",
          value: 2,
        },
        {
          label: "3",
          value: 3,
        },
        {
          label: "4",
          value: 4,
        },
      ],
    },
    "image-ratio": {
      type: "select",
      label: "Image ratio",
      options: [
        {
          label: "16:9",
          value: "16-9",
        },
        {
          label: "16:6.5",
          value: "16-6-5",
        },
      ],
    },
    cards: {
      type: "array",
      label: "Content blocks",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        header_tag: {
          type: "select",
          label: "Heading level",
          options: [
            {
              label: "H1",
              value: 1,
            },
            {
              label: "H2",
              value: 2,
            },
            {
              label: "H3",
              value: 3,
            },
            {
              label: "H4",
              value: 4,
            },
            {
              label: "H5",
              value: 5,
            },
            {
              label: "H6",
              value: 6,
            },
          ],
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        "rdx-link": {
          type: "custom",
          widget: "link-or-button",
          label: "Link",
        },
      },
      max: 1000,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  derivatives: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    car_key: {
      type: "text",
      label: "Car model key",
    },
    engine_key: {
      type: "select",
      label: "Engine",
      options: [
        {
          label: "All",
          value: "",
        },
        {
          label: "Petrol",
          value: "petrol",
        },
        {
          label: "Diesel",
          value: "diesel",
        },
        {
          label: "Electric",
          value: "electric",
        },
        {
          label: "Hybrid",
          value: "hybrid",
        },
        {
          label: "Mild hybrid",
          value: "mhev",
        },
        {
          label: "Plug-in hybrid",
          value: "phev",
        },
      ],
    },
    spec_key_1: {
      type: "select",
      label: "Specification 1",
      options: [
        {
          label: "None",
          value: "",
        },
        {
          label: "Engine",
          value: "engines",
        },
        {
          label: "Engine capacity",
          value: "capacity",
        },
        {
          label: "Power",
          value: "power",
        },
        {
          label: "Battery capacity",
          value: "batteryCapacity",
        },
        {
          label: "Transmission",
          value: "transmission",
        },
        {
          label: "Drivetrain",
          value: "drivetrain",
        },
        {
          label: "Seats",
          value: "numberOfSeats",
        },
      ],
    },
    spec_label_1: {
      type: "text",
      label: "Specification 1 label",
    },
    spec_key_2: {
      type: "select",
      label: "Specification 2",
      options: [
        {
          label: "None",
          value: "",
        },
        {
          label: "Engine",
          value: "engines",
        },
        {
          label: "Engine capacity",
          value: "capacity",
        },
        {
          label: "Power",
          value: "power",
        },
        {
          label: "Battery capacity",
          value: "batteryCapacity",
        },
        {
          label: "Transmission",
          value: "transmission",
        },
        {
          label: "Drivetrain",
          value: "drivetrain",
        },
        {
          label: "Seats",
          value: "numberOfSeats",
        },
      ],
    },
    spec_label_2: {
      type: "text",
      label: "Specification 2 label",
    },
    spec_key_3: {
      type: "select",
      label: "Specification 3",
      options: [
        {
          label: "None",
          value: "",
        },
        {
          label: "Engine",
          value: "engines",
        },
        {
          label: "Engine capacity",
          value: "capacity",
        },
        {
          label: "Power",
          value: "power",
        },
        {
          label: "Battery capacity",
          value: "batteryCapacity",
        },
        {
          label: "Transmission",
          value: "transmission",
        },
        {
          label: "Drivetrain",
          value: "drivetrain",
        },
        {
          label: "Seats",
          value: "numberOfSeats",
        },
      ],
    },
    spec_label_3: {
      type: "text",
      label: "Specification 3 label",
    },
    tab_id: {
      type: "text",
      label: "Tab id",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "dual-frame-carousel-2-0": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Slider theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    slides: {
      type: "array",
      label: "Slides",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Main frame image",
        },
        secondary_image: {
          type: "custom",
          widget: "image",
          label: "Text frame image",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "textarea",
          label: "Text",
        },
        button: {
          type: "custom",
          widget: "link-or-button",
          label: "Button",
        },
      },
      max: 10,
      min: 1,
    },
    is_reversed: {
      type: "radio",
      label: "Reversed layout",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "dual-frame-map": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    location_name: {
      type: "text",
      label: "Location name",
    },
    location_address: {
      type: "text",
      label: "Address",
    },
    location_latitude: {
      type: "number",
      label: "Latitude",
      min: -90,
      max: 90,
    },
    location_longitude: {
      type: "number",
      label: "Longitude",
      min: -180,
      max: 180,
    },
    location_content: {
      type: "custom",
      widget: "markdown",
      label: "Location content",
    },
    is_reversed: {
      type: "radio",
      label: "Reversed layout",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "electrifying-power": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    header_font: {
      type: "select",
      label: "Heading font",
      options: [
        {
          label: "Brand display",
          value: "primary",
        },
        {
          label: "Body",
          value: "secondary",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    font_size: {
      type: "select",
      label: "Paragraph size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Quote",
          value: "quote",
        },
        {
          label: "Subcopy",
          value: "subcopy",
        },
      ],
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    figures: {
      type: "array",
      label: "Figures",
      arrayFields: {
        icon: {
          type: "custom",
          widget: "icon",
          label: "Icon",
        },
        value: {
          type: "text",
          label: "Figure",
        },
        unit: {
          type: "text",
          label: "Unit",
        },
        label: {
          type: "text",
          label: "Label",
        },
      },
      max: 4,
    },
    "rdx-buttons": {
      type: "custom",
      widget: "link-or-button-list",
      label: "Buttons",
    },
    disclaimer: {
      type: "textarea",
      label: "Footnote",
    },
    is_reversed: {
      type: "radio",
      label: "Reversed layout",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    vertical_alignment: {
      type: "select",
      label: "Vertical alignment",
      options: [
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Top",
          value: "top",
        },
        {
          label: "Bottom",
          value: "bottom",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "entry-form": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "custom",
      widget: "ref",
      label: "Form id",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    form_position: {
      type: "select",
      label: "Form position",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "expanded-entry-form": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "custom",
      widget: "ref",
      label: "Form id",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    disclaimer: {
      type: "custom",
      widget: "markdown",
      label: "Disclaimer",
    },
    tab_id: {
      type: "text",
      label: "Tab id",
    },
    top_tabs_limit: {
      type: "number",
      label: "Fields shown first",
      min: 0,
      max: 20,
      step: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "extended-warranty": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "custom",
      widget: "ref",
      label: "Form id",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    table_content: {
      type: "object",
      label: "Table",
      objectFields: {
        columns: {
          type: "custom",
          widget: "json",
          label: "Column headings",
        },
        rows: {
          type: "array",
          label: "Rows",
          arrayFields: {
            cells: {
              type: "custom",
              widget: "json",
              label: "Cells",
            },
          },
          max: 30,
        },
      },
    },
    has_two_columns: {
      type: "radio",
      label: "Two columns",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    form_hidden_field_mapping: {
      type: "array",
      label: "Hidden field values",
      arrayFields: {
        name: {
          type: "text",
          label: "Field",
        },
        value: {
          type: "text",
          label: "Value",
        },
      },
      max: 20,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "finance-calculator": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    finance_product: {
      type: "select",
      label: "Finance product",
      options: [
        {
          label: "GB: Personal Contract Purchase (PCP) (GBP)",
          value: "uk-pcp",
        },
        {
          label: "GB: Hire Purchase (HP) (GBP)",
          value: "uk-hp",
        },
        {
          label: "IE: Personal Contract Plan (PCP) (EUR)",
          value: "ie-pcp",
        },
        {
          label: "IE: Hire Purchase (EUR)",
          value: "ie-hp",
        },
        {
          label: "DE: Ballonfinanzierung (EUR)",
          value: "de-ballon",
        },
        {
          label: "DE: Klassische Finanzierung (EUR)",
          value: "de-klassik",
        },
        {
          label: "FR: Location avec option d'achat (LOA) (EUR)",
          value: "fr-loa",
        },
        {
          label: "FR: Crédit classique (EUR)",
          value: "fr-credit",
        },
        {
          label: "IT: Finanziamento con maxi rata finale (EUR)",
          value: "it-formula",
        },
        {
          label: "ES: Financiación Multiopción (EUR)",
          value: "es-multiopcion",
        },
        {
          label: "NL: Slottermijnfinanciering (EUR)",
          value: "nl-autofinanciering",
        },
        {
          label: "BE: Lening op afbetaling (EUR)",
          value: "be-lening",
        },
        {
          label: "CH: Autokredit (CHF)",
          value: "ch-kredit",
        },
        {
          label: "AT: Restwertfinanzierung (EUR)",
          value: "at-restwert",
        },
        {
          label: "PL: Kredyt balonowy (PLN)",
          value: "pl-kredyt",
        },
        {
          label: "CZ: Úvěr na vůz (CZK)",
          value: "cz-uver",
        },
        {
          label: "SE: Billån (SEK)",
          value: "se-billan",
        },
        {
          label: "NO: Billån (NOK)",
          value: "no-billan",
        },
        {
          label: "DK: Billån med restværdi (DKK)",
          value: "dk-billan",
        },
        {
          label: "PT: Crédito automóvel (EUR)",
          value: "pt-credito",
        },
        {
          label: "JP: 残価設定型クレジット (JPY)",
          value: "jp-zankaku",
        },
        {
          label: "KR: 할부 금융 (KRW)",
          value: "kr-halbu",
        },
        {
          label: "AU: Chattel mortgage with balloon (AUD)",
          value: "au-chattel",
        },
        {
          label: "NZ: Hire Purchase (NZD)",
          value: "nz-hp",
        },
        {
          label: "ZA: Instalment sale with residual (ZAR)",
          value: "za-instalment",
        },
        {
          label: "AE: Auto loan (flat rate) (AED)",
          value: "ae-flat",
        },
        {
          label: "SA: Murabaha (flat profit rate) (SAR)",
          value: "sa-murabaha",
        },
        {
          label: "IN: Car loan (EMI) (INR)",
          value: "in-loan",
        },
        {
          label: "BR: CDC com parcela final (BRL)",
          value: "br-cdc",
        },
        {
          label: "MX: Crédito automotriz (MXN)",
          value: "mx-credito",
        },
        {
          label: "CA: Retail finance (CAD)",
          value: "ca-loan",
        },
        {
          label: "US: Balloon retail contract (USD)",
          value: "us-balloon",
        },
        {
          label: "US: Retail installment contract (USD)",
          value: "us-retail",
        },
      ],
    },
    finance_product_name: {
      type: "text",
      label: "Name",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    finance_product_description: {
      type: "textarea",
      label: "Description",
    },
    vehicle_price: {
      type: "number",
      label: "On-the-road price",
      min: 1000,
      max: 5000000,
    },
    finance_product_input: {
      type: "custom",
      widget: "json",
      label: "Inputs",
    },
    finance_product_output: {
      type: "custom",
      widget: "json",
      label: "Outputs",
    },
    link: {
      type: "custom",
      widget: "link-or-button",
      label: "Link",
    },
    buttons: {
      type: "custom",
      widget: "link-or-button-list",
      label: "Buttons",
    },
    disclaimer_title: {
      type: "text",
      label: "Disclaimer title",
    },
    disclaimer_body: {
      type: "custom",
      widget: "markdown",
      label: "Disclaimer",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "floating-action-button": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    items: {
      type: "array",
      label: "Items",
      arrayFields: {
        link: {
          type: "object",
          label: "Link",
          objectFields: {
            url: {
              type: "text",
              label: "URL",
            },
            link_text: {
              type: "text",
              label: "Link text",
            },
            target: {
              type: "select",
              label: "Open in",
              options: [
                {
                  label: "Same window",
                  value: "_self",
                },
                {
                  label: "New window",
                  value: "_blank",
                },
              ],
            },
            type: {
              type: "select",
              label: "Link type",
              options: [
                {
                  label: "Page of this site",
                  value: "internal",
                },
                {
                  label: "Other site",
                  value: "external",
                },
                {
                  label: "Form",
                  value: "form",
                },
                {
                  label: "File",
                  value: "file",
                },
              ],
            },
            form_id: {
              type: "custom",
              widget: "ref",
              label: "Form",
            },
          },
        },
        icon: {
          type: "custom",
          widget: "icon",
          label: "Icon",
        },
        brands: {
          type: "text",
          label: "Only on brand pages",
        },
        brands_fallback: {
          type: "radio",
          label: "Show on pages of no brand",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
        dc_strategy: {
          type: "object",
          label: "Only when",
          objectFields: {
            key: {
              type: "select",
              label: "Strategy",
              options: [
                {
                  label: "Brand of the page path",
                  value: "url_brands",
                },
                {
                  label: "Active offers",
                  value: "mena_offers",
                },
                {
                  label: "Dynamic-content list",
                  value: "reffine_sl",
                },
                {
                  label: "External stock locator",
                  value: "mena_external_sl",
                },
              ],
            },
            value: {
              type: "text",
              label: "Value",
            },
            name: {
              type: "text",
              label: "List name (reffine_sl)",
            },
            fallback: {
              type: "radio",
              label: "Show when the rule cannot decide",
              options: [
                {
                  label: "Yes",
                  value: true,
                },
                {
                  label: "No",
                  value: false,
                },
              ],
            },
          },
        },
      },
      max: 6,
    },
    is_quick_links: {
      type: "radio",
      label: "Quick links",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    quick_links_label: {
      type: "text",
      label: "Quick links label",
    },
    mobile_button_label: {
      type: "text",
      label: "Mobile button label",
    },
    is_secondary: {
      type: "radio",
      label: "Secondary style",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    reversed: {
      type: "radio",
      label: "On the left",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    is_fab_disabled: {
      type: "radio",
      label: "Hide on this page",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  form: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    form_id: {
      type: "custom",
      widget: "ref",
      label: "Form id",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    button_position: {
      type: "select",
      label: "Button position",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    button_color: {
      type: "select",
      label: "Button colour",
      options: [
        {
          label: "Primary",
          value: "primary",
        },
        {
          label: "Secondary",
          value: "secondary",
        },
      ],
    },
    form_position: {
      type: "select",
      label: "Form position",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    has_two_columns: {
      type: "radio",
      label: "Two columns",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    has_button_margin: {
      type: "radio",
      label: "Space above the button",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    modal_form: {
      type: "radio",
      label: "Modal form",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    form_hidden_field_mapping: {
      type: "array",
      label: "Hidden field values",
      arrayFields: {
        name: {
          type: "text",
          label: "Field",
        },
        value: {
          type: "text",
          label: "Value",
        },
      },
      max: 20,
    },
    form_params_mapping: {
      type: "array",
      label: "Prefill from query parameters",
      arrayFields: {
        param: {
          type: "text",
          label: "Parameter",
        },
        field: {
          type: "text",
          label: "Field",
        },
      },
      max: 20,
    },
    form_location_params_mapping: {
      type: "array",
      label: "Prefill a location from query parameters",
      arrayFields: {
        param: {
          type: "text",
          label: "Parameter",
        },
        field: {
          type: "text",
          label: "Field",
        },
      },
      max: 10,
    },
    form_location_mapping: {
      type: "array",
      label: "Location mapping",
      arrayFields: {
        from: {
          type: "text",
          label: "Parameter value",
        },
        to: {
          type: "text",
          label: "Field value",
        },
      },
      max: 200,
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "fuel-type-quiz": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    intro_heading: {
      type: "text",
      label: "Intro heading",
    },
    intro_text: {
      type: "custom",
      widget: "markdown",
      label: "Intro text",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    start_label: {
      type: "text",
      label: "Start button",
    },
    next_label: {
      type: "text",
      label: "Next button",
    },
    previous_label: {
      type: "text",
      label: "Previous button",
    },
    result_label: {
      type: "text",
      label: "Result button",
    },
    restart_label: {
      type: "text",
      label: "Start again button",
    },
    steps: {
      type: "object",
      label: "Questions",
      objectFields: {
        annual_distance: {
          type: "object",
          label: "1. Annual distance (bands 11,000 and 24,000 km)",
          objectFields: {
            question: {
              type: "text",
              label: "Question",
            },
            hint: {
              type: "text",
              label: "Hint",
            },
            answers: {
              type: "array",
              label: "Answers",
              arrayFields: {
                label: {
                  type: "text",
                  label: "Answer",
                },
                scores: {
                  type: "object",
                  label: "Points per result",
                  objectFields: {
                    petrol: {
                      type: "number",
                      label: "Petrol",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    diesel: {
                      type: "number",
                      label: "Diesel",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    phev: {
                      type: "number",
                      label: "Plug-in hybrid (PHEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    bev: {
                      type: "number",
                      label: "Battery electric (BEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                  },
                },
              },
              max: 3,
              min: 3,
            },
          },
        },
        journey_distance: {
          type: "object",
          label: "2. Typical journey (bands 16, 48 and 160 km)",
          objectFields: {
            question: {
              type: "text",
              label: "Question",
            },
            hint: {
              type: "text",
              label: "Hint",
            },
            answers: {
              type: "array",
              label: "Answers",
              arrayFields: {
                label: {
                  type: "text",
                  label: "Answer",
                },
                scores: {
                  type: "object",
                  label: "Points per result",
                  objectFields: {
                    petrol: {
                      type: "number",
                      label: "Petrol",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    diesel: {
                      type: "number",
                      label: "Diesel",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    phev: {
                      type: "number",
                      label: "Plug-in hybrid (PHEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    bev: {
                      type: "number",
                      label: "Battery electric (BEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                  },
                },
              },
              max: 4,
              min: 4,
            },
          },
        },
        driving_types: {
          type: "object",
          label: "3. Driving types (several answers)",
          objectFields: {
            question: {
              type: "text",
              label: "Question",
            },
            hint: {
              type: "text",
              label: "Hint",
            },
            answers: {
              type: "array",
              label: "Answers",
              arrayFields: {
                label: {
                  type: "text",
                  label: "Answer",
                },
                scores: {
                  type: "object",
                  label: "Points per result",
                  objectFields: {
                    petrol: {
                      type: "number",
                      label: "Petrol",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    diesel: {
                      type: "number",
                      label: "Diesel",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    phev: {
                      type: "number",
                      label: "Plug-in hybrid (PHEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    bev: {
                      type: "number",
                      label: "Battery electric (BEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                  },
                },
              },
              max: 4,
              min: 4,
            },
          },
        },
        charging: {
          type: "object",
          label: "4. Charge point access and road type",
          objectFields: {
            question: {
              type: "text",
              label: "Question",
            },
            hint: {
              type: "text",
              label: "Hint",
            },
            answers: {
              type: "array",
              label: "Answers",
              arrayFields: {
                label: {
                  type: "text",
                  label: "Answer",
                },
                scores: {
                  type: "object",
                  label: "Points per result",
                  objectFields: {
                    petrol: {
                      type: "number",
                      label: "Petrol",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    diesel: {
                      type: "number",
                      label: "Diesel",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    phev: {
                      type: "number",
                      label: "Plug-in hybrid (PHEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    bev: {
                      type: "number",
                      label: "Battery electric (BEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                  },
                },
              },
              max: 4,
              min: 4,
            },
          },
        },
        long_journeys: {
          type: "object",
          label: "5. Very long journeys (over 300 km)",
          objectFields: {
            question: {
              type: "text",
              label: "Question",
            },
            hint: {
              type: "text",
              label: "Hint",
            },
            answers: {
              type: "array",
              label: "Answers",
              arrayFields: {
                label: {
                  type: "text",
                  label: "Answer",
                },
                scores: {
                  type: "object",
                  label: "Points per result",
                  objectFields: {
                    petrol: {
                      type: "number",
                      label: "Petrol",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    diesel: {
                      type: "number",
                      label: "Diesel",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    phev: {
                      type: "number",
                      label: "Plug-in hybrid (PHEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                    bev: {
                      type: "number",
                      label: "Battery electric (BEV)",
                      min: 0,
                      max: 10,
                      step: 1,
                    },
                  },
                },
              },
              max: 3,
              min: 3,
            },
          },
        },
      },
    },
    results: {
      type: "object",
      label: "Results",
      objectFields: {
        petrol: {
          type: "object",
          label: "Petrol",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
        diesel: {
          type: "object",
          label: "Diesel",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
        phev: {
          type: "object",
          label: "Plug-in hybrid (PHEV)",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
        bev: {
          type: "object",
          label: "Battery electric (BEV)",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
      },
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "gallery-carousel": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Slider theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    paragraph: {
      type: "textarea",
      label: "Text",
    },
    images: {
      type: "array",
      label: "Images",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        caption: {
          type: "text",
          label: "Caption",
        },
      },
      max: 40,
      min: 1,
    },
    ratio: {
      type: "select",
      label: "Image ratio",
      options: [
        {
          label: "16:9",
          value: "16-9",
        },
        {
          label: "16:6.5",
          value: "16-6-5",
        },
        {
          label: "1:1",
          value: "1-1",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "gallery-categories": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    categories: {
      type: "array",
      label: "Categories",
      arrayFields: {
        category_label: {
          type: "text",
          label: "Category label",
        },
        category_id: {
          type: "text",
          label: "Category ID",
        },
        images: {
          type: "array",
          label: "Images",
          arrayFields: {
            image: {
              type: "custom",
              widget: "image",
              label: "Image",
            },
            caption: {
              type: "text",
              label: "Caption",
            },
          },
          max: 40,
        },
      },
      max: 4,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "hero-carousel": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    slides: {
      type: "array",
      label: "Slides",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "textarea",
          label: "Text",
        },
        button: {
          type: "custom",
          widget: "link-or-button",
          label: "Button",
        },
        slide_duration_limit: {
          type: "number",
          label: "This slide's duration (ms)",
          min: 2000,
          max: 30000,
          step: 1,
        },
        video_type: {
          type: "select",
          label: "Video",
          options: [
            {
              label: "Video with controls",
              value: "video",
            },
            {
              label: "Muted background video",
              value: "video_background",
            },
          ],
        },
        video_desktop: {
          type: "text",
          label: "Video for wide screens (768 px and up)",
        },
        video_mobile: {
          type: "text",
          label: "Video for small screens",
        },
        video_captions: {
          type: "text",
          label: "Captions (WebVTT file URL)",
        },
      },
      max: 10,
      min: 1,
    },
    header_tag: {
      type: "select",
      label: "Slide heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Slide heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    has_timer: {
      type: "radio",
      label: "Show the timer",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    is_autoplay: {
      type: "radio",
      label: "Rotate automatically",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    has_banner: {
      type: "radio",
      label: "Show the text banner",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    slide_duration: {
      type: "number",
      label: "Slide duration (ms)",
      min: 2000,
      max: 30000,
      step: 1,
    },
    has_touch_devices_slides_limit: {
      type: "radio",
      label: "Only 4 slides on touch devices",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    offer_key: {
      type: "text",
      label: "Offer key",
    },
    has_mxo: {
      type: "radio",
      label: "Personalised (MXO)",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    is_ffi: {
      type: "radio",
      label: "Full-screen first fold",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Banner theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "hero-title-banner": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    "rdx-image": {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    level: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    header_font: {
      type: "select",
      label: "Heading font",
      options: [
        {
          label: "Brand display",
          value: "primary",
        },
        {
          label: "Body",
          value: "secondary",
        },
      ],
    },
    button: {
      type: "custom",
      widget: "link-or-button",
      label: "Button",
    },
    box_color: {
      type: "select",
      label: "Box colour",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "hotspots-container": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    hotspots: {
      type: "array",
      label: "Hotspots",
      arrayFields: {
        label: {
          type: "text",
          label: "Title",
        },
        x: {
          type: "number",
          label: "From the left (%)",
          min: 0,
          max: 100,
        },
        y: {
          type: "number",
          label: "From the top (%)",
          min: 0,
          max: 100,
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        link: {
          type: "custom",
          widget: "link-or-button",
          label: "Link",
        },
      },
      max: 12,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "icon-button-carousel": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Slider theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    slides: {
      type: "array",
      label: "Slides",
      arrayFields: {
        icon: {
          type: "custom",
          widget: "icon",
          label: "Button icon",
        },
        label: {
          type: "text",
          label: "Button label",
        },
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "textarea",
          label: "Text",
        },
        button: {
          type: "custom",
          widget: "link-or-button",
          label: "Button",
        },
      },
      max: 8,
      min: 1,
    },
    is_reversed: {
      type: "radio",
      label: "Reversed layout",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "icons-timeline": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Introduction",
    },
    milestones: {
      type: "array",
      label: "Milestones",
      arrayFields: {
        icon: {
          type: "custom",
          widget: "icon",
          label: "Icon",
        },
        label: {
          type: "text",
          label: "Date or step",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
      },
      max: 20,
    },
    font_size: {
      type: "select",
      label: "Paragraph size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Quote",
          value: "quote",
        },
        {
          label: "Subcopy",
          value: "subcopy",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "image-element": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    fullPath: {
      type: "text",
      label: "File name",
    },
    sizes: {
      type: "custom",
      widget: "json",
      label: "Widths",
    },
    heights: {
      type: "custom",
      widget: "json",
      label: "Heights",
    },
    ratio: {
      type: "select",
      label: "Image ratio",
      options: [
        {
          label: "16:9",
          value: "16-9",
        },
        {
          label: "16:6.5",
          value: "16-6-5",
        },
        {
          label: "1:1",
          value: "1-1",
        },
      ],
    },
    format: {
      type: "select",
      label: "File format",
      options: [
        {
          label: "JPEG",
          value: "jpg",
        },
        {
          label: "WebP",
          value: "webp",
        },
        {
          label: "PNG",
          value: "png",
        },
      ],
    },
    loading: {
      type: "select",
      label: "Loading",
      options: [
        {
          label: "Automatic",
          value: "auto",
        },
        {
          label: "Eager (at once)",
          value: "eager",
        },
        {
          label: "Lazy (when scrolled near)",
          value: "lazy",
        },
      ],
    },
    alt: {
      type: "text",
      label: "Alternative text",
    },
    caption: {
      type: "textarea",
      label: "Caption",
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "image-tabs": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    has_lazyload: {
      type: "radio",
      label: "Load the images of other tabs lazily",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    tabs: {
      type: "array",
      label: "Tabs",
      arrayFields: {
        tab_label: {
          type: "text",
          label: "Tab label",
        },
        tab_id: {
          type: "text",
          label: "Tab ID",
        },
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        content: {
          type: "slot",
          label: "Tab content",
        },
      },
      max: 8,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "infotainment-system": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    model_title: {
      type: "text",
      label: "Model title",
    },
    option_label: {
      type: "text",
      label: "Option label",
    },
    items: {
      type: "array",
      label: "Vehicles",
      arrayFields: {
        car_key: {
          type: "text",
          label: "Car model key",
        },
        vehicle_label: {
          type: "text",
          label: "Vehicle name",
        },
        system_name: {
          type: "text",
          label: "System name",
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        content: {
          type: "slot",
          label: "Vehicle content",
        },
      },
      max: 30,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "inpage-navigation": {
    items: {
      type: "array",
      label: "Links",
      arrayFields: {
        label: {
          type: "text",
          label: "Label",
        },
        blockId: {
          type: "text",
          label: "Block Scroll ID",
        },
      },
      max: 10,
    },
    goTopShort: {
      type: "text",
      label: "Go-to-top label",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "jlr-image-box": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    "image-ratio": {
      type: "select",
      label: "Image ratio",
      options: [
        {
          label: "16:9",
          value: "16-9",
        },
        {
          label: "16:6.5",
          value: "16-6-5",
        },
        {
          label: "1:1",
          value: "1-1",
        },
      ],
    },
    eyebrow: {
      type: "text",
      label: "Awarded by",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    font_size: {
      type: "select",
      label: "Paragraph size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Quote",
          value: "quote",
        },
        {
          label: "Subcopy",
          value: "subcopy",
        },
      ],
    },
    "rdx-link": {
      type: "custom",
      widget: "link-or-button",
      label: "Link",
    },
    is_reversed: {
      type: "radio",
      label: "Reversed layout",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    vertical_alignment: {
      type: "select",
      label: "Vertical alignment",
      options: [
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Top",
          value: "top",
        },
        {
          label: "Bottom",
          value: "bottom",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "key-details-post": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    date: {
      type: "text",
      label: "Date",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    details_heading: {
      type: "text",
      label: "Details heading",
    },
    details: {
      type: "array",
      label: "Key details",
      arrayFields: {
        label: {
          type: "text",
          label: "Label",
        },
        value: {
          type: "text",
          label: "Value",
        },
      },
      max: 12,
    },
    "rdx-buttons": {
      type: "custom",
      widget: "link-or-button-list",
      label: "Buttons",
    },
    button_style: {
      type: "select",
      label: "Button style",
      options: [
        {
          label: "Primary",
          value: "primary",
        },
        {
          label: "Secondary",
          value: "secondary",
        },
      ],
    },
    vertical_alignment: {
      type: "select",
      label: "Vertical alignment",
      options: [
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Top",
          value: "top",
        },
        {
          label: "Bottom",
          value: "bottom",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "map-update": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    intro_text: {
      type: "custom",
      widget: "markdown",
      label: "Introduction",
    },
    start_label: {
      type: "text",
      label: "Start button",
    },
    vin_heading: {
      type: "text",
      label: "VIN step heading",
    },
    vin_label: {
      type: "text",
      label: "VIN input label",
    },
    vin_hint: {
      type: "text",
      label: "VIN hint",
    },
    vin_button: {
      type: "text",
      label: "VIN button",
    },
    vin_error: {
      type: "text",
      label: "VIN error",
    },
    download_heading: {
      type: "text",
      label: "Download step heading",
    },
    download_text: {
      type: "custom",
      widget: "markdown",
      label: "Download step text",
    },
    download_link: {
      type: "custom",
      widget: "link-or-button",
      label: "Download link",
    },
    vin_shown_label: {
      type: "text",
      label: "VIN shown label",
    },
    back_label: {
      type: "text",
      label: "Back button",
    },
    restart_label: {
      type: "text",
      label: "Start again button",
    },
    list: {
      type: "custom",
      widget: "ref",
      label: "VIN list",
    },
    check_digit: {
      type: "radio",
      label: "Require the VIN check digit",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  masonry: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    img_video_grid: {
      type: "select",
      label: "Video position",
      options: [
        {
          label: "Video on top",
          value: "video-top",
        },
        {
          label: "Video at the bottom",
          value: "video-bottom",
        },
      ],
    },
    video: {
      type: "custom",
      widget: "video",
      label: "Video",
    },
    disable_autoplay: {
      type: "radio",
      label: "Do not start the background video by itself",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    video_ui_theme: {
      type: "select",
      label: "Video controls",
      options: [
        {
          label: "Light",
          value: "light",
        },
        {
          label: "Dark",
          value: "dark",
        },
      ],
    },
    images: {
      type: "array",
      label: "Images",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        caption: {
          type: "text",
          label: "Caption",
        },
      },
      max: 6,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "mena-news": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    locale: {
      type: "select",
      label: "Locale",
      options: [
        {
          label: "English",
          value: "en",
        },
        {
          label: "Arabic",
          value: "ar",
        },
        {
          label: "French",
          value: "fr",
        },
        {
          label: "German",
          value: "ge",
        },
        {
          label: "Russian",
          value: "ru",
        },
      ],
    },
    market: {
      type: "select",
      label: "Market",
      options: [
        {
          label: "United Arab Emirates",
          value: "AE",
        },
        {
          label: "Saudi Arabia",
          value: "SA",
        },
        {
          label: "Kuwait",
          value: "KW",
        },
        {
          label: "Qatar",
          value: "QA",
        },
        {
          label: "Bahrain",
          value: "BH",
        },
        {
          label: "Oman",
          value: "OM",
        },
        {
          label: "Egypt",
          value: "EG",
        },
        {
          label: "Jordan",
          value: "JO",
        },
        {
          label: "Lebanon",
          value: "LB",
        },
      ],
    },
    page_size: {
      type: "number",
      label: "News per page",
      min: 1,
      max: 50,
      step: 1,
    },
    read_more: {
      type: "text",
      label: "Read more label",
    },
    pagination_text: {
      type: "text",
      label: "Pagination text",
    },
    previous_label: {
      type: "text",
      label: "Previous page label",
    },
    next_label: {
      type: "text",
      label: "Next page label",
    },
    visited_label: {
      type: "text",
      label: "Visited label",
    },
    error_title: {
      type: "text",
      label: "Error title",
    },
    error_text: {
      type: "text",
      label: "Error text",
    },
    no_results_title: {
      type: "text",
      label: "No results title",
    },
    no_results_text: {
      type: "text",
      label: "No results text",
    },
    dir: {
      type: "select",
      label: "Text direction",
      options: [
        {
          label: "Left to right",
          value: "ltr",
        },
        {
          label: "Right to left",
          value: "rtl",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "number-button-carousel": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Slider theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    slides: {
      type: "array",
      label: "Slides",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "textarea",
          label: "Text",
        },
        button: {
          type: "custom",
          widget: "link-or-button",
          label: "Button",
        },
      },
      max: 10,
      min: 1,
    },
    is_reversed: {
      type: "radio",
      label: "Reversed layout",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  offers: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    category: {
      type: "text",
      label: "Category heading",
    },
    new_cars: {
      type: "radio",
      label: "New cars",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    approved: {
      type: "radio",
      label: "Approved",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    owners: {
      type: "radio",
      label: "Owners",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    branded_goods: {
      type: "radio",
      label: "Branded goods",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    defender: {
      type: "radio",
      label: "Defender",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    discovery: {
      type: "radio",
      label: "Discovery",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    range_rover: {
      type: "radio",
      label: "Range Rover",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    jaguar: {
      type: "radio",
      label: "Jaguar",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    form_title: {
      type: "text",
      label: "Form title",
    },
    form_subtile: {
      type: "text",
      label: "Form subtitle",
    },
    form_id: {
      type: "custom",
      widget: "ref",
      label: "Form id",
    },
    has_two_columns: {
      type: "radio",
      label: "Two-column form",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    button_position: {
      type: "select",
      label: "Button position",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    error_text: {
      type: "text",
      label: "Error text",
    },
    error_button_text: {
      type: "text",
      label: "Error button text",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "order-online-checkout": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    form_id: {
      type: "custom",
      widget: "ref",
      label: "Customer details form id",
    },
    terms_label: {
      type: "text",
      label: "Terms checkbox",
    },
    success_heading: {
      type: "text",
      label: "Success heading",
    },
    success_text: {
      type: "textarea",
      label: "Success text",
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  parallax: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    items: {
      type: "array",
      label: "Panels",
      arrayFields: {
        image: {
          type: "custom",
          widget: "image",
          label: "Image",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        button: {
          type: "custom",
          widget: "link-or-button",
          label: "Button",
        },
        text_position: {
          type: "select",
          label: "Text position",
          options: [
            {
              label: "Left",
              value: "left",
            },
            {
              label: "Centre",
              value: "center",
            },
            {
              label: "Right",
              value: "right",
            },
          ],
        },
      },
      max: 40,
      min: 1,
    },
    header_tag: {
      type: "select",
      label: "Heading level of the panels",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Text box colour",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  quote: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    quote: {
      type: "textarea",
      label: "Quote",
    },
    author: {
      type: "text",
      label: "Author",
    },
    author_position: {
      type: "text",
      label: "Author's position",
    },
    alignment: {
      type: "select",
      label: "Alignment",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "quote-slider": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    slides: {
      type: "array",
      label: "Slides",
      arrayFields: {
        quote: {
          type: "textarea",
          label: "Quote",
        },
        author: {
          type: "text",
          label: "Author",
        },
        author_position: {
          type: "text",
          label: "Author's position",
        },
      },
      max: 10,
      min: 1,
    },
    section_class: {
      type: "select",
      label: "Alignment",
      options: [
        {
          label: "Left",
          value: "left",
        },
        {
          label: "Centre",
          value: "center",
        },
        {
          label: "Right",
          value: "right",
        },
      ],
    },
    justify_text: {
      type: "radio",
      label: "Justify text",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    has_timer: {
      type: "radio",
      label: "Advance automatically",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Slider theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "racing-results": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    url: {
      type: "select",
      label: "Results file",
      options: [
        {
          label: "Round 1: Mexico City E-Prix",
          value: "results/2026-round-1-mexico-city.json",
        },
        {
          label: "Round 2: Diriyah E-Prix",
          value: "results/2026-round-2-diriyah.json",
        },
        {
          label: "Round 3: Monaco E-Prix",
          value: "results/2026-round-3-monaco.json",
        },
        {
          label: "Round 4: Berlin E-Prix",
          value: "results/2026-round-4-berlin.json",
        },
        {
          label: "Round 5: London E-Prix",
          value: "results/2026-round-5-london.json",
        },
      ],
    },
    limit: {
      type: "number",
      label: "Rows shown",
      min: 1,
      max: 24,
      step: 1,
    },
    show_points: {
      type: "radio",
      label: "Show points",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    highlight_team: {
      type: "text",
      label: "Highlighted team",
    },
    "rdx-link": {
      type: "custom",
      widget: "link-or-button",
      label: "Link",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "range-calculator": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    data_url: {
      type: "text",
      label: "Data URL",
    },
    minimal_range: {
      type: "number",
      label: "Minimal range",
      min: 0,
      max: 2000,
    },
    maximal_range: {
      type: "number",
      label: "Maximal range",
      min: 1,
      max: 2000,
    },
    distance_unit: {
      type: "select",
      label: "Distance unit",
      options: [
        {
          label: "Kilometres",
          value: "km",
        },
        {
          label: "Miles",
          value: "mi",
        },
      ],
    },
    wheel_label: {
      type: "text",
      label: "Wheel label",
    },
    temperature_label: {
      type: "text",
      label: "Temperature label",
    },
    temperature_unit: {
      type: "select",
      label: "Temperature unit",
      options: [
        {
          label: "°C",
          value: "celsius",
        },
        {
          label: "°F",
          value: "fahrenheit",
        },
      ],
    },
    climate_label: {
      type: "text",
      label: "Climate control label",
    },
    result_label: {
      type: "text",
      label: "Result label",
    },
    disclaimer: {
      type: "textarea",
      label: "Disclaimer",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "ready-to-go-bar": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    items: {
      type: "array",
      label: "Steps",
      arrayFields: {
        icon: {
          type: "custom",
          widget: "icon",
          label: "Icon",
        },
        "rdx-link": {
          type: "custom",
          widget: "link-or-button",
          label: "Link",
        },
      },
      max: 5,
    },
    button_style: {
      type: "select",
      label: "Button style",
      options: [
        {
          label: "Primary",
          value: "primary",
        },
        {
          label: "Secondary",
          value: "secondary",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "rent-a-car": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    steps: {
      type: "array",
      label: "Steps",
      arrayFields: {
        step: {
          type: "select",
          label: "Step",
          options: [
            {
              label: "location",
              value: "location",
            },
            {
              label: "vehicle",
              value: "vehicle",
            },
            {
              label: "extras",
              value: "extras",
            },
            {
              label: "contact",
              value: "contact",
            },
          ],
        },
        title: {
          type: "text",
          label: "Title",
        },
        description: {
          type: "custom",
          widget: "markdown",
          label: "Description",
        },
        data_json: {
          type: "object",
          label: "Step data",
          objectFields: {
            min_days: {
              type: "number",
              label: "Min days",
              min: 1,
              max: 90,
              step: 1,
            },
            max_days: {
              type: "number",
              label: "Max days",
              min: 1,
              max: 365,
              step: 1,
            },
            max_days_ahead: {
              type: "number",
              label: "Max days ahead",
              min: 1,
              max: 730,
              step: 1,
            },
          },
        },
      },
      max: 4,
      min: 1,
    },
    block_translations: {
      type: "object",
      label: "Texts",
      objectFields: {
        location_step: {
          type: "text",
          label: "Location step",
        },
        vehicle_step: {
          type: "text",
          label: "Vehicle step",
        },
        extras_step: {
          type: "text",
          label: "Extras step",
        },
        contact_step: {
          type: "text",
          label: "Contact step",
        },
        pick_up_location: {
          type: "text",
          label: "Pick up location",
        },
        pick_up_date: {
          type: "text",
          label: "Pick up date",
        },
        return_date: {
          type: "text",
          label: "Return date",
        },
        choose_location: {
          type: "text",
          label: "Choose location",
        },
        next: {
          type: "text",
          label: "Next",
        },
        back: {
          type: "text",
          label: "Back",
        },
        per_day: {
          type: "text",
          label: "Per day",
        },
        total: {
          type: "text",
          label: "Total",
        },
        days: {
          type: "text",
          label: "Days",
        },
        summary_heading: {
          type: "text",
          label: "Summary heading",
        },
        start_again: {
          type: "text",
          label: "Start again",
        },
        try_again: {
          type: "text",
          label: "Try again",
        },
        sundays_closed: {
          type: "text",
          label: "Sundays closed",
        },
        no_vehicles: {
          type: "text",
          label: "No vehicles",
        },
        map_label: {
          type: "text",
          label: "Map label",
        },
      },
    },
    locations_json: {
      type: "array",
      label: "Locations",
      arrayFields: {
        name_key: {
          type: "text",
          label: "Key",
        },
        city_name: {
          type: "text",
          label: "City",
        },
        point_name: {
          type: "text",
          label: "Point",
        },
        address: {
          type: "text",
          label: "Address",
        },
        coordinates: {
          type: "object",
          label: "Coordinates",
          objectFields: {
            lat: {
              type: "number",
              label: "Lat",
              min: -90,
              max: 90,
            },
            lng: {
              type: "number",
              label: "Lng",
              min: -180,
              max: 180,
            },
          },
        },
      },
      max: 50,
      min: 1,
    },
    vehicles_json: {
      type: "array",
      label: "Vehicles",
      arrayFields: {
        image_id: {
          type: "custom",
          widget: "ref",
          label: "Image",
        },
        display_name: {
          type: "text",
          label: "Name",
        },
        nameplate_name: {
          type: "text",
          label: "Nameplate",
        },
        price: {
          type: "object",
          label: "Price",
          objectFields: {
            daily: {
              type: "number",
              label: "Daily",
              max: 100000,
            },
          },
        },
        locations: {
          type: "custom",
          widget: "json",
          label: "Locations",
        },
        specification: {
          type: "array",
          label: "Specification",
          arrayFields: {
            label: {
              type: "text",
              label: "Label",
            },
            value: {
              type: "text",
              label: "Value",
            },
          },
          max: 12,
        },
      },
      max: 50,
      min: 1,
    },
    additional_json: {
      type: "array",
      label: "Extras",
      arrayFields: {
        heading: {
          type: "text",
          label: "Heading",
        },
        price: {
          type: "number",
          label: "Price",
          min: 0,
          max: 100000,
        },
        price_string_context: {
          type: "text",
          label: "Price context",
        },
        charge: {
          type: "select",
          label: "Charged",
          options: [
            {
              label: "per_day",
              value: "per_day",
            },
            {
              label: "per_rental",
              value: "per_rental",
            },
          ],
        },
        features_list: {
          type: "custom",
          widget: "json",
          label: "Features list",
        },
        controller: {
          type: "object",
          label: "Controller",
          objectFields: {
            type: {
              type: "select",
              label: "Controller",
              options: [
                {
                  label: "amount",
                  value: "amount",
                },
                {
                  label: "toggler",
                  value: "toggler",
                },
              ],
            },
          },
        },
      },
      max: 20,
    },
    currency_symbol: {
      type: "text",
      label: "Currency symbol",
    },
    contact_step_form_id: {
      type: "custom",
      widget: "ref",
      label: "Contact form id",
    },
    form_hidden_field_mapping: {
      type: "array",
      label: "Form field values",
      arrayFields: {
        name: {
          type: "text",
          label: "Field",
        },
        value: {
          type: "text",
          label: "Value",
        },
      },
      max: 20,
    },
    form_summary_template: {
      type: "textarea",
      label: "Summary template",
    },
    thank_you_heading: {
      type: "text",
      label: "Thank-you heading",
    },
    thank_you_text: {
      type: "custom",
      widget: "markdown",
      label: "Thank-you text",
    },
    error_heading: {
      type: "text",
      label: "Error heading",
    },
    error_text: {
      type: "custom",
      widget: "markdown",
      label: "Error text",
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "retailer-cards": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    distance_unit: {
      type: "select",
      label: "Distance unit",
      options: [
        {
          label: "Kilometres",
          value: "km",
        },
        {
          label: "Miles",
          value: "mi",
        },
      ],
    },
    search_radius: {
      type: "number",
      label: "Search radius",
      min: 0,
      max: 20000,
    },
    postcode_label: {
      type: "text",
      label: "Postcode label",
    },
    search_label: {
      type: "text",
      label: "Search button",
    },
    location_label: {
      type: "text",
      label: "Location button",
    },
    items: {
      type: "array",
      label: "Retailers",
      arrayFields: {
        name: {
          type: "text",
          label: "Name",
        },
        address: {
          type: "text",
          label: "Address",
        },
        city: {
          type: "text",
          label: "City",
        },
        latitude: {
          type: "number",
          label: "Latitude",
          min: -90,
          max: 90,
        },
        longitude: {
          type: "number",
          label: "Longitude",
          min: -180,
          max: 180,
        },
        contact_info: {
          type: "custom",
          widget: "json",
          label: "Contact info",
        },
        services: {
          type: "custom",
          widget: "json",
          label: "Services",
        },
      },
      max: 30,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "retailer-schema": {
    business_type: {
      type: "select",
      label: "Business type",
      options: [
        {
          label: "Car dealer",
          value: "AutoDealer",
        },
        {
          label: "Local business",
          value: "LocalBusiness",
        },
      ],
    },
    name: {
      type: "text",
      label: "Name",
    },
    description: {
      type: "textarea",
      label: "Description",
    },
    keywords: {
      type: "text",
      label: "Keywords",
    },
    opening_hours: {
      type: "custom",
      widget: "json",
      label: "Opening hours",
    },
    payment_accepted: {
      type: "text",
      label: "Payment accepted",
    },
    price_range: {
      type: "text",
      label: "Price range",
    },
    address: {
      type: "object",
      label: "Address",
      objectFields: {
        street_address: {
          type: "text",
          label: "Street",
        },
        locality: {
          type: "text",
          label: "City",
        },
        region: {
          type: "text",
          label: "Province or state",
        },
        postal_code: {
          type: "text",
          label: "Postcode",
        },
        country: {
          type: "text",
          label: "Country",
        },
      },
    },
    latitude: {
      type: "number",
      label: "Latitude",
      min: -90,
      max: 90,
    },
    longitude: {
      type: "number",
      label: "Longitude",
      min: -180,
      max: 180,
    },
    contact_info: {
      type: "custom",
      widget: "json",
      label: "Contact info",
    },
    offers_info: {
      type: "custom",
      widget: "json",
      label: "Offers",
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "reverse-calculator": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    ci_key_list: {
      type: "custom",
      widget: "ref",
      label: "Publication list",
    },
    budget_label: {
      type: "text",
      label: "Budget label",
    },
    min_budget: {
      type: "number",
      label: "Lowest budget",
      min: 1,
      max: 100000,
    },
    max_budget: {
      type: "number",
      label: "Highest budget",
      min: 1,
      max: 100000,
    },
    budget_step: {
      type: "number",
      label: "Budget step",
      min: 1,
      max: 10000,
    },
    default_budget: {
      type: "number",
      label: "Starting budget",
      min: 1,
      max: 100000,
    },
    filter_label: {
      type: "text",
      label: "Filter button",
    },
    reset_label: {
      type: "text",
      label: "Reset button",
    },
    error_text: {
      type: "text",
      label: "Error text",
    },
    no_results_text: {
      type: "text",
      label: "No results text",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "seat-slider": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    slider_theme: {
      type: "select",
      label: "Slider theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
        {
          label: "All white",
          value: "all-white-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    paragraph: {
      type: "textarea",
      label: "Text",
    },
    counter: {
      type: "number",
      label: "Frame time (ms)",
      min: 500,
      max: 10000,
      step: 1,
    },
    is_autoplay: {
      type: "radio",
      label: "Play automatically",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    frame_1: {
      type: "custom",
      widget: "image",
      label: "Frame 1",
    },
    frame_2: {
      type: "custom",
      widget: "image",
      label: "Frame 2",
    },
    frame_3: {
      type: "custom",
      widget: "image",
      label: "Frame 3",
    },
    frame_4: {
      type: "custom",
      widget: "image",
      label: "Frame 4",
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "select-vehicle-to-update": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    parent_label: {
      type: "text",
      label: "Vehicle dropdown label",
    },
    parent_placeholder: {
      type: "text",
      label: "Vehicle dropdown placeholder",
    },
    child_label: {
      type: "text",
      label: "Model year dropdown label",
    },
    child_placeholder: {
      type: "text",
      label: "Model year dropdown placeholder",
    },
    show_label: {
      type: "text",
      label: "Show button",
    },
    clear_label: {
      type: "text",
      label: "Clear button",
    },
    result_count_text: {
      type: "text",
      label: "Result count",
    },
    no_results_text: {
      type: "text",
      label: "No results text",
    },
    view_all_label: {
      type: "text",
      label: "View all systems link",
    },
    how_to_label: {
      type: "text",
      label: "How to update button",
    },
    how_to_heading: {
      type: "text",
      label: "How to update modal heading",
    },
    how_to_text: {
      type: "custom",
      widget: "markdown",
      label: "How to update modal text",
    },
    mapper: {
      type: "custom",
      widget: "json",
      label: "Mapper (JSON)",
    },
    groups: {
      type: "array",
      label: "Groups of systems",
      arrayFields: {
        key: {
          type: "text",
          label: "Key (as in the mapper's subblocks_groups)",
        },
        heading: {
          type: "text",
          label: "Heading",
        },
        paragraph: {
          type: "custom",
          widget: "markdown",
          label: "Paragraph",
        },
        content: {
          type: "slot",
          label: "Group content",
        },
      },
      max: 20,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "single-offer": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    offer_id: {
      type: "custom",
      widget: "ref",
      label: "Offer",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    cta_url: {
      type: "text",
      label: "Call to action link",
    },
    is_reversed: {
      type: "radio",
      label: "Image on the other side",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  specification: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Introduction",
    },
    rows: {
      type: "array",
      label: "Rows",
      arrayFields: {
        category: {
          type: "text",
          label: "Category",
        },
        label: {
          type: "text",
          label: "Label",
        },
        value: {
          type: "text",
          label: "Value",
        },
      },
      max: 100,
    },
    "col-numbers": {
      type: "select",
      label: "Tables per row",
      options: [
        {
          label: "1",
          value: 1,
        },
        {
          label: "2",
          value: 2,
        },
        {
          label: "3",
          value: 3,
        },
        {
          label: "4",
          value: 4,
        },
      ],
    },
    disclaimer: {
      type: "textarea",
      label: "Footnote",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "specification-at-glance": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Section heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    image: {
      type: "custom",
      widget: "image",
      label: "Image",
    },
    items: {
      type: "array",
      label: "Figures",
      arrayFields: {
        icon: {
          type: "custom",
          widget: "icon",
          label: "Icon",
        },
        value: {
          type: "text",
          label: "Value",
        },
        unit: {
          type: "text",
          label: "Unit",
        },
        label: {
          type: "text",
          label: "Label",
        },
      },
      max: 20,
    },
    "col-numbers": {
      type: "select",
      label: "Figures per row",
      options: [
        {
          label: "1",
          value: 1,
        },
        {
          label: "2",
          value: 2,
        },
        {
          label: "3",
          value: 3,
        },
        {
          label: "4",
          value: 4,
        },
      ],
    },
    "rdx-link": {
      type: "custom",
      widget: "link-or-button",
      label: "Link",
    },
    disclaimer: {
      type: "textarea",
      label: "Footnote",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "stock-locator": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    ci_key_list: {
      type: "custom",
      widget: "ref",
      label: "Publication list",
    },
    sl_key_brand: {
      type: "select",
      label: "Brand",
      options: [
        {
          label: "Both brands",
          value: "",
        },
        {
          label: "Land Rover",
          value: "land_rover",
        },
        {
          label: "Jaguar",
          value: "jaguar",
        },
      ],
    },
    default_sort: {
      type: "select",
      label: "Default order",
      options: [
        {
          label: "Year: oldest first",
          value: "productionYearAsc",
        },
        {
          label: "Year: newest first",
          value: "productionYearDesc",
        },
        {
          label: "Listed: oldest first",
          value: "createdAtAsc",
        },
        {
          label: "Listed: newest first",
          value: "createdAtDesc",
        },
        {
          label: "Mileage: lowest first",
          value: "mileageAsc",
        },
        {
          label: "Mileage: highest first",
          value: "mileageDesc",
        },
        {
          label: "Price: lowest first",
          value: "priceAsc",
        },
        {
          label: "Price: highest first",
          value: "priceDesc",
        },
        {
          label: "Availability",
          value: "status",
        },
      ],
    },
    forced_statuses: {
      type: "custom",
      widget: "json",
      label: "Only these statuses",
    },
    "filter-brands": {
      type: "radio",
      label: "Brand filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-models": {
      type: "radio",
      label: "Model filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-financing_options": {
      type: "radio",
      label: "Payment options filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-states": {
      type: "radio",
      label: "Condition filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-statuses": {
      type: "radio",
      label: "Availability filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-msrp_price": {
      type: "radio",
      label: "Recommended price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-display_price": {
      type: "radio",
      label: "Price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-mileage": {
      type: "radio",
      label: "Mileage filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-production_year": {
      type: "radio",
      label: "Production year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-model_year": {
      type: "radio",
      label: "Model year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-power": {
      type: "radio",
      label: "Power filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-engine_types": {
      type: "radio",
      label: "Engine filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-transmissions": {
      type: "radio",
      label: "Transmission filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-colors": {
      type: "radio",
      label: "Colour filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-specific_colors": {
      type: "radio",
      label: "Paint filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-dealers": {
      type: "radio",
      label: "Retailer filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-number_of_seats": {
      type: "radio",
      label: "Seats filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    vehicles: {
      type: "custom",
      widget: "json",
      label: "Vehicles",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "stock-locator-carousel": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    ci_key_list: {
      type: "custom",
      widget: "ref",
      label: "Publication list",
    },
    button: {
      type: "custom",
      widget: "link-or-button",
      label: "Link",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "stock-locator-overseas": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    ci_key_list: {
      type: "custom",
      widget: "ref",
      label: "Publication list",
    },
    sl_key_brand: {
      type: "select",
      label: "Brand",
      options: [
        {
          label: "Both brands",
          value: "",
        },
        {
          label: "Land Rover",
          value: "land_rover",
        },
        {
          label: "Jaguar",
          value: "jaguar",
        },
      ],
    },
    default_sort: {
      type: "select",
      label: "Default order",
      options: [
        {
          label: "Year: oldest first",
          value: "productionYearAsc",
        },
        {
          label: "Year: newest first",
          value: "productionYearDesc",
        },
        {
          label: "Listed: oldest first",
          value: "createdAtAsc",
        },
        {
          label: "Listed: newest first",
          value: "createdAtDesc",
        },
        {
          label: "Mileage: lowest first",
          value: "mileageAsc",
        },
        {
          label: "Mileage: highest first",
          value: "mileageDesc",
        },
        {
          label: "Price: lowest first",
          value: "priceAsc",
        },
        {
          label: "Price: highest first",
          value: "priceDesc",
        },
        {
          label: "Availability",
          value: "status",
        },
      ],
    },
    forced_statuses: {
      type: "custom",
      widget: "json",
      label: "Only these statuses",
    },
    "filter-brands": {
      type: "radio",
      label: "Brand filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-models": {
      type: "radio",
      label: "Model filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-financing_options": {
      type: "radio",
      label: "Payment options filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-states": {
      type: "radio",
      label: "Condition filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-statuses": {
      type: "radio",
      label: "Availability filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-msrp_price": {
      type: "radio",
      label: "Recommended price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-display_price": {
      type: "radio",
      label: "Price filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-mileage": {
      type: "radio",
      label: "Mileage filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-production_year": {
      type: "radio",
      label: "Production year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-model_year": {
      type: "radio",
      label: "Model year filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-power": {
      type: "radio",
      label: "Power filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-engine_types": {
      type: "radio",
      label: "Engine filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-transmissions": {
      type: "radio",
      label: "Transmission filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-colors": {
      type: "radio",
      label: "Colour filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-specific_colors": {
      type: "radio",
      label: "Paint filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-dealers": {
      type: "radio",
      label: "Retailer filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    "filter-number_of_seats": {
      type: "radio",
      label: "Seats filter",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    vehicles: {
      type: "custom",
      widget: "json",
      label: "Vehicles",
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "subscription-quiz": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    welcome_heading: {
      type: "text",
      label: "Welcome heading",
    },
    welcome_text: {
      type: "custom",
      widget: "markdown",
      label: "Welcome text",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    start_label: {
      type: "text",
      label: "Start button",
    },
    next_label: {
      type: "text",
      label: "Next button",
    },
    previous_label: {
      type: "text",
      label: "Previous button",
    },
    purpose_question: {
      type: "text",
      label: "Purpose question",
    },
    purpose_labels: {
      type: "object",
      label: "Purpose answers",
      objectFields: {
        private: {
          type: "text",
          label: "private",
        },
        business: {
          type: "text",
          label: "business",
        },
        both: {
          type: "text",
          label: "both",
        },
      },
    },
    period_question: {
      type: "text",
      label: "Period question",
    },
    period_labels: {
      type: "object",
      label: "Period answers",
      objectFields: {
        "6-12": {
          type: "text",
          label: "6-12",
        },
        "12-24": {
          type: "text",
          label: "12-24",
        },
        "24-60": {
          type: "text",
          label: "24-60",
        },
      },
    },
    mileage_question: {
      type: "text",
      label: "Mileage question",
    },
    mileage_labels: {
      type: "object",
      label: "Mileage answers (threshold 20000 km)",
      objectFields: {
        below: {
          type: "text",
          label: "below",
        },
        above: {
          type: "text",
          label: "above",
        },
      },
    },
    summary_heading: {
      type: "text",
      label: "Summary heading",
    },
    products_label: {
      type: "text",
      label: "Show products button",
    },
    edit_label: {
      type: "text",
      label: "Change answers button",
    },
    main_label: {
      type: "text",
      label: "Main product label",
    },
    alternative_label: {
      type: "text",
      label: "Alternative product label",
    },
    restart_label: {
      type: "text",
      label: "Start again button",
    },
    products: {
      type: "object",
      label: "Products",
      objectFields: {
        subscription: {
          type: "object",
          label: "Subscription",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
        loan: {
          type: "object",
          label: "Loan",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
        full_service: {
          type: "object",
          label: "Full service leasing",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
        leasing_to_go: {
          type: "object",
          label: "Leasing to go",
          objectFields: {
            heading: {
              type: "text",
              label: "Heading",
            },
            paragraph: {
              type: "custom",
              widget: "markdown",
              label: "Paragraph",
            },
            link: {
              type: "custom",
              widget: "link-or-button",
              label: "Link or button",
            },
          },
        },
      },
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  tabs: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    has_modal: {
      type: "radio",
      label: "Open tabs in a modal on small screens",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    tabs: {
      type: "array",
      label: "Tabs",
      arrayFields: {
        tab_label: {
          type: "text",
          label: "Tab label",
        },
        tab_id: {
          type: "text",
          label: "Tab ID",
        },
        content: {
          type: "slot",
          label: "Tab content",
        },
      },
      max: 10,
      min: 1,
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  video: {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    header_size: {
      type: "select",
      label: "Heading size",
      options: [
        {
          label: "Extra small",
          value: "xs",
        },
        {
          label: "Small",
          value: "s",
        },
        {
          label: "Medium",
          value: "m",
        },
        {
          label: "Large",
          value: "l",
        },
        {
          label: "Extra large",
          value: "xl",
        },
        {
          label: "Title",
          value: "title",
        },
      ],
    },
    paragraph: {
      type: "custom",
      widget: "markdown",
      label: "Paragraph",
    },
    video: {
      type: "custom",
      widget: "video",
      label: "Video",
    },
    video_ui_theme: {
      type: "select",
      label: "Video controls",
      options: [
        {
          label: "Light",
          value: "light",
        },
        {
          label: "Dark",
          value: "dark",
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
  "vin-checker": {
    block_scroll_id: {
      type: "text",
      label: "Block Scroll ID",
    },
    heading: {
      type: "text",
      label: "Heading",
    },
    header_tag: {
      type: "select",
      label: "Heading level",
      options: [
        {
          label: "H1",
          value: 1,
        },
        {
          label: "H2",
          value: 2,
        },
        {
          label: "H3",
          value: 3,
        },
        {
          label: "H4",
          value: 4,
        },
        {
          label: "H5",
          value: 5,
        },
        {
          label: "H6",
          value: 6,
        },
      ],
    },
    label_text: {
      type: "text",
      label: "Input label",
    },
    button_text: {
      type: "text",
      label: "Button",
    },
    response_positive: {
      type: "custom",
      widget: "markdown",
      label: "Positive response",
    },
    response_negative: {
      type: "custom",
      widget: "markdown",
      label: "Negative response",
    },
    invalid_text: {
      type: "text",
      label: "Invalid VIN text",
    },
    error_text: {
      type: "text",
      label: "Error text",
    },
    list: {
      type: "custom",
      widget: "ref",
      label: "VIN list",
    },
    check_digit: {
      type: "radio",
      label: "Require the VIN check digit",
      options: [
        {
          label: "Yes",
          value: true,
        },
        {
          label: "No",
          value: false,
        },
      ],
    },
    box_color: {
      type: "select",
      label: "Colour theme",
      options: [
        {
          label: "Light",
          value: "light-theme",
        },
        {
          label: "Grey",
          value: "grey-theme",
        },
        {
          label: "Dark",
          value: "dark-theme",
        },
        {
          label: "Black",
          value: "black-theme",
        },
      ],
    },
    padding: {
      type: "select",
      label: "Spacing",
      options: [
        {
          label: "Normal",
          value: "normal",
        },
        {
          label: "No space above",
          value: "top-space-0",
        },
        {
          label: "No space below",
          value: "bottom-space-0",
        },
        {
          label: "No space above or below",
          value: "y-space-0",
        },
      ],
    },
    dc_strategy: {
      type: "object",
      label: "Dynamic content",
      objectFields: {
        key: {
          type: "select",
          label: "Strategy",
          options: [
            {
              label: "Brand of the page path",
              value: "url_brands",
            },
            {
              label: "Active offers",
              value: "mena_offers",
            },
            {
              label: "Dynamic-content list",
              value: "reffine_sl",
            },
            {
              label: "External stock locator",
              value: "mena_external_sl",
            },
          ],
        },
        value: {
          type: "text",
          label: "Value",
        },
        name: {
          type: "text",
          label: "List name (reffine_sl)",
        },
        fallback: {
          type: "radio",
          label: "Show when the rule cannot decide",
          options: [
            {
              label: "Yes",
              value: true,
            },
            {
              label: "No",
              value: false,
            },
          ],
        },
      },
    },
    offer_schedule: {
      type: "custom",
      widget: "date-range",
      label: "Offer schedule",
    },
  },
};
