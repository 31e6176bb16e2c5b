// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { CompiledValidator } from "../validators.ts";

export declare const page: CompiledValidator;
export declare const block_accordion: CompiledValidator;
export declare const block_column_group: CompiledValidator;
export declare const block_content_blocks: CompiledValidator;
export declare const block_entry_form: CompiledValidator;
export declare const block_expanded_entry_form: CompiledValidator;
export declare const block_extended_warranty: CompiledValidator;
export declare const block_form: CompiledValidator;
export declare const block_hero_title_banner: CompiledValidator;
export declare const block_image_element: CompiledValidator;
export declare const block_image_tabs: CompiledValidator;
export declare const block_inpage_navigation: CompiledValidator;
export declare const block_quote: CompiledValidator;
export declare const block_quote_slider: CompiledValidator;
export declare const block_stock_locator: CompiledValidator;
export declare const block_stock_locator_carousel: CompiledValidator;
export declare const block_stock_locator_overseas: CompiledValidator;
export declare const block_tabs: CompiledValidator;
