import type { RJSFSchema } from "@rjsf/utils";
import fieldsSchema from "../../schemas/fields.schema.json";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The effective schema of every block, as codegen wrote it (keyed by file name). */
const blockSchemas = import.meta.glob<JsonObject>("../../generated/contracts/schemas/blocks/*.schema.json", {
  eager: true,
  import: "default",
});

const FIELDS_PREFIX = "https://forecourt.dev/schemas/fields#/$defs/";
/** Schema-only keywords that would change what the form does (a block's `default` is sample content). */
const DROPPED_AT_ROOT = new Set(["$schema", "$id", "$comment", "default", "examples", "x-invalid-examples", "x-block"]);

/**
 * Nested blocks are edited on the canvas; in the form a slot is an opaque list (its widget shows
 * nothing), so the form neither needs the page-document schema nor walks nested blocks.
 */
const OPAQUE_SLOT: JsonObject = { type: "array", items: { type: "object" } };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Rewrites refs into the shared field vocabulary to local `#/$defs/...` refs (rjsf resolves local refs only). */
function localise(value: Json): Json {
  if (Array.isArray(value)) return value.map(localise);
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    out[key] =
      key === "$ref" && typeof child === "string" && child.startsWith(FIELDS_PREFIX)
        ? `#/$defs/${child.slice(FIELDS_PREFIX.length)}`
        : localise(child);
  }
  return out;
}

/**
 * A definition that is itself a `$ref` with siblings (`paragraph` = markdown titled "Paragraph")
 * becomes the target with the siblings on top. rjsf would merge such a chain the other way round
 * (the target's title winning), while JSON Schema 2020-12 and the generated field labels let the
 * referring schema's keywords win.
 */
function flattenChains(defs: JsonObject): JsonObject {
  const flat: JsonObject = {};
  const resolve = (name: string, seen: string[]): Json => {
    if (name in flat) return flat[name]!;
    const def = defs[name];
    if (!isObject(def) || typeof def.$ref !== "string" || !def.$ref.startsWith("#/$defs/") || seen.includes(name))
      return def ?? null;
    const { $ref, ...siblings } = def;
    const target = resolve($ref.slice("#/$defs/".length), [...seen, name]);
    return isObject(target) ? { ...target, ...siblings } : def;
  };
  for (const name of Object.keys(defs)) flat[name] = resolve(name, []);
  return flat;
}

const sharedDefs: JsonObject = (() => {
  const defs = flattenChains(localise((fieldsSchema as unknown as JsonObject).$defs ?? {}) as JsonObject);
  const slot = defs.slot;
  defs.slot = isObject(slot)
    ? { ...OPAQUE_SLOT, ...(typeof slot.title === "string" ? { title: slot.title } : {}) }
    : OPAQUE_SLOT;
  return defs;
})();

/** Builds the self-contained form schema of one effective block schema. */
function formSchemaOf(blockSchema: JsonObject): RJSFSchema {
  const schema: JsonObject = {};
  for (const [key, value] of Object.entries(blockSchema)) if (!DROPPED_AT_ROOT.has(key)) schema[key] = localise(value);
  schema.$defs = { ...sharedDefs, ...(isObject(schema.$defs) ? schema.$defs : {}) };
  return schema as RJSFSchema;
}

const cache = new Map<string, RJSFSchema>();

/** The inspector's schema of a block type (built once per type), or null for an unknown type. */
export function formSchemaFor(type: string): RJSFSchema | null {
  const cached = cache.get(type);
  if (cached) return cached;
  const source = blockSchemas[`../../generated/contracts/schemas/blocks/${type}.schema.json`];
  if (!source) return null;
  const schema = formSchemaOf(source);
  cache.set(type, schema);
  return schema;
}
