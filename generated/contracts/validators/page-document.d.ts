// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { CompiledValidator } from "./runtime.js";

export declare const page: CompiledValidator;
export declare const blockNode: CompiledValidator;
