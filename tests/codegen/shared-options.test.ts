/**
 * Blocks over one feature: the shared options schema is inlined into each block's effective schema
 * with the block's own defaults (docs/decisions/027-shared-block-options.md), and codegen takes no
 * folder of blocks/_shared/ for a block (docs/decisions/026-shared-feature-code.md).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSharedFolder, loadSchemas } from "../../codegen/load.ts";
import { ROOT } from "../../codegen/paths.ts";

const OPTIONS_ID = "https://forecourt.dev/schemas/stock-locator-options";

describe("shared block options", () => {
  const set = loadSchemas();
  const block = (key: string) => set.blocks.find((entry) => entry.key === key)!;
  const options = JSON.parse(readFileSync(path.join(ROOT, "schemas/stock-locator-options.schema.json"), "utf8")) as {
    $defs: Record<string, Record<string, unknown>>;
  };

  it("gives both stock locators every shared field, defined once, each with its own default", () => {
    for (const key of ["stock-locator", "stock-locator-overseas"]) {
      const authored = block(key).authored.properties as Record<string, Record<string, unknown>>;
      expect(Object.keys(authored).sort()).toEqual(Object.keys(options.$defs).sort());
      for (const [name, property] of Object.entries(authored)) {
        expect(Object.keys(property).sort(), `${key}.${name}`).toEqual(["$ref", "default"]);
        expect(property.$ref).toBe(`${OPTIONS_ID}#/$defs/${name}`);
      }
    }
    const brands = (key: string) =>
      (block(key).schema.properties as Record<string, Record<string, unknown>>)["filter-brands"]!;
    expect(brands("stock-locator")).toMatchObject({ title: "Brand filter", default: true });
    expect(brands("stock-locator-overseas")).toMatchObject({ title: "Brand filter", default: false });
  });

  it("writes effective schemas with no reference left into the options schema", () => {
    for (const key of ["stock-locator", "stock-locator-overseas"]) {
      expect(JSON.stringify(block(key).schema)).not.toContain(OPTIONS_ID);
      const statuses = (block(key).schema.properties as Record<string, Record<string, unknown>>).forced_statuses!;
      expect(statuses).toMatchObject({ type: "array", uniqueItems: true, default: [] });
    }
  });

  it("takes no folder named with a leading underscore for a block", () => {
    expect(isSharedFolder("_shared")).toBe(true);
    expect(isSharedFolder("stock-locator")).toBe(false);
    expect(set.blocks.map((entry) => entry.key)).not.toContain("_shared");
  });
});
