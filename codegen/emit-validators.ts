import standaloneCode from "ajv/dist/standalone/index.js";
import { Name, _, str, type Code, type CodeKeywordDefinition, type KeywordCxt } from "ajv";
import { getProperty, not, or, stringify, strConcat } from "ajv/dist/compile/codegen/index.js";
import namesModule from "ajv/dist/compile/names.js";
import { useFunc as ajvFunction } from "ajv/dist/compile/util.js";
import ucs2lengthModule from "ajv/dist/runtime/ucs2length.js";
import { allSchemaProperties, usePattern as ajvPattern } from "ajv/dist/vocabularies/code.js";
import { callRef } from "ajv/dist/vocabularies/core/ref.js";
import { VENDOR_KEYWORDS, createAjv, createMetaAjv, forCompilation } from "./ajv.ts";
import { clone, isObject, type Json, type JsonObject } from "./json.ts";
import type { BlockDefinition, SchemaSet } from "./load.ts";
import { PAGE_DOCUMENT_ID } from "./paths.ts";

/**
 * Validators are written one module per block (generated/contracts/validators/<key>.js) plus one for
 * the page (page-document.js), each compiled by its own ajv instance, so the code of one block never
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

/** Codegen-only keyword marking an object schema whose properties carry defaults (addSwitchedDefaults). */
const DEFAULTS_KEYWORD = "x-defaults";
/** runtime.js's switch: true only while `fillDefaults` runs. */
const DEFAULTS_SWITCH = "fillingDefaults";
/** Keywords validation never reads; left out of the compiled modules' schema constants. */
const ANNOTATIONS = ["title", "description", "examples", "$comment", ...VENDOR_KEYWORDS];
// ajv's code-point counter: a CommonJS module whose default export Node does not unwrap.
const ucs2length = (ucs2lengthModule as unknown as { default?: typeof ucs2lengthModule }).default ?? ucs2lengthModule;

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

// True only while fillDefaults runs: the validators then fill in every missing default as they check.
export let fillingDefaults = false;

/** Runs a validator with defaults switched on: fills in missing defaults of \`data\`, in place. */
export function fillDefaults(validate, data) {
  fillingDefaults = true;
  try {
    validate(data);
  } finally {
    fillingDefaults = false;
  }
}
`;

const RUNTIME_DECLARATION = `/** One ajv error as the compiled validators report it. */
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

/** Runs \`validate\` with defaults switched on: fills in the missing defaults of \`data\`, in place. */
export declare function fillDefaults(validate: CompiledValidator, data: unknown): void;
`;

const RUNTIME_MODULES: Record<string, string> = {
  "ajv/dist/runtime/ucs2length": "ucs2length",
  "ajv/dist/runtime/equal": "equal",
};

/** Replaces ajv's `require`s of its runtime helpers by an import of runtime.js at `runtimePath`. */
function importRuntime(code: string, runtimePath: string): string {
  const helpers = new Set<string>(code.includes(DEFAULTS_SWITCH) ? [DEFAULTS_SWITCH] : []);
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
          // Called without its context first: nearly every node is valid, and building the context (an
          // object and a path string per node) took a tenth of page validation. A failing node is run
          // again with it, for errors at their place in the page.
          gen.if(
            _`${data}.props !== undefined && !${validate}(${data}.props) && !${validate}(${data}.props, {instancePath: ${strConcat(instancePath, str`/props`)}, parentData: ${data}, parentDataProperty: "props", rootData: ${N.rootData}})`,
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

function compilingAjv() {
  const ajv = createAjv();
  ajv.addKeyword({
    keyword: COMPILED_REF,
    schemaType: "string",
    code(cxt) {
      // Called without its context first, as in blockUnion; ajv's call (context, errors) when it fails.
      const validate = new Name(cxt.schema as string);
      cxt.gen.if(_`!${validate}(${cxt.data})`, () => callRef(cxt, validate));
    },
  });
  // After ajv's own object keywords, where `discriminator` runs.
  ajv.addKeyword({ keyword: BLOCK_UNION, type: "object", schemaType: "object", code: blockUnion });
  addSwitchedDefaults(ajv);
  speedUpLengthLimits(ajv);
  speedUpPatterns(ajv);
  speedUpClosedObjects(ajv);
  return ajv;
}

/**
 * ajv's `useDefaults`, behind a switch: one compiled validator both reports errors (switch off, the
 * caller's data untouched) and fills in defaults (runtime.js `fillDefaults`, switch on). ajv's own
 * option cannot be switched at run time, and it also changes what is checked when the switch is off
 * (a property with a default is validated even when absent), so codegen marks every object schema
 * whose properties carry defaults with `x-defaults`; this keyword emits the assignments ajv's
 * `assignDefaults` emits (same condition, same value), first in the object keywords as ajv places
 * them, so `required` sees the filled-in values.
 */
function addSwitchedDefaults(ajv: ReturnType<typeof createAjv>): void {
  ajv.addKeyword({
    keyword: DEFAULTS_KEYWORD,
    type: "object",
    schemaType: "boolean",
    code(cxt) {
      const { gen, data, it, parentSchema } = cxt;
      if (it.compositeRule) throw new Error(`a default inside oneOf/anyOf/not is never applied (${it.errSchemaPath})`);
      const properties = (parentSchema as JsonObject).properties as JsonObject;
      gen.if(new Name(DEFAULTS_SWITCH), () => {
        for (const [key, property] of Object.entries(properties)) {
          const value = isObject(property) ? property.default : undefined;
          if (value === undefined) continue;
          const child = _`${data}${getProperty(key)}`;
          gen.if(_`${child} === undefined`, _`${child} = ${stringify(value)}`);
        }
      });
    },
  });
  // ajv assigns defaults before any keyword of the object group runs: put this one first.
  const group = ajv.RULES.rules.find((rules) => rules.type === "object");
  const index = group?.rules.findIndex((rule) => rule.keyword === DEFAULTS_KEYWORD) ?? -1;
  if (!group || index < 0) throw new Error("ajv has no object keyword group");
  group.rules.unshift(...group.rules.splice(index, 1));
}

/**
 * ajv's maxLength/minLength count code points on every string (a call walking the whole string); a
 * string's length in UTF-16 units bounds that count (count <= length <= 2 * count), so the walk is
 * only needed near the limit. Same check, same error (ajv's own message and params).
 */
function speedUpLengthLimits(ajv: ReturnType<typeof createAjv>): void {
  for (const keyword of ["maxLength", "minLength"]) {
    const definition = ajv.getKeyword(keyword) as CodeKeywordDefinition;
    definition.code = (cxt) => {
      const { data, schemaCode, gen } = cxt;
      const length = _`${ajvFunction(gen, ucs2length)}(${data})`;
      cxt.fail$data(
        keyword === "maxLength"
          ? _`${data}.length > ${schemaCode} && ${length} > ${schemaCode}`
          : _`${data}.length < 2 * ${schemaCode} && ${length} < ${schemaCode}`,
      );
    };
  }
}

/**
 * Most optional text fields are empty, and most of their patterns accept "" (`^$|...`): the regex
 * runs only on a non-empty string then. Same check, same error.
 */
function speedUpPatterns(ajv: ReturnType<typeof createAjv>): void {
  const definition = ajv.getKeyword("pattern") as CodeKeywordDefinition;
  definition.code = (cxt) => {
    const { data, schema } = cxt;
    if (cxt.$data) throw new Error("$data patterns are not supported");
    const regExp = ajvPattern(cxt, schema as string);
    const acceptsEmpty = new RegExp(schema as string, "u").test("");
    cxt.fail$data(acceptsEmpty ? _`${data}.length !== 0 && !${regExp}.test(${data})` : _`!${regExp}.test(${data})`);
  };
}

/**
 * ajv tells an unknown property of an object with more than eight known ones by
 * `hasOwnProperty.call(schema.properties, key)`; comparing the key with each known name (what it does
 * for eight or fewer) is faster. Only for `additionalProperties: false`, ajv's own code otherwise;
 * same error.
 */
function speedUpClosedObjects(ajv: ReturnType<typeof createAjv>): void {
  const definition = ajv.getKeyword("additionalProperties") as CodeKeywordDefinition;
  const ajvCode = definition.code;
  definition.code = (cxt, ruleType) => {
    const { gen, schema, parentSchema, data, errsCount, it } = cxt;
    const props = allSchemaProperties(parentSchema.properties);
    if (schema !== false || parentSchema.patternProperties !== undefined || props.length <= 8 || !errsCount)
      return ajvCode(cxt, ruleType);
    it.props = true;
    gen.forIn("key", data, (key) =>
      gen.if(not(or(...props.map((name) => _`${key} === ${name}`))), () => {
        cxt.setParams({ additionalProperty: key });
        cxt.error();
        if (!it.allErrors) gen.break();
      }),
    );
    cxt.ok(_`${errsCount} === ${N.errors}`);
  };
}

const SUBSCHEMA_MAPS = ["properties", "$defs", "patternProperties"];
const SUBSCHEMA_LISTS = ["oneOf", "anyOf", "allOf"];
const SUBSCHEMAS = ["items", "additionalProperties", "not", "if", "then", "else", "contains"];

/** Calls `visit` on every subschema (property names are not schemas: a field called `title` stays). */
function forEachSubschema(schema: Json, visit: (node: JsonObject) => void): void {
  if (!isObject(schema)) return;
  visit(schema);
  for (const keyword of SUBSCHEMA_MAPS)
    if (isObject(schema[keyword])) for (const child of Object.values(schema[keyword])) forEachSubschema(child, visit);
  for (const keyword of SUBSCHEMA_LISTS)
    if (Array.isArray(schema[keyword])) for (const child of schema[keyword]) forEachSubschema(child, visit);
  for (const keyword of SUBSCHEMAS) forEachSubschema(schema[keyword] ?? null, visit);
}

/**
 * A schema as a module compiles it: object schemas with defaults marked (addSwitchedDefaults), and
 * without what validation never reads, so the module's schema constants stay small.
 */
function forModule(schema: JsonObject): JsonObject {
  const copy = clone(forCompilation(schema)) as JsonObject;
  forEachSubschema(copy, (node) => {
    for (const keyword of ANNOTATIONS) delete node[keyword];
    const properties = isObject(node.properties) ? Object.values(node.properties) : [];
    if (properties.some((property) => isObject(property) && property.default !== undefined))
      node[DEFAULTS_KEYWORD] = true;
  });
  return copy;
}

interface Module {
  code: string;
  /** Identifiers the code calls through `x-compiled-ref`, each with the module that exports it. */
  imports: { name: string; from: string; as: string }[];
}

function moduleSource({ code, imports }: Module): string {
  const lines = imports.map(({ name, from, as }) => `import { ${name} as ${as} } from "${from}";\n`).join("");
  const body = importRuntime(code.replace(/\/\*# sourceURL=[^*]*\*\/ ?/g, ""), "./runtime.js");
  return `${lines}${body}`;
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
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forModule(schema));
  const page = clone(pageSchema);
  const $defs = page.$defs as JsonObject;
  const { discriminator: _tag, oneOf: _branches, ...node } = $defs["block-node"] as JsonObject;
  // The `$ref` only keeps ajv from inlining the node schema into its callers (it never resolves it):
  // inlined, its errors would carry other schema paths.
  $defs["block-node"] = { ...node, [BLOCK_UNION]: { $ref: "#/$defs/block-node" } };
  const imports: Module["imports"] = set.blocks.map((block) => ({
    name: "validate",
    from: `./${block.key}.js`,
    as: validatorExportName(block.key),
  }));
  const map = `const ${BLOCK_MAP} = new Map([\n${set.blocks.map((block) => `  [${JSON.stringify(block.key)}, ${validatorExportName(block.key)}],`).join("\n")}\n]);\n`;
  ajv.addSchema(forModule(page));
  return { code: `${standaloneCode(ajv, { page: PAGE_DOCUMENT_ID, blockNode: NODE_REF })}\n${map}`, imports };
}

/** One block's module: its props, with nested blocks checked by the page module's `blockNode`. */
function blockModule(set: SchemaSet, block: BlockDefinition): Module {
  const ajv = compilingAjv();
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forModule(schema));
  ajv.addSchema({ $id: PAGE_DOCUMENT_ID, $defs: { "block-node": { [COMPILED_REF]: "blockNode" } } });
  ajv.addSchema(forModule(block.schema));
  const code = standaloneCode(ajv, { validate: block.schema.$id as string });
  const imports = code.includes("blockNode(")
    ? [{ name: "blockNode", from: `./${PAGE_MODULE}.js`, as: "blockNode" }]
    : [];
  return { code, imports };
}

const BLOCK_DECLARATION = `import type { CompiledValidator } from "./runtime.js";\n\nexport declare const validate: CompiledValidator;\n`;
const PAGE_DECLARATION = `import type { CompiledValidator } from "./runtime.js";\n\nexport declare const page: CompiledValidator;\nexport declare const blockNode: CompiledValidator;\n`;

/**
 * One validator per block (generated/contracts/validators/<key>.js) and one for the page
 * (page-document.js), compiled at codegen time with all errors and JSON pointers; the same function
 * fills in defaults when runtime.js switches them on. Plain JavaScript, each with a `.d.ts` beside it,
 * so the type checker reads a few declarations instead of the code; keyed by path below generated/.
 */
export function emitValidators(set: SchemaSet, pageSchema: JsonObject): Map<string, string> {
  checkDraft(set, pageSchema);
  const files = new Map<string, string>();
  files.set("contracts/validators/runtime.js", RUNTIME);
  files.set("contracts/validators/runtime.d.ts", RUNTIME_DECLARATION);
  files.set(`contracts/validators/${PAGE_MODULE}.js`, moduleSource(pageModule(set, pageSchema)));
  files.set(`contracts/validators/${PAGE_MODULE}.d.ts`, PAGE_DECLARATION);
  for (const block of set.blocks) {
    files.set(`contracts/validators/${block.key}.js`, moduleSource(blockModule(set, block)));
    files.set(`contracts/validators/${block.key}.d.ts`, BLOCK_DECLARATION);
  }
  return files;
}
