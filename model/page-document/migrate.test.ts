import { describe, expect, it } from "vitest";
import { BlockVersionError, migratePage, type BlockMigrations, type MigratedBlock } from "./migrate.ts";

// A made-up history for real block keys (the walker finds slots through the generated metadata):
// quote v1 -> v2 renames `text` to `quote`, v2 -> v3 adds an author; tabs v1 -> v2 drops blocks_count.
const set: BlockMigrations = {
  versions: { quote: 3, tabs: 2 },
  migrations: {
    quote: [
      ({ text, ...rest }) => ({ ...rest, quote: text }),
      (props) => ({ ...props, author: `by ${String(props.quote).split(" ")[0]}` }),
    ],
    tabs: [
      (props) => ({
        ...props,
        tabs: (props.tabs as Record<string, unknown>[]).map(({ blocks_count: _gone, ...tab }) => tab),
      }),
    ],
  },
};

const oldDocument = () => ({
  schemaVersion: 1,
  root: { props: { title: "Old" } },
  content: [
    { type: "quote", props: { id: "top", text: "Top level" } },
    {
      type: "tabs",
      props: {
        id: "t",
        tabs: [
          {
            tab_label: "One",
            blocks_count: 2,
            content: [{ type: "quote", props: { id: "nested", text: "Nested quote" } }],
          },
        ],
      },
    },
  ],
});

describe("migratePage", () => {
  it("migrates every block, nested slots included, and stamps the document with today's versions", () => {
    const changed: MigratedBlock[] = [];
    const migrated = migratePage(oldDocument(), set, (block) => changed.push(block));
    expect(migrated).toEqual({
      schemaVersion: 1,
      blockVersions: { quote: 3, tabs: 2 },
      root: { props: { title: "Old" } },
      content: [
        { type: "quote", props: { id: "top", quote: "Top level", author: "by Top" } },
        {
          type: "tabs",
          props: {
            id: "t",
            tabs: [
              {
                tab_label: "One",
                content: [{ type: "quote", props: { id: "nested", quote: "Nested quote", author: "by Nested" } }],
              },
            ],
          },
        },
      ],
    });
    expect(changed).toEqual([
      { pointer: "/content/0", type: "quote", id: "top", from: 1, to: 3 },
      { pointer: "/content/1", type: "tabs", id: "t", from: 1, to: 2 },
      { pointer: "/content/1/props/tabs/0/content/0", type: "quote", id: "nested", from: 1, to: 3 },
    ]);
  });

  it("applies the steps in order, starting from the version the document records", () => {
    const atTwo = {
      ...oldDocument(),
      blockVersions: { quote: 2, tabs: 2 },
      content: [{ type: "quote", props: { id: "q", quote: "Already renamed" } }],
    };
    // Only step 2 -> 3 runs: step 1 would have lost the quote (there is no `text`).
    expect(migratePage(atTwo, set).content).toEqual([
      { type: "quote", props: { id: "q", quote: "Already renamed", author: "by Already" } },
    ]);
  });

  it("returns the very same object for a current document, and leaves the stored document untouched otherwise", () => {
    const current = migratePage(oldDocument(), set);
    expect(migratePage(current, set)).toBe(current);
    const stored = oldDocument();
    const before = JSON.stringify(stored);
    migratePage(stored, set);
    expect(JSON.stringify(stored)).toBe(before);
  });

  it("with no block above version 1, takes an unstamped document as current", () => {
    const document = oldDocument();
    expect(migratePage(document, { versions: {}, migrations: {} })).toBe(document);
  });

  it("refuses a document written by newer code, naming the block and the versions", () => {
    const newer = { ...oldDocument(), blockVersions: { quote: 4, tabs: 2 } };
    expect(() => migratePage(newer, set)).toThrow(BlockVersionError);
    expect(() => migratePage(newer, set)).toThrow(/quote block at version 4, but this code knows version 3/);
    try {
      migratePage(newer, set);
    } catch (error) {
      expect((error as BlockVersionError).pointer).toBe("/blockVersions/quote");
    }
  });

  it("leaves a malformed document to validation", () => {
    const broken = { ...oldDocument(), blockVersions: "two" };
    expect(migratePage(broken, set)).toBe(broken);
    expect(migratePage(null, set)).toBe(null);
  });
});
