import { REF_KINDS, createAjv, forCompilation } from "./ajv.ts";
import { clone, stableJson, type JsonObject } from "./json.ts";
import type { SchemaSet } from "./load.ts";
import { PAGE_DOCUMENT_ID } from "./paths.ts";

/** Props a freshly inserted block starts with: every schema default, then the block's own `default`. */
export function computeInsertDefaults(set: SchemaSet): Map<string, JsonObject> {
  const ajv = createAjv({ useDefaults: true });
  for (const schema of set.shared) if (schema.$id !== PAGE_DOCUMENT_ID) ajv.addSchema(forCompilation(schema));
  ajv.addSchema({ $id: PAGE_DOCUMENT_ID, $defs: { "block-node": {} } });
  const result = new Map<string, JsonObject>();
  for (const block of set.blocks) {
    const { required: _required, ...schema } = forCompilation(block.schema);
    const apply = ajv.compile({ ...schema, $id: `${String(block.schema.$id)}/insert-defaults` });
    const props: JsonObject = clone(block.insertDefaults);
    apply(props);
    result.set(block.key, props);
  }
  return result;
}

export function emitMeta(set: SchemaSet, insertDefaults: Map<string, JsonObject>): string {
  const entries = set.blocks.map((block) => {
    const meta = { ...block.meta, insertDefaults: insertDefaults.get(block.key) ?? {} };
    return `  ${JSON.stringify(block.key)}: ${stableJson(meta).trimEnd().replaceAll("\n", "\n  ")},`;
  });
  const versions = set.blocks
    .filter((block) => block.meta.version > 1)
    .map((block) => `  ${JSON.stringify(block.key)}: ${block.meta.version},\n`)
    .join("");
  return `import type { BlockKey } from "./block-types.ts";

export type HydrationStrategy = "load" | "idle" | "visible";

/** What an \`x-ref\` field may name. */
export type RefKind = ${REF_KINDS.map((kind) => JSON.stringify(kind)).join(" | ")};

/** A block template's metadata, read by the renderer, the editor and the tests. */
export interface BlockMeta {
  key: BlockKey;
  name: string;
  description: string;
  short_description: string;
  group: string;
  priority: number;
  thumbnail: string | null;
  /** Interactive blocks ship and hydrate JavaScript on the public site; others ship none. */
  interactive: boolean;
  hydrate: HydrationStrategy;
  /** Whether the block has the leading \`block_scroll_id\` field. */
  scrollTarget: boolean;
  /** Server data the block renders from (a resolver name), read with useBlockData(); null for none. */
  data: string | null;
  /** Version of the block's props (x-block.version); stored pages are migrated to it (decision 019). */
  version: number;
  /** Repeatable field groups (array properties) with their maximum. */
  fieldGroups: readonly { property: string; max: number | null }[];
  /** Where nested blocks live in the props, e.g. \`content\` or \`tabs[].content\`. */
  slotPaths: readonly string[];
  /** Rich-text (HTML) fields; normalisation sanitises them. */
  htmlPaths: readonly string[];
  /** Fields naming another stored item (\`x-ref\`): saves check the item exists (decision 132). */
  refPaths: readonly { path: string; kind: RefKind }[];
  /** Props of a freshly inserted block. */
  insertDefaults: Readonly<Record<string, unknown>>;
}

export const blockMeta: { readonly [K in BlockKey]: BlockMeta & { key: K } } = {
${entries.join("\n")}
};

/**
 * The current version of every block above version 1: saved documents carry it as \`blockVersions\`
 * (a block not listed is at version 1), and older ones are migrated to it (decision 019).
 */
export const currentBlockVersions: Readonly<Record<string, number>> = {
${versions}};

/** Every block key, in a stable order. */
export const blockKeys = Object.keys(blockMeta) as BlockKey[];

export function isBlockKey(value: string): value is BlockKey {
  return Object.hasOwn(blockMeta, value);
}
`;
}
