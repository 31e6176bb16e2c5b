// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { renderInBrowser, serverHtml, testDriveForm } from "../../tests/support/render-form-block.tsx";
import ExpandedEntryForm from "./expanded-entry-form.tsx";

afterEach(cleanup);

const props = (overrides: Partial<BlockProps<"expanded-entry-form">> = {}) =>
  ({
    ...(structuredClone(
      blockMeta["expanded-entry-form"].insertDefaults,
    ) as unknown as BlockProps<"expanded-entry-form">),
    id: "block-1",
    form_id: testDriveForm().id,
    ...overrides,
  }) as BlockProps<"expanded-entry-form">;

const labels = () => [...document.querySelectorAll(".fc-form__label")].map((label) => label.textContent);

describe("Expanded entry form block", () => {
  it("shows the first fields, then all of them when the visitor asks", () => {
    renderInBrowser(ExpandedEntryForm, props({ top_tabs_limit: 2 }), testDriveForm());
    expect(labels()).toEqual(["First name *", "E-mail *"]);
    fireEvent.click(screen.getByRole("button", { name: "Show all fields" }));
    expect(labels()).toEqual(["First name *", "E-mail *", "Phone", "Model", "Message"]);
    expect(screen.queryByRole("button", { name: "Show all fields" })).toBeNull();
  });

  it("opens every field when a hidden one needs attention", async () => {
    renderInBrowser(ExpandedEntryForm, props({ top_tabs_limit: 1 }), testDriveForm());
    fireEvent.click(screen.getByRole("button", { name: /Book my test drive/ }));
    expect(await screen.findByText("Please tick this box to continue.")).not.toBeNull();
  });

  it("is reachable at #tab_id and shows its disclaimer", () => {
    const html = serverHtml(
      ExpandedEntryForm,
      props({ tab_id: "enquire", disclaimer: "<p>We answer within a day.</p>" }),
      testDriveForm(),
    );
    expect(html).toContain('id="enquire"');
    expect(html).toContain("We answer within a day.");
  });
});
