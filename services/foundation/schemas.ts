import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** The base of every entity schema's `$id`: routes refer to `${SCHEMA_ID}<name>` and `${SCHEMA_ID}<name>#/$defs/<def>`. */
const SCHEMA_ID = "https://forecourt.dev/schemas/";

/** `{ $ref }` to an entity schema (`ref("user")`) or one of its definitions (`ref("user", "create")`). */
export function ref(name: string, def?: string): { $ref: string } {
  return { $ref: def === undefined ? `${SCHEMA_ID}${name}` : `${SCHEMA_ID}${name}#/$defs/${def}` };
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
