// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LinkOrButton } from "../../../generated/contracts/block-types.ts";
import { RenderEnvironmentContext, createRenderEnvironment } from "../../page/render-environment.ts";
import { testDriveForm } from "../../primitives/form/fixtures.ts";
import { LinkButton } from "../../primitives/link-button.tsx";
import { FormLinkDialogIsland } from "./form-link-dialog-island.tsx";
import { FormLinkDialog } from "./form-link-dialog.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = testDriveForm();
const formLink: LinkOrButton = {
  url: "",
  type: "form",
  target: "_self",
  link_text: "Book a test drive",
  icon: "",
  ui_type: "primary",
  size: "medium",
  rdx_forms_form_id: form.id,
  hidden_fields: [{ name: "campaign", value: "spring" }],
  form_layout: "double",
};

function serverPage(item: LinkOrButton) {
  const environment = createRenderEnvironment("server");
  const html = renderToString(
    <RenderEnvironmentContext.Provider value={environment}>
      <LinkButton item={item} />
      <FormLinkDialogIsland />
    </RenderEnvironmentContext.Provider>,
  );
  return { html, environment };
}

describe("links of type form", () => {
  it("add the dialog's island and the form stylesheet only to pages that have one", () => {
    const withLink = serverPage(formLink);
    expect(withLink.html).toContain('data-island="shell:form-link-dialog"');
    expect(withLink.environment.islands.map((island) => island.hydrate)).toEqual(["idle"]);
    expect([...withLink.environment.stylesheets]).toEqual(["renderer/primitives/form/form.css"]);
    const without = serverPage({ ...formLink, type: "internal", url: "/contact-us" });
    expect(without.html).not.toContain("data-island");
    expect(without.environment.stylesheets.size).toBe(0);
  });

  it("open the modal form dialog: the link's text as title, the form in two columns, hidden fields filled", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(form)));
    vi.stubGlobal("fetch", fetcher);
    render(
      <>
        <LinkButton item={formLink} />
        <FormLinkDialog />
      </>,
    );
    const link = screen.getByRole("link", { name: "Book a test drive" });
    expect(link.getAttribute("href")).toBe(`#form-${form.id}`);
    fireEvent.click(link);
    const dialog = screen.getByRole("dialog", { name: "Book a test drive" });
    expect(fetcher.mock.calls[0]![0]).toBe(`/forms/${form.id}`);
    // The form renderer is a lazy chunk: the first import takes a moment in a cold test run.
    expect(await screen.findByLabelText(/First name/, {}, { timeout: 15_000 })).not.toBeNull();
    await act(async () => {});
    expect(dialog.querySelector(".fc-form--columns-2")).not.toBeNull();
    expect(dialog.querySelector<HTMLInputElement>('input[type="hidden"][name="campaign"]')!.value).toBe("spring");
  });

  it("say so in the dialog when the form cannot be read", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>().mockResolvedValue(new Response("{}", { status: 404 })));
    render(
      <>
        <LinkButton item={formLink} />
        <FormLinkDialog />
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Book a test drive" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/not available/);
  });
});
