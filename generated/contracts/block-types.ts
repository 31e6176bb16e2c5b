// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { CSSProperties, ElementType, ReactNode } from "react";

/**
 * Heading level
 */
export type HeaderTag = 1 | 2 | 3 | 4 | 5 | 6;
/**
 * Paragraph
 */
export type Paragraph = string;
/**
 * JSON: Structured data entered as JSON; stored parsed.
 */
export type Json = unknown;
/**
 * Colour theme
 */
export type BoxColor = "light-theme" | "grey-theme" | "dark-theme" | "black-theme";
/**
 * Spacing
 */
export type Padding = "normal" | "top-space-0" | "bottom-space-0" | "y-space-0";
/**
 * Heading size
 */
export type HeaderSize = "xs" | "s" | "m" | "l" | "xl" | "title";
/**
 * Columns
 */
export type ColNumbers = 1 | 2 | 3 | 4;
/**
 * Open in
 */
export type Target = "_self" | "_blank";
/**
 * Style
 */
export type UiType = "primary" | "secondary" | "tertiary";
/**
 * Size: Tertiary buttons are always small.
 */
export type ButtonSize = "medium" | "small";
/**
 * Buttons
 *
 * @maxItems 3
 */
export type RdxButtons = LinkOrButton[];
/**
 * Links
 *
 * @maxItems 10
 */
export type RdxLinks = LinkOrButton[];
/**
 * Image ratio
 */
export type ImageRatio = "16-9" | "16-6-5";
/**
 * Alignment
 */
export type HorizontalAlignment = "left" | "center" | "right";
/**
 * Button style
 */
export type ButtonStyle = "primary" | "secondary";
/**
 * Heading font
 */
export type HeaderFont = "primary" | "secondary";
/**
 * Image ratio
 */
export type ImageRatioWithSquare = "16-9" | "16-6-5" | "1-1";
/**
 * Slider theme
 */
export type SliderTheme = "light-theme" | "grey-theme" | "dark-theme" | "black-theme" | "all-white-theme";
/**
 * Links
 */
export type LinksCollection = Link[];
/**
 * Paragraph size
 */
export type FontSize = "xs" | "s" | "m" | "l" | "quote" | "subcopy";
/**
 * Text direction
 */
export type Dir = "ltr" | "rtl";
/**
 * Vertical alignment
 */
export type VerticalAlignment = "center" | "top" | "bottom";

export interface BlockPropsMap {
  accordion: AccordionProps;
  "column-group": ColumnGroupProps;
  "content-blocks": ContentBlocksProps;
  "entry-form": EntryFormProps;
  "expanded-entry-form": ExpandedEntryFormProps;
  "extended-warranty": ExtendedWarrantyProps;
  form: FormProps;
  "hero-title-banner": HeroTitleBannerProps;
  "image-element": ImageElementProps;
  "image-tabs": ImageTabsProps;
  "inpage-navigation": InpageNavigationProps;
  "order-online-checkout": OrderOnlineCheckoutProps;
  quote: QuoteProps;
  "quote-slider": QuoteSliderProps;
  "stock-locator": StockLocatorProps;
  "stock-locator-carousel": StockLocatorCarouselProps;
  "stock-locator-overseas": StockLocatorOverseasProps;
  tabs: TabsProps;
}
/**
 * Accordion: Questions or topics that open to show their text and nested blocks, with an Open all / Close all button; optionally published as FAQ structured data for search engines.
 */
export interface AccordionProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Open all label: Label of the button that opens every section.
   */
  open_all_label: string;
  /**
   * Close all label: Label of the same button once every section is open.
   */
  close_all_label: string;
  /**
   * Add FAQ structured data: Publishes the sections as a schema.org FAQPage for search engines: each heading is a question, the plain text of its paragraph the answer (nested blocks are not included).
   */
  has_schema: boolean;
  header_tag: HeaderTag;
  /**
   * Sections
   *
   * @minItems 1
   * @maxItems 30
   */
  items: [
    {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      /**
       * Section content
       */
      content: SlotComponent;
      /**
       * Content items: Typed content under the section's text (seed 001): HTML, a calculator, the finance options table or a form. An item that is not valid is left out: HTML needs text, a calculator a config with fields and groups, a form its form id; a finance options table is always shown.
       *
       * @maxItems 10
       */
      content_items: {
        /**
         * Type
         */
        type: "html" | "calculator" | "finance_options_table" | "form";
        /**
         * HTML
         */
        html: string;
        config?: Json;
        /**
         * Form id
         */
        form_id: string;
        /**
         * Two columns
         */
        has_two_columns: boolean;
      }[];
    },
    ...{
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      /**
       * Section content
       */
      content: SlotComponent;
      /**
       * Content items: Typed content under the section's text (seed 001): HTML, a calculator, the finance options table or a form. An item that is not valid is left out: HTML needs text, a calculator a config with fields and groups, a form its form id; a finance options table is always shown.
       *
       * @maxItems 10
       */
      content_items: {
        /**
         * Type
         */
        type: "html" | "calculator" | "finance_options_table" | "form";
        /**
         * HTML
         */
        html: string;
        config?: Json;
        /**
         * Form id
         */
        form_id: string;
        /**
         * Two columns
         */
        has_two_columns: boolean;
      }[];
    }[],
  ];
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Column group: A section of one to four columns per row, each with an optional icon, a heading, rich text, buttons and links; an optional section heading above.
 */
export interface ColumnGroupProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Section heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  "col-numbers": ColNumbers;
  /**
   * Columns
   *
   * @maxItems 12
   */
  columns: {
    /**
     * Heading icon
     */
    header_icon: string;
    /**
     * Heading
     */
    heading: string;
    header_tag: HeaderTag;
    paragraph: Paragraph;
    "rdx-buttons": RdxButtons;
    "rdx-links": RdxLinks;
  }[];
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Link or button: Shown only when its type is internal or external with both a URL and a label, or when its type is form or file.
 */
export interface LinkOrButton {
  /**
   * URL
   */
  url: string;
  /**
   * Type
   */
  type: "internal" | "external" | "form" | "file";
  target: Target;
  /**
   * Label
   */
  link_text: string;
  /**
   * Icon: An icon name from the active theme's icon set.
   */
  icon: string;
  ui_type: UiType;
  size: ButtonSize;
  /**
   * Form id
   */
  rdx_forms_form_id: string;
  /**
   * Hidden form fields: Values prefilled into hidden fields of a modal form.
   *
   * @maxItems 20
   */
  hidden_fields?: {
    /**
     * Field
     */
    name: string;
    /**
     * Value
     */
    value: string;
  }[];
  /**
   * Form layout
   */
  form_layout: "single" | "double";
}
/**
 * Content blocks: A grid of content cards, one to four per row, each with an image, a heading, rich text and a link; an optional section heading above.
 */
export interface ContentBlocksProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Section heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  "col-numbers": ColNumbers;
  "image-ratio": ImageRatio;
  /**
   * Content blocks
   *
   * @maxItems 1000
   */
  cards: {
    image?: Image;
    /**
     * Heading
     */
    heading: string;
    header_tag: HeaderTag;
    paragraph: Paragraph;
    "rdx-link"?: LinkOrButton;
  }[];
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Image: An image from the media library: its id, the size variants the library holds for it, and optional alternative text.
 */
export interface Image {
  /**
   * Image id
   */
  id: string;
  /**
   * Alternative text
   */
  alt?: string;
  /**
   * Size variants
   */
  variants?: ImageVariant[];
}
export interface ImageVariant {
  width: number;
  height: number;
}
/**
 * Entry form: A short lead form with an optional heading, placed left, centre or right in the page width.
 */
export interface EntryFormProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Form id: The id of a published form (the forms admin shows it).
   */
  form_id: string;
  /**
   * Heading
   */
  heading: string;
  form_position: HorizontalAlignment;
  box_color: BoxColor;
}
/**
 * Expanded entry form: An entry form that shows its first fields and expands to all of them, with a disclaimer under it; tab_id lets tabs and in-page links point at it.
 */
export interface ExpandedEntryFormProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Form id: The id of a published form (the forms admin shows it).
   */
  form_id: string;
  /**
   * Heading
   */
  heading: string;
  /**
   * Disclaimer
   */
  disclaimer: string;
  /**
   * Tab id: The anchor of the form (#tab_id), for tabs and in-page links.
   */
  tab_id: string;
  /**
   * Fields shown first: How many fields show before 'Show all fields'; 0 shows every field.
   */
  top_tabs_limit: number;
  box_color: BoxColor;
}
/**
 * Extended warranty: The extended warranty offer: a table of cover and prices, and the form to ask for it, its hidden fields set by the block (e.g. the product).
 */
export interface ExtendedWarrantyProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Form id: The id of a published form (the forms admin shows it).
   */
  form_id: string;
  /**
   * Heading
   */
  heading: string;
  /**
   * Table: The cover and prices: column headings, then one row per option. Drawn as a table (the first cell of a row heads it).
   */
  table_content: {
    /**
     * Column headings
     *
     * @maxItems 6
     */
    columns: string[];
    /**
     * Rows
     *
     * @maxItems 30
     */
    rows: {
      /**
       * Cells
       *
       * @minItems 1
       * @maxItems 6
       */
      cells: [string, ...string[]];
    }[];
  };
  /**
   * Two columns
   */
  has_two_columns: boolean;
  /**
   * Hidden field values: Values for hidden fields of the form (modal forms only).
   *
   * @maxItems 20
   */
  form_hidden_field_mapping: {
    /**
     * Field
     */
    name: string;
    /**
     * Value
     */
    value: string;
  }[];
  box_color: BoxColor;
}
/**
 * Form: A published form (made in the forms admin) placed on the page: visitors fill it in and send a lead. One or two columns, the button's place and style, prefill from the page's query parameters, hidden field values for a form shown in a modal.
 */
export interface FormProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Form id: The id of a published form (the forms admin shows it).
   */
  form_id: string;
  box_color: BoxColor;
  button_position: HorizontalAlignment;
  button_color: ButtonStyle;
  form_position: HorizontalAlignment;
  /**
   * Two columns
   */
  has_two_columns: boolean;
  /**
   * Space above the button
   */
  has_button_margin: boolean;
  /**
   * Modal form: The form is shown in a modal (e.g. inside a popup or a tab's modal): its hidden fields are prefilled from the mappings below. An inline form keeps its hidden fields' own values.
   */
  modal_form: boolean;
  /**
   * Hidden field values: Values for hidden fields of the form (modal forms only).
   *
   * @maxItems 20
   */
  form_hidden_field_mapping: {
    /**
     * Field
     */
    name: string;
    /**
     * Value
     */
    value: string;
  }[];
  /**
   * Prefill from query parameters: A query parameter of the page URL and the field it fills when it is not empty.
   *
   * @maxItems 20
   */
  form_params_mapping: {
    /**
     * Parameter
     */
    param: string;
    /**
     * Field
     */
    field: string;
  }[];
  /**
   * Prefill a location from query parameters: A query parameter that names a location (e.g. a retailer code) and the field it fills, translated through the location mapping below when that has the value.
   *
   * @maxItems 10
   */
  form_location_params_mapping: {
    /**
     * Parameter
     */
    param: string;
    /**
     * Field
     */
    field: string;
  }[];
  /**
   * Location mapping: A location parameter's value and what the field receives instead (e.g. a retailer code and the retailer's name in the form's list).
   *
   * @maxItems 200
   */
  form_location_mapping: {
    /**
     * Parameter value
     */
    from: string;
    /**
     * Field value
     */
    to: string;
  }[];
}
/**
 * Hero title banner: A full-width hero image with the page title and one call to action in a coloured box. Usually the first block of a page, so its heading is an H1 by default.
 */
export interface HeroTitleBannerProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  "rdx-image"?: Image;
  /**
   * Heading
   */
  heading: string;
  level: HeaderTag;
  header_size: HeaderSize;
  header_font: HeaderFont;
  button?: LinkOrButton;
  box_color: BoxColor;
}
/**
 * Image element: One image from the media library in a ratio of 16:9, 16:6.5 or 1:1, served in the widths, heights and format chosen, with an optional caption.
 */
export interface ImageElementProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  image: Image;
  /**
   * File name: The image's original path or file name; its name becomes a readable file name in the image URL (good for search engines). Leave empty for plain URLs.
   */
  fullPath: string;
  /**
   * Widths: Widths in pixels to offer the browser, e.g. [1600, 1024, 640]. Empty: the presets of the ratio (16:9 1600x900, 1024x576, 640x360; 16:6.5 1600x650, 1024x416, 640x260; 1:1 1245, 830, 415, 360).
   *
   * @maxItems 10
   */
  sizes: number[];
  /**
   * Heights: Heights in pixels matching the widths by position; a missing height follows from the ratio.
   *
   * @maxItems 10
   */
  heights: number[];
  ratio: ImageRatioWithSquare;
  /**
   * File format
   */
  format: "jpg" | "webp" | "png";
  /**
   * Loading: Automatic loads eagerly in the first two blocks of a page and lazily after.
   */
  loading: "auto" | "eager" | "lazy";
  /**
   * Alternative text: Used when the image from the media library has no alternative text of its own.
   */
  alt: string;
  /**
   * Caption
   */
  caption: string;
}
/**
 * Image Tabs: Tabs that each show a large image and nested blocks; only the current tab is visible. A tab with a Tab ID opens when the page's URL hash equals it. Images of the hidden tabs can load lazily.
 */
export interface ImageTabsProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /**
   * Load the images of other tabs lazily: The first tab's image loads like any image of the block; the images of the other tabs load only when their tab is shown.
   */
  has_lazyload: boolean;
  /**
   * Tabs
   *
   * @minItems 1
   * @maxItems 8
   */
  tabs: [
    {
      /**
       * Tab label
       */
      tab_label: string;
      /**
       * Tab ID: Optional anchor: when the page's URL hash is #<Tab ID>, this tab starts selected.
       */
      tab_id: string;
      image?: Image;
      /**
       * Tab content
       */
      content: SlotComponent;
    },
    ...{
      /**
       * Tab label
       */
      tab_label: string;
      /**
       * Tab ID: Optional anchor: when the page's URL hash is #<Tab ID>, this tab starts selected.
       */
      tab_id: string;
      image?: Image;
      /**
       * Tab content
       */
      content: SlotComponent;
    }[],
  ];
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Inpage navigation: A bar that stays below the site header and links to blocks further down this page by their Block Scroll ID, highlighting the section in view, with a link back to the top. Links without a Block Scroll ID are left out.
 */
export interface InpageNavigationProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Links
   *
   * @maxItems 10
   */
  items: {
    /**
     * Label
     */
    label: string;
    /**
     * Block Scroll ID: The Block Scroll ID of the block this link scrolls to. A link without one is not shown.
     */
    blockId: string;
  }[];
  /**
   * Go-to-top label: Label of the link that scrolls back to the top of the page.
   */
  goTopShort: string;
  box_color: BoxColor;
}
/**
 * Order online checkout: The order-online journey on the pages of /showroom-order-online: the steps (vehicle, customer details) with the reservation countdown, the checkout form, the success message and the order confirmation, each on the route that shows it. Place it on the journey's steps, checkout and success pages (the showroom config entries name them); the texts below are what editors change.
 */
export interface OrderOnlineCheckoutProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Heading
   */
  heading: string;
  /**
   * Customer details form id: The published form the customer details step shows (the forms admin shows its id).
   */
  form_id: string;
  /**
   * Terms checkbox: The checkbox the visitor ticks at checkout.
   */
  terms_label: string;
  /**
   * Success heading
   */
  success_heading: string;
  /**
   * Success text
   */
  success_text: string;
}
/**
 * Quote: A pull quote with its author and the author's position, aligned left, centre or right.
 */
export interface QuoteProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Quote
   */
  quote: string;
  /**
   * Author
   */
  author: string;
  /**
   * Author's position
   */
  author_position: string;
  alignment: HorizontalAlignment;
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Quote Slider: Several quotes with their authors, one at a time, with previous and next buttons and slide indicators; optionally advancing by itself every 6 seconds (paused on hover or focus, with a pause button, and never for visitors who prefer reduced motion).
 */
export interface QuoteSliderProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Slides
   *
   * @minItems 1
   * @maxItems 10
   */
  slides: [
    {
      /**
       * Quote
       */
      quote: string;
      /**
       * Author
       */
      author: string;
      /**
       * Author's position
       */
      author_position: string;
    },
    ...{
      /**
       * Quote
       */
      quote: string;
      /**
       * Author
       */
      author: string;
      /**
       * Author's position
       */
      author_position: string;
    }[],
  ];
  section_class: HorizontalAlignment;
  /**
   * Justify text: Spread each line of a quote to the full width (the attribution keeps the alignment).
   */
  justify_text: boolean;
  /**
   * Advance automatically: Moves to the next quote every 6 seconds. It pauses while the visitor hovers over or focuses the slider, shows a pause button, and stays still for visitors who prefer reduced motion.
   */
  has_timer: boolean;
  slider_theme: SliderTheme;
}
/**
 * Stock Locator: The stock list of a publication list: vehicle cards with photo, price and specification linking to their showroom page; filters with counts (checkboxes) and range sliders chosen by the filter switches; free-text search; sorting; 12 vehicles a page; a search by postcode, state or retailer; saved vehicles kept in the visitor's browser. Filters live in the page URL, so a filtered list can be shared, reloaded and returned to. The server renders the first page of results.
 */
export interface StockLocatorProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /**
   * Publication list: Key of the publication list the vehicles come from, e.g. all, new, used, approved, land-rover or jaguar.
   */
  ci_key_list: string;
  /**
   * Brand: The brand whose retailers the retailer search offers (q[brand_eq]) and whose retailer names are shown; empty for both brands.
   */
  sl_key_brand: "" | "land_rover" | "jaguar";
  /**
   * Default order: How the vehicles are ordered until the visitor chooses otherwise.
   */
  default_sort:
    | "productionYearAsc"
    | "productionYearDesc"
    | "createdAtAsc"
    | "createdAtDesc"
    | "mileageAsc"
    | "mileageDesc"
    | "priceAsc"
    | "priceDesc"
    | "status";
  /**
   * Only these statuses: When not empty, only vehicles with one of these statuses are listed (forced_statuses), e.g. to hide sold vehicles.
   *
   * @maxItems 8
   */
  forced_statuses: (
    "stock" | "available_soon" | "reserved" | "sold" | "in_production" | "on_demand" | "delivery" | "demo"
  )[];
  /**
   * Brand filter: Checkboxes of the brands in the list (nameplate_brand_name).
   */
  "filter-brands": boolean;
  /**
   * Model filter: Checkboxes of the model families (nameplate_model_group) and models (nameplate_name).
   */
  "filter-models": boolean;
  /**
   * Payment options filter: Checkboxes of the ways to pay (financing_options): cash, finance, lease, subscription.
   */
  "filter-financing_options": boolean;
  /**
   * Condition filter: Checkboxes of new, used and approved (state).
   */
  "filter-states": boolean;
  /**
   * Availability filter: Checkboxes of the vehicle statuses: in stock, available soon, reserved, ... (status).
   */
  "filter-statuses": boolean;
  /**
   * Recommended price filter: A range slider over the manufacturer's recommended price (msrp_price).
   */
  "filter-msrp_price": boolean;
  /**
   * Price filter: A range slider over the price shown (display_price).
   */
  "filter-display_price": boolean;
  /**
   * Mileage filter: A range slider over the mileage.
   */
  "filter-mileage": boolean;
  /**
   * Production year filter: A range slider over the production year.
   */
  "filter-production_year": boolean;
  /**
   * Model year filter: A range slider over the model year.
   */
  "filter-model_year": boolean;
  /**
   * Power filter: A range slider over the power output.
   */
  "filter-power": boolean;
  /**
   * Engine filter: Checkboxes of the engine types: petrol, diesel, hybrid, electric, ... (engine_type).
   */
  "filter-engine_types": boolean;
  /**
   * Transmission filter: Checkboxes of the transmissions (transmission).
   */
  "filter-transmissions": boolean;
  /**
   * Colour filter: Checkboxes of the colour families: black, white, grey, ... (color_canonical).
   */
  "filter-colors": boolean;
  /**
   * Paint filter: Checkboxes of the exact paint names (color_name).
   */
  "filter-specific_colors": boolean;
  /**
   * Retailer filter: Checkboxes of the retailers holding the vehicles (owner_id).
   */
  "filter-dealers": boolean;
  /**
   * Seats filter: Checkboxes of the seat counts (number_of_seats).
   */
  "filter-number_of_seats": boolean;
  vehicles: Json;
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Stock locator carousel: A horizontal carousel of the newest vehicles of a publication list, each card linking to its showroom page, with previous and next buttons. The server renders the vehicles.
 */
export interface StockLocatorCarouselProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /**
   * Publication list: Key of the publication list the vehicles come from, e.g. all, new, used, approved, land-rover or jaguar.
   */
  ci_key_list: string;
  button?: LinkOrButton;
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Stock Locator Overseas: The Stock Locator for overseas markets: the same stock list, search, filters, sorting, pagination and saved vehicles, with the overseas default filters (models, statuses, production year, engine and paint switched on).
 */
export interface StockLocatorOverseasProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /**
   * Publication list: Key of the publication list the vehicles come from, e.g. all, new, used, approved, land-rover or jaguar.
   */
  ci_key_list: string;
  /**
   * Brand: The brand whose retailers the retailer search offers (q[brand_eq]) and whose retailer names are shown; empty for both brands.
   */
  sl_key_brand: "" | "land_rover" | "jaguar";
  /**
   * Default order: How the vehicles are ordered until the visitor chooses otherwise.
   */
  default_sort:
    | "productionYearAsc"
    | "productionYearDesc"
    | "createdAtAsc"
    | "createdAtDesc"
    | "mileageAsc"
    | "mileageDesc"
    | "priceAsc"
    | "priceDesc"
    | "status";
  /**
   * Only these statuses: When not empty, only vehicles with one of these statuses are listed (forced_statuses), e.g. to hide sold vehicles.
   *
   * @maxItems 8
   */
  forced_statuses: (
    "stock" | "available_soon" | "reserved" | "sold" | "in_production" | "on_demand" | "delivery" | "demo"
  )[];
  /**
   * Brand filter: Checkboxes of the brands in the list (nameplate_brand_name).
   */
  "filter-brands": boolean;
  /**
   * Model filter: Checkboxes of the model families (nameplate_model_group) and models (nameplate_name).
   */
  "filter-models": boolean;
  /**
   * Payment options filter: Checkboxes of the ways to pay (financing_options): cash, finance, lease, subscription.
   */
  "filter-financing_options": boolean;
  /**
   * Condition filter: Checkboxes of new, used and approved (state).
   */
  "filter-states": boolean;
  /**
   * Availability filter: Checkboxes of the vehicle statuses: in stock, available soon, reserved, ... (status).
   */
  "filter-statuses": boolean;
  /**
   * Recommended price filter: A range slider over the manufacturer's recommended price (msrp_price).
   */
  "filter-msrp_price": boolean;
  /**
   * Price filter: A range slider over the price shown (display_price).
   */
  "filter-display_price": boolean;
  /**
   * Mileage filter: A range slider over the mileage.
   */
  "filter-mileage": boolean;
  /**
   * Production year filter: A range slider over the production year.
   */
  "filter-production_year": boolean;
  /**
   * Model year filter: A range slider over the model year.
   */
  "filter-model_year": boolean;
  /**
   * Power filter: A range slider over the power output.
   */
  "filter-power": boolean;
  /**
   * Engine filter: Checkboxes of the engine types: petrol, diesel, hybrid, electric, ... (engine_type).
   */
  "filter-engine_types": boolean;
  /**
   * Transmission filter: Checkboxes of the transmissions (transmission).
   */
  "filter-transmissions": boolean;
  /**
   * Colour filter: Checkboxes of the colour families: black, white, grey, ... (color_canonical).
   */
  "filter-colors": boolean;
  /**
   * Paint filter: Checkboxes of the exact paint names (color_name).
   */
  "filter-specific_colors": boolean;
  /**
   * Retailer filter: Checkboxes of the retailers holding the vehicles (owner_id).
   */
  "filter-dealers": boolean;
  /**
   * Seats filter: Checkboxes of the seat counts (number_of_seats).
   */
  "filter-number_of_seats": boolean;
  vehicles: Json;
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Tabs: Content split into tabs, each holding nested blocks; only the current tab is visible. A tab with a Tab ID opens when the page's URL hash equals it. Optionally, on small screens each tab opens in a modal instead.
 */
export interface TabsProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /**
   * Open tabs in a modal on small screens: Below 768px the tabs become a list of buttons, each opening its tab's content in a modal dialog; wider screens show normal tabs.
   */
  has_modal: boolean;
  /**
   * Tabs
   *
   * @minItems 1
   * @maxItems 10
   */
  tabs: [
    {
      /**
       * Tab label
       */
      tab_label: string;
      /**
       * Tab ID: Optional anchor: when the page's URL hash is #<Tab ID>, this tab starts selected.
       */
      tab_id: string;
      /**
       * Tab content
       */
      content: SlotComponent;
    },
    ...{
      /**
       * Tab label
       */
      tab_label: string;
      /**
       * Tab ID: Optional anchor: when the page's URL hash is #<Tab ID>, this tab starts selected.
       */
      tab_id: string;
      /**
       * Tab content
       */
      content: SlotComponent;
    }[],
  ];
  box_color: BoxColor;
  padding: Padding;
}
/**
 * Rich text (JSON): Rich text stored as a ProseMirror-style document tree.
 */
export interface MarkdownJson {
  type: "doc";
  content: RichTextNode[];
}
export interface RichTextNode {
  type: "paragraph" | "heading" | "text" | "bulletList" | "orderedList" | "listItem" | "hardBreak" | "blockquote";
  attrs?: {
    level?: 1 | 2 | 3 | 4 | 5 | 6;
  };
  text?: string;
  marks?: {
    type: "bold" | "italic" | "underline" | "link";
    attrs?: {
      href?: string;
      target?: "_self" | "_blank";
    };
  }[];
  content?: RichTextNode[];
}
/**
 * Link
 */
export interface Link {
  /**
   * URL
   */
  url: string;
  /**
   * Label
   */
  label?: string;
  target?: Target;
}
/**
 * Button
 */
export interface ButtonItem {
  /**
   * Id
   */
  id?: string;
  /**
   * Label
   */
  label: string;
  button_type: UiType;
  /**
   * Target: URL, anchor (#id), form id, phone number or e-mail address, depending on the target type. Never a script or data URL, never protocol-relative (//host), no backslashes or control characters.
   */
  target?: string;
  /**
   * Target type
   */
  target_type: "url" | "anchor" | "form" | "phone" | "email";
  /**
   * Action
   */
  target_action: "_self" | "_blank" | "modal";
}
/**
 * Video
 */
export interface Video {
  /**
   * YouTube video id
   */
  yt: string;
  /**
   * Video file URL
   */
  native_video: string;
  /**
   * Play as muted background
   */
  native_video_background: boolean;
}
/**
 * Offer schedule: Visible from 00:00:01 on the start date to 23:59:59 on the end date, website local time. Not for embargoed content.
 */
export interface OfferSchedule {
  /**
   * From
   */
  start_date?: string;
  /**
   * Until
   */
  end_date?: string;
}

/** Options a block may pass when it renders one of its slots; the editor and the site accept the same. */
export interface SlotRenderProps {
  className?: string;
  style?: CSSProperties;
  as?: ElementType;
  minEmptyHeight?: CSSProperties["minHeight"] | number;
  allow?: string[];
  disallow?: string[];
}

/** A slot prop as a block component receives it: render it to draw the nested blocks. */
export type SlotComponent = (props?: SlotRenderProps) => ReactNode;

export type BlockKey = keyof BlockPropsMap;

/** The props a block component receives: defaults applied, slots as components. */
export type BlockProps<K extends BlockKey> = BlockPropsMap[K];

/** The stored shape of props: slots are arrays of block nodes and defaulted fields may be missing. */
export type StoredProps<T> = T extends SlotComponent
  ? BlockNode[]
  : T extends readonly (infer Item)[]
    ? StoredProps<Item>[]
    : T extends object
      ? { [K in keyof T]?: StoredProps<T[K]> }
      : T;

/** One block in a page document: `{ type, props: { id, ... } }`. */
export type BlockNode = {
  [K in BlockKey]: { type: K; props: StoredProps<BlockPropsMap[K]> & { id: string } };
}[BlockKey];

export interface PageRootProps {
  title?: string;
}

/** A page document: the editor's data with nested slots, plus a schema version. */
export interface PageDocument {
  schemaVersion: 1;
  /** Versions of the blocks above version 1 when the document was written; absent = all at 1 (decision 019). */
  blockVersions?: { [blockKey: string]: number };
  root: { props: PageRootProps };
  content: BlockNode[];
}
