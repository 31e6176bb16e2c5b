/**
 * The contract every registered block keeps. It runs for each block automatically: adding a block
 * (schema + component + `npm run codegen`) adds it here with no test code written.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMetaAjv } from "../../codegen/ajv.ts";
import { BLOCK_TEMPLATE_ID, ROOT } from "../../codegen/paths.ts";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockKey } from "../../generated/contracts/block-types.ts";
import { islandLoaders } from "../../generated/registry/island-loaders.ts";
import { validateBlockProps, validatePage } from "../../model/page-document/validate.ts";
import { BLOCK_ERROR_MESSAGE } from "../../renderer/page/block-boundary.tsx";
import { pageOf, renderBlock } from "../support/render-block.ts";

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  return JSON.parse(readFileSync(path.join(ROOT, file), "utf8")) as Json;
}

const shared = ["fields", "page-document", "block-template"].map((name) => readJson(`schemas/${name}.schema.json`));

function authored(key: BlockKey): Json {
  return readJson(`blocks/${key}/block.schema.json`);
}

function withId(props: Json): Json {
  return { id: "contract-block", ...props };
}

function pointersOf(key: BlockKey, props: Json): string[] {
  const result = validateBlockProps(key, props);
  return result.valid ? [] : result.issues.map((issue) => issue.pointer);
}

describe.each(blockKeys)("block %s", (key) => {
  const meta = blockMeta[key];
  const schema = authored(key);
  const examples = (schema.examples as Json[] | undefined) ?? [];
  const invalidExamples =
    (schema["x-invalid-examples"] as { why: string; props: Json; pointer: string }[] | undefined) ?? [];

  it("has a schema that compiles and follows the block template", () => {
    const ajv = createMetaAjv();
    for (const schemaDocument of shared) ajv.addSchema(schemaDocument);
    const template = ajv.getSchema(BLOCK_TEMPLATE_ID);
    expect(template?.(schema), JSON.stringify(template?.errors)).toBe(true);
    const effective = readJson(`generated/contracts/schemas/blocks/${key}.schema.json`);
    const { $comment: _banner, ...compilable } = effective;
    expect(() => ajv.compile(compilable)).not.toThrow();
  });

  it("accepts its own defaults and every example", () => {
    expect(pointersOf(key, withId(meta.insertDefaults as Json))).toEqual([]);
    for (const example of examples) expect(pointersOf(key, withId(example)), JSON.stringify(example)).toEqual([]);
  });

  it.each(invalidExamples.map((example) => [example.why, example] as const))(
    "rejects an invalid example: %s",
    (_why, example) => {
      expect(pointersOf(key, withId(example.props))).toContain(example.pointer);
    },
  );

  it("rejects a field it does not declare, at that field", () => {
    expect(pointersOf(key, withId({ ...(meta.insertDefaults as Json), not_a_field: true }))).toContain("/not_a_field");
  });

  it("rejects a value outside every select field's options, at that field", () => {
    const properties = (readJson(`generated/contracts/schemas/blocks/${key}.schema.json`).properties ?? {}) as Record<
      string,
      Json
    >;
    for (const [name, property] of Object.entries(properties)) {
      const enumValues = resolveEnum(property);
      if (!enumValues) continue;
      const props = withId({ ...(meta.insertDefaults as Json), [name]: "__not_an_option__" });
      expect(pointersOf(key, props), name).toContain(`/${name}`);
    }
  });

  it.each(meta.fieldGroups.filter((group) => group.max !== null).map((group) => [group.property, group] as const))(
    "caps the field group %s at its maximum",
    (property, group) => {
      const sample = sampleItem(key, property);
      if (!sample) return;
      const atMax = withId({
        ...(meta.insertDefaults as Json),
        [property]: Array.from({ length: group.max! }, () => structuredClone(sample)),
      });
      const overMax = withId({
        ...(meta.insertDefaults as Json),
        [property]: Array.from({ length: group.max! + 1 }, () => structuredClone(sample)),
      });
      expect(pointersOf(key, withIds(atMax))).toEqual([]);
      expect(pointersOf(key, withIds(overMax))).toContain(`/${property}`);
    },
  );

  it("renders on the server without failing, from its defaults and from every example", () => {
    for (const props of [meta.insertDefaults as Json, ...examples]) {
      const rendered = renderBlock(key, props);
      expect(rendered.failedBlocks).toEqual([]);
      expect(rendered.html).not.toContain(BLOCK_ERROR_MESSAGE);
      expect(rendered.html).toContain(`data-block="${key}"`);
    }
  });

  it(meta.interactive ? "hydrates as an island (it is interactive)" : "ships no JavaScript (it is static)", () => {
    const rendered = renderBlock(key, meta.insertDefaults as Json);
    const islandTypes = rendered.islands.map((island) => island.type);
    if (meta.interactive) {
      expect(islandTypes).toContain(key);
      expect(rendered.html).toContain(`data-island="${key}"`);
      expect(islandLoaders[key]).toBeDefined();
    } else {
      expect(islandTypes).not.toContain(key);
      expect(rendered.html).not.toContain(`data-island="${key}"`);
      expect(islandLoaders[key]).toBeUndefined();
    }
  });

  it(meta.scrollTarget ? "can be reached by its Block Scroll ID" : "has no Block Scroll ID", () => {
    const properties = readJson(`generated/contracts/schemas/blocks/${key}.schema.json`).properties as Json;
    if (!meta.scrollTarget) {
      expect(properties).not.toHaveProperty("block_scroll_id");
      return;
    }
    expect(Object.keys(properties).slice(0, 2)).toEqual(["id", "block_scroll_id"]);
    const rendered = renderBlock(key, { ...(meta.insertDefaults as Json), block_scroll_id: "contract-anchor" });
    expect(rendered.dom.querySelector("#rdx-contract-anchor")).not.toBeNull();
  });

  it("validates as part of a whole page", () => {
    expect(validatePage(pageOf({ type: key, props: meta.insertDefaults as Json })).valid).toBe(true);
  });
});

function resolveEnum(property: Json): unknown[] | null {
  if (Array.isArray(property.enum)) return property.enum;
  const ref = property.$ref;
  if (typeof ref !== "string" || !ref.startsWith("https://forecourt.dev/schemas/fields#/$defs/")) return null;
  const def = (shared[0]!.$defs as Record<string, Json>)[ref.split("/").pop()!];
  return def && Array.isArray(def.enum) ? def.enum : null;
}

/** An item for a field group: from the defaults or the examples. */
function sampleItem(key: BlockKey, property: string): Json | null {
  const sources = [blockMeta[key].insertDefaults as Json, ...((authored(key).examples as Json[] | undefined) ?? [])];
  for (const source of sources) {
    const list = source[property];
    if (Array.isArray(list) && list.length > 0) return list[0] as Json;
  }
  return null;
}

/** Nested blocks copied into many items need distinct ids. */
function withIds(props: Json): Json {
  let counter = 0;
  return JSON.parse(JSON.stringify(props), (name, value: unknown) =>
    name === "id" && typeof value === "string" ? `${value}-${++counter}` : value,
  ) as Json;
}
