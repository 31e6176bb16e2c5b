/**
 * One compiled validator per block both reports errors and fills in defaults (decision 127): checking
 * a block must leave the author's data as it was (a save stores what was sent), while the default
 * appliers fill every default in, nested blocks included.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockKeys } from "../../generated/contracts/block-meta.ts";
import { blockValidators, defaultAppliers, validatePageDocument } from "../../generated/contracts/validators.ts";
import { pageOf } from "../support/render-block.ts";

/** Top-level properties of a block with a schema default, as authored. */
function authoredDefaults(key: string): Record<string, unknown> {
  const schema = JSON.parse(readFileSync(`blocks/${key}/block.schema.json`, "utf8")) as {
    properties: Record<string, { default?: unknown }>;
  };
  return Object.fromEntries(
    Object.entries(schema.properties)
      .filter(([, property]) => property.default !== undefined)
      .map(([name, property]) => [name, property.default]),
  );
}

describe.each(blockKeys)("%s", (key) => {
  it("is validated without its defaults being filled in, and gets every one from its default applier", () => {
    const props = { id: "bare" };
    blockValidators[key](props);
    validatePageDocument(pageOf({ type: key, props }));
    expect(props).toEqual({ id: "bare" });

    defaultAppliers[key](props);
    expect(props).toMatchObject(authoredDefaults(key));
  });
});

describe("default appliers", () => {
  it("fill in the defaults of blocks nested in a slot, and leave the caller's other data alone", () => {
    const inner = { id: "inner", quote: "Nested" };
    const outer = { id: "outer", items: [{ content: [{ type: "quote", props: inner }] }] };
    defaultAppliers.accordion(outer);
    expect(inner).toMatchObject({ ...authoredDefaults("quote"), quote: "Nested", id: "inner" });
    expect(outer).toMatchObject(authoredDefaults("accordion"));
    // The switch is off again once the applier returns: validating fills nothing in.
    const bare = { id: "after" };
    blockValidators.quote(bare);
    expect(bare).toEqual({ id: "after" });
  });
});
