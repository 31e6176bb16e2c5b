import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { compile } from "json-schema-to-typescript";
import { clone, isObject, pascalCase, type Json, type JsonObject } from "./json.ts";
import { SCHEMAS_DIR } from "./paths.ts";

/** On an entity's def: the database table whose rows the def describes (its columns are the properties). */
const DB_TABLE = "x-db-table";
/** On a column: the database fills it in on insert (a default or a sequence), so an insert may leave it out. */
const DB_GENERATED = "x-db-generated";

/** One entity schema of schemas/: its file stem (`page-record`) and the parsed schema. */
export interface EntitySchema {
  name: string;
  schema: JsonObject;
}

/**
 * The entity schemas: every schemas/*.schema.json that does not name a `$schema`. The block vocabularies
 * (fields, block-template, page-document) and the setting definitions name draft 2020-12 and are compiled
 * by codegen and the settings store; entity schemas are compiled by Fastify's Ajv, which refuses that
 * meta-schema, so they leave it out (decision 022). services/foundation/schemas.ts registers the same set.
 */
function loadEntitySchemas(directory = SCHEMAS_DIR): EntitySchema[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()
    .map((file) => ({
      name: file.slice(0, -".schema.json".length),
      schema: JSON.parse(readFileSync(path.join(directory, file), "utf8")) as JsonObject,
    }))
    .filter(({ schema }) => schema.$schema === undefined && typeof schema.$id === "string");
}

/**
 * TypeScript name of an entity schema's root (`user` -> `User`) or of one of its `$defs`
 * (`user` + `create` -> `UserCreate`; a def named after its file keeps that name: `listing` + `vehicle` ->
 * `ListingVehicle`).
 */
function entityTypeName(name: string, def?: string): string {
  return pascalCase(def === undefined ? name : `${name}-${def}`);
}

const ANNOTATIONS = new Set([
  "title",
  "description",
  "examples",
  "$comment",
  "default",
  "format",
  "deprecated",
  DB_TABLE,
  DB_GENERATED,
]);

/**
 * Rewrites a schema for json-schema-to-typescript: every `$ref` (own `$defs` or another entity's `$id`)
 * becomes the generated type's name, so each def compiles on its own and other files are imported.
 */
function prepare(schema: Json, resolve: (ref: string) => string): Json {
  if (Array.isArray(schema)) return schema.map((item) => prepare(item, resolve));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === "string") return { tsType: resolve(schema.$ref), ...doc(schema) };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key) || key === "$id" || key === "$defs") continue;
    if (key === "properties" && isObject(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, prepare(sub, resolve)]));
      continue;
    }
    out[key] = key === "enum" || key === "const" || key === "required" ? value : prepare(value, resolve);
  }
  // A property without a type (e.g. a page document) is `unknown`, not `any`.
  if (Object.keys(out).length === 0) return { tsType: "unknown", ...doc(schema) };
  return { ...out, ...doc(schema) };
}

function doc(schema: JsonObject): JsonObject {
  const parts = [schema.title, schema.description].filter((part): part is string => typeof part === "string");
  return parts.length > 0 ? { description: parts.join(": ") } : {};
}

/**
 * json-schema-to-typescript's `export interface X {...}` as `export type X = {...};`: a type alias is
 * assignable to an index signature (`Record<string, unknown>`, a JSON object property) where an interface
 * is not, so a value typed by one schema fits a looser one (a route's reply, a query handed to a parser).
 */
function asTypeAliases(source: string): string {
  return source.replace(/^export interface (\w+) \{$([\s\S]*?)^\}$/gm, "export type $1 = {$2};");
}

/** generated/contracts/entities/<name>.ts for one entity schema: a type for its root (if any) and each def. */
async function emitEntity(entity: EntitySchema, all: EntitySchema[]): Promise<string> {
  const byId = new Map(all.map((other) => [other.schema.$id as string, other.name]));
  const imports = new Map<string, Set<string>>();
  const resolve = (ref: string): string => {
    const [base = "", fragment = ""] = ref.split("#");
    const target = base === "" ? entity.name : byId.get(base);
    if (target === undefined) throw new Error(`schemas/${entity.name}.schema.json: unknown $ref ${ref}`);
    const def = fragment === "" ? undefined : /^\/\$defs\/([^/]+)$/.exec(fragment)?.[1];
    if (fragment !== "" && def === undefined)
      throw new Error(`schemas/${entity.name}.schema.json: only refs to a schema or its $defs are supported: ${ref}`);
    const type = entityTypeName(target, def);
    if (target !== entity.name) {
      const names = imports.get(target) ?? new Set<string>();
      names.add(type);
      imports.set(target, names);
    }
    return type;
  };
  const parts: string[] = [];
  const options = {
    bannerComment: "",
    format: false,
    additionalProperties: false,
    strictIndexSignatures: true,
    // Arrays stay arrays (the validators check the limits): a limit of 20 would otherwise become a
    // union of 21 tuple types, and a minimum a tuple that a mapped array cannot be assigned to.
    ignoreMinAndMaxItems: true,
  };
  const { $defs, ...root } = clone(entity.schema);
  const hasRoot = ["type", "properties", "allOf", "anyOf", "oneOf", "enum"].some((key) => key in root);
  if (hasRoot) parts.push(await compile(prepare(root, resolve) as never, entityTypeName(entity.name), options));
  for (const [def, schema] of Object.entries(isObject($defs) ? $defs : {})) {
    parts.push(await compile(prepare(schema, resolve) as never, entityTypeName(entity.name, def), options));
  }
  const header = [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, names]) => `import type { ${[...names].sort().join(", ")} } from "./${file}.ts";`)
    .join("\n");
  const title = typeof entity.schema.title === "string" ? entity.schema.title : entity.name;
  return `${header}${header ? "\n\n" : ""}/** ${title}: types of schemas/${entity.name}.schema.json (${String(entity.schema.$id)}). */\n\n${parts.map(asTypeAliases).join("\n")}`;
}

/** One file per entity schema, keyed by path below generated/: adding an entity adds a file and changes no other. */
export async function emitEntities(entities = loadEntitySchemas()): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entity of entities) files.set(`contracts/entities/${entity.name}.ts`, await emitEntity(entity, entities));
  return files;
}

/**
 * generated/contracts/database.ts: the database as Kysely sees it, from every def marked with a table
 * (`x-db-table`). Row types are the defs' own types; a column marked `x-db-generated` may be left out of an
 * insert. So a table's shape is written once, in the schema of the entity it stores.
 */
export function emitDatabase(entities = loadEntitySchemas()): string {
  const imports = new Map<string, string[]>();
  const tables: string[] = [];
  for (const entity of entities) {
    const defs = isObject(entity.schema.$defs) ? entity.schema.$defs : {};
    for (const [def, schema] of Object.entries(defs)) {
      if (!isObject(schema) || typeof schema[DB_TABLE] !== "string") continue;
      const type = entityTypeName(entity.name, def);
      imports.set(entity.name, [...(imports.get(entity.name) ?? []), type]);
      const columns = isObject(schema.properties) ? schema.properties : {};
      const generated = Object.entries(columns)
        .filter(([, column]) => isObject(column) && column[DB_GENERATED] === true)
        .map(([name]) => JSON.stringify(name));
      tables.push(
        `  ${schema[DB_TABLE]}: ${generated.length === 0 ? type : `Columns<${type}, ${generated.join(" | ")}>`};`,
      );
    }
  }
  const header = [...imports.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, names]) => `import type { ${names.sort().join(", ")} } from "./entities/${file}.ts";`)
    .join("\n");
  return `import type { Generated } from "kysely";
${header}

/** A row type whose named columns the database fills in on insert. */
type Columns<Row, Filled extends keyof Row> = { [Column in keyof Row]: Column extends Filled ? Generated<Row[Column]> : Row[Column] };

/**
 * The database as Kysely sees it. Types mean the same on SQLite and PostgreSQL: text ids (UUIDs),
 * ISO-8601 UTC timestamps as text (they sort correctly), integer flags (0/1), JSON documents as text.
 */
export interface Database {
${tables.sort().join("\n")}
}
`;
}

/**
 * generated/contracts/entity-types.ts: each entity schema's root and `$defs` by the names routes use
 * (`ref("order", "lock")`), mapped to the types emitted above. services/foundation/schemas.ts types a
 * `ref` from it, and the route contracts of model/api/ read the same map, so a route's body, query,
 * params and reply are the schema's own types, never restated by hand (decision 183).
 */
export function emitEntityTypes(entities = loadEntitySchemas()): string {
  const imports: string[] = [];
  const defs: string[] = [];
  const roots: string[] = [];
  const defaults: string[] = [];
  for (const entity of entities) {
    const { $defs, ...root } = entity.schema;
    const names = Object.keys(isObject($defs) ? $defs : {});
    const hasRoot = ["type", "properties", "allOf", "anyOf", "oneOf", "enum"].some((key) => key in root);
    const used = [
      ...names.map((def) => entityTypeName(entity.name, def)),
      ...(hasRoot ? [entityTypeName(entity.name)] : []),
    ];
    if (used.length === 0) continue;
    imports.push(`import type { ${[...new Set(used)].sort().join(", ")} } from "./entities/${entity.name}.ts";`);
    if (hasRoot) roots.push(`  ${JSON.stringify(entity.name)}: ${entityTypeName(entity.name)};`);
    const filled = Object.entries(isObject($defs) ? $defs : {}).flatMap(([def, schema]) => {
      const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
      const keys = Object.entries(properties).filter(([, property]) => isObject(property) && "default" in property);
      return keys.length === 0
        ? []
        : [`    ${JSON.stringify(def)}: ${keys.map(([key]) => JSON.stringify(key)).join(" | ")};`];
    });
    if (filled.length > 0) defaults.push(`  ${JSON.stringify(entity.name)}: {\n${filled.join("\n")}\n  };`);
    if (names.length > 0)
      defs.push(
        `  ${JSON.stringify(entity.name)}: {\n${names.map((def) => `    ${JSON.stringify(def)}: ${entityTypeName(entity.name, def)};`).join("\n")}\n  };`,
      );
  }
  return `${imports.join("\n")}

/** The type of each entity schema's root, by file stem: \`ref("user")\`. */
export interface EntityRootTypes {
${roots.join("\n")}
}

/** The type of each entity schema's \`$defs\`, by file stem and def name: \`ref("order", "lock")\`. */
export interface EntityDefTypes {
${defs.join("\n")}
}

/**
 * The properties of each def that have a \`default\`: Fastify's Ajv fills them in, so a validated value
 * always has them (a route's query after validation), while a caller may leave them out.
 */
export interface EntityDefDefaults {
${defaults.join("\n")}
}
`;
}
