// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../generated/contracts/block-meta.ts";
import type { BlockProps } from "../../generated/contracts/block-types.ts";
import { renderInBrowser, serverHtml, testDriveForm } from "../../tests/support/render-form-block.tsx";
import FormBlock from "./form.tsx";

type Props = BlockProps<"form">;

function props(overrides: Partial<Props> = {}): Props {
  return {
    ...(structuredClone(blockMeta.form.insertDefaults) as unknown as Props),
    id: "block-1",
    form_id: testDriveForm().id,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState({}, "", "/");
});

describe("Form block", () => {
  it("starts centred, one column, primary button on the left, with no mappings", () => {
    expect(blockMeta.form.insertDefaults).toMatchObject({
      form_position: "center",
      has_two_columns: false,
      button_position: "left",
      button_color: "primary",
      modal_form: false,
      form_params_mapping: [],
    });
  });

  it("renders the resolved form on the server, in two columns when asked, button where asked", () => {
    const html = serverHtml(FormBlock, props({ has_two_columns: true, button_position: "right" }), testDriveForm(1));
    expect(html).toContain('class="form-block fc-theme-light-theme form-block--position-center"');
    expect(html).toContain("fc-form--columns-2");
    expect(html).toContain("fc-form__actions--right");
    expect(html).toMatch(/<label[^>]*for="form-block-1_first_name"/);
  });

  it("shows visitors a clear placeholder when the form is missing or unpublished", () => {
    const html = serverHtml(FormBlock, props(), null);
    expect(html).toContain("This form is not available at the moment.");
    expect(html).not.toContain("<form");
  });

  it("prefills from the page's query parameters through its mappings; hidden fields only as a modal form", async () => {
    window.history.replaceState({}, "", "/test-drive?m=discovery&dealer=syd-01&c=url");
    const mappings: Partial<Props> = {
      form_params_mapping: [
        { param: "m", field: "model" },
        { param: "c", field: "campaign" },
      ],
      form_location_params_mapping: [{ param: "dealer", field: "message" }],
      form_location_mapping: [{ from: "syd-01", to: "Sydney City" }],
      form_hidden_field_mapping: [{ name: "campaign", value: "spring" }],
    };
    renderInBrowser(FormBlock, props(mappings), testDriveForm());
    await act(async () => {});
    expect((screen.getByRole("combobox", { name: "Model" }) as HTMLSelectElement).value).toBe("discovery");
    expect((screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("Sydney City");
    expect(document.querySelector<HTMLInputElement>("#form-block-1_campaign")!.value).toBe("");
    cleanup();

    renderInBrowser(FormBlock, props({ ...mappings, modal_form: true }), testDriveForm());
    await act(async () => {});
    expect(document.querySelector<HTMLInputElement>("#form-block-1_campaign")!.value).toBe("spring");
  });

  it("previews the form in the editor from the forms API, and never posts from there", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(testDriveForm())));
    vi.stubGlobal("fetch", fetcher);
    renderInBrowser(FormBlock, props(), undefined, "editor");
    expect(screen.getByText("Loading the form…")).not.toBeNull();
    const name = await screen.findByLabelText(/First name/);
    expect(fetcher.mock.calls[0]![0]).toBe(`/forms/${testDriveForm().id}`);
    fireEvent.change(name, { target: { value: "Ada" } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: "Book my test drive" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/^Preview/));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("tells the editor when no form has the id", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response("{}", { status: 404 })));
    renderInBrowser(FormBlock, props({ form_id: "nope" }), undefined, "editor");
    expect(await screen.findByText(/No published form has the id nope/)).not.toBeNull();
    cleanup();
    renderInBrowser(FormBlock, props({ form_id: "" }), undefined, "editor");
    expect(screen.getByText(/Choose a form/)).not.toBeNull();
  });
});
