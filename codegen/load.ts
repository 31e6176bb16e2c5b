import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { REF_KINDS, createMetaAjv } from "./ajv.ts";
import { clone, isObject, type Json, type JsonObject } from "./json.ts";
import {
  BLOCKS_DIR,
  BLOCK_ID_PREFIX,
  BLOCK_TEMPLATE_ID,
  FIELDS_ID,
  ROOT,
  SCHEMAS_DIR,
  PAGE_DOCUMENT_ID,
  SLOT_REF,
  posix,
} from "./paths.ts";
import { SchemaRegistry } from "./schema-registry.ts";

type HydrationStrategy = "load" | "idle" | "visible";

/** Editor and registry metadata of one block template. */
interface BlockMeta {
  key: string;
  name: string;
  description: string;
  short_description: string;
  group: string;
  priority: number;
  thumbnail: string | null;
  interactive: boolean;
  hydrate: HydrationStrategy;
  /** Whether codegen gave the block a leading `block_scroll_id` field. */
  scrollTarget: boolean;
  /** Name of the server data resolver the block renders from, if any. */
  data: string | null;
  /** Version of the block's props (`x-block.version`, default 1); stored pages are migrated to it. */
  version: number;
  /** Repeatable field groups: array properties of objects, with their maximum. */
  fieldGroups: { property: string; max: number | null }[];
  /** Where nested blocks live in the props, e.g. `content` or `tabs[].content`. */
  slotPaths: string[];
  /** Rich-text (HTML) fields, e.g. `paragraph` or `items[].answer`. */
  htmlPaths: string[];
  /** Fields naming another stored item (`x-ref`), e.g. `form_id` or `items[].form_id`, with its kind. */
  refPaths: { path: string; kind: string }[];
}

export interface BlockDefinition {
  key: string;
  /** e.g. `blocks/quote`, relative to the repository root. */
  folder: string;
  authored: JsonObject;
  /** The authored schema plus `id` and `block_scroll_id`, without editor-only root keywords. */
  schema: JsonObject;
  meta: BlockMeta;
  /** Props a freshly inserted block starts with. */
  insertDefaults: JsonObject;
  componentFile: string;
  styleFile: string | null;
  /**
   * The shared UI the block declares it can render (`x-block.shared_ui`) and its stylesheet, e.g.
   * form, `renderer/primitives/form/form.css`: a page showing the block loads them even when that UI only
   * appears after a click (a modal, a later step), which a server render cannot see.
   */
  sharedUi: { name: string; styleFile: string }[];
  /** `blocks/<key>/migrations.ts`, the ordered migrations of a block above version 1. */
  migrationsFile: string | null;
  examples: JsonObject[];
  invalidExamples: { why: string; props: JsonObject; pointer: string }[];
}

export interface SchemaSet {
  registry: SchemaRegistry;
  shared: JsonObject[];
  blocks: BlockDefinition[];
}

export class CodegenError extends Error {}

function readJson(file: string): JsonObject {
  const text = readFileSync(file, "utf8");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CodegenError(`${posix(path.relative(ROOT, file))}: not valid JSON: ${(error as Error).message}`);
  }
  if (!isObject(value)) throw new CodegenError(`${posix(path.relative(ROOT, file))}: must hold a JSON object`);
  return value;
}

/**
 * `blocks/_shared/` (and any folder named with a leading underscore) holds code several blocks share,
 * never a block: codegen does not look inside it (docs/decisions/026-shared-feature-code.md).
 */
export function isSharedFolder(name: string): boolean {
  return name.startsWith("_");
}

export function loadSchemas(): SchemaSet {
  const registry = new SchemaRegistry();
  const shared = readdirSync(SCHEMAS_DIR)
    .filter((name) => name.endsWith(".schema.json"))
    .sort()
    .map((name) => readJson(path.join(SCHEMAS_DIR, name)));
  for (const schema of shared) registry.add(schema);

  const templateCheck = createMetaAjv();
  for (const schema of shared) templateCheck.addSchema(schema);
  const checkTemplate = templateCheck.getSchema(BLOCK_TEMPLATE_ID);
  if (!checkTemplate) throw new CodegenError("schemas/block-template.schema.json is missing");

  const keys = readdirSync(BLOCKS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !isSharedFolder(entry.name))
    .filter((entry) => existsSync(path.join(BLOCKS_DIR, entry.name, "block.schema.json")))
    .map((entry) => entry.name)
    .sort();

  const blocks = keys.map((key) => {
    const file = path.join(BLOCKS_DIR, key, "block.schema.json");
    const where = posix(path.relative(ROOT, file));
    const authored = readJson(file);
    if (!checkTemplate(authored)) {
      const problems = (checkTemplate.errors ?? []).map((e) => `  ${e.instancePath || "/"} ${e.message ?? ""}`);
      throw new CodegenError(`${where} is not a valid block template:\n${problems.join("\n")}`);
    }
    if (authored.$id !== `${BLOCK_ID_PREFIX}${key}`) {
      throw new CodegenError(`${where}: $id must be "${BLOCK_ID_PREFIX}${key}" (the folder name is the block key)`);
    }
    return defineBlock(key, authored, registry);
  });
  for (const block of blocks) registry.add(block.schema);
  return { registry, shared, blocks };
}

function defineBlock(key: string, authored: JsonObject, registry: SchemaRegistry): BlockDefinition {
  const folder = `blocks/${key}`;
  const componentFile = `${folder}/${key}.tsx`;
  if (!existsSync(path.join(ROOT, componentFile))) {
    throw new CodegenError(`${folder}: add the block's React component as ${componentFile} (default export)`);
  }
  const styleFile = existsSync(path.join(ROOT, folder, `${key}.css`)) ? `${folder}/${key}.css` : null;
  const migrationsFile = existsSync(path.join(ROOT, folder, "migrations.ts")) ? `${folder}/migrations.ts` : null;
  const xBlock = authored["x-block"] as JsonObject;
  const sharedUi = ((xBlock.shared_ui as string[] | undefined) ?? [])
    .toSorted()
    .map((name) => ({ name, styleFile: sharedUiStyleFile(name) }));
  const interactive = xBlock.interactive === true;
  const scrollTarget = xBlock.scroll_target !== false;

  const { default: insertDefaults = {}, examples = [], "x-invalid-examples": invalid = [], ...rest } = clone(authored);
  inlineSharedOptions(rest, registry, folder);
  defaultSlotsToEmpty(rest);
  const properties = rest.properties as JsonObject;
  const schema: JsonObject = {
    ...rest,
    required: ["id", ...((rest.required as string[] | undefined) ?? [])],
    properties: {
      id: { $ref: `${FIELDS_ID}#/$defs/block_id` },
      ...(scrollTarget ? { block_scroll_id: { $ref: `${FIELDS_ID}#/$defs/block_scroll_id`, default: "" } } : {}),
      ...properties,
      ...visibilityProperties(properties),
    },
  };

  const meta: BlockMeta = {
    key,
    name: xBlock.name as string,
    description: (authored.description as string | undefined) ?? "",
    short_description: xBlock.short_description as string,
    group: xBlock.group as string,
    priority: xBlock.priority as number,
    thumbnail: (xBlock.thumbnail as string | undefined) ?? null,
    interactive,
    hydrate: (xBlock.hydrate as HydrationStrategy | undefined) ?? (interactive ? "visible" : "load"),
    scrollTarget,
    data: (xBlock.data as string | undefined) ?? null,
    version: (xBlock.version as number | undefined) ?? 1,
    fieldGroups: fieldGroupsOf(properties, authored.$id as string, registry),
    slotPaths: slotPathsOf(properties, authored.$id as string, registry),
    htmlPaths: htmlPathsOf(properties, authored.$id as string, registry),
    refPaths: refPathsOf(properties, authored.$id as string, registry),
  };
  return {
    key,
    folder,
    authored,
    schema,
    meta,
    insertDefaults: insertDefaults as JsonObject,
    componentFile,
    styleFile,
    sharedUi,
    migrationsFile,
    examples: examples as JsonObject[],
    invalidExamples: invalid as BlockDefinition["invalidExamples"],
  };
}

/** The stylesheet of a shared UI the blocks may declare: `renderer/primitives/<name>/<name>.css`. */
function sharedUiStyleFile(name: string): string {
  const file = `renderer/primitives/${name}/${name}.css`;
  if (!existsSync(path.join(ROOT, file))) throw new CodegenError(`x-block.shared_ui "${name}": ${file} is missing`);
  return file;
}

/** Props codegen gives every block for the inspector's common "Visibility" section (decision 100). */
const VISIBILITY_PROPERTIES = ["dc_strategy", "offer_schedule"] as const;

/** The dynamic-content rule and the offer schedule, unless the block writes a prop of that name itself. */
function visibilityProperties(properties: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const name of VISIBILITY_PROPERTIES) {
    if (!(name in properties)) out[name] = { $ref: `${FIELDS_ID}#/$defs/${name}` };
  }
  return out;
}

/**
 * Options several blocks share (e.g. schemas/stock-locator-options.schema.json, the fields of both Stock
 * Locators) are written once, in a schema of schemas/, and each block refers to them by `$ref` with its
 * own `default` beside the reference (docs/decisions/026-shared-feature-code.md). The effective block
 * schema holds the definition itself with the block's keywords on top, so types, validators, editor
 * fields and the inspector see what they would have seen had the block written the field out. Refs into
 * the field vocabulary and the page document stay references.
 */
function inlineSharedOptions(node: Json, registry: SchemaRegistry, folder: string): void {
  if (Array.isArray(node)) return node.forEach((item) => inlineSharedOptions(item, registry, folder));
  if (!isObject(node)) return;
  const ref = node.$ref;
  if (typeof ref === "string" && !ref.startsWith("#")) {
    const [documentId = ""] = ref.split("#", 1);
    if (documentId !== FIELDS_ID && documentId !== PAGE_DOCUMENT_ID) {
      if (!registry.get(documentId)) throw new CodegenError(`${folder}: $ref ${ref} names no schema of schemas/`);
      const { $ref: _ref, ...siblings } = node;
      const definition = clone(registry.resolve(ref, documentId).schema);
      if (JSON.stringify(definition).includes('"$ref":"#')) {
        throw new CodegenError(`${ref}: a shared option refers to other schemas by their full $id only`);
      }
      for (const key of Object.keys(node)) delete node[key];
      Object.assign(node, definition, siblings);
      return inlineSharedOptions(node, registry, folder);
    }
  }
  for (const value of Object.values(node)) inlineSharedOptions(value, registry, folder);
}

/**
 * Every slot without a default gets `default: []`: a component always receives its slots as
 * components (an empty slot renders nothing), whether or not the stored props hold the key.
 */
function defaultSlotsToEmpty(node: Json): void {
  if (Array.isArray(node)) return node.forEach(defaultSlotsToEmpty);
  if (!isObject(node)) return;
  if (node.$ref === SLOT_REF && node.default === undefined) node.default = [];
  for (const value of Object.values(node)) defaultSlotsToEmpty(value);
}

function fieldGroupsOf(properties: JsonObject, baseId: string, registry: SchemaRegistry): BlockMeta["fieldGroups"] {
  const groups: BlockMeta["fieldGroups"] = [];
  for (const [property, raw] of Object.entries(properties)) {
    const { schema, baseId: itemBase } = registry.deref(raw as JsonObject, baseId);
    // A JSON field (x-field json) is edited as JSON text, not as a list of groups with an Add button.
    const field = schema["x-field"] ?? (raw as JsonObject)["x-field"];
    if (schema.type !== "array" || !isObject(schema.items) || field === "slot" || field === "json") continue;
    const items = registry.deref(schema.items, itemBase).schema;
    if (items.type !== "object" || items["x-field"] !== undefined) continue;
    groups.push({ property, max: typeof schema.maxItems === "number" ? schema.maxItems : null });
  }
  return groups;
}

/** Finds the fields matching `test` anywhere in the props: top level, inside objects, inside array items. */
function fieldPathsOf(
  properties: JsonObject,
  baseId: string,
  registry: SchemaRegistry,
  test: (schema: JsonObject, baseId: string) => boolean,
  prefix = "",
): string[] {
  const paths: string[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (!isObject(raw)) continue;
    const here = `${prefix}${name}`;
    if (test(raw, baseId)) {
      paths.push(here);
      continue;
    }
    if (raw.$ref === SLOT_REF) continue;
    const { schema, baseId: base } = registry.deref(raw, baseId);
    if (isObject(schema.properties)) paths.push(...fieldPathsOf(schema.properties, base, registry, test, `${here}.`));
    if (schema.type === "array" && isObject(schema.items)) {
      const items = registry.deref(schema.items, base);
      if (isObject(items.schema.properties)) {
        paths.push(...fieldPathsOf(items.schema.properties, items.baseId, registry, test, `${here}[].`));
      }
    }
  }
  return paths;
}

function slotPathsOf(properties: JsonObject, baseId: string, registry: SchemaRegistry): string[] {
  return fieldPathsOf(properties, baseId, registry, (schema, base) => isSlot(schema, base, registry));
}

/** Rich-text fields stored as HTML: normalisation sanitises them. */
function htmlPathsOf(properties: JsonObject, baseId: string, registry: SchemaRegistry): string[] {
  return fieldPathsOf(properties, baseId, registry, (schema, base) => {
    if (schema.$ref === SLOT_REF) return false;
    const resolved = registry.deref(schema, base).schema;
    return resolved["x-field"] === "markdown" && resolved["x-format"] === "html";
  });
}

/** Fields holding the id of another stored item (`x-ref`), with the kind of item. */
function refPathsOf(
  properties: JsonObject,
  baseId: string,
  registry: SchemaRegistry,
): { path: string; kind: string }[] {
  const paths = fieldPathsOf(
    properties,
    baseId,
    registry,
    (schema, base) => schema.$ref !== SLOT_REF && registry.deref(schema, base).schema["x-ref"] !== undefined,
  );
  return paths.map((path) => ({ path, kind: kindAt(properties, baseId, registry, path) }));
}

function kindAt(properties: JsonObject, baseId: string, registry: SchemaRegistry, path: string): string {
  let props = properties;
  let base = baseId;
  const segments = path.split(".");
  for (const [index, segment] of segments.entries()) {
    const name = segment.endsWith("[]") ? segment.slice(0, -2) : segment;
    const resolved = registry.deref(props[name] as JsonObject, base);
    if (index === segments.length - 1) {
      const kind = resolved.schema["x-ref"];
      if (resolved.schema.type !== "string" || !(REF_KINDS as readonly unknown[]).includes(kind)) {
        throw new CodegenError(`${path}: x-ref is one of ${REF_KINDS.join(", ")} on a string field`);
      }
      return kind as string;
    }
    const next = segment.endsWith("[]")
      ? registry.deref(resolved.schema.items as JsonObject, resolved.baseId)
      : resolved;
    props = next.schema.properties as JsonObject;
    base = next.baseId;
  }
  throw new Error(`no field at ${path}`);
}

function isSlot(schema: JsonObject, baseId: string, registry: SchemaRegistry): boolean {
  if (schema.$ref === SLOT_REF) return true;
  return registry.deref(schema, baseId).schema["x-field"] === "slot";
}
