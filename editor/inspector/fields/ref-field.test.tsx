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

const LISTS = [
  { list: "all", vehicles: 120, updated_at: "2026-11-24T07:00:00Z" },
  { list: "used", vehicles: 1, updated_at: "2026-11-24T07:00:00Z" },
];

const PAGES = [
  {
    id: "p-finance",
    path: "/finance",
    title: "Finance",
    page_type: "page",
    disabled: false,
    published_version_id: "v1",
    updated_at: "2026-11-25T12:00:00Z",
  },
  {
    id: "p-winter",
    path: "/winter-offers",
    title: "Winter offers",
    page_type: "page",
    disabled: false,
    published_version_id: null,
    updated_at: "2026-11-26T12:00:00Z",
  },
  { id: "p-folder", path: "/models", title: "Models", page_type: "folder", published_version_id: null, updated_at: "" },
];

const OFFERS = [{ id: "june-deal", title: "June Defender deal", published: false, updated_at: "2026-11-23T08:00:00Z" }];

beforeEach(() => {
  const api = stubFetch();
  api.on("GET", /^\/forms$/, { body: { data: FORMS, lead_counts: {} } });
  api.on("GET", /^\/api\/offers$/, { body: { data: OFFERS } });
  api.on("GET", /^\/api\/stock\/lists$/, { body: { data: LISTS } });
  api.on("GET", /^\/api\/cms\/pages$/, { body: { data: PAGES } });
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

  it("picks a publication list of the stock by name, with its number of vehicles", async () => {
    const onChange = vi.fn();
    const props = { ...structuredClone(blockMeta["stock-locator-carousel"].insertDefaults), id: "c1" };
    render(<BlockForm type="stock-locator-carousel" formData={props} errors={{}} onChange={onChange} />);
    const combobox = screen.getByRole("combobox", { name: /Publication list/ });
    await waitFor(() => expect(screen.getByText(/120 vehicles, changed 24 Nov 2026/)).toBeTruthy());
    act(() => combobox.focus());
    fireEvent.change(combobox, { target: { value: "us" } });
    const option = within(screen.getByRole("listbox")).getByRole("option", { name: /used/ });
    expect(option.textContent).toContain("1 vehicle ·");
    fireEvent.click(option);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ ci_key_list: "used" }));
  });
});

describe("the page picker of a link", () => {
  function renderBanner(button: Record<string, unknown>) {
    const onChange = vi.fn();
    const props = { ...structuredClone(blockMeta["hero-title-banner"].insertDefaults), id: "h1", button };
    render(<BlockForm type="hero-title-banner" formData={props} errors={{}} onChange={onChange} />);
    const details = screen.getByText("Button").closest("details")!;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event("toggle"));
    });
    const lastButton = () => (onChange.mock.calls.at(-1)?.[0] as { button: Record<string, unknown> }).button;
    return { onChange, lastButton };
  }

  it("picks a published page by its title and stores its path; a page not published cannot be picked", async () => {
    const { onChange, lastButton } = renderBanner({ type: "internal", url: "", link_text: "Read on" });
    const combobox = await screen.findByRole("combobox", { name: /URL/ });
    act(() => combobox.focus());
    const listbox = screen.getByRole("listbox");
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(2));
    const draft = within(listbox).getByRole("option", { name: /Winter offers/ });
    expect(draft.textContent).toContain("Not published");
    fireEvent.click(draft);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(combobox, { target: { value: "fin" } });
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(lastButton()).toMatchObject({ url: "/finance", link_text: "Read on" });
  });

  it("keeps a typed path no page holds, and explains a link to a page that is not published", async () => {
    const { lastButton } = renderBanner({ type: "internal", url: "/winter-offers?from=home", link_text: "Go" });
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "“Winter offers (/winter-offers)” is not published: publish it first, or the page cannot be saved.",
    );
    const combobox = screen.getByRole("combobox", { name: /URL/ });
    act(() => combobox.focus());
    fireEvent.change(combobox, { target: { value: "/stock?state=used" } });
    expect(screen.getByText("No page matches “/stock?state=used”: press Enter to use it as typed.")).toBeTruthy();
    fireEvent.keyDown(combobox, { key: "Enter" });
    expect(lastButton()).toMatchObject({ url: "/stock?state=used" });
  });

  it("names the form of a form link with the form picker", async () => {
    const { lastButton } = renderBanner({ type: "form", url: "", link_text: "Ask us", rdx_forms_form_id: "" });
    const combobox = await screen.findByRole("combobox", { name: /^Form(?! layout)/ });
    act(() => combobox.focus());
    fireEvent.click(await within(screen.getByRole("listbox")).findByRole("option", { name: /Contact us/ }));
    expect(lastButton()).toMatchObject({ type: "form", rdx_forms_form_id: "f-contact" });
  });
});
