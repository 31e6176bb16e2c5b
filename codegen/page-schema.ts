import { clone, type JsonObject } from "./json.ts";
import type { SchemaSet } from "./load.ts";
import { PAGE_DOCUMENT_ID } from "./paths.ts";

/**
 * The complete page-document schema: the hand-written envelope in schemas/ with `$defs/block-node`
 * replaced by a discriminated union over every block, so one validator checks a whole page,
 * nested slots included.
 */
export function buildPageDocumentSchema(set: SchemaSet): JsonObject {
  const envelope = set.registry.get(PAGE_DOCUMENT_ID);
  if (!envelope) throw new Error("schemas/page-document.schema.json is missing");
  const schema = clone(envelope);
  const defs = schema.$defs as JsonObject;
  defs["block-node"] = {
    type: "object",
    required: ["type", "props"],
    additionalProperties: false,
    properties: { type: { type: "string" }, props: { type: "object" } },
    discriminator: { propertyName: "type" },
    oneOf: set.blocks.map((block) => ({
      properties: { type: { const: block.key }, props: { $ref: block.schema.$id as string } },
    })),
  };
  return schema;
}
