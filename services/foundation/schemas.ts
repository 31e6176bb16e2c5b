import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyPluginAsync, FastifyTypeProvider, RawServerDefault } from "fastify";
import type { EntityDefDefaults, EntityDefTypes, EntityRootTypes } from "../../generated/contracts/entity-types.ts";
import { SCHEMA_ID } from "../../model/api/route-contract.ts";

/** Present in types only: the TypeScript type of the values a schema admits. */
declare const schemaType: unique symbol;

/**
 * `{ $ref }` to an entity schema, carrying the type codegen emitted for it (never at run time): `Type` is
 * what the route sends (its reply), `Validated` what a request holds after validation (defaults filled in).
 */
export interface SchemaRef<Type, Validated = Type> {
  readonly $ref: string;
  readonly [schemaType]: { type: Type; validated: Validated };
}

/** A def's type with the properties Ajv fills from their `default` made present. */
type Filled<Type, Name, Def> = Name extends keyof EntityDefDefaults
  ? Def extends keyof EntityDefDefaults[Name]
    ? Type & Required<Pick<Type, EntityDefDefaults[Name][Def] & keyof Type>>
    : Type
  : Type;

/**
 * `{ $ref }` to an entity schema (`ref("user")`) or one of its definitions (`ref("user", "create")`), typed
 * as that schema's generated type: a route that names it gets its body, query, params and reply typed
 * by SchemaTypes below (decision 183). Names are checked against the schemas at compile time.
 */
export function ref<Name extends keyof EntityRootTypes>(name: Name): SchemaRef<EntityRootTypes[Name]>;
export function ref<Name extends keyof EntityDefTypes, Def extends keyof EntityDefTypes[Name] & string>(
  name: Name,
  def: Def,
): SchemaRef<EntityDefTypes[Name][Def], Filled<EntityDefTypes[Name][Def], Name, Def>>;
export function ref(name: string, def?: string): { $ref: string } {
  return { $ref: def === undefined ? `${SCHEMA_ID}${name}` : `${SCHEMA_ID}${name}#/$defs/${def}` };
}

/**
 * The type provider of every route module (RoutePlugin): a schema made by `ref` stands for its generated
 * type; any other schema (an inline one) leaves the value `unknown`, as Fastify does without a provider.
 */
interface SchemaTypes extends FastifyTypeProvider {
  readonly validator: this["schema"] extends { readonly [schemaType]: { validated: infer Type } } ? Type : unknown;
  readonly serializer: this["schema"] extends { readonly [schemaType]: { type: infer Type } } ? Type : unknown;
}

/**
 * Registers every entity schema of schemas/ by `$id`: the files that do not name a `$schema` (the block
 * vocabularies and the setting definitions name draft 2020-12, which Fastify's Ajv does not compile;
 * codegen/emit-entities.ts picks the same set; decision 022).
 */
export function registerSchemas(app: FastifyInstance, directory = path.resolve("schemas")): void {
  for (const name of readdirSync(directory)
    .filter((file) => file.endsWith(".schema.json"))
    .sort()) {
    const schema = JSON.parse(readFileSync(path.join(directory, name), "utf8")) as { $id?: string; $schema?: string };
    if (schema.$schema === undefined && typeof schema.$id === "string") app.addSchema(schema as { $id: string });
  }
}

/**
 * A route module: its `app` types each route's request and reply from the route's schema (SchemaTypes),
 * so handlers restate no entity shape in generics.
 */
export type RoutePlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, SchemaTypes>;
