// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blockMeta } from "../../../generated/contracts/block-meta.ts";
import { stubFetch } from "../../page-tree/testing/fetch-stub.ts";
import { BlockForm } from "../block-form.tsx";

const FORMS = [
  { id: "f-contact", name: "Contact us", status: "published", updated_at: "2026-11-20T09:30:00Z" },
  { id: "f-brochure", name: "Request a brochure", status: "published", updated_at: "2026-11-21T10:00:00Z" },
  { id: "f-draft", name: "Winter test drive", status: "draft", updated_at: "2026-11-22T11:15:00Z" },
];

const OFFERS = [{ id: "june-deal", title: "June Defender deal", published: false, updated_at: "2026-11-23T08:00:00Z" }];

beforeEach(() => {
  const api = stubFetch();
  api.on("GET", /^\/forms$/, { body: { data: FORMS } });
  api.on("GET", /^\/api\/offers$/, { body: { data: OFFERS } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFormBlock(formId: string) {
  const onChange = vi.fn();
  const props = { ...structuredClone(blockMeta.form.insertDefaults), id: "b1", form_id: formId };
  const view = render(<BlockForm type="form" formData={props} errors={{}} onChange={onChange} />);
  const lastFormId = () => (onChange.mock.calls.at(-1)?.[0] as { form_id?: string } | undefined)?.form_id;
  return { ...view, onChange, lastFormId };
}

describe("the reference picker of a form id", () => {
  it("shows the chosen form by name with its status, last change and admin link, and picks another by keyboard after a search", async () => {
    const { lastFormId } = renderFormBlock("f-contact");
    const combobox = screen.getByRole("combobox", { name: /Form id/ });
    await waitFor(() => expect((combobox as HTMLInputElement).value).toBe("Contact us"));
    const link = screen.getByRole("link", { name: "Open “Contact us” in the admin" });
    expect(link.getAttribute("href")).toBe("/cms/forms/f-contact");
    expect(link.parentElement!.textContent).toContain("Published, changed 20 Nov 2026, 09:30 UTC");

    act(() => combobox.focus());
    expect(combobox.getAttribute("aria-expanded")).toBe("true");
    const listbox = screen.getByRole("listbox");
    expect(combobox.getAttribute("aria-controls")).toBe(listbox.id);
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(3));
    expect(
      within(listbox)
        .getByRole("option", { name: /Contact us/ })
        .getAttribute("aria-selected"),
    ).toBe("true");

    fireEvent.change(combobox, { target: { value: "broch" } });
    const options = within(listbox).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Request a brochurePublished · changed 21 Nov 2026, 10:00 UTC",
    ]);
    expect(combobox.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(lastFormId()).toBe("f-brochure");
    expect(combobox.getAttribute("aria-expanded")).toBe("false");
  });

  it("lists a draft form but will not pick it, and explains a value naming a draft or no form at all", async () => {
    const { onChange, unmount } = renderFormBlock("f-draft");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "“Winter test drive” is a draft: publish it in the forms admin, or the page cannot be saved.",
    );
    const combobox = screen.getByRole("combobox", { name: /Form id/ });
    act(() => combobox.focus());
    const draft = within(screen.getByRole("listbox")).getByRole("option", { name: /Winter test drive/ });
    expect(draft.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(draft);
    expect(onChange).not.toHaveBeenCalled();
    unmount();

    renderFormBlock("typed-by-hand");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      'No form has the id "typed-by-hand": pick another, or the page cannot be saved.',
    );
  });

  it("picks an offer by its title, an unpublished one included, with a link to the offers admin", async () => {
    const onChange = vi.fn();
    const props = { ...structuredClone(blockMeta["single-offer"].insertDefaults), id: "o1", offer_id: "" };
    render(<BlockForm type="single-offer" formData={props} errors={{}} onChange={onChange} />);
    const combobox = screen.getByRole("combobox", { name: /Offer/ });
    expect(screen.getByText("No offer chosen.")).toBeTruthy();
    act(() => combobox.focus());
    const option = await within(screen.getByRole("listbox")).findByRole("option", { name: /June Defender deal/ });
    expect(option.textContent).toContain("Not published");
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ offer_id: "june-deal" }));
  });
});
