// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";
import { page } from "./validators/page-document.js";
import { fillDefaults, type CompiledValidator } from "./validators/runtime.js";
import { validate as block_360_views } from "./validators/360-views.js";
import { validate as block_accordion } from "./validators/accordion.js";
import { validate as block_calculator } from "./validators/calculator.js";
import { validate as block_car_rent } from "./validators/car-rent.js";
import { validate as block_collection_item } from "./validators/collection-item.js";
import { validate as block_collection_slider_feed } from "./validators/collection-slider-feed.js";
import { validate as block_color_picker } from "./validators/color-picker.js";
import { validate as block_column_group } from "./validators/column-group.js";
import { validate as block_compare_images } from "./validators/compare-images.js";
import { validate as block_content_blocks } from "./validators/content-blocks.js";
import { validate as block_derivatives } from "./validators/derivatives.js";
import { validate as block_dual_frame_carousel_2_0 } from "./validators/dual-frame-carousel-2-0.js";
import { validate as block_dual_frame_map } from "./validators/dual-frame-map.js";
import { validate as block_electrifying_power } from "./validators/electrifying-power.js";
import { validate as block_entry_form } from "./validators/entry-form.js";
import { validate as block_expanded_entry_form } from "./validators/expanded-entry-form.js";
import { validate as block_extended_warranty } from "./validators/extended-warranty.js";
import { validate as block_finance_calculator } from "./validators/finance-calculator.js";
import { validate as block_floating_action_button } from "./validators/floating-action-button.js";
import { validate as block_form } from "./validators/form.js";
import { validate as block_fuel_type_quiz } from "./validators/fuel-type-quiz.js";
import { validate as block_gallery_carousel } from "./validators/gallery-carousel.js";
import { validate as block_gallery_categories } from "./validators/gallery-categories.js";
import { validate as block_hero_carousel } from "./validators/hero-carousel.js";
import { validate as block_hero_title_banner } from "./validators/hero-title-banner.js";
import { validate as block_hotspots_container } from "./validators/hotspots-container.js";
import { validate as block_icon_button_carousel } from "./validators/icon-button-carousel.js";
import { validate as block_icons_timeline } from "./validators/icons-timeline.js";
import { validate as block_image_element } from "./validators/image-element.js";
import { validate as block_image_tabs } from "./validators/image-tabs.js";
import { validate as block_infotainment_system } from "./validators/infotainment-system.js";
import { validate as block_inpage_navigation } from "./validators/inpage-navigation.js";
import { validate as block_jlr_image_box } from "./validators/jlr-image-box.js";
import { validate as block_key_details_post } from "./validators/key-details-post.js";
import { validate as block_map_update } from "./validators/map-update.js";
import { validate as block_masonry } from "./validators/masonry.js";
import { validate as block_mena_news } from "./validators/mena-news.js";
import { validate as block_number_button_carousel } from "./validators/number-button-carousel.js";
import { validate as block_offers } from "./validators/offers.js";
import { validate as block_order_online_checkout } from "./validators/order-online-checkout.js";
import { validate as block_parallax } from "./validators/parallax.js";
import { validate as block_quote } from "./validators/quote.js";
import { validate as block_quote_slider } from "./validators/quote-slider.js";
import { validate as block_racing_results } from "./validators/racing-results.js";
import { validate as block_range_calculator } from "./validators/range-calculator.js";
import { validate as block_ready_to_go_bar } from "./validators/ready-to-go-bar.js";
import { validate as block_rent_a_car } from "./validators/rent-a-car.js";
import { validate as block_retailer_cards } from "./validators/retailer-cards.js";
import { validate as block_retailer_schema } from "./validators/retailer-schema.js";
import { validate as block_reverse_calculator } from "./validators/reverse-calculator.js";
import { validate as block_seat_slider } from "./validators/seat-slider.js";
import { validate as block_select_vehicle_to_update } from "./validators/select-vehicle-to-update.js";
import { validate as block_single_offer } from "./validators/single-offer.js";
import { validate as block_specification } from "./validators/specification.js";
import { validate as block_specification_at_glance } from "./validators/specification-at-glance.js";
import { validate as block_stock_locator } from "./validators/stock-locator.js";
import { validate as block_stock_locator_carousel } from "./validators/stock-locator-carousel.js";
import { validate as block_stock_locator_overseas } from "./validators/stock-locator-overseas.js";
import { validate as block_subscription_quiz } from "./validators/subscription-quiz.js";
import { validate as block_tabs } from "./validators/tabs.js";
import { validate as block_video } from "./validators/video.js";
import { validate as block_vin_checker } from "./validators/vin-checker.js";

export type { CompiledValidator, SchemaIssue } from "./validators/runtime.js";

/** Validates a whole page document, nested slots included. */
export const validatePageDocument: CompiledValidator = page;

/** Validates one block's props (with its nested blocks). */
export const blockValidators: { readonly [K in BlockKey]: CompiledValidator } = {
  "360-views": block_360_views,
  accordion: block_accordion,
  calculator: block_calculator,
  "car-rent": block_car_rent,
  "collection-item": block_collection_item,
  "collection-slider-feed": block_collection_slider_feed,
  "color-picker": block_color_picker,
  "column-group": block_column_group,
  "compare-images": block_compare_images,
  "content-blocks": block_content_blocks,
  derivatives: block_derivatives,
  "dual-frame-carousel-2-0": block_dual_frame_carousel_2_0,
  "dual-frame-map": block_dual_frame_map,
  "electrifying-power": block_electrifying_power,
  "entry-form": block_entry_form,
  "expanded-entry-form": block_expanded_entry_form,
  "extended-warranty": block_extended_warranty,
  "finance-calculator": block_finance_calculator,
  "floating-action-button": block_floating_action_button,
  form: block_form,
  "fuel-type-quiz": block_fuel_type_quiz,
  "gallery-carousel": block_gallery_carousel,
  "gallery-categories": block_gallery_categories,
  "hero-carousel": block_hero_carousel,
  "hero-title-banner": block_hero_title_banner,
  "hotspots-container": block_hotspots_container,
  "icon-button-carousel": block_icon_button_carousel,
  "icons-timeline": block_icons_timeline,
  "image-element": block_image_element,
  "image-tabs": block_image_tabs,
  "infotainment-system": block_infotainment_system,
  "inpage-navigation": block_inpage_navigation,
  "jlr-image-box": block_jlr_image_box,
  "key-details-post": block_key_details_post,
  "map-update": block_map_update,
  masonry: block_masonry,
  "mena-news": block_mena_news,
  "number-button-carousel": block_number_button_carousel,
  offers: block_offers,
  "order-online-checkout": block_order_online_checkout,
  parallax: block_parallax,
  quote: block_quote,
  "quote-slider": block_quote_slider,
  "racing-results": block_racing_results,
  "range-calculator": block_range_calculator,
  "ready-to-go-bar": block_ready_to_go_bar,
  "rent-a-car": block_rent_a_car,
  "retailer-cards": block_retailer_cards,
  "retailer-schema": block_retailer_schema,
  "reverse-calculator": block_reverse_calculator,
  "seat-slider": block_seat_slider,
  "select-vehicle-to-update": block_select_vehicle_to_update,
  "single-offer": block_single_offer,
  specification: block_specification,
  "specification-at-glance": block_specification_at_glance,
  "stock-locator": block_stock_locator,
  "stock-locator-carousel": block_stock_locator_carousel,
  "stock-locator-overseas": block_stock_locator_overseas,
  "subscription-quiz": block_subscription_quiz,
  tabs: block_tabs,
  video: block_video,
  "vin-checker": block_vin_checker,
};

/**
 * Fills in missing defaults of one block's props, in place, nested blocks included: the block's
 * validator run with defaults switched on (its answer is not the point; ask blockValidators).
 */
export const defaultAppliers: { readonly [K in BlockKey]: (props: unknown) => void } = {
  "360-views": (props) => fillDefaults(block_360_views, props),
  accordion: (props) => fillDefaults(block_accordion, props),
  calculator: (props) => fillDefaults(block_calculator, props),
  "car-rent": (props) => fillDefaults(block_car_rent, props),
  "collection-item": (props) => fillDefaults(block_collection_item, props),
  "collection-slider-feed": (props) => fillDefaults(block_collection_slider_feed, props),
  "color-picker": (props) => fillDefaults(block_color_picker, props),
  "column-group": (props) => fillDefaults(block_column_group, props),
  "compare-images": (props) => fillDefaults(block_compare_images, props),
  "content-blocks": (props) => fillDefaults(block_content_blocks, props),
  derivatives: (props) => fillDefaults(block_derivatives, props),
  "dual-frame-carousel-2-0": (props) => fillDefaults(block_dual_frame_carousel_2_0, props),
  "dual-frame-map": (props) => fillDefaults(block_dual_frame_map, props),
  "electrifying-power": (props) => fillDefaults(block_electrifying_power, props),
  "entry-form": (props) => fillDefaults(block_entry_form, props),
  "expanded-entry-form": (props) => fillDefaults(block_expanded_entry_form, props),
  "extended-warranty": (props) => fillDefaults(block_extended_warranty, props),
  "finance-calculator": (props) => fillDefaults(block_finance_calculator, props),
  "floating-action-button": (props) => fillDefaults(block_floating_action_button, props),
  form: (props) => fillDefaults(block_form, props),
  "fuel-type-quiz": (props) => fillDefaults(block_fuel_type_quiz, props),
  "gallery-carousel": (props) => fillDefaults(block_gallery_carousel, props),
  "gallery-categories": (props) => fillDefaults(block_gallery_categories, props),
  "hero-carousel": (props) => fillDefaults(block_hero_carousel, props),
  "hero-title-banner": (props) => fillDefaults(block_hero_title_banner, props),
  "hotspots-container": (props) => fillDefaults(block_hotspots_container, props),
  "icon-button-carousel": (props) => fillDefaults(block_icon_button_carousel, props),
  "icons-timeline": (props) => fillDefaults(block_icons_timeline, props),
  "image-element": (props) => fillDefaults(block_image_element, props),
  "image-tabs": (props) => fillDefaults(block_image_tabs, props),
  "infotainment-system": (props) => fillDefaults(block_infotainment_system, props),
  "inpage-navigation": (props) => fillDefaults(block_inpage_navigation, props),
  "jlr-image-box": (props) => fillDefaults(block_jlr_image_box, props),
  "key-details-post": (props) => fillDefaults(block_key_details_post, props),
  "map-update": (props) => fillDefaults(block_map_update, props),
  masonry: (props) => fillDefaults(block_masonry, props),
  "mena-news": (props) => fillDefaults(block_mena_news, props),
  "number-button-carousel": (props) => fillDefaults(block_number_button_carousel, props),
  offers: (props) => fillDefaults(block_offers, props),
  "order-online-checkout": (props) => fillDefaults(block_order_online_checkout, props),
  parallax: (props) => fillDefaults(block_parallax, props),
  quote: (props) => fillDefaults(block_quote, props),
  "quote-slider": (props) => fillDefaults(block_quote_slider, props),
  "racing-results": (props) => fillDefaults(block_racing_results, props),
  "range-calculator": (props) => fillDefaults(block_range_calculator, props),
  "ready-to-go-bar": (props) => fillDefaults(block_ready_to_go_bar, props),
  "rent-a-car": (props) => fillDefaults(block_rent_a_car, props),
  "retailer-cards": (props) => fillDefaults(block_retailer_cards, props),
  "retailer-schema": (props) => fillDefaults(block_retailer_schema, props),
  "reverse-calculator": (props) => fillDefaults(block_reverse_calculator, props),
  "seat-slider": (props) => fillDefaults(block_seat_slider, props),
  "select-vehicle-to-update": (props) => fillDefaults(block_select_vehicle_to_update, props),
  "single-offer": (props) => fillDefaults(block_single_offer, props),
  specification: (props) => fillDefaults(block_specification, props),
  "specification-at-glance": (props) => fillDefaults(block_specification_at_glance, props),
  "stock-locator": (props) => fillDefaults(block_stock_locator, props),
  "stock-locator-carousel": (props) => fillDefaults(block_stock_locator_carousel, props),
  "stock-locator-overseas": (props) => fillDefaults(block_stock_locator_overseas, props),
  "subscription-quiz": (props) => fillDefaults(block_subscription_quiz, props),
  tabs: (props) => fillDefaults(block_tabs, props),
  video: (props) => fillDefaults(block_video, props),
  "vin-checker": (props) => fillDefaults(block_vin_checker, props),
};
