import { describe, expect, it } from "vitest";
import { compareDocuments } from "./compare.ts";

const quote = (id: string, text = id) => ({ type: "quote", props: { id, quote: text } });
const page = (...content: unknown[]) => ({ content }) as never;

describe("comparing two versions of a page", () => {
  it("names added, removed and changed blocks with the fields that changed", () => {
    const result = compareDocuments(
      page(quote("a"), quote("b"), quote("c")),
      page(quote("a", "new text"), quote("c"), quote("d")),
    );
    expect(result.added).toEqual([{ id: "d", type: "quote" }]);
    expect(result.removed).toEqual([{ id: "b", type: "quote" }]);
    expect(result.changed).toEqual([{ id: "a", type: "quote", fields: ["quote"] }]);
    expect(result.moved).toEqual([]);
  });

  it("reports a reordered block as moved, not every block it passed", () => {
    const result = compareDocuments(
      page(quote("a"), quote("b"), quote("c"), quote("d")),
      page(quote("b"), quote("c"), quote("d"), quote("a")),
    );
    expect(result.moved).toEqual([{ id: "a", type: "quote" }]);
    expect(result.changed).toEqual([]);
  });

  it("reports a change inside a nested block on that block, and a block moved into a tab as moved", () => {
    const tabs = (content: unknown[]) => ({ type: "tabs", props: { id: "t", tabs: [{ tab_label: "A", content }] } });
    const result = compareDocuments(
      page(tabs([quote("x")]), quote("y")),
      page(tabs([quote("x", "edited"), quote("y")])),
    );
    expect(result.changed).toEqual([{ id: "x", type: "quote", fields: ["quote"] }]);
    expect(result.moved).toEqual([{ id: "y", type: "quote" }]);
    expect(result.added).toEqual([]);
  });
});
