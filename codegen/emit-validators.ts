import standaloneCode from "ajv/dist/standalone/index.js";
import { createAjv, createMetaAjv, forCompilation } from "./ajv.ts";
import { clone, walkSchema, type JsonObject } from "./json.ts";
import type { SchemaSet } from "./load.ts";
import { PAGE_DOCUMENT_ID, SLOT_REF } from "./paths.ts";

/**
 * ajv's standalone output still `require`s two tiny runtime helpers even in ESM mode; we inline
 * equivalents so the generated modules are plain ESM for Node, Vite and the browser alike.
 */
const RUNTIME_HELPERS: Record<string, string> = {
  // ajv's own algorithm: code points, counting a surrogate pair once.
  "ajv/dist/runtime/ucs2length": `function ucs2length(str) {
  const len = str.length; let length = 0; let pos = 0; let value;
  while (pos < len) { length++; value = str.charCodeAt(pos++); if (value >= 0xd800 && value <= 0xdbff && pos < len) { value = str.charCodeAt(pos); if ((value & 0xfc00) === 0xdc00) pos++; } }
  return length;
}`,
  "ajv/dist/runtime/equal": `function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a == "object" && typeof b == "object") {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) { if (a.length !== b.length) return false; for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false; return true; }
    const keys = Object.keys(a); if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    return true;
  }
  return a !== a && b !== b;
}`,
};

function inlineRuntime(code: string): string {
  const helpers = new Set<string>();
  const out = code.replace(/require\("([^"]+)"\)\.default/g, (_, module: string) => {
    const helper = RUNTIME_HELPERS[module];
    if (!helper) throw new Error(`ajv standalone code needs runtime module ${module}; add an inline helper for it`);
    helpers.add(helper);
    return helper.slice("function ".length, helper.indexOf("("));
  });
  return `${[...helpers].join("\n")}\n${out.replace(/^"use strict";/, "")}`;
}

/** Export name of a block's validator in the generated module. */
export function validatorExportName(key: string): string {
  return `block_${key.replaceAll("-", "_")}`;
}

/** Whole-page and per-block validators (all errors, JSON pointers), compiled once at codegen time. */
export function emitValidators(set: SchemaSet, pageSchema: JsonObject): string {
  // Compile once with draft 2020-12 first: it rejects anything the faster core class would misread.
  const meta = createMetaAjv();
  for (const schema of [
    ...set.shared.filter((s) => s.$id !== PAGE_DOCUMENT_ID),
    pageSchema,
    ...set.blocks.map((b) => b.schema),
  ])
    meta.addSchema(schema);
  meta.getSchema(PAGE_DOCUMENT_ID);

  const ajv = createAjv();
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forCompilation(schema));
  ajv.addSchema(forCompilation(pageSchema));
  for (const block of set.blocks) ajv.addSchema(forCompilation(block.schema));
  const exports: Record<string, string> = { page: PAGE_DOCUMENT_ID };
  for (const block of set.blocks) exports[validatorExportName(block.key)] = block.schema.$id as string;
  return inlineRuntime(standaloneCode(ajv, exports));
}

/**
 * Per-block validators compiled with `useDefaults`: running one fills in every missing default of a
 * block's own props (nested objects and field groups included). Slots are left to the tree walker, so
 * each nested block gets its own defaults.
 */
export function emitDefaultAppliers(set: SchemaSet): string {
  const ajv = createAjv({ useDefaults: true });
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forCompilation(schema));
  ajv.addSchema({ $id: PAGE_DOCUMENT_ID, $defs: { "block-node": {} } });
  const exports: Record<string, string> = {};
  for (const block of set.blocks) {
    const schema = forCompilation(withoutSlots(block.schema));
    ajv.addSchema(schema);
    exports[validatorExportName(block.key)] = schema.$id as string;
  }
  return inlineRuntime(standaloneCode(ajv, exports));
}

function withoutSlots(schema: JsonObject): JsonObject {
  const copy = clone(schema);
  walkSchema(copy, (node) => {
    if (node.$ref === SLOT_REF) {
      delete node.$ref;
      node.type = "array";
    }
  });
  return copy;
}
