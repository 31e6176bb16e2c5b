import { describe, expect, it } from "vitest";
import { validContentItems, type ContentItem } from "./content-items.ts";

describe("accordion content items", () => {
  it("keeps only valid items, in order", () => {
    const items: ContentItem[] = [
      { type: "html", html: "<p>Hello</p>" },
      { type: "html", html: "   " },
      { type: "calculator", config: { fields: [], groups: [] } },
      { type: "calculator", config: { fields: [] } },
      { type: "calculator" },
      { type: "finance_options_table" },
      { type: "form", form_id: "f-1" },
      { type: "form", form_id: "" },
      { type: "video" } as unknown as ContentItem,
    ];
    expect(validContentItems(items)).toEqual([items[0], items[2], items[5], items[6]]);
    expect(validContentItems(undefined)).toEqual([]);
  });
});
