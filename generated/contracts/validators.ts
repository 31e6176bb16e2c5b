// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";
import { page } from "./validators/page-document.ts";
import { page as checkPage } from "./validators/checks/page-document.ts";
import { validate as block_accordion } from "./validators/accordion.ts";
import { applyDefaults as defaults_block_accordion } from "./validators/defaults/accordion.ts";
import { check as check_block_accordion } from "./validators/checks/accordion.ts";
import { validate as block_column_group } from "./validators/column-group.ts";
import { applyDefaults as defaults_block_column_group } from "./validators/defaults/column-group.ts";
import { check as check_block_column_group } from "./validators/checks/column-group.ts";
import { validate as block_content_blocks } from "./validators/content-blocks.ts";
import { applyDefaults as defaults_block_content_blocks } from "./validators/defaults/content-blocks.ts";
import { check as check_block_content_blocks } from "./validators/checks/content-blocks.ts";
import { validate as block_entry_form } from "./validators/entry-form.ts";
import { applyDefaults as defaults_block_entry_form } from "./validators/defaults/entry-form.ts";
import { check as check_block_entry_form } from "./validators/checks/entry-form.ts";
import { validate as block_expanded_entry_form } from "./validators/expanded-entry-form.ts";
import { applyDefaults as defaults_block_expanded_entry_form } from "./validators/defaults/expanded-entry-form.ts";
import { check as check_block_expanded_entry_form } from "./validators/checks/expanded-entry-form.ts";
import { validate as block_extended_warranty } from "./validators/extended-warranty.ts";
import { applyDefaults as defaults_block_extended_warranty } from "./validators/defaults/extended-warranty.ts";
import { check as check_block_extended_warranty } from "./validators/checks/extended-warranty.ts";
import { validate as block_form } from "./validators/form.ts";
import { applyDefaults as defaults_block_form } from "./validators/defaults/form.ts";
import { check as check_block_form } from "./validators/checks/form.ts";
import { validate as block_hero_title_banner } from "./validators/hero-title-banner.ts";
import { applyDefaults as defaults_block_hero_title_banner } from "./validators/defaults/hero-title-banner.ts";
import { check as check_block_hero_title_banner } from "./validators/checks/hero-title-banner.ts";
import { validate as block_image_element } from "./validators/image-element.ts";
import { applyDefaults as defaults_block_image_element } from "./validators/defaults/image-element.ts";
import { check as check_block_image_element } from "./validators/checks/image-element.ts";
import { validate as block_image_tabs } from "./validators/image-tabs.ts";
import { applyDefaults as defaults_block_image_tabs } from "./validators/defaults/image-tabs.ts";
import { check as check_block_image_tabs } from "./validators/checks/image-tabs.ts";
import { validate as block_inpage_navigation } from "./validators/inpage-navigation.ts";
import { applyDefaults as defaults_block_inpage_navigation } from "./validators/defaults/inpage-navigation.ts";
import { check as check_block_inpage_navigation } from "./validators/checks/inpage-navigation.ts";
import { validate as block_order_online_checkout } from "./validators/order-online-checkout.ts";
import { applyDefaults as defaults_block_order_online_checkout } from "./validators/defaults/order-online-checkout.ts";
import { check as check_block_order_online_checkout } from "./validators/checks/order-online-checkout.ts";
import { validate as block_quote } from "./validators/quote.ts";
import { applyDefaults as defaults_block_quote } from "./validators/defaults/quote.ts";
import { check as check_block_quote } from "./validators/checks/quote.ts";
import { validate as block_quote_slider } from "./validators/quote-slider.ts";
import { applyDefaults as defaults_block_quote_slider } from "./validators/defaults/quote-slider.ts";
import { check as check_block_quote_slider } from "./validators/checks/quote-slider.ts";
import { validate as block_stock_locator } from "./validators/stock-locator.ts";
import { applyDefaults as defaults_block_stock_locator } from "./validators/defaults/stock-locator.ts";
import { check as check_block_stock_locator } from "./validators/checks/stock-locator.ts";
import { validate as block_stock_locator_carousel } from "./validators/stock-locator-carousel.ts";
import { applyDefaults as defaults_block_stock_locator_carousel } from "./validators/defaults/stock-locator-carousel.ts";
import { check as check_block_stock_locator_carousel } from "./validators/checks/stock-locator-carousel.ts";
import { validate as block_stock_locator_overseas } from "./validators/stock-locator-overseas.ts";
import { applyDefaults as defaults_block_stock_locator_overseas } from "./validators/defaults/stock-locator-overseas.ts";
import { check as check_block_stock_locator_overseas } from "./validators/checks/stock-locator-overseas.ts";
import { validate as block_tabs } from "./validators/tabs.ts";
import { applyDefaults as defaults_block_tabs } from "./validators/defaults/tabs.ts";
import { check as check_block_tabs } from "./validators/checks/tabs.ts";

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
  accordion: block_accordion,
  "column-group": block_column_group,
  "content-blocks": block_content_blocks,
  "entry-form": block_entry_form,
  "expanded-entry-form": block_expanded_entry_form,
  "extended-warranty": block_extended_warranty,
  form: block_form,
  "hero-title-banner": block_hero_title_banner,
  "image-element": block_image_element,
  "image-tabs": block_image_tabs,
  "inpage-navigation": block_inpage_navigation,
  "order-online-checkout": block_order_online_checkout,
  quote: block_quote,
  "quote-slider": block_quote_slider,
  "stock-locator": block_stock_locator,
  "stock-locator-carousel": block_stock_locator_carousel,
  "stock-locator-overseas": block_stock_locator_overseas,
  tabs: block_tabs,
};

/** Yes/no checks of one block's props (see isValidPageDocument). */
export const blockChecks: { readonly [K in BlockKey]: (data: unknown) => boolean } = {
  accordion: check_block_accordion,
  "column-group": check_block_column_group,
  "content-blocks": check_block_content_blocks,
  "entry-form": check_block_entry_form,
  "expanded-entry-form": check_block_expanded_entry_form,
  "extended-warranty": check_block_extended_warranty,
  form: check_block_form,
  "hero-title-banner": check_block_hero_title_banner,
  "image-element": check_block_image_element,
  "image-tabs": check_block_image_tabs,
  "inpage-navigation": check_block_inpage_navigation,
  "order-online-checkout": check_block_order_online_checkout,
  quote: check_block_quote,
  "quote-slider": check_block_quote_slider,
  "stock-locator": check_block_stock_locator,
  "stock-locator-carousel": check_block_stock_locator_carousel,
  "stock-locator-overseas": check_block_stock_locator_overseas,
  tabs: check_block_tabs,
};

/** Fills in missing defaults of one block's own props, in place; nested blocks are left to the caller. */
export const defaultAppliers: { readonly [K in BlockKey]: CompiledValidator } = {
  accordion: defaults_block_accordion,
  "column-group": defaults_block_column_group,
  "content-blocks": defaults_block_content_blocks,
  "entry-form": defaults_block_entry_form,
  "expanded-entry-form": defaults_block_expanded_entry_form,
  "extended-warranty": defaults_block_extended_warranty,
  form: defaults_block_form,
  "hero-title-banner": defaults_block_hero_title_banner,
  "image-element": defaults_block_image_element,
  "image-tabs": defaults_block_image_tabs,
  "inpage-navigation": defaults_block_inpage_navigation,
  "order-online-checkout": defaults_block_order_online_checkout,
  quote: defaults_block_quote,
  "quote-slider": defaults_block_quote_slider,
  "stock-locator": defaults_block_stock_locator,
  "stock-locator-carousel": defaults_block_stock_locator_carousel,
  "stock-locator-overseas": defaults_block_stock_locator_overseas,
  tabs: defaults_block_tabs,
};
