import { describe, expect, it } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { serverHtml, testDriveForm } from "../../tests/support/render-form-block.tsx";
import EntryForm from "./entry-form.tsx";

const props = (overrides: Partial<BlockProps<"entry-form">> = {}) =>
  ({
    ...(structuredClone(blockMeta["entry-form"].insertDefaults) as unknown as BlockProps<"entry-form">),
    id: "block-1",
    form_id: testDriveForm().id,
    ...overrides,
  }) as BlockProps<"entry-form">;

describe("Entry form block", () => {
  it("shows its heading and the form, centred by default, left or right when asked", () => {
    const html = serverHtml(EntryForm, props(), testDriveForm());
    expect(html).toContain("Get in touch</h2>");
    expect(html).toContain("form-block--position-center");
    expect(html).toContain("fc-form--columns-1");
    expect(serverHtml(EntryForm, props({ form_position: "right" }), testDriveForm())).toContain(
      "form-block--position-right",
    );
  });

  it("says so when its form is not available", () => {
    expect(serverHtml(EntryForm, props(), null)).toContain("This form is not available at the moment.");
  });
});
