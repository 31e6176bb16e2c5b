// Generated from schemas/ and blocks/*/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { CompiledValidator } from "../validators.ts";

export declare const page: CompiledValidator;
export declare const block_quote: CompiledValidator;
