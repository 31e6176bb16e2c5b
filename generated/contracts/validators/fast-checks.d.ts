// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
export declare const page: (data: unknown) => boolean;
export declare const block_accordion: (data: unknown) => boolean;
export declare const block_column_group: (data: unknown) => boolean;
export declare const block_content_blocks: (data: unknown) => boolean;
export declare const block_entry_form: (data: unknown) => boolean;
export declare const block_expanded_entry_form: (data: unknown) => boolean;
export declare const block_extended_warranty: (data: unknown) => boolean;
export declare const block_form: (data: unknown) => boolean;
export declare const block_hero_title_banner: (data: unknown) => boolean;
export declare const block_image_element: (data: unknown) => boolean;
export declare const block_image_tabs: (data: unknown) => boolean;
export declare const block_inpage_navigation: (data: unknown) => boolean;
export declare const block_quote: (data: unknown) => boolean;
export declare const block_quote_slider: (data: unknown) => boolean;
export declare const block_stock_locator: (data: unknown) => boolean;
export declare const block_stock_locator_carousel: (data: unknown) => boolean;
export declare const block_stock_locator_overseas: (data: unknown) => boolean;
export declare const block_tabs: (data: unknown) => boolean;
