import { describe, expect, it } from "vitest";
import { pageBlockPositions } from "./block-positions.ts";

describe("a page's blocks with their active positions", () => {
  it("gives each block its top-level position, nested blocks their top-level block's", () => {
    const document = {
      content: [
        { type: "hero-title-banner", props: { id: "hero", heading: "Hi" } },
        {
          type: "accordion",
          props: {
            id: "faq",
            items: [{ heading: "Q", content: [{ type: "quote", props: { id: "inner", quote: "A" } }] }],
          },
        },
      ],
    };
    expect(pageBlockPositions(document as never)).toEqual([
      { id: "hero", type: "hero-title-banner", active_positions: [1] },
      { id: "faq", type: "accordion", active_positions: [2] },
      { id: "inner", type: "quote", active_positions: [2] },
    ]);
  });
});
