import { describe, expect, it } from "vitest";
import { generate } from "../../codegen/generate.ts";
import { clone, type JsonObject } from "../../codegen/json.ts";
import { loadSchemas, type BlockDefinition, type SchemaSet } from "../../codegen/load.ts";
import { BLOCK_ID_PREFIX } from "../../codegen/paths.ts";

/**
 * Lines only in `before` (removed) and runs of lines only in `after` (added hunks), by a
 * longest-common-subsequence diff.
 */
function lineDiff(before: string, after: string): { removed: string[]; added: string[][] } {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const x = a.slice(start, endA);
  const y = b.slice(start, endB);
  // lengths[i][j]: LCS of x[i..] and y[j..]
  const lengths = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lengths[i]![j] = x[i] === y[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[][] = [];
  let hunk: string[] | null = null;
  const add = (line: string): void => {
    if (!hunk) added.push((hunk = []));
    hunk.push(line);
  };
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      hunk = null;
      i++;
      j++;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) removed.push(x[i++]!);
    else add(y[j++]!);
  }
  removed.push(...x.slice(i));
  y.slice(j).forEach(add);
  return { removed, added };
}

/** The set with one more block under `key`: `source`'s metadata with a schema of its own. */
function withExtraBlock(set: SchemaSet, source: string, key: string): SchemaSet {
  const original = set.blocks.find((block) => block.key === source)!;
  const copy = clone(original as unknown as Parameters<typeof clone>[0]) as unknown as BlockDefinition;
  const id = `${BLOCK_ID_PREFIX}${key}`;
  const properties: JsonObject = {
    ...(original.schema.properties as JsonObject),
    banner_note: { title: "Banner note", type: "string", maxLength: 80, default: "" },
  };
  delete properties.quote;
  // Not reused: a titled inline type (quote's HorizontalAlignment) is declared in block-types.ts at its
  // first use, so a block sorting before quote that reused it would move its declaration.
  delete properties.alignment;
  copy.authored = { ...copy.authored, title: "Extra banner", properties };
  copy.schema = { ...copy.schema, title: "Extra banner", properties, required: ["id"] };
  copy.key = key;
  copy.folder = `blocks/${key}`;
  copy.componentFile = `blocks/${key}/${key}.tsx`;
  copy.styleFile = original.styleFile && `blocks/${key}/${key}.css`;
  copy.migrationsFile = null;
  copy.authored = { ...copy.authored, $id: id };
  copy.schema = { ...copy.schema, $id: id };
  copy.meta = { ...copy.meta, key, name: "Extra banner", version: 1 };
  set.registry.add(copy.schema);
  const blocks = [...set.blocks, copy].sort((left, right) => (left.key < right.key ? -1 : 1));
  return { ...set, blocks };
}

describe("adding one block to the generated code", () => {
  it("changes only lines about that block: its own files, and lines naming it in the shared ones", async () => {
    const before = await generate(loadSchemas());
    // "b..." sorts near the front, so anything numbered or ordered globally would shift.
    const key = "banner-extra";
    const after = await generate(withExtraBlock(loadSchemas(), "quote", key));
    const names = [key, "banner_extra", "BannerExtra", "bannerExtra"];
    const ownFiles = [...after.keys()].filter((file) => file.includes(key));
    expect(ownFiles.length).toBeGreaterThan(0);
    const report: Record<string, { removed: string[]; added: string[][] }> = {};
    let shared = 0;
    for (const [file, content] of after) {
      if (ownFiles.includes(file)) continue;
      const old = before.get(file);
      expect(old, `${file} is new although it is not the new block's own`).toBeDefined();
      const { removed, added } = lineDiff(old!, content);
      // A run of added lines is the block's entry when one of its lines names the block (its key line).
      const foreign = added.filter((lines) => !lines.some((line) => names.some((name) => line.includes(name))));
      if (removed.length > 0 || foreign.length > 0) report[file] = { removed, added: foreign };
      if (added.length > 0) shared++;
    }
    expect(report).toEqual({});
    // The page validators, the registries and the contracts do gain the block's lines.
    expect(shared).toBeGreaterThan(5);
    expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);
  }, 180_000);
});
