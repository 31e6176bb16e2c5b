// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import { validate as block_360_views } from "./360-views.js";
import { validate as block_accordion } from "./accordion.js";
import { validate as block_calculator } from "./calculator.js";
import { validate as block_car_rent } from "./car-rent.js";
import { validate as block_collection_item } from "./collection-item.js";
import { validate as block_collection_slider_feed } from "./collection-slider-feed.js";
import { validate as block_color_picker } from "./color-picker.js";
import { validate as block_column_group } from "./column-group.js";
import { validate as block_compare_images } from "./compare-images.js";
import { validate as block_content_blocks } from "./content-blocks.js";
import { validate as block_derivatives } from "./derivatives.js";
import { validate as block_dual_frame_carousel_2_0 } from "./dual-frame-carousel-2-0.js";
import { validate as block_dual_frame_map } from "./dual-frame-map.js";
import { validate as block_electrifying_power } from "./electrifying-power.js";
import { validate as block_entry_form } from "./entry-form.js";
import { validate as block_expanded_entry_form } from "./expanded-entry-form.js";
import { validate as block_extended_warranty } from "./extended-warranty.js";
import { validate as block_finance_calculator } from "./finance-calculator.js";
import { validate as block_floating_action_button } from "./floating-action-button.js";
import { validate as block_form } from "./form.js";
import { validate as block_fuel_type_quiz } from "./fuel-type-quiz.js";
import { validate as block_gallery_carousel } from "./gallery-carousel.js";
import { validate as block_gallery_categories } from "./gallery-categories.js";
import { validate as block_hero_carousel } from "./hero-carousel.js";
import { validate as block_hero_title_banner } from "./hero-title-banner.js";
import { validate as block_hotspots_container } from "./hotspots-container.js";
import { validate as block_icon_button_carousel } from "./icon-button-carousel.js";
import { validate as block_icons_timeline } from "./icons-timeline.js";
import { validate as block_image_element } from "./image-element.js";
import { validate as block_image_tabs } from "./image-tabs.js";
import { validate as block_infotainment_system } from "./infotainment-system.js";
import { validate as block_inpage_navigation } from "./inpage-navigation.js";
import { validate as block_jlr_image_box } from "./jlr-image-box.js";
import { validate as block_key_details_post } from "./key-details-post.js";
import { validate as block_map_update } from "./map-update.js";
import { validate as block_masonry } from "./masonry.js";
import { validate as block_mena_news } from "./mena-news.js";
import { validate as block_number_button_carousel } from "./number-button-carousel.js";
import { validate as block_offers } from "./offers.js";
import { validate as block_order_online_checkout } from "./order-online-checkout.js";
import { validate as block_parallax } from "./parallax.js";
import { validate as block_quote } from "./quote.js";
import { validate as block_quote_slider } from "./quote-slider.js";
import { validate as block_racing_results } from "./racing-results.js";
import { validate as block_range_calculator } from "./range-calculator.js";
import { validate as block_ready_to_go_bar } from "./ready-to-go-bar.js";
import { validate as block_rent_a_car } from "./rent-a-car.js";
import { validate as block_retailer_cards } from "./retailer-cards.js";
import { validate as block_retailer_schema } from "./retailer-schema.js";
import { validate as block_reverse_calculator } from "./reverse-calculator.js";
import { validate as block_seat_slider } from "./seat-slider.js";
import { validate as block_select_vehicle_to_update } from "./select-vehicle-to-update.js";
import { validate as block_single_offer } from "./single-offer.js";
import { validate as block_specification } from "./specification.js";
import { validate as block_specification_at_glance } from "./specification-at-glance.js";
import { validate as block_stock_locator } from "./stock-locator.js";
import { validate as block_stock_locator_carousel } from "./stock-locator-carousel.js";
import { validate as block_stock_locator_overseas } from "./stock-locator-overseas.js";
import { validate as block_subscription_quiz } from "./subscription-quiz.js";
import { validate as block_tabs } from "./tabs.js";
import { validate as block_video } from "./video.js";
import { validate as block_vin_checker } from "./vin-checker.js";
export const page = validate0;const schema0 = {"$id":"https://forecourt.dev/schemas/page-document","type":"object","additionalProperties":false,"required":["schemaVersion","root","content"],"properties":{"schemaVersion":{"const":1},"blockVersions":{"type":"object","additionalProperties":{"type":"integer","minimum":2}},"root":{"type":"object","additionalProperties":false,"required":["props"],"properties":{"props":{"$ref":"#/$defs/root-props"}}},"content":{"$ref":"#/$defs/slot"}},"$defs":{"root-props":{"type":"object","additionalProperties":false,"properties":{"title":{"type":"string"}}},"slot":{"type":"array","items":{"$ref":"#/$defs/block-node"}},"block-node":{"type":"object","required":["type","props"],"additionalProperties":false,"properties":{"type":{"type":"string"},"props":{"type":"object"}},"x-block-union":{"$ref":"#/$defs/block-node"}}}};const schema1 = {"type":"object","additionalProperties":false,"properties":{"title":{"type":"string"}}};const schema2 = {"type":"array","items":{"$ref":"#/$defs/block-node"}};const schema3 = {"type":"object","required":["type","props"],"additionalProperties":false,"properties":{"type":{"type":"string"},"props":{"type":"object"}},"x-block-union":{"$ref":"#/$defs/block-node"}};function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.type === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.props === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((key0 === "type") || (key0 === "props"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.type !== undefined){if(typeof data.type !== "string"){const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.props !== undefined){let data1 = data.props;if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){const err4 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const tag0 = data.type;if(typeof tag0 == "string"){const validateProps0 = BLOCK_VALIDATORS.get(tag0);if(validateProps0 === undefined){const err5 = {instancePath: instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: {error: "mapping", tag: "type", tagValue: tag0}, message: "value of tag \"type\" must be in oneOf"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}else {if(data.props !== undefined && !validateProps0(data.props) && !validateProps0(data.props, {instancePath: instancePath+"/props", parentData: data, parentDataProperty: "props", rootData: rootData})){vErrors = vErrors === null ? validateProps0.errors : vErrors.concat(validateProps0.errors);errors = vErrors.length;}}}else {const err6 = {instancePath: instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: {error: "tag", tag: "type", tagValue: tag0}, message: "tag \"type\" must be string"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}validate2.errors = vErrors;return errors === 0;}function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(Array.isArray(data)){const len0 = data.length;for(let i0=0; i0<len0; i0++){if(!(validate2(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData}))){vErrors = vErrors === null ? validate2.errors : vErrors.concat(validate2.errors);errors = vErrors.length;}}}else {const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}validate1.errors = vErrors;return errors === 0;}function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){;let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.schemaVersion === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.root === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "root"},message:"must have required property '"+"root"+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.content === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}for(const key0 in data){if(!((((key0 === "schemaVersion") || (key0 === "blockVersions")) || (key0 === "root")) || (key0 === "content"))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.schemaVersion !== undefined){if(1 !== data.schemaVersion){const err4 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.blockVersions !== undefined){let data1 = data.blockVersions;if(data1 && typeof data1 == "object" && !Array.isArray(data1)){for(const key1 in data1){let data2 = data1[key1];if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){const err5 = {instancePath:instancePath+"/blockVersions/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/blockVersions/additionalProperties/type",keyword:"type",params:{type: "integer"},message:"must be integer"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if((typeof data2 == "number") && (isFinite(data2))){if(data2 < 2 || isNaN(data2)){const err6 = {instancePath:instancePath+"/blockVersions/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/blockVersions/additionalProperties/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}}else {const err7 = {instancePath:instancePath+"/blockVersions",schemaPath:"#/properties/blockVersions/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.root !== undefined){let data3 = data.root;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.props === undefined){const err8 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}for(const key2 in data3){if(!(key2 === "props")){const err9 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data3.props !== undefined){let data4 = data3.props;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key3 in data4){if(!(key3 === "title")){const err10 = {instancePath:instancePath+"/root/props",schemaPath:"#/$defs/root-props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data4.title !== undefined){if(typeof data4.title !== "string"){const err11 = {instancePath:instancePath+"/root/props/title",schemaPath:"#/$defs/root-props/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/root/props",schemaPath:"#/$defs/root-props/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath:instancePath+"/root",schemaPath:"#/properties/root/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.content !== undefined){if(!(validate1(data.content, {instancePath:instancePath+"/content",parentData:data,parentDataProperty:"content",rootData}))){vErrors = vErrors === null ? validate1.errors : vErrors.concat(validate1.errors);errors = vErrors.length;}}}else {const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}validate0.errors = vErrors;return errors === 0;}export const blockNode = validate5;function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){let vErrors = null;let errors = 0;if(data && typeof data == "object" && !Array.isArray(data)){if(data.type === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.props === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((key0 === "type") || (key0 === "props"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.type !== undefined){if(typeof data.type !== "string"){const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.props !== undefined){let data1 = data.props;if(!(data1 && typeof data1 == "object" && !Array.isArray(data1))){const err4 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}const tag0 = data.type;if(typeof tag0 == "string"){const validateProps0 = BLOCK_VALIDATORS.get(tag0);if(validateProps0 === undefined){const err5 = {instancePath: instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: {error: "mapping", tag: "type", tagValue: tag0}, message: "value of tag \"type\" must be in oneOf"};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}else {if(data.props !== undefined && !validateProps0(data.props) && !validateProps0(data.props, {instancePath: instancePath+"/props", parentData: data, parentDataProperty: "props", rootData: rootData})){vErrors = vErrors === null ? validateProps0.errors : vErrors.concat(validateProps0.errors);errors = vErrors.length;}}}else {const err6 = {instancePath: instancePath, schemaPath: "#/discriminator", keyword: "discriminator", params: {error: "tag", tag: "type", tagValue: tag0}, message: "tag \"type\" must be string"};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}validate5.errors = vErrors;return errors === 0;}
const BLOCK_VALIDATORS = new Map([
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
