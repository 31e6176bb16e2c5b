// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "../api/session.ts";
import { stubFetch, type FetchStub } from "../page-tree/testing/fetch-stub.ts";
import { page } from "../page-tree/testing/page-fixture.ts";
import { renderScreen } from "../page-tree/testing/render-screen.tsx";
import { AdminScreen } from "./admin-screen.tsx";

let api: FetchStub;

/** The settings screen's Expert view: the stored keys with their raw values. */
async function openExpertSettings() {
  renderScreen(<AdminScreen />, { path: "/admin/settings", route: "/admin/*" });
  fireEvent.click(await screen.findByRole("button", { name: "Expert (raw values)" }));
}

function signIn(role: Role) {
  api.on("GET", /^\/api\/auth\/session$/, {
    body: { user: { id: "u1", email: "admin@example.com", name: "Ada", role }, csrfToken: "csrf-1" },
  });
}

beforeEach(() => {
  api = stubFetch();
  api.on("GET", /^\/api\/users$/, {
    body: {
      data: [
        {
          id: "u1",
          email: "admin@example.com",
          name: "Ada",
          role: "admin",
          disabled: false,
          sign_in: "password",
          created_at: "2025-01-01T00:00:00Z",
        },
      ],
    },
  });
  api.on("GET", /^\/settings$/, {
    body: {
      data: [
        { id: "s1", key: "general.404_page", value: '{"heading":"Lost?"}' },
        { id: "s2", key: "site.theme", value: "jdx" },
      ],
    },
  });
  api.on("GET", /^\/metaheads/, { body: { data: [] } });
  api.on("GET", /^\/api\/cms\/pages$/, { body: { data: [page("home", { path: "/", title: "Home" })] } });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the admin screens", () => {
  // The settings forms load on demand (they bring react-jsonschema-form): loaded once, before any test's clock starts.
  beforeAll(async () => {
    await import("./settings/settings-forms.tsx");
  });

  it("tell non-admins they have no permission, and load nothing else", async () => {
    signIn("editor");
    renderScreen(<AdminScreen />, { path: "/admin/users", route: "/admin/*" });
    expect(await screen.findByText("You do not have permission to see this.")).toBeTruthy();
    expect(api.requests("GET", /\/api\/users/)).toHaveLength(0);
  });

  it("let editors read the offers at /admin/offers, with no button to change them", async () => {
    signIn("editor");
    api.on("GET", /^\/api\/offers$/, {
      body: {
        data: [
          {
            id: "rrs-2026",
            car_model_key: "range_rover_sport",
            brand: "land_rover",
            model_family: "range_rover",
            category: "new_cars",
            market: "AE",
            title: "Range Rover Sport offer",
            published: false,
            revision: 1,
            updated_at: "2026-11-20T10:00:00Z",
          },
        ],
      },
    });
    renderScreen(<AdminScreen />, { path: "/admin/offers", route: "/admin/*" });
    expect(await screen.findByRole("rowheader", { name: "Range Rover Sport offer" })).toBeTruthy();
    const tabs = screen.getByRole("navigation", { name: "Admin sections" });
    expect(within(tabs).getByRole("link", { name: "Offers" }).getAttribute("aria-current")).toBe("page");
    expect(within(tabs).queryByRole("link", { name: "Users" })).toBeNull();
    expect(screen.getByText("Always")).toBeTruthy();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("give admins an Offers tab", async () => {
    signIn("admin");
    api.on("GET", /^\/api\/offers$/, { body: { data: [] } });
    renderScreen(<AdminScreen />, { path: "/admin/offers", route: "/admin/*" });
    expect(await screen.findByText("No offers yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Offers" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("button", { name: "Add offer" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Import from mena.offers_api_url" })).toBeTruthy();
  });

  it("list users for admins", async () => {
    signIn("admin");
    renderScreen(<AdminScreen />, { path: "/admin/users", route: "/admin/*" });
    const table = await screen.findByRole("table");
    expect(within(table).getByText("admin@example.com")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");
  });

  it("draw the settings as grouped forms and save a group's changed settings only", async () => {
    signIn("admin");
    api.on("POST", /^\/settings$/, (request) => ({ body: { id: "s9", ...(request.body as object) } }));
    renderScreen(<AdminScreen />, { path: "/admin/settings", route: "/admin/*" });
    const search = await screen.findByRole("form", { name: "Search settings" }, { timeout: 10_000 });
    // The stored theme shows in the Site group's select; an unset toggle shows its default (off).
    const site = screen.getByRole("form", { name: "Site settings" });
    expect((within(site).getByLabelText("Theme") as HTMLSelectElement).value).toBe("jdx");
    const toggle = within(search).getByRole("checkbox", { name: "Popup search" }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(within(search).getByRole("button", { name: "Save Search" }));
    expect(await within(search).findByText("Saved Search. The site shows it now.")).toBeTruthy();
    expect(api.requests("POST", /\/settings$/).map((request) => request.body)).toEqual([
      { key: "search.popup.enabled", value: "true" },
    ]);
  });

  it("list a key family's members, add one by the end of its key, edit it and remove one", async () => {
    signIn("admin");
    api.on("GET", /^\/settings$/, {
      body: {
        data: [
          { id: "s1", key: "translations.ar", value: '{"search.title":"بحث"}' },
          { id: "s2", key: "site.theme", value: "jdx" },
        ],
      },
    });
    api.on("POST", /^\/settings$/, (request) => ({ body: { id: "s9", ...(request.body as object) } }));
    api.on("DELETE", /^\/settings\/s1$/, { status: 204 });
    renderScreen(<AdminScreen />, { path: "/admin/settings", route: "/admin/*" });
    const family = (await screen.findByRole("heading", { name: "Texts of one language" }, { timeout: 10_000 })).closest(
      "section",
    )!;
    const members = within(family).getByRole("list", { name: "Texts of one language: keys" });
    expect(
      within(members)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("code")!.textContent),
    ).toEqual(["translations.ar"]);

    // A key outside the family's pattern is refused before anything is sent.
    const add = within(family).getByRole("form", { name: "Add to Texts of one language" });
    fireEvent.change(within(add).getByLabelText(/New key: translations\./), { target: { value: "English" } });
    fireEvent.click(within(add).getByRole("button", { name: "Add" }));
    expect(
      within(add).getByText("“translations.English” is not a key of this family: it looks like translations.en_au."),
    ).toBeTruthy();
    fireEvent.change(within(add).getByLabelText(/New key: translations\./), { target: { value: "en_au" } });
    fireEvent.click(within(add).getByRole("button", { name: "Add" }));
    const editor = within(family).getByRole("form", { name: "Edit translations.en_au" });
    fireEvent.change(within(editor).getByLabelText(/translations\.en_au/), {
      target: { value: '{ "search.title": "Search the site" }' },
    });
    fireEvent.click(within(editor).getByRole("button", { name: "Save translations.en_au" }));
    expect(await within(family).findByText("Saved translations.en_au. The site shows it now.")).toBeTruthy();
    expect(api.requests("POST", /\/settings$/).map((request) => request.body)).toEqual([
      { key: "translations.en_au", value: '{"search.title":"Search the site"}' },
    ]);

    fireEvent.click(within(members).getByRole("button", { name: "Remove translations.ar" }));
    const confirm = within(members).getByRole("group", { name: "Remove translations.ar?" });
    expect(api.requests("DELETE", /\/settings\/s1$/)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, remove" }));
    await waitFor(() => expect(api.requests("DELETE", /\/settings\/s1$/)).toHaveLength(1));
  });

  it("check a JSON setting before sending it, and format it", async () => {
    signIn("admin");
    api.on("POST", /^\/settings$/, (request) => ({ body: { id: "s1", ...(request.body as object) } }));
    await openExpertSettings();
    fireEvent.click(await screen.findByRole("button", { name: "Edit general.404_page" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit general.404_page" });
    const value = within(dialog).getByLabelText("Value") as HTMLTextAreaElement;
    expect(value.value).toBe('{\n  "heading": "Lost?"\n}');
    fireEvent.change(value, { target: { value: '{"heading": "Lost?",}' } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save setting" }));
    await waitFor(() => expect(value.getAttribute("aria-invalid")).toBe("true"));
    expect(api.requests("POST", /\/settings$/)).toHaveLength(0);
    fireEvent.change(value, { target: { value: '{"heading":"Lost?","button_label":"Home"}' } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Format" }));
    expect(value.value).toBe('{\n  "heading": "Lost?",\n  "button_label": "Home"\n}');
    fireEvent.click(within(dialog).getByRole("button", { name: "Save setting" }));
    await waitFor(() => expect(api.requests("POST", /\/settings$/)).toHaveLength(1));
    expect(api.requests("POST", /\/settings$/)[0]!.body).toEqual({
      key: "general.404_page",
      value: '{"heading":"Lost?","button_label":"Home"}',
    });
  });

  it("show the server's schema message next to the value", async () => {
    signIn("admin");
    api.on("POST", /^\/settings$/, {
      status: 422,
      body: {
        error: "invalid_setting",
        message:
          "The value of site.theme does not match its schema: the value must be equal to one of the allowed values",
        issues: [{ pointer: "", message: "must be equal to one of the allowed values" }],
      },
    });
    await openExpertSettings();
    fireEvent.click(await screen.findByRole("button", { name: "Edit site.theme" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit site.theme" });
    const value = within(dialog).getByLabelText("Value");
    fireEvent.change(value, { target: { value: "purple" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save setting" }));
    await waitFor(() => expect(value.getAttribute("aria-invalid")).toBe("true"));
    expect(dialog.textContent).toContain("The value of site.theme does not match its schema");
  });

  it("show the server's 403 when a metahead language is not allowed, without leaving the screen", async () => {
    signIn("admin");
    api.on("POST", /^\/metaheads$/, {
      status: 403,
      body: { error: "forbidden", message: "Only admins may save javascript, js-src and html metaheads." },
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, pathname: "/admin/metaheads", search: "" });
    renderScreen(<AdminScreen />, { path: "/admin/metaheads", route: "/admin/*" });
    fireEvent.click(await screen.findByRole("button", { name: "Add metahead" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a metahead" });
    fireEvent.change(within(dialog).getByLabelText("Language"), { target: { value: "javascript" } });
    fireEvent.change(within(dialog).getByLabelText(/^Content/), { target: { value: "console.log(1)" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save metahead" }));
    expect(await within(dialog).findByText("Only admins may save javascript, js-src and html metaheads.")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
  it("confirm a delete, keep the dialog open with the server's message when it fails, and close it with a notice when it succeeds", async () => {
    signIn("admin");
    let attempts = 0;
    api.on("DELETE", /^\/settings\/s2$/, () =>
      ++attempts === 1
        ? { status: 503, body: { error: "unavailable", message: "The database is busy, try again." } }
        : { status: 204 },
    );
    await openExpertSettings();
    fireEvent.click(await screen.findByRole("button", { name: "Delete site.theme" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete site.theme?" });
    expect(dialog.textContent).toContain("The site falls back to its default for this key.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete setting" }));
    expect(await within(dialog).findByText("The database is busy, try again.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete setting" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText("Deleted site.theme.")).toBeTruthy();
    expect(api.requests("DELETE", /\/settings\/s2$/)).toHaveLength(2);
  });
});
