// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";
import { page } from "./validators/page-document.ts";
import { page as checkPage } from "./validators/checks/page-document.ts";
import { validate as block_360_views } from "./validators/360-views.ts";
import { applyDefaults as defaults_block_360_views } from "./validators/defaults/360-views.ts";
import { check as check_block_360_views } from "./validators/checks/360-views.ts";
import { validate as block_accordion } from "./validators/accordion.ts";
import { applyDefaults as defaults_block_accordion } from "./validators/defaults/accordion.ts";
import { check as check_block_accordion } from "./validators/checks/accordion.ts";
import { validate as block_calculator } from "./validators/calculator.ts";
import { applyDefaults as defaults_block_calculator } from "./validators/defaults/calculator.ts";
import { check as check_block_calculator } from "./validators/checks/calculator.ts";
import { validate as block_car_rent } from "./validators/car-rent.ts";
import { applyDefaults as defaults_block_car_rent } from "./validators/defaults/car-rent.ts";
import { check as check_block_car_rent } from "./validators/checks/car-rent.ts";
import { validate as block_collection_item } from "./validators/collection-item.ts";
import { applyDefaults as defaults_block_collection_item } from "./validators/defaults/collection-item.ts";
import { check as check_block_collection_item } from "./validators/checks/collection-item.ts";
import { validate as block_collection_slider_feed } from "./validators/collection-slider-feed.ts";
import { applyDefaults as defaults_block_collection_slider_feed } from "./validators/defaults/collection-slider-feed.ts";
import { check as check_block_collection_slider_feed } from "./validators/checks/collection-slider-feed.ts";
import { validate as block_color_picker } from "./validators/color-picker.ts";
import { applyDefaults as defaults_block_color_picker } from "./validators/defaults/color-picker.ts";
import { check as check_block_color_picker } from "./validators/checks/color-picker.ts";
import { validate as block_column_group } from "./validators/column-group.ts";
import { applyDefaults as defaults_block_column_group } from "./validators/defaults/column-group.ts";
import { check as check_block_column_group } from "./validators/checks/column-group.ts";
import { validate as block_compare_images } from "./validators/compare-images.ts";
import { applyDefaults as defaults_block_compare_images } from "./validators/defaults/compare-images.ts";
import { check as check_block_compare_images } from "./validators/checks/compare-images.ts";
import { validate as block_content_blocks } from "./validators/content-blocks.ts";
import { applyDefaults as defaults_block_content_blocks } from "./validators/defaults/content-blocks.ts";
import { check as check_block_content_blocks } from "./validators/checks/content-blocks.ts";
import { validate as block_derivatives } from "./validators/derivatives.ts";
import { applyDefaults as defaults_block_derivatives } from "./validators/defaults/derivatives.ts";
import { check as check_block_derivatives } from "./validators/checks/derivatives.ts";
import { validate as block_dual_frame_carousel_2_0 } from "./validators/dual-frame-carousel-2-0.ts";
import { applyDefaults as defaults_block_dual_frame_carousel_2_0 } from "./validators/defaults/dual-frame-carousel-2-0.ts";
import { check as check_block_dual_frame_carousel_2_0 } from "./validators/checks/dual-frame-carousel-2-0.ts";
import { validate as block_dual_frame_map } from "./validators/dual-frame-map.ts";
import { applyDefaults as defaults_block_dual_frame_map } from "./validators/defaults/dual-frame-map.ts";
import { check as check_block_dual_frame_map } from "./validators/checks/dual-frame-map.ts";
import { validate as block_electrifying_power } from "./validators/electrifying-power.ts";
import { applyDefaults as defaults_block_electrifying_power } from "./validators/defaults/electrifying-power.ts";
import { check as check_block_electrifying_power } from "./validators/checks/electrifying-power.ts";
import { validate as block_entry_form } from "./validators/entry-form.ts";
import { applyDefaults as defaults_block_entry_form } from "./validators/defaults/entry-form.ts";
import { check as check_block_entry_form } from "./validators/checks/entry-form.ts";
import { validate as block_expanded_entry_form } from "./validators/expanded-entry-form.ts";
import { applyDefaults as defaults_block_expanded_entry_form } from "./validators/defaults/expanded-entry-form.ts";
import { check as check_block_expanded_entry_form } from "./validators/checks/expanded-entry-form.ts";
import { validate as block_extended_warranty } from "./validators/extended-warranty.ts";
import { applyDefaults as defaults_block_extended_warranty } from "./validators/defaults/extended-warranty.ts";
import { check as check_block_extended_warranty } from "./validators/checks/extended-warranty.ts";
import { validate as block_finance_calculator } from "./validators/finance-calculator.ts";
import { applyDefaults as defaults_block_finance_calculator } from "./validators/defaults/finance-calculator.ts";
import { check as check_block_finance_calculator } from "./validators/checks/finance-calculator.ts";
import { validate as block_floating_action_button } from "./validators/floating-action-button.ts";
import { applyDefaults as defaults_block_floating_action_button } from "./validators/defaults/floating-action-button.ts";
import { check as check_block_floating_action_button } from "./validators/checks/floating-action-button.ts";
import { validate as block_form } from "./validators/form.ts";
import { applyDefaults as defaults_block_form } from "./validators/defaults/form.ts";
import { check as check_block_form } from "./validators/checks/form.ts";
import { validate as block_fuel_type_quiz } from "./validators/fuel-type-quiz.ts";
import { applyDefaults as defaults_block_fuel_type_quiz } from "./validators/defaults/fuel-type-quiz.ts";
import { check as check_block_fuel_type_quiz } from "./validators/checks/fuel-type-quiz.ts";
import { validate as block_gallery_carousel } from "./validators/gallery-carousel.ts";
import { applyDefaults as defaults_block_gallery_carousel } from "./validators/defaults/gallery-carousel.ts";
import { check as check_block_gallery_carousel } from "./validators/checks/gallery-carousel.ts";
import { validate as block_gallery_categories } from "./validators/gallery-categories.ts";
import { applyDefaults as defaults_block_gallery_categories } from "./validators/defaults/gallery-categories.ts";
import { check as check_block_gallery_categories } from "./validators/checks/gallery-categories.ts";
import { validate as block_hero_carousel } from "./validators/hero-carousel.ts";
import { applyDefaults as defaults_block_hero_carousel } from "./validators/defaults/hero-carousel.ts";
import { check as check_block_hero_carousel } from "./validators/checks/hero-carousel.ts";
import { validate as block_hero_title_banner } from "./validators/hero-title-banner.ts";
import { applyDefaults as defaults_block_hero_title_banner } from "./validators/defaults/hero-title-banner.ts";
import { check as check_block_hero_title_banner } from "./validators/checks/hero-title-banner.ts";
import { validate as block_hotspots_container } from "./validators/hotspots-container.ts";
import { applyDefaults as defaults_block_hotspots_container } from "./validators/defaults/hotspots-container.ts";
import { check as check_block_hotspots_container } from "./validators/checks/hotspots-container.ts";
import { validate as block_icon_button_carousel } from "./validators/icon-button-carousel.ts";
import { applyDefaults as defaults_block_icon_button_carousel } from "./validators/defaults/icon-button-carousel.ts";
import { check as check_block_icon_button_carousel } from "./validators/checks/icon-button-carousel.ts";
import { validate as block_icons_timeline } from "./validators/icons-timeline.ts";
import { applyDefaults as defaults_block_icons_timeline } from "./validators/defaults/icons-timeline.ts";
import { check as check_block_icons_timeline } from "./validators/checks/icons-timeline.ts";
import { validate as block_image_element } from "./validators/image-element.ts";
import { applyDefaults as defaults_block_image_element } from "./validators/defaults/image-element.ts";
import { check as check_block_image_element } from "./validators/checks/image-element.ts";
import { validate as block_image_tabs } from "./validators/image-tabs.ts";
import { applyDefaults as defaults_block_image_tabs } from "./validators/defaults/image-tabs.ts";
import { check as check_block_image_tabs } from "./validators/checks/image-tabs.ts";
import { validate as block_infotainment_system } from "./validators/infotainment-system.ts";
import { applyDefaults as defaults_block_infotainment_system } from "./validators/defaults/infotainment-system.ts";
import { check as check_block_infotainment_system } from "./validators/checks/infotainment-system.ts";
import { validate as block_inpage_navigation } from "./validators/inpage-navigation.ts";
import { applyDefaults as defaults_block_inpage_navigation } from "./validators/defaults/inpage-navigation.ts";
import { check as check_block_inpage_navigation } from "./validators/checks/inpage-navigation.ts";
import { validate as block_jlr_image_box } from "./validators/jlr-image-box.ts";
import { applyDefaults as defaults_block_jlr_image_box } from "./validators/defaults/jlr-image-box.ts";
import { check as check_block_jlr_image_box } from "./validators/checks/jlr-image-box.ts";
import { validate as block_key_details_post } from "./validators/key-details-post.ts";
import { applyDefaults as defaults_block_key_details_post } from "./validators/defaults/key-details-post.ts";
import { check as check_block_key_details_post } from "./validators/checks/key-details-post.ts";
import { validate as block_map_update } from "./validators/map-update.ts";
import { applyDefaults as defaults_block_map_update } from "./validators/defaults/map-update.ts";
import { check as check_block_map_update } from "./validators/checks/map-update.ts";
import { validate as block_masonry } from "./validators/masonry.ts";
import { applyDefaults as defaults_block_masonry } from "./validators/defaults/masonry.ts";
import { check as check_block_masonry } from "./validators/checks/masonry.ts";
import { validate as block_mena_news } from "./validators/mena-news.ts";
import { applyDefaults as defaults_block_mena_news } from "./validators/defaults/mena-news.ts";
import { check as check_block_mena_news } from "./validators/checks/mena-news.ts";
import { validate as block_number_button_carousel } from "./validators/number-button-carousel.ts";
import { applyDefaults as defaults_block_number_button_carousel } from "./validators/defaults/number-button-carousel.ts";
import { check as check_block_number_button_carousel } from "./validators/checks/number-button-carousel.ts";
import { validate as block_offers } from "./validators/offers.ts";
import { applyDefaults as defaults_block_offers } from "./validators/defaults/offers.ts";
import { check as check_block_offers } from "./validators/checks/offers.ts";
import { validate as block_order_online_checkout } from "./validators/order-online-checkout.ts";
import { applyDefaults as defaults_block_order_online_checkout } from "./validators/defaults/order-online-checkout.ts";
import { check as check_block_order_online_checkout } from "./validators/checks/order-online-checkout.ts";
import { validate as block_parallax } from "./validators/parallax.ts";
import { applyDefaults as defaults_block_parallax } from "./validators/defaults/parallax.ts";
import { check as check_block_parallax } from "./validators/checks/parallax.ts";
import { validate as block_quote } from "./validators/quote.ts";
import { applyDefaults as defaults_block_quote } from "./validators/defaults/quote.ts";
import { check as check_block_quote } from "./validators/checks/quote.ts";
import { validate as block_quote_slider } from "./validators/quote-slider.ts";
import { applyDefaults as defaults_block_quote_slider } from "./validators/defaults/quote-slider.ts";
import { check as check_block_quote_slider } from "./validators/checks/quote-slider.ts";
import { validate as block_racing_results } from "./validators/racing-results.ts";
import { applyDefaults as defaults_block_racing_results } from "./validators/defaults/racing-results.ts";
import { check as check_block_racing_results } from "./validators/checks/racing-results.ts";
import { validate as block_range_calculator } from "./validators/range-calculator.ts";
import { applyDefaults as defaults_block_range_calculator } from "./validators/defaults/range-calculator.ts";
import { check as check_block_range_calculator } from "./validators/checks/range-calculator.ts";
import { validate as block_ready_to_go_bar } from "./validators/ready-to-go-bar.ts";
import { applyDefaults as defaults_block_ready_to_go_bar } from "./validators/defaults/ready-to-go-bar.ts";
import { check as check_block_ready_to_go_bar } from "./validators/checks/ready-to-go-bar.ts";
import { validate as block_rent_a_car } from "./validators/rent-a-car.ts";
import { applyDefaults as defaults_block_rent_a_car } from "./validators/defaults/rent-a-car.ts";
import { check as check_block_rent_a_car } from "./validators/checks/rent-a-car.ts";
import { validate as block_retailer_cards } from "./validators/retailer-cards.ts";
import { applyDefaults as defaults_block_retailer_cards } from "./validators/defaults/retailer-cards.ts";
import { check as check_block_retailer_cards } from "./validators/checks/retailer-cards.ts";
import { validate as block_retailer_schema } from "./validators/retailer-schema.ts";
import { applyDefaults as defaults_block_retailer_schema } from "./validators/defaults/retailer-schema.ts";
import { check as check_block_retailer_schema } from "./validators/checks/retailer-schema.ts";
import { validate as block_reverse_calculator } from "./validators/reverse-calculator.ts";
import { applyDefaults as defaults_block_reverse_calculator } from "./validators/defaults/reverse-calculator.ts";
import { check as check_block_reverse_calculator } from "./validators/checks/reverse-calculator.ts";
import { validate as block_seat_slider } from "./validators/seat-slider.ts";
import { applyDefaults as defaults_block_seat_slider } from "./validators/defaults/seat-slider.ts";
import { check as check_block_seat_slider } from "./validators/checks/seat-slider.ts";
import { validate as block_select_vehicle_to_update } from "./validators/select-vehicle-to-update.ts";
import { applyDefaults as defaults_block_select_vehicle_to_update } from "./validators/defaults/select-vehicle-to-update.ts";
import { check as check_block_select_vehicle_to_update } from "./validators/checks/select-vehicle-to-update.ts";
import { validate as block_single_offer } from "./validators/single-offer.ts";
import { applyDefaults as defaults_block_single_offer } from "./validators/defaults/single-offer.ts";
import { check as check_block_single_offer } from "./validators/checks/single-offer.ts";
import { validate as block_specification } from "./validators/specification.ts";
import { applyDefaults as defaults_block_specification } from "./validators/defaults/specification.ts";
import { check as check_block_specification } from "./validators/checks/specification.ts";
import { validate as block_specification_at_glance } from "./validators/specification-at-glance.ts";
import { applyDefaults as defaults_block_specification_at_glance } from "./validators/defaults/specification-at-glance.ts";
import { check as check_block_specification_at_glance } from "./validators/checks/specification-at-glance.ts";
import { validate as block_stock_locator } from "./validators/stock-locator.ts";
import { applyDefaults as defaults_block_stock_locator } from "./validators/defaults/stock-locator.ts";
import { check as check_block_stock_locator } from "./validators/checks/stock-locator.ts";
import { validate as block_stock_locator_carousel } from "./validators/stock-locator-carousel.ts";
import { applyDefaults as defaults_block_stock_locator_carousel } from "./validators/defaults/stock-locator-carousel.ts";
import { check as check_block_stock_locator_carousel } from "./validators/checks/stock-locator-carousel.ts";
import { validate as block_stock_locator_overseas } from "./validators/stock-locator-overseas.ts";
import { applyDefaults as defaults_block_stock_locator_overseas } from "./validators/defaults/stock-locator-overseas.ts";
import { check as check_block_stock_locator_overseas } from "./validators/checks/stock-locator-overseas.ts";
import { validate as block_subscription_quiz } from "./validators/subscription-quiz.ts";
import { applyDefaults as defaults_block_subscription_quiz } from "./validators/defaults/subscription-quiz.ts";
import { check as check_block_subscription_quiz } from "./validators/checks/subscription-quiz.ts";
import { validate as block_tabs } from "./validators/tabs.ts";
import { applyDefaults as defaults_block_tabs } from "./validators/defaults/tabs.ts";
import { check as check_block_tabs } from "./validators/checks/tabs.ts";
import { validate as block_video } from "./validators/video.ts";
import { applyDefaults as defaults_block_video } from "./validators/defaults/video.ts";
import { check as check_block_video } from "./validators/checks/video.ts";
import { validate as block_vin_checker } from "./validators/vin-checker.ts";
import { applyDefaults as defaults_block_vin_checker } from "./validators/defaults/vin-checker.ts";
import { check as check_block_vin_checker } from "./validators/checks/vin-checker.ts";

/** One ajv error as the compiled validators report it. */
export interface SchemaIssue {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: SchemaIssue[] | null;
}

/** Validates a whole page document, nested slots included. */
export const validatePageDocument: CompiledValidator = page;

/**
 * The same schemas compiled to a yes/no answer only (no error details, first failure returns): the
 * fast path for documents that are valid, as nearly all saves are. Ask validatePageDocument for why.
 */
export const isValidPageDocument: (data: unknown) => boolean = checkPage;

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

/** Yes/no checks of one block's props (see isValidPageDocument). */
export const blockChecks: { readonly [K in BlockKey]: (data: unknown) => boolean } = {
  "360-views": check_block_360_views,
  accordion: check_block_accordion,
  calculator: check_block_calculator,
  "car-rent": check_block_car_rent,
  "collection-item": check_block_collection_item,
  "collection-slider-feed": check_block_collection_slider_feed,
  "color-picker": check_block_color_picker,
  "column-group": check_block_column_group,
  "compare-images": check_block_compare_images,
  "content-blocks": check_block_content_blocks,
  derivatives: check_block_derivatives,
  "dual-frame-carousel-2-0": check_block_dual_frame_carousel_2_0,
  "dual-frame-map": check_block_dual_frame_map,
  "electrifying-power": check_block_electrifying_power,
  "entry-form": check_block_entry_form,
  "expanded-entry-form": check_block_expanded_entry_form,
  "extended-warranty": check_block_extended_warranty,
  "finance-calculator": check_block_finance_calculator,
  "floating-action-button": check_block_floating_action_button,
  form: check_block_form,
  "fuel-type-quiz": check_block_fuel_type_quiz,
  "gallery-carousel": check_block_gallery_carousel,
  "gallery-categories": check_block_gallery_categories,
  "hero-carousel": check_block_hero_carousel,
  "hero-title-banner": check_block_hero_title_banner,
  "hotspots-container": check_block_hotspots_container,
  "icon-button-carousel": check_block_icon_button_carousel,
  "icons-timeline": check_block_icons_timeline,
  "image-element": check_block_image_element,
  "image-tabs": check_block_image_tabs,
  "infotainment-system": check_block_infotainment_system,
  "inpage-navigation": check_block_inpage_navigation,
  "jlr-image-box": check_block_jlr_image_box,
  "key-details-post": check_block_key_details_post,
  "map-update": check_block_map_update,
  masonry: check_block_masonry,
  "mena-news": check_block_mena_news,
  "number-button-carousel": check_block_number_button_carousel,
  offers: check_block_offers,
  "order-online-checkout": check_block_order_online_checkout,
  parallax: check_block_parallax,
  quote: check_block_quote,
  "quote-slider": check_block_quote_slider,
  "racing-results": check_block_racing_results,
  "range-calculator": check_block_range_calculator,
  "ready-to-go-bar": check_block_ready_to_go_bar,
  "rent-a-car": check_block_rent_a_car,
  "retailer-cards": check_block_retailer_cards,
  "retailer-schema": check_block_retailer_schema,
  "reverse-calculator": check_block_reverse_calculator,
  "seat-slider": check_block_seat_slider,
  "select-vehicle-to-update": check_block_select_vehicle_to_update,
  "single-offer": check_block_single_offer,
  specification: check_block_specification,
  "specification-at-glance": check_block_specification_at_glance,
  "stock-locator": check_block_stock_locator,
  "stock-locator-carousel": check_block_stock_locator_carousel,
  "stock-locator-overseas": check_block_stock_locator_overseas,
  "subscription-quiz": check_block_subscription_quiz,
  tabs: check_block_tabs,
  video: check_block_video,
  "vin-checker": check_block_vin_checker,
};

/** Fills in missing defaults of one block's own props, in place; nested blocks are left to the caller. */
export const defaultAppliers: { readonly [K in BlockKey]: CompiledValidator } = {
  "360-views": defaults_block_360_views,
  accordion: defaults_block_accordion,
  calculator: defaults_block_calculator,
  "car-rent": defaults_block_car_rent,
  "collection-item": defaults_block_collection_item,
  "collection-slider-feed": defaults_block_collection_slider_feed,
  "color-picker": defaults_block_color_picker,
  "column-group": defaults_block_column_group,
  "compare-images": defaults_block_compare_images,
  "content-blocks": defaults_block_content_blocks,
  derivatives: defaults_block_derivatives,
  "dual-frame-carousel-2-0": defaults_block_dual_frame_carousel_2_0,
  "dual-frame-map": defaults_block_dual_frame_map,
  "electrifying-power": defaults_block_electrifying_power,
  "entry-form": defaults_block_entry_form,
  "expanded-entry-form": defaults_block_expanded_entry_form,
  "extended-warranty": defaults_block_extended_warranty,
  "finance-calculator": defaults_block_finance_calculator,
  "floating-action-button": defaults_block_floating_action_button,
  form: defaults_block_form,
  "fuel-type-quiz": defaults_block_fuel_type_quiz,
  "gallery-carousel": defaults_block_gallery_carousel,
  "gallery-categories": defaults_block_gallery_categories,
  "hero-carousel": defaults_block_hero_carousel,
  "hero-title-banner": defaults_block_hero_title_banner,
  "hotspots-container": defaults_block_hotspots_container,
  "icon-button-carousel": defaults_block_icon_button_carousel,
  "icons-timeline": defaults_block_icons_timeline,
  "image-element": defaults_block_image_element,
  "image-tabs": defaults_block_image_tabs,
  "infotainment-system": defaults_block_infotainment_system,
  "inpage-navigation": defaults_block_inpage_navigation,
  "jlr-image-box": defaults_block_jlr_image_box,
  "key-details-post": defaults_block_key_details_post,
  "map-update": defaults_block_map_update,
  masonry: defaults_block_masonry,
  "mena-news": defaults_block_mena_news,
  "number-button-carousel": defaults_block_number_button_carousel,
  offers: defaults_block_offers,
  "order-online-checkout": defaults_block_order_online_checkout,
  parallax: defaults_block_parallax,
  quote: defaults_block_quote,
  "quote-slider": defaults_block_quote_slider,
  "racing-results": defaults_block_racing_results,
  "range-calculator": defaults_block_range_calculator,
  "ready-to-go-bar": defaults_block_ready_to_go_bar,
  "rent-a-car": defaults_block_rent_a_car,
  "retailer-cards": defaults_block_retailer_cards,
  "retailer-schema": defaults_block_retailer_schema,
  "reverse-calculator": defaults_block_reverse_calculator,
  "seat-slider": defaults_block_seat_slider,
  "select-vehicle-to-update": defaults_block_select_vehicle_to_update,
  "single-offer": defaults_block_single_offer,
  specification: defaults_block_specification,
  "specification-at-glance": defaults_block_specification_at_glance,
  "stock-locator": defaults_block_stock_locator,
  "stock-locator-carousel": defaults_block_stock_locator_carousel,
  "stock-locator-overseas": defaults_block_stock_locator_overseas,
  "subscription-quiz": defaults_block_subscription_quiz,
  tabs: defaults_block_tabs,
  video: defaults_block_video,
  "vin-checker": defaults_block_vin_checker,
};
