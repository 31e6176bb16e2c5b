import { compile } from "json-schema-to-typescript";
import { clone, isObject, pascalCase, type Json, type JsonObject } from "./json.ts";
import type { SchemaSet } from "./load.ts";
import { FIELDS_ID, PAGE_DOCUMENT_ID, SLOT_REF } from "./paths.ts";

/** TypeScript name of a block's props interface, e.g. `hero-title-banner` -> `HeroTitleBannerProps`. */
function propsTypeName(key: string): string {
  return `${pascalCase(key)}Props`;
}

const ANNOTATIONS = new Set(["title", "description", "default", "examples", "$comment", "readOnly", "deprecated"]);

/**
 * Rewrites one schema into what json-schema-to-typescript should see: refs point at `#/$defs/<TypeName>`,
 * slots become `SlotComponent`, JSON fields `unknown`, and every property that has a default is
 * required (components receive props with defaults applied).
 */
function prepare(schema: Json, refName: (ref: string) => string | JsonObject): Json {
  if (Array.isArray(schema)) return schema.map((item) => prepare(item, refName));
  if (!isObject(schema)) return schema;
  if (schema.$ref === SLOT_REF) return { tsType: "SlotComponent", ...doc(schema) };
  if (schema["x-field"] === "json") return { tsType: "unknown", ...doc(schema) };
  if (typeof schema.$ref === "string") {
    const target = refName(schema.$ref);
    // A bare $ref: annotations beside it would make json-schema-to-typescript emit numbered copies of the type.
    return typeof target === "string" ? { $ref: target } : { ...target, ...doc(schema) };
  }
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key.startsWith("x-") || key === "$id" || key === "$schema" || key === "$defs") continue;
    if (key === "properties" && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, prepare(sub, refName)]));
      const defaulted = Object.entries(value)
        .filter(([, sub]) => isObject(sub) && sub.default !== undefined)
        .map(([name]) => name);
      const required = new Set([...((schema.required as string[] | undefined) ?? []), ...defaulted]);
      if (required.size > 0) out.required = [...required];
      continue;
    }
    if (key === "required") continue;
    out[key] = prepare(value, refName);
  }
  Object.assign(out, doc(schema));
  return out;
}

function isScalar(def: JsonObject): boolean {
  return (
    typeof def.type === "string" &&
    ["string", "number", "integer", "boolean", "null"].includes(def.type) &&
    def.enum === undefined &&
    def.$ref === undefined
  );
}

function doc(schema: JsonObject): JsonObject {
  const parts = [schema.title, schema.description].filter((part): part is string => typeof part === "string");
  return parts.length > 0 ? { description: parts.join(": ") } : {};
}

export async function emitTypes(set: SchemaSet): Promise<string> {
  const fields = set.registry.get(FIELDS_ID);
  if (!fields) throw new Error("schemas/fields.schema.json is missing");
  const defs: JsonObject = {};
  const fieldDefs = fields.$defs as JsonObject;
  const fieldRef = (ref: string): string | JsonObject => {
    const name = ref.startsWith("#/$defs/")
      ? ref.slice(8)
      : ref.startsWith(`${FIELDS_ID}#/$defs/`)
        ? ref.slice(FIELDS_ID.length + 8)
        : null;
    if (name === null) throw new Error(`unsupported $ref ${ref} in schemas/fields.schema.json`);
    const def = fieldDefs[name];
    // Plain scalar kinds (string, text, bool...) are inlined: a type named `String` would shadow the global.
    if (isObject(def) && isScalar(def)) return prepare(clone(def), fieldRef) as JsonObject;
    return `#/$defs/${pascalCase(name)}`;
  };
  for (const [name, def] of Object.entries(fieldDefs)) {
    if (name === "slot" || !isObject(def) || isScalar(def)) continue;
    defs[pascalCase(name)] = prepare(clone(def), fieldRef);
  }
  const properties: JsonObject = {};
  for (const block of set.blocks) {
    const local = pascalCase(block.key);
    const blockRef = (ref: string): string | JsonObject => {
      if (ref.startsWith("#/$defs/")) return `#/$defs/${local}${pascalCase(ref.slice(8))}`;
      if (ref.startsWith(`${FIELDS_ID}#/$defs/`)) return fieldRef(ref);
      if (ref.startsWith(PAGE_DOCUMENT_ID)) throw new Error(`${block.folder}: refer to nested blocks with ${SLOT_REF}`);
      throw new Error(`${block.folder}: unsupported $ref ${ref}`);
    };
    for (const [name, def] of Object.entries((block.schema.$defs as JsonObject | undefined) ?? {})) {
      defs[`${local}${pascalCase(name)}`] = prepare(clone(def), blockRef);
    }
    defs[propsTypeName(block.key)] = prepare(clone(block.schema), blockRef);
    properties[block.key] = { $ref: `#/$defs/${propsTypeName(block.key)}` };
  }
  const root = {
    title: "BlockPropsMap",
    type: "object",
    additionalProperties: false,
    required: set.blocks.map((block) => block.key),
    properties,
    $defs: defs,
  };
  const ts = await compile(root as never, "BlockPropsMap", {
    bannerComment: "",
    additionalProperties: false,
    unreachableDefinitions: true,
    strictIndexSignatures: true,
    maxItems: -1,
    format: true,
    declareExternallyReferenced: true,
  });
  return ts
    .replace(
      /\n \*\n \* This interface was referenced by `BlockPropsMap`'s JSON-Schema\n \* via the `definition` "[^"]+"\./g,
      "",
    )
    .replace(
      /\/\*\*\n \* This interface was referenced by `BlockPropsMap`'s JSON-Schema\n \* via the `definition` "[^"]+"\.\n \*\/\n/g,
      "",
    );
}

/** Hand-written companion types appended to the generated ones. */
export const TYPES_EPILOGUE = `
/** Options a block may pass when it renders one of its slots; the editor and the site accept the same. */
export interface SlotRenderProps {
  className?: string;
  style?: CSSProperties;
  as?: ElementType;
  minEmptyHeight?: CSSProperties["minHeight"] | number;
  allow?: string[];
  disallow?: string[];
}

/** A slot prop as a block component receives it: render it to draw the nested blocks. */
export type SlotComponent = (props?: SlotRenderProps) => ReactNode;

export type BlockKey = keyof BlockPropsMap;

/** The props a block component receives: defaults applied, slots as components. */
export type BlockProps<K extends BlockKey> = BlockPropsMap[K];

/** The stored shape of props: slots are arrays of block nodes and defaulted fields may be missing. */
export type StoredProps<T> = T extends SlotComponent
  ? BlockNode[]
  : T extends readonly (infer Item)[]
    ? StoredProps<Item>[]
    : T extends object
      ? { [K in keyof T]?: StoredProps<T[K]> }
      : T;

/** One block in a page document: \`{ type, props: { id, ... } }\`. */
export type BlockNode = {
  [K in BlockKey]: { type: K; props: StoredProps<BlockPropsMap[K]> & { id: string } };
}[BlockKey];

export interface PageRootProps {
  title?: string;
}

/**
 * A page document: the editor's data with nested slots, plus a schema version. A type, not an interface,
 * so it is assignable where the page-record schema types a document as a plain JSON object (a route's reply).
 */
export type PageDocument = {
  schemaVersion: 1;
  /** Versions of the blocks above version 1 when the document was written; absent = all at 1 (decision 019). */
  blockVersions?: { [blockKey: string]: number };
  root: { props: PageRootProps };
  content: BlockNode[];
};
`;
