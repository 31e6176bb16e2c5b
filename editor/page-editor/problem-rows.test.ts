import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blockKeys, blockMeta } from "../../generated/contracts/block-meta.ts";
import type { PageDocument } from "../../generated/contracts/block-types.ts";
import { editorFields } from "../../generated/contracts/editor-fields.ts";
import { validatePage } from "../../model/page-document/validate.ts";
import { fieldLabel, problemRows } from "./problem-rows.ts";

/** A block type whose text heading is required, and one with a slot inside a repeatable group. */
const requires = (key: string) =>
  (JSON.parse(readFileSync(`generated/contracts/schemas/blocks/${key}.schema.json`, "utf8")) as { required?: string[] })
    .required ?? [];
const withHeading = blockKeys.find(
  (key) => editorFields[key].heading?.type === "text" && requires(key).includes("heading"),
)!;
const withNested = blockKeys.find((key) => blockMeta[key].slotPaths.some((path) => path.includes("[]")))!;
const [groupName, slotName] = blockMeta[withNested].slotPaths.find((path) => path.includes("[]"))!.split("[].") as [
  string,
  string,
];

function block(
  type: (typeof blockKeys)[number],
  id: string,
  extra: Record<string, unknown> = {},
): { type: string; props: Record<string, unknown> } {
  return { type, props: { ...structuredClone(blockMeta[type].insertDefaults), id, ...extra } };
}

describe("the page's problem list", () => {
  it("names each problem's block (by name and position) and field (by label), and keeps the block id to select it", () => {
    const container = block(withNested, "outer");
    const items = container.props[groupName] as Record<string, unknown>[];
    items[0]![slotName] = [block(withHeading, "inner", { heading: "" })];
    const document = {
      schemaVersion: 1,
      root: { props: {} },
      content: [block(withHeading, "first"), block(withHeading, "second", { heading: "" }), container],
    } as unknown as PageDocument;
    const validation = validatePage(document);
    expect(validation.valid).toBe(false);
    const rows = problemRows(validation.issues, document);
    const name = blockMeta[withHeading].name;
    expect(rows).toEqual([
      expect.objectContaining({
        blockId: "second",
        blockName: `${name} (block 2)`,
        field: editorFields[withHeading].heading!.label,
        message: "must not be empty",
      }),
      expect.objectContaining({
        blockId: "inner",
        blockName: `${name}, in block 3`,
        field: editorFields[withHeading].heading!.label,
        message: "must not be empty",
      }),
    ]);
  });

  it("attributes problems outside any block to the page", () => {
    const document = { schemaVersion: 1, root: { props: { title: 5 } }, content: [] } as unknown as PageDocument;
    const rows = problemRows(validatePage(document).issues, document);
    expect(rows).toEqual([expect.objectContaining({ blockId: null, blockName: "Page", message: "must be text" })]);
  });

  it("labels fields inside repeatable groups by the group's label and the item's number", () => {
    const group = Object.entries(editorFields[withNested]).find(([, field]) => field.type === "array")!;
    const [name, field] = group as [
      string,
      Extract<(typeof editorFields)[typeof withNested][string], { type: "array" }>,
    ];
    const [subName, sub] = Object.entries(field.arrayFields)[0]!;
    expect(fieldLabel(editorFields[withNested], [name, "1", subName])).toBe(`${field.label} › 2 › ${sub.label}`);
    expect(fieldLabel(undefined, ["root", "props", "page_title"])).toBe("Root › Props › Page title");
  });
});
