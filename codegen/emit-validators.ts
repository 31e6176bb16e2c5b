import standaloneCode from "ajv/dist/standalone/index.js";
import { Name, _, str, type Code, type KeywordCxt } from "ajv";
import { strConcat } from "ajv/dist/compile/codegen/index.js";
import namesModule from "ajv/dist/compile/names.js";
import { callRef } from "ajv/dist/vocabularies/core/ref.js";
import { createAjv, createMetaAjv, forCompilation } from "./ajv.ts";
import { clone, walkSchema, type JsonObject } from "./json.ts";
import type { BlockDefinition, SchemaSet } from "./load.ts";
import { PAGE_DOCUMENT_ID, SLOT_REF } from "./paths.ts";

/**
 * Validators are written one module per block (generated/contracts/validators/<key>.ts) plus one for
 * the page (page-document.ts), each compiled by its own ajv instance, so the code of one block never
 * depends on which other blocks exist: adding a block adds its modules and import lines, and renumbers
 * nothing. The modules call each other where schemas cross: a block's slots call the page module's
 * `blockNode`, and the page's node union calls each block's `validate`. ajv emits those calls for the
 * `x-compiled-ref` keyword below exactly as it emits a `$ref` to a separately compiled schema, so the
 * errors (instance paths, schema paths) are the ones a single compilation would report.
 */
const COMPILED_REF = "x-compiled-ref";

/** The module (below generated/contracts/validators/) holding a block's or the page's validators. */
export const PAGE_MODULE = "page-document";
const NODE_REF = `${PAGE_DOCUMENT_ID}#/$defs/block-node`;

/** ajv's runtime helpers, which its standalone output would `require`: one shared ESM module instead. */
const RUNTIME = `// ajv's own algorithm: code points, counting a surrogate pair once.
export function ucs2length(str) {
  const len = str.length;
  let length = 0;
  let pos = 0;
  let value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}

/** Deep equality of JSON values (ajv's \`equal\`, used by const/enum of objects and uniqueItems). */
export function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a == "object" && typeof b == "object") {
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    if (Array.isArray(a)) {
      if (a.length !== b.length) return false;
      for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
      return true;
    }
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key) || !equal(a[key], b[key])) return false;
    return true;
  }
  return a !== a && b !== b;
}
`;

const RUNTIME_MODULES: Record<string, string> = {
  "ajv/dist/runtime/ucs2length": "ucs2length",
  "ajv/dist/runtime/equal": "equal",
};

/** Replaces ajv's `require`s of its runtime helpers by an import of runtime.ts at `runtimePath`. */
function importRuntime(code: string, runtimePath: string): string {
  const helpers = new Set<string>();
  const out = code.replace(/require\("([^"]+)"\)\.default/g, (_, module: string) => {
    const helper = RUNTIME_MODULES[module];
    if (!helper)
      throw new Error(`ajv standalone code needs runtime module ${module}; add it to codegen/emit-validators.ts`);
    helpers.add(helper);
    return helper;
  });
  const imports = helpers.size > 0 ? `import { ${[...helpers].sort().join(", ")} } from "${runtimePath}";\n` : "";
  return `${imports}${out.replace(/^"use strict";/, "")}`;
}

/** Export name of a block's validator, as the page module imports it. */
export function validatorExportName(key: string): string {
  return `block_${key.replaceAll("-", "_")}`;
}

/**
 * The node union of the page module, in place of ajv's `discriminator` + `oneOf`: the block's props
 * validator is looked up by `type` in the module's BLOCK_VALIDATORS map (one line per block), so a new
 * block adds a line instead of renumbering every case after it. The errors are ajv's discriminator
 * errors, word for word; its per-case `const` check is left out as it cannot fail once the tag matched.
 */
const BLOCK_UNION = "x-block-union";
// ajv's code names (vErrors, instancePath...): a CommonJS module whose default export Node does not unwrap.
const N = (namesModule as unknown as { default?: typeof namesModule }).default ?? namesModule;
const BLOCK_MAP = "BLOCK_VALIDATORS";

function blockUnion(cxt: KeywordCxt): void {
  const { gen, data, it } = cxt;
  const instancePath = strConcat(N.instancePath, it.errorPath);
  const fail = (params: Code, message: string): void => {
    const err = gen.const(
      "err",
      _`{instancePath: ${instancePath}, schemaPath: ${`${it.errSchemaPath}/discriminator`}, keyword: "discriminator", params: ${params}, message: ${message}}`,
    );
    gen.if(
      _`${N.vErrors} === null`,
      () => gen.assign(N.vErrors, _`[${err}]`),
      () => gen.code(_`${N.vErrors}.push(${err})`),
    );
    gen.code(_`${N.errors}++`);
  };
  const tag = gen.const("tag", _`${data}.type`);
  gen.if(
    _`typeof ${tag} == "string"`,
    () => {
      const validate = gen.const("validateProps", _`${new Name(BLOCK_MAP)}.get(${tag})`);
      gen.if(
        _`${validate} === undefined`,
        () => fail(_`{error: "mapping", tag: "type", tagValue: ${tag}}`, `value of tag "type" must be in oneOf`),
        () =>
          gen.if(
            _`${data}.props !== undefined && !${validate}(${data}.props, {instancePath: ${strConcat(instancePath, str`/props`)}, parentData: ${data}, parentDataProperty: "props", rootData: ${N.rootData}})`,
            () => {
              gen.assign(
                N.vErrors,
                _`${N.vErrors} === null ? ${validate}.errors : ${N.vErrors}.concat(${validate}.errors)`,
              );
              gen.assign(N.errors, _`${N.vErrors}.length`);
            },
          ),
      );
    },
    () => fail(_`{error: "tag", tag: "type", tagValue: ${tag}}`, `tag "type" must be string`),
  );
}

function compilingAjv(options: { useDefaults?: boolean } = {}) {
  const ajv = createAjv(options);
  ajv.addKeyword({
    keyword: COMPILED_REF,
    schemaType: "string",
    code(cxt) {
      callRef(cxt, new Name(cxt.schema as string));
    },
  });
  // After ajv's own object keywords, where `discriminator` runs.
  ajv.addKeyword({ keyword: BLOCK_UNION, type: "object", schemaType: "object", code: blockUnion });
  return ajv;
}

interface Module {
  code: string;
  /** Identifiers the code calls through `x-compiled-ref`, each with the module that exports it. */
  imports: { name: string; from: string; as: string }[];
}

function moduleSource({ code, imports }: Module, runtimePath: string): string {
  const lines = imports.map(({ name, from, as }) => `import { ${name} as ${as} } from "${from}";\n`).join("");
  return `// @ts-nocheck\n${lines}${importRuntime(code, runtimePath)}`;
}

/** Checks once, with draft 2020-12, that every schema is well formed (the compiling class would misread some). */
function checkDraft(set: SchemaSet, pageSchema: JsonObject): void {
  const meta = createMetaAjv();
  for (const schema of [
    ...set.shared.filter((s) => s.$id !== PAGE_DOCUMENT_ID),
    pageSchema,
    ...set.blocks.map((b) => b.schema),
  ])
    meta.addSchema(schema);
  meta.getSchema(PAGE_DOCUMENT_ID);
}

/** The page module: the whole document and the node union, calling each block's module for its props. */
function pageModule(set: SchemaSet, pageSchema: JsonObject): Module {
  const ajv = compilingAjv();
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forCompilation(schema));
  const page = clone(pageSchema);
  const $defs = page.$defs as JsonObject;
  const { discriminator: _tag, oneOf: _branches, ...node } = $defs["block-node"] as JsonObject;
  // The `$ref` only keeps ajv from inlining the node schema into its callers (it never resolves it):
  // inlined, its errors would carry other schema paths.
  $defs["block-node"] = { ...node, [BLOCK_UNION]: { $ref: "#/$defs/block-node" } };
  const imports: Module["imports"] = set.blocks.map((block) => ({
    name: "validate",
    from: `./${block.key}.ts`,
    as: validatorExportName(block.key),
  }));
  const map = `const ${BLOCK_MAP} = new Map([\n${set.blocks.map((block) => `  [${JSON.stringify(block.key)}, ${validatorExportName(block.key)}],`).join("\n")}\n]);\n`;
  ajv.addSchema(forCompilation(page));
  return { code: `${standaloneCode(ajv, { page: PAGE_DOCUMENT_ID, blockNode: NODE_REF })}\n${map}`, imports };
}

/** One block's module: its props, with nested blocks checked by the page module's `blockNode`. */
function blockModule(set: SchemaSet, block: BlockDefinition): Module {
  const ajv = compilingAjv();
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forCompilation(schema));
  ajv.addSchema({ $id: PAGE_DOCUMENT_ID, $defs: { "block-node": { [COMPILED_REF]: "blockNode" } } });
  ajv.addSchema(forCompilation(block.schema));
  const code = standaloneCode(ajv, { validate: block.schema.$id as string });
  const imports = code.includes("blockNode(")
    ? [{ name: "blockNode", from: `./${PAGE_MODULE}.ts`, as: "blockNode" }]
    : [];
  return { code, imports };
}

/**
 * A block's validator compiled with `useDefaults`: running it fills in every missing default of the
 * block's own props (nested objects and field groups included). Slots are left to the tree walker, so
 * each nested block gets its own defaults.
 */
function defaultsModule(set: SchemaSet, block: BlockDefinition): Module {
  const ajv = compilingAjv({ useDefaults: true });
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forCompilation(schema));
  ajv.addSchema({ $id: PAGE_DOCUMENT_ID, $defs: { "block-node": {} } });
  const schema = forCompilation(withoutSlots(block.schema));
  ajv.addSchema(schema);
  return { code: standaloneCode(ajv, { applyDefaults: schema.$id as string }), imports: [] };
}

/**
 * Whole-page and per-block validators (all errors, JSON pointers) and per-block default appliers,
 * compiled at codegen time, keyed by their path below generated/.
 */
export function emitValidators(set: SchemaSet, pageSchema: JsonObject): Map<string, string> {
  checkDraft(set, pageSchema);
  const files = new Map<string, string>();
  files.set("contracts/validators/runtime.ts", `// @ts-nocheck\n${RUNTIME}`);
  files.set(`contracts/validators/${PAGE_MODULE}.ts`, moduleSource(pageModule(set, pageSchema), "./runtime.ts"));
  for (const block of set.blocks) {
    files.set(`contracts/validators/${block.key}.ts`, moduleSource(blockModule(set, block), "./runtime.ts"));
    files.set(
      `contracts/validators/defaults/${block.key}.ts`,
      moduleSource(defaultsModule(set, block), "../runtime.ts"),
    );
  }
  return files;
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
