// Generated from schemas/ and blocks/*/block.schema.json by `npm run codegen`. Do not edit.
/* eslint-disable */
import type { BlockKey } from "./block-types.ts";
import * as compiled from "./validators/compiled-validators.js";
import * as defaults from "./validators/default-appliers.js";

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

/** Validates one block's props (with its nested blocks). */
export const blockValidators: { readonly [K in BlockKey]: CompiledValidator } = {
  "quote": compiled.block_quote,
};

/** Fills in missing defaults of one block's own props, in place; nested blocks are left to the caller. */
export const defaultAppliers: { readonly [K in BlockKey]: CompiledValidator } = {
  "quote": defaults.block_quote,
};
