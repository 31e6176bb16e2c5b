// Generated from schemas/ and blocks/<key>/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { CompiledValidator } from "./runtime.js";

export declare const validate: CompiledValidator;
