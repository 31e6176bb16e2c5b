import { describe, expect, it } from "vitest";
import { islandPayload, serializePayload, serializedPropsPayload } from "./island-payload.ts";

describe("serializedPropsPayload", () => {
  const props = { title: "</script><b>Offers</b>", slot: [{ type: "text", props: { id: "t1" } }] };

  it("writes what the island reads: the payload of the block, escaped for a script element", () => {
    const written = serializedPropsPayload("accordion", "b1", 2, props, ["slot"]);
    expect(written).toBe(serializePayload(islandPayload("accordion", "b1", 2, props, ["slot"])));
    expect(written).not.toContain("</script>");
    expect(JSON.parse(written)).toEqual({
      type: "accordion",
      blockId: "b1",
      index: 2,
      props: { ...props, slot: null },
    });
  });

  it("keeps each island of the same props apart: another place on the page is another payload", () => {
    const first = serializedPropsPayload("accordion", "b1", 0, props, []);
    const second = serializedPropsPayload("accordion", "b1", 5, props, []);
    expect(JSON.parse(first).index).toBe(0);
    expect(JSON.parse(second).index).toBe(5);
    expect(serializedPropsPayload("accordion", "b1", 0, props, [])).toBe(first);
  });
});
