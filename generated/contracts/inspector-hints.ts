// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";

/** react-jsonschema-form uiSchema for every block's inspector, generated from the schemas and their `x-hints`. */
export const inspectorHints: { readonly [K in BlockKey]: Readonly<Record<string, unknown>> } = {
  "360-views": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    frames: {
      "ui:options": {
        orderable: true,
        maxItems: 72,
      },
      items: {
        "ui:field": "image",
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "frames",
      "start_frame",
      "hint",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  accordion: {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 30,
      },
      items: {
        paragraph: {
          "ui:field": "markdown",
        },
        content: {
          "ui:widget": "slot",
        },
        content_items: {
          "ui:options": {
            orderable: true,
            maxItems: 10,
          },
          items: {
            type: {
              "ui:widget": "select",
              "ui:enumNames": ["HTML", "Calculator", "Finance options table", "Form"],
            },
            html: {
              "ui:field": "markdown",
            },
            config: {
              "ui:field": "json",
            },
            options: {
              "ui:options": {
                orderable: true,
                maxItems: 10,
              },
              items: {
                finance_product: {
                  "ui:widget": "select",
                  "ui:enumNames": [
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
                },
              },
            },
            form_id: {
              "ui:field": "ref",
              "ui:options": {
                ref: "form",
              },
            },
          },
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "open_all_label",
      "close_all_label",
      "has_schema",
      "header_tag",
      "items",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  calculator: {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    calculator_style: {
      "ui:widget": "select",
      "ui:enumNames": ["Default", "MENA"],
    },
    finance_product: {
      "ui:widget": "select",
      "ui:enumNames": [
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
    },
    models_info: {
      "ui:field": "json",
      "ui:options": {
        orderable: true,
        maxItems: 30,
      },
      items: {
        free_items: {
          "ui:options": {
            orderable: true,
            maxItems: 10,
          },
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "calculator_style",
      "finance_product",
      "nameplate_key_filter",
      "hide_free_items",
      "model_label",
      "deposit_label",
      "duration_label",
      "monthly_label",
      "price_label",
      "rate_label",
      "free_items_label",
      "years_label",
      "no_models_text",
      "models_info",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "car-rent": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {
        image: {
          "ui:field": "image",
        },
        description: {
          "ui:field": "markdown",
        },
        specification: {
          "ui:options": {
            orderable: true,
            maxItems: 12,
          },
          items: {},
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "box_color",
      "currency_symbol",
      "items",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "collection-item": {
    image: {
      "ui:field": "image",
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    button_style: {
      "ui:widget": "select",
      "ui:enumNames": ["Primary", "Secondary"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "image",
      "eyebrow",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "price",
      "retailer_locator_url",
      "retailer_locator_label",
      "button_style",
      "is_reversed",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "collection-slider-feed": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    lang: {
      "ui:widget": "select",
      "ui:enumNames": ["English", "Arabic"],
    },
    market: {
      "ui:widget": "select",
      "ui:enumNames": [
        "United Arab Emirates",
        "Saudi Arabia",
        "Kuwait",
        "Qatar",
        "Bahrain",
        "Oman",
        "Egypt",
        "Jordan",
        "Lebanon",
      ],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "lang",
      "market",
      "collection",
      "limit",
      "grouped",
      "show_pagination",
      "empty_text",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "color-picker": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    colors: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {
        image: {
          "ui:field": "image",
        },
      },
    },
    "rdx-link": {
      "ui:field": "link-or-button",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "legend",
      "colors",
      "rdx-link",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "column-group": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    "col-numbers": {
      "ui:widget": "select",
      "ui:enumNames": ["1", "2", "3", "4"],
    },
    columns: {
      "ui:options": {
        orderable: true,
        maxItems: 12,
      },
      items: {
        header_icon: {
          "ui:field": "icon",
        },
        header_tag: {
          "ui:widget": "select",
          "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
        },
        paragraph: {
          "ui:field": "markdown",
        },
        "rdx-buttons": {
          "ui:options": {
            orderable: true,
            maxItems: 3,
          },
          items: {
            "ui:field": "link-or-button",
          },
        },
        "rdx-links": {
          "ui:options": {
            orderable: true,
            maxItems: 10,
          },
          items: {
            "ui:field": "link-or-button",
          },
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "col-numbers",
      "columns",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "compare-images": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    button: {
      "ui:field": "link-or-button",
    },
    before_image: {
      "ui:field": "image",
    },
    after_image: {
      "ui:field": "image",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "button",
      "before_image",
      "before_label",
      "after_image",
      "after_label",
      "start_position",
      "has_autostart",
      "has_sidebar",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "content-blocks": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    "col-numbers": {
      "ui:widget": "select",
      "ui:enumNames": ["1", "2", "3", "4"],
    },
    "image-ratio": {
      "ui:widget": "select",
      "ui:enumNames": ["16:9", "16:6.5"],
    },
    cards: {
      "ui:options": {
        orderable: true,
        maxItems: 1000,
      },
      items: {
        image: {
          "ui:field": "image",
        },
        header_tag: {
          "ui:widget": "select",
          "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
        },
        paragraph: {
          "ui:field": "markdown",
        },
        "rdx-link": {
          "ui:field": "link-or-button",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "col-numbers",
      "image-ratio",
      "cards",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  derivatives: {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    engine_key: {
      "ui:widget": "select",
      "ui:enumNames": ["All", "Petrol", "Diesel", "Electric", "Hybrid", "Mild hybrid", "Plug-in hybrid"],
    },
    spec_key_1: {
      "ui:widget": "select",
      "ui:enumNames": [
        "None",
        "Engine",
        "Engine capacity",
        "Power",
        "Battery capacity",
        "Transmission",
        "Drivetrain",
        "Seats",
      ],
    },
    spec_key_2: {
      "ui:widget": "select",
      "ui:enumNames": [
        "None",
        "Engine",
        "Engine capacity",
        "Power",
        "Battery capacity",
        "Transmission",
        "Drivetrain",
        "Seats",
      ],
    },
    spec_key_3: {
      "ui:widget": "select",
      "ui:enumNames": [
        "None",
        "Engine",
        "Engine capacity",
        "Power",
        "Battery capacity",
        "Transmission",
        "Drivetrain",
        "Seats",
      ],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "car_key",
      "engine_key",
      "spec_key_1",
      "spec_label_1",
      "spec_key_2",
      "spec_label_2",
      "spec_key_3",
      "spec_label_3",
      "tab_id",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "dual-frame-carousel-2-0": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    slider_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black", "All white"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    slides: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
      items: {
        image: {
          "ui:field": "image",
        },
        secondary_image: {
          "ui:field": "image",
        },
        paragraph: {
          "ui:widget": "textarea",
        },
        button: {
          "ui:field": "link-or-button",
        },
      },
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "slider_theme",
      "padding",
      "slides",
      "is_reversed",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "dual-frame-map": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    location_content: {
      "ui:field": "markdown",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "location_name",
      "location_address",
      "location_latitude",
      "location_longitude",
      "location_content",
      "is_reversed",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "electrifying-power": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    header_font: {
      "ui:widget": "select",
      "ui:enumNames": ["Brand display", "Body"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    font_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Quote", "Subcopy"],
    },
    image: {
      "ui:field": "image",
    },
    figures: {
      "ui:options": {
        orderable: true,
        maxItems: 4,
      },
      items: {
        icon: {
          "ui:field": "icon",
        },
      },
    },
    "rdx-buttons": {
      "ui:options": {
        orderable: true,
        maxItems: 3,
      },
      items: {
        "ui:field": "link-or-button",
      },
    },
    disclaimer: {
      "ui:widget": "textarea",
    },
    vertical_alignment: {
      "ui:widget": "select",
      "ui:enumNames": ["Centre", "Top", "Bottom"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "header_font",
      "paragraph",
      "font_size",
      "image",
      "figures",
      "rdx-buttons",
      "disclaimer",
      "is_reversed",
      "vertical_alignment",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "entry-form": {
    form_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "form",
      },
    },
    form_position: {
      "ui:widget": "select",
      "ui:enumNames": ["Left", "Centre", "Right"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "form_id",
      "heading",
      "form_position",
      "box_color",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "expanded-entry-form": {
    form_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "form",
      },
    },
    disclaimer: {
      "ui:field": "markdown",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "form_id",
      "heading",
      "disclaimer",
      "tab_id",
      "top_tabs_limit",
      "box_color",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "extended-warranty": {
    form_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "form",
      },
    },
    table_content: {
      columns: {
        "ui:options": {
          orderable: true,
          maxItems: 6,
        },
      },
      rows: {
        "ui:options": {
          orderable: true,
          maxItems: 30,
        },
        items: {
          cells: {
            "ui:options": {
              orderable: true,
              maxItems: 6,
            },
          },
        },
      },
    },
    form_hidden_field_mapping: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {},
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "form_id",
      "heading",
      "table_content",
      "has_two_columns",
      "form_hidden_field_mapping",
      "box_color",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "finance-calculator": {
    finance_product: {
      "ui:widget": "select",
      "ui:enumNames": [
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
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    finance_product_description: {
      "ui:widget": "textarea",
    },
    finance_product_input: {
      "ui:field": "json",
    },
    finance_product_output: {
      "ui:field": "json",
    },
    link: {
      "ui:field": "link-or-button",
    },
    buttons: {
      "ui:options": {
        orderable: true,
        maxItems: 3,
      },
      items: {
        "ui:field": "link-or-button",
      },
    },
    disclaimer_body: {
      "ui:field": "markdown",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "finance_product",
      "finance_product_name",
      "header_tag",
      "finance_product_description",
      "vehicle_price",
      "finance_product_input",
      "finance_product_output",
      "link",
      "buttons",
      "disclaimer_title",
      "disclaimer_body",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "floating-action-button": {
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 6,
      },
      items: {
        link: {
          target: {
            "ui:widget": "select",
            "ui:enumNames": ["Same window", "New window"],
          },
          type: {
            "ui:widget": "select",
            "ui:enumNames": ["Page of this site", "Other site", "Form", "File"],
          },
          form_id: {
            "ui:field": "ref",
            "ui:options": {
              ref: "form",
            },
          },
        },
        icon: {
          "ui:field": "icon",
        },
        dc_strategy: {
          key: {
            "ui:widget": "select",
            "ui:enumNames": [
              "Brand of the page path",
              "Active offers",
              "Dynamic-content list",
              "External stock locator",
            ],
          },
        },
      },
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "items",
      "is_quick_links",
      "quick_links_label",
      "mobile_button_label",
      "is_secondary",
      "reversed",
      "is_fab_disabled",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  form: {
    form_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "form",
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    button_position: {
      "ui:widget": "select",
      "ui:enumNames": ["Left", "Centre", "Right"],
    },
    button_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Primary", "Secondary"],
    },
    form_position: {
      "ui:widget": "select",
      "ui:enumNames": ["Left", "Centre", "Right"],
    },
    form_hidden_field_mapping: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {},
    },
    form_params_mapping: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {},
    },
    form_location_params_mapping: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
      items: {},
    },
    form_location_mapping: {
      "ui:options": {
        orderable: true,
        maxItems: 200,
      },
      items: {},
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "form_id",
      "box_color",
      "button_position",
      "button_color",
      "form_position",
      "has_two_columns",
      "has_button_margin",
      "modal_form",
      "form_hidden_field_mapping",
      "form_params_mapping",
      "form_location_params_mapping",
      "form_location_mapping",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "fuel-type-quiz": {
    intro_text: {
      "ui:field": "markdown",
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    steps: {
      annual_distance: {
        answers: {
          "ui:options": {
            orderable: true,
            maxItems: 3,
          },
          items: {},
        },
      },
      journey_distance: {
        answers: {
          "ui:options": {
            orderable: true,
            maxItems: 4,
          },
          items: {},
        },
      },
      driving_types: {
        answers: {
          "ui:options": {
            orderable: true,
            maxItems: 4,
          },
          items: {},
        },
      },
      charging: {
        answers: {
          "ui:options": {
            orderable: true,
            maxItems: 4,
          },
          items: {},
        },
      },
      long_journeys: {
        answers: {
          "ui:options": {
            orderable: true,
            maxItems: 3,
          },
          items: {},
        },
      },
    },
    results: {
      petrol: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
      diesel: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
      phev: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
      bev: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "intro_heading",
      "intro_text",
      "header_tag",
      "start_label",
      "next_label",
      "previous_label",
      "result_label",
      "restart_label",
      "steps",
      "results",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "gallery-carousel": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    slider_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black", "All white"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    paragraph: {
      "ui:widget": "textarea",
    },
    images: {
      "ui:options": {
        orderable: true,
        maxItems: 40,
      },
      items: {
        image: {
          "ui:field": "image",
        },
      },
    },
    ratio: {
      "ui:widget": "select",
      "ui:enumNames": ["16:9", "16:6.5", "1:1"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "slider_theme",
      "padding",
      "paragraph",
      "images",
      "ratio",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "gallery-categories": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    categories: {
      "ui:options": {
        orderable: true,
        maxItems: 4,
      },
      items: {
        images: {
          "ui:options": {
            orderable: true,
            maxItems: 40,
          },
          items: {
            image: {
              "ui:field": "image",
            },
          },
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "categories",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "hero-carousel": {
    slides: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
      items: {
        image: {
          "ui:field": "image",
        },
        paragraph: {
          "ui:widget": "textarea",
        },
        button: {
          "ui:field": "link-or-button",
        },
        video_type: {
          "ui:widget": "select",
          "ui:enumNames": ["Video with controls", "Muted background video"],
        },
      },
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    slider_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black", "All white"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "slides",
      "header_tag",
      "header_size",
      "has_timer",
      "is_autoplay",
      "has_banner",
      "slide_duration",
      "has_touch_devices_slides_limit",
      "offer_key",
      "has_mxo",
      "is_ffi",
      "slider_theme",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "hero-title-banner": {
    "rdx-image": {
      "ui:field": "image",
    },
    level: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    header_font: {
      "ui:widget": "select",
      "ui:enumNames": ["Brand display", "Body"],
    },
    button: {
      "ui:field": "link-or-button",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "rdx-image",
      "heading",
      "level",
      "header_size",
      "header_font",
      "button",
      "box_color",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "hotspots-container": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    image: {
      "ui:field": "image",
    },
    hotspots: {
      "ui:options": {
        orderable: true,
        maxItems: 12,
      },
      items: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "image",
      "hotspots",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "icon-button-carousel": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    slider_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black", "All white"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    slides: {
      "ui:options": {
        orderable: true,
        maxItems: 8,
      },
      items: {
        icon: {
          "ui:field": "icon",
        },
        image: {
          "ui:field": "image",
        },
        paragraph: {
          "ui:widget": "textarea",
        },
        button: {
          "ui:field": "link-or-button",
        },
      },
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "slider_theme",
      "padding",
      "slides",
      "is_reversed",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "icons-timeline": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    milestones: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {
        icon: {
          "ui:field": "icon",
        },
        paragraph: {
          "ui:field": "markdown",
        },
      },
    },
    font_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Quote", "Subcopy"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "milestones",
      "font_size",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "image-element": {
    image: {
      "ui:field": "image",
    },
    sizes: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
    },
    heights: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
    },
    ratio: {
      "ui:widget": "select",
      "ui:enumNames": ["16:9", "16:6.5", "1:1"],
    },
    format: {
      "ui:widget": "select",
      "ui:enumNames": ["JPEG", "WebP", "PNG"],
    },
    loading: {
      "ui:widget": "select",
      "ui:enumNames": ["Automatic", "Eager (at once)", "Lazy (when scrolled near)"],
    },
    caption: {
      "ui:widget": "textarea",
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "image",
      "fullPath",
      "sizes",
      "heights",
      "ratio",
      "format",
      "loading",
      "alt",
      "caption",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "image-tabs": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    tabs: {
      "ui:options": {
        orderable: true,
        maxItems: 8,
      },
      items: {
        image: {
          "ui:field": "image",
        },
        content: {
          "ui:widget": "slot",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "has_lazyload",
      "tabs",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "infotainment-system": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 30,
      },
      items: {
        paragraph: {
          "ui:field": "markdown",
        },
        content: {
          "ui:widget": "slot",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "model_title",
      "option_label",
      "items",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "inpage-navigation": {
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
      items: {},
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": ["items", "goTopShort", "box_color", "dc_strategy", "offer_schedule", "*"],
    id: {
      "ui:widget": "hidden",
    },
  },
  "jlr-image-box": {
    image: {
      "ui:field": "image",
    },
    "image-ratio": {
      "ui:widget": "select",
      "ui:enumNames": ["16:9", "16:6.5", "1:1"],
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    font_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Quote", "Subcopy"],
    },
    "rdx-link": {
      "ui:field": "link-or-button",
    },
    vertical_alignment: {
      "ui:widget": "select",
      "ui:enumNames": ["Centre", "Top", "Bottom"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "image",
      "image-ratio",
      "eyebrow",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "font_size",
      "rdx-link",
      "is_reversed",
      "vertical_alignment",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "key-details-post": {
    image: {
      "ui:field": "image",
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    details: {
      "ui:options": {
        orderable: true,
        maxItems: 12,
      },
      items: {},
    },
    "rdx-buttons": {
      "ui:options": {
        orderable: true,
        maxItems: 3,
      },
      items: {
        "ui:field": "link-or-button",
      },
    },
    button_style: {
      "ui:widget": "select",
      "ui:enumNames": ["Primary", "Secondary"],
    },
    vertical_alignment: {
      "ui:widget": "select",
      "ui:enumNames": ["Centre", "Top", "Bottom"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "image",
      "date",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "details_heading",
      "details",
      "rdx-buttons",
      "button_style",
      "vertical_alignment",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "map-update": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    intro_text: {
      "ui:field": "markdown",
    },
    download_text: {
      "ui:field": "markdown",
    },
    download_link: {
      "ui:field": "link-or-button",
    },
    list: {
      "ui:field": "ref",
      "ui:options": {
        ref: "vin-list",
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "intro_text",
      "start_label",
      "vin_heading",
      "vin_label",
      "vin_hint",
      "vin_button",
      "vin_error",
      "download_heading",
      "download_text",
      "download_link",
      "vin_shown_label",
      "back_label",
      "restart_label",
      "list",
      "check_digit",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  masonry: {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    img_video_grid: {
      "ui:widget": "select",
      "ui:enumNames": ["Video on top", "Video at the bottom"],
    },
    video: {
      "ui:field": "video",
    },
    video_ui_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Dark"],
    },
    images: {
      "ui:options": {
        orderable: true,
        maxItems: 6,
      },
      items: {
        image: {
          "ui:field": "image",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "img_video_grid",
      "video",
      "disable_autoplay",
      "video_ui_theme",
      "images",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "mena-news": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    locale: {
      "ui:widget": "select",
      "ui:enumNames": ["English", "Arabic", "French", "German", "Russian"],
    },
    market: {
      "ui:widget": "select",
      "ui:enumNames": [
        "United Arab Emirates",
        "Saudi Arabia",
        "Kuwait",
        "Qatar",
        "Bahrain",
        "Oman",
        "Egypt",
        "Jordan",
        "Lebanon",
      ],
    },
    dir: {
      "ui:widget": "select",
      "ui:enumNames": ["Left to right", "Right to left"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "locale",
      "market",
      "page_size",
      "read_more",
      "pagination_text",
      "previous_label",
      "next_label",
      "visited_label",
      "error_title",
      "error_text",
      "no_results_title",
      "no_results_text",
      "dir",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "number-button-carousel": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    slider_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black", "All white"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    slides: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
      items: {
        image: {
          "ui:field": "image",
        },
        paragraph: {
          "ui:widget": "textarea",
        },
        button: {
          "ui:field": "link-or-button",
        },
      },
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "slider_theme",
      "padding",
      "slides",
      "is_reversed",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  offers: {
    form_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "form",
      },
    },
    button_position: {
      "ui:widget": "select",
      "ui:enumNames": ["Left", "Centre", "Right"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "category",
      "new_cars",
      "approved",
      "owners",
      "branded_goods",
      "defender",
      "discovery",
      "range_rover",
      "jaguar",
      "form_title",
      "form_subtile",
      "form_id",
      "has_two_columns",
      "button_position",
      "error_text",
      "error_button_text",
      "box_color",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "order-online-checkout": {
    form_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "form",
      },
    },
    success_text: {
      "ui:widget": "textarea",
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "form_id",
      "terms_label",
      "success_heading",
      "success_text",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  parallax: {
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 40,
      },
      items: {
        image: {
          "ui:field": "image",
        },
        paragraph: {
          "ui:field": "markdown",
        },
        button: {
          "ui:field": "link-or-button",
        },
        text_position: {
          "ui:widget": "select",
          "ui:enumNames": ["Left", "Centre", "Right"],
        },
      },
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "items",
      "header_tag",
      "header_size",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  quote: {
    quote: {
      "ui:widget": "textarea",
    },
    alignment: {
      "ui:widget": "select",
      "ui:enumNames": ["Left", "Centre", "Right"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "quote",
      "author",
      "author_position",
      "alignment",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "quote-slider": {
    slides: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
      items: {
        quote: {
          "ui:widget": "textarea",
        },
      },
    },
    section_class: {
      "ui:widget": "select",
      "ui:enumNames": ["Left", "Centre", "Right"],
    },
    slider_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black", "All white"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "slides",
      "section_class",
      "justify_text",
      "has_timer",
      "slider_theme",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "racing-results": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    url: {
      "ui:widget": "select",
      "ui:enumNames": [
        "Round 1: Mexico City E-Prix",
        "Round 2: Diriyah E-Prix",
        "Round 3: Monaco E-Prix",
        "Round 4: Berlin E-Prix",
        "Round 5: London E-Prix",
      ],
    },
    "rdx-link": {
      "ui:field": "link-or-button",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "url",
      "limit",
      "show_points",
      "highlight_team",
      "rdx-link",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "range-calculator": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    distance_unit: {
      "ui:widget": "select",
      "ui:enumNames": ["Kilometres", "Miles"],
    },
    temperature_unit: {
      "ui:widget": "select",
      "ui:enumNames": ["°C", "°F"],
    },
    disclaimer: {
      "ui:widget": "textarea",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "data_url",
      "minimal_range",
      "maximal_range",
      "distance_unit",
      "wheel_label",
      "temperature_label",
      "temperature_unit",
      "climate_label",
      "result_label",
      "disclaimer",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "ready-to-go-bar": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 5,
      },
      items: {
        icon: {
          "ui:field": "icon",
        },
        "rdx-link": {
          "ui:field": "link-or-button",
        },
      },
    },
    button_style: {
      "ui:widget": "select",
      "ui:enumNames": ["Primary", "Secondary"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "items",
      "button_style",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "rent-a-car": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    steps: {
      "ui:options": {
        orderable: true,
        maxItems: 4,
      },
      items: {
        step: {
          "ui:widget": "select",
          "ui:enumNames": ["location", "vehicle", "extras", "contact"],
        },
        description: {
          "ui:field": "markdown",
        },
      },
    },
    locations_json: {
      "ui:options": {
        orderable: true,
        maxItems: 50,
      },
      items: {},
    },
    vehicles_json: {
      "ui:options": {
        orderable: true,
        maxItems: 50,
      },
      items: {
        image_id: {
          "ui:field": "ref",
          "ui:options": {
            ref: "media",
          },
        },
        locations: {
          "ui:options": {
            orderable: true,
            maxItems: 50,
          },
        },
        specification: {
          "ui:options": {
            orderable: true,
            maxItems: 12,
          },
          items: {},
        },
      },
    },
    additional_json: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {
        charge: {
          "ui:widget": "select",
          "ui:enumNames": ["per_day", "per_rental"],
        },
        features_list: {
          "ui:options": {
            orderable: true,
            maxItems: 10,
          },
        },
        controller: {
          type: {
            "ui:widget": "select",
            "ui:enumNames": ["amount", "toggler"],
          },
        },
      },
    },
    contact_step_form_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "form",
      },
    },
    form_hidden_field_mapping: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {},
    },
    form_summary_template: {
      "ui:widget": "textarea",
    },
    thank_you_text: {
      "ui:field": "markdown",
    },
    error_text: {
      "ui:field": "markdown",
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "box_color",
      "steps",
      "block_translations",
      "locations_json",
      "vehicles_json",
      "additional_json",
      "currency_symbol",
      "contact_step_form_id",
      "form_hidden_field_mapping",
      "form_summary_template",
      "thank_you_heading",
      "thank_you_text",
      "error_heading",
      "error_text",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "retailer-cards": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    distance_unit: {
      "ui:widget": "select",
      "ui:enumNames": ["Kilometres", "Miles"],
    },
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 30,
      },
      items: {
        contact_info: {
          "ui:field": "json",
        },
        services: {
          "ui:field": "json",
          "ui:options": {
            orderable: true,
            maxItems: 20,
          },
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "distance_unit",
      "search_radius",
      "postcode_label",
      "search_label",
      "location_label",
      "items",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "retailer-schema": {
    business_type: {
      "ui:widget": "select",
      "ui:enumNames": ["Car dealer", "Local business"],
    },
    description: {
      "ui:widget": "textarea",
    },
    opening_hours: {
      "ui:field": "json",
      "ui:options": {
        orderable: true,
        maxItems: 14,
      },
    },
    contact_info: {
      "ui:field": "json",
    },
    offers_info: {
      "ui:field": "json",
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {},
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "business_type",
      "name",
      "description",
      "keywords",
      "opening_hours",
      "payment_accepted",
      "price_range",
      "address",
      "latitude",
      "longitude",
      "contact_info",
      "offers_info",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "reverse-calculator": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    ci_key_list: {
      "ui:field": "ref",
      "ui:options": {
        ref: "stock-list",
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "ci_key_list",
      "budget_label",
      "min_budget",
      "max_budget",
      "budget_step",
      "default_budget",
      "filter_label",
      "reset_label",
      "error_text",
      "no_results_text",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "seat-slider": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    slider_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black", "All white"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    paragraph: {
      "ui:widget": "textarea",
    },
    frame_1: {
      "ui:field": "image",
    },
    frame_2: {
      "ui:field": "image",
    },
    frame_3: {
      "ui:field": "image",
    },
    frame_4: {
      "ui:field": "image",
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "slider_theme",
      "padding",
      "paragraph",
      "counter",
      "is_autoplay",
      "frame_1",
      "frame_2",
      "frame_3",
      "frame_4",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "select-vehicle-to-update": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    how_to_text: {
      "ui:field": "markdown",
    },
    mapper: {
      "ui:field": "json",
    },
    groups: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {
        paragraph: {
          "ui:field": "markdown",
        },
        content: {
          "ui:widget": "slot",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "parent_label",
      "parent_placeholder",
      "child_label",
      "child_placeholder",
      "show_label",
      "clear_label",
      "result_count_text",
      "no_results_text",
      "view_all_label",
      "how_to_label",
      "how_to_heading",
      "how_to_text",
      "mapper",
      "groups",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "single-offer": {
    offer_id: {
      "ui:field": "ref",
      "ui:options": {
        ref: "offer",
      },
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "offer_id",
      "header_tag",
      "cta_url",
      "is_reversed",
      "box_color",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  specification: {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    rows: {
      "ui:options": {
        orderable: true,
        maxItems: 100,
      },
      items: {},
    },
    "col-numbers": {
      "ui:widget": "select",
      "ui:enumNames": ["1", "2", "3", "4"],
    },
    disclaimer: {
      "ui:widget": "textarea",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "rows",
      "col-numbers",
      "disclaimer",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "specification-at-glance": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    image: {
      "ui:field": "image",
    },
    items: {
      "ui:options": {
        orderable: true,
        maxItems: 20,
      },
      items: {
        icon: {
          "ui:field": "icon",
        },
      },
    },
    "col-numbers": {
      "ui:widget": "select",
      "ui:enumNames": ["1", "2", "3", "4"],
    },
    "rdx-link": {
      "ui:field": "link-or-button",
    },
    disclaimer: {
      "ui:widget": "textarea",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "image",
      "items",
      "col-numbers",
      "rdx-link",
      "disclaimer",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "stock-locator": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    ci_key_list: {
      "ui:field": "ref",
      "ui:options": {
        ref: "stock-list",
      },
    },
    sl_key_brand: {
      "ui:widget": "select",
      "ui:enumNames": ["Both brands", "Land Rover", "Jaguar"],
    },
    default_sort: {
      "ui:widget": "select",
      "ui:enumNames": [
        "Year: oldest first",
        "Year: newest first",
        "Listed: oldest first",
        "Listed: newest first",
        "Mileage: lowest first",
        "Mileage: highest first",
        "Price: lowest first",
        "Price: highest first",
        "Availability",
      ],
    },
    forced_statuses: {
      "ui:options": {
        orderable: true,
        maxItems: 8,
      },
    },
    vehicles: {
      "ui:field": "json",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "ci_key_list",
      "sl_key_brand",
      "default_sort",
      "forced_statuses",
      "filter-brands",
      "filter-models",
      "filter-financing_options",
      "filter-states",
      "filter-statuses",
      "filter-msrp_price",
      "filter-display_price",
      "filter-mileage",
      "filter-production_year",
      "filter-model_year",
      "filter-power",
      "filter-engine_types",
      "filter-transmissions",
      "filter-colors",
      "filter-specific_colors",
      "filter-dealers",
      "filter-number_of_seats",
      "vehicles",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "stock-locator-carousel": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    ci_key_list: {
      "ui:field": "ref",
      "ui:options": {
        ref: "stock-list",
      },
    },
    button: {
      "ui:field": "link-or-button",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "ci_key_list",
      "button",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "stock-locator-overseas": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    ci_key_list: {
      "ui:field": "ref",
      "ui:options": {
        ref: "stock-list",
      },
    },
    sl_key_brand: {
      "ui:widget": "select",
      "ui:enumNames": ["Both brands", "Land Rover", "Jaguar"],
    },
    default_sort: {
      "ui:widget": "select",
      "ui:enumNames": [
        "Year: oldest first",
        "Year: newest first",
        "Listed: oldest first",
        "Listed: newest first",
        "Mileage: lowest first",
        "Mileage: highest first",
        "Price: lowest first",
        "Price: highest first",
        "Availability",
      ],
    },
    forced_statuses: {
      "ui:options": {
        orderable: true,
        maxItems: 8,
      },
    },
    vehicles: {
      "ui:field": "json",
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "ci_key_list",
      "sl_key_brand",
      "default_sort",
      "forced_statuses",
      "filter-brands",
      "filter-models",
      "filter-financing_options",
      "filter-states",
      "filter-statuses",
      "filter-msrp_price",
      "filter-display_price",
      "filter-mileage",
      "filter-production_year",
      "filter-model_year",
      "filter-power",
      "filter-engine_types",
      "filter-transmissions",
      "filter-colors",
      "filter-specific_colors",
      "filter-dealers",
      "filter-number_of_seats",
      "vehicles",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "subscription-quiz": {
    welcome_text: {
      "ui:field": "markdown",
    },
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    products: {
      subscription: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
      loan: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
      full_service: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
      leasing_to_go: {
        paragraph: {
          "ui:field": "markdown",
        },
        link: {
          "ui:field": "link-or-button",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "welcome_heading",
      "welcome_text",
      "header_tag",
      "start_label",
      "next_label",
      "previous_label",
      "purpose_question",
      "purpose_labels",
      "period_question",
      "period_labels",
      "mileage_question",
      "mileage_labels",
      "summary_heading",
      "products_label",
      "edit_label",
      "main_label",
      "alternative_label",
      "restart_label",
      "products",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  tabs: {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    tabs: {
      "ui:options": {
        orderable: true,
        maxItems: 10,
      },
      items: {
        content: {
          "ui:widget": "slot",
        },
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "has_modal",
      "tabs",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  video: {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    header_size: {
      "ui:widget": "select",
      "ui:enumNames": ["Extra small", "Small", "Medium", "Large", "Extra large", "Title"],
    },
    paragraph: {
      "ui:field": "markdown",
    },
    video: {
      "ui:field": "video",
    },
    video_ui_theme: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Dark"],
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "header_size",
      "paragraph",
      "video",
      "video_ui_theme",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
  "vin-checker": {
    header_tag: {
      "ui:widget": "select",
      "ui:enumNames": ["H1", "H2", "H3", "H4", "H5", "H6"],
    },
    response_positive: {
      "ui:field": "markdown",
    },
    response_negative: {
      "ui:field": "markdown",
    },
    list: {
      "ui:field": "ref",
      "ui:options": {
        ref: "vin-list",
      },
    },
    box_color: {
      "ui:widget": "select",
      "ui:enumNames": ["Light", "Grey", "Dark", "Black"],
    },
    padding: {
      "ui:widget": "select",
      "ui:enumNames": ["Normal", "No space above", "No space below", "No space above or below"],
    },
    dc_strategy: {
      key: {
        "ui:widget": "select",
        "ui:enumNames": ["Brand of the page path", "Active offers", "Dynamic-content list", "External stock locator"],
      },
    },
    offer_schedule: {
      "ui:field": "date-range",
    },
    "ui:order": [
      "block_scroll_id",
      "heading",
      "header_tag",
      "label_text",
      "button_text",
      "response_positive",
      "response_negative",
      "invalid_text",
      "error_text",
      "list",
      "check_digit",
      "box_color",
      "padding",
      "dc_strategy",
      "offer_schedule",
      "*",
    ],
    id: {
      "ui:widget": "hidden",
    },
  },
};
