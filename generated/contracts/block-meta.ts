// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";

export type HydrationStrategy = "load" | "idle" | "visible";

/** A block template's metadata (seed 002 section 1), read by the renderer, the editor and the tests. */
export interface BlockMeta {
  key: BlockKey;
  name: string;
  description: string;
  short_description: string;
  group: string;
  priority: number;
  thumbnail: string | null;
  /** Interactive blocks ship and hydrate JavaScript on the public site; others ship none. */
  interactive: boolean;
  hydrate: HydrationStrategy;
  /** Whether the block has the leading `block_scroll_id` field. */
  scrollTarget: boolean;
  /** Server data the block renders from (a resolver name), read with useBlockData(); null for none. */
  data: string | null;
  /** Version of the block's props (x-block.version); stored pages are migrated to it (decision 019). */
  version: number;
  /** Repeatable field groups (array properties) with their maximum. */
  fieldGroups: readonly { property: string; max: number | null }[];
  /** Where nested blocks live in the props, e.g. `content` or `tabs[].content`. */
  slotPaths: readonly string[];
  /** Rich-text (HTML) fields; normalisation sanitises them. */
  htmlPaths: readonly string[];
  /** Props of a freshly inserted block. */
  insertDefaults: Readonly<Record<string, unknown>>;
}

export const blockMeta: { readonly [K in BlockKey]: BlockMeta & { key: K } } = {
  accordion: {
    key: "accordion",
    name: "Accordion",
    description:
      "Questions or topics that open to show their text and nested blocks, with an Open all / Close all button; optionally published as FAQ structured data for search engines.",
    short_description: "Expandable sections, e.g. frequently asked questions",
    group: "Content",
    priority: 60,
    thumbnail: null,
    interactive: true,
    hydrate: "visible",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [
      {
        property: "items",
        max: 30,
      },
    ],
    slotPaths: ["items[].content"],
    htmlPaths: ["items[].paragraph", "items[].content_items[].html"],
    insertDefaults: {
      items: [
        {
          heading: "How do I book a test drive?",
          paragraph:
            "<p>Choose a model and your nearest retailer, then pick a date and time that suits you. The retailer confirms by e-mail.</p>",
          content: [],
          content_items: [],
        },
        {
          heading: "Can I part-exchange my current car?",
          paragraph:
            "<p>Yes. Your retailer values your car on the day and deducts the amount from the price of your new one.</p>",
          content: [],
          content_items: [],
        },
        {
          heading: "What does the warranty cover?",
          paragraph:
            "<p>Every new vehicle comes with a three-year warranty with unlimited mileage, including roadside assistance.</p>",
          content: [],
          content_items: [],
        },
      ],
      block_scroll_id: "",
      open_all_label: "Open all",
      close_all_label: "Close all",
      has_schema: false,
      header_tag: 3,
      box_color: "light-theme",
      padding: "normal",
    },
  },
  "column-group": {
    key: "column-group",
    name: "Column group",
    description:
      "A section of one to four columns per row, each with an optional icon, a heading, rich text, buttons and links; an optional section heading above.",
    short_description: "Up to four columns of text, buttons and links per row",
    group: "Layout",
    priority: 20,
    thumbnail: null,
    interactive: false,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [
      {
        property: "columns",
        max: 12,
      },
    ],
    slotPaths: [],
    htmlPaths: ["columns[].paragraph"],
    insertDefaults: {
      heading: "Ownership, made simple",
      columns: [
        {
          header_icon: "car",
          heading: "Test drive",
          paragraph: "<p>Take the wheel at your nearest retailer, on roads you know.</p>",
          "rdx-buttons": [
            {
              url: "/test-drive",
              type: "internal",
              link_text: "Book a test drive",
              ui_type: "primary",
              target: "_self",
              icon: "",
              size: "medium",
              rdx_forms_form_id: "",
              form_layout: "single",
            },
          ],
          header_tag: 3,
          "rdx-links": [],
        },
        {
          header_icon: "location",
          heading: "Find a retailer",
          paragraph: "<p>Our retailers offer sales, servicing and genuine parts.</p>",
          "rdx-links": [
            {
              url: "/retailers",
              type: "internal",
              link_text: "Retailer locator",
              ui_type: "tertiary",
              target: "_self",
              icon: "",
              size: "medium",
              rdx_forms_form_id: "",
              form_layout: "single",
            },
          ],
          header_tag: 3,
          "rdx-buttons": [],
        },
        {
          header_icon: "phone",
          heading: "Talk to us",
          paragraph: "<p>Questions about a vehicle or finance? Our team is here to help.</p>",
          "rdx-links": [
            {
              url: "/contact",
              type: "internal",
              link_text: "Contact us",
              ui_type: "tertiary",
              target: "_self",
              icon: "",
              size: "medium",
              rdx_forms_form_id: "",
              form_layout: "single",
            },
          ],
          header_tag: 3,
          "rdx-buttons": [],
        },
      ],
      block_scroll_id: "",
      header_tag: 2,
      header_size: "l",
      "col-numbers": 3,
      box_color: "light-theme",
      padding: "normal",
    },
  },
  "content-blocks": {
    key: "content-blocks",
    name: "Content blocks",
    description:
      "A grid of content cards, one to four per row, each with an image, a heading, rich text and a link; an optional section heading above.",
    short_description: "A grid of cards with image, text and link",
    group: "Content",
    priority: 30,
    thumbnail: null,
    interactive: false,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [
      {
        property: "cards",
        max: 1000,
      },
    ],
    slotPaths: [],
    htmlPaths: ["cards[].paragraph"],
    insertDefaults: {
      heading: "Discover more",
      cards: [
        {
          image: {
            id: "demo-exterior-1",
            alt: "The estate in silver on a mountain road",
          },
          heading: "Design",
          paragraph: "<p>A silhouette shaped by wind and restraint.</p>",
          "rdx-link": {
            url: "/design",
            type: "internal",
            link_text: "Explore design",
            ui_type: "tertiary",
            target: "_self",
            icon: "",
            size: "medium",
            rdx_forms_form_id: "",
            form_layout: "single",
          },
          header_tag: 3,
        },
        {
          image: {
            id: "demo-interior-1",
            alt: "The cabin in tan leather",
          },
          heading: "Interior",
          paragraph: "<p>Hand-finished materials and a calm, quiet cabin.</p>",
          "rdx-link": {
            url: "/interior",
            type: "internal",
            link_text: "Step inside",
            ui_type: "tertiary",
            target: "_self",
            icon: "",
            size: "medium",
            rdx_forms_form_id: "",
            form_layout: "single",
          },
          header_tag: 3,
        },
        {
          image: {
            id: "demo-detail-1",
            alt: "The illuminated front grille",
          },
          heading: "Technology",
          paragraph: "<p>Assistance systems that work quietly in the background.</p>",
          "rdx-link": {
            url: "/technology",
            type: "internal",
            link_text: "See the technology",
            ui_type: "tertiary",
            target: "_self",
            icon: "",
            size: "medium",
            rdx_forms_form_id: "",
            form_layout: "single",
          },
          header_tag: 3,
        },
      ],
      block_scroll_id: "",
      header_tag: 2,
      header_size: "l",
      "col-numbers": 3,
      "image-ratio": "16-9",
      box_color: "light-theme",
      padding: "normal",
    },
  },
  "entry-form": {
    key: "entry-form",
    name: "Entry form",
    description: "A short lead form with an optional heading, placed left, centre or right in the page width.",
    short_description: "A compact lead form",
    group: "Forms",
    priority: 25,
    thumbnail: null,
    interactive: true,
    hydrate: "visible",
    scrollTarget: true,
    data: "form",
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      form_id: "",
      heading: "Get in touch",
      block_scroll_id: "",
      form_position: "center",
      box_color: "light-theme",
    },
  },
  "expanded-entry-form": {
    key: "expanded-entry-form",
    name: "Expanded entry form",
    description:
      "An entry form that shows its first fields and expands to all of them, with a disclaimer under it; tab_id lets tabs and in-page links point at it.",
    short_description: "An entry form that expands",
    group: "Forms",
    priority: 35,
    thumbnail: null,
    interactive: true,
    hydrate: "visible",
    scrollTarget: true,
    data: "form",
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: ["disclaimer"],
    insertDefaults: {
      form_id: "",
      heading: "Tell us what you are looking for",
      block_scroll_id: "",
      disclaimer: "",
      tab_id: "",
      top_tabs_limit: 3,
      box_color: "light-theme",
    },
  },
  "extended-warranty": {
    key: "extended-warranty",
    name: "Extended warranty",
    description:
      "The extended warranty offer: a table of cover and prices, and the form to ask for it, its hidden fields set by the block (e.g. the product).",
    short_description: "Warranty table with its request form",
    group: "Forms",
    priority: 45,
    thumbnail: null,
    interactive: true,
    hydrate: "visible",
    scrollTarget: true,
    data: "form",
    version: 1,
    fieldGroups: [
      {
        property: "form_hidden_field_mapping",
        max: 20,
      },
    ],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      form_id: "",
      heading: "Extended warranty",
      table_content: {
        columns: ["Cover", "12 months", "24 months"],
        rows: [
          {
            cells: ["Price", "€ 690", "€ 1,190"],
          },
          {
            cells: ["Breakdown assistance", "Included", "Included"],
          },
        ],
      },
      block_scroll_id: "",
      has_two_columns: false,
      form_hidden_field_mapping: [],
      box_color: "light-theme",
    },
  },
  form: {
    key: "form",
    name: "Form",
    description:
      "A published form (made in the forms admin) placed on the page: visitors fill it in and send a lead. One or two columns, the button's place and style, prefill from the page's query parameters, hidden field values for a form shown in a modal.",
    short_description: "A lead form from the forms admin",
    group: "Forms",
    priority: 15,
    thumbnail: null,
    interactive: true,
    hydrate: "visible",
    scrollTarget: true,
    data: "form",
    version: 1,
    fieldGroups: [
      {
        property: "form_hidden_field_mapping",
        max: 20,
      },
      {
        property: "form_params_mapping",
        max: 20,
      },
      {
        property: "form_location_params_mapping",
        max: 10,
      },
      {
        property: "form_location_mapping",
        max: 200,
      },
    ],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      form_id: "",
      block_scroll_id: "",
      box_color: "light-theme",
      button_position: "left",
      button_color: "primary",
      form_position: "center",
      has_two_columns: false,
      has_button_margin: false,
      modal_form: false,
      form_hidden_field_mapping: [],
      form_params_mapping: [],
      form_location_params_mapping: [],
      form_location_mapping: [],
    },
  },
  "hero-title-banner": {
    key: "hero-title-banner",
    name: "Hero title banner",
    description:
      "A full-width hero image with the page title and one call to action in a coloured box. Usually the first block of a page, so its heading is an H1 by default.",
    short_description: "Full-width image with the page title and a button",
    group: "Content",
    priority: 10,
    thumbnail: null,
    interactive: false,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      "rdx-image": {
        id: "demo-hero-1",
        alt: "A luxury SUV parked on a coastal road at dusk",
        variants: [
          {
            width: 1600,
            height: 900,
          },
          {
            width: 1024,
            height: 576,
          },
          {
            width: 640,
            height: 360,
          },
          {
            width: 900,
            height: 500,
          },
        ],
      },
      heading: "Made for the journey",
      button: {
        url: "/models",
        type: "internal",
        link_text: "Explore the range",
        ui_type: "primary",
        target: "_self",
        icon: "",
        size: "medium",
        rdx_forms_form_id: "",
        form_layout: "single",
      },
      block_scroll_id: "",
      level: 1,
      header_size: "xl",
      header_font: "primary",
      box_color: "black-theme",
    },
  },
  "image-element": {
    key: "image-element",
    name: "Image element",
    description:
      "One image from the media library in a ratio of 16:9, 16:6.5 or 1:1, served in the widths, heights and format chosen, with an optional caption.",
    short_description: "A single responsive image",
    group: "Media",
    priority: 10,
    thumbnail: null,
    interactive: false,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      image: {
        id: "demo-exterior-1",
        alt: "The estate in silver, seen from the side on a mountain road",
      },
      block_scroll_id: "",
      fullPath: "",
      sizes: [],
      heights: [],
      ratio: "16-9",
      format: "jpg",
      loading: "auto",
      alt: "",
      caption: "",
    },
  },
  "image-tabs": {
    key: "image-tabs",
    name: "Image Tabs",
    description:
      "Tabs that each show a large image and nested blocks; only the current tab is visible. A tab with a Tab ID opens when the page's URL hash equals it. Images of the hidden tabs can load lazily.",
    short_description: "Switchable tabs, each with an image and nested content",
    group: "Media",
    priority: 30,
    thumbnail: null,
    interactive: true,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 2,
    fieldGroups: [
      {
        property: "tabs",
        max: 8,
      },
    ],
    slotPaths: ["tabs[].content"],
    htmlPaths: [],
    insertDefaults: {
      heading: "Inside and out",
      tabs: [
        {
          tab_label: "Exterior",
          tab_id: "exterior",
          image: {
            id: "demo-exterior-1",
            alt: "The estate in silver, seen from the side on a mountain road",
          },
          content: [],
        },
        {
          tab_label: "Interior",
          tab_id: "interior",
          image: {
            id: "demo-interior-1",
            alt: "The cabin in tan leather with open-pore walnut",
          },
          content: [],
        },
        {
          tab_label: "Details",
          tab_id: "details",
          image: {
            id: "demo-detail-1",
            alt: "Close-up of the illuminated front grille",
          },
          content: [],
        },
      ],
      block_scroll_id: "",
      header_tag: 2,
      header_size: "m",
      has_lazyload: true,
      box_color: "light-theme",
      padding: "normal",
    },
  },
  "inpage-navigation": {
    key: "inpage-navigation",
    name: "Inpage navigation",
    description:
      "A bar that stays below the site header and links to blocks further down this page by their Block Scroll ID, highlighting the section in view, with a link back to the top. Links without a Block Scroll ID are left out.",
    short_description: "Sticky links to sections of this page",
    group: "Navigation",
    priority: 20,
    thumbnail: null,
    interactive: true,
    hydrate: "idle",
    scrollTarget: false,
    data: null,
    version: 1,
    fieldGroups: [
      {
        property: "items",
        max: 10,
      },
    ],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      items: [
        {
          label: "Overview",
          blockId: "overview",
        },
        {
          label: "Design",
          blockId: "design",
        },
        {
          label: "Performance",
          blockId: "performance",
        },
        {
          label: "Specifications",
          blockId: "specifications",
        },
      ],
      goTopShort: "Top",
      box_color: "light-theme",
    },
  },
  "order-online-checkout": {
    key: "order-online-checkout",
    name: "Order online checkout",
    description:
      "The order-online journey on the pages of /showroom-order-online: the steps (vehicle, customer details) with the reservation countdown, the checkout form, the success message and the order confirmation, each on the route that shows it. Place it on the journey's steps, checkout and success pages (the showroom config entries name them); the texts below are what editors change.",
    short_description: "Reserve or order a stock vehicle online",
    group: "Stock",
    priority: 40,
    thumbnail: null,
    interactive: true,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      block_scroll_id: "",
      heading: "Reserve your vehicle",
      form_id: "demo-order-details",
      terms_label: "I accept the terms and conditions of the online reservation.",
      success_heading: "Thank you, your vehicle is reserved",
      success_text: "We have sent the details to the retailer, who will contact you to arrange the next steps.",
    },
  },
  quote: {
    key: "quote",
    name: "Quote",
    description: "A pull quote with its author and the author's position, aligned left, centre or right.",
    short_description: "A quotation with attribution",
    group: "Content",
    priority: 40,
    thumbnail: "quote.svg",
    interactive: false,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      quote: "Driving it is a sense of occasion every single time.",
      author: "Alex Morgan",
      author_position: "Owner since 2021",
      block_scroll_id: "",
      alignment: "center",
      box_color: "light-theme",
      padding: "normal",
    },
  },
  "quote-slider": {
    key: "quote-slider",
    name: "Quote Slider",
    description:
      "Several quotes with their authors, one at a time, with previous and next buttons and slide indicators; optionally advancing by itself every 6 seconds (paused on hover or focus, with a pause button, and never for visitors who prefer reduced motion).",
    short_description: "Quotations with attribution, one slide at a time",
    group: "Sliders",
    priority: 40,
    thumbnail: null,
    interactive: true,
    hydrate: "visible",
    scrollTarget: true,
    data: null,
    version: 1,
    fieldGroups: [
      {
        property: "slides",
        max: 10,
      },
    ],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      slides: [
        {
          quote: "Driving it is a sense of occasion every single time.",
          author: "Alex Morgan",
          author_position: "Owner since 2021",
        },
        {
          quote: "Composed on the motorway, eager on a mountain pass, silent in town.",
          author: "Priya Shah",
          author_position: "Motoring journalist",
        },
        {
          quote: "The retailer made the whole handover feel personal.",
          author: "Tom Becker",
          author_position: "Owner since 2024",
        },
      ],
      block_scroll_id: "",
      section_class: "center",
      justify_text: false,
      has_timer: false,
      slider_theme: "light-theme",
    },
  },
  "stock-locator": {
    key: "stock-locator",
    name: "Stock Locator",
    description:
      "The stock list of a publication list: vehicle cards with photo, price and specification linking to their showroom page; filters with counts (checkboxes) and range sliders chosen by the filter switches; free-text search; sorting; 12 vehicles a page; a search by postcode, state or retailer; saved vehicles kept in the visitor's browser. Filters live in the page URL, so a filtered list can be shared, reloaded and returned to. The server renders the first page of results.",
    short_description: "Filterable vehicle stock with search and saved vehicles",
    group: "Stock",
    priority: 10,
    thumbnail: null,
    interactive: true,
    hydrate: "load",
    scrollTarget: true,
    data: "stock-listing",
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      heading: "Find your vehicle",
      ci_key_list: "all",
      block_scroll_id: "",
      header_tag: 2,
      header_size: "l",
      sl_key_brand: "",
      default_sort: "createdAtDesc",
      forced_statuses: [],
      "filter-brands": true,
      "filter-models": true,
      "filter-financing_options": false,
      "filter-states": true,
      "filter-statuses": false,
      "filter-msrp_price": false,
      "filter-display_price": true,
      "filter-mileage": true,
      "filter-production_year": false,
      "filter-model_year": false,
      "filter-power": false,
      "filter-engine_types": true,
      "filter-transmissions": false,
      "filter-colors": true,
      "filter-specific_colors": false,
      "filter-dealers": true,
      "filter-number_of_seats": false,
      vehicles: {
        headline: "",
        list: [],
      },
      box_color: "light-theme",
      padding: "normal",
    },
  },
  "stock-locator-carousel": {
    key: "stock-locator-carousel",
    name: "Stock locator carousel",
    description:
      "A horizontal carousel of the newest vehicles of a publication list, each card linking to its showroom page, with previous and next buttons. The server renders the vehicles.",
    short_description: "A strip of vehicles from the stock list",
    group: "Stock",
    priority: 12,
    thumbnail: null,
    interactive: true,
    hydrate: "visible",
    scrollTarget: true,
    data: "stock-listing",
    version: 1,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      heading: "Available now",
      ci_key_list: "all",
      block_scroll_id: "",
      header_tag: 2,
      header_size: "m",
      box_color: "light-theme",
      padding: "normal",
    },
  },
  "stock-locator-overseas": {
    key: "stock-locator-overseas",
    name: "Stock Locator Overseas",
    description:
      "The Stock Locator for overseas markets: the same stock list, search, filters, sorting, pagination and saved vehicles, with the overseas default filters (models, statuses, production year, engine and paint switched on).",
    short_description: "Filterable vehicle stock, overseas default filters",
    group: "Stock",
    priority: 11,
    thumbnail: null,
    interactive: true,
    hydrate: "load",
    scrollTarget: true,
    data: "stock-listing",
    version: 2,
    fieldGroups: [],
    slotPaths: [],
    htmlPaths: [],
    insertDefaults: {
      heading: "Find your vehicle",
      ci_key_list: "all",
      block_scroll_id: "",
      header_tag: 2,
      header_size: "l",
      sl_key_brand: "",
      default_sort: "createdAtDesc",
      forced_statuses: [],
      "filter-brands": false,
      "filter-models": true,
      "filter-financing_options": false,
      "filter-states": false,
      "filter-statuses": true,
      "filter-msrp_price": false,
      "filter-display_price": false,
      "filter-mileage": false,
      "filter-production_year": true,
      "filter-model_year": false,
      "filter-power": false,
      "filter-engine_types": true,
      "filter-transmissions": false,
      "filter-colors": false,
      "filter-specific_colors": true,
      "filter-dealers": false,
      "filter-number_of_seats": false,
      vehicles: {
        headline: "",
        list: [],
      },
      box_color: "light-theme",
      padding: "normal",
    },
  },
  tabs: {
    key: "tabs",
    name: "Tabs",
    description:
      "Content split into tabs, each holding nested blocks; only the current tab is visible. A tab with a Tab ID opens when the page's URL hash equals it. Optionally, on small screens each tab opens in a modal instead.",
    short_description: "Nested content in switchable tabs",
    group: "Layout",
    priority: 50,
    thumbnail: null,
    interactive: true,
    hydrate: "load",
    scrollTarget: true,
    data: null,
    version: 2,
    fieldGroups: [
      {
        property: "tabs",
        max: 10,
      },
    ],
    slotPaths: ["tabs[].content"],
    htmlPaths: [],
    insertDefaults: {
      heading: "Explore the details",
      tabs: [
        {
          tab_label: "Design",
          tab_id: "design",
          content: [],
        },
        {
          tab_label: "Performance",
          tab_id: "performance",
          content: [],
        },
        {
          tab_label: "Technology",
          tab_id: "technology",
          content: [],
        },
      ],
      block_scroll_id: "",
      header_tag: 2,
      header_size: "m",
      has_modal: false,
      box_color: "light-theme",
      padding: "normal",
    },
  },
};

/**
 * The current version of every block above version 1: saved documents carry it as `blockVersions`
 * (a block not listed is at version 1), and older ones are migrated to it (decision 019).
 */
export const currentBlockVersions: Readonly<Record<string, number>> = {
  "image-tabs": 2,
  "stock-locator-overseas": 2,
  tabs: 2,
};

/** Every block key, in a stable order. */
export const blockKeys = Object.keys(blockMeta) as BlockKey[];

export function isBlockKey(value: string): value is BlockKey {
  return Object.hasOwn(blockMeta, value);
}
