// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
// @ts-nocheck
import { check as block_360_views } from "./360-views.ts";
import { check as block_accordion } from "./accordion.ts";
import { check as block_calculator } from "./calculator.ts";
import { check as block_car_rent } from "./car-rent.ts";
import { check as block_collection_item } from "./collection-item.ts";
import { check as block_collection_slider_feed } from "./collection-slider-feed.ts";
import { check as block_color_picker } from "./color-picker.ts";
import { check as block_column_group } from "./column-group.ts";
import { check as block_compare_images } from "./compare-images.ts";
import { check as block_content_blocks } from "./content-blocks.ts";
import { check as block_derivatives } from "./derivatives.ts";
import { check as block_dual_frame_carousel_2_0 } from "./dual-frame-carousel-2-0.ts";
import { check as block_dual_frame_map } from "./dual-frame-map.ts";
import { check as block_electrifying_power } from "./electrifying-power.ts";
import { check as block_entry_form } from "./entry-form.ts";
import { check as block_expanded_entry_form } from "./expanded-entry-form.ts";
import { check as block_extended_warranty } from "./extended-warranty.ts";
import { check as block_finance_calculator } from "./finance-calculator.ts";
import { check as block_floating_action_button } from "./floating-action-button.ts";
import { check as block_form } from "./form.ts";
import { check as block_fuel_type_quiz } from "./fuel-type-quiz.ts";
import { check as block_gallery_carousel } from "./gallery-carousel.ts";
import { check as block_gallery_categories } from "./gallery-categories.ts";
import { check as block_hero_carousel } from "./hero-carousel.ts";
import { check as block_hero_title_banner } from "./hero-title-banner.ts";
import { check as block_hotspots_container } from "./hotspots-container.ts";
import { check as block_icon_button_carousel } from "./icon-button-carousel.ts";
import { check as block_icons_timeline } from "./icons-timeline.ts";
import { check as block_image_element } from "./image-element.ts";
import { check as block_image_tabs } from "./image-tabs.ts";
import { check as block_infotainment_system } from "./infotainment-system.ts";
import { check as block_inpage_navigation } from "./inpage-navigation.ts";
import { check as block_jlr_image_box } from "./jlr-image-box.ts";
import { check as block_key_details_post } from "./key-details-post.ts";
import { check as block_map_update } from "./map-update.ts";
import { check as block_masonry } from "./masonry.ts";
import { check as block_mena_news } from "./mena-news.ts";
import { check as block_number_button_carousel } from "./number-button-carousel.ts";
import { check as block_offers } from "./offers.ts";
import { check as block_order_online_checkout } from "./order-online-checkout.ts";
import { check as block_parallax } from "./parallax.ts";
import { check as block_quote } from "./quote.ts";
import { check as block_quote_slider } from "./quote-slider.ts";
import { check as block_racing_results } from "./racing-results.ts";
import { check as block_range_calculator } from "./range-calculator.ts";
import { check as block_ready_to_go_bar } from "./ready-to-go-bar.ts";
import { check as block_rent_a_car } from "./rent-a-car.ts";
import { check as block_retailer_cards } from "./retailer-cards.ts";
import { check as block_retailer_schema } from "./retailer-schema.ts";
import { check as block_reverse_calculator } from "./reverse-calculator.ts";
import { check as block_seat_slider } from "./seat-slider.ts";
import { check as block_select_vehicle_to_update } from "./select-vehicle-to-update.ts";
import { check as block_single_offer } from "./single-offer.ts";
import { check as block_specification } from "./specification.ts";
import { check as block_specification_at_glance } from "./specification-at-glance.ts";
import { check as block_stock_locator } from "./stock-locator.ts";
import { check as block_stock_locator_carousel } from "./stock-locator-carousel.ts";
import { check as block_stock_locator_overseas } from "./stock-locator-overseas.ts";
import { check as block_subscription_quiz } from "./subscription-quiz.ts";
import { check as block_tabs } from "./tabs.ts";
import { check as block_video } from "./video.ts";
import { check as block_vin_checker } from "./vin-checker.ts";

function check2(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["type"] === undefined || data["props"] === undefined) return false;
  for (const v14 in data)
    switch (v14) {
      case "type":
      case "props":
        break;
      default:
        return false;
    }
  {
    const v15 = data["type"];
    if (v15 !== undefined) {
      if (!(typeof v15 === "string")) return false;
    }
  }
  {
    const v16 = data["props"];
    if (v16 !== undefined) {
      if (!(typeof v16 === "object" && v16 !== null && !Array.isArray(v16))) return false;
    }
  }
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
    const v17 = BLOCK_CHECKS.get(data["type"]);
    if (v17 === undefined) return false;
    const v18 = data.props;
    if (v18 !== undefined && !v17(v18)) return false;
  }
  return true;
}
function check1(data) {
  if (!Array.isArray(data)) return false;
  if (Array.isArray(data))
    for (let v13 = 0; v13 < data.length; v13++) {
      const v12 = data[v13];
      if (!check2(v12)) return false;
    }
  return true;
}
function check0(data) {
  if (!(typeof data === "object" && data !== null && !Array.isArray(data))) return false;
  if (data["schemaVersion"] === undefined || data["root"] === undefined || data["content"] === undefined) return false;
  for (const v1 in data)
    switch (v1) {
      case "schemaVersion":
      case "blockVersions":
      case "root":
      case "content":
        break;
      default:
        return false;
    }
  {
    const v2 = data["schemaVersion"];
    if (v2 !== undefined) {
      if (v2 !== 1) return false;
    }
  }
  {
    const v3 = data["blockVersions"];
    if (v3 !== undefined) {
      if (!(typeof v3 === "object" && v3 !== null && !Array.isArray(v3))) return false;
      for (const v4 in v3) {
        const v5 = v3[v4];
        if (!(typeof v5 === "number" && !(v5 % 1) && !isNaN(v5) && isFinite(v5))) return false;
        if (typeof v5 === "number" && v5 < 2) return false;
      }
    }
  }
  {
    const v6 = data["root"];
    if (v6 !== undefined) {
      if (!(typeof v6 === "object" && v6 !== null && !Array.isArray(v6))) return false;
      if (v6["props"] === undefined) return false;
      for (const v7 in v6)
        switch (v7) {
          case "props":
            break;
          default:
            return false;
        }
      {
        const v8 = v6["props"];
        if (v8 !== undefined) {
          if (!(typeof v8 === "object" && v8 !== null && !Array.isArray(v8))) return false;
          for (const v9 in v8)
            switch (v9) {
              case "title":
                break;
              default:
                return false;
            }
          {
            const v10 = v8["title"];
            if (v10 !== undefined) {
              if (!(typeof v10 === "string")) return false;
            }
          }
        }
      }
    }
  }
  {
    const v11 = data["content"];
    if (v11 !== undefined) {
      if (!check1(v11)) return false;
    }
  }
  return true;
}
export const page = check0;
export const blockNode = check2;
const BLOCK_CHECKS = new Map([
  ["360-views", block_360_views],
  ["accordion", block_accordion],
  ["calculator", block_calculator],
  ["car-rent", block_car_rent],
  ["collection-item", block_collection_item],
  ["collection-slider-feed", block_collection_slider_feed],
  ["color-picker", block_color_picker],
  ["column-group", block_column_group],
  ["compare-images", block_compare_images],
  ["content-blocks", block_content_blocks],
  ["derivatives", block_derivatives],
  ["dual-frame-carousel-2-0", block_dual_frame_carousel_2_0],
  ["dual-frame-map", block_dual_frame_map],
  ["electrifying-power", block_electrifying_power],
  ["entry-form", block_entry_form],
  ["expanded-entry-form", block_expanded_entry_form],
  ["extended-warranty", block_extended_warranty],
  ["finance-calculator", block_finance_calculator],
  ["floating-action-button", block_floating_action_button],
  ["form", block_form],
  ["fuel-type-quiz", block_fuel_type_quiz],
  ["gallery-carousel", block_gallery_carousel],
  ["gallery-categories", block_gallery_categories],
  ["hero-carousel", block_hero_carousel],
  ["hero-title-banner", block_hero_title_banner],
  ["hotspots-container", block_hotspots_container],
  ["icon-button-carousel", block_icon_button_carousel],
  ["icons-timeline", block_icons_timeline],
  ["image-element", block_image_element],
  ["image-tabs", block_image_tabs],
  ["infotainment-system", block_infotainment_system],
  ["inpage-navigation", block_inpage_navigation],
  ["jlr-image-box", block_jlr_image_box],
  ["key-details-post", block_key_details_post],
  ["map-update", block_map_update],
  ["masonry", block_masonry],
  ["mena-news", block_mena_news],
  ["number-button-carousel", block_number_button_carousel],
  ["offers", block_offers],
  ["order-online-checkout", block_order_online_checkout],
  ["parallax", block_parallax],
  ["quote", block_quote],
  ["quote-slider", block_quote_slider],
  ["racing-results", block_racing_results],
  ["range-calculator", block_range_calculator],
  ["ready-to-go-bar", block_ready_to_go_bar],
  ["rent-a-car", block_rent_a_car],
  ["retailer-cards", block_retailer_cards],
  ["retailer-schema", block_retailer_schema],
  ["reverse-calculator", block_reverse_calculator],
  ["seat-slider", block_seat_slider],
  ["select-vehicle-to-update", block_select_vehicle_to_update],
  ["single-offer", block_single_offer],
  ["specification", block_specification],
  ["specification-at-glance", block_specification_at_glance],
  ["stock-locator", block_stock_locator],
  ["stock-locator-carousel", block_stock_locator_carousel],
  ["stock-locator-overseas", block_stock_locator_overseas],
  ["subscription-quiz", block_subscription_quiz],
  ["tabs", block_tabs],
  ["video", block_video],
  ["vin-checker", block_vin_checker],
]);
