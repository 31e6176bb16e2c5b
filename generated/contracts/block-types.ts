// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { CSSProperties, ElementType, ReactNode } from "react";

/**
 * Heading level
 */
export type HeaderTag = 1 | 2 | 3 | 4 | 5 | 6;
/**
 * Heading size
 */
export type HeaderSize = "xs" | "s" | "m" | "l" | "xl" | "title";
/**
 * Paragraph
 */
export type Paragraph = string;
/**
 * Colour theme
 */
export type BoxColor = "light-theme" | "grey-theme" | "dark-theme" | "black-theme";
/**
 * Spacing
 */
export type Padding = "normal" | "top-space-0" | "bottom-space-0" | "y-space-0";
/**
 * JSON: Structured data entered as JSON; stored parsed.
 */
export type Json = unknown;
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
 * Button style
 */
export type ButtonStyle = "primary" | "secondary";
/**
 * Columns
 */
export type ColNumbers = 1 | 2 | 3 | 4;
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
 * Slider theme
 */
export type SliderTheme = "light-theme" | "grey-theme" | "dark-theme" | "black-theme" | "all-white-theme";
/**
 * Heading font
 */
export type HeaderFont = "primary" | "secondary";
/**
 * Paragraph size
 */
export type FontSize = "xs" | "s" | "m" | "l" | "quote" | "subcopy";
/**
 * Vertical alignment
 */
export type VerticalAlignment = "center" | "top" | "bottom";
/**
 * Alignment
 */
export type HorizontalAlignment = "left" | "center" | "right";
/**
 * Image ratio
 */
export type ImageRatioWithSquare = "16-9" | "16-6-5" | "1-1";
/**
 * Text direction
 */
export type Dir = "ltr" | "rtl";
/**
 * Links
 */
export type LinksCollection = Link[];

export interface BlockPropsMap {
  "360-views": Block360ViewsProps;
  accordion: AccordionProps;
  calculator: CalculatorProps;
  "car-rent": CarRentProps;
  "collection-item": CollectionItemProps;
  "collection-slider-feed": CollectionSliderFeedProps;
  "color-picker": ColorPickerProps;
  "column-group": ColumnGroupProps;
  "compare-images": CompareImagesProps;
  "content-blocks": ContentBlocksProps;
  derivatives: DerivativesProps;
  "dual-frame-carousel-2-0": DualFrameCarousel20Props;
  "dual-frame-map": DualFrameMapProps;
  "electrifying-power": ElectrifyingPowerProps;
  "entry-form": EntryFormProps;
  "expanded-entry-form": ExpandedEntryFormProps;
  "extended-warranty": ExtendedWarrantyProps;
  "finance-calculator": FinanceCalculatorProps;
  "floating-action-button": FloatingActionButtonProps;
  form: FormProps;
  "fuel-type-quiz": FuelTypeQuizProps;
  "gallery-carousel": GalleryCarouselProps;
  "gallery-categories": GalleryCategoriesProps;
  "hero-carousel": HeroCarouselProps;
  "hero-title-banner": HeroTitleBannerProps;
  "hotspots-container": HotspotsContainerProps;
  "icon-button-carousel": IconButtonCarouselProps;
  "icons-timeline": IconsTimelineProps;
  "image-element": ImageElementProps;
  "image-tabs": ImageTabsProps;
  "infotainment-system": InfotainmentSystemProps;
  "inpage-navigation": InpageNavigationProps;
  "jlr-image-box": JlrImageBoxProps;
  "key-details-post": KeyDetailsPostProps;
  "map-update": MapUpdateProps;
  masonry: MasonryProps;
  "mena-news": MenaNewsProps;
  "number-button-carousel": NumberButtonCarouselProps;
  offers: OffersProps;
  "order-online-checkout": OrderOnlineCheckoutProps;
  parallax: ParallaxProps;
  quote: QuoteProps;
  "quote-slider": QuoteSliderProps;
  "racing-results": RacingResultsProps;
  "range-calculator": RangeCalculatorProps;
  "ready-to-go-bar": ReadyToGoBarProps;
  "rent-a-car": RentACarProps;
  "retailer-cards": RetailerCardsProps;
  "retailer-schema": RetailerSchemaProps;
  "reverse-calculator": ReverseCalculatorProps;
  "seat-slider": SeatSliderProps;
  "select-vehicle-to-update": SelectVehicleToUpdateProps;
  "single-offer": SingleOfferProps;
  specification: SpecificationProps;
  "specification-at-glance": SpecificationAtGlanceProps;
  "stock-locator": StockLocatorProps;
  "stock-locator-carousel": StockLocatorCarouselProps;
  "stock-locator-overseas": StockLocatorOverseasProps;
  "subscription-quiz": SubscriptionQuizProps;
  tabs: TabsProps;
  video: VideoProps;
  "vin-checker": VinCheckerProps;
}
/**
 * 360 views: A car (or a cabin) photographed from all round: the visitor turns it by dragging, with the arrow keys, or with the turn buttons. Frames are the photos in order, at even angles; they load only once the visitor starts turning.
 */
export interface Block360ViewsProps {
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
  paragraph: Paragraph;
  /**
   * Frames: The photos in turning order, at even angles (e.g. 36 photos 10 degrees apart).
   *
   * @minItems 2
   * @maxItems 72
   */
  frames: [Image, Image, ...Image[]];
  /**
   * First frame shown
   */
  start_frame: number;
  /**
   * Hint: Shown under the view.
   */
  hint: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
 * Dynamic content: Shows the block only when the rule holds: url_brands (brands of the page path, comma-separated), mena_offers (key=value pairs an active offer must have), reffine_sl (a value of the named dynamic-content list), mena_external_sl (a model key, any_jag or any_lr in the external stock locator).
 */
export interface DcStrategy {
  /**
   * Strategy
   */
  key: "url_brands" | "mena_offers" | "reffine_sl" | "mena_external_sl";
  /**
   * Value
   */
  value: string;
  /**
   * List name (reffine_sl)
   */
  name?: string;
  /**
   * Show when the rule cannot decide: No brand in the path, or the external source unreachable.
   */
  fallback?: boolean;
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
       * Content items: Extra content under the section's text: HTML, a calculator, the finance options table or a form. An item that is not complete is not shown: HTML needs text, a calculator its fields and groups, a form its form id; the finance options table always shows, with the options that have a label.
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
         * Finance options: The rows of the finance options table: each option's name, its finance product (whose rate, deposit and term limits the row shows) and a line of text. An option without a name is not shown.
         *
         * @maxItems 10
         */
        options: {
          /**
           * Name
           */
          label: string;
          /**
           * Finance product: The product whose rate, deposit and term limits the row shows.
           */
          finance_product:
            | "uk-pcp"
            | "uk-hp"
            | "ie-pcp"
            | "ie-hp"
            | "de-ballon"
            | "de-klassik"
            | "fr-loa"
            | "fr-credit"
            | "it-formula"
            | "es-multiopcion"
            | "nl-autofinanciering"
            | "be-lening"
            | "ch-kredit"
            | "at-restwert"
            | "pl-kredyt"
            | "cz-uver"
            | "se-billan"
            | "no-billan"
            | "dk-billan"
            | "pt-credito"
            | "jp-zankaku"
            | "kr-halbu"
            | "au-chattel"
            | "nz-hp"
            | "za-instalment"
            | "ae-flat"
            | "sa-murabaha"
            | "in-loan"
            | "br-cdc"
            | "mx-credito"
            | "ca-loan"
            | "us-balloon"
            | "us-retail";
          /**
           * Interest rate (percent): Leave empty for the product's usual rate.
           */
          interest_rate?: number;
          /**
           * Text
           */
          description: string;
        }[];
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
       * Content items: Extra content under the section's text: HTML, a calculator, the finance options table or a form. An item that is not complete is not shown: HTML needs text, a calculator its fields and groups, a form its form id; the finance options table always shows, with the options that have a label.
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
         * Finance options: The rows of the finance options table: each option's name, its finance product (whose rate, deposit and term limits the row shows) and a line of text. An option without a name is not shown.
         *
         * @maxItems 10
         */
        options: {
          /**
           * Name
           */
          label: string;
          /**
           * Finance product: The product whose rate, deposit and term limits the row shows.
           */
          finance_product:
            | "uk-pcp"
            | "uk-hp"
            | "ie-pcp"
            | "ie-hp"
            | "de-ballon"
            | "de-klassik"
            | "fr-loa"
            | "fr-credit"
            | "it-formula"
            | "es-multiopcion"
            | "nl-autofinanciering"
            | "be-lening"
            | "ch-kredit"
            | "at-restwert"
            | "pl-kredyt"
            | "cz-uver"
            | "se-billan"
            | "no-billan"
            | "dk-billan"
            | "pt-credito"
            | "jp-zankaku"
            | "kr-halbu"
            | "au-chattel"
            | "nz-hp"
            | "za-instalment"
            | "ae-flat"
            | "sa-murabaha"
            | "in-loan"
            | "br-cdc"
            | "mx-credito"
            | "ca-loan"
            | "us-balloon"
            | "us-retail";
          /**
           * Interest rate (percent): Leave empty for the product's usual rate.
           */
          interest_rate?: number;
          /**
           * Text
           */
          description: string;
        }[];
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Calculator: A model-by-model monthly payment calculator: the visitor picks a model (from models_info, narrowed by nameplate_key_filter), a deposit and a duration and sees the monthly payment, with the free items each model comes with. The mena style sets the figures for the Middle East markets (flat-rate product, larger monthly figure, free items first).
 */
export interface CalculatorProps {
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
  /**
   * Style
   */
  calculator_style: "default" | "mena";
  /**
   * Finance product: The country-specific hire purchase variant whose rules (rate, balloon, fees, rounding, deposit and term limits) the figures follow (model/finance/products.ts).
   */
  finance_product:
    | "uk-pcp"
    | "uk-hp"
    | "ie-pcp"
    | "ie-hp"
    | "de-ballon"
    | "de-klassik"
    | "fr-loa"
    | "fr-credit"
    | "it-formula"
    | "es-multiopcion"
    | "nl-autofinanciering"
    | "be-lening"
    | "ch-kredit"
    | "at-restwert"
    | "pl-kredyt"
    | "cz-uver"
    | "se-billan"
    | "no-billan"
    | "dk-billan"
    | "pt-credito"
    | "jp-zankaku"
    | "kr-halbu"
    | "au-chattel"
    | "nz-hp"
    | "za-instalment"
    | "ae-flat"
    | "sa-murabaha"
    | "in-loan"
    | "br-cdc"
    | "mx-credito"
    | "ca-loan"
    | "us-balloon"
    | "us-retail";
  /**
   * Nameplate filter: Comma-separated nameplate keys; only models of those nameplates are offered (empty: all).
   */
  nameplate_key_filter: string;
  /**
   * Hide free items
   */
  hide_free_items: boolean;
  /**
   * Model label
   */
  model_label: string;
  /**
   * Deposit label
   */
  deposit_label: string;
  /**
   * Duration label
   */
  duration_label: string;
  /**
   * Monthly payment label
   */
  monthly_label: string;
  /**
   * Price label
   */
  price_label: string;
  /**
   * Interest rate label
   */
  rate_label: string;
  /**
   * Free items label
   */
  free_items_label: string;
  /**
   * Years label
   */
  years_label: string;
  /**
   * No models text
   */
  no_models_text: string;
  models_info: Json;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Car rent: A list of cars for rent (up to 20), each with its name, model, daily price, specification, a picture and a link, e.g. to your Rent a Car page.
 */
export interface CarRentProps {
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
  box_color: BoxColor;
  /**
   * Currency symbol
   */
  currency_symbol: string;
  /**
   * Cars
   *
   * @minItems 1
   * @maxItems 20
   */
  items: [
    {
      image?: Image;
      /**
       * Name
       */
      display_name: string;
      /**
       * Nameplate
       */
      nameplate_name: string;
      /**
       * Daily price: The daily price; 0 hides it.
       */
      price_daily: number;
      /**
       * Price context
       */
      price_string_context: string;
      description: Paragraph;
      /**
       * Specification
       *
       * @maxItems 12
       */
      specification: {
        /**
         * Label
         */
        label: string;
        /**
         * Value
         */
        value: string;
      }[];
      link?: LinkOrButton;
    },
    ...{
      image?: Image;
      /**
       * Name
       */
      display_name: string;
      /**
       * Nameplate
       */
      nameplate_name: string;
      /**
       * Daily price: The daily price; 0 hides it.
       */
      price_daily: number;
      /**
       * Price context
       */
      price_string_context: string;
      description: Paragraph;
      /**
       * Specification
       *
       * @maxItems 12
       */
      specification: {
        /**
         * Label
         */
        label: string;
        /**
         * Value
         */
        value: string;
      }[];
      link?: LinkOrButton;
    }[],
  ];
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Link or button: Shown only when its type is internal or external with both a URL and a label, or when its type is form or file.
 */
export interface LinkOrButton {
  /**
   * URL: Pick a page of this site by its title or path, or type a path of the site (/stock), an anchor (#id) or an https URL.
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
   * Form
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
 * Collection item: One item of a collection (a model, an edition, a branded good): its image, name, description and price, with a link to the retailer locator to see or buy it.
 */
export interface CollectionItemProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  image?: Image;
  /**
   * Collection: The collection's name, shown above the item's.
   */
  eyebrow: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  paragraph: Paragraph;
  /**
   * Price: As shown, e.g. From €89,900.
   */
  price: string;
  /**
   * Retailer locator: Where the retailer locator is; the item's link goes there.
   */
  retailer_locator_url: string;
  /**
   * Retailer locator link text
   */
  retailer_locator_label: string;
  button_style: ButtonStyle;
  /**
   * Image on the right instead of the left (on wide screens).
   */
  is_reversed: boolean;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Collection slider feed: A slider of the newest published news pages of a collection (the news pages whose collection field names it) in one language and market, up to a limit, optionally grouped by month (decision 108). The server reads the feed; the slider is the site's carousel.
 */
export interface CollectionSliderFeedProps {
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
  /**
   * Language: The news of this language; Arabic lays the slider out right to left.
   */
  lang: "en" | "ar";
  /**
   * Market
   */
  market: "AE" | "SA" | "KW" | "QA" | "BH" | "OM" | "EG" | "JO" | "LB";
  /**
   * Collection: The collection key the news pages carry (their Collection field), lower-case words joined by dashes.
   */
  collection: string;
  /**
   * Most items
   */
  limit: number;
  /**
   * Group by month
   */
  grouped: boolean;
  /**
   * Show pagination: Dots under the slider, one per item.
   */
  show_pagination: boolean;
  /**
   * Empty text
   */
  empty_text: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Color picker: Shows a model in each of its paint colours (up to 20): visitors pick a swatch and the image, colour name and note change. Works without JavaScript, by mouse, touch and keyboard.
 */
export interface ColorPickerProps {
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
  paragraph: Paragraph;
  /**
   * Swatches label: Read out by screen readers before the swatches.
   */
  legend: string;
  /**
   * Colours: The first colour is shown until the visitor picks another.
   *
   * @maxItems 20
   */
  colors: {
    /**
     * Colour name
     */
    name: string;
    /**
     * Swatch colour: A hex colour, e.g. #1d2b3a.
     */
    swatch: string;
    image?: Image;
    /**
     * Note: Finish or price, e.g. Metallic, €850.
     */
    note: string;
  }[];
  "rdx-link"?: LinkOrButton;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Compare images: Two images of the same scene, one over the other, with a handle the visitor drags (or moves with the arrow keys) to reveal more of either: before and after, day and night, two trims. It starts at start_position percent; with autostart it sweeps once when first shown (not for visitors who prefer reduced motion). With a sidebar the heading, copy and button sit beside the images.
 */
export interface CompareImagesProps {
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
  paragraph: Paragraph;
  button?: LinkOrButton;
  before_image: Image;
  /**
   * Left image label
   */
  before_label: string;
  after_image: Image;
  /**
   * Right image label
   */
  after_label: string;
  /**
   * Start position (%): How much of the left image shows at first, in percent of the width.
   */
  start_position: number;
  /**
   * Sweep once when first shown: The handle moves left and right once to show it can be dragged; never for visitors who prefer reduced motion, and not after they touch it.
   */
  has_autostart: boolean;
  /**
   * Text in a sidebar: The heading, copy and button sit beside the images on wide screens instead of above them.
   */
  has_sidebar: boolean;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Derivatives: The derivatives (version, engine and power) of one model in stock, each with up to three figures, its lowest price, and a link to those vehicles in the stock locator. The server reads them from the stock; no JavaScript.
 */
export interface DerivativesProps {
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
   * Car model key: The model whose derivatives are listed, by its model key: the nameplate in lower case with dashes (range-rover-sport, f-pace), as GET /offer_car_models lists them.
   */
  car_key: string;
  /**
   * Engine: Only derivatives with this engine type; All lists every one.
   */
  engine_key: "" | "petrol" | "diesel" | "electric" | "hybrid" | "mhev" | "phev";
  /**
   * Specification 1: Which figure of each derivative the block shows in this place; None leaves it out.
   */
  spec_key_1:
    "" | "engines" | "capacity" | "power" | "batteryCapacity" | "transmission" | "drivetrain" | "numberOfSeats";
  /**
   * Specification 1 label: Shown beside the figure; empty: the figure's own name (Power, Engine, ...).
   */
  spec_label_1: string;
  /**
   * Specification 2: Which figure of each derivative the block shows in this place; None leaves it out.
   */
  spec_key_2:
    "" | "engines" | "capacity" | "power" | "batteryCapacity" | "transmission" | "drivetrain" | "numberOfSeats";
  /**
   * Specification 2 label: Shown beside the figure; empty: the figure's own name (Power, Engine, ...).
   */
  spec_label_2: string;
  /**
   * Specification 3: Which figure of each derivative the block shows in this place; None leaves it out.
   */
  spec_key_3:
    "" | "engines" | "capacity" | "power" | "batteryCapacity" | "transmission" | "drivetrain" | "numberOfSeats";
  /**
   * Specification 3 label: Shown beside the figure; empty: the figure's own name (Power, Engine, ...).
   */
  spec_label_3: string;
  /**
   * Tab id: The anchor of the block (#tab_id), for tabs and in-page links.
   */
  tab_id: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Dual frame carousel 2.0: Slides of two frames side by side: a large image, and a text frame with a second image, heading, text and a button; reversible so the large image sits on the right.
 */
export interface DualFrameCarousel20Props {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Shown above the carousel; also its accessible name. Optional.
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  slider_theme: SliderTheme;
  padding: Padding;
  /**
   * Slides
   *
   * @minItems 1
   * @maxItems 10
   */
  slides: [
    {
      image: Image;
      secondary_image?: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
    },
    ...{
      image: Image;
      secondary_image?: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
    }[],
  ];
  /**
   * Main image on the right, text frame on the left (wide screens).
   */
  is_reversed: boolean;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Dual frame map: Two frames side by side: a location's content (address, opening hours, directions) and a map of it. The map loads only where map tiles are configured, when the visitor allowed marketing cookies (if consent is asked) and scrolls to it; otherwise the address shows with a link to open it in a maps app.
 */
export interface DualFrameMapProps {
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
   * Location name: Names the place on the map and in the address list.
   */
  location_name: string;
  /**
   * Address: One line, as a visitor would type it into a maps app.
   */
  location_address: string;
  /**
   * Latitude
   */
  location_latitude: number;
  /**
   * Longitude
   */
  location_longitude: number;
  /**
   * Location content
   */
  location_content: string;
  /**
   * Map on the left.
   */
  is_reversed: boolean;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Electrifying power: An electric or plug-in hybrid model's story in figures: a heading and text beside an image, up to four headline figures (range, charging, power) with their units, buttons and a footnote for the test cycle.
 */
export interface ElectrifyingPowerProps {
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
  header_font: HeaderFont;
  paragraph: Paragraph;
  font_size: FontSize;
  image?: Image;
  /**
   * Figures
   *
   * @maxItems 4
   */
  figures: {
    /**
     * Icon: An icon name from the active theme's icon set.
     */
    icon: string;
    /**
     * Figure
     */
    value: string;
    /**
     * Unit
     */
    unit: string;
    /**
     * Label
     */
    label: string;
  }[];
  "rdx-buttons": RdxButtons;
  /**
   * Footnote: Test cycle and conditions behind the figures.
   */
  disclaimer: string;
  /**
   * Image on the left instead of the right (on wide screens).
   */
  is_reversed: boolean;
  vertical_alignment: VerticalAlignment;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Finance calculator: A hire purchase calculator for one country-specific finance product: the visitor enters the on-the-road price and chooses a deposit (20 to 50 percent in steps of 5) and a duration (4 to 7 years); the monthly payment and the representative figures follow the product's rules, with the disclaimer below.
 */
export interface FinanceCalculatorProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Finance product: The country-specific hire purchase variant whose rules (rate, balloon, fees, rounding, deposit and term limits) the figures follow (model/finance/products.ts).
   */
  finance_product:
    | "uk-pcp"
    | "uk-hp"
    | "ie-pcp"
    | "ie-hp"
    | "de-ballon"
    | "de-klassik"
    | "fr-loa"
    | "fr-credit"
    | "it-formula"
    | "es-multiopcion"
    | "nl-autofinanciering"
    | "be-lening"
    | "ch-kredit"
    | "at-restwert"
    | "pl-kredyt"
    | "cz-uver"
    | "se-billan"
    | "no-billan"
    | "dk-billan"
    | "pt-credito"
    | "jp-zankaku"
    | "kr-halbu"
    | "au-chattel"
    | "nz-hp"
    | "za-instalment"
    | "ae-flat"
    | "sa-murabaha"
    | "in-loan"
    | "br-cdc"
    | "mx-credito"
    | "ca-loan"
    | "us-balloon"
    | "us-retail";
  /**
   * Name
   */
  finance_product_name: string;
  header_tag: HeaderTag;
  /**
   * Description
   */
  finance_product_description: string;
  /**
   * On-the-road price: The price the calculator starts from, in whole currency units; the visitor can change it (1,000 to 5,000,000).
   */
  vehicle_price: number;
  finance_product_input?: Json;
  finance_product_output?: Json;
  link?: LinkOrButton;
  buttons?: RdxButtons;
  /**
   * Disclaimer title
   */
  disclaimer_title: string;
  /**
   * Disclaimer
   */
  disclaimer_body: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Floating Action Button: A button or a list of quick links fixed to the corner of the screen on this page; it replaces the site-wide one set in the admin settings. Each item links to a page, another site, a form (opened in a dialog) or a file, and may be limited by a rule: brands of the page path, active offers or stock lists.
 */
export interface FloatingActionButtonProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Items
   *
   * @maxItems 6
   */
  items: {
    /**
     * Link
     */
    link: {
      /**
       * URL: Empty (no link), a path on this site (/models), an anchor (#id), or an http, https, mailto or tel URL. Never protocol-relative (//host), and no spaces, backslashes or control characters.
       */
      url: string;
      /**
       * Link text
       */
      link_text: string;
      target: Target;
      /**
       * Link type: A page of this site, another site (opens in a new window), a form (opens in a dialog) or a file (downloaded). A page or site link needs its URL and text; a form or file item always shows.
       */
      type: "internal" | "external" | "form" | "file";
      /**
       * Form: The form a form item opens.
       */
      form_id: string;
    };
    /**
     * Icon: An icon name from the active theme's icon set.
     */
    icon: string;
    /**
     * Only on brand pages: The url_brands rule: comma-separated brands (e.g. Range Rover, Defender); the item shows only on pages under those brands' paths. Empty: every page.
     */
    brands: string;
    /**
     * Show on pages of no brand
     */
    brands_fallback: boolean;
    dc_strategy?: DcStrategy;
  }[];
  /**
   * Quick links: A collapsible list of links instead of buttons.
   */
  is_quick_links: boolean;
  /**
   * Quick links label
   */
  quick_links_label: string;
  /**
   * Mobile button label: The button's text on phones: a short version of the only item's text, or the one button several items fold behind. Empty: the item's own text, or the quick links label.
   */
  mobile_button_label: string;
  /**
   * Secondary style
   */
  is_secondary: boolean;
  /**
   * On the left
   */
  reversed: boolean;
  /**
   * Hide on this page: No floating action button on this page, not even the site-wide one.
   */
  is_fab_disabled: boolean;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Fuel-type quiz: Five questions about how a visitor drives (annual and journey distances, driving types, charging and road type, very long journeys) that end in one of four results: petrol, diesel, plug-in hybrid or battery electric. Each answer gives points to the results; the editor sets them.
 */
export interface FuelTypeQuizProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Intro heading
   */
  intro_heading: string;
  intro_text: Paragraph;
  header_tag: HeaderTag;
  /**
   * Start button
   */
  start_label: string;
  /**
   * Next button
   */
  next_label: string;
  /**
   * Previous button
   */
  previous_label: string;
  /**
   * Result button
   */
  result_label: string;
  /**
   * Start again button
   */
  restart_label: string;
  /**
   * Questions: The quiz's five questions, in order.
   */
  steps: {
    /**
     * 1. Annual distance (bands 11,000 and 24,000 km)
     */
    annual_distance: {
      /**
       * Question
       */
      question: string;
      /**
       * Hint
       */
      hint: string;
      /**
       * Answers
       *
       * @minItems 3
       * @maxItems 3
       */
      answers: [
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        ...{
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        }[],
      ];
    };
    /**
     * 2. Typical journey (bands 16, 48 and 160 km)
     */
    journey_distance: {
      /**
       * Question
       */
      question: string;
      /**
       * Hint
       */
      hint: string;
      /**
       * Answers
       *
       * @minItems 4
       * @maxItems 4
       */
      answers: [
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        ...{
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        }[],
      ];
    };
    /**
     * 3. Driving types (several answers)
     */
    driving_types: {
      /**
       * Question
       */
      question: string;
      /**
       * Hint
       */
      hint: string;
      /**
       * Answers
       *
       * @minItems 4
       * @maxItems 4
       */
      answers: [
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        ...{
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        }[],
      ];
    };
    /**
     * 4. Charge point access and road type
     */
    charging: {
      /**
       * Question
       */
      question: string;
      /**
       * Hint
       */
      hint: string;
      /**
       * Answers
       *
       * @minItems 4
       * @maxItems 4
       */
      answers: [
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        ...{
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        }[],
      ];
    };
    /**
     * 5. Very long journeys (over 300 km)
     */
    long_journeys: {
      /**
       * Question
       */
      question: string;
      /**
       * Hint
       */
      hint: string;
      /**
       * Answers
       *
       * @minItems 3
       * @maxItems 3
       */
      answers: [
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        {
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        },
        ...{
          /**
           * Answer
           */
          label: string;
          /**
           * Points per result: Added to each result's total when this answer is chosen; the highest total is the result (ties: petrol, diesel, PHEV, BEV in that order).
           */
          scores: {
            /**
             * Petrol
             */
            petrol: number;
            /**
             * Diesel
             */
            diesel: number;
            /**
             * Plug-in hybrid (PHEV)
             */
            phev: number;
            /**
             * Battery electric (BEV)
             */
            bev: number;
          };
        }[],
      ];
    };
  };
  /**
   * Results
   */
  results: {
    /**
     * Petrol
     */
    petrol: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
    /**
     * Diesel
     */
    diesel: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
    /**
     * Plug-in hybrid (PHEV)
     */
    phev: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
    /**
     * Battery electric (BEV)
     */
    bev: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
  };
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Gallery carousel: A row of images with captions to swipe or step through: one at a time on phones, two on tablets, three on wide screens.
 */
export interface GalleryCarouselProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Shown above the carousel; also its accessible name. Optional.
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  slider_theme: SliderTheme;
  padding: Padding;
  /**
   * Text
   */
  paragraph: string;
  /**
   * Images
   *
   * @minItems 1
   * @maxItems 40
   */
  images: [
    {
      image: Image;
      /**
       * Caption
       */
      caption: string;
    },
    ...{
      image: Image;
      /**
       * Caption
       */
      caption: string;
    }[],
  ];
  ratio: ImageRatioWithSquare;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Gallery categories: A gallery sorted into up to four categories (exterior, interior, ...): one tab per category, each showing its images in a grid. A category with a Category ID opens when the page's URL hash equals it.
 */
export interface GalleryCategoriesProps {
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
  paragraph: Paragraph;
  /**
   * Categories
   *
   * @minItems 1
   * @maxItems 4
   */
  categories: [
    {
      /**
       * Category label
       */
      category_label: string;
      /**
       * Category ID: Optional anchor: when the page's URL hash is #<Category ID>, this category opens.
       */
      category_id: string;
      /**
       * Images
       *
       * @maxItems 40
       */
      images: {
        image: Image;
        /**
         * Caption
         */
        caption: string;
      }[];
    },
    ...{
      /**
       * Category label
       */
      category_label: string;
      /**
       * Category ID: Optional anchor: when the page's URL hash is #<Category ID>, this category opens.
       */
      category_id: string;
      /**
       * Images
       *
       * @maxItems 40
       */
      images: {
        image: Image;
        /**
         * Caption
         */
        caption: string;
      }[];
    }[],
  ];
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Hero Carousel: Full-width slides (image or video, heading, text and a button) that rotate every few seconds with a timer bar; pauses on hover and focus, has a pause button, and stays still for visitors who prefer reduced motion. On touch devices only the first 4 slides show by default.
 */
export interface HeroCarouselProps {
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
      image: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
      /**
       * This slide's duration (ms): How long this slide stays while the carousel rotates, instead of the carousel's slide duration. Empty: the carousel's.
       */
      slide_duration_limit?: number;
      /**
       * Video: How the slide's video plays: a video with controls the visitor starts, or a muted looping background (never moving for visitors who prefer reduced motion).
       */
      video_type: "video" | "video_background";
      /**
       * Video for wide screens (768 px and up): An MP4 or WebM file: an https URL or a path on this site (/media/...). Empty for none.
       */
      video_desktop: string;
      /**
       * Video for small screens: An MP4 or WebM file for screens under 768 px; empty: the wide-screen video everywhere.
       */
      video_mobile: string;
      /**
       * Captions (WebVTT file URL): Captions of a video with controls: a .vtt file, https URL or a site path.
       */
      video_captions: string;
    },
    ...{
      image: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
      /**
       * This slide's duration (ms): How long this slide stays while the carousel rotates, instead of the carousel's slide duration. Empty: the carousel's.
       */
      slide_duration_limit?: number;
      /**
       * Video: How the slide's video plays: a video with controls the visitor starts, or a muted looping background (never moving for visitors who prefer reduced motion).
       */
      video_type: "video" | "video_background";
      /**
       * Video for wide screens (768 px and up): An MP4 or WebM file: an https URL or a path on this site (/media/...). Empty for none.
       */
      video_desktop: string;
      /**
       * Video for small screens: An MP4 or WebM file for screens under 768 px; empty: the wide-screen video everywhere.
       */
      video_mobile: string;
      /**
       * Captions (WebVTT file URL): Captions of a video with controls: a .vtt file, https URL or a site path.
       */
      video_captions: string;
    }[],
  ];
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /**
   * Show the timer: A bar filling over each slide's time while the carousel rotates.
   */
  has_timer: boolean;
  /**
   * Rotate automatically
   */
  is_autoplay: boolean;
  /**
   * Show the text banner: The heading, text and button in a box over the image; off: the image alone (the heading stays as the slide's name for screen readers).
   */
  has_banner: boolean;
  /**
   * Slide duration (ms): How long each slide stays while rotating, 2,000 to 30,000 ms.
   */
  slide_duration: number;
  /**
   * Only 4 slides on touch devices: Phones and tablets show the first 4 slides only.
   */
  has_touch_devices_slides_limit: boolean;
  /**
   * Offer key: Ties the carousel to an offer (analytics and offer rules): lower-case letters, digits, - and _.
   */
  offer_key: string;
  /**
   * Personalised (MXO): Marks the carousel as a personalisation slot (data-mxo on the block) so the personalisation script may swap its slides.
   */
  has_mxo: boolean;
  /**
   * Full-screen first fold: Slides fill the height of the screen (below the navigation) instead of the 16:9 frame.
   */
  is_ffi: boolean;
  slider_theme: SliderTheme;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Hotspots container: One large image with up to 12 hotspots placed on it by position (percent from the left and from the top); each opens a short card with a title, copy and a link. The hotspots are native disclosure widgets (details and summary): no JavaScript, one card open at a time.
 */
export interface HotspotsContainerProps {
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
  paragraph: Paragraph;
  image: Image;
  /**
   * Hotspots
   *
   * @maxItems 12
   */
  hotspots: {
    /**
     * Title
     */
    label: string;
    /**
     * From the left (%)
     */
    x: number;
    /**
     * From the top (%)
     */
    y: number;
    paragraph: Paragraph;
    link?: LinkOrButton;
  }[];
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Icon Button Carousel: Feature slides stepped through with labelled icon buttons (an icon and a short label per slide), as well as arrows, swipe and the arrow keys.
 */
export interface IconButtonCarouselProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Shown above the carousel; also its accessible name. Optional.
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  slider_theme: SliderTheme;
  padding: Padding;
  /**
   * Slides
   *
   * @minItems 1
   * @maxItems 8
   */
  slides: [
    {
      /**
       * Button icon
       */
      icon: string;
      /**
       * Button label
       */
      label: string;
      image?: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
    },
    ...{
      /**
       * Button icon
       */
      icon: string;
      /**
       * Button label
       */
      label: string;
      image?: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
    }[],
  ];
  /**
   * Image on the right of the text on wide screens.
   */
  is_reversed: boolean;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Icons timeline: Milestones in order (a model's history, the steps of an order), each with an icon, a date or step label, a heading and text.
 */
export interface IconsTimelineProps {
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
  paragraph: Paragraph;
  /**
   * Milestones
   *
   * @maxItems 20
   */
  milestones: {
    /**
     * Icon: An icon name from the active theme's icon set.
     */
    icon: string;
    /**
     * Date or step: A year, a date or a step name shown above the heading, e.g. 1948.
     */
    label: string;
    /**
     * Heading
     */
    heading: string;
    paragraph: Paragraph;
  }[];
  font_size: FontSize;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Infotainment system: Which infotainment system each model has: the visitor chooses a vehicle (the models named by model key, with their names and stock counts from the stock) and sees its system, text and nested blocks under a title naming the chosen vehicle. Works without JavaScript through a form; with it the choice switches at once.
 */
export interface InfotainmentSystemProps {
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
   * Model title: The title above the chosen vehicle's system; {{model}} is replaced by the chosen vehicle's name.
   */
  model_title: string;
  /**
   * Option label: The label of the vehicle list.
   */
  option_label: string;
  /**
   * Vehicles: One group per vehicle (at most 30); the first is shown until the visitor picks another. Each group holds the blocks shown for its vehicle, as in Tabs.
   *
   * @minItems 1
   * @maxItems 30
   */
  items: [
    {
      /**
       * Car model key: The vehicle by its model key (range-rover-sport, f-pace), as GET /offer_car_models lists them: its name and stock come from the stock.
       */
      car_key: string;
      /**
       * Vehicle name: Shown in the list instead of the stock's name; needed for a model not in stock.
       */
      vehicle_label: string;
      /**
       * System name
       */
      system_name: string;
      paragraph: Paragraph;
      /**
       * Vehicle content
       */
      content: SlotComponent;
    },
    ...{
      /**
       * Car model key: The vehicle by its model key (range-rover-sport, f-pace), as GET /offer_car_models lists them: its name and stock come from the stock.
       */
      car_key: string;
      /**
       * Vehicle name: Shown in the list instead of the stock's name; needed for a model not in stock.
       */
      vehicle_label: string;
      /**
       * System name
       */
      system_name: string;
      paragraph: Paragraph;
      /**
       * Vehicle content
       */
      content: SlotComponent;
    }[],
  ];
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Accolade: An award or review beside an image: the accolade, who gave it and when, a quote or text, and a link to the full review.
 */
export interface JlrImageBoxProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  image?: Image;
  "image-ratio": ImageRatioWithSquare;
  /**
   * Awarded by: Who gave the accolade and when, e.g. What Car? Awards 2026.
   */
  eyebrow: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  paragraph: Paragraph;
  font_size: FontSize;
  "rdx-link"?: LinkOrButton;
  /**
   * Image on the right instead of the left (on wide screens).
   */
  is_reversed: boolean;
  vertical_alignment: VerticalAlignment;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Key details post: A short post with its key details at a glance: an image, a heading, a date, the details as label and value pairs (price from, availability, on sale), text and buttons.
 */
export interface KeyDetailsPostProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  image?: Image;
  /**
   * Date: Publication or event date, shown beside the heading.
   */
  date: string;
  /**
   * Heading
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  paragraph: Paragraph;
  /**
   * Details heading
   */
  details_heading: string;
  /**
   * Key details
   *
   * @maxItems 12
   */
  details: {
    /**
     * Label
     */
    label: string;
    /**
     * Value
     */
    value: string;
  }[];
  "rdx-buttons": RdxButtons;
  button_style: ButtonStyle;
  vertical_alignment: VerticalAlignment;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Map update: A vehicle map download in steps: an introduction, the owner's VIN (checked against an uploaded list of eligible vehicles), then the download and how to install it.
 */
export interface MapUpdateProps {
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
  intro_text: Paragraph;
  /**
   * Start button
   */
  start_label: string;
  /**
   * VIN step heading
   */
  vin_heading: string;
  /**
   * VIN input label
   */
  vin_label: string;
  /**
   * VIN hint
   */
  vin_hint: string;
  /**
   * VIN button
   */
  vin_button: string;
  /**
   * VIN error: Shown when the VIN is not well-formed, not in the list, or the check could not be made.
   */
  vin_error: string;
  /**
   * Download step heading
   */
  download_heading: string;
  download_text: Paragraph;
  download_link: LinkOrButton;
  /**
   * VIN shown label
   */
  vin_shown_label: string;
  /**
   * Back button
   */
  back_label: string;
  /**
   * Start again button
   */
  restart_label: string;
  /**
   * VIN list: The key of the uploaded VIN list this block checks against (/admin/vins).
   */
  list: string;
  /**
   * Require the VIN check digit: On for markets whose VINs carry a check digit in the ninth character (North America).
   */
  check_digit: boolean;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Masonry: A mosaic of one video and up to six images: the video takes a wide tile in the top or bottom row (img_video_grid), the images fill the rest. A background video plays muted unless autoplay is off or the visitor prefers reduced motion.
 */
export interface MasonryProps {
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
  paragraph: Paragraph;
  /**
   * Video position: Whether the video's wide tile opens the mosaic or closes it.
   */
  img_video_grid: "video-top" | "video-bottom";
  video: Video;
  /**
   * Do not start the background video by itself: The visitor starts it with its play button.
   */
  disable_autoplay: boolean;
  /**
   * Video controls: Colour of the play and pause buttons over the video.
   */
  video_ui_theme: "light" | "dark";
  /**
   * Images
   *
   * @maxItems 6
   */
  images: {
    image: Image;
    /**
     * Caption
     */
    caption: string;
  }[];
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Video: One video, played as a YouTube video (a poster and a play button; the player loads from youtube-nocookie.com only when the visitor clicks), a video file with controls, or a muted looping background (paused for visitors who prefer reduced motion). YouTube wins when both a YouTube id and a file are set. A file can have a mobile version, a poster and captions.
 */
export interface Video {
  /**
   * YouTube video id: The 11 characters after v= in the video's YouTube address.
   */
  yt: string;
  /**
   * Video file (desktop)
   */
  native_video: string;
  /**
   * Video file (mobile): Played instead on screens under 768 pixels wide; empty: the desktop file everywhere.
   */
  native_video_mobile: string;
  /**
   * Play as muted background: The file loops without sound or controls; paused for visitors who prefer reduced motion, with a pause button for everyone.
   */
  native_video_background: boolean;
  poster?: Image;
  /**
   * Video title: Names the video for screen readers and on the play button.
   */
  title: string;
  /**
   * Captions file (WebVTT): A .vtt file on this site or an https URL, offered as the video file's subtitles.
   */
  captions: string;
  /**
   * Captions language: A language tag such as en or en-GB.
   */
  captions_language: string;
}
/**
 * MENA News: The published news pages of one locale and market, newest first, a page at a time (?page=N links that work without JavaScript). Each item links to its news page with the list page it came from, so the news page's back link returns there; items the visitor has opened are marked as visited.
 */
export interface MenaNewsProps {
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
  /**
   * Locale: The news pages listed are those of this locale.
   */
  locale: "en" | "ar" | "fr" | "ge" | "ru";
  /**
   * Market: The news pages listed are those of this market.
   */
  market: "AE" | "SA" | "KW" | "QA" | "BH" | "OM" | "EG" | "JO" | "LB";
  /**
   * News per page
   */
  page_size: number;
  /**
   * Read more label
   */
  read_more: string;
  /**
   * Pagination text: Between the previous and next links; {page} and {pages} are replaced by the page number and the number of pages.
   */
  pagination_text: string;
  /**
   * Previous page label
   */
  previous_label: string;
  /**
   * Next page label
   */
  next_label: string;
  /**
   * Visited label: Marks the news the visitor has already opened.
   */
  visited_label: string;
  /**
   * Error title
   */
  error_title: string;
  /**
   * Error text
   */
  error_text: string;
  /**
   * No results title
   */
  no_results_title: string;
  /**
   * No results text
   */
  no_results_text: string;
  dir: Dir;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Number button carousel: Feature slides (image, heading, text, button) stepped through with numbered buttons (01, 02, 03...) as well as arrows, swipe and the arrow keys.
 */
export interface NumberButtonCarouselProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Shown above the carousel; also its accessible name. Optional.
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  slider_theme: SliderTheme;
  padding: Padding;
  /**
   * Slides
   *
   * @minItems 1
   * @maxItems 10
   */
  slides: [
    {
      image?: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
    },
    ...{
      image?: Image;
      /**
       * Heading
       */
      heading: string;
      /**
       * Text
       */
      paragraph: string;
      button?: LinkOrButton;
    }[],
  ];
  /**
   * Image on the right of the text on wide screens.
   */
  is_reversed: boolean;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Offers: The active offers (published, inside their schedule) the block's category and brand switches select, each with an enquiry that opens the lead form with the offer filled in; 'Offers request error' with 'Try again' when the offers cannot be read.
 */
export interface OffersProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Category heading: The heading above the offers (e.g. New car offers); empty for none.
   */
  category: string;
  /**
   * New cars: Category switches: with none on, every category is listed.
   */
  new_cars: boolean;
  /**
   * Approved
   */
  approved: boolean;
  /**
   * Owners
   */
  owners: boolean;
  /**
   * Branded goods
   */
  branded_goods: boolean;
  /**
   * Defender: Brand switches: with none on, every model family is listed.
   */
  defender: boolean;
  /**
   * Discovery
   */
  discovery: boolean;
  /**
   * Range Rover
   */
  range_rover: boolean;
  /**
   * Jaguar
   */
  jaguar: boolean;
  /**
   * Form title
   */
  form_title: string;
  /**
   * Form subtitle
   */
  form_subtile: string;
  /**
   * Form id: The published lead form the enquiry opens (the forms admin shows its id); its hidden fields offer_id, offer_title and car_model_key are filled with the offer's.
   */
  form_id: string;
  /**
   * Two-column form
   */
  has_two_columns: boolean;
  button_position: HorizontalAlignment;
  /**
   * Error text
   */
  error_text: string;
  /**
   * Error button text
   */
  error_button_text: string;
  box_color: BoxColor;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Parallax: Up to 40 full-width image panels, each with an optional heading, copy and button; the image drifts more slowly than the page as it scrolls (CSS scroll-driven animation, no JavaScript; still for visitors who prefer reduced motion and in browsers without it).
 */
export interface ParallaxProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Panels
   *
   * @minItems 1
   * @maxItems 40
   */
  items: [
    {
      image: Image;
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      button?: LinkOrButton;
      text_position: HorizontalAlignment;
    },
    ...{
      image: Image;
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      button?: LinkOrButton;
      text_position: HorizontalAlignment;
    }[],
  ];
  header_tag: HeaderTag;
  header_size: HeaderSize;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Racing results: The classification of one race of the season, chosen from the five results files: position, driver, team, time and points, with the brand's own team highlighted.
 */
export interface RacingResultsProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Section heading: Empty: the race's name.
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  /**
   * Results file
   */
  url:
    | "results/2026-round-1-mexico-city.json"
    | "results/2026-round-2-diriyah.json"
    | "results/2026-round-3-monaco.json"
    | "results/2026-round-4-berlin.json"
    | "results/2026-round-5-london.json";
  /**
   * Rows shown
   */
  limit: number;
  /**
   * Show points
   */
  show_points: boolean;
  /**
   * Highlighted team: Rows of this team stand out, e.g. the brand's own.
   */
  highlight_team: string;
  "rdx-link"?: LinkOrButton;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Range calculator: An electric range estimate: the visitor chooses the wheels, the outside temperature and climate control and sees the range between minimal_range and maximal_range. The wheel and temperature factors come from data_url (JSON: wheels [{key, label, factor}], temperatures [{celsius, factor}], climate_factor).
 */
export interface RangeCalculatorProps {
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
  /**
   * Data URL: Where the range factors are read from: a path on this site or an https URL that allows this site (CORS).
   */
  data_url: string;
  /**
   * Minimal range
   */
  minimal_range: number;
  /**
   * Maximal range
   */
  maximal_range: number;
  /**
   * Distance unit
   */
  distance_unit: "km" | "mi";
  /**
   * Wheel label
   */
  wheel_label: string;
  /**
   * Temperature label
   */
  temperature_label: string;
  /**
   * Temperature unit
   */
  temperature_unit: "celsius" | "fahrenheit";
  /**
   * Climate control label
   */
  climate_label: string;
  /**
   * Result label
   */
  result_label: string;
  /**
   * Disclaimer
   */
  disclaimer: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Ready to go bar: A bar of next steps (configure, test drive, find a retailer...), each an icon with a link. Holds up to five; only the first four are shown.
 */
export interface ReadyToGoBarProps {
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
  /**
   * Steps: Up to five; only the first four are shown.
   *
   * @maxItems 5
   */
  items: {
    /**
     * Icon: An icon name from the active theme's icon set.
     */
    icon: string;
    "rdx-link"?: LinkOrButton;
  }[];
  button_style: ButtonStyle;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Rent a Car: A rental enquiry in steps: place and dates (closed on Sundays), car, extras, then the visitor's contact details in one of your forms, with a summary of the choices. The enquiry arrives as a lead; the visitor then sees a thank-you or an error message.
 */
export interface RentACarProps {
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
  box_color: BoxColor;
  /**
   * Steps: The flow's steps in order (at most 4). A missing location and date step is added first and a missing contact step last, since the inquiry needs both.
   *
   * @minItems 1
   * @maxItems 4
   */
  steps: [
    {
      /**
       * Step
       */
      step: "location" | "vehicle" | "extras" | "contact";
      /**
       * Title
       */
      title: string;
      description: Paragraph;
      /**
       * Step data: Limits of the location and date step: shortest and longest rental in days, and how many days ahead it may start.
       */
      data_json: {
        min_days?: number;
        max_days?: number;
        max_days_ahead?: number;
      };
    },
    ...{
      /**
       * Step
       */
      step: "location" | "vehicle" | "extras" | "contact";
      /**
       * Title
       */
      title: string;
      description: Paragraph;
      /**
       * Step data: Limits of the location and date step: shortest and longest rental in days, and how many days ahead it may start.
       */
      data_json: {
        min_days?: number;
        max_days?: number;
        max_days_ahead?: number;
      };
    }[],
  ];
  /**
   * Texts: The flow's labels, in the page's language.
   */
  block_translations: {
    /**
     * Location step
     */
    location_step: string;
    /**
     * Vehicle step
     */
    vehicle_step: string;
    /**
     * Extras step
     */
    extras_step: string;
    /**
     * Contact step
     */
    contact_step: string;
    /**
     * Pick up location
     */
    pick_up_location: string;
    /**
     * Pick up date
     */
    pick_up_date: string;
    /**
     * Return date
     */
    return_date: string;
    /**
     * Choose location
     */
    choose_location: string;
    /**
     * Next
     */
    next: string;
    /**
     * Back
     */
    back: string;
    /**
     * Per day
     */
    per_day: string;
    /**
     * Total
     */
    total: string;
    /**
     * Days
     */
    days: string;
    /**
     * Summary heading
     */
    summary_heading: string;
    /**
     * Start again
     */
    start_again: string;
    /**
     * Try again
     */
    try_again: string;
    /**
     * Sundays closed
     */
    sundays_closed: string;
    /**
     * No vehicles
     */
    no_vehicles: string;
    /**
     * Map label: Names the map of the pick-up points (read by screen readers).
     */
    map_label: string;
  };
  /**
   * Locations
   *
   * @minItems 1
   * @maxItems 50
   */
  locations_json: [
    {
      /**
       * Key
       */
      name_key: string;
      /**
       * City
       */
      city_name: string;
      /**
       * Point
       */
      point_name: string;
      /**
       * Address
       */
      address: string;
      coordinates: {
        lat: number;
        lng: number;
      };
    },
    ...{
      /**
       * Key
       */
      name_key: string;
      /**
       * City
       */
      city_name: string;
      /**
       * Point
       */
      point_name: string;
      /**
       * Address
       */
      address: string;
      coordinates: {
        lat: number;
        lng: number;
      };
    }[],
  ];
  /**
   * Vehicles
   *
   * @minItems 1
   * @maxItems 50
   */
  vehicles_json: [
    {
      /**
       * Image: Pick an image of the media library by its name, or type an image URL.
       */
      image_id?: string;
      /**
       * Name
       */
      display_name: string;
      /**
       * Nameplate
       */
      nameplate_name: string;
      price: {
        daily: number;
      };
      /**
       * The name_key of each location the vehicle is rented at.
       *
       * @minItems 1
       * @maxItems 50
       */
      locations: [string, ...string[]];
      /**
       * @maxItems 12
       */
      specification: {
        /**
         * Label
         */
        label: string;
        /**
         * Value
         */
        value: string;
      }[];
    },
    ...{
      /**
       * Image: Pick an image of the media library by its name, or type an image URL.
       */
      image_id?: string;
      /**
       * Name
       */
      display_name: string;
      /**
       * Nameplate
       */
      nameplate_name: string;
      price: {
        daily: number;
      };
      /**
       * The name_key of each location the vehicle is rented at.
       *
       * @minItems 1
       * @maxItems 50
       */
      locations: [string, ...string[]];
      /**
       * @maxItems 12
       */
      specification: {
        /**
         * Label
         */
        label: string;
        /**
         * Value
         */
        value: string;
      }[];
    }[],
  ];
  /**
   * Extras
   *
   * @maxItems 20
   */
  additional_json: {
    /**
     * Heading
     */
    heading: string;
    price: number;
    /**
     * Price context: Shown after the price, e.g. '/ day'.
     */
    price_string_context: string;
    /**
     * Charged
     */
    charge: "per_day" | "per_rental";
    /**
     * @maxItems 10
     */
    features_list: string[];
    controller: (
      | {
          type: "amount";
          min: number;
          max: number;
          /**
           * The step between amounts.
           */
          value: number;
          default: number;
        }
      | {
          type: "toggler";
          /**
           * On
           */
          true_label: string;
          /**
           * Off
           */
          false_label: string;
        }
    ) & {
      /**
       * Controller
       */
      type: "amount" | "toggler";
    };
  }[];
  /**
   * Currency symbol
   */
  currency_symbol: string;
  /**
   * Contact form id: A published form of the forms service; its lead is the inquiry.
   */
  contact_step_form_id: string;
  /**
   * Form field values: Fields of the contact form filled from the visitor's choices: the value may hold the summary template's placeholders, e.g. {summary}.
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
   * Summary template: The summary shown with the contact step and sent with the lead. Placeholders: {location}, {address}, {pick_up_date}, {return_date}, {days}, {vehicle}, {daily_price}, {extras}, {total}.
   */
  form_summary_template: string;
  /**
   * Thank-you heading
   */
  thank_you_heading: string;
  thank_you_text: Paragraph;
  /**
   * Error heading
   */
  error_heading: string;
  error_text: Paragraph;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Retailer cards: A list of retailers (name, address, contact details, services) that visitors can sort by distance from their postcode or, after they ask for it, their location. The list is in the page; only the distance search runs in the browser.
 */
export interface RetailerCardsProps {
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
  paragraph: Paragraph;
  /**
   * Distance unit
   */
  distance_unit: "km" | "mi";
  /**
   * Search radius: Retailers further than this (in the distance unit) are left out of a search; 0 for no limit.
   */
  search_radius: number;
  /**
   * Postcode label
   */
  postcode_label: string;
  /**
   * Search button
   */
  search_label: string;
  /**
   * Location button: Asks the browser for the visitor's location; empty hides the button.
   */
  location_label: string;
  /**
   * Retailers
   *
   * @maxItems 30
   */
  items: {
    /**
     * Name
     */
    name: string;
    /**
     * Address
     */
    address: string;
    /**
     * City
     */
    city: string;
    /**
     * Latitude
     */
    latitude: number;
    /**
     * Longitude
     */
    longitude: number;
    contact_info: Json;
    services: Json;
  }[];
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Retailer schema: Publishes a retailer's details to search engines as schema.org structured data (AutoDealer or LocalBusiness JSON-LD). Visitors see nothing of it on the page.
 */
export interface RetailerSchemaProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Business type
   */
  business_type: "AutoDealer" | "LocalBusiness";
  /**
   * Name
   */
  name: string;
  /**
   * Description
   */
  description: string;
  /**
   * Keywords: Comma-separated.
   */
  keywords: string;
  opening_hours: Json;
  /**
   * Payment accepted: E.g. Cash, Credit Card, Finance.
   */
  payment_accepted: string;
  /**
   * Price range: E.g. $$$ or R 800 000 - R 3 000 000.
   */
  price_range: string;
  /**
   * Address
   */
  address: {
    /**
     * Street
     */
    street_address: string;
    /**
     * City
     */
    locality: string;
    /**
     * Province or state
     */
    region: string;
    /**
     * Postcode
     */
    postal_code: string;
    /**
     * Country: ISO 3166-1 alpha-2 code, e.g. ZA.
     */
    country: string;
  };
  /**
   * Latitude
   */
  latitude?: number;
  /**
   * Longitude
   */
  longitude?: number;
  contact_info: Json;
  offers_info: Json;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Reverse calculator: Stock by monthly budget: the visitor sets what they want to pay a month and 'Filter By Monthly Budget' lists the vehicles of the publication list whose payment, on the showroom's default finance terms, fits it; 'Reset Filter' clears it.
 */
export interface ReverseCalculatorProps {
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
  /**
   * Publication list: The publication list of the stock searched, e.g. all, new, used or approved.
   */
  ci_key_list: string;
  /**
   * Budget label
   */
  budget_label: string;
  /**
   * Lowest budget
   */
  min_budget: number;
  /**
   * Highest budget
   */
  max_budget: number;
  /**
   * Budget step
   */
  budget_step: number;
  /**
   * Starting budget
   */
  default_budget: number;
  /**
   * Filter button
   */
  filter_label: string;
  /**
   * Reset button
   */
  reset_label: string;
  /**
   * Error text
   */
  error_text: string;
  /**
   * No results text
   */
  no_results_text: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Seat Slider: Up to four frames of the seating (for example all seats up, one row folded, all folded) that step through by themselves every 1,200 ms by default, or by swipe, arrows and the numbered buttons; still for visitors who prefer reduced motion. Each frame's alternative text is its caption.
 */
export interface SeatSliderProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Shown above the carousel; also its accessible name. Optional.
   */
  heading: string;
  header_tag: HeaderTag;
  header_size: HeaderSize;
  slider_theme: SliderTheme;
  padding: Padding;
  /**
   * Text
   */
  paragraph: string;
  /**
   * Frame time (ms): How long each frame stays while it plays by itself, 500 to 10,000 ms.
   */
  counter: number;
  /**
   * Play automatically
   */
  is_autoplay: boolean;
  frame_1: Image;
  frame_2?: Image;
  frame_3?: Image;
  frame_4?: Image;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Select vehicle to update: A vehicle dropdown and a model year dropdown (Show me, Clear) that show the groups of systems with software updates for that vehicle, a result count, a View all systems link and a HOW TO UPDATE modal. The mapper JSON says which group shows for which vehicle and year.
 */
export interface SelectVehicleToUpdateProps {
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
  /**
   * Vehicle dropdown label
   */
  parent_label: string;
  /**
   * Vehicle dropdown placeholder
   */
  parent_placeholder: string;
  /**
   * Model year dropdown label
   */
  child_label: string;
  /**
   * Model year dropdown placeholder
   */
  child_placeholder: string;
  /**
   * Show button
   */
  show_label: string;
  /**
   * Clear button
   */
  clear_label: string;
  /**
   * Result count: {count} is replaced by the number of groups shown.
   */
  result_count_text: string;
  /**
   * No results text
   */
  no_results_text: string;
  /**
   * View all systems link
   */
  view_all_label: string;
  /**
   * How to update button
   */
  how_to_label: string;
  /**
   * How to update modal heading
   */
  how_to_heading: string;
  how_to_text: Paragraph;
  mapper: Json;
  /**
   * Groups of systems
   *
   * @minItems 1
   * @maxItems 20
   */
  groups: [
    {
      /**
       * Key (as in the mapper's subblocks_groups)
       */
      key: string;
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      /**
       * Group content
       */
      content: SlotComponent;
    },
    ...{
      /**
       * Key (as in the mapper's subblocks_groups)
       */
      key: string;
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      /**
       * Group content
       */
      content: SlotComponent;
    }[],
  ];
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Single offer: One offer by id: its images, prices, schedule, description and a call to action. Shown only while the offer is published and inside its schedule.
 */
export interface SingleOfferProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Offer: The id of the offer (/admin/offers lists them).
   */
  offer_id: string;
  header_tag: HeaderTag;
  /**
   * Call to action link: Where the call to action leads (a path on this site or https://...); its label is the offer's.
   */
  cta_url: string;
  /**
   * Image on the other side
   */
  is_reversed: boolean;
  box_color: BoxColor;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Specification: A model's technical specification as tables: up to 100 rows of label and value, grouped under their category (Performance, Dimensions...), with a footnote.
 */
export interface SpecificationProps {
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
  paragraph: Paragraph;
  /**
   * Rows: Consecutive rows with the same category form one table.
   *
   * @maxItems 100
   */
  rows: {
    /**
     * Category
     */
    category: string;
    /**
     * Label
     */
    label: string;
    /**
     * Value
     */
    value: string;
  }[];
  "col-numbers": ColNumbers;
  /**
   * Footnote
   */
  disclaimer: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Specification at a glance: The headline figures of a model (power, acceleration, range, seats) as up to 20 tiles with icon, value and unit, optionally beside an image, with a link to the full specification.
 */
export interface SpecificationAtGlanceProps {
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
  image?: Image;
  /**
   * Figures
   *
   * @maxItems 20
   */
  items: {
    /**
     * Icon: An icon name from the active theme's icon set.
     */
    icon: string;
    /**
     * Value
     */
    value: string;
    /**
     * Unit
     */
    unit: string;
    /**
     * Label
     */
    label: string;
  }[];
  "col-numbers": ColNumbers;
  "rdx-link"?: LinkOrButton;
  /**
   * Footnote
   */
  disclaimer: string;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
   * Publication list: The publication list of the stock the vehicles come from, e.g. all, new, used, approved, land-rover or jaguar.
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
   * Publication list: The publication list of the stock the vehicles come from, e.g. all, new, used, approved, land-rover or jaguar.
   */
  ci_key_list: string;
  button?: LinkOrButton;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
   * Publication list: The publication list of the stock the vehicles come from, e.g. all, new, used, approved, land-rover or jaguar.
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Subscription quiz: A welcome screen, three questions (purpose, period, yearly mileage below or above 20000 km), a summary of the answers, then a main and an alternative product among subscription, loan, full service leasing and leasing to go.
 */
export interface SubscriptionQuizProps {
  /**
   * Block id: Unique within the page; set by the editor.
   */
  id: string;
  /**
   * Block Scroll ID: Anchor for in-page links: the block can be reached at #<id>.
   */
  block_scroll_id: string;
  /**
   * Welcome heading
   */
  welcome_heading: string;
  welcome_text: Paragraph;
  header_tag: HeaderTag;
  /**
   * Start button
   */
  start_label: string;
  /**
   * Next button
   */
  next_label: string;
  /**
   * Previous button
   */
  previous_label: string;
  /**
   * Purpose question
   */
  purpose_question: string;
  /**
   * Purpose answers
   */
  purpose_labels: {
    /**
     * private
     */
    private: string;
    /**
     * business
     */
    business: string;
    /**
     * both
     */
    both: string;
  };
  /**
   * Period question
   */
  period_question: string;
  /**
   * Period answers
   */
  period_labels: {
    /**
     * 6-12
     */
    "6-12": string;
    /**
     * 12-24
     */
    "12-24": string;
    /**
     * 24-60
     */
    "24-60": string;
  };
  /**
   * Mileage question
   */
  mileage_question: string;
  /**
   * Mileage answers (threshold 20000 km)
   */
  mileage_labels: {
    /**
     * below
     */
    below: string;
    /**
     * above
     */
    above: string;
  };
  /**
   * Summary heading
   */
  summary_heading: string;
  /**
   * Show products button
   */
  products_label: string;
  /**
   * Change answers button
   */
  edit_label: string;
  /**
   * Main product label
   */
  main_label: string;
  /**
   * Alternative product label
   */
  alternative_label: string;
  /**
   * Start again button
   */
  restart_label: string;
  /**
   * Products
   */
  products: {
    /**
     * Subscription
     */
    subscription: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
    /**
     * Loan
     */
    loan: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
    /**
     * Full service leasing
     */
    full_service: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
    /**
     * Leasing to go
     */
    leasing_to_go: {
      /**
       * Heading
       */
      heading: string;
      paragraph: Paragraph;
      link?: LinkOrButton;
    };
  };
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * Video: One video with an optional heading and copy: a YouTube video behind a click-to-load poster (nothing is fetched from YouTube before the click), a video file with controls, poster and captions, or a muted background loop that stays still for visitors who prefer reduced motion.
 */
export interface VideoProps {
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
  paragraph: Paragraph;
  video: Video;
  /**
   * Video controls: Colour of the play and pause buttons over the video.
   */
  video_ui_theme: "light" | "dark";
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
}
/**
 * VIN checker: A VIN input that tells owners whether their vehicle is in a list (e.g. a recall campaign): a positive response (book parts replacement at the service centre) or a negative one (not an affected vehicle).
 */
export interface VinCheckerProps {
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
  /**
   * Input label
   */
  label_text: string;
  /**
   * Button
   */
  button_text: string;
  response_positive: Paragraph;
  response_negative: Paragraph;
  /**
   * Invalid VIN text
   */
  invalid_text: string;
  /**
   * Error text
   */
  error_text: string;
  /**
   * VIN list: The key of the uploaded VIN list this block checks against (/admin/vins).
   */
  list: string;
  /**
   * Require the VIN check digit: On for markets whose VINs carry a check digit in the ninth character (North America).
   */
  check_digit: boolean;
  box_color: BoxColor;
  padding: Padding;
  dc_strategy?: DcStrategy;
  offer_schedule?: OfferSchedule;
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

/**
 * A page document: the editor's data with nested slots, plus a schema version. A type, not an interface,
 * so it is assignable where the page-record schema types a document as a plain JSON object (a route's reply).
 */
export type PageDocument = {
  schemaVersion: 1;
  /** Versions of the blocks above version 1 when the document was written; absent = all at 1 (decision 019). */
  blockVersions?: { [blockKey: string]: number };
  root: { props: PageRootProps };
  content: BlockNode[];
};
