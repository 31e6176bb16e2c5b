// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { renderInBrowser, serverHtml, testDriveForm } from "../../tests/support/render-form-block.tsx";
import ExtendedWarranty from "./extended-warranty.tsx";

afterEach(cleanup);

const props = (overrides: Partial<BlockProps<"extended-warranty">> = {}) =>
  ({
    ...(structuredClone(blockMeta["extended-warranty"].insertDefaults) as unknown as BlockProps<"extended-warranty">),
    id: "block-1",
    form_id: testDriveForm().id,
    ...overrides,
  }) as BlockProps<"extended-warranty">;

describe("Extended warranty block", () => {
  it("shows the table of cover and prices with row and column headers, then the form", () => {
    renderInBrowser(ExtendedWarranty, props(), testDriveForm());
    expect(screen.getByRole("columnheader", { name: "24 months" })).not.toBeNull();
    expect(screen.getByRole("rowheader", { name: "Price" })).not.toBeNull();
    expect(screen.getByRole("cell", { name: "€ 1,190" })).not.toBeNull();
    expect(screen.getByLabelText(/First name/)).not.toBeNull();
  });

  it("fills hidden fields with the block's values", async () => {
    renderInBrowser(
      ExtendedWarranty,
      props({ form_hidden_field_mapping: [{ name: "campaign", value: "warranty-24" }] }),
      testDriveForm(),
    );
    await act(async () => {});
    expect(document.querySelector<HTMLInputElement>("#form-block-1_campaign")!.value).toBe("warranty-24");
  });

  it("draws two columns when asked", () => {
    expect(serverHtml(ExtendedWarranty, props({ has_two_columns: true }), testDriveForm(1))).toContain(
      "fc-form--columns-2",
    );
  });
});
