import { isObject, type Json, type JsonObject } from "./json.ts";
import type { SchemaSet } from "./load.ts";
import { PAGE_DOCUMENT_ID } from "./paths.ts";
import type { SchemaRegistry } from "./schema-registry.ts";
import { PAGE_MODULE, validatorExportName } from "./emit-validators.ts";

/**
 * A second, boolean-only compilation of the same schemas: no error objects, no instance paths, first
 * failure returns. Whole-page validation runs it first and asks the (slower, error-reporting) ajv
 * validator only when a document is invalid. It supports exactly the keywords our schemas use and
 * refuses anything else at codegen time, so it can never silently accept what ajv would reject; a
 * contract test checks that both agree on every example and on mutations of them.
 */

const IGNORED = new Set([
  "$schema",
  "$id",
  "$defs",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "readOnly",
  "deprecated",
]);
const SUPPORTED = new Set([
  "$ref",
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "discriminator",
  "oneOf",
  "uniqueItems",
]);

class FastCheckCompiler {
  readonly #functions = new Map<string, string>();
  readonly #bodies: string[] = [];
  readonly #patterns = new Map<string, string>();
  #variable = 0;
  /** External functions called by this module: their name by the absolute ref they check. */
  readonly used = new Set<string>();

  /**
   * `externals`: functions of other modules (by the absolute ref they check) this module calls
   * instead of compiling the schema again.
   */
  constructor(
    private readonly registry: SchemaRegistry,
    private readonly externals: ReadonlyMap<string, string> = new Map(),
  ) {}

  /** A named function for the schema at `ref` (resolved against `baseId`); compiled once. */
  functionFor(ref: string, baseId: string): string {
    const { schema, baseId: base } = this.registry.resolve(ref, baseId);
    const key = new URL(ref, baseId).href;
    const existing = this.#functions.get(key);
    if (existing) return existing;
    const name = `check${this.#functions.size}`;
    this.#functions.set(key, name);
    const body = this.emit(schema, "data", base);
    this.#bodies.push(`function ${name}(data) {\n${body}  return true;\n}`);
    return name;
  }

  patterns(): string {
    return [...this.#patterns]
      .map(([source, name]) => `const ${name} = new RegExp(${JSON.stringify(source)}, "u");`)
      .join("\n");
  }

  functions(): string {
    return this.#bodies.join("\n");
  }

  #next(): string {
    return `v${++this.#variable}`;
  }

  #pattern(source: string): string {
    let name = this.#patterns.get(source);
    if (!name) {
      name = `pattern${this.#patterns.size}`;
      this.#patterns.set(source, name);
    }
    return name;
  }

  /** Statements that `return false` when `value` does not match `schema`. */
  emit(schema: Json, value: string, baseId: string): string {
    if (schema === true) return "";
    if (schema === false) return `  return false;\n`;
    if (!isObject(schema)) throw new Error(`unsupported schema ${JSON.stringify(schema)}`);
    for (const keyword of Object.keys(schema)) {
      if (!IGNORED.has(keyword) && !SUPPORTED.has(keyword) && !keyword.startsWith("x-")) {
        throw new Error(
          `the fast validator does not support the keyword "${keyword}"; extend codegen/emit-fast-check.ts`,
        );
      }
    }
    let code = "";
    if (typeof schema.$ref === "string") code += this.#ref(schema.$ref, value, baseId);
    if (schema.type !== undefined) code += `  if (!(${typeTest(schema.type, value)})) return false;\n`;
    const knownObject = schema.type === "object";
    if (Array.isArray(schema.enum))
      code += `  if (!(${schema.enum.map((option) => `${value} === ${literal(option)}`).join(" || ")})) return false;\n`;
    if (schema.const !== undefined) code += `  if (${value} !== ${literal(schema.const)}) return false;\n`;
    code += this.#stringKeywords(schema, value);
    code += numberKeywords(schema, value);
    code += this.#arrayKeywords(schema, value, baseId);
    code += this.#objectKeywords(schema, value, baseId, knownObject);
    if (Array.isArray(schema.oneOf)) code += this.#discriminated(schema, value, baseId);
    return code;
  }

  #ref(ref: string, value: string, baseId: string): string {
    const absolute = new URL(ref, baseId).href;
    const external = this.externals.get(absolute);
    if (external) {
      this.used.add(external);
      return `  if (!${external}(${value})) return false;\n`;
    }
    const { schema, baseId: base } = this.registry.resolve(ref, baseId);
    // Block schemas, the node union and recursive definitions become functions; the rest is inlined.
    const named =
      !absolute.includes("#") ||
      /#\/\$defs\/(block-node|slot|rich_text_node)$/.test(absolute) ||
      this.#functions.has(absolute);
    if (named) return `  if (!${this.functionFor(ref, baseId)}(${value})) return false;\n`;
    return this.emit(schema, value, base);
  }

  #stringKeywords(schema: JsonObject, value: string): string {
    const checks: string[] = [];
    if (typeof schema.maxLength === "number")
      checks.push(`(${value}.length > ${schema.maxLength} && codePoints(${value}) > ${schema.maxLength})`);
    if (typeof schema.minLength === "number")
      checks.push(`(${value}.length < ${schema.minLength * 2} && codePoints(${value}) < ${schema.minLength})`);
    if (typeof schema.pattern === "string") {
      // Most optional text fields are empty; skip the regex when the pattern accepts "" anyway.
      const acceptsEmpty = new RegExp(schema.pattern, "u").test("");
      checks.push(`${acceptsEmpty ? `${value}.length !== 0 && ` : ""}!${this.#pattern(schema.pattern)}.test(${value})`);
    }
    return checks.length === 0 ? "" : `  if (typeof ${value} === "string" && (${checks.join(" || ")})) return false;\n`;
  }

  #arrayKeywords(schema: JsonObject, value: string, baseId: string): string {
    let code = "";
    const limits: string[] = [];
    if (typeof schema.maxItems === "number") limits.push(`${value}.length > ${schema.maxItems}`);
    if (typeof schema.minItems === "number") limits.push(`${value}.length < ${schema.minItems}`);
    if (schema.uniqueItems === true) limits.push(`!allDistinct(${value})`);
    if (limits.length > 0) code += `  if (Array.isArray(${value}) && (${limits.join(" || ")})) return false;\n`;
    if (schema.items !== undefined) {
      if (Array.isArray(schema.items)) throw new Error("tuple `items` is not supported by the fast validator");
      const item = this.#next();
      const index = this.#next();
      const body = this.emit(schema.items, item, baseId);
      if (body)
        code += `  if (Array.isArray(${value})) for (let ${index} = 0; ${index} < ${value}.length; ${index}++) {\n  const ${item} = ${value}[${index}];\n${body}  }\n`;
    }
    return code;
  }

  #objectKeywords(schema: JsonObject, value: string, baseId: string, knownObject: boolean): string {
    const properties = isObject(schema.properties) ? schema.properties : null;
    const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
    const additional = schema.additionalProperties;
    if (!properties && required.length === 0 && additional === undefined) return "";
    let inner = "";
    if (required.length > 0)
      inner += `  if (${required.map((name) => `${value}[${literal(name)}] === undefined`).join(" || ")}) return false;\n`;
    if (additional === false) {
      const key = this.#next();
      const names = Object.keys(properties ?? {});
      inner +=
        names.length === 0
          ? `  for (const ${key} in ${value}) return false;\n`
          : `  for (const ${key} in ${value}) switch (${key}) { ${names.map((name) => `case ${literal(name)}:`).join(" ")} break; default: return false; }\n`;
    } else if (additional !== undefined && additional !== true) {
      const key = this.#next();
      const known = Object.keys(properties ?? {});
      const child = this.#next();
      inner += `  for (const ${key} in ${value}) {\n  ${known.length > 0 ? `switch (${key}) { ${known.map((name) => `case ${literal(name)}:`).join(" ")} continue; }\n  ` : ""}const ${child} = ${value}[${key}];\n${this.emit(additional, child, baseId)}  }\n`;
    }
    for (const [name, sub] of Object.entries(properties ?? {})) {
      const child = this.#next();
      const body = this.emit(sub, child, baseId);
      if (body)
        inner += `  { const ${child} = ${value}[${literal(name)}];\n  if (${child} !== undefined) {\n${body}  } }\n`;
    }
    return knownObject ? inner : `  if (${typeTest("object", value)}) {\n${inner}  }\n`;
  }

  /** Entries of the node union's map (one line per block), once the union was compiled. */
  unionEntries: [string, string][] = [];

  /**
   * The page's node union as a lookup in a map of the block modules' checks, so a new block adds one
   * entry instead of a case that renumbers the variables of every case after it.
   */
  #blockUnion(branches: Json[], tag: string, baseId: string): string | null {
    const entries: [string, string][] = [];
    for (const branch of branches) {
      if (!isObject(branch) || Object.keys(branch).join() !== "properties" || !isObject(branch.properties)) return null;
      const { [tag]: tagSchema, props, ...rest } = branch.properties;
      if (Object.keys(rest).length > 0 || !isObject(tagSchema) || typeof tagSchema.const !== "string") return null;
      if (!isObject(props) || Object.keys(props).join() !== "$ref" || typeof props.$ref !== "string") return null;
      const external = this.externals.get(new URL(props.$ref, baseId).href);
      if (!external) return null;
      entries.push([tagSchema.const, external]);
    }
    for (const [, name] of entries) this.used.add(name);
    this.unionEntries = entries;
    return BLOCK_MAP;
  }

  #discriminated(schema: JsonObject, value: string, baseId: string): string {
    const discriminator = schema.discriminator;
    if (!isObject(discriminator) || typeof discriminator.propertyName !== "string") {
      throw new Error("`oneOf` is supported only with a `discriminator` by the fast validator");
    }
    const tag = discriminator.propertyName;
    const union = this.#blockUnion(schema.oneOf as Json[], tag, baseId);
    if (union) {
      const check = this.#next();
      const props = this.#next();
      return `  if (${typeTest("object", value)}) {\n  const ${check} = ${union}.get(${value}[${literal(tag)}]);\n  if (${check} === undefined) return false;\n  const ${props} = ${value}.props;\n  if (${props} !== undefined && !${check}(${props})) return false;\n  }\n`;
    }
    const cases = (schema.oneOf as Json[]).map((branch) => {
      if (!isObject(branch) || !isObject(branch.properties) || !isObject(branch.properties[tag]))
        throw new Error("discriminated branch without a tag");
      const tagSchema = branch.properties[tag] as JsonObject;
      const values = tagSchema.const !== undefined ? [tagSchema.const] : (tagSchema.enum as Json[]);
      return `case ${values.map(literal).join(": case ")}: {\n${this.emit(branch, value, baseId)}  break; }`;
    });
    return `  if (${typeTest("object", value)}) switch (${value}[${literal(tag)}]) {\n  ${cases.join("\n  ")}\n  default: return false;\n  }\n`;
  }
}

/** The checks of the page's node union when every branch is `{ type: const, props: external block }`. */
const BLOCK_MAP = "BLOCK_CHECKS";

function literal(value: Json): string {
  if (value !== null && typeof value === "object")
    throw new Error("object values in enum/const are not supported by the fast validator");
  return JSON.stringify(value);
}

function typeTest(type: Json, value: string): string {
  if (Array.isArray(type)) return type.map((one) => `(${typeTest(one, value)})`).join(" || ");
  switch (type) {
    case "object":
      return `typeof ${value} === "object" && ${value} !== null && !Array.isArray(${value})`;
    case "array":
      return `Array.isArray(${value})`;
    case "string":
      return `typeof ${value} === "string"`;
    case "boolean":
      return `typeof ${value} === "boolean"`;
    case "null":
      return `${value} === null`;
    case "number":
      return `typeof ${value} === "number" && isFinite(${value})`;
    case "integer":
      return `typeof ${value} === "number" && !(${value} % 1) && !isNaN(${value}) && isFinite(${value})`;
    default:
      throw new Error(`unknown type ${JSON.stringify(type)}`);
  }
}

function numberKeywords(schema: JsonObject, value: string): string {
  const checks: string[] = [];
  if (typeof schema.minimum === "number") checks.push(`${value} < ${schema.minimum}`);
  if (typeof schema.maximum === "number") checks.push(`${value} > ${schema.maximum}`);
  if (typeof schema.exclusiveMinimum === "number") checks.push(`${value} <= ${schema.exclusiveMinimum}`);
  if (typeof schema.exclusiveMaximum === "number") checks.push(`${value} >= ${schema.exclusiveMaximum}`);
  return checks.length === 0 ? "" : `  if (typeof ${value} === "number" && (${checks.join(" || ")})) return false;\n`;
}

const RUNTIME = `function deepEqual(a, b) {
  if (a === b) return true;
  if (!a || !b || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (!Object.prototype.hasOwnProperty.call(b, key) || !deepEqual(a[key], b[key])) return false;
  return true;
}
export function allDistinct(list) {
  for (let i = 1; i < list.length; i++) for (let j = 0; j < i; j++) if (deepEqual(list[i], list[j])) return false;
  return true;
}
export function codePoints(text) {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    length++;
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return length;
}
`;

function checkModule(compiler: FastCheckCompiler, imports: string[], exported: string[]): string {
  const body = `${compiler.patterns()}\n${compiler.functions()}\n${exported.join("\n")}\n`;
  const runtime = ["allDistinct", "codePoints"].filter((name) => body.includes(`${name}(`));
  const lines = [...(runtime.length > 0 ? [`import { ${runtime.join(", ")} } from "./runtime.ts";`] : []), ...imports];
  return `// @ts-nocheck\n${lines.join("\n")}\n${body}`;
}

/**
 * The yes/no checks, one module per block (generated/contracts/validators/checks/<key>.ts) and one
 * for the page, as emitValidators splits the error-reporting ones: a block's code depends on its own
 * schema only, its slots call the page module's `blockNode`, the page's node union each block's `check`.
 */
export function emitFastChecks(set: SchemaSet, pageSchema: JsonObject): Map<string, string> {
  const files = new Map<string, string>();
  files.set("contracts/validators/checks/runtime.ts", `// @ts-nocheck\n${RUNTIME}`);
  const nodeRef = `${PAGE_DOCUMENT_ID}#/$defs/block-node`;
  const blockRefs = new Map(set.blocks.map((block) => [block.schema.$id as string, validatorExportName(block.key)]));
  // The page schema with its generated union is not in the registry: register it for this compilation.
  set.registry.add(pageSchema);
  try {
    const page = new FastCheckCompiler(set.registry, blockRefs);
    const exported = [
      `export const page = ${page.functionFor(PAGE_DOCUMENT_ID, PAGE_DOCUMENT_ID)};`,
      `export const blockNode = ${page.functionFor(nodeRef, PAGE_DOCUMENT_ID)};`,
    ];
    const imports = set.blocks
      .filter((block) => page.used.has(validatorExportName(block.key)))
      .map((block) => `import { check as ${validatorExportName(block.key)} } from "./${block.key}.ts";`);
    const map = `const ${BLOCK_MAP} = new Map([\n${page.unionEntries.map(([type, name]) => `  [${JSON.stringify(type)}, ${name}],`).join("\n")}\n]);`;
    files.set(`contracts/validators/checks/${PAGE_MODULE}.ts`, checkModule(page, imports, [...exported, map]));
    for (const block of set.blocks) {
      const id = block.schema.$id as string;
      const externals = new Map<string, string>(
        [...blockRefs, [nodeRef, "blockNode"] as const].filter(([ref]) => ref !== id),
      );
      const compiler = new FastCheckCompiler(set.registry, externals);
      const exportedCheck = [`export const check = ${compiler.functionFor(id, id)};`];
      const blockImports = [...compiler.used].map((name) =>
        name === "blockNode"
          ? `import { blockNode } from "./${PAGE_MODULE}.ts";`
          : `import { check as ${name} } from "./${set.blocks.find((b) => validatorExportName(b.key) === name)!.key}.ts";`,
      );
      files.set(`contracts/validators/checks/${block.key}.ts`, checkModule(compiler, blockImports, exportedCheck));
    }
  } finally {
    const envelope = set.shared.find((schema) => schema.$id === PAGE_DOCUMENT_ID);
    if (envelope) set.registry.add(envelope);
  }
  return files;
}
