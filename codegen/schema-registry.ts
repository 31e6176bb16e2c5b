import { isObject, type JsonObject } from "./json.ts";

/** Looks schemas up by `$id` and resolves `$ref`s the way JSON Schema 2020-12 does for our (root-`$id` only) schemas. */
export class SchemaRegistry {
  readonly #byId = new Map<string, JsonObject>();

  add(schema: JsonObject): void {
    const id = schema.$id;
    if (typeof id !== "string") throw new Error("a registered schema needs an $id");
    this.#byId.set(id, schema);
  }

  get(id: string): JsonObject | undefined {
    return this.#byId.get(id);
  }

  /** Resolves `ref` written inside the schema whose root `$id` is `baseId`. */
  resolve(ref: string, baseId: string): { schema: JsonObject; baseId: string } {
    const [documentPart, fragment = ""] = ref.split("#", 2);
    const documentId = documentPart ? new URL(documentPart, baseId).href : baseId;
    const document = this.#byId.get(documentId);
    if (!document) throw new Error(`cannot resolve $ref "${ref}": no schema with $id ${documentId}`);
    let node: unknown = document;
    for (const raw of fragment.split("/").slice(1)) {
      const segment = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
      node = isObject(node) ? node[segment] : undefined;
    }
    if (!isObject(node)) throw new Error(`cannot resolve $ref "${ref}" from ${baseId}`);
    return { schema: node, baseId: documentId };
  }

  /** Follows a chain of `$ref`s and returns the first schema that is not a pure reference, merged with the referrers' siblings. */
  deref(schema: JsonObject, baseId: string): { schema: JsonObject; baseId: string } {
    let current = schema;
    let currentBase = baseId;
    let merged: JsonObject = {};
    for (let hops = 0; typeof current.$ref === "string"; hops++) {
      if (hops > 32) throw new Error(`$ref chain too deep at ${String(current.$ref)}`);
      const { $ref, ...siblings } = current;
      merged = { ...siblings, ...merged };
      const target = this.resolve($ref as string, currentBase);
      current = target.schema;
      currentBase = target.baseId;
    }
    return { schema: { ...current, ...merged }, baseId: currentBase };
  }
}
