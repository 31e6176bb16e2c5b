// Generated from schemas/ and blocks/*/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { ComponentType } from "react";
import type { BlockKey, BlockProps } from "../contracts/block-types.ts";
import Quote from "../../blocks/quote/quote.tsx";

export type BlockComponents = { readonly [K in BlockKey]: ComponentType<BlockProps<K>> };

export const blockComponents: BlockComponents = {
  "quote": Quote,
};
