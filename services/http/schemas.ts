import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** Entity schemas of schemas/ (by $id) that routes refer to; block and field vocabularies are not route schemas. */
const ROUTE_SCHEMAS = new Set([
  "api-error.schema.json",
  "listing.schema.json",
  "page-record.schema.json",
  "form.schema.json",
  "form-export.schema.json",
  "form-integrations.schema.json",
  "lead.schema.json",
  "location.schema.json",
]);

export function registerSchemas(app: FastifyInstance, directory = path.resolve("schemas")): void {
  for (const name of readdirSync(directory).filter((file) => ROUTE_SCHEMAS.has(file))) {
    app.addSchema(JSON.parse(readFileSync(path.join(directory, name), "utf8")) as { $id: string });
  }
}
