import { readFileSync } from "node:fs";
import path from "node:path";
import { isObject, type Json, type JsonObject } from "./json.ts";
import { SCHEMAS_DIR } from "./paths.ts";

const SETTINGS_FILE = path.join(SCHEMAS_DIR, "settings.schema.json");

function loadSettingsSchema(): JsonObject {
  return JSON.parse(readFileSync(SETTINGS_FILE, "utf8")) as JsonObject;
}

/** A definition is a family (`translations.*`: one key per language) when its name ends in `.*`. */
const isFamily = (key: string): boolean => key.endsWith(".*");

/** The sections of the admin's settings screen, in their order there (`x-groups` of the schema). */
function groupsOf(schema: JsonObject): string[] {
  const groups = schema["x-groups"];
  if (!Array.isArray(groups) || groups.length === 0 || !groups.every((group) => typeof group === "string"))
    throw new Error("schemas/settings.schema.json: x-groups must list the settings screen's groups");
  return groups as string[];
}

/**
 * The registry's own rules, checked before anything is written: what the admin's forms, the typed reader
 * and the help texts rely on. Throws naming every broken definition.
 */
function checkDefinitions(defs: Record<string, JsonObject>, groups: readonly string[]): void {
  const problems: string[] = [];
  for (const [key, def] of Object.entries(defs)) {
    const at = `schemas/settings.schema.json $defs/${key}`;
    for (const word of ["title", "description"] as const)
      if (typeof def[word] !== "string" || def[word] === "") problems.push(`${at}: needs a ${word}`);
    if (typeof def.description === "string" && /\bseeds?\b|\bsections? \d|\bdecision \d/i.test(def.description))
      problems.push(`${at}: the description cites a specification; state the rule for a dealer instead`);
    if (typeof def["x-group"] !== "string" || !groups.includes(def["x-group"]))
      problems.push(`${at}: x-group must be one of ${groups.join(", ")}`);
    const json = def.contentMediaType === "application/json";
    const holder = json ? def.contentSchema : def;
    if (!isObject(holder) || !("default" in holder))
      problems.push(`${at}: needs a default${json ? " in contentSchema (the parsed value, or null)" : ""}`);
    if (isFamily(key) !== (typeof def["x-key-pattern"] === "string"))
      problems.push(`${at}: a family (name ending in .*) and only a family has an x-key-pattern`);
  }
  if (problems.length > 0) throw new Error(`Invalid settings registry:\n${problems.join("\n")}`);
}

/** The TypeScript type of a (small) JSON Schema: what a setting's value is once read. */
function typeOf(schema: Json, defs: Record<string, JsonObject>): string {
  if (!isObject(schema)) return "unknown";
  if (typeof schema.$ref === "string") {
    const match = /^#\/\$defs\/([^/]+)(\/contentSchema)?$/.exec(schema.$ref);
    const target = match ? defs[match[1]!] : undefined;
    if (!target) throw new Error(`settings: unsupported $ref ${schema.$ref}`);
    return typeOf(match![2] ? (target.contentSchema ?? {}) : target, defs);
  }
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  for (const word of ["anyOf", "oneOf"] as const) {
    const branches = schema[word];
    if (Array.isArray(branches)) return [...new Set(branches.map((branch) => typeOf(branch, defs)))].join(" | ");
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types
    .map((type) => {
      switch (type) {
        case "string":
          return "string";
        case "integer":
        case "number":
          return "number";
        case "boolean":
          return "boolean";
        case "null":
          return "null";
        case "array":
          return `(${schema.items === undefined ? "unknown" : typeOf(schema.items, defs)})[]`;
        case "object":
          return objectType(schema, defs);
        default:
          return "unknown";
      }
    })
    .join(" | ");
}

function objectType(schema: JsonObject, defs: Record<string, JsonObject>): string {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const fields = Object.entries(properties).map(
    ([name, sub]) => `${JSON.stringify(name)}${required.has(name) ? "" : "?"}: ${typeOf(sub, defs)};`,
  );
  if (schema.additionalProperties !== false) {
    // With named properties too, the index signature must admit their types: unknown.
    const rest = isObject(schema.additionalProperties) ? typeOf(schema.additionalProperties, defs) : "unknown";
    fields.push(`[name: string]: ${fields.length === 0 ? rest : "unknown"};`);
  }
  return `{ ${fields.join(" ")} }`;
}

/** A JSON setting's value schema without its default: what makes two settings' values the same type. */
function contentShape(def: JsonObject): string | null {
  if (def.contentMediaType !== "application/json" || !isObject(def.contentSchema)) return null;
  const { default: _default, ...shape } = def.contentSchema;
  return JSON.stringify(shape);
}

/**
 * A setting's value type. A JSON setting with the same value schema as an earlier (exact) key, or one
 * that refers to it, is written as that key's type: the footers and the showroom configs share theirs.
 */
function valueType(key: string, def: JsonObject, defs: Record<string, JsonObject>, exact: readonly string[]): string {
  const json = def.contentMediaType === "application/json";
  const defaultValue = json && isObject(def.contentSchema) ? def.contentSchema.default : def.default;
  const shape = contentShape(def);
  const ref = isObject(def.contentSchema)
    ? /^#\/\$defs\/([^/]+)\/contentSchema$/.exec(String(def.contentSchema.$ref))?.[1]
    : undefined;
  const same = ref ?? exact.find((other) => other !== key && shape !== null && contentShape(defs[other]!) === shape);
  const earlier =
    same !== undefined && (ref !== undefined || exact.indexOf(same) < exact.indexOf(key) || !exact.includes(key));
  const type = earlier
    ? `NonNullable<SettingValues[${JSON.stringify(same)}]>`
    : typeOf((json ? (def.contentSchema ?? {}) : { ...def, contentMediaType: undefined }) as Json, defs);
  return defaultValue === null ? `${type} | null` : type;
}

function defaultOf(def: JsonObject): Json {
  return (
    (def.contentMediaType === "application/json" && isObject(def.contentSchema)
      ? def.contentSchema.default
      : def.default) ?? null
  );
}

/** generated/contracts/settings.ts: the typed registry of schemas/settings.schema.json. */
export function emitSettings(schema: JsonObject = loadSettingsSchema()): string {
  const defs = (isObject(schema.$defs) ? schema.$defs : {}) as Record<string, JsonObject>;
  const groups = groupsOf(schema);
  checkDefinitions(defs, groups);
  const keys = Object.keys(defs).sort();
  const exact = keys.filter((key) => !isFamily(key));
  const families = keys.filter(isFamily);
  const doc = (def: JsonObject) =>
    `  /** ${String(def.title)}: ${String(def.description).replace(/\*\//g, "* /")} */\n`;
  const entry = (key: string) =>
    `${doc(defs[key]!)}  ${JSON.stringify(key)}: ${valueType(key, defs[key]!, defs, exact)};`;
  const info = (key: string) => {
    const def = defs[key]!;
    const pattern = typeof def["x-key-pattern"] === "string" ? `, pattern: /${def["x-key-pattern"]}/` : "";
    return `  ${JSON.stringify(key)}: { group: ${JSON.stringify(def["x-group"])}, json: ${def.contentMediaType === "application/json"}, default: ${JSON.stringify(defaultOf(def))}${pattern} },`;
  };
  return `/** The settings registry: types and defaults of schemas/settings.schema.json (${String(schema.$id)}). */

/** The sections of the admin's settings screen, in order. */
export const SETTING_GROUPS = ${JSON.stringify(groups)} as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** Each setting key and the type of its value as read (the parsed JSON of a JSON setting). */
export interface SettingValues {
${exact.map(entry).join("\n")}
}
export type SettingKey = keyof SettingValues;

/** Key families (one key per language, company...): the family's name and the type of each member's value. */
export interface SettingFamilyValues {
${families.map(entry).join("\n")}
}
export type SettingFamily = keyof SettingFamilyValues;

interface SettingInfo<T> {
  group: SettingGroup;
  /** Stored as JSON text (the value is parsed); else the text is the value. */
  json: boolean;
  /** The value when none is stored or the stored one is broken; null: not set. */
  default: T;
}

export const SETTING_INFO: { readonly [K in SettingKey]: SettingInfo<SettingValues[K]> } = {
${exact.map(info).join("\n")}
};

export const SETTING_FAMILY_INFO: { readonly [F in SettingFamily]: SettingInfo<SettingFamilyValues[F]> & { pattern: RegExp } } = {
${families.map(info).join("\n")}
};
`;
}
