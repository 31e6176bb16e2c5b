// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";
import * as compiled from "./validators/compiled-validators.js";
import * as defaults from "./validators/default-appliers.js";
import * as fast from "./validators/fast-checks.js";

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
export const validatePageDocument: CompiledValidator = compiled.page;

/**
 * The same schemas compiled to a yes/no answer only (no error details, first failure returns): the
 * fast path for documents that are valid, as nearly all saves are. Ask validatePageDocument for why.
 */
export const isValidPageDocument: (data: unknown) => boolean = fast.page;

/** Validates one block's props (with its nested blocks). */
export const blockValidators: { readonly [K in BlockKey]: CompiledValidator } = {
  accordion: compiled.block_accordion,
  "column-group": compiled.block_column_group,
  "content-blocks": compiled.block_content_blocks,
  "entry-form": compiled.block_entry_form,
  "expanded-entry-form": compiled.block_expanded_entry_form,
  "extended-warranty": compiled.block_extended_warranty,
  form: compiled.block_form,
  "hero-title-banner": compiled.block_hero_title_banner,
  "image-element": compiled.block_image_element,
  "image-tabs": compiled.block_image_tabs,
  "inpage-navigation": compiled.block_inpage_navigation,
  quote: compiled.block_quote,
  "quote-slider": compiled.block_quote_slider,
  "stock-locator": compiled.block_stock_locator,
  "stock-locator-carousel": compiled.block_stock_locator_carousel,
  "stock-locator-overseas": compiled.block_stock_locator_overseas,
  tabs: compiled.block_tabs,
};

/** Yes/no checks of one block's props (see isValidPageDocument). */
export const blockChecks: { readonly [K in BlockKey]: (data: unknown) => boolean } = {
  accordion: fast.block_accordion,
  "column-group": fast.block_column_group,
  "content-blocks": fast.block_content_blocks,
  "entry-form": fast.block_entry_form,
  "expanded-entry-form": fast.block_expanded_entry_form,
  "extended-warranty": fast.block_extended_warranty,
  form: fast.block_form,
  "hero-title-banner": fast.block_hero_title_banner,
  "image-element": fast.block_image_element,
  "image-tabs": fast.block_image_tabs,
  "inpage-navigation": fast.block_inpage_navigation,
  quote: fast.block_quote,
  "quote-slider": fast.block_quote_slider,
  "stock-locator": fast.block_stock_locator,
  "stock-locator-carousel": fast.block_stock_locator_carousel,
  "stock-locator-overseas": fast.block_stock_locator_overseas,
  tabs: fast.block_tabs,
};

/** Fills in missing defaults of one block's own props, in place; nested blocks are left to the caller. */
export const defaultAppliers: { readonly [K in BlockKey]: CompiledValidator } = {
  accordion: defaults.block_accordion,
  "column-group": defaults.block_column_group,
  "content-blocks": defaults.block_content_blocks,
  "entry-form": defaults.block_entry_form,
  "expanded-entry-form": defaults.block_expanded_entry_form,
  "extended-warranty": defaults.block_extended_warranty,
  form: defaults.block_form,
  "hero-title-banner": defaults.block_hero_title_banner,
  "image-element": defaults.block_image_element,
  "image-tabs": defaults.block_image_tabs,
  "inpage-navigation": defaults.block_inpage_navigation,
  quote: defaults.block_quote,
  "quote-slider": defaults.block_quote_slider,
  "stock-locator": defaults.block_stock_locator,
  "stock-locator-carousel": defaults.block_stock_locator_carousel,
  "stock-locator-overseas": defaults.block_stock_locator_overseas,
  tabs: defaults.block_tabs,
};
